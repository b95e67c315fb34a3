package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRenjuReview: in a freestyle game where Black builds h8-i8-j8 against
// White stones on the edge, the review finds Black's threat win at the
// open three (ply 3 after the opening, before k8 makes the straight four),
// none for White, and Black's engine winning; a broken file is an error
// naming the line.
func TestRenjuReview(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.jsonl")
	game := `{"index":0,"game":"gomoku","opening":"h8 a1 i8","first":"x","second":"y","result":"1-0","winner":"x","reason":"five in a row at L8","moves":["0,13","9,7","0,12","10,7","0,11","11,7"]}`
	if err := os.WriteFile(path, []byte(game+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runCLI(t, "renju", "review", "--nodes", "20000", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"game 1 (h8 a1 i8): Black x, White y, x won after 6 plies",
		"threat win first seen: Black ply 3, White none",
		"x: 1 games, 1 won; had the first threat win in 1; lost 0 games",
		"y: 1 games, 0 won; had the first threat win in 0; lost 0 games",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if err := os.WriteFile(path, []byte(game+"\n{not json\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCLI(t, "renju", "review", path); code != 1 || !strings.Contains(stderr, "games.jsonl:2") {
		t.Errorf("broken line: exit %d, %q", code, stderr)
	}
}
