package eval

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestEdgeScoreIsItsInstancesSum: EdgeScore equals the sum of the weights
// of the eight edge and 3x3-corner instances that Features finds, on
// random positions of every phase.
func TestEdgeScoreIsItsInstancesSum(t *testing.T) {
	ev := DefaultEvaluator()
	r := rand.New(rand.NewPCG(21, 22))
	phases := map[int]bool{}
	for n := 0; n < 20000; n++ {
		a, b, c := r.Uint64(), r.Uint64(), r.Uint64()
		full := a | b
		if n%2 == 1 {
			full &= c // fewer discs: the early phases too
		}
		P, O := full&b, full&^b
		var f Indices
		Features(P, O, &f)
		ph := PhaseOf(bits.OnesCount64(^(P | O)))
		phases[ph] = true
		want := 0
		for k := range 8 {
			if p := patternOfFeature[k]; p != patEdge2X && p != patCorner9 {
				t.Fatalf("instance %d is pattern %d, not an edge or a 3x3 corner", k, p)
			}
			want += int(ev.w[ph][f[k]])
		}
		if got := ev.EdgeScore(P, O); got != want {
			t.Fatalf("P=%#x O=%#x: EdgeScore %d, want %d", P, O, got, want)
		}
	}
	if len(phases) < NumPhases/2 {
		t.Fatalf("only %d phases met", len(phases))
	}
}

// BenchmarkEdgeScore is EdgeScore of random positions, to set beside
// BenchmarkEval and BenchmarkEvalChild.
func BenchmarkEdgeScore(b *testing.B) {
	ev := DefaultEvaluator()
	r := rand.New(rand.NewPCG(5, 6))
	var ps [256][2]uint64
	for i := range ps {
		a, c := r.Uint64(), r.Uint64()
		ps[i] = [2]uint64{a & c, a &^ c}
	}
	s, i := 0, 0
	for b.Loop() {
		p := &ps[i&255]
		s += ev.EdgeScore(p[0], p[1])
		i++
	}
	_ = s
}
