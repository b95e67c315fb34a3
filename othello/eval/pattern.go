package eval

import (
	"math/bits"

	"bitban/bitboard"
	"bitban/othello"
)

// Patterns of the evaluation: the classic Othello pattern sets (Logistello,
// Edax). Each pattern is a fixed list of squares; a board gives it a
// ternary index (0 empty, 1 side to move, 2 opponent per square) and the
// evaluation adds one weight per pattern instance. The 46 instances are the
// images of 11 canonical patterns under the board's symmetries, read in an
// order that maps square to square, so all instances of a pattern share one
// weight table.
//
// Where a pattern is a line (edges, ranks and files 2-4, the diagonals) its
// bits come straight from the bitboard line extraction (seed 000): the
// extracted byte is already in the canonical square order.

// Pattern identifiers.
const (
	patEdge2X   = iota // an edge + its two X-squares: A1..H1, B2, G2
	patCorner9         // the 3x3 corner A1..C3
	patCorner10        // the 2x5 corner A1..E1, A2..E2
	patLine2           // A2..H2
	patLine3           // A3..H3
	patLine4           // A4..H4
	patDiag8           // A1..H8
	patDiag7           // B1..H7
	patDiag6           // C1..H6
	patDiag5           // D1..H5
	patDiag4           // E1..H4
	numPatterns
)

// patternSquares is the number of squares of each pattern.
var patternSquares = [numPatterns]int{10, 9, 10, 8, 8, 8, 8, 7, 6, 5, 4}

// patternOfFeature maps the 46 instances to their pattern.
var patternOfFeature = [NumFeatures]uint8{
	0, 0, 0, 0,
	1, 1, 1, 1,
	2, 2, 2, 2, 2, 2, 2, 2,
	3, 3, 3, 3,
	4, 4, 4, 4,
	5, 5, 5, 5,
	6, 6,
	7, 7, 7, 7,
	8, 8, 8, 8,
	9, 9, 9, 9,
	10, 10, 10, 10,
}

// NumFeatures is the number of pattern instances on a board.
const NumFeatures = 46

// patternOffset[p] is where pattern p's weights start in one phase's table;
// phaseSize is the size of that table.
var (
	patternOffset [numPatterns]int32
	phaseSize     int
)

// pow3[n] = 3^n; ternary[b] reads the bits of b as base-3 digits (bit i
// contributes 3^i), so a pattern's index is ternary[p] + 2*ternary[o].
var (
	pow3    [11]int32
	ternary [1 << 10]int32
)

func init() {
	pow3[0] = 1
	for i := 1; i < len(pow3); i++ {
		pow3[i] = 3 * pow3[i-1]
	}
	for b := range ternary {
		var t int32
		for i := 0; i < 10; i++ {
			if b>>i&1 != 0 {
				t += pow3[i]
			}
		}
		ternary[b] = t
	}
	off := int32(0)
	for p := 0; p < numPatterns; p++ {
		patternOffset[p] = off
		off += pow3[patternSquares[p]]
	}
	phaseSize = int(off)
	if phaseSize > phaseCap {
		panic("othello/eval: the pattern weights of a phase outgrow phaseCap")
	}
	buildSquareDigits()
}

// idx combines the gathered bits of both sides into a ternary index.
func idx(p, o uint64) int32 { return ternary[p&1023] + 2*ternary[o&1023] }

// corner9 gathers A1..C1, A2..C2, A3..C3.
func corner9(b uint64) uint64 { return b&7 | (b>>5)&0x38 | (b>>10)&0x1c0 }

// corner10 gathers A1..E1, A2..E2.
func corner10(b uint64) uint64 { return b&31 | (b>>3)&0x3e0 }

// corner10T gathers A1..A5, B1..B5 (the transposed 2x5) by file extraction.
func corner10T(b uint64) uint64 {
	return uint64(bitboard.ConvertVerticalTo8(b, 0))&31 | (uint64(bitboard.ConvertVerticalTo8(b, 1))&31)<<5
}

// edge2X gathers an extracted edge line and its two X-squares x1, x2.
func edge2X(line uint8, b uint64, x1, x2 uint) uint64 {
	return uint64(line) | (b>>x1&1)<<8 | (b>>x2&1)<<9
}

// Features writes the 46 pattern indices of (P, O) (P to move), each offset
// into one phase's weight table.
func Features(P, O uint64, f *[NumFeatures]int32) {
	// The boards mirrored vertically (V), horizontally (H) and both.
	vP, vO := bits.ReverseBytes64(P), bits.ReverseBytes64(O)
	hP, hO := othello.MirrorFiles(P), othello.MirrorFiles(O)
	rP, rO := bits.ReverseBytes64(hP), bits.ReverseBytes64(hO)

	o := patternOffset[patEdge2X]
	f[0] = o + idx(edge2X(bitboard.ConvertHorizontalTo8(P, 0), P, 9, 14), edge2X(bitboard.ConvertHorizontalTo8(O, 0), O, 9, 14))
	f[1] = o + idx(edge2X(bitboard.ConvertHorizontalTo8(P, 56), P, 49, 54), edge2X(bitboard.ConvertHorizontalTo8(O, 56), O, 49, 54))
	f[2] = o + idx(edge2X(bitboard.ConvertVerticalTo8(P, 0), P, 9, 49), edge2X(bitboard.ConvertVerticalTo8(O, 0), O, 9, 49))
	f[3] = o + idx(edge2X(bitboard.ConvertVerticalTo8(P, 7), P, 14, 54), edge2X(bitboard.ConvertVerticalTo8(O, 7), O, 14, 54))

	o = patternOffset[patCorner9]
	f[4] = o + idx(corner9(P), corner9(O))
	f[5] = o + idx(corner9(vP), corner9(vO))
	f[6] = o + idx(corner9(hP), corner9(hO))
	f[7] = o + idx(corner9(rP), corner9(rO))

	o = patternOffset[patCorner10]
	f[8] = o + idx(corner10(P), corner10(O))
	f[9] = o + idx(corner10(vP), corner10(vO))
	f[10] = o + idx(corner10(hP), corner10(hO))
	f[11] = o + idx(corner10(rP), corner10(rO))
	f[12] = o + idx(corner10T(P), corner10T(O))
	f[13] = o + idx(corner10T(vP), corner10T(vO))
	f[14] = o + idx(corner10T(hP), corner10T(hO))
	f[15] = o + idx(corner10T(rP), corner10T(rO))

	// Ranks and files 2-4 from each side: the rank/file extraction.
	for i, sq := range [3][4]int{{8, 48, 1, 6}, {16, 40, 2, 5}, {24, 32, 3, 4}} {
		o = patternOffset[patLine2+i]
		k := 16 + 4*i
		f[k] = o + idx(uint64(bitboard.ConvertHorizontalTo8(P, sq[0])), uint64(bitboard.ConvertHorizontalTo8(O, sq[0])))
		f[k+1] = o + idx(uint64(bitboard.ConvertHorizontalTo8(P, sq[1])), uint64(bitboard.ConvertHorizontalTo8(O, sq[1])))
		f[k+2] = o + idx(uint64(bitboard.ConvertVerticalTo8(P, sq[2])), uint64(bitboard.ConvertVerticalTo8(O, sq[2])))
		f[k+3] = o + idx(uint64(bitboard.ConvertVerticalTo8(P, sq[3])), uint64(bitboard.ConvertVerticalTo8(O, sq[3])))
	}

	// Diagonals: the extraction orders a diagonal by file; a short one is
	// shifted down to its first file.
	o = patternOffset[patDiag8]
	f[28] = o + idx(uint64(bitboard.ConvertDiagonalA1H8To8(P, 0)), uint64(bitboard.ConvertDiagonalA1H8To8(O, 0)))
	f[29] = o + idx(uint64(bitboard.ConvertDiagonalA8H1To8(P, 7)), uint64(bitboard.ConvertDiagonalA8H1To8(O, 7)))
	k := 30
	for n := 1; n <= 4; n++ { // diagonals of 8-n squares
		o = patternOffset[patDiag8+n]
		s := uint(n)
		// A1-H8 direction: starting on rank 1 at file n, and on file A at rank n+1.
		f[k] = o + idx(uint64(bitboard.ConvertDiagonalA1H8To8(P, n))>>s, uint64(bitboard.ConvertDiagonalA1H8To8(O, n))>>s)
		f[k+1] = o + idx(uint64(bitboard.ConvertDiagonalA1H8To8(P, 8*n)), uint64(bitboard.ConvertDiagonalA1H8To8(O, 8*n)))
		// A8-H1 direction: starting on rank 8 at file n, and on file A at rank 8-n.
		f[k+2] = o + idx(uint64(bitboard.ConvertDiagonalA8H1To8(P, 56+n))>>s, uint64(bitboard.ConvertDiagonalA8H1To8(O, 56+n))>>s)
		f[k+3] = o + idx(uint64(bitboard.ConvertDiagonalA8H1To8(P, 56-8*n)), uint64(bitboard.ConvertDiagonalA8H1To8(O, 56-8*n)))
		k += 4
	}
}

// patternSquareList returns the squares of each instance in index-digit
// order (digit i of the ternary index is the i-th square), the naive
// definition the tests check Features against.
func patternSquareList() [NumFeatures][]int {
	var l [NumFeatures][]int
	sq := func(x, y int) int { return y*8 + x }
	// Symmetries as coordinate maps.
	id := func(x, y int) int { return sq(x, y) }
	v := func(x, y int) int { return sq(x, 7-y) }
	h := func(x, y int) int { return sq(7-x, y) }
	r := func(x, y int) int { return sq(7-x, 7-y) }
	t := func(x, y int) int { return sq(y, x) }
	th := func(x, y int) int { return sq(7-y, x) } // file H, read from rank 1
	maps := func(m func(x, y int) int, pts [][2]int) []int {
		var s []int
		for _, p := range pts {
			s = append(s, m(p[0], p[1]))
		}
		return s
	}
	var edge, c9, c10, c10t [][2]int
	for x := 0; x < 8; x++ {
		edge = append(edge, [2]int{x, 0})
	}
	edge = append(edge, [2]int{1, 1}, [2]int{6, 1})
	for y := 0; y < 3; y++ {
		for x := 0; x < 3; x++ {
			c9 = append(c9, [2]int{x, y})
		}
	}
	for y := 0; y < 2; y++ {
		for x := 0; x < 5; x++ {
			c10 = append(c10, [2]int{x, y})
			c10t = append(c10t, [2]int{y, x})
		}
	}
	l[0], l[1], l[2], l[3] = maps(id, edge), maps(v, edge), maps(t, edge), maps(th, edge)
	l[4], l[5], l[6], l[7] = maps(id, c9), maps(v, c9), maps(h, c9), maps(r, c9)
	for i, m := range []func(x, y int) int{id, v, h, r} {
		l[8+i] = maps(m, c10)
		l[12+i] = maps(m, c10t)
	}
	for i := 0; i < 3; i++ {
		var line [][2]int
		for x := 0; x < 8; x++ {
			line = append(line, [2]int{x, i + 1})
		}
		l[16+4*i], l[17+4*i], l[18+4*i], l[19+4*i] = maps(id, line), maps(v, line), maps(t, line), maps(th, line)
	}
	diag := func(x0, y0, dy, n int) []int {
		var s []int
		for i := 0; i < n; i++ {
			s = append(s, sq(x0+i, y0+dy*i))
		}
		return s
	}
	l[28], l[29] = diag(0, 0, 1, 8), diag(0, 7, -1, 8)
	k := 30
	for n := 1; n <= 4; n++ {
		l[k], l[k+1], l[k+2], l[k+3] = diag(n, 0, 1, 8-n), diag(0, n, 1, 8-n), diag(n, 7, -1, 8-n), diag(0, 7-n, -1, 8-n)
		k += 4
	}
	return l
}
