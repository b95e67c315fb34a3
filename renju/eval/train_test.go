package eval

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestFitLearnsTheSign(t *testing.T) {
	// Positions where the side to move has more open threes win more
	// often: the fitted weight of the side to move's three class grows.
	var samples []TrainSample
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		var s TrainSample
		n := r.IntN(4)
		s.X[FtClassMove+int(ClassThree)] = float32(n)
		s.X[FtTempo] = 1
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
	if w[FtClassMove+int(ClassThree)] <= 0 || Loss(samples, &w, 100) >= before {
		t.Fatalf("weight %v, loss %v -> %v", w[FtClassMove+int(ClassThree)], before, Loss(samples, &w, 100))
	}
	if err := Fit(nil, &w, 100, 1, 0, 1, nil); err == nil {
		t.Fatal("no samples accepted")
	}
}

// The gradient steps read each sample's non-zero features only: their
// dot product with the weights is the dense one's.
func TestSparseSamplesDot(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var samples []TrainSample
	for range 50 {
		var s TrainSample
		for range 1 + r.IntN(40) {
			s.X[r.IntN(NumFeatures)] = float32(r.IntN(9) - 4)
		}
		samples = append(samples, s)
	}
	var w [NumFeatures]float64
	for j := range w {
		w[j] = r.NormFloat64() * 50
	}
	for i, x := range sparseSamples(samples) {
		nz := 0
		for _, f := range samples[i].X {
			if f != 0 {
				nz++
			}
		}
		if len(x.idx) != nz {
			t.Fatalf("sample %d: %d sparse features, %d non-zero", i, len(x.idx), nz)
		}
		if got, want := x.dot(&w), dot(&w, &samples[i].X); math.Abs(got-want) > 1e-9*(1+math.Abs(want)) {
			t.Fatalf("sample %d: sparse dot %v, dense %v", i, got, want)
		}
	}
}
