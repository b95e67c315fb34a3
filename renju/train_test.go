package renju

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestTrainFeaturesModelTheLeaf: the weights times the features of a
// position are the search's leaf score of it, so fitting the weights fits
// what the search uses.
func TestTrainFeaturesModelTheLeaf(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	p := DefaultParams()
	for l := range NumLevels {
		p.LevelMove[l], p.LevelWait[l] = int32(r.IntN(50)), int32(r.IntN(50))
	}
	for c := range int(numClasses) {
		p.ClassMove[c], p.ClassWait[c] = int32(r.IntN(300)), int32(r.IntN(300))
	}
	p.OwnThree, p.OwnFour, p.OppThree, p.OppFour = 0, 0, 0, 0
	w := Weights(&p)
	var q Params
	SetWeights(&q, &w)
	if got := Weights(&q); got != w {
		t.Fatalf("SetWeights then Weights: %v, want %v", got, w)
	}
	s := NewSearcher(10)
	s.Params = p
	s.values.build(&s.Params)
	tr := NewTrainer()
	checked := 0
	for g := 0; g < 200; g++ {
		b := RandomGame(r, 15, Rule(g%3), 4+r.IntN(60))
		x, ok := tr.Sample(b)
		if !ok {
			continue
		}
		th := s.threads[0]
		th.setup(b)
		want := th.leaf(th.countInfo())
		if got := dot(&w, &x); math.Abs(got-float64(want)) > 1e-6 {
			t.Fatalf("game %d: weights x features = %v, leaf %d", g, got, want)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d positions had a static score", checked)
	}
}

func TestFitLearnsTheSign(t *testing.T) {
	// Positions where the side to move has more open threes win more
	// often: the fitted weight of the side to move's three class grows.
	var samples []TrainSample
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		var s TrainSample
		n := r.IntN(4)
		s.X[ftClassMove+int(clsThree)] = float32(n)
		s.X[ftTempo] = 1
		if r.Float64() < 0.2+0.2*float64(n) {
			s.Result = 1
		}
		samples = append(samples, s)
	}
	var w [NumFeatures]float64
	before := Loss(samples, &w, 100)
	if err := Fit(samples, &w, 100, 1, 0, 300, nil); err != nil {
		t.Fatal(err)
	}
	if w[ftClassMove+int(clsThree)] <= 0 || Loss(samples, &w, 100) >= before {
		t.Fatalf("weight %v, loss %v -> %v", w[ftClassMove+int(clsThree)], before, Loss(samples, &w, 100))
	}
	if err := Fit(nil, &w, 100, 1, 0, 1, nil); err == nil {
		t.Fatal("no samples accepted")
	}
}
