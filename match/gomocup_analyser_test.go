package match

import (
	"context"
	"testing"
	"time"

	"bitban/renju"
)

func TestParseGomocupMessageScore(t *testing.T) {
	for _, c := range []struct {
		line string
		ok   bool
		want GomocupScore
	}{
		{"MESSAGE depth 7 score +120 nodes 81234 nps 402000 time 202ms pv 7,7 8,8", true, GomocupScore{Value: 120, Depth: 7, HasScore: true}},
		{"MESSAGE win score +M9 nodes 5120 time 3ms pv 7,7", true, GomocupScore{Mate: 9, IsMate: true, HasScore: true}},
		{"MESSAGE Speed 495K | Depth 16-34 | Eval -76 | Node 233K | Time 471ms", true, GomocupScore{Value: -76, Depth: 16, HasScore: true}},
		{"MESSAGE Speed 1M | Depth 9-24 | Eval -M24 | Node 2M", true, GomocupScore{Mate: -24, IsMate: true, Depth: 9, HasScore: true}},
		{"MESSAGE ev 35 depth 4", true, GomocupScore{Value: 35, Depth: 4, HasScore: true}},
		{"MESSAGE Bestline G7 I7 J8", false, GomocupScore{}},
		{"MESSAGE Eval x", false, GomocupScore{}},
		{"DEBUG score 5", false, GomocupScore{}},
	} {
		var s GomocupScore
		ok := parseGomocupMessageScore(c.line, &s)
		if ok != c.ok || s != c.want {
			t.Errorf("%q: %v %+v, want %v %+v", c.line, ok, s, c.ok, c.want)
		}
	}
	for s, want := range map[GomocupScore]string{{Value: 5}: "+5", {Value: -76}: "-76", {Mate: 9, IsMate: true}: "+M9", {Mate: -4, IsMate: true}: "-M4"} {
		if got := s.String(); got != want {
			t.Errorf("%+v: %q, want %q", s, got, want)
		}
	}
}

// TestGomocupAnalyser scores positions with bitban's own brain: an open
// four for the side to move is a proven win, a quiet opening a value;
// bad limits are refused.
func TestGomocupAnalyser(t *testing.T) {
	ctx := context.Background()
	a, err := StartGomocupAnalyser(ctx, EngineSpec{Name: "self", Cmd: []string{"self"}}, bitbanPath, "renju", 15, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	tc, _ := ParseTC("movetime=100ms")
	// Black h8 i8 j8 k8 with White's stones away: Black to move wins.
	four := []renju.Point{renju.Pt(7, 7), renju.Pt(7, 1), renju.Pt(8, 7), renju.Pt(8, 1), renju.Pt(9, 7), renju.Pt(10, 1), renju.Pt(6, 7), renju.Pt(12, 1)}
	s, err := a.Analyse(ctx, four, tc, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if s.Move != "5,7" && s.Move != "10,7" {
		t.Errorf("open four to play: %+v, want the five at 5,7 or 10,7", s)
	}
	if s.HasScore && (!s.IsMate || s.Mate <= 0) {
		t.Errorf("open four to play: %+v, want a proven win if any score", s)
	}
	opening := []renju.Point{renju.Pt(7, 7), renju.Pt(8, 8), renju.Pt(8, 6)}
	s, err = a.Analyse(ctx, opening, tc, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !s.HasScore || s.IsMate || s.Move == "" {
		t.Errorf("opening: %+v, want a value and a move", s)
	}
	if _, err := a.Analyse(ctx, opening, TC{Kind: TCFischer, Main: time.Second}, time.Second); err == nil {
		t.Error("a clock as the limit: want an error")
	}
}
