package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMatchCompare: bitban match compare pools comma-joined files of each
// side, pairs their games and prints the paired difference; a missing file
// or an empty argument is refused with a message that names it.
func TestMatchCompare(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, lines ...string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	rec := func(idx int, opening, first, second, result string) string {
		return fmt.Sprintf(`{"index":%d,"game":"shogi","opening":%q,"first":%q,"second":%q,"result":%q}`, idx, opening, first, second, result)
	}
	b1 := write("b1.jsonl", rec(0, "7g7f", "old", "yo", "0-1"), rec(1, "7g7f", "yo", "old", "1-0"))
	b2 := write("b2.jsonl", rec(0, "2g2f", "old", "yo", "0-1"))
	n1 := write("n1.jsonl", rec(0, "7g7f", "new", "yo", "1-0"), rec(1, "7g7f", "yo", "new", "1-0"), rec(2, "2g2f", "new", "yo", "1-0"))
	code, out, stderr := runCLI(t, "match", "compare", b1+","+b2, n1)
	if code != 0 || !strings.Contains(out, "paired games  3") || !strings.Contains(out, "new - base  +66.7 ±") || !strings.Contains(out, "loss→win 2") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", code, out, stderr)
	}
	if code, _, stderr := runCLI(t, "match", "compare", b1, filepath.Join(dir, "none.jsonl")); code == 0 || !strings.Contains(stderr, "none.jsonl") {
		t.Errorf("missing file: exit %d, stderr %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "match", "compare", b1, ","); code == 0 || !strings.Contains(stderr, "argument 2") {
		t.Errorf("empty list: exit %d, stderr %s", code, stderr)
	}
}
