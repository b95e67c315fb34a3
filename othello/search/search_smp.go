package search

import (
	"slices"
	"sync"

	"bitban/othello"
)

// Lazy SMP in the midgame search: helper searchers run the same iterative
// deepening on the same root, every other one a depth ahead, sharing the
// midgame table and the solver's large table (both locked by bucket while
// helpers run). They report nothing; their table entries order and cut the
// main search, which alone decides the answer.

// SetThreads sets the threads of each search (1, the default: the main
// thread only). Helpers share the tables; each has its own small solver
// table (about 2 MB).
func (s *Searcher) SetThreads(n int) {
	n = max(1, n)
	for len(s.helpers) < n-1 {
		h := &Searcher{Eval: s.Eval, tt: s.tt}
		hs := &Solver{tt: s.solver.tt, near: NewTT(nearTTMB), level: exactLevel, eval: s.solver.eval,
			p: s.solver.p, inSearch: true, hint: s.tt}
		hs.SetStopper(&h.stop)
		h.solver = hs
		s.helpers = append(s.helpers, h)
	}
	s.helpers = s.helpers[:n-1]
}

// Threads returns the threads of a search.
func (s *Searcher) Threads() int { return len(s.helpers) + 1 }

// startHelpers starts the helpers on b's root moves up to maxDepth; the
// returned function stops them and adds their nodes to the main thread's.
func (s *Searcher) startHelpers(b othello.Board, root []RootMove, maxDepth int) (stop func()) {
	if len(s.helpers) == 0 {
		return func() {}
	}
	s.tt.SetShared(true)
	s.solver.tt.SetShared(true)
	var wg sync.WaitGroup
	for i, h := range s.helpers {
		h.Params, h.SolveEmpties, h.Eval = s.Params, s.SolveEmpties, s.Eval
		h.gen, h.solver.gen, h.solver.p = s.gen, s.solver.gen, s.solver.p
		h.nodes, h.solver.nodes, h.stopped, h.solver.stopped = 0, 0, false, false
		h.stop.Start(0, 0)
		r := slices.Clone(root)
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.helperIterate(b, r, maxDepth, 1+i%2)
		}()
	}
	return func() {
		for _, h := range s.helpers {
			h.stop.Stop()
		}
		wg.Wait()
		for _, h := range s.helpers {
			s.nodes += h.nodes + h.solver.nodes
		}
		s.tt.SetShared(false)
		s.solver.tt.SetShared(false)
	}
}

// helperIterate is a helper's iterative deepening, from depth first on.
func (s *Searcher) helperIterate(b othello.Board, root []RootMove, maxDepth, first int) {
	empties := b.Empties()
	prev := 0
	for depth := first; depth <= maxDepth; depth++ {
		exact := depth >= empties || empties <= s.SolveEmpties
		d := depth
		if exact {
			d = empties
		}
		s.improved = -1
		score := s.rootAspiration(b, root, d, prev)
		if s.stopped || exact {
			return
		}
		prev = score
	}
}
