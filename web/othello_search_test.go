package web

import (
	"strings"
	"testing"
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
