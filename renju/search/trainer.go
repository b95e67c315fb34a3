package search

import (
	"bitban/renju"
	"bitban/renju/eval"
)

// Trainer extracts the features of the evaluation (package renju/eval:
// TrainSample, Fit) with a searcher's thread: its point cache holds the
// levels and classes the features count.
type Trainer struct {
	s *Searcher
}

// NewTrainer returns a feature extractor.
func NewTrainer() *Trainer { return &Trainer{s: NewSearcher(10)} }

// Sample returns the features of b for its side to move; ok is false for a
// position the search does not score statically: a five on the board's
// next move for either side, or a straight four (or four-three) to play.
func (tr *Trainer) Sample(b *renju.Board) (x [eval.NumFeatures]float32, ok bool) {
	t := tr.s.threads[0]
	t.setup(b)
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	if t.clsN[me][eval.ClassFive] > 0 || t.clsN[opp][eval.ClassFive] > 0 || t.clsN[me][eval.ClassStraightFour] > 0 {
		return x, false
	}
	for k := 1; k <= 4; k++ {
		var w [6]int32
		w[k] = 1
		bl, wh := 0, 0
		for i := range renju.NumLineSlots {
			a, c := eval.LineScores(b, i, &w)
			bl += int(a)
			wh += int(c)
		}
		if me == renju.White {
			bl, wh = wh, bl
		}
		x[eval.FtWindow+k-1] = float32(bl - wh)
	}
	for y := 0; y < b.Size(); y++ {
		for xx := 0; xx < b.Size(); xx++ {
			p := y*renju.Stride + xx
			if b.Stone(renju.Point(p)) != renju.Empty {
				continue
			}
			tr.addPoint(&x, t, me, p, eval.FtLevelMove, eval.FtClassMove, eval.FtPointMove)
			tr.addPoint(&x, t, opp, p, eval.FtLevelWait, eval.FtClassWait, eval.FtPointWait)
		}
	}
	info := t.countInfo()
	if info.oppThreat && info.ownFours == 0 {
		x[eval.FtThreat] = 1
	}
	x[eval.FtTempo] = 1
	return x, true
}

// addPoint counts point p's levels, class and level multiset for colour
// c (the features at lv, cl and ms).
func (tr *Trainer) addPoint(x *[eval.NumFeatures]float32, t *thread, c renju.Color, p, lv, cl, ms int) {
	e := &t.pt[c][p]
	if e.cls == eval.ClassForbidden {
		return
	}
	for _, l := range e.lv {
		x[lv+int(l)]++
	}
	x[cl+int(e.cls)]++
	x[ms+eval.MultisetOf(eval.LevelsIndex(&e.lv))]++
}
