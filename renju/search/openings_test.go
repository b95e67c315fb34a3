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
// renju opening of 7 stones and the files hold 300, 195 and 135 of them.
func TestShippedOpenings(t *testing.T) {
	for name, want := range map[string]int{"openings-300.txt": 300, "openings-selfplay-195.txt": 195, "openings-balanced-135.txt": 135} {
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
			if err != nil || len(ps) != 7 {
				t.Fatalf("%s:%d: %q: %v (%d stones)", name, i+1, line, err, len(ps))
			}
			n++
		}
		if n != want {
			t.Fatalf("%s: %d openings, want %d", name, n, want)
		}
	}
}
