package search

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"bitban/engine"
	"bitban/renju"
)

// The search pinned: node counts, best moves, scores and PVs of fixed-depth
// single-thread searches from empty tables. A change meant to make the
// search faster without changing what it computes (the shape cache, the
// point classes, the candidate scan) must leave every figure here as it
// is; a change of the search itself updates them, on purpose.

// Test flags (go test ./renju/search -run TestSearchPinned -v -args -pin-dump
// -pin-all) to compare two builds position by position.
var (
	pinDump = flag.Bool("pin-dump", false, "TestSearchPinned: print every pinned search's line (with -v)")
	pinAll  = flag.Bool("pin-all", false, "TestSearchPinned: all 300 openings and 200 random games; the hash is then not checked")
)

// pinPosition is one position of the pinned searches.
type pinPosition struct {
	name  string
	board *renju.Board
	depth int
}

// pinPositions returns the pinned positions: the three openings of
// BenchmarkSearchDepth, the first openings of openings-300.txt, and random
// games under every rule and several sizes.
func pinPositions(tb testing.TB) []pinPosition {
	var ps []pinPosition
	add := func(name, moves string, size int, rule renju.Rule, depth int) {
		b, _ := renju.NewBoard(size, rule)
		ms, err := renju.ParseMoves(moves, size)
		if err != nil || b.PlayMoves(ms) != nil {
			tb.Fatalf("%s: bad moves %q", name, moves)
		}
		ps = append(ps, pinPosition{name, b, depth})
	}
	for _, m := range []string{"H8H7I6G8", "H8I9G10H10I10G8", "H8I8I7G9H6H9"} {
		add("bench "+m, m, 15, renju.Renju, 7)
	}
	f, err := os.Open(testdataDir + "openings-300.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	all := *pinAll
	openings, randoms := 16, 24
	if all {
		openings, randoms = 300, 200
	}
	for n := 0; n < openings && sc.Scan(); {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		add("opening "+line, line, 15, renju.Renju, 5)
		n++
	}
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < randoms; i++ {
		size := []int{15, 15, 13, 20, 9}[i%5]
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, size, rule, 6+r.IntN(30))
		ps = append(ps, pinPosition{fmt.Sprintf("random %d %v %d", i, rule, size), b, 5})
	}
	return ps
}

// pinSearch searches one pinned position and formats what it found.
func pinSearch(p pinPosition) string {
	b := p.board.Clone()
	r := NewSearcher(18).Search(context.Background(), b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: p.depth, Threads: 1}})
	pv := make([]string, len(r.PV))
	for i, m := range r.PV {
		pv[i] = b.PointName(m)
	}
	return fmt.Sprintf("%s: depth %d nodes %d best %s score %v pv %s", p.name, r.Depth, r.Nodes,
		b.PointName(r.Best), r.Score, strings.Join(pv, " "))
}

// TestSearchPinned checks the pinned figures: a few in full, all of them
// through a hash. -pin-dump prints every line (go test -v) to compare two
// builds position by position; -pin-all adds every opening of
// openings-300.txt and more random games (the hash is then not checked:
// compare the dumps).
func TestSearchPinned(t *testing.T) {
	if testing.Short() {
		t.Skip("fixed-depth searches")
	}
	want := map[string]string{}
	for _, w := range pinnedLines {
		name, _, _ := strings.Cut(w, ":")
		want[name] = w
	}
	h := fnv.New64a()
	var total uint64
	for _, p := range pinPositions(t) {
		got := pinSearch(p)
		if *pinDump {
			t.Log(got)
		}
		if w, ok := want[p.name]; ok && got != w {
			t.Errorf("got  %s\nwant %s", got, w)
		}
		fmt.Fprintln(h, got)
		var n uint64
		_, rest, _ := strings.Cut(got, " nodes ")
		fmt.Sscan(rest, &n)
		total += n
	}
	if sum := h.Sum64(); !*pinAll && (sum != pinnedHash || total != pinnedNodes) {
		t.Errorf("pinned searches: hash %#x nodes %d, want %#x %d", sum, total, pinnedHash, pinnedNodes)
	}
}

// The pinned figures (see TestSearchPinned).
var pinnedLines = []string{
	"bench H8H7I6G8: depth 7 nodes 14393 best I7 score +170 pv I7 J6 I9 I8 J9 H9 J10",
	"bench H8I9G10H10I10G8: depth 7 nodes 19116 best J9 score +19 pv J9 H11 J8 J10 H9 I8 J11",
	"bench H8I8I7G9H6H9: depth 7 nodes 22299 best J8 score +68 pv J8 K9 J7 J9 I9 H7 K10 G6 F5 G8",
	"opening H8F8E9D8F6C9E11: depth 5 nodes 36656 best G7 score -113 pv G7 G9 F10 F9 H9",
	"random 1 standard 15: depth 5 nodes 90590 best C7 score +200 pv C7 C5 D6 E6 E5",
	"random 9 freestyle 9: depth 5 nodes 190830 best E7 score -347 pv E7 C8 G6 E4 C4 E3",
	"random 20 renju 15: depth 5 nodes 18768 best E10 score +107 pv E10 G9 E8 E11 G8",
}

const (
	pinnedHash  uint64 = 0xc94f9b23cb57235d
	pinnedNodes        = 3507306
)
