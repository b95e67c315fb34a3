package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/othello"
	"bitban/othello/book"
)

// TestOthelloBookBuild: a small build from the start, its progress and
// its file; show reads it; --resume with one more ply extends it; the
// refused flags exit 2 naming the problem.
func TestOthelloBookBuild(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "b.book")
	code, _, errOut := runBin(t, "othello", "book", "build", "--out", out, "--depth", "2", "--max-ply", "3", "--margin", "2", "--jobs", "2")
	if code != 0 || !strings.Contains(errOut, "book build: wave 1: 1 positions") || !strings.Contains(errOut, "book build: done:") {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	bk, err := readBookFile(out)
	if err != nil {
		t.Fatal(err)
	}
	n := bk.Len()
	if !bk.Contains(othello.Start()) || n < 4 || !strings.Contains(bk.Note, "--depth 2 --max-ply 3 --margin 2") {
		t.Fatalf("%d positions, note %q", n, bk.Note)
	}
	code, stdout, _ := runBin(t, "othello", "book", "show", "--book", out)
	if code != 0 || !strings.Contains(stdout, "ply  3:") || !strings.Contains(stdout, "built by: bitban othello book build --depth 2") {
		t.Errorf("show: %d\n%s", code, stdout)
	}
	code, stdout, _ = runBin(t, "othello", "book", "show", "--book", out, "f5")
	if code != 0 || !strings.Contains(stdout, " d2") {
		t.Errorf("show f5: %d\n%s", code, stdout)
	}
	code, _, errOut = runBin(t, "othello", "book", "build", "--out", out, "--resume", "--depth", "2", "--max-ply", "4", "--margin", "2", "--jobs", "1")
	if code != 0 || !strings.Contains(errOut, "positions in "+out+" at the start") {
		t.Fatalf("resume: %d\n%s", code, errOut)
	}
	if bk2, err := readBookFile(out); err != nil || bk2.Len() <= n || strings.Count(bk2.Note, "\n") != 1 {
		t.Errorf("resumed: %v, %d positions (before %d), note %q", err, bk2.Len(), n, bk2.Note)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--depth", "2"}, "--out is required"},
		{[]string{"--out", out}, "exists: give --resume"},
		{[]string{"--out", out + "2", "--depth", "0"}, "--depth 0"},
		{[]string{"--out", out + "2", "--margin", "-1"}, "--margin -1"},
		{[]string{"--out", out + "2", "--jobs", "0"}, "--jobs 0"},
		{[]string{"--out", out + "2", "--openings", filepath.Join(dir, "none.txt")}, "--openings"},
	} {
		code, _, errOut := runBin(t, append([]string{"othello", "book", "build"}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: code %d, want 2 and %q\n%s", c.args, code, c.want, errOut)
		}
	}
}

// TestOthelloBookFlags: the shipped book is the default of show and
// nboard; a damaged --book is refused naming the file and the fault;
// --book with --no-book is refused.
func TestOthelloBookFlags(t *testing.T) {
	code, stdout, _ := runBin(t, "othello", "book", "show")
	if code != 0 || !strings.Contains(stdout, "positions") || !strings.Contains(stdout, "start: ") {
		t.Errorf("show the shipped book: %d\n%s", code, stdout)
	}
	bad := filepath.Join(t.TempDir(), "bad.book")
	os.WriteFile(bad, []byte("BITBANBK\x02\x00"+strings.Repeat("\x00", 14)), 0o644)
	for _, args := range [][]string{{"othello", "nboard", "--book", bad}, {"othello", "book", "show", "--book", bad}} {
		code, _, errOut := runBin(t, args...)
		if code != 2 || !strings.Contains(errOut, bad+": book: byte 8: version 2") {
			t.Errorf("%v: code %d\n%s", args, code, errOut)
		}
	}
	if code, _, errOut := runBin(t, "othello", "nboard", "--book", bad, "--no-book"); code != 2 || !strings.Contains(errOut, "give one") {
		t.Errorf("--book and --no-book: code %d\n%s", code, errOut)
	}
	if _, err := book.Default(); err != nil {
		t.Fatal(err)
	}
}

// TestOthelloNBoardParams: nboard --params refuses a value the midgame
// search cannot run with, naming the file, the field and the value.
func TestOthelloNBoardParams(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "p.json")
	os.WriteFile(bad, []byte(`{"ProbCutMinDepth": 1}`), 0o644)
	code, _, errOut := runBin(t, "othello", "nboard", "--params", bad)
	if code != 2 || !strings.Contains(errOut, "--params: "+bad+": ProbCutMinDepth 1: must be at least 2") {
		t.Errorf("code %d\n%s", code, errOut)
	}
}
