package search

import (
	"bitban/renju"
	"bitban/renju/eval"
)

// PolicySample returns the policy features of b for its side to move
// (eval.PolicySample) with played as the target, and the search's own
// move-order score of each candidate without killers and history
// (orderScore, for comparison). ok is false when played is not among the
// candidates (farther than two steps from every stone, or forbidden) or
// the move is forced: a five to make or to block.
func (tr *Trainer) PolicySample(b *renju.Board, played renju.Point) (s eval.PolicySample, orderScore []float64, ok bool) {
	// The trainer's searcher never searches and has the default Params
	// (no policy): its candidates' scores are the shapes' order alone.
	t := tr.s.threads[0]
	t.setup(b)
	ms, info := t.candidates(nil, 0)
	if info.ownFive != renju.NoPoint || info.oppFives > 0 {
		return s, nil, false
	}
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	s.Target = -1
	for i, m := range ms {
		if m.p == played {
			s.Target = i
		}
		s.Own = append(s.Own, uint16(eval.MultisetOf(eval.LevelsIndex(&t.pt[me][m.p].lv))))
		s.Opp = append(s.Opp, uint16(eval.MultisetOf(eval.LevelsIndex(&t.pt[opp][m.p].lv))))
		orderScore = append(orderScore, float64(m.s))
	}
	return s, orderScore, s.Target >= 0
}
