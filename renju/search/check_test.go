package search

import (
	"testing"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// TestCheckBest: a position of a game against Rapfi at 1 s a move (Black
// to move) where Rapfi had scored itself mated two moves before; bitban
// played F6 (scoring it +345) and Rapfi won by threats that our own
// root solvers find at once when F6 is on the board. The check must see
// F6 refuted and play a root move that is not.
func TestCheckBest(t *testing.T) {
	b := boardFromMoves(t, 15, renju.Renju, "H8I9G7G8F8H6E7F9G9H10F10E11")
	f6, err := renju.ParsePoint("F6", 15)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(18)
	s.Params.CheckMoves, s.Params.CheckNodes = 8, 200_000
	main := s.threads[0]
	main.setup(b)
	flat := b.Flat()
	if lost, _ := main.refuted(f6, new(engine.Stopper), s.Params.CheckNodes); !lost {
		t.Fatal("F6 not refuted: White's threat win after it was not found")
	}
	ms, _ := main.candidates(main.buf[0][:0], 0)
	sortMoves(ms)
	s.lastRoot = []RootMove{{f6, 345}}
	for _, m := range ms {
		if m.p != f6 {
			s.lastRoot = append(s.lastRoot, RootMove{m.p, 0})
		}
	}
	r := s.checkBest(answer(f6, 345, nil, 8, 0, time.Now()), time.Now())
	if b.Flat() != flat {
		t.Fatal("the check changed the board")
	}
	if r.Best == f6 || !b.Legal(r.Best, renju.Black) {
		t.Fatalf("the check kept %s", b.PointName(r.Best))
	}
	if lost, _ := main.refuted(r.Best, new(engine.Stopper), s.Params.CheckNodes); lost {
		t.Errorf("the check played %s, refuted too", b.PointName(r.Best))
	}
	t.Logf("the check plays %s (%d nodes)", b.PointName(r.Best), r.Nodes)

	// Off (CheckMoves 0), and on a proven score, the answer is kept.
	s.Params.CheckMoves = 0
	if r := s.checkBest(answer(f6, 345, nil, 8, 0, time.Now()), time.Now()); r.Best != f6 {
		t.Errorf("CheckMoves 0 changed the move to %s", b.PointName(r.Best))
	}
	s.Params.CheckMoves = 8
	if r := s.checkBest(answer(f6, ScoreWin-9, nil, 8, 0, time.Now()), time.Now()); r.Best != f6 {
		t.Errorf("a proven win was checked and changed to %s", b.PointName(r.Best))
	}
}
