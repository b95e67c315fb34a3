package search

import (
	"time"

	"bitban/engine"
	"bitban/renju"
)

// The check of the chosen move (Params.CheckMoves). The width-limited
// tree sees the opponent's threat wins only when they fit its depth, and
// the root looks for them only if we passed (the opponent's VCF; its VCT
// with OppVCTPart, which tests every candidate and costs the tree its
// time). In games against Rapfi at 1 s the move played often let the
// opponent win by threats that our own root solvers find in milliseconds
// once the move is on the board. So the move the deepening chose is
// played and the opponent's VCF and VCT are looked for; when one wins,
// the next moves of the last iteration's order are checked in turn and
// the first that survives is played. A check that runs out of nodes or
// time proves nothing and lets the move pass.

// checkBest returns r, or the first of the root moves after r's that
// the opponent cannot win against by threats when r's move loses so.
func (s *Searcher) checkBest(r engine.Result[renju.Point], start time.Time) engine.Result[renju.Point] {
	p := &s.Params
	if p.CheckMoves <= 0 || !r.HasBest || r.Exact || s.ext.Stopped() {
		return r
	}
	per := p.CheckNodes
	if per == 0 {
		per = p.VCTNodes
	}
	// The time is the checks' together, the nodes each one's.
	hard, per := s.share(p.CheckPart, per)
	var st engine.Stopper
	st.StartWithin(&s.own, hard, 0)
	t := s.threads[0]
	nodes := r.Nodes
	cands := checkOrder(r.Best, s.lastRoot, p.CheckMoves)
	for i, c := range cands {
		lost, n := t.refuted(c.P, &st, per)
		nodes += n
		if st.Stopped() || s.ext.Stopped() {
			break
		}
		if !lost {
			if i == 0 {
				r.Nodes = nodes
				return r
			}
			// The score is the last iteration's for that move (a bound
			// below the best when it failed low).
			return answer(c.P, c.Score, nil, r.Depth, nodes, start)
		}
	}
	r.Nodes = nodes
	return r
}

// checkOrder is best, then the other root moves in order, up to n moves,
// leaving out those the last iteration proved lost.
func checkOrder(best renju.Point, root []RootMove, n int) []RootMove {
	out := []RootMove{{best, 0}}
	for _, m := range root {
		if len(out) >= n {
			break
		}
		if m.P != best && m.Score > -scoreMate {
			out = append(out, m)
		}
	}
	return out
}

// refuted plays p and reports whether the opponent then wins by a VCF or
// a VCT found within stop and nodes nodes each, with the nodes spent.
func (t *thread) refuted(p renju.Point, stop *engine.Stopper, nodes uint64) (bool, uint64) {
	s, b := t.sr, t.b
	opp := b.SideToMove().Opponent()
	s.vcf.outer, s.vct.outer, s.vct.vcf.outer = &s.ext, &s.ext, &s.ext
	t.place(p)
	s.vcf.firstOnly = true
	r := s.vcf.VCF(b, opp, stop, nodes)
	s.vcf.firstOnly = false
	lost, n := r.Win, r.Nodes
	if !lost {
		vr := s.vct.VCT(b, opp, s.Params.VCTDepth, stop, nodes)
		lost, n = vr.Win, n+vr.Nodes
	}
	t.unplace(p)
	return lost, n
}
