// Package bitboard is the game-agnostic core of bitban: the techniques of the
// project's five seed documents in a tested, fast form.
//
// # Square numbering (the whole project uses it)
//
// An 8x8 board is a uint64 with bit i = square i, A1 = 0, B1 = 1, ..., H1 = 7,
// A2 = 8, ..., H8 = 63: the order of the 64 characters of an Othello OBF
// string. File (column) = i%8 with A = 0; rank (row) = i/8 with rank 1 = 0.
// North is toward rank 8 (+8), East toward file H (+1).
//
// The 81-square shogi board is a two-word value (see Board81), file-major.
// Renju lines are packed 2 bits a point (seed 001; see Point2, Black2,
// White2, Empty2, Consecutive and StonesWithOneEmpty).
//
// # What is here
//
//   - Square names and geometry: ParseSquare, SquareName, directions, relations.
//   - Line to 8 bits and back (seed 000): ExtractLine / InsertLine for any
//     square and line direction, by masks and multiplications; and the seed's
//     own eight functions (ConvertHorizontalTo8 ... Convert8ToDiagonalA1H8).
//   - Shifts with edge masks (seeds 002 and 004) and Kogge-Stone occluded
//     fills for 8x8.
//   - Bonanza-style constant tables (seed 003): Ray, Direction, Between, Line
//     for 8x8 and Ray81, Direction81, Between81, Line81 for 9x9.
//   - The 81-square shogi board Board81 with edge-masked shifts (seed 002).
//   - 2-bit point lines for renju (seed 001): masks and pattern search by
//     shifts and ANDs.
package bitboard
