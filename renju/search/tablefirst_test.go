package search

import (
	"math/rand/v2"
	"testing"

	"bitban/engine"
	"bitban/renju"
)

// TestTableMoveFirstAgrees: searching the table's move before the
// candidate scan changes only the order of the later moves, so a search
// that cuts no move by its order (every candidate searched, no reductions,
// no static pruning, no aspiration window) scores every position the same
// with and without it, at every depth. 60 random positions of the three
// rules, depth 4, fresh tables for each search.
func TestTableMoveFirstAgrees(t *testing.T) {
	full := DefaultParams()
	full.Width, full.NearRootWidth, full.WidthPerDepth = 400, 400, 0
	full.LMRMinDepth, full.RootLMR, full.Aspiration = 0, false, 0
	full.RFPDepth, full.FutilityDepth, full.RazorDepth = 0, 0, 0
	first := full
	first.TableMoveFirst = true
	r := rand.New(rand.NewPCG(3, 5))
	positions, differ := 0, 0
	for i := 0; i < 2000 && positions < 60; i++ {
		b := renju.RandomGame(r, 15, renju.Rule(i%3), 6+r.IntN(30))
		if b == nil || b.Winner() != renju.Empty {
			continue
		}
		positions++
		var scores [2]engine.Score
		for k, p := range []Params{full, first} {
			s := NewSearcher(16)
			s.Params = p
			scores[k] = search(s, b, engine.Limits{Depth: 4}).Score
		}
		if scores[0] != scores[1] {
			differ++
			t.Errorf("%s: %v without the table move first, %v with it", renju.FormatMoves(b.History(), 15), scores[0], scores[1])
		}
	}
	if positions < 60 {
		t.Fatalf("only %d positions", positions)
	}
}
