// Package book is the Othello opening book: positions with their book
// moves, each scored in discs by the project's own search, learnt by
// deviation from the best lines, stored in a small binary file.
//
// # Positions and moves
//
// A position is a board from the view of the side to move (its discs and
// the opponent's; the colours do not matter). It is stored normalised:
// the least of its eight images under the board's symmetries (compared as
// the player's discs, then the opponent's, as unsigned integers), so that
// transpositions and mirror images share one entry. Lookup translates the
// moves back to the board looked up and orders them best first.
//
// Each position lists some of its legal moves (at least one), each with a
// score in discs (the final disc differential it leads to, from the view
// of the side that plays it) and the depth of the search that gave it,
// or "exact". A move whose child (the position after it, after the
// opponent's forced pass if there is one) is in the book carries the
// child's value: Negamax sets it, from the positions with the most discs
// down. A move that ends the game carries its exact final score. The
// other moves keep their own search's score; a position's value is its
// best move.
//
// # Learning
//
// Learn grows a book from root positions in waves of searches at a fixed
// depth (EngineSearch): every position reached from a root by book moves
// that are each within a margin of their position's best is searched for
// its best move; below the last ply a position whose moves left out could
// still be within the margin (the lowest searched move without a child in
// the book bounds them) is searched again over those moves for the next
// best, which is listed in turn. So the best line is followed first, then
// the deviations that give away the fewest discs. The same options give
// the same book, whatever the number of parallel searches.
//
// # File format (version 1)
//
// Integers are little-endian. A file is a 24-byte header, a note, then
// the positions:
//
//	offset  size  field
//	0       8     magic "BITBANBK"
//	8       2     version: 1
//	10      2     note length L, 0..4096
//	12      4     positions N
//	16      4     moves M: the sum of the positions' move counts
//	20      4     CRC-32 (IEEE) of every byte after the header
//	24      L     note: UTF-8 text (how the book was built)
//
// then N positions, in increasing order of (player, opponent) as
// unsigned 64-bit integers, each
//
//	8       player's discs (the side to move): bit i is square i, A1 = 0, B1 = 1, ..., H8 = 63
//	8       opponent's discs
//	1       n, the number of moves: 1..the number of legal moves
//	3n      moves in increasing order of square, each 3 bytes:
//	          square 0..63 (a legal move), score (signed byte, -64..64),
//	          depth 0..60, or 255 for an exact score
//
// Every board is stored in its normalised orientation, and so are its
// moves. A whole file may be gzip-compressed (Read looks at its first two
// bytes); the book shipped with the program is. Read checks everything:
// the header, the sizes, each board (disjoint sides, normalised, in
// order, no position twice), each move (legal, in order, values in
// range), nothing after the last position, and last the checksum; a
// fault is a *FormatError naming the byte offset and the position.
//
// A book of 100,000 positions with 3 moves each is about 2.7 MB; it
// reads in a few tens of milliseconds.
package book
