package web

import (
	"strings"
	"testing"

	"bitban/engine"
	"bitban/othello"
)

func TestOthelloEngine(t *testing.T) {
	s := testServer(t, nil)
	// From the start the engine plays one of the four legal moves.
	a := create(t, s, "othello", "", "")
	r := mustCode(t, runEngine(t, s, str(a, "id"), `{"time_ms":300}`), 200)
	st := r.body["state"].(map[string]any)
	if b := str(r, "best"); (b != "D3" && b != "C4" && b != "F5" && b != "E6") || len(st["moves"].([]any)) != 1 || r.body["depth"].(float64) < 1 {
		t.Fatalf("engine move: %s", r.raw)
	}
	// Near the end the search is exact: FFO #1 (14 empties), G8 wins by 18.
	a = create(t, s, "othello", "", "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"analyse","time_ms":15000}`), 200)
	if str(r, "best") != "G8" || str(r, "score_text") != "+18 (exact)" || r.body["eval"] != 18.0 || r.body["score"] != 18.0 {
		t.Fatalf("analyse FFO #1: %s", r.raw)
	}
	// A side with no move passes without thinking (Black: H8 flips
	// nothing; White's H8 takes the long diagonal to A1).
	a = create(t, s, "othello", "", "O"+strings.Repeat("X", 62)+"- X")
	if l := strs(a, "legal"); len(l) != 1 || l[0] != "PA" {
		t.Fatalf("legal moves %v, want [PA]", l)
	}
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"time_ms":300}`), 200)
	if str(r, "best") != "PA" {
		t.Fatalf("pass: %s", r.raw)
	}
}

// TestOthelloEvalWithinDiscRange: an estimate beyond what a board can hold
// (the evaluation overshoots in lopsided positions; the page once showed
// -69.9) is shown within -64..64; exact scores are what they are.
func TestOthelloEvalWithinDiscRange(t *testing.T) {
	for _, c := range []struct {
		score engine.Score
		exact bool
		turn  othello.Color
		eval  float64
	}{
		{engine.Value(-6990), false, othello.Black, -64},
		{engine.Value(7250), false, othello.White, -64},
		{engine.Value(1234), false, othello.Black, 12.34},
		{engine.Value(1800), true, othello.Black, 18},
	} {
		if in := othelloInfo(c.score, c.exact, c.turn); in.Eval != c.eval || in.Score < -64 || in.Score > 64 {
			t.Errorf("%+v: eval %v score %d, want eval %v", c, in.Eval, in.Score, c.eval)
		}
	}
}
