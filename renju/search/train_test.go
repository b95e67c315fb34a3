package search

import (
	"math"
	"math/rand/v2"
	"testing"

	"bitban/renju"
	"bitban/renju/eval"
)

// TestTrainFeaturesModelTheLeaf: the weights times the features of a
// position are the search's leaf score of it, so fitting the weights fits
// what the search uses.
func TestTrainFeaturesModelTheLeaf(t *testing.T) {
	for _, shift := range []uint{0, 3} {
		testFeaturesModelTheLeaf(t, shift)
	}
}

func testFeaturesModelTheLeaf(t *testing.T, shift uint) {
	r := rand.New(rand.NewPCG(5, 6))
	p := DefaultParams()
	p.Shift = shift
	for l := range renju.NumLevels {
		p.LevelMove[l], p.LevelWait[l] = int32(r.IntN(50)), int32(r.IntN(50))
	}
	for c := range int(eval.NumClasses) {
		p.ClassMove[c], p.ClassWait[c] = int32(r.IntN(300)), int32(r.IntN(300))
	}
	for m := range eval.NumLevelMultisets {
		p.PointMove[m], p.PointWait[m] = int32(r.IntN(200)-100), int32(r.IntN(200)-100)
	}
	p.OwnThree, p.OwnFour, p.OppThree, p.OppFour = 0, 0, 0, 0
	w := eval.Weights(&p.Params)
	var q Params
	eval.SetWeights(&q.Params, &w)
	if got := eval.Weights(&q.Params); got != w {
		t.Fatalf("SetWeights then Weights: %v, want %v", got, w)
	}
	s := NewSearcher(10)
	p.GomokuEval = nil // p's weights under every rule
	s.Params = p
	s.buildTables(renju.Renju)
	tr := NewTrainer()
	checked := 0
	for g := 0; g < 200; g++ {
		b := renju.RandomGame(r, 15, renju.Rule(g%3), 4+r.IntN(60))
		x, ok := tr.Sample(b)
		if !ok {
			continue
		}
		th := s.threads[0]
		th.setup(b)
		want := th.leaf(th.countInfo())
		if got := math.Floor(dotFeatures(&w, &x) / float64(int(1)<<p.Shift)); got != float64(want) {
			t.Fatalf("game %d: weights x features / 2^%d = %v, leaf %d", g, p.Shift, got, want)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d positions had a static score", checked)
	}
}

// dotFeatures is the weights times the features.
func dotFeatures(w *[eval.NumFeatures]float64, x *[eval.NumFeatures]float32) float64 {
	var s float64
	for j := range w {
		s += w[j] * float64(x[j])
	}
	return s
}
