package match

import (
	"strings"
	"testing"
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
