package eval

import (
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
