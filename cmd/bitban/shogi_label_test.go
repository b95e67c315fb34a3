package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	shogieval "bitban/shogi/eval"
)

// bitban shogi label scores data positions with a USI engine (here our
// own, by depth), keeps result and game, and continues an interrupted file
// where it stopped instead of writing positions twice.
func TestShogiLabelCLI(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	lines := []string{
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\t7\t0.5\t0",
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2\t-3\t1\t0",
		// Black to move with a rook and a gold against a bare king: a mate.
		"4k4/9/4P4/9/9/9/9/9/4K4 b RG 1\t0\t1\t1",
	}
	os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	out := filepath.Join(dir, "out.txt")
	os.WriteFile(out, []byte(lines[0]+"\n"), 0o644) // one already done
	eng := "name=self cmd=\"" + bitbanBin + " shogi usi\""
	code, _, errOut := runCLI(t, "shogi", "label", "--engine", eng, "--limit", "depth=3", "--jobs", "2", "--mate-score", "4321", "--out", out, in)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut, "3 positions; 1 already in") || !strings.Contains(errOut, "3 positions written") {
		t.Errorf("progress:\n%s", errOut)
	}
	b, _ := os.ReadFile(out)
	got := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(got) != 3 || got[0] != lines[0] {
		t.Fatalf("output:\n%s", b)
	}
	for i, l := range got[1:] {
		d, err := shogieval.ParseDataSample(l)
		old, _ := shogieval.ParseDataSample(lines[i+1])
		if err != nil || d.SFEN != old.SFEN || d.Result != old.Result || d.Game != old.Game {
			t.Errorf("line %d: %q (%v), from %q", i+2, l, err, lines[i+1])
		}
	}
	if d, _ := shogieval.ParseDataSample(got[2]); d.Score != 4321 {
		t.Errorf("mate written as %d, want 4321", d.Score)
	}
}

// The usage errors run the built program: in-process runs keep earlier flags.
func TestShogiLabelUsageErrors(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in.txt")
	os.WriteFile(in, []byte("startpos\t0\t0.5\t0\n"), 0o644)
	for _, args := range [][]string{
		{"shogi", "label", "--out", "x", in},
		{"shogi", "label", "--engine", "name=a cmd=x", in},
		{"shogi", "label", "--engine", "cmd=x", "--out", "x", in},
		{"shogi", "label", "--engine", "name=a cmd=x", "--out", "x", "--limit", "byoyomi=1s", in},
		{"shogi", "label", "--engine", "name=a cmd=x", "--out", "x", "--jobs", "0", in},
	} {
		if code, _, errOut := runBin(t, args...); code != 2 {
			t.Errorf("%v: code %d, want 2\n%s", args, code, errOut)
		}
	}
}

// bitban shogi tune takes labelled data files: the scale is held and the
// tuned weights are written.
func TestShogiTuneDataFile(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "lab.txt")
	var lines []string
	for g, l := range []string{
		"lnsgkgsnl/1r5b1/ppppppp1p/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1\t300\t1",
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL w P 2\t-300\t0",
		"lnsgkgsnl/1r5b1/ppp1ppp1p/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P 1\t600\t1",
	} {
		lines = append(lines, l+"\t"+string(rune('0'+g)))
	}
	os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	out := filepath.Join(dir, "tuned.json")
	code, _, errOut := runBin(t, "shogi", "tune", "--out", out, "--passes", "2", "--validate", "0", in)
	if code != 0 || !strings.Contains(errOut, "logistic scale held at 600") {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	if b, err := os.ReadFile(out); err != nil || !strings.Contains(string(b), "Material") {
		t.Errorf("params file: %v\n%s", err, b)
	}
	if code, _, errOut := runBin(t, "shogi", "tune", "--out", out, "--lambda", "2", in); code != 2 {
		t.Errorf("--lambda 2: code %d\n%s", code, errOut)
	}
}
