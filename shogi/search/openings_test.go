package search

import (
	"context"
	"slices"
	"testing"

	"bitban/shogi"
)

// TestGenerateOpenings: distinct legal lines of the asked length, within
// the score bound, the same for the same seed.
func TestGenerateOpenings(t *testing.T) {
	o := OpeningOptions{Count: 4, Plies: 6, PickDepth: 2, PickLines: 3, PickMargin: 80, CheckDepth: 3, MaxScore: 300, Seed: 7}
	lines, scores, err := GenerateOpenings(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 4 || len(scores) != 4 {
		t.Fatalf("%d lines, %d scores", len(lines), len(scores))
	}
	seen := map[uint64]bool{}
	for i, l := range lines {
		p := shogi.NewStartPosition()
		for _, m := range l {
			if !p.IsLegal(m) {
				t.Fatalf("line %d: illegal %v", i, m)
			}
			p.DoMove(m)
		}
		if len(l) != 6 || seen[p.Key()] || scores[i] > 300 || scores[i] < -300 {
			t.Errorf("line %d: %v score %d (repeated %v)", i, l, scores[i], seen[p.Key()])
		}
		seen[p.Key()] = true
	}
	again, _, _ := GenerateOpenings(context.Background(), o)
	for i := range lines {
		if !slices.Equal(lines[i], again[i]) {
			t.Fatalf("seed %d gave another line %d: %v, then %v", o.Seed, i, lines[i], again[i])
		}
	}
	if _, _, err := GenerateOpenings(context.Background(), OpeningOptions{}); err == nil {
		t.Error("zero options accepted")
	}
}
