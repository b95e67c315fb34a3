package shogi

import (
	"testing"

	"bitban/engine"
)

// TestOutcome: checkmate, the fourth occurrence of a position (a draw), and
// perpetual check (the checking side loses).
func TestOutcome(t *testing.T) {
	play := func(sfen string, moves ...string) *Position {
		t.Helper()
		p, err := ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range moves {
			m, err := p.ParseUSIMove(u)
			if err != nil {
				t.Fatalf("%s: %v", u, err)
			}
			p.DoMove(m)
		}
		return p
	}
	repeat := func(cycle ...string) []string {
		var ms []string
		for i := 0; i < 3; i++ {
			ms = append(ms, cycle...)
		}
		return ms
	}
	const start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
	for _, c := range []struct {
		name string
		p    *Position
		want engine.Outcome
	}{
		{"start", play(start), engine.Outcome{}},
		// A gold dropped on 5b, protected by the pawn on 5c: mate.
		{"checkmate", play("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b"), engine.Win(0, engine.Checkmate)},
		{"three occurrences", play(start, repeat("5i4h", "5a4b", "4h5i", "4b5a")[:8]...), engine.Outcome{}},
		{"sennichite", play(start, repeat("5i4h", "5a4b", "4h5i", "4b5a")...), engine.Drawn(engine.Sennichite)},
		// White's rook checks from 1i and 1h, Black's king steps between 5i
		// and 5h: White checked with every move of the cycle and loses.
		{"perpetual check", play("4k4/9/9/9/9/9/9/8r/4K4 w - 1", repeat("1h1i", "5i5h", "1i1h", "5h5i")...), engine.Win(0, engine.PerpetualCheck)},
	} {
		if got := c.p.Outcome(); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}
