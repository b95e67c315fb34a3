package search

import (
	"testing"

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
