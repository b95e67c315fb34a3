package shogi

import (
	"testing"
	"time"

	"bitban/engine"
)

func searchFor(t testing.TB, sfen string, depth int, d time.Duration) SearchResult {
	t.Helper()
	p, err := ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	before := p.SFEN()
	var st engine.Stopper
	st.Start(d, 0)
	s := NewSearcher(16)
	res := s.Search(p, SearchLimits{Depth: depth, Stop: &st, Info: func(in SearchInfo) {
		if testing.Verbose() {
			t.Logf("depth %d sel %d score %d nodes %d time %v pv %v", in.Depth, in.SelDepth, in.Score, in.Nodes, in.Time, in.PV)
		}
	}})
	if p.SFEN() != before {
		t.Fatalf("search changed the position: %s -> %s", before, p.SFEN())
	}
	return res
}

func TestSearchStartpos(t *testing.T) {
	res := searchFor(t, StartSFEN, 0, 2*time.Second)
	t.Logf("best %v score %d depth %d nodes %d", res.Best, res.Score, res.Depth, res.Nodes)
}
