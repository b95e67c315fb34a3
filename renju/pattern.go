package renju

import (
	"math/bits"

	"bitban/bitboard"
)

// Shape is what one stone of a colour, played on an empty point, makes on one
// line through that point. Bits:
//
//	bit 0      ShapeFive: a five (exactly five under an exact-five rule)
//	bit 1      ShapeOverline: six or more in a row (exact-five rules only)
//	bits 2-3   the number of fours (0, 1 or 2; 2 = a double four on one line)
//	bit 4      ShapeStraightFour: one of the fours is a straight four .XXXX.
//	bits 5-10  three points: the points q at offsets -3,-2,-1,+1,+2,+3 where a
//	           second stone makes a straight four with this one (an open three;
//	           whether q is itself playable is a board question, see Forbidden)
//	bit 11     ShapeBrokenThree: some such q lies inside the three (X.XX)
//
// A line with a five or an overline reports nothing else; a line with a four
// reports no three (the line counts once, as its strongest shape).
type Shape uint16

const (
	ShapeFive         Shape = 1 << 0
	ShapeOverline     Shape = 1 << 1
	shapeFourShift          = 2
	ShapeStraightFour Shape = 1 << 4
	shapeThreeShift         = 5
	shapeThreeMask    Shape = 0x3f << shapeThreeShift
	ShapeBrokenThree  Shape = 1 << 11
)

// Five reports a five on this line.
func (s Shape) Five() bool { return s&ShapeFive != 0 }

// Overline reports six or more in a row (exact-five rules).
func (s Shape) Overline() bool { return s&ShapeOverline != 0 }

// Fours returns the number of fours on this line (0, 1 or 2).
func (s Shape) Fours() int { return int(s>>shapeFourShift) & 3 }

// AnyFour reports a four on some line of s, which may be the OR of a
// point's shapes in several directions (Fours counts one line's fours;
// their fields OR to zero only when every count is zero).
func (s Shape) AnyFour() bool { return s&(3<<shapeFourShift) != 0 }

// StraightFour reports an open four (two points each making a five).
func (s Shape) StraightFour() bool { return s&ShapeStraightFour != 0 }

// Three reports an open three on this line (some second stone makes a
// straight four), without asking whether that stone is playable.
func (s Shape) Three() bool { return s&shapeThreeMask != 0 }

// BrokenThree reports a three with a gap (X.XX / XX.X).
func (s Shape) BrokenThree() bool { return s&ShapeBrokenThree != 0 }

// ThreeOffsets returns the offsets (along the line direction, -3..3) of the
// points that turn the three into a straight four, into dst.
func (s Shape) ThreeOffsets(dst []int) []int {
	m := uint(s&shapeThreeMask) >> shapeThreeShift
	for m != 0 {
		i := bits.TrailingZeros(m)
		m &= m - 1
		dst = append(dst, threeOffset[i])
	}
	return dst
}

// threeOffset maps a bit of the three mask to its offset.
var threeOffset = [6]int{-3, -2, -1, 1, 2, 3}

// threeBit maps an offset -3..3 (index k+3) to its bit of the three mask.
var threeBit = [7]Shape{1 << shapeThreeShift, 2 << shapeThreeShift, 4 << shapeThreeShift, 0,
	8 << shapeThreeShift, 16 << shapeThreeShift, 32 << shapeThreeShift}

// pairRange returns the mask of pair low bits 2i for lo <= i <= hi (clamped to
// the 32 points of a line).
func pairRange(lo, hi int) uint64 {
	if lo < 0 {
		lo = 0
	}
	if hi > bitboard.Points2Max-1 {
		hi = bitboard.Points2Max - 1
	}
	if lo > hi {
		return 0
	}
	return bitboard.LowMask2 & (^uint64(0) << (2 * uint(lo))) & (^uint64(0) >> (62 - 2*uint(hi)))
}

// LineShape is the definition of Shape: what a stone of colour c on the empty
// point at pair index pos of the 2-bit line makes on that line, computed with
// the seed's shift-and-AND formulas. exact selects the exact-five rule (a five
// must not touch a sixth stone; otherwise five or more is a five). It reads
// only the points pos-5..pos+5. An occupied point, or a colour other than
// Black or White, gives 0.
//
// Definitions (S = stones of c with the new stone, E = empty points, windows
// must contain pos):
//   - five: Consecutive(S, 5); exact: the points just outside are not in S.
//   - overline (exact only): Consecutive(S, 6).
//   - four: a window of five with four stones and one empty point q
//     (StonesWithOneEmpty(S, E, 4), one expression per place of q) that,
//     filled, is a five; the number of fours is the number of distinct such
//     points q, except that the two of a straight four .XXXX. count once
//     (so X.XXX.X, XX.XX.XX and XXX.X.XXX are two fours on one line).
//   - three: an empty point q such that the window of six E,S,S,S,S,E holds
//     both the new stone and q (StonesWithOneEmpty(S, E, 3) flanked by E),
//     i.e. S plus q is a straight four whose two fives are exact.
func LineShape(line uint64, pos int, c Color, exact bool) Shape {
	st, em, ok := placeOnLine(line, pos, c)
	if !ok {
		return 0
	}
	// exactOut has bit 2i set when neither point i-1 nor point i+5 is a
	// stone: the exact-five condition for a window of five starting at i.
	exactOut := ^(st << 2) & ^(st >> 10)
	if s := lineFive(st, pos, exact, exactOut); s != 0 {
		return s
	}
	if s := lineFours(st, em, pos, exact, exactOut); s != 0 {
		return s
	}
	return lineThrees(st, em, pos, exact)
}

// placeOnLine puts a stone of colour c on point pos of line: it returns the
// stones of c with it (st) and the empty points without it (em), as pair
// masks, or ok false when pos is off the line or not empty, or c is not
// Black or White.
func placeOnLine(line uint64, pos int, c Color) (st, em uint64, ok bool) {
	if pos < 0 || pos >= bitboard.Points2Max {
		return 0, 0, false
	}
	pb := uint64(1) << (2 * uint(pos))
	switch c {
	case Black:
		st = bitboard.Black2(line)
	case White:
		st = bitboard.White2(line)
	default:
		return 0, 0, false
	}
	em = bitboard.Empty2(line)
	if em&pb == 0 {
		return 0, 0, false
	}
	return st | pb, em &^ pb, true
}

// lineFive is ShapeFive when the stones st make a five through pos (under
// the exact rule, one whose window is in exactOut), ShapeOverline when
// under the exact rule they make six or more instead, else 0.
func lineFive(st uint64, pos int, exact bool, exactOut uint64) Shape {
	five := bitboard.Consecutive(st, 5) & pairRange(pos-4, pos)
	if !exact {
		if five != 0 {
			return ShapeFive
		}
		return 0
	}
	if five&exactOut != 0 {
		return ShapeFive
	}
	if bitboard.Consecutive(st, 6)&pairRange(pos-5, pos) != 0 {
		return ShapeOverline
	}
	return 0
}

// lineFours is the four count (and ShapeStraightFour) of the stones st
// through pos with the empty points em, or 0 when there is no four: the
// windows of five through pos with one empty point that, filled, make a
// five (exactOut under the exact rule).
func lineFours(st, em uint64, pos int, exact bool, exactOut uint64) Shape {
	// Fours: windows of five with one empty point, by place j of the empty.
	var w [bitboard.Points2Max]uint64
	bitboard.StonesWithOneEmptyEach(st, em, 4, &w)
	in := pairRange(pos-4, pos)
	var q uint64 // completion points: the empty point of each such window
	for j := 0; j <= 4; j++ {
		w[j] &= in
		if exact {
			w[j] &= exactOut
		}
		q |= w[j] << (2 * uint(j))
	}
	if q == 0 {
		return 0
	}
	// A straight four: stones a..a+3 with the window a-1 (empty first)
	// and the window a (empty last) both fives; its two completion
	// points are one four.
	straight := w[4] & (w[0] << 2)
	n := bits.OnesCount64(q)
	s := Shape(0)
	if straight != 0 {
		n--
		s = ShapeStraightFour
	}
	if n > 2 {
		n = 2
	}
	return s | Shape(n)<<shapeFourShift
}

// lineThrees is the threes of the stones st through pos with the empty
// points em: a bit for the offset of each empty point that makes a
// straight four, and ShapeBrokenThree when one of them lies inside.
func lineThrees(st, em uint64, pos int, exact bool) Shape {
	// Threes: windows of six starting at s = E, [3 stones + 1 empty q], E, the
	// four inner points containing pos; exact: points s-1 and s+6 not stones.
	var s Shape
	var w [bitboard.Points2Max]uint64
	in := pairRange(pos-4, pos-1)
	flank := em & (em >> 10)
	if exact {
		flank &= ^(st << 2) & ^(st >> 12)
	}
	bitboard.StonesWithOneEmptyEach(st, em, 3, &w)
	for j := 0; j <= 3; j++ {
		t := flank & (w[j] >> 2) & in
		for t != 0 {
			start := bits.TrailingZeros64(t) / 2
			t &= t - 1
			k := start + 1 + j - pos // offset of q, -3..3, never 0
			s |= threeBit[k+3]
			if j == 1 || j == 2 {
				s |= ShapeBrokenThree
			}
		}
	}
	return s
}

// The shape tables: the shape of the centre of every window of 11 points,
// in the canonical view of one colour (each neighbour 00 blocked = opponent
// or off-board, 01 own stone, 11 empty). The index is the base-3 value of the
// five left neighbours plus 243 times that of the five right ones; the two
// half-lookups map a canonical 10-bit half to those values.
const (
	halfStates = 243 // 3^5
	tableSize  = halfStates * halfStates
)

var (
	halfLeft, halfRight [1024]uint16
	// shapeTable[0]: five or more; shapeTable[1]: exact five. The arrays
	// are padded to 1<<16 entries so that an index masked with 0xffff needs
	// no bounds check; entries past tableSize are never read.
	shapeTable [2][1 << 16]Shape
)

// canonCode maps a base-3 digit to its canonical pair code.
var canonCode = [3]uint64{0b00, 0b01, 0b11}

// windowLine builds the 11-point line (pairs 0..10, centre 5 empty) of table
// index idx, with own stones as Black and blocked points as White.
func windowLine(idx int) uint64 {
	l, r := idx%halfStates, idx/halfStates
	line := uint64(bitboard.Code2Empty) << 10
	for i := 0; i < 5; i++ {
		line |= canonToReal(canonCode[l%3]) << (2 * uint(i))
		line |= canonToReal(canonCode[r%3]) << (2 * uint(6+i))
		l /= 3
		r /= 3
	}
	return line
}

// canonToReal maps a canonical code to a real line code seen from Black.
func canonToReal(c uint64) uint64 {
	if c == 0 {
		return bitboard.Code2White
	}
	return c
}

func init() {
	for v := 0; v < 1024; v++ {
		// Digits of the five pairs; the code 10 never occurs in a
		// canonical half, so those entries stay 0 and are never read.
		l, r, ok := 0, 0, true
		for i := 4; i >= 0; i-- {
			code := uint64(v>>(2*uint(i))) & 3
			d := 0
			switch code {
			case 0b01:
				d = 1
			case 0b11:
				d = 2
			case 0b10:
				ok = false
			}
			l = l*3 + d
		}
		r = l
		if ok {
			halfLeft[v] = uint16(l)
			halfRight[v] = uint16(r * halfStates)
		}
	}
	for idx := 0; idx < tableSize; idx++ {
		line := windowLine(idx)
		shapeTable[0][idx] = LineShape(line, 5, Black, false)
		shapeTable[1][idx] = LineShape(line, 5, Black, true)
	}
	initLevels()
}

// Window masks for the 11 points around a point: pairs 0..10 of the shifted
// line, and their low bits.
const low22 = 0x155555

// WindowPairs is the mask of the low bits of the 11 pairs of a window (a
// line word shifted right by 2x: see Board.LineWord).
const WindowPairs = low22

// WindowKeyBlack and WindowKeyWhite turn the 22-bit window of a line (any
// bits above are ignored) into its table index for that colour (see
// ShapeLevels).
func WindowKeyBlack(w uint64) int {
	lo, hi := w&low22, (w>>1)&low22
	c := lo | (lo&hi)<<1
	return (int(halfLeft[c&0x3ff]) + int(halfRight[(c>>12)&0x3ff])) & 0xffff
}

func WindowKeyWhite(w uint64) int {
	lo, hi := w&low22, (w>>1)&low22
	c := hi | (lo&hi)<<1
	return (int(halfLeft[c&0x3ff]) + int(halfRight[(c>>12)&0x3ff])) & 0xffff
}

// windows returns the 11-point windows (centre = (x, y)) of the four lines
// through (x, y), as right-shifted line words.
func (b *Board) windows(x, y int) (w0, w1, w2, w3 uint64) {
	sx := 2 * uint(x)
	w0 = b.lines[(int(Horizontal)*lineSlots+y)&(NumDirs*lineSlots-1)] >> sx
	w1 = b.lines[(int(Vertical)*lineSlots+x)&(NumDirs*lineSlots-1)] >> (2 * uint(y))
	w2 = b.lines[(int(Diagonal)*lineSlots+x-y+MaxSize-1)&(NumDirs*lineSlots-1)] >> sx
	w3 = b.lines[(int(AntiDiagonal)*lineSlots+x+y)&(NumDirs*lineSlots-1)] >> sx
	return
}

// ShapesXY returns the shapes of a stone of colour c on the empty on-board
// point (x, y) in the four directions, from the tables, under the five rule
// exact (Rule.ExactFive): Shapes without its checks, for the searchers.
func (b *Board) ShapesXY(x, y int, c Color, exact bool) (s [NumDirs]Shape) {
	w0, w1, w2, w3 := b.windows(x, y)
	t := &shapeTable[0]
	if exact {
		t = &shapeTable[1]
	}
	if c == Black {
		s[0] = t[WindowKeyBlack(w0)]
		s[1] = t[WindowKeyBlack(w1)]
		s[2] = t[WindowKeyBlack(w2)]
		s[3] = t[WindowKeyBlack(w3)]
	} else {
		s[0] = t[WindowKeyWhite(w0)]
		s[1] = t[WindowKeyWhite(w1)]
		s[2] = t[WindowKeyWhite(w2)]
		s[3] = t[WindowKeyWhite(w3)]
	}
	return s
}

// Shapes returns what a stone of colour c on p makes in each direction, under
// the board's rule (exact five for Black in renju and for both in standard).
// An occupied or off-board point gives four zero shapes.
func (b *Board) Shapes(p Point, c Color) [NumDirs]Shape {
	if !b.Contains(p) || b.cells[p] != Empty || (c != Black && c != White) {
		return [NumDirs]Shape{}
	}
	return b.ShapesXY(p.X(), p.Y(), c, b.rule.ExactFive(c))
}

// ShapeAt returns what a stone of colour c on p makes along direction d.
func (b *Board) ShapeAt(p Point, d Dir, c Color) Shape {
	return b.Shapes(p, c)[d&3]
}
