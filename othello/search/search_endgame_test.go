package search

import (
	"testing"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/eval"
)

// With EndgameGap the iterations that reach within the gap of the end
// search to the end with the solver's levels in turn (their Selectivity
// growing, not exact), then exactly: the last report and the result are
// the solver's exact score, and a depth-limited search keeps to the
// midgame iterations.
func TestSearchSelectiveEndgame(t *testing.T) {
	o := ffo(t, "fforum-40-59.obf")[1] // #41: 22 empties
	b := o.Board
	empties := b.Empties()
	want := NewSolver(16).Solve(b).Score * eval.Scale
	s := NewSearcher(16)
	s.Params.EndgameGap = 8
	var infos []Info
	res := s.Search(b, engine.Limits{}, func(in Info) { infos = append(infos, in) })
	if !res.Exact || res.Score != want || res.Depth != empties {
		t.Fatalf("result: score %d exact %v depth %d; want the exact %d at depth %d", res.Score, res.Exact, res.Depth, want, empties)
	}
	levels := DefaultSolveParams().SelLevels
	sel := []int{69, 84, 93, 98} // the normal distribution up to 0.5, 1, 1.5 and 2 standard deviations
	var got []int
	for i, in := range infos {
		switch {
		case in.Depth < empties-s.Params.EndgameGap:
			if in.Exact || in.Selectivity != 0 {
				t.Errorf("report %d: midgame depth %d with exact %v, selectivity %d", i, in.Depth, in.Exact, in.Selectivity)
			}
		case in.Depth == empties && !in.Exact:
			got = append(got, in.Selectivity)
		case in.Depth == empties && in.Exact:
			if in.Selectivity != 100 || i != len(infos)-1 || in.Score != want {
				t.Errorf("report %d of %d: exact with selectivity %d, score %d", i, len(infos), in.Selectivity, in.Score)
			}
		default:
			t.Errorf("report %d: depth %d of %d empties", i, in.Depth, empties)
		}
	}
	if len(levels) != len(sel) || len(got) != len(sel) {
		t.Fatalf("selective reports %v, want %v (levels %v)", got, sel, levels)
	}
	for i := range sel {
		if got[i] != sel[i] {
			t.Errorf("selective reports %v, want %v", got, sel)
		}
	}
	// A depth limit keeps to the midgame iterations.
	s.Clear()
	res = s.Search(b, engine.Limits{Depth: empties - 4}, nil)
	if res.Exact || res.Depth != empties-4 || !b.IsLegal(res.Move) {
		t.Errorf("depth-limited: depth %d exact %v move %s", res.Depth, res.Exact, othello.MoveName(res.Move))
	}
	// The solver is left exact for the next search (no selective level).
	if s.solver.level != exactLevel {
		t.Errorf("solver left at level %d", s.solver.level)
	}
}

// The selective endgame with a Lazy SMP helper (run under -race in CI):
// the helpers keep to their own iterations, and the result is still the
// exact score.
func TestSearchSelectiveEndgameSMP(t *testing.T) {
	o := ffo(t, "fforum-40-59.obf")[1] // #41: 22 empties
	want := NewSolver(16).Solve(o.Board).Score * eval.Scale
	s := NewSearcher(16)
	s.SetThreads(2)
	res := s.Search(o.Board, engine.Limits{}, nil)
	if !res.Exact || res.Score != want || !o.IsLegal(res.Move) {
		t.Fatalf("2 threads: score %d exact %v move %s; want the exact %d", res.Score, res.Exact, othello.MoveName(res.Move), want)
	}
}

// Clear skips a table nothing was stored in (a new table's first clear
// would touch every page of it), and still empties one a search used.
func TestClearFreshTable(t *testing.T) {
	s := NewSearcher(16)
	if !s.tt.fresh || !s.solver.tt.fresh || !s.solver.near.fresh {
		t.Fatal("a new searcher's tables are not fresh")
	}
	s.Clear() // nothing to do
	b := ffo(t, "fforum-40-59.obf")[1].Board
	s.Search(b, engine.Limits{}, nil) // to the exact score: both tables get entries
	if s.tt.fresh || s.solver.tt.fresh || stored(s.tt) == 0 || stored(s.solver.tt) == 0 {
		t.Fatalf("after a search: fresh %v %v, %d and %d entries", s.tt.fresh, s.solver.tt.fresh, stored(s.tt), stored(s.solver.tt))
	}
	s.Clear()
	if n, m := stored(s.tt), stored(s.solver.tt); n != 0 || m != 0 || !s.tt.fresh || !s.solver.tt.fresh {
		t.Errorf("after Clear: %d and %d entries left", n, m)
	}
}

// stored counts the entries of t that hold a position.
func stored(t *TT) int {
	n := 0
	for i := range t.entries {
		if t.entries[i].P|t.entries[i].O != 0 {
			n++
		}
	}
	return n
}

// Prepare writes the pages of fresh tables and leaves them empty.
func TestSolverPrepare(t *testing.T) {
	s := NewSolver(4)
	s.Prepare()
	if stored(s.tt) != 0 || stored(s.near) != 0 || !s.tt.fresh || !s.near.fresh {
		t.Errorf("after Prepare: %d and %d entries, fresh %v %v", stored(s.tt), stored(s.near), s.tt.fresh, s.near.fresh)
	}
}
