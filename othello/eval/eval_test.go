package eval

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"bitban/othello"
)

// TestFeaturesMatchSquareLists checks the bitboard index computation (line
// extraction, gathers, mirrored boards) against the naive definition: digit
// i of an instance's ternary index is the state of its i-th square.
func TestFeaturesMatchSquareLists(t *testing.T) {
	lists := patternSquareList()
	r := rand.New(rand.NewPCG(7, 8))
	for n := 0; n < 20000; n++ {
		a, b := r.Uint64(), r.Uint64()
		P, O := a&b, a&^b // random disjoint boards with empties
		var f [NumFeatures]int32
		Features(P, O, &f)
		for k, sqs := range lists {
			pat := patternOfFeature[k]
			if len(sqs) != patternSquares[pat] {
				t.Fatalf("instance %d: %d squares, pattern has %d", k, len(sqs), patternSquares[pat])
			}
			want := patternOffset[pat]
			for i, sq := range sqs {
				switch {
				case P>>sq&1 != 0:
					want += pow3[i]
				case O>>sq&1 != 0:
					want += 2 * pow3[i]
				}
			}
			if f[k] != want {
				t.Fatalf("P=%#x O=%#x instance %d: index %d, want %d", P, O, k, f[k], want)
			}
		}
	}
}

// TestInstancesAreSymmetryImages checks that every instance is the image of
// its pattern's first instance under one of the eight board symmetries, so
// sharing weights is sound, and that all 64 squares are covered.
func TestInstancesAreSymmetryImages(t *testing.T) {
	lists := patternSquareList()
	syms := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return x, y },
		func(x, y int) (int, int) { return 7 - x, y },
		func(x, y int) (int, int) { return x, 7 - y },
		func(x, y int) (int, int) { return 7 - x, 7 - y },
		func(x, y int) (int, int) { return y, x },
		func(x, y int) (int, int) { return 7 - y, x },
		func(x, y int) (int, int) { return y, 7 - x },
		func(x, y int) (int, int) { return 7 - y, 7 - x },
	}
	var first [numPatterns]int
	for k := NumFeatures - 1; k >= 0; k-- {
		first[patternOfFeature[k]] = k
	}
	var covered uint64
	for k, sqs := range lists {
		base := lists[first[patternOfFeature[k]]]
		ok := false
		for _, s := range syms {
			match := true
			for i, sq := range base {
				x, y := s(sq%8, sq/8)
				if y*8+x != sqs[i] {
					match = false
					break
				}
			}
			ok = ok || match
		}
		if !ok {
			t.Errorf("instance %d %v is no symmetry image of %v", k, sqs, base)
		}
		for _, sq := range sqs {
			covered |= 1 << sq
		}
	}
	if covered != ^uint64(0) {
		t.Errorf("squares not covered: %#x", ^covered)
	}
}

// TestCanonicalIndexIsMirrorInvariant: an index and its mirror image map to
// the same weight.
func TestCanonicalIndexIsMirrorInvariant(t *testing.T) {
	for p := 0; p < numPatterns; p++ {
		for i := int32(0); i < pow3[patternSquares[p]]; i += 7 {
			c := canonicalIndex(p, i)
			if c > i || canonicalIndex(p, c) != c {
				t.Fatalf("pattern %d index %d: canonical %d", p, i, c)
			}
		}
	}
	// The edge with a disc on A1 and on H1's mirror image share.
	if canonicalIndex(patEdge2X, 1) != canonicalIndex(patEdge2X, pow3[7]) {
		t.Fatal("edge mirror not tied")
	}
}

func TestWeightsRoundTrip(t *testing.T) {
	e := HandEvaluator()
	var buf bytes.Buffer
	if err := e.WriteWeights(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := ReadWeights(&buf)
	if err != nil {
		t.Fatal(err)
	}
	b := othello.Start()
	if f.Eval(b.Player, b.Opponent) != e.Eval(b.Player, b.Opponent) {
		t.Fatal("round trip changed the evaluation")
	}
	if _, err := ReadWeights(bytes.NewReader([]byte("junk"))); err == nil {
		t.Fatal("junk accepted")
	}
	_ = DefaultEvaluator() // the embedded file must load
}

// BenchmarkEval is the cost of one evaluation (the pattern indices, both
// mobilities and the sums) on boards of about 14 empties, where the exact
// solver orders its moves by the evaluation.
func BenchmarkEval(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	var boards [256][2]uint64
	for i := range boards {
		a, c := r.Uint64(), r.Uint64()
		full := a | c | r.Uint64() // about 7/8 of the squares filled
		boards[i] = [2]uint64{full & a, full &^ a}
	}
	ev := DefaultEvaluator()
	sum := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bd := &boards[i&255]
		sum += ev.Eval(bd[0], bd[1])
	}
	if sum == 1 {
		b.Log(sum)
	}
}
