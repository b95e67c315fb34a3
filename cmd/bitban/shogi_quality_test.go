package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// qualityTestData are data-file lines of positions to judge.
var qualityTestData = []string{
	"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\t0\t0.5\t0",
	"lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\t0\t0.5\t0",
	// A middle-game move number, so that a second phase shows.
	"lnsgkgsnl/9/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b r 51\t0\t1\t1",
}

// bitban shogi quality judges the engine's moves by a reference engine
// (here bitban itself by depth), prints the summary by phase, and keeps
// the reference's searches in the cache: a second run searches nothing new.
func TestShogiQualityCLI(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte(strings.Join(qualityTestData, "\n")+"\n"), 0o644)
	cache := filepath.Join(dir, "cache.txt")
	args := []string{"shogi", "quality", "--reference", "name=ref cmd=\"" + bitbanBin + " shogi usi\"", "--ref-limit", "depth=2",
		"--nodes", "2000", "--cache", cache, "-v", in}
	code, out, errOut := runBin(t, args...)
	if code != 0 {
		t.Fatalf("code %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"phase", "all", "3/3 positions", "moves 41-80"} {
		if !strings.Contains(out+errOut, want) {
			t.Errorf("output lacks %q:\n%s\n%s", want, out, errOut)
		}
	}
	before, _ := os.ReadFile(cache)
	if n := strings.Count(string(before), "\n"); n < 3 {
		t.Fatalf("cache holds %d searches:\n%s", n, before)
	}
	first := filepath.Join(dir, "first.txt")
	os.WriteFile(first, []byte(out), 0o644)
	code, out2, errOut := runBin(t, append(args, "--compare", first)...)
	if code != 0 {
		t.Fatalf("second run: code %d\n%s\n%s", code, out2, errOut)
	}
	// The same build at fixed nodes makes the same moves: no difference.
	if !strings.Contains(out2, "3 positions in both, 0 other moves; mean loss +0.0 ± 0.0 cp") {
		t.Errorf("comparison:\n%s", out2)
	}
	if after, _ := os.ReadFile(cache); string(after) != string(before) {
		t.Errorf("the second run searched again:\n%s\nthen\n%s", before, after)
	}
	if code, _, errOut := runBin(t, append(args, "--compare", in)...); code != 1 || !strings.Contains(errOut, "no per-position lines") {
		t.Errorf("--compare with a data file: code %d\n%s", code, errOut)
	}
	if code, _, errOut := runBin(t, "shogi", "quality", in); code != 2 {
		t.Errorf("no --reference: code %d\n%s", code, errOut)
	}
}

// --jobs 2 judges the positions two at a time and prints the same lines
// (the engine's moves, the reference's scores and the losses), in the
// same order, as one job does: every search of either engine starts from
// cleared tables. The shared cache holds each search once.
func TestShogiQualityJobs(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	data := append(append([]string(nil), qualityTestData...),
		"lnsgkgsnl/1r7/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b b 31\t0\t0\t2",
		"lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\t0\t0.5\t3")
	os.WriteFile(in, []byte(strings.Join(data, "\n")+"\n"), 0o644)
	run := func(jobs, cache string) string {
		args := []string{"shogi", "quality", "--reference", "name=ref cmd=\"" + bitbanBin + " shogi usi\"", "--ref-limit", "depth=2",
			"--nodes", "2000", "--jobs", jobs, "--cache", filepath.Join(dir, cache), "-v", in}
		code, out, errOut := runBin(t, args...)
		if code != 0 {
			t.Fatalf("--jobs %s: code %d\n%s\n%s", jobs, code, out, errOut)
		}
		return out
	}
	lines := func(out string) (ls []string) {
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Split(l, "\t"); len(f) == 5 {
				ls = append(ls, l)
			}
		}
		return ls
	}
	one, two := run("1", "c1.txt"), run("2", "c2.txt")
	if a, b := lines(one), lines(two); len(a) != 5 || strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Errorf("--jobs 2 lines\n%s\n--jobs 1\n%s", strings.Join(b, "\n"), strings.Join(a, "\n"))
	}
	if !strings.Contains(two, "5\tlnsgkgsnl/1r5b1/pppppp1pp") {
		t.Errorf("the fifth position's line is missing:\n%s", two)
	}
	c2, _ := os.ReadFile(filepath.Join(dir, "c2.txt"))
	seen := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(c2)), "\n") {
		pos := strings.Split(l, "\t")[1]
		if seen[pos] {
			t.Errorf("the shared cache holds %q twice", pos)
		}
		seen[pos] = true
	}
	if len(seen) < 5 {
		t.Errorf("the shared cache holds %d searches, want one a position at least:\n%s", len(seen), c2)
	}
	if code, _, errOut := runBin(t, "shogi", "quality", "--reference", "name=x cmd=x", "--jobs", "0", in); code != 2 {
		t.Errorf("--jobs 0: code %d\n%s", code, errOut)
	}
}
