package renju

import (
	"math/bits"

	"bitban/bitboard"
)

// Cheap necessary conditions for the shape tables, for the searchers'
// scans: a stone of colour c on a point makes a four on a line only with
// at least three stones of c among the four points on each side of it on
// that line (a five-window through the point holds four stones of c with
// it), a five only with four, and a three (a point from which one more
// stone makes a straight four: four stones in a row) only with two.
// Counting those stones takes a few masks of the line words, less than
// the table lookups, and most points of a scan fail the count.

// ring9 is the low bits of pairs 1..9 of an 11-point window: the four
// points on each side of the centre and the centre itself.
const ring9 = low22 &^ (1 | 1<<20)

// colourFlip is what a line word is XORed with so that bitboard.Black2
// reads the stones of c: nothing for Black; for White every pair's code
// inverted, which turns White's 10 into Black's 01 (and empty 11 and
// off-board 00 into each other, neither a stone).
func colourFlip(c Color) uint64 {
	if c == Black {
		return 0
	}
	return ^uint64(0)
}

// LineStonesXY is the number of stones of colour c on the line of
// direction d through the on-board point (x, y) within four points of
// it, the point itself included.
func (b *Board) LineStonesXY(x, y int, d Dir, c Color) int {
	w := b.lines[LineSlot(x, y, d)] >> lineShift(x, y, d)
	return bits.OnesCount64(bitboard.Black2(w^colourFlip(c)) & ring9)
}

// MayMakeXY reports whether some line through the empty on-board point
// (x, y) has at least n stones of colour c within four points of it: with
// n 2, whether a stone of c there may make a three, a four or a five; with
// n 3, a four or a five; with n 4, a five. When it is false, ShapesXY shows
// none of them.
func (b *Board) MayMakeXY(x, y int, c Color, n int) bool {
	w0, w1, w2, w3 := b.windows(x, y)
	// Each window's stones of c, then n-1 of each cleared: a window with a
	// stone left had n.
	f := colourFlip(c)
	s0, s1, s2, s3 := bitboard.Black2(w0^f)&ring9, bitboard.Black2(w1^f)&ring9, bitboard.Black2(w2^f)&ring9, bitboard.Black2(w3^f)&ring9
	for k := 1; k < n; k++ {
		s0, s1, s2, s3 = s0&(s0-1), s1&(s1-1), s2&(s2-1), s3&(s3-1)
	}
	return s0|s1|s2|s3 != 0
}
