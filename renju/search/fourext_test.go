package search

import (
	"testing"

	"bitban/renju"
	"bitban/renju/eval"
)

// TestFourExtend: with Params.FourExtend a move that makes a four costs
// no depth (an extension of 1) while the line is shorter than twice the
// iteration's depth plus four; other moves, and every move without the
// switch, get none.
func TestFourExtend(t *testing.T) {
	b := boardFromMoves(t, 15, renju.Renju, "H8A1I8A15J8O1")
	s := NewSearcher(12)
	th := s.threads[0]
	th.setup(b)
	k8, _ := renju.ParsePoint("K8", 15)
	g8, _ := renju.ParsePoint("G8", 15)
	h10, _ := renju.ParsePoint("H10", 15)
	if c := th.pt[renju.Black][k8].cls; c < eval.ClassFour {
		t.Fatalf("K8 is class %d for Black, want a four", c)
	}
	th.iterDepth = 6
	for _, c := range []struct {
		on   bool
		p    renju.Point
		ply  int
		want int
	}{
		{false, k8, 2, 0}, {true, k8, 2, 1}, {true, g8, 15, 1}, {true, k8, 16, 0}, {true, h10, 2, 0},
	} {
		s.Params.FourExtend = c.on
		th.p = &s.Params
		if got := th.fourExtension(c.p, c.ply); got != c.want {
			t.Errorf("FourExtend %v, %s at ply %d: extension %d, want %d", c.on, b.PointName(c.p), c.ply, got, c.want)
		}
	}
}
