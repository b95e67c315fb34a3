package search

import (
	"bitban/othello/eval"
)

// Selective pre-searches (Edax's iterative deepening on selectivity): before
// the exact search of a position with many empties, the same solver runs to
// the end of the game with ProbCut at every null-window node from
// SolveParams.SelMinEmpties: a shallow evaluation search predicts whether the node's
// exact score falls outside the window, and when the prediction is beyond
// selT standard deviations of its error the node returns that bound without
// searching. These searches see a small part of the exact tree, store their
// bounds and best moves in the solver's tables (under depth keys below the
// exact ones, see tableFor), and give the exact search two things: a move
// to try first at almost every node of its upper levels and a score to
// centre its aspiration window. Their own results never decide the exact
// search, so the final score stays exact. Perfect first moves would save
// 32% of the nodes on FFO #40 and 58% on #48 (BenchmarkPerfectOrdering);
// these searches take #48 from 137.5M to 114.7M nodes and FFO #40-#49
// from 1,321M nodes (80.8 s) to 744M (about 44 s), their own included.

// probCutDepth is the depth of the shallow search that predicts a node.
func (s *Solver) probCutDepth(empties int) int {
	return max(0, (empties-s.p.ProbCutOffset)/s.p.ProbCutStep)
}

// probCutSigma is the standard deviation, in evaluation units, of the
// exact score minus a depth-d evaluation search at the given empties:
// fitted on positions played out from the FFO suites and solved exactly
// (about 9.5 discs for the static evaluation, 0.75 discs less a ply, a
// little more with more empties).
func probCutSigma(empties, d int) float64 {
	s := 9.0 + 0.1*float64(empties-10) - 0.75*float64(d)
	return max(4, s) * eval.Scale
}

// probCut returns a bound for the null window (alpha, alpha+1) when the
// shallow search predicts the exact score lies outside it by more than the
// current level's margin.
func (s *Solver) probCut(P, O uint64, alpha, empties int) (int, bool) {
	d := s.probCutDepth(empties)
	margin := int(s.selT * probCutSigma(empties, d))
	hi := (alpha+1)*eval.Scale + margin
	lo := alpha*eval.Scale - margin
	v := s.evalSearch(P, O, lo, hi, d)
	switch {
	case v >= hi:
		return alpha + 1, true
	case v <= lo:
		return alpha, true
	}
	return 0, false
}

// selectiveSearches runs the selective pre-searches of (P, O) inside
// (alpha, beta), each centred on the previous one's score (the first on a
// depth-2 evaluation search), and returns the last score as the exact
// search's guess.
func (s *Solver) selectiveSearches(P, O uint64, alpha, beta int) int {
	guess := discs(s.evalSearch(P, O, -scoreInf*eval.Scale, scoreInf*eval.Scale, 2))
	for i, t := range s.p.SelLevels[:min(len(s.p.SelLevels), exactLevel)] {
		s.level, s.selT = i, t
		score, _ := s.aspiration(P, O, alpha, beta, guess)
		if s.stopped {
			break
		}
		guess = score
	}
	s.level, s.selT = exactLevel, 0
	return guess
}

// discs rounds an evaluation to discs (to nearest, halves away from zero),
// within ±64.
func discs(v int) int {
	d := (v + eval.Scale/2) / eval.Scale
	if v < 0 {
		d = -((-v + eval.Scale/2) / eval.Scale)
	}
	return max(-64, min(64, d))
}
