package search

import (
	"strings"
	"testing"

	"bitban/renju"
)

// testdataDir holds the shared test data (the module's testdata).
const testdataDir = "../../testdata/renju/"

// pts parses space-separated algebraic points of a 15x15 board.
func pts(t *testing.T, s string) []renju.Point {
	t.Helper()
	var out []renju.Point
	for _, f := range strings.Fields(s) {
		p, err := renju.ParsePoint(f, 15)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// near reports whether a stone lies within distance d (king moves) of (x, y).
func near(b *renju.Board, x, y, d int) bool {
	for yy := y - d; yy <= y+d; yy++ {
		for xx := x - d; xx <= x+d; xx++ {
			if b.OnBoard(xx, yy) && b.At(renju.Pt(xx, yy)) != renju.Empty {
				return true
			}
		}
	}
	return false
}

// renjuThread returns the main thread of a new searcher with a table of
// 2^ttBits entries, its Params changed by set (nil: the defaults) and its
// tables built for the renju rule: the setup of the tests that call the
// tree's functions directly.
func renjuThread(ttBits int, set func(*Params)) *thread {
	s := NewSearcher(ttBits)
	if set != nil {
		set(&s.Params)
	}
	s.buildTables(renju.Renju)
	return s.threads[0]
}
