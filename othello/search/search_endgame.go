package search

import "math"

// The selective endgame of the midgame search: once an iteration would
// reach within Params.EndgameGap plies of the end of the game, the
// iterations that follow search to the end with the solver's selective
// levels (SolveParams.SelLevels: ProbCut at every null-window node, with
// growing margins), then exactly. A search to the end with ProbCut judges
// the moves of a position with 24-30 empties better than an evaluation a
// few plies before the end, and each level fills the solver's table with
// the moves that order the next, as the solver's own pre-searches do.

// endgameReached reports whether the iteration at depth of a position with
// empties empty squares is one of the selective endgame's.
func (s *Searcher) endgameReached(depth, empties int) bool {
	return s.Params.EndgameGap > 0 && len(s.solver.p.SelLevels) > 0 && s.solver.eval != nil &&
		depth >= empties-s.Params.EndgameGap
}

// setEndgameLevel makes the solver search at selective level (-1: exact).
func (s *Searcher) setEndgameLevel(level int) {
	if level < 0 {
		s.solver.level, s.solver.selT = exactLevel, 0
		return
	}
	s.solver.level, s.solver.selT = level, s.solver.p.SelLevels[level]
}

// selectivity is Info.Selectivity of an iteration at level (-1: none).
func (s *Searcher) selectivity(level int, exact bool) int {
	switch {
	case exact:
		return 100
	case level < 0:
		return 0
	}
	t := s.solver.p.SelLevels[level]
	return int(math.Round(50 * (1 + math.Erf(t/math.Sqrt2))))
}
