package eval

import (
	"math/bits"

	"bitban/bitboard"
	"bitban/renju"
)

// Static evaluation: every window of five points on every line that holds
// stones of one colour only (no opponent stone, no off-board point) is a
// potential five; it scores by how many stones it already has. The counts
// come from the 2-bit lines with the seed's shift-and-AND style: the stone
// mask shifted by 0..4 points is summed bit-sliced (a 3-bit counter per
// window start), so one line costs a few dozen word operations whatever its
// content.

// LineWindows returns the window score of colour c's stones st on one line
// with blocked points blk (opponent stones and off-board points; both masks
// of pair low bits): w[k] for every open window holding k stones
// (Params.WindowWeight).
func LineWindows(st, blk uint64, w *[6]int32) int32 {
	// Windows of five starting at i are open when no blocked point lies in
	// i..i+4.
	open := ^(blk | blk>>2 | blk>>4 | blk>>6 | blk>>8) & bitboard.LowMask2
	// Bit-sliced sum of the five shifted stone masks.
	var c0, c1, c2 uint64
	for k := uint(0); k < 5; k++ {
		v := st >> (2 * k)
		carry := c0 & v
		c0 ^= v
		carry2 := c1 & carry
		c1 ^= carry
		c2 |= carry2
	}
	c0 &= open
	c1 &= open
	c2 &= open
	// k = 1 (001), 2 (010), 3 (011), 4 (100)
	n1 := bits.OnesCount64(c0 &^ c1 &^ c2)
	n2 := bits.OnesCount64(c1 &^ c0 &^ c2)
	n3 := bits.OnesCount64(c0 & c1 &^ c2)
	n4 := bits.OnesCount64(c2 &^ c0 &^ c1)
	return int32(n1)*w[1] + int32(n2)*w[2] + int32(n3)*w[3] + int32(n4)*w[4]
}

// LineScores computes the window scores of line slot i of b with weights w.
func LineScores(b *renju.Board, i int, w *[6]int32) (black, white int32) {
	line := b.LineWord(i)
	bl, wh, em := bitboard.Black2(line), bitboard.White2(line), bitboard.Empty2(line)
	if bl|wh == 0 {
		return 0, 0
	}
	return LineWindows(bl, bitboard.LowMask2&^(bl|em), w), LineWindows(wh, bitboard.LowMask2&^(wh|em), w)
}

// windowScores returns the window scores of Black and White over all lines
// of b with the default weights.
func windowScores(b *renju.Board) (black, white int32) {
	w := DefaultParams().WindowWeight
	n := b.Size()
	// Rows and columns: n lines each; diagonals: 2n-1 each (short ones
	// simply have no open window).
	for d := 0; d < renju.NumDirs; d++ {
		cnt := n
		base := 0
		if d >= int(renju.Diagonal) {
			cnt = 2*n - 1
			if d == int(renju.Diagonal) {
				base = renju.MaxSize - n // index x-y+MaxSize-1 runs from MaxSize-n
			}
		}
		for i := 0; i < cnt; i++ {
			line := b.LineWord(d*renju.NumLineSlots/renju.NumDirs + base + i)
			bl, wh, em := bitboard.Black2(line), bitboard.White2(line), bitboard.Empty2(line)
			if bl|wh == 0 {
				continue
			}
			black += LineWindows(bl, bitboard.LowMask2&^(bl|em), &w)
			white += LineWindows(wh, bitboard.LowMask2&^(wh|em), &w)
		}
	}
	return
}

// Evaluate returns the static score (default Params) of the position b
// from the point of view of colour c (positive: good for c), in units where
// a single stone in open space is worth a few points. It knows nothing of
// tempo beyond a bonus for the side to move; the search adds the tactics.
func Evaluate(b *renju.Board, c renju.Color) int32 {
	bl, wh := windowScores(b)
	s := bl - wh
	if c == renju.White {
		s = -s
	}
	return s
}
