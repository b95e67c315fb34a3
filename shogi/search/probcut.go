package search

import (
	"bitban/shogi"
)

// ProbCut: at a non-PV node deep enough, a capture whose search at depth-4
// already beats beta by ProbCutMargin is taken as proof that the full-depth
// search would fail high too (the margin covers the shallower search's
// error). Captures that cannot win the margin by SEE are not tried, and a
// quiescence search screens each one before the reduced search.

// probCut returns the node's score and true when a capture proves the cut.
func (w *worker) probCut(p *shogi.Position, beta, eval, depth, ply int) (int, bool) {
	pcBeta := beta + w.prm.ProbCutMargin
	if pcBeta >= MateInMaxPly || beta <= -MateInMaxPly {
		return 0, false
	}
	moves := p.GenerateCaptures(w.moves[ply][:0])
	for _, m := range moves {
		if !p.IsCapture(m) || !p.SEEAtLeast(m, pcBeta-eval) {
			continue
		}
		w.played[ply] = m
		p.DoMove(m)
		w.cut[ply+1] = !w.cut[ply]
		v := -w.qsearch(p, -pcBeta, -pcBeta+1, ply+1, 0)
		if v >= pcBeta && !w.stopped {
			v = -w.search(p, -pcBeta, -pcBeta+1, depth-4, ply+1, true)
		}
		p.UndoMove(m)
		if w.stopped {
			return 0, true
		}
		if v >= pcBeta {
			w.s.TT.Store(p.Key(), m, scoreToTT(v, ply), depth-3, boundLower)
			return v, true
		}
	}
	return 0, false
}
