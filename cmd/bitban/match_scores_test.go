package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMatchScores: bitban match scores prints each engine's score ranges
// with the results of its games, and refuses a bad --edges list or a
// missing file with a message that names it.
func TestMatchScores(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.jsonl")
	rec := `{"index":0,"game":"shogi","opening":"7g7f","first":"A","second":"B","result":"0-1","winner":"B","moves":["3c3d","2g2f","4c4d"],"scores":["cp 50","cp -120","mate 3"]}` + "\n"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runCLI(t, "match", "scores", "--skip", "0", path)
	if code != 0 || !strings.Contains(out, "B (1 games)") || !strings.Contains(out, "0 to 100") || !strings.Contains(out, "-250 to -100") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", code, out, stderr)
	}
	code, out, _ = runCLI(t, "match", "scores", "--skip", "0", "--edges", "-50,50", path)
	if code != 0 || !strings.Contains(out, "50 and above") || !strings.Contains(out, "below -50") {
		t.Errorf("--edges -50,50: exit %d, stdout:\n%s", code, out)
	}
	if code, _, stderr := runCLI(t, "match", "scores", "--edges", "1,x", path); code == 0 || !strings.Contains(stderr, `item 2 ("x")`) {
		t.Errorf("--edges 1,x: exit %d, stderr %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "match", "scores", filepath.Join(t.TempDir(), "none.jsonl")); code == 0 || !strings.Contains(stderr, "none.jsonl") {
		t.Errorf("missing file: exit %d, stderr %s", code, stderr)
	}
}
