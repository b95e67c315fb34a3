// Package othello holds the rules of Othello on bitboards: boards as
// (player, opponent) pairs, legal moves by shifts, flipped discs by several
// interchangeable kernels, notation (moves, transcripts, OBF lines, text
// diagrams) and perft.
//
// Squares follow the project numbering (package bitboard): A1 = 0, B1 = 1,
// ..., H8 = 63, the order of the 64 characters of an OBF line.
//
// A Board has no colours: Player is the side to move. Position adds the
// colour of the side to move where it matters (OBF, diagrams, transcripts).
// Boards are 16-byte values: the hot paths copy-make.
package othello
