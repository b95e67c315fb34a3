package renju

import (
	"math/bits"

	"bitban/bitboard"
)

// The searcher's shape cache: for every empty point, what a stone of each
// colour would make there in each direction. A stone changes only the
// shapes of the points within 5 steps on its four lines (the 11-point
// windows the shape tables read), so place and unplace refresh those 40
// points instead of the candidate scan recomputing 8 shapes per point at
// every node.

// initCache fills the cache, the levels and the point classes for every
// empty point of the board.
func (t *thread) initCache() {
	b := t.b
	exB, exW := b.rule.exactFive(Black), b.rule.exactFive(White)
	t.cls = [3][MaxSize * Stride]class{}
	t.forbidRows = [32]uint32{}
	t.valMove, t.valWait = [3][MaxSize * Stride]int32{}, [3][MaxSize * Stride]int32{}
	t.clsN = [3][numClasses]int32{}
	t.sumMove, t.sumWait = [3]int32{}, [3]int32{}
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			p := y*Stride + x
			if b.cells[p] != Empty {
				continue
			}
			for d := Dir(0); d < NumDirs; d++ {
				t.cache[Black][p][d], t.lv[Black][p][d] = b.levelDir(x, y, d, Black, exB)
				t.cache[White][p][d], t.lv[White][p][d] = b.levelDir(x, y, d, White, exW)
			}
			t.rescore(Black, p, x, y)
			t.rescore(White, p, x, y)
		}
	}
}

// refresh recomputes the cached shapes, levels and classes around (x0, y0)
// after its point changed; all four directions of (x0, y0) itself when it
// became empty. Along each line the word is read once and every point's
// window is a shift of it; a point whose shapes did not change keeps its
// class.
func (t *thread) refresh(x0, y0 int) {
	b := t.b
	e := b.rule.exactFive(Black)
	tb, tw := &shapeTable[0], &shapeTable[0]
	lb, lw := &levelTable[0], &levelTable[0]
	if e {
		tb, lb = &shapeTable[1], &levelTable[1]
	}
	if b.rule.exactFive(White) {
		tw, lw = &shapeTable[1], &levelTable[1]
	}
	p0 := y0*Stride + x0
	empty0 := b.cells[p0] == Empty
	for d := Dir(0); d < NumDirs; d++ {
		line := b.lines[lineIndex(x0, y0, d)]
		pos0, step := x0, dirDY[d]*Stride+dirDX[d]
		if d == Vertical {
			pos0 = y0
		}
		for k := -5; k <= 5; k++ {
			pos := pos0 + k
			x, y := x0+k*dirDX[d], y0+k*dirDY[d]
			if uint(x) >= uint(b.size) || uint(y) >= uint(b.size) {
				continue
			}
			p := p0 + k*step
			if k == 0 && !empty0 || k != 0 && b.cells[p] != Empty {
				continue
			}
			w := line >> (2 * uint(pos))
			kb, kw := keyBlack(w), keyWhite(w)
			sb, sw := tb[kb], tw[kw]
			vb, vw := lb[kb], lw[kw]
			cb, cw := &t.cache[Black][p], &t.cache[White][p]
			ob, ow := &t.lv[Black][p], &t.lv[White][p]
			if k == 0 {
				cb[d], cw[d], ob[d], ow[d] = sb, sw, vb, vw
				continue
			}
			if cb[d] != sb || ob[d] != vb {
				cb[d], ob[d] = sb, vb
				t.rescore(Black, p, x, y)
			}
			if cw[d] != sw || ow[d] != vw {
				cw[d], ow[d] = sw, vw
				t.rescore(White, p, x, y)
			}
		}
	}
	t.rescore(Black, p0, x0, y0)
	t.rescore(White, p0, x0, y0)
}

// rescore recomputes the class and the values of point p = (x, y) for
// colour c from its cached levels (none when it holds a stone) and updates
// the counts and sums. A Black point of renju whose shapes could make it
// forbidden is checked: a forbidden point has no value.
func (t *thread) rescore(c Color, p, x, y int) {
	b := t.b
	t.clsN[c][t.cls[c][p]]--
	t.sumMove[c] -= t.valMove[c][p]
	t.sumWait[c] -= t.valWait[c][p]
	cl, vm, vw := clsNone, int32(0), int32(0)
	if b.cells[p] == Empty {
		i := levelsIndex(&t.lv[c][p]) & (numLevelSets - 1)
		cl = classTable[i]
		maybe := false
		if c == Black && b.rule == Renju {
			maybe = mayBeForbidden(&t.cache[Black][p])
			t.markForbidCheck(x, y, maybe)
		}
		if maybe && b.forbidden(x, y) != NotForbidden {
			cl = clsForbidden
		} else {
			vm, vw = t.sr.values[i].move, t.sr.values[i].wait
		}
	} else if c == Black {
		t.markForbidCheck(x, y, false)
	}
	t.cls[c][p], t.valMove[c][p], t.valWait[c][p] = cl, vm, vw
	t.clsN[c][cl]++
	t.sumMove[c] += vm
	t.sumWait[c] += vw
}

// markForbidCheck adds (x, y) to the points recheck visits, or removes it.
func (t *thread) markForbidCheck(x, y int, on bool) {
	if on {
		t.forbidRows[y&31] |= 1 << uint(x)
	} else {
		t.forbidRows[y&31] &^= 1 << uint(x)
	}
}

// recheck rescores the Black points of renju whose shapes could make them
// forbidden: whether they are depends on stones farther away than the
// points refresh visits (a three is no three when its completion point is
// forbidden in turn), so every move reconsiders them all (a few points).
func (t *thread) recheck() {
	for y := 0; y < t.b.size; y++ {
		for m := t.forbidRows[y&31]; m != 0; m &= m - 1 {
			x := bits.TrailingZeros32(m)
			t.rescore(Black, y*Stride+x, x, y)
		}
	}
}

// mayBeForbidden reports four shapes of a Black stone that can make its
// point forbidden in renju (an overline, two fours, two threes, and no
// five); other points never are.
func mayBeForbidden(s *[NumDirs]Shape) bool {
	or := s[0] | s[1] | s[2] | s[3]
	if or&ShapeFive != 0 {
		return false
	}
	if or&ShapeOverline != 0 || s[0].Fours()+s[1].Fours()+s[2].Fours()+s[3].Fours() >= 2 {
		return true
	}
	n := 0
	for d := range s {
		if s[d].Three() {
			n++
		}
	}
	return n >= 2
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
