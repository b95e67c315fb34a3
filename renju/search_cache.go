package renju

import "bitban/bitboard"

// The searcher's shape cache: for every empty point, what a stone of each
// colour would make there in each direction. A stone changes only the
// shapes of the points within 5 steps on its four lines (the 11-point
// windows the shape tables read), so place and unplace refresh those 40
// points instead of the candidate scan recomputing 8 shapes per point at
// every node.

// shapeDir is the table shape of a stone of colour c on the empty point
// (x, y) along direction d only.
func (b *Board) shapeDir(x, y int, d Dir, c Color, exact bool) Shape {
	var w uint64
	sx := 2 * uint(x)
	switch d & 3 {
	case Horizontal:
		w = b.lines[(int(Horizontal)*lineSlots+y)&(NumDirs*lineSlots-1)] >> sx
	case Vertical:
		w = b.lines[(int(Vertical)*lineSlots+x)&(NumDirs*lineSlots-1)] >> (2 * uint(y))
	case Diagonal:
		w = b.lines[(int(Diagonal)*lineSlots+x-y+MaxSize-1)&(NumDirs*lineSlots-1)] >> sx
	default:
		w = b.lines[(int(AntiDiagonal)*lineSlots+x+y)&(NumDirs*lineSlots-1)] >> sx
	}
	t := &shapeTable[0]
	if exact {
		t = &shapeTable[1]
	}
	if c == Black {
		return t[keyBlack(w)]
	}
	return t[keyWhite(w)]
}

// initCache fills the cache for every empty point of the board.
func (t *thread) initCache() {
	b := t.b
	exB, exW := b.rule.exactFive(Black), b.rule.exactFive(White)
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			p := y*Stride + x
			if b.cells[p] != Empty {
				continue
			}
			t.cache[Black][p] = b.shapes4(x, y, Black, exB)
			t.cache[White][p] = b.shapes4(x, y, White, exW)
		}
	}
}

// refresh recomputes the cached shapes around (x0, y0) after its point
// changed; all four directions of (x0, y0) itself when it became empty.
func (t *thread) refresh(x0, y0 int) {
	b := t.b
	exB, exW := b.rule.exactFive(Black), b.rule.exactFive(White)
	p0 := y0*Stride + x0
	if b.cells[p0] == Empty {
		t.cache[Black][p0] = b.shapes4(x0, y0, Black, exB)
		t.cache[White][p0] = b.shapes4(x0, y0, White, exW)
	}
	for d := Dir(0); d < NumDirs; d++ {
		dx, dy := dirDX[d], dirDY[d]
		for k := -5; k <= 5; k++ {
			if k == 0 {
				continue
			}
			x, y := x0+k*dx, y0+k*dy
			if uint(x) >= uint(b.size) || uint(y) >= uint(b.size) {
				continue
			}
			p := y*Stride + x
			if b.cells[p] != Empty {
				continue
			}
			t.cache[Black][p][d] = b.shapeDir(x, y, d, Black, exB)
			t.cache[White][p][d] = b.shapeDir(x, y, d, White, exW)
		}
	}
}

// The window evaluation kept incrementally: the score of every line for
// each colour and their totals. A stone changes its four lines only.

// lineScores computes the window scores of line slot i with weights w.
func (b *Board) lineScores(i int, w *[6]int32) (black, white int32) {
	line := b.lines[i&(NumDirs*lineSlots-1)]
	bl, wh, em := bitboard.Black2(line), bitboard.White2(line), bitboard.Empty2(line)
	if bl|wh == 0 {
		return 0, 0
	}
	return lineWindows(bl, bitboard.LowMask2&^(bl|em), w), lineWindows(wh, bitboard.LowMask2&^(wh|em), w)
}

// initEval scores every line.
func (t *thread) initEval() {
	t.evalB, t.evalW = 0, 0
	for i := range t.lineEval {
		bl, wh := t.b.lineScores(i, &t.p.WindowWeight)
		t.lineEval[i] = [2]int32{bl, wh}
		t.evalB += bl
		t.evalW += wh
	}
}

// updateEval rescores the four lines through (x, y).
func (t *thread) updateEval(x, y int) {
	for _, i := range [NumDirs]int{
		int(Horizontal)*lineSlots + y,
		int(Vertical)*lineSlots + x,
		int(Diagonal)*lineSlots + x - y + MaxSize - 1,
		int(AntiDiagonal)*lineSlots + x + y,
	} {
		i &= NumDirs*lineSlots - 1
		bl, wh := t.b.lineScores(i, &t.p.WindowWeight)
		old := &t.lineEval[i]
		t.evalB += bl - old[0]
		t.evalW += wh - old[1]
		*old = [2]int32{bl, wh}
	}
}

// evaluate is Board.Evaluate from the incremental totals.
func (t *thread) evaluate(c Color) int32 {
	v := t.evalB - t.evalW
	if c == White {
		v = -v
	}
	return v
}
