// Package renju holds the rules of five-in-a-row games on boards of 5x5 to
// 20x20: freestyle gomoku (five or more wins), standard gomoku (exactly five
// wins) and renju (RIF rules: Black may not play double-three, double-four or
// overline; White may, and an overline wins for White).
//
// # Encoding (seed 001, REAL Core)
//
// Every line of the board (rows, columns and both diagonals) is kept as a
// bitboard 2-bit line (see bitban/bitboard Points2 functions): 2 bits a point,
// 00 off-board, 01 black, 10 white, 11 empty, updated incrementally by Set,
// Place, Remove and Undo. Patterns (five, overline, fours including broken
// fours, straight four, open and broken threes) are defined in pattern.go with
// the seed's shift-and-AND formulas on those words; the hot path reads the
// same answers from a table indexed by the 10 neighbours of a point in one
// direction, and the tests prove table and formulas equal on every window.
//
// # Coordinates
//
// A Point is y*Stride + x with x the column from the left (0 = A) and y the
// row from the top (0 = the top row, row 15 on 15x15): the order of the flat
// board string and of Gomocup's x,y. Algebraic names use columns A.. (the
// letter I is used) and row numbers counted from the bottom, so on 15x15 the
// centre (7,7) is H8.
//
// # API
//
//   - Board: NewBoard, Set/Remove (setup), Place/Undo (moves with history),
//     At, SideToMove, Count, Stones, History, Line (the 2-bit word of a line).
//   - Notation: ParsePoint/FormatPoint (algebraic), ParseMoves/FormatMoves
//     ("H8I9J10"), ParseFlat/Flat (225 characters), ParseRows/Rows (15 row
//     strings), ParseGomocup/FormatGomocup (0-based "x,y"). Errors are
//     *ParseError values naming the bad token and its byte offset.
//   - Patterns: LineShape (the shift/AND definition on a 2-bit line), Shapes
//     and ShapeAt (per point and direction, from the tables), Threat,
//     MakesFive, MakesFour, MakesOpenThree, OneEmptyWindows (the seed's
//     [SnO1] windows on a line).
//   - Rules: Forbidden (with the kind: double-three, double-four, overline),
//     IsForbidden, ForbiddenPoints, ForbiddenKinds, Legal, IsWinningMove,
//     Winner, HasFive.
//   - The Swap2 opening (swap2*.go): the Swap2 state value (NewSwap2,
//     Swap2FromStones, PlaceThree, TakeWhite, TakeBlack, PlaceTwo, Apply);
//     the engine's decisions in either role are the search's
//     (renju/search, Searcher.DecideSwap2).
//   - For the searchers (renju/search, renju/eval): Zobrist keys (Hash,
//     ZobristKey, WhiteToMoveKey), moves without checks or history (Push,
//     Pop, Put, Take), the line words (LineWord, LineSlot, LineSlotsAt),
//     unchecked pattern reads (Stone, ShapesXY, LevelXY, ForbiddenXY,
//     NearMasks) and the packed shape and level table (ShapeLevels,
//     WindowKeyBlack, WindowKeyWhite), all small enough to be inlined or
//     single calls as before the split.
//
// # The renju rules as implemented
//
// Forbidden follows the RIF rules the way the renju referees apply them
// (Piskvork's checker and Rapfi agree with every label in testdata): an exact
// five always wins; an overline (no five) is forbidden as such; two fours
// (also on one line) are a double-four; two threes are a double-three, where
// a three needs a point q that makes a straight four, and q, played with the
// move on the board, must make no five and must not be forbidden itself
// (recursively). The "no five" condition is stricter than some readings of
// the rule text; the referees' labels (random_forbid_sample.tsv) require it.
//
// A Board is not safe for concurrent use, not even for reads: the forbidden
// point check places and removes stones while it recurses on threes.
//
// # Layers
//
// This package is the position layer. The evaluation and its trainer are
// package renju/eval, the search (PVS, table, Lazy SMP, VCF and VCT
// solvers, Swap2 decisions, opening generation) package renju/search, the
// Gomocup protocol package renju/gomocup.
package renju
