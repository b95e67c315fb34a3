package search

import (
	"testing"

	"bitban/engine"
	"bitban/renju"
)

// TestHistoryMax: with HistoryMax the counters tend to it and never pass
// it, however many cuts; without, they add up.
func TestHistoryMax(t *testing.T) {
	th := renjuThread(10, func(p *Params) { p.HistoryMax = 1000 })
	b, _ := renju.NewBoard(15, renju.Renju)
	th.setup(b)
	p := renju.Pt(7, 7)
	for range 10000 {
		th.noteCut(3, p, 6)
	}
	if h := th.history[renju.Black][p]; h > 1000 || h < 900 {
		t.Errorf("history after 10,000 cuts: %d, want about 1000", h)
	}
	th.history[renju.Black][p] = 0
	th.noteCut(3, p, 40) // a bonus past the bound counts as the bound
	if h := th.history[renju.Black][p]; h != 1000 {
		t.Errorf("history after one cut of bonus 1600: %d, want 1000", h)
	}
	th.p.HistoryMax = 0
	th.noteCut(3, p, 2)
	if h := th.history[renju.Black][p]; h != 1004 {
		t.Errorf("unbounded history after a cut of bonus 4: %d, want 1004", h)
	}
}

// TestHistoryGrowsOverAGame: over the searches of one game the unbounded
// counters outgrow the shapes' order values (history >> HistoryShift
// passes a three's 500 within five depth-8 searches from H8 H9 H10);
// HistoryMax keeps them within its bound.
func TestHistoryGrowsOverAGame(t *testing.T) {
	for _, bound := range []int32{0, 8000} {
		s := NewSearcher(18)
		s.Params.HistoryMax = bound
		b := boardFromMoves(t, 15, renju.Renju, "H8H9H10")
		for range 5 {
			r := search(s, b, engine.Limits{Depth: 8, Threads: 1})
			if err := b.PlayMoves([]renju.Point{r.Best}); err != nil {
				t.Fatal(err)
			}
		}
		var most int32
		for c := range s.threads[0].history {
			for _, v := range s.threads[0].history[c] {
				most = max(most, v, -v)
			}
		}
		switch {
		case bound == 0 && most>>s.Params.HistoryShift <= shapeValue(renju.ShapeBrokenThree):
			t.Errorf("unbounded: the largest counter %d adds no more than a three to the order", most)
		case bound > 0 && most > bound:
			t.Errorf("HistoryMax %d: a counter reached %d", bound, most)
		}
	}
}
