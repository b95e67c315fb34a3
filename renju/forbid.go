package renju

import (
	"math/bits"

	"bitban/bitboard"
)

// Forbid says whether and why a point is forbidden for Black.
type Forbid uint8

const (
	NotForbidden Forbid = iota
	DoubleThree
	DoubleFour
	Overline
)

var forbidNames = [...]string{"", "double-three", "double-four", "overline"}

// String returns "double-three", "double-four", "overline", or "" for
// NotForbidden.
func (f Forbid) String() string {
	if int(f) < len(forbidNames) {
		return forbidNames[f]
	}
	return "Forbid(?)"
}

// Forbidden reports whether Black may not play p under the board's rule, and
// why. Only the renju rule has forbidden points, and only for Black, whoever
// is to move. An occupied or off-board point is not "forbidden" (it is not a
// move at all): the answer is NotForbidden.
//
// The RIF rules as the renju referees apply them (Piskvork's and Rapfi's
// checkers agree on every labelled board in testdata), in this order:
//  1. a move that makes an exact five is allowed (it wins);
//  2. six or more in a row is an overline (then no four or three counts, so
//     the kind is overline even if fours are made as well);
//  3. two or more fours are a double-four, also on one line (X.XXX.X,
//     XX.XX.XX, XXX.X.XXX); a four counts only if it can become an exact
//     five, and the straight four .XXXX. is one four;
//  4. two or more threes are a double-three, where a line is a three only if
//     some point q turns it into a straight four and, with the move on the
//     board, q itself makes no five and is not forbidden (checked
//     recursively, so nested double-threes resolve).
func (b *Board) Forbidden(p Point) Forbid {
	if b.rule != Renju || !b.Contains(p) || b.cells[p] != Empty {
		return NotForbidden
	}
	return b.ForbiddenXY(p.X(), p.Y())
}

// IsForbidden is Forbidden(p) != NotForbidden.
func (b *Board) IsForbidden(p Point) bool { return b.Forbidden(p) != NotForbidden }

// ForbiddenXY is the renju check for Black on the empty on-board point
// (x, y): Forbidden without its checks of the rule, the point and the
// stone there, for the searchers.
func (b *Board) ForbiddenXY(x, y int) Forbid {
	s := b.ShapesXY(x, y, Black, true)
	or := s[0] | s[1] | s[2] | s[3]
	if or == 0 {
		return NotForbidden // the common case: nothing on any line
	}
	return b.forbiddenShapes(x, y, &s, or)
}

// forbiddenShapes finishes forbidden once the four shapes are known.
func (b *Board) forbiddenShapes(x, y int, s *[NumDirs]Shape, or Shape) Forbid {
	if or&ShapeFive != 0 {
		return NotForbidden
	}
	if or&ShapeOverline != 0 {
		return Overline
	}
	if s[0].Fours()+s[1].Fours()+s[2].Fours()+s[3].Fours() >= 2 {
		return DoubleFour
	}
	if or&shapeThreeMask != 0 {
		n := 0
		for d := 0; d < NumDirs; d++ {
			if s[d]&shapeThreeMask != 0 {
				n++
			}
		}
		if n >= 2 && b.realThrees(x, y, s) >= 2 {
			return DoubleThree
		}
	}
	return NotForbidden
}

// realThrees counts the directions whose three can become a straight four by
// a point q that, with the black stone on (x, y), makes no five and is not
// forbidden. It stops counting at 2.
func (b *Board) realThrees(x, y int, s *[NumDirs]Shape) int {
	b.put(x, y, Black)
	n := 0
	for d := 0; d < NumDirs && n < 2; d++ {
		m := uint(s[d]&shapeThreeMask) >> shapeThreeShift
		for m != 0 {
			k := threeOffset[bits.TrailingZeros(m)&7%6]
			m &= m - 1
			if b.extendsThree(x+k*dirDX[d], y+k*dirDY[d]) {
				n++
				break
			}
		}
	}
	b.take(x, y, Black)
	return n
}

// extendsThree reports whether Black may use the empty point (x, y) to turn a
// three into a straight four: the move makes no five and is not forbidden.
func (b *Board) extendsThree(x, y int) bool {
	s := b.ShapesXY(x, y, Black, true)
	or := s[0] | s[1] | s[2] | s[3]
	if or&ShapeFive != 0 {
		return false
	}
	return b.forbiddenShapes(x, y, &s, or) == NotForbidden
}

// ForbiddenPoints appends every forbidden point of the board to dst, in flat
// order (top row first, left to right), and returns it. Outside the renju rule
// there are none.
func (b *Board) ForbiddenPoints(dst []Point) []Point {
	if b.rule != Renju {
		return dst
	}
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			if b.cells[y*Stride+x] == Empty && b.ForbiddenXY(x, y) != NotForbidden {
				dst = append(dst, Pt(x, y))
			}
		}
	}
	return dst
}

// ForbiddenPoint is a forbidden point and its kind.
type ForbiddenPoint struct {
	Point Point
	Kind  Forbid
}

// ForbiddenKinds appends every forbidden point with its kind, in flat order.
func (b *Board) ForbiddenKinds(dst []ForbiddenPoint) []ForbiddenPoint {
	if b.rule != Renju {
		return dst
	}
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			if b.cells[y*Stride+x] == Empty {
				if f := b.ForbiddenXY(x, y); f != NotForbidden {
					dst = append(dst, ForbiddenPoint{Pt(x, y), f})
				}
			}
		}
	}
	return dst
}

// Legal reports whether colour c may play p: the point is on the board and
// empty, and not forbidden (renju, Black).
func (b *Board) Legal(p Point, c Color) bool {
	if !b.Contains(p) || b.cells[p] != Empty {
		return false
	}
	return c != Black || b.rule != Renju || b.ForbiddenXY(p.X(), p.Y()) == NotForbidden
}

// IsWinningMove reports whether a stone of colour c on the empty point p
// makes a winning five under the board's rule (exactly five where an overline
// does not win). A renju five wins even if the move also makes a forbidden
// shape.
func (b *Board) IsWinningMove(p Point, c Color) bool {
	s := b.Shapes(p, c)
	return (s[0]|s[1]|s[2]|s[3])&ShapeFive != 0
}

// Winner returns the colour that has a winning five on the board (Empty when
// none). If both colours have one (not a position of a real game) Black is
// reported.
func (b *Board) Winner() Color {
	if b.hasFive(Black) {
		return Black
	}
	if b.hasFive(White) {
		return White
	}
	return Empty
}

// HasFive reports whether colour c has a winning five on the board under the
// board's rule.
func (b *Board) HasFive(c Color) bool {
	if c != Black && c != White {
		return false
	}
	return b.hasFive(c)
}

func (b *Board) hasFive(c Color) bool {
	exact := b.rule.ExactFive(c)
	n := b.size
	// The lines in use: rows and columns 0..n-1, diagonals x-y+MaxSize-1 in
	// MaxSize-n..MaxSize+n-2, anti-diagonals x+y in 0..2n-2.
	for d := 0; d < NumDirs; d++ {
		lo, hi := 0, n-1
		switch Dir(d) {
		case Diagonal:
			lo, hi = MaxSize-n, MaxSize+n-2
		case AntiDiagonal:
			hi = 2*n - 2
		}
		for i := lo; i <= hi; i++ {
			line := b.lines[(d*lineSlots+i)&(NumDirs*lineSlots-1)]
			var st uint64
			if c == Black {
				st = bitboard.Black2(line)
			} else {
				st = bitboard.White2(line)
			}
			f := bitboard.Consecutive(st, 5)
			if exact {
				f &= ^(st << 2) & ^(st >> 10)
			}
			if f != 0 {
				return true
			}
		}
	}
	return false
}
