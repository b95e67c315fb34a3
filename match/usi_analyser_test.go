package match

import (
	"context"
	"strings"
	"testing"
	"time"
)

func TestParseUSIInfoScore(t *testing.T) {
	for _, c := range []struct {
		line string
		ok   bool
		want USIScore
	}{
		{"info depth 12 seldepth 20 score cp -35 nodes 100 pv 7g7f", true, USIScore{CP: -35, Depth: 12}},
		{"info depth 9 score cp 120 lowerbound nodes 5", true, USIScore{CP: 120, Depth: 9}},
		{"info depth 30 score mate 7 pv 2b3c+", true, USIScore{Mate: 7, IsMate: true, Depth: 30}},
		{"info depth 30 score mate -4", true, USIScore{Mate: -4, IsMate: true, Depth: 30}},
		{"info score mate -0", true, USIScore{Mate: -1, IsMate: true}},
		{"info score mate +", true, USIScore{Mate: 1, IsMate: true}},
		{"info depth 3 nodes 10 string score cp x", false, USIScore{Depth: 3}},
		{"info string hello", false, USIScore{}},
		{"info depth 5 score", false, USIScore{Depth: 5}},
	} {
		var s USIScore
		ok := parseUSIInfoScore(strings.Fields(c.line), &s)
		if ok != c.ok || s != c.want {
			t.Errorf("%q: %v %+v, want %v %+v", c.line, ok, s, c.ok, c.want)
		}
	}
}

func TestUSIScoreCentipawns(t *testing.T) {
	for _, c := range []struct {
		s    USIScore
		want int
	}{{USIScore{CP: -35}, -35}, {USIScore{Mate: 3, IsMate: true}, 5000}, {USIScore{Mate: -1, IsMate: true}, -5000}} {
		if got := c.s.Centipawns(5000); got != c.want {
			t.Errorf("%+v: %d, want %d", c.s, got, c.want)
		}
	}
}

// TestUSIAnalyserFresh scores a position, another, then the first again
// with bitban's own USI engine at fixed nodes: each analysis starts a new
// game with cleared tables, so the first position's score and move come
// back the same, and the engine hears gameover, isready and usinewgame
// between the analyses.
func TestUSIAnalyserFresh(t *testing.T) {
	ctx := context.Background()
	var log strings.Builder
	a, err := StartUSIAnalyser(ctx, EngineSpec{Name: "self", Cmd: []string{"self"}}, bitbanPath, &log)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	tc, _ := ParseTC("nodes=30000")
	first := "sfen ln1g1g1nl/1r1s1k3/p1pppsbpp/1p4p2/9/2P1P1P2/PPBP1P1PP/3SK2R1/LN1G1GSNL b - 21"
	other := "startpos moves 7g7f 3c3d 2g2f"
	var got [3]USIScore
	for i, pos := range []string{first, other, first} {
		if got[i], err = a.Analyse(ctx, pos, tc, time.Minute); err != nil {
			t.Fatal(err)
		}
	}
	if got[2] != got[0] {
		t.Errorf("the same position analysed again: %+v, first %+v", got[2], got[0])
	}
	if n := strings.Count(log.String(), "usinewgame"); n != 3 {
		t.Errorf("%d usinewgame lines for 3 analyses, want 3:\n%s", n, log.String())
	}
	if n := strings.Count(log.String(), "gameover draw"); n != 2 {
		t.Errorf("%d gameover lines between 3 analyses, want 2", n)
	}
}
