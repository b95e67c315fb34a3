package search

import (
	"math/rand/v2"
	"testing"

	"bitban/othello"
	"bitban/othello/eval"
)

// TestLazySMPSearch searches random midgame positions with 2 threads to a
// fixed depth (a legal move, a sane score) and endgame positions exactly
// (the solver's score); run it with -race: the threads share the tables.
func TestLazySMPSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	s := NewSearcher(16)
	s.SetThreads(2)
	if s.Threads() != 2 {
		t.Fatalf("Threads() = %d, want 2", s.Threads())
	}
	solver := NewSolver(16)
	for i := range 6 {
		b := randomGameBoard(r, 30+4*i)
		res := s.Search(b, depthLimits(7), nil)
		if b.Moves() != 0 && !b.IsLegal(res.Move) {
			t.Fatalf("midgame %d: illegal move %s", i, othello.MoveName(res.Move))
		}
		if res.Score <= -64*eval.Scale || res.Score >= 64*eval.Scale {
			t.Fatalf("midgame %d: score %d out of range", i, res.Score)
		}
		e := randomGameBoard(r, 14+i)
		s.Clear()
		got := s.Search(e, depthLimits(60), nil)
		want := solver.Solve(e)
		if !got.Exact || got.Score != want.Score*eval.Scale {
			t.Fatalf("endgame %d: exact %v score %d, solver %d", i, got.Exact, got.Score/eval.Scale, want.Score)
		}
	}
	s.SetThreads(1)
	if s.Threads() != 1 {
		t.Fatalf("Threads() = %d after SetThreads(1)", s.Threads())
	}
}

// TestSetEvalReachesHelpers: an evaluation set after the helpers exist
// reaches them and their solvers, as it reaches the solver's own helpers.
func TestSetEvalReachesHelpers(t *testing.T) {
	s := NewSearcher(1)
	s.SetThreads(3)
	s.solver.SetThreads(2)
	ev := eval.NewEvaluator()
	s.SetEval(ev)
	if s.Eval != ev || s.solver.eval != ev || s.solver.helpers[0].eval != ev {
		t.Fatal("the searcher or its solver kept the old evaluation")
	}
	for i, h := range s.helpers {
		if h.Eval != ev || h.solver.eval != ev {
			t.Fatalf("helper %d kept the old evaluation", i)
		}
	}
}
