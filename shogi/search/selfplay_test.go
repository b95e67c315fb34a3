package search

import (
	"context"
	"strings"
	"testing"

	"bitban/shogi"
	"bitban/shogi/eval"
)

// TestGenerateData plays a few short games and checks every sample: it
// parses back from its line, is a quiet position, its result is the
// game's from the side to move's view (one winner per decided game), and
// the same seed gives the same games.
func TestGenerateData(t *testing.T) {
	o := DefaultDataOptions()
	o.Games, o.Nodes, o.Workers, o.MaxPlies = 3, 800, 2, 60
	run := func() map[int][]eval.DataSample {
		games := map[int][]eval.DataSample{}
		err := GenerateData(context.Background(), o, func(g int, s []eval.DataSample) error {
			games[g] = s
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return games
	}
	games := run()
	if len(games) != o.Games {
		t.Fatalf("%d games, want %d", len(games), o.Games)
	}
	for g, samples := range games {
		for _, s := range samples {
			back, err := eval.ParseDataSample(s.String())
			if err != nil || back != s {
				t.Fatalf("game %d: %q read back as %+v, %v", g, s.String(), back, err)
			}
			p, err := shogi.ParseSFEN(s.SFEN)
			if err != nil || !p.Quiet() || s.Game != g {
				t.Fatalf("game %d: sample %+v: %v, quiet %v", g, s, err, err == nil && p.Quiet())
			}
			// Within a game the result flips with the side to move.
			if want := samples[0].Result; (p.SideToMove() == sideOf(samples[0].SFEN)) != (s.Result == want) && want != 0.5 {
				t.Errorf("game %d: result %g for %v, first sample %g", g, s.Result, p.SideToMove(), want)
			}
		}
	}
	again := run()
	for g := range games {
		if len(again[g]) != len(games[g]) || len(games[g]) > 0 && again[g][len(games[g])-1] != games[g][len(games[g])-1] {
			t.Errorf("game %d differs between two runs with the same seed", g)
		}
	}
}

func sideOf(sfen string) shogi.Color {
	if strings.Fields(sfen)[1] == "w" {
		return shogi.White
	}
	return shogi.Black
}
