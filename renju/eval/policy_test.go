package eval

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFitPolicyLearnsAPreference: samples whose played move is always the
// candidate with the highest own multiset number among a few random ones
// teach the policy to rank by that number; the loss falls and the fitted
// policy predicts the played move where a uniform one cannot.
func TestFitPolicyLearnsAPreference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var samples []PolicySample
	for range 400 {
		n := 3 + rng.IntN(6)
		s := PolicySample{Target: 0}
		best := -1
		for j := range n {
			own := uint16(rng.IntN(20))
			s.Own = append(s.Own, own)
			s.Opp = append(s.Opp, uint16(rng.IntN(NumLevelMultisets)))
			if int(own) > best {
				best, s.Target = int(own), j
			}
		}
		samples = append(samples, s)
	}
	var w PolicyWeights
	before := PolicyLoss(samples, &w)
	if err := FitPolicy(samples, &w, 0.1, 0, 300, nil); err != nil {
		t.Fatal(err)
	}
	after := PolicyLoss(samples, &w)
	if !(after < before/2) {
		t.Fatalf("loss %.4f -> %.4f: want it at least halved", before, after)
	}
	if top := PolicyTopK(samples, &w, 1); top < 0.9 {
		t.Errorf("top-1 %.3f after the fit, want at least 0.9", top)
	}
	if w.Move[19] <= w.Move[0] {
		t.Errorf("multiset 19 scores %.3f, multiset 0 %.3f: want the higher number preferred", w.Move[19], w.Move[0])
	}
	p := w.Policy()
	if got, want := p.Move[19], int32(math.Round(w.Move[19]*PolicyScale)); got != want {
		t.Errorf("Policy().Move[19] = %d, want %d", got, want)
	}
}

// TestFitPolicyNoSamples: an empty set is an error, not a division by zero.
func TestFitPolicyNoSamples(t *testing.T) {
	var w PolicyWeights
	if err := FitPolicy(nil, &w, 0.1, 0, 10, nil); err == nil {
		t.Fatal("want an error for no samples")
	}
}

// TestTopKCountsTiesAgainst: a target tied with another candidate is not
// the top-1 move.
func TestTopKCountsTiesAgainst(t *testing.T) {
	s := []PolicySample{{Own: []uint16{1, 2}, Opp: []uint16{0, 0}, Target: 0}}
	order := [][]float64{{5, 5}}
	if got := RankTopK(s, order, 1); got != 0 {
		t.Errorf("tied target: top-1 %.1f, want 0", got)
	}
	if got := RankTopK(s, order, 2); got != 1 {
		t.Errorf("tied target: top-2 %.1f, want 1", got)
	}
}
