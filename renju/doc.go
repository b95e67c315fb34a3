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
// A Board is not safe for concurrent use, not even for reads: the forbidden
// point check places and removes stones while it recurses on threes.
package renju
