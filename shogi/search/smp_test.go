package search

import (
	"context"
	"sync"
	"testing"

	"bitban/engine"
	"bitban/shogi"
)

// The Lazy SMP tests run a few threads at low depth, so that `go test
// -race ./shogi` checks the sharing (table, stop, node counts) quickly.

func TestSMPLegalAndDeterministicEnough(t *testing.T) {
	for _, threads := range []int{2, 4} {
		for _, sfen := range searchPositions[:3] {
			res, infos := searchThreads(t, sfen, engine.Limits{Depth: 5, Threads: threads})
			if !res.HasBest || res.Depth != 5 || res.PV[0] != res.Best {
				t.Fatalf("%d threads, %s: best %v depth %d pv %v", threads, sfen, res.Best, res.Depth, res.PV)
			}
			if err := isLegalLine(sfen, res.PV); err != nil {
				t.Errorf("%d threads: pv %v: %v", threads, res.PV, err)
			}
			if res.HasPonder && (len(res.PV) < 2 && !isLegalAfter(sfen, res.Best, res.Ponder)) {
				t.Errorf("%d threads: ponder %v is not legal after %v", threads, res.Ponder, res.Best)
			}
			// Reports from one thread at a time (the main thread, which
			// skips depths a helper completed, then possibly the helper
			// that reached depth 5 first): depths in order up to 5, node
			// counts growing, the result counting at least the last report.
			if infos[len(infos)-1].Depth != 5 {
				t.Errorf("%d threads: last report at depth %d, want 5", threads, infos[len(infos)-1].Depth)
			}
			for i, in := range infos {
				if i > 0 && (in.Depth < infos[i-1].Depth || in.Nodes < infos[i-1].Nodes) {
					t.Errorf("%d threads: report %d: depth %d nodes %d", threads, i, in.Depth, in.Nodes)
				}
			}
			if last := infos[len(infos)-1]; res.Nodes < last.Nodes {
				t.Errorf("%d threads: result nodes %d < last report %d", threads, res.Nodes, last.Nodes)
			}
		}
	}
}

func isLegalAfter(sfen string, m, reply shogi.Move) bool {
	p, err := shogi.ParseSFEN(sfen)
	if err != nil || !p.IsLegal(m) {
		return false
	}
	p.DoMove(m)
	return p.IsLegal(reply)
}

func TestSMPFindsMates(t *testing.T) {
	for _, c := range []struct {
		sfen  string
		plies int
	}{
		{"4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1", 1},
		{"1k7/3R5/9/9/9/9/9/9/9 b SR2b4g3s4n4l18p 1", 3},
		{"9/7R1/4k4/9/3+L5/4G4/9/9/9 b Sr2b3g3s4n3l18p 1", 5},
	} {
		res, _ := searchThreads(t, c.sfen, engine.Limits{Depth: 6, Threads: 3})
		if res.Score != engine.Mate(c.plies) {
			t.Errorf("%s: 3 threads: best %v score %v, want mate in %d", c.sfen, res.Best, res.Score, c.plies)
		}
		if err := isLegalLine(c.sfen, res.PV); err != nil {
			t.Errorf("%s: pv %v: %v", c.sfen, res.PV, err)
		}
	}
}

// TestSMPThreadsShrinkAndGrow reuses one searcher with changing thread
// counts and MultiPV (the worker pool is resized between searches).
func TestSMPThreadsShrinkAndGrow(t *testing.T) {
	p, err := shogi.ParseSFEN(searchPositions[0])
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(4)
	for _, n := range []int{3, 1, 2} {
		res := s.Search(context.Background(), p, engine.Request[shogi.Move]{Limits: engine.Limits{Depth: 4, Threads: n, MultiPV: 2}})
		// MultiPV: the main thread completes every line of the depth
		// (a helper reaching it first does not end the search).
		if !res.HasBest || res.Depth != 4 || len(res.Lines) != 2 || res.Lines[0].PV[0] != res.Best || res.Lines[1].Depth != 4 {
			t.Fatalf("%d threads: best %v depth %d lines %v", n, res.Best, res.Depth, res.Lines)
		}
	}
}

// TestTTConcurrent stores and probes from several goroutines: a hit always
// carries the data stored for that key (torn entries read as misses).
func TestTTConcurrent(t *testing.T) {
	tt := NewTT(1)
	tt.NewSearch()
	dataOf := func(k uint64) (shogi.Move, int) { return shogi.Move(k>>20) & 0x3FFF, int(k>>40)&0x3FF - 500 }
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(g + 1)
			for range 50000 {
				x ^= x << 13
				x ^= x >> 7
				x ^= x << 17
				k := x%4096*0x9E3779B97F4A7C15 | 1
				if e, ok := tt.Probe(k); ok {
					m, sc := dataOf(k)
					if e.move != m || int(e.score) != sc {
						t.Errorf("key %x: probe %+v, stored move %v score %d", k, e, m, sc)
						return
					}
				}
				m, sc := dataOf(k)
				tt.Store(k, m, sc, int(x%20), boundExact)
			}
		}()
	}
	wg.Wait()
}
