package search

import (
	"context"
	"strings"
	"testing"

	"bitban/engine"
	"bitban/shogi"
)

// TestTreeStatsAddUp: the statistics of a search are consistent with it
// (its node count, quiescence within it, first-move cuts within the
// cuts, re-searches within the reduced moves), the same search gives the
// same statistics, and the next search starts from zero.
func TestTreeStatsAddUp(t *testing.T) {
	p, err := shogi.ParseSFEN("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
	if err != nil {
		t.Fatal(err)
	}
	run := func() (TreeStats, engine.Result[shogi.Move]) {
		s := NewSearcher(16)
		r := s.Search(context.Background(), p.Clone(), engine.Request[shogi.Move]{Limits: engine.Limits{Depth: 8, Threads: 1}})
		return s.TreeStats(), r
	}
	st, r := run()
	full := st.FullShallow + st.FullSecond + st.FullEvasion + st.FullCheck + st.FullCapture + st.FullZero
	switch {
	case st.Nodes != r.Nodes:
		t.Errorf("stats count %d nodes, the search %d", st.Nodes, r.Nodes)
	case st.QNodes == 0 || st.QNodes >= st.Nodes:
		t.Errorf("quiescence %d of %d nodes", st.QNodes, st.Nodes)
	case st.Cuts == 0 || st.FirstCuts > st.Cuts:
		t.Errorf("first-move cuts %d of %d", st.FirstCuts, st.Cuts)
	case st.Reduced == 0 || st.ReducedHigh > st.Reduced:
		t.Errorf("re-searched %d of %d reduced", st.ReducedHigh, st.Reduced)
	case full == 0 || full+st.Reduced > st.Nodes:
		t.Errorf("%d later moves at full depth, %d reduced, %d nodes", full, st.Reduced, st.Nodes)
	}
	if again, _ := run(); again != st {
		t.Errorf("the same search: %+v, then %+v", st, again)
	}
	s := NewSearcher(16)
	s.Search(context.Background(), p.Clone(), engine.Request[shogi.Move]{Limits: engine.Limits{Depth: 8, Threads: 1}})
	s.Search(context.Background(), p.Clone(), engine.Request[shogi.Move]{Limits: engine.Limits{Depth: 1, Threads: 1}})
	if one := s.TreeStats(); one.Nodes >= st.Nodes/10 || one.Cuts > one.Nodes {
		t.Errorf("a depth-1 search after a depth-8 one: %+v", one)
	}
	if text := st.String(); !strings.Contains(text, "on the first move") || !strings.Contains(text, "reduction 0") {
		t.Errorf("String: %q", text)
	}
}

// TestTreeStatsSMP: with helper threads the statistics sum every
// thread's tree (read once Search has returned, which waits for them;
// the race detector runs this in CI).
func TestTreeStatsSMP(t *testing.T) {
	p, err := shogi.ParseSFEN("ln1g1g1nl/1r1s1k3/p1pppsbpp/1p4p2/9/2P1P1P2/PPBP1P1PP/3SK2R1/LN1G1GSNL b - 21")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(16)
	r := s.Search(context.Background(), p, engine.Request[shogi.Move]{Limits: engine.Limits{Depth: 7, Threads: 2}})
	if st := s.TreeStats(); st.Nodes != r.Nodes || st.QNodes == 0 || st.Cuts == 0 {
		t.Errorf("2 threads: stats %+v, search nodes %d", st, r.Nodes)
	}
}
