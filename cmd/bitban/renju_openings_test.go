package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRenjuOpeningsFrom: --from grows the openings from an openings file's
// lines (here two 3-stone ones) and says so in the header; a missing file
// or a bad line is a usage error naming the file and the line.
func TestRenjuOpeningsFrom(t *testing.T) {
	dir := t.TempDir()
	roots := filepath.Join(dir, "roots.txt")
	if err := os.WriteFile(roots, []byte("# two roots\nh8 h9 h10\nh8 i9 j10 # indirect\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "renju", "openings", "--from", roots, "--count", "2", "--stones", "4",
		"--pick-depth", "2", "--check-depth", "2", "--max-score", "2000")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], "--from "+roots) {
		t.Fatalf("output %q: want a header naming --from and two openings", out)
	}
	for i, l := range lines[1:] {
		if !strings.HasPrefix(l, "H8H9H10") && !strings.HasPrefix(l, "H8I9J10") {
			t.Errorf("opening %d %q does not grow from a root", i+1, l)
		}
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("h8 h9\nh8 z99\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{filepath.Join(dir, "none.txt"): "none.txt", bad: "line 2"} {
		if code, _, errOut := runCLI(t, "renju", "openings", "--from", file); code == 0 || !strings.Contains(errOut, want) {
			t.Errorf("--from %s: exit %d, stderr %q, want an error naming %q", file, code, errOut, want)
		}
	}
}
