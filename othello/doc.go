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
//
// # Moves and flips
//
// Moves is Edax's shift-based mobility (both senses of a line direction
// filled at once, the run doubled after two single steps), with the East
// direction done by one addition. Flip has one signature, FlipFunc, and
// several kernels (Kernels), each tested against a naive walk:
//
//   - shift: the seed 004 loop, six masked shifts a direction;
//   - line: the four lines through the move gathered into bytes with the
//     seed 000's masks and multiplications (bitboard.ExtractLine), flips
//     looked up by position and outflanking discs, spread back (InsertLine);
//   - ray: the first non-opponent square of each ray by x & -x or
//     LeadingZeros64;
//   - carry: an addition carries through the opponent discs of each upward
//     ray; LeadingZeros64 for the downward ones;
//   - square: one generated function per square (zz_flip.go): rays as
//     constants, the rank by table, upward rays by carries and downward rays
//     by carries on the byte-swapped board. The default (Flip): in perft,
//     where the flip is on the critical path of the next move generation,
//     its short dependency chains make it the fastest;
//   - square-line: the line kernel generated per square.
//
// # Perft
//
// Perft counts the last ply by the popcount of the move set; its last two
// plies run in one loop that makes no call. On amd64 with AVX2 (checked at
// run time) that loop is assembly, perftLeafAVX2: the flips and the child's
// moves four directions at a time in 256-bit registers (carry propagation
// on the upward rays, an occluded fill on the downward ones, Edax-style
// mobility), with no table switch and no unpredictable branch: 2.1-2.2x the
// portable loop (BenchmarkPerftLeaf: 571-609 against 260-278 M leaves/s).
// Elsewhere (or with -tags purego) it is perftLeaf, generated, with the flip
// bodies in a switch and Moves inline. Both counting conventions of the
// published tables are supported (PerftMode), and PerftTable adds a
// transposition table for deep counts.
//
// The exact solver's move lists come from the same kernel (ListMoves, in
// assembly as listMovesAVX2: each move's flips and the opponent's weighted
// mobility after it, the portable listMovesGo elsewhere); see solve.go in
// package othello/search for the solver's design.
package othello
