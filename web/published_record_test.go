package web

import (
	"net/http"
	"strings"
	"testing"
)

// TestImportPublishedOthelloGame imports a published game (the first game
// of the 2007 World Othello Championship final, testdata/records/README.md)
// with the format detected: all 60 moves, Black's 35-29 win, and an
// export that reads back to the same moves.
func TestImportPublishedOthelloGame(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", ""), "id")
	text := readTestRecord(t, "othello-woc2007-final-1.txt")
	a := mustCode(t, importRecord(t, s, id, "", text), http.StatusOK)
	moves := strs(a, "moves")
	if len(moves) != 60 || moves[0] != "F5" || moves[59] != "G8" {
		t.Fatalf("moves %v: want the 60 moves F5 ... G8", moves)
	}
	if got := str(a, "result"); got != "Black wins 35-29" {
		t.Errorf("result %q, want Black wins 35-29 (the published score)", got)
	}
	out := export(t, s, "othello", id, "transcript", "txt")
	if got := strings.ToLower(strings.TrimSpace(out)); got != strings.TrimSpace(text) {
		t.Errorf("the exported transcript %q differs from the imported %q", got, strings.TrimSpace(text))
	}
}
