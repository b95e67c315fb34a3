package search

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/renju"
)

func TestGenerateOpenings(t *testing.T) {
	o := DefaultOpeningOptions()
	o.Count, o.Stones, o.PickDepth, o.PickLines, o.CheckDepth = 4, 5, 2, 3, 3
	lines, scores, err := GenerateOpenings(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != o.Count || len(scores) != o.Count {
		t.Fatalf("got %d openings and %d scores, want %d", len(lines), len(scores), o.Count)
	}
	seen := map[uint64]bool{}
	for i, l := range lines {
		if len(l) != o.Stones || l[0] != renju.Pt(7, 7) {
			t.Fatalf("opening %d = %v: want %d stones from the centre", i, l, o.Stones)
		}
		b, _ := renju.NewBoard(o.Size, o.Rule)
		for _, p := range l {
			if err := b.Place(p); err != nil {
				t.Fatalf("opening %d: %v", i, err)
			}
		}
		if seen[b.Hash()] {
			t.Fatalf("opening %d repeats an earlier one", i)
		}
		seen[b.Hash()] = true
		if scores[i] > o.MaxScore || scores[i] < -o.MaxScore {
			t.Fatalf("opening %d scores %d, outside ±%d", i, scores[i], o.MaxScore)
		}
	}
	again, _, _ := GenerateOpenings(context.Background(), o)
	for i := range lines {
		if renju.FormatMoves(lines[i], 15) != renju.FormatMoves(again[i], 15) {
			t.Fatalf("the same seed gave another opening %d", i)
		}
	}
	if _, _, err := GenerateOpenings(context.Background(), OpeningOptions{Size: 15}); err == nil {
		t.Fatal("zero options accepted")
	}
}

// TestShippedOpenings: every line of the shipped opening files is a legal
// renju opening of 7 stones (5 in the canonical-grown file) and the files
// hold 300, 195, 135 and 156 of them.
func TestShippedOpenings(t *testing.T) {
	for name, want := range map[string]int{"openings-300.txt": 300, "openings-selfplay-195.txt": 195, "openings-balanced-135.txt": 135, "openings-canonical5-156.txt": 156} {
		stones := 7
		if strings.Contains(name, "canonical5") {
			stones = 5
		}
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "renju", name))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i, line := range strings.Split(string(data), "\n") {
			line, _, _ = strings.Cut(line, "#")
			if line = strings.TrimSpace(line); line == "" {
				continue
			}
			ps, err := renju.ParseMoves(line, 15)
			b, _ := renju.NewBoard(15, renju.Renju)
			if err == nil {
				err = b.PlayMoves(ps)
			}
			if err != nil || len(ps) != stones {
				t.Fatalf("%s:%d: %q: %v (%d stones)", name, i+1, line, err, len(ps))
			}
			n++
		}
		if n != want {
			t.Fatalf("%s: %d openings, want %d", name, n, want)
		}
	}
}

// TestGenerateOpeningsFromRoots: with Roots, each opening is one of the
// roots (taken in turn) grown to Stones stones; an illegal root is skipped.
func TestGenerateOpeningsFromRoots(t *testing.T) {
	roots := [][]renju.Point{}
	for _, line := range []string{"H8H9H10", "H8I9J10", "H8H8"} { // the last plays a stone twice
		ps, err := renju.ParseMoves(line, 15)
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, ps)
	}
	o := DefaultOpeningOptions()
	o.Count, o.Stones, o.PickDepth, o.PickLines, o.CheckDepth, o.MaxScore = 4, 5, 2, 3, 3, 1000
	o.Roots = roots
	lines, _, err := GenerateOpenings(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	from := map[string]int{}
	for i, l := range lines {
		if len(l) != o.Stones {
			t.Fatalf("opening %d has %d stones, want %d", i, len(l), o.Stones)
		}
		root := renju.FormatMoves(l[:3], 15)
		if root != "H8H9H10" && root != "H8I9J10" {
			t.Fatalf("opening %d %s does not grow from a legal root", i, renju.FormatMoves(l, 15))
		}
		from[root]++
	}
	if len(from) != 2 {
		t.Errorf("openings by root %v: want both legal roots used", from)
	}
}
