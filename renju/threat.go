package renju

import "bitban/bitboard"

// Threat sums up what a stone of one colour on one point makes over its four
// lines (see Shape for the per-line view). Threes are line shapes: whether
// the point that completes a three is playable (renju) is not checked here.
type Threat struct {
	Five         bool // a winning five under the board's rule
	Overline     bool // six or more (exact-five rules; no five elsewhere)
	Fours        int  // fours over all lines (a straight four is one)
	StraightFour bool // an open four: two ways to five on one line
	Threes       int  // lines with an open three
}

// Threat returns what a stone of colour c on the empty point p makes, under
// the board's rule. It does not say whether the move is forbidden (see
// Forbidden). An occupied or off-board point gives the zero Threat.
func (b *Board) Threat(p Point, c Color) Threat {
	s := b.Shapes(p, c)
	or := s[0] | s[1] | s[2] | s[3]
	var t Threat
	if or == 0 {
		return t
	}
	t.Five = or&ShapeFive != 0
	t.Overline = !t.Five && or&ShapeOverline != 0
	t.StraightFour = or&ShapeStraightFour != 0
	for d := 0; d < NumDirs; d++ {
		t.Fours += s[d].Fours()
		if s[d].Three() {
			t.Threes++
		}
	}
	return t
}

// MakesFive reports whether colour c wins by playing p (IsWinningMove).
func (b *Board) MakesFive(p Point, c Color) bool { return b.IsWinningMove(p, c) }

// MakesFour reports whether a stone of colour c on p makes at least one four
// (it may make a five on another line as well).
func (b *Board) MakesFour(p Point, c Color) bool {
	s := b.Shapes(p, c)
	return (s[0]|s[1]|s[2]|s[3])&(3<<shapeFourShift) != 0
}

// MakesOpenThree reports whether a stone of colour c on p makes at least one
// open three (line shape; see Threat).
func (b *Board) MakesOpenThree(p Point, c Color) bool {
	s := b.Shapes(p, c)
	return (s[0]|s[1]|s[2]|s[3])&shapeThreeMask != 0
}

// OneEmptyWindows returns the seed's [SnO1] pattern on the line of direction
// d through p for colour c: bit 2i of mask is set when the n+1 points from
// line position i hold n stones of c and one empty point (see
// bitboard.StonesWithOneEmpty); pos is p's pair index in that line, so a
// window starting at i contains p when i <= pos <= i+n. Positions are pair
// indexes of Board.Line. An off-board p gives 0, 0.
func (b *Board) OneEmptyWindows(p Point, d Dir, c Color, n int) (mask uint64, pos int) {
	line, pos := b.Line(p, d)
	var st uint64
	switch c {
	case Black:
		st = bitboard.Black2(line)
	case White:
		st = bitboard.White2(line)
	default:
		return 0, pos
	}
	return bitboard.StonesWithOneEmpty(st, bitboard.Empty2(line), n), pos
}

// LinePoint returns the board point at pair index pos of the line of
// direction d through p (the inverse of the pos returned by Line); ok is false
// when that position is off the board.
func (b *Board) LinePoint(p Point, d Dir, pos int) (q Point, ok bool) {
	_, at := b.Line(p, d)
	if at == 0 {
		return NoPoint, false
	}
	x, y := d.Step(p, pos-at)
	if !b.OnBoard(x, y) {
		return NoPoint, false
	}
	return Pt(x, y), true
}
