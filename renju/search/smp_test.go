package search

import (
	"context"
	"testing"

	"bitban/engine"
	"bitban/renju"
)

// TestSearchThreads runs the Lazy SMP search with 2 to 4 threads at a low
// depth (small enough for -race): the move is legal, the board is left as
// it was, the nodes of the helpers are counted, and a VCF win is still
// found and plays out to a five.
func TestSearchThreads(t *testing.T) {
	for i, moves := range []string{"H8I9J8I8I7H9G10J9", "H8I9J10G8H9H10I10", "H8J8H10I9G9H9I11"} {
		threads := 2 + i
		b, _ := renju.NewBoard(15, renju.Renju)
		ms, err := renju.ParseMoves(moves, 15)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.PlayMoves(ms); err != nil {
			t.Fatal(err)
		}
		flat := b.Flat()
		s := NewSearcher(14)
		reports := 0
		r := s.Search(context.Background(), b, engine.Request[renju.Point]{
			Limits: engine.Limits{Depth: 4, Threads: threads},
			Info:   func(engine.Info[renju.Point]) { reports++ },
		})
		if b.Flat() != flat {
			t.Fatalf("%s: the search changed the board", moves)
		}
		if !r.HasBest || !b.Legal(r.Best, b.SideToMove()) {
			t.Fatalf("%s, %d threads: illegal best move %v", moves, threads, r.Best)
		}
		if r.Depth < 1 || reports == 0 || r.Nodes == 0 {
			t.Errorf("%s, %d threads: depth %d, %d reports, %d nodes", moves, threads, r.Depth, reports, r.Nodes)
		}
	}
	// lfz084 #1: Black wins by VCF.
	b, att := lfzBoard(t, lfzPuzzle{Side: 1, Stones: "I9H10H8E7D7E6G6I6H6C4D5G4H5H4F3I4G3J3I3H2"})
	if b.SideToMove() != att {
		t.Fatalf("attacker %v, side to move %v", att, b.SideToMove())
	}
	s := NewSearcher(14)
	r := s.Search(context.Background(), b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: 3, Threads: 3}})
	if !r.Exact || !r.Score.IsMate() || r.Score.Value <= 0 {
		t.Fatalf("VCF puzzle: score %v, exact %v", r.Score, r.Exact)
	}
	for _, p := range r.PV {
		if err := b.Place(p); err != nil {
			t.Fatalf("PV %s: %v", renju.FormatMoves(r.PV, 15), err)
		}
	}
	if b.Winner() != att {
		t.Fatalf("PV %s does not win", renju.FormatMoves(r.PV, 15))
	}
}

// TestSearchMultiPVAndSearchMoves: MultiPV 3 gives three distinct legal
// lines, best first; SearchMoves restricts the root.
func TestSearchMultiPVAndSearchMoves(t *testing.T) {
	b, _ := renju.NewBoard(15, renju.Standard)
	ms, _ := renju.ParseMoves("H8I9J10G8", 15)
	if err := b.PlayMoves(ms); err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(14)
	r := s.Search(context.Background(), b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: 3, MultiPV: 3, Threads: 2}})
	if len(r.Lines) != 3 || r.Lines[0].PV[0] != r.Best {
		t.Fatalf("lines %v, best %v", r.Lines, r.Best)
	}
	seen := map[renju.Point]bool{}
	for i, l := range r.Lines {
		p := l.PV[0]
		if seen[p] || !b.Legal(p, b.SideToMove()) || l.MultiPV != i+1 {
			t.Fatalf("line %d: %v", i+1, l)
		}
		seen[p] = true
	}
	only, _ := renju.ParsePoint("G9", 15)
	r = s.Search(context.Background(), b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: 2}, SearchMoves: []renju.Point{only}})
	if r.Best != only {
		t.Fatalf("SearchMoves %v: played %v", only, r.Best)
	}
}
