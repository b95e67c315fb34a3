package match

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// The depth and node count of a move come from the engine's last report in
// each protocol; lines that report neither leave them alone.
func TestSearchReports(t *testing.T) {
	var a answer
	for _, l := range []string{
		"info depth 3 seldepth 5 score cp 40 nodes 1200 nps 60000 pv 7g7f 3c3d",
		"info string depth 99 nodes 5",
		"info depth 15 seldepth 17 multipv 1 score cp -27 lowerbound nodes 551740 nps 626265 hashfull 5 time 881 pv 1g1f",
		"info nodes x depth -4",
	} {
		parseUSIInfo(strings.Fields(l), &a)
	}
	if a.depth != 15 || a.nodes != 551740 || a.score != "cp -27" {
		t.Errorf("USI: %+v", a)
	}

	for l, want := range map[string]int64{
		"MESSAGE depth 7 score +120 nodes 81234 nps 402000 time 202ms pv 7,7 8,8": 81234,
		"MESSAGE Speed 495K | Depth 16-34 | Eval -76 | Node 233K | Time 471ms":    233000,
		"MESSAGE Speed 1M | Depth 9-24 | Eval -M24 | Node 2.5M":                   2500000,
		"MESSAGE Bestline G7 I7 J8":                                               0,
		"MESSAGE Node K":                                                          0,
		"DEBUG nodes 5":                                                           0,
	} {
		if n, ok := parseGomocupMessageNodes(l); n != want || ok != (want > 0) {
			t.Errorf("Gomocup %q: %d %v, want %d", l, n, ok, want)
		}
	}

	var o answer
	for _, l := range []string{"status thinking", "status depth 11 d3 c5 +2.00", "nodestats 123456 0.150", "status depth 100% d3 +4", "nodestats x 1"} {
		parseNBoardProgress(l, &o)
	}
	if o.depth != 11 || o.nodes != 123456 {
		t.Errorf("NBoard: %+v", o)
	}
}

// SearchStats sums the moves that reported, and the summary prints the mean
// depth and the nodes a second of each engine.
func TestSearchStats(t *testing.T) {
	var s SearchStats
	s.add(10, 1_000_000, time.Second)
	s.add(12, 0, time.Second) // a depth without nodes
	s.add(0, 500_000, 500*time.Millisecond)
	s.add(0, 0, time.Second) // nothing reported
	want := SearchStats{DepthMoves: 2, DepthSum: 22, NodeMoves: 2, Nodes: 1_500_000, NodeMs: 1500}
	if s != want {
		t.Fatalf("%+v, want %+v", s, want)
	}
	if got := s.String(); got != "depth 11.0 (2 moves), 750000 nodes a move, 1000000 nodes/s (2 moves)" {
		t.Errorf("String %q", got)
	}
	if got := (SearchStats{}).String(); got != "not reported" {
		t.Errorf("empty: %q", got)
	}
	var m SearchStats
	m.merge(s)
	m.merge(s)
	if m.Nodes != 3_000_000 || m.DepthMoves != 4 {
		t.Errorf("merge: %+v", m)
	}
	var buf bytes.Buffer
	cfg := Config{Game: "shogi", Engines: [2]EngineSpec{{Name: "A"}, {Name: "B"}}}
	WriteSummary(&buf, cfg, Summary{Search: [2]SearchStats{s, {}}})
	if !strings.Contains(buf.String(), "search: A depth 11.0 (2 moves), 750000 nodes a move, 1000000 nodes/s (2 moves); B not reported") {
		t.Errorf("summary:\n%s", buf.String())
	}
}
