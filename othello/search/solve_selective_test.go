package search

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"bitban/engine"
	"bitban/othello"
)

// plainSolver is a solver without the selective searches.
func plainSolver(mb int) *Solver {
	s := NewSolver(mb)
	p := s.Params()
	p.SelLevels = nil
	s.SetParams(p)
	return s
}

// The selective searches only order the exact search: scores must be the
// same with and without them, and the move one the plain search also
// scores best. Positions with 18 empties from random games (the
// selective searches start at SelSearchEmpties).
func TestSelectiveKeepsExactScores(t *testing.T) {
	if e := DefaultSolveParams().SelSearchEmpties; e > 19 {
		t.Fatalf("SelSearchEmpties %d: the test positions would not use the selective searches", e)
	}
	r := rand.New(rand.NewPCG(7, 8))
	sel, plain := NewSolver(16), plainSolver(16)
	n := 6
	if testing.Short() {
		n = 2
	}
	for i := 0; i < n; i++ {
		b := randomGameBoard(r, 18)
		if b.Empties() < 18 || b.Moves() == 0 {
			continue
		}
		sel.ClearTT()
		plain.ClearTT()
		got := sel.Solve(b)
		want := plain.Solve(b)
		if got.Score != want.Score {
			t.Fatalf("%s: score %d with selective searches, %d without", othello.FormatOBF(othello.Position{Board: b}), got.Score, want.Score)
		}
		// The chosen move must be worth the score.
		f := othello.Flip(b.Player, b.Opponent, got.Move)
		plain.ClearTT()
		after := plain.Solve(othello.Board{Player: b.Opponent ^ f, Opponent: b.Player ^ f ^ 1<<uint(got.Move)})
		if -after.Score != got.Score {
			t.Fatalf("%s: move %s scores %d, the position %d", othello.FormatOBF(othello.Position{Board: b}), othello.MoveName(got.Move), -after.Score, got.Score)
		}
		wld := sel.SolveWLD(b)
		if sign(wld.Score) != sign(want.Score) {
			t.Fatalf("%s: WLD %d, exact %d", othello.FormatOBF(othello.Position{Board: b}), wld.Score, want.Score)
		}
	}
}

// A selective result shares the table with exact ones but must never
// decide an exact probe, while an exact result decides a selective one;
// both give their move.
func TestSelectiveTableKeys(t *testing.T) {
	s := NewSolver(1)
	P, O := othello.Start().Player, othello.Start().Opponent
	const empties = 20
	s.level = 0
	tbl, key := s.tableFor(empties)
	tbl.store(P, O, key, -10, 10, 4, 19, s.gen) // exact-looking score 4, move D3
	s.level = exactLevel
	tbl, key = s.tableFor(empties)
	if cut, _, mv := probe(tbl, P, O, key, 0, 2); cut || mv != 19 {
		t.Fatalf("exact probe of a selective entry: cut %v move %d, want no cut and move 19", cut, mv)
	}
	tbl.store(P, O, key, -10, 10, 6, 37, s.gen) // exact 6, move F5
	for lvl := 0; lvl <= exactLevel; lvl++ {
		s.level = lvl
		tbl, key = s.tableFor(empties)
		cut, v, mv := probe(tbl, P, O, key, 0, 2)
		if !cut || v != 6 || mv != 37 {
			t.Fatalf("level %d probe of an exact entry: cut %v score %d move %d, want cut 6 F5", lvl, cut, v, mv)
		}
	}
	// A later selective store of the same board must not replace the exact
	// result.
	s.level = exactLevel - 1
	tbl, key = s.tableFor(empties)
	tbl.store(P, O, key, -10, 10, -20, 44, s.gen)
	s.level = exactLevel
	tbl, key = s.tableFor(empties)
	if cut, v, _ := probe(tbl, P, O, key, 0, 2); !cut || v != 6 {
		t.Fatalf("exact entry lost to a selective store: cut %v score %d", cut, v)
	}
}

// A node budget that runs out inside the selective searches (on FFO #40
// they take over a million nodes; the budgets are 5k and 200k) stops the
// solve cleanly, and the solver is then exact again: the next solve of the
// same position, without a stopper, gives the suite's score.
func TestSelectiveStopLeavesSolverExact(t *testing.T) {
	o := ffo(t, "fforum-40-59.obf")[0] // FFO #40: 20 empties, the selective searches run
	s := NewSolver(16)
	for _, budget := range []uint64{5_000, 200_000} {
		var st engine.Stopper
		st.Start(0, budget)
		s.SetStopper(&st)
		s.Solve(o.Board)
		if !s.Stopped() {
			t.Fatalf("budget %d: the solve was not stopped", budget)
		}
		if s.level != exactLevel {
			t.Fatalf("budget %d: level %d after a stop, want the exact level", budget, s.level)
		}
	}
	s.SetStopper(nil)
	checkFFO(t, s, 40, o)
}

// TestRescoreTop: where the evaluation orders a node with no table move,
// the RescoreTop best moves are scored again a ply deeper and come first;
// with a table move, or with RescoreTop 0, no move is rescored.
func TestRescoreTop(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	s := NewSolver(16)
	p := s.Params()
	if p.RescoreTop == 0 {
		t.Fatal("RescoreTop is off by default")
	}
	rescored := func(l *moveList) int {
		n := 0
		for i := 0; i < l.n; i++ {
			if l.m[i].Score > rescoredBonus-1<<25 && l.m[i].Score < 1<<29 {
				n++
			}
		}
		return n
	}
	tried := 0
	for tried < 5 {
		b := randomGameBoard(r, p.RescoreEmpties+2)
		e := b.Empties()
		if e < p.RescoreEmpties || e <= p.SortEvalEmpties || bits.OnesCount64(b.Moves()) <= p.RescoreTop {
			continue
		}
		tried++
		var l moveList
		s.genMoves(&l, b.Player, b.Opponent, e, othello.PassMove, 0)
		if got := rescored(&l); got != p.RescoreTop {
			t.Fatalf("%s: %d moves rescored, want %d", othello.FormatOBF(othello.Position{Board: b}), got, p.RescoreTop)
		}
		for i := 0; i < l.n; i++ {
			if mv := l.next(i); (i < p.RescoreTop) != (mv.Score > rescoredBonus-1<<25) {
				t.Fatalf("%s: move %d of the order (score %d): the rescored moves must come first", othello.FormatOBF(othello.Position{Board: b}), i, mv.Score)
			}
		}
		s.genMoves(&l, b.Player, b.Opponent, e, int(l.m[0].Sq), 0)
		if got := rescored(&l); got != 0 {
			t.Errorf("with a table move: %d moves rescored", got)
		}
	}
	off := NewSolver(16)
	p.RescoreTop = 0
	off.SetParams(p)
	b := randomGameBoard(r, 20)
	var l moveList
	off.genMoves(&l, b.Player, b.Opponent, b.Empties(), othello.PassMove, 0)
	if got := rescored(&l); got != 0 {
		t.Errorf("RescoreTop 0: %d moves rescored", got)
	}
}
