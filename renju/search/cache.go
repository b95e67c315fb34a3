package search

import (
	"math/bits"

	"bitban/bitboard"
	"bitban/renju"
	"bitban/renju/eval"
)

// The searcher's shape cache: for every empty point, what a stone of each
// colour would make there in each direction. A stone changes only the
// shapes of the points within 5 steps on its four lines (the 11-point
// windows the shape tables read), so place refreshes those 40 points
// instead of the candidate scan recomputing 8 shapes per point at every
// node, and unplace puts back what place changed from its undo records.

// initCache fills the cache, the levels and the point classes for every
// empty point of the board.
func (t *thread) initCache() {
	b := t.b
	exB, exW := b.Rule().ExactFive(renju.Black), b.Rule().ExactFive(renju.White)
	t.pt = [3][renju.MaxSize * renju.Stride]pointEntry{}
	t.forbidRows = [32]uint32{}
	t.clsN = [3][eval.NumClasses]int32{}
	t.sumMove, t.sumWait = [3]int32{}, [3]int32{}
	t.nundo, t.nframes = 0, 0
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			p := y*renju.Stride + x
			if b.Stone(renju.Point(p)) != renju.Empty {
				continue
			}
			for d := renju.Dir(0); d < renju.NumDirs; d++ {
				t.pt[renju.Black][p].sh[d], t.pt[renju.Black][p].lv[d] = b.LevelXY(x, y, d, renju.Black, exB)
				t.pt[renju.White][p].sh[d], t.pt[renju.White][p].lv[d] = b.LevelXY(x, y, d, renju.White, exW)
			}
			t.rescore(renju.Black, p, x, y)
			t.rescore(renju.White, p, x, y)
		}
	}
}

// pointEntry is what a stone of one colour on an empty point makes: its
// shape and line level in each direction, its class and its values to
// the side to move (vm) and to the side that waits (vw); none (zero)
// while the point holds a stone.
type pointEntry struct {
	sh     [renju.NumDirs]renju.Shape
	lv     [renju.NumDirs]renju.Level
	vm, vw int32
	cls    eval.Class
}

// cacheUndo is one point's entry for one colour before a place changed
// it.
type cacheUndo struct {
	e pointEntry
	p int16
	c renju.Color
}

// cacheFrame is what a place changes besides the points' entries: the
// class counts, the value sums, the points recheck visits and the line
// scores of the four lines through the stone.
type cacheFrame struct {
	undo             int // nundo before the place
	clsN             [2][eval.NumClasses]int32
	sumMove, sumWait [3]int32
	forbidRows       [32]uint32
	lines            [renju.NumDirs]int
	lineEval         [renju.NumDirs][2]int32
	evalB, evalW     int32
}

// save records point p's entries for colour c before they change.
func (t *thread) save(c renju.Color, p int) {
	t.saveEntry(&t.pt[c&3][p], c, p)
}

// saveEntry is save given the entry e of point p for colour c: small
// enough to inline into refresh, as pushFrame has made room for every
// record of a place (undoPerPlace).
func (t *thread) saveEntry(e *pointEntry, c renju.Color, p int) {
	u := &t.undo[t.nundo]
	u.e, u.p, u.c = *e, int16(p), c
	t.nundo++
}

// undoPerPlace bounds the records one place saves: refresh at most 2 for
// each of the 10 other points of the four windows and 2 for the stone's
// point, recheck at most one for each point of the board.
const undoPerPlace = 2*renju.NumDirs*10 + 2 + renju.MaxSize*renju.MaxSize

// growUndo makes room for more undo records.
func (t *thread) growUndo() {
	t.undo = append(t.undo, make([]cacheUndo, len(t.undo)+1024)...)
}

// pushFrame records the totals before a stone is placed on (x, y).
func (t *thread) pushFrame(x, y int) {
	if len(t.undo)-t.nundo < undoPerPlace {
		t.growUndo()
	}
	f := &t.frames[t.nframes&(len(t.frames)-1)]
	t.nframes++
	f.undo = t.nundo
	f.clsN[0], f.clsN[1] = t.clsN[renju.Black], t.clsN[renju.White]
	f.sumMove, f.sumWait = t.sumMove, t.sumWait
	f.forbidRows = t.forbidRows
	f.lines = renju.LineSlotsAt(x, y)
	for d, i := range f.lines {
		f.lineEval[d] = t.lineEval[i]
	}
	f.evalB, f.evalW = t.evalB, t.evalW
}

// popFrame takes the cache back to its state before the last place.
func (t *thread) popFrame() {
	t.nframes--
	f := &t.frames[t.nframes&(len(t.frames)-1)]
	u := t.undo[:t.nundo]
	for i := len(u) - 1; i >= f.undo; i-- {
		r := &u[i]
		t.pt[r.c&3][r.p] = r.e
	}
	t.nundo = f.undo
	t.clsN[renju.Black], t.clsN[renju.White] = f.clsN[0], f.clsN[1]
	t.sumMove, t.sumWait = f.sumMove, f.sumWait
	t.forbidRows = f.forbidRows
	for d, i := range f.lines {
		t.lineEval[i] = f.lineEval[d]
	}
	t.evalB, t.evalW = f.evalB, f.evalW
}

// refresh recomputes the cached shapes, levels and classes around (x0, y0)
// after a stone was placed there, recording what it changes (save). Along
// each line the word is read once: its empty points near (x0, y0) are a
// mask of it and every point's window is a shift of it; a point whose
// shapes did not change keeps its class.
func (t *thread) refresh(x0, y0 int) {
	b := t.b
	tb, tw := renju.ShapeLevels(b.Rule().ExactFive(renju.Black)), renju.ShapeLevels(b.Rule().ExactFive(renju.White))
	p0 := y0*renju.Stride + x0
	isRenju, vals := b.Rule() == renju.Renju, &t.sr.values
	for d := renju.Dir(0); d < renju.NumDirs; d++ {
		line := b.LineWord(renju.LineSlot(x0, y0, d))
		pos0, step := x0, d.DY()*renju.Stride+d.DX()
		if d == renju.Vertical {
			pos0 = y0
		}
		// The empty points of the 11-point window around (x0, y0): off
		// the board, stones and (x0, y0) itself are not.
		em := bitboard.Empty2(line>>(2*uint(pos0))) & renju.WindowPairs
		for em != 0 {
			k := bits.TrailingZeros64(em)/2 - 5
			em &= em - 1
			w := line >> (2 * uint(pos0+k))
			p := p0 + k*step
			sb, vb := renju.UnpackShapeLevel(tb[renju.WindowKeyBlack(w)])
			sw, vw := renju.UnpackShapeLevel(tw[renju.WindowKeyWhite(w)])
			eb, ew := &t.pt[renju.Black][p], &t.pt[renju.White][p]
			// The point is empty: its class and values come from its
			// levels alone, except for a Black point of renju that may be
			// forbidden (rescore checks it).
			if eb.sh[d] != sb || eb.lv[d] != vb {
				t.saveEntry(eb, renju.Black, p)
				eb.sh[d], eb.lv[d] = sb, vb
				maybe := false
				if isRenju {
					maybe = mayBeForbidden(&eb.sh)
					t.markForbidCheck(x0+k*d.DX(), y0+k*d.DY(), maybe)
				}
				if maybe {
					t.rescore(renju.Black, p, x0+k*d.DX(), y0+k*d.DY())
				} else {
					i := eval.LevelsIndex(&eb.lv) & (eval.NumLevelSets - 1)
					t.setClass(renju.Black, p, eval.ClassOf(i), vals[i].Move, vals[i].Wait)
				}
			}
			if ew.sh[d] != sw || ew.lv[d] != vw {
				t.saveEntry(ew, renju.White, p)
				ew.sh[d], ew.lv[d] = sw, vw
				i := eval.LevelsIndex(&ew.lv) & (eval.NumLevelSets - 1)
				t.setClass(renju.White, p, eval.ClassOf(i), vals[i].Move, vals[i].Wait)
			}
		}
	}
	t.save(renju.Black, p0)
	t.rescore(renju.Black, p0, x0, y0)
	t.save(renju.White, p0)
	t.rescore(renju.White, p0, x0, y0)
}

// rescore recomputes the class and the values of point p = (x, y) for
// colour c from its cached levels (none when it holds a stone) and updates
// the counts and sums. A Black point of renju whose shapes could make it
// forbidden is checked: a forbidden point has no value.
func (t *thread) rescore(c renju.Color, p, x, y int) {
	cl, vm, vw := t.classify(c, p, x, y)
	t.setClass(c, p, cl, vm, vw)
}

// classify is the class and the values of point p = (x, y) for colour c
// from its cached levels; it marks or unmarks the point for recheck.
func (t *thread) classify(c renju.Color, p, x, y int) (cl eval.Class, vm, vw int32) {
	b := t.b
	e := &t.pt[c][p]
	if b.Stone(renju.Point(p)) != renju.Empty {
		if c == renju.Black {
			t.markForbidCheck(x, y, false)
		}
		return eval.ClassNone, 0, 0
	}
	i := eval.LevelsIndex(&e.lv) & (eval.NumLevelSets - 1)
	maybe := false
	if c == renju.Black && b.Rule() == renju.Renju {
		maybe = mayBeForbidden(&e.sh)
		t.markForbidCheck(x, y, maybe)
	}
	if maybe && b.ForbiddenXY(x, y) != renju.NotForbidden {
		return eval.ClassForbidden, 0, 0
	}
	return eval.ClassOf(i), t.sr.values[i].Move, t.sr.values[i].Wait
}

// setClass sets the class and the values of point p for colour c and
// updates the counts and sums.
func (t *thread) setClass(c renju.Color, p int, cl eval.Class, vm, vw int32) {
	e := &t.pt[c][p]
	t.clsN[c][e.cls]--
	t.sumMove[c] -= e.vm
	t.sumWait[c] -= e.vw
	e.cls, e.vm, e.vw = cl, vm, vw
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
	for y := 0; y < t.b.Size(); y++ {
		for m := t.forbidRows[y&31]; m != 0; m &= m - 1 {
			x := bits.TrailingZeros32(m)
			p := y*renju.Stride + x
			cl, vm, vw := t.classify(renju.Black, p, x, y)
			if e := &t.pt[renju.Black][p]; e.cls != cl || e.vm != vm || e.vw != vw {
				t.save(renju.Black, p)
				t.setClass(renju.Black, p, cl, vm, vw)
			}
		}
	}
}

// mayBeForbidden reports four shapes of a Black stone that can make its
// point forbidden in renju (an overline, two fours, two threes, and no
// five); other points never are. The four shapes' forbidCode values add
// up without carries: fours in bits 0-3, threes in bits 4-6, overlines in
// bits 7-9, fives in bits 10-12.
func mayBeForbidden(s *[renju.NumDirs]renju.Shape) bool {
	if s[0]|s[1]|s[2]|s[3] == 0 {
		return false // most points: no shape at all (forbidCode 0)
	}
	v := forbidCode[s[0]&0xfff] + forbidCode[s[1]&0xfff] + forbidCode[s[2]&0xfff] + forbidCode[s[3]&0xfff]
	return v&0x1c00 == 0 && (v&0x380 != 0 || v&0xf >= 2 || v&0x70 >= 0x20)
}

// forbidCode is the count code of mayBeForbidden for every shape (12
// bits).
var forbidCode [1 << 12]uint16

func init() {
	for i := range forbidCode {
		s := renju.Shape(i)
		v := uint16(s.Fours())
		if s.Three() {
			v += 1 << 4
		}
		if s&renju.ShapeOverline != 0 {
			v += 1 << 7
		}
		if s&renju.ShapeFive != 0 {
			v += 1 << 10
		}
		forbidCode[i] = v
	}
}

// The window evaluation kept incrementally: the score of every line for
// each colour and their totals. A stone changes its four lines only.

// initEval scores every line.
func (t *thread) initEval() {
	t.evalB, t.evalW = 0, 0
	for i := range t.lineEval {
		bl, wh := eval.LineScores(t.b, i, &t.ev.WindowWeight)
		t.lineEval[i] = [2]int32{bl, wh}
		t.evalB += bl
		t.evalW += wh
	}
}

// updateEval rescores the four lines through (x, y).
func (t *thread) updateEval(x, y int) {
	for _, i := range renju.LineSlotsAt(x, y) {
		i &= renju.NumLineSlots - 1
		bl, wh := eval.LineScores(t.b, i, &t.ev.WindowWeight)
		old := &t.lineEval[i]
		t.evalB += bl - old[0]
		t.evalW += wh - old[1]
		*old = [2]int32{bl, wh}
	}
}

// evaluate is eval.Evaluate from the incremental totals.
func (t *thread) evaluate(c renju.Color) int32 {
	v := t.evalB - t.evalW
	if c == renju.White {
		v = -v
	}
	return v
}
