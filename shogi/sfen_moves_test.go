package shogi

import (
	"errors"
	"testing"
)

func TestParseSFENMoves(t *testing.T) {
	after := "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"
	for _, s := range []string{
		"startpos moves 7g7f 3c3d",
		"sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d",
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - moves 7g7f 3c3d",
		after,
	} {
		p, err := ParseSFENMoves(s, false)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if p.SFEN() != after {
			t.Errorf("%q: %s, want %s", s, p.SFEN(), after)
		}
	}
	if p, err := ParseSFENMoves("startpos moves", false); err != nil || p.SFEN() != StartSFEN {
		t.Errorf("no moves after 'moves': %v", err)
	}
	if _, err := ParseSFENMoves("startpos moves 7g7f 7g7f", false); !errors.Is(err, ErrIllegalMove) || err.Error()[:6] != "move 2" {
		t.Errorf("illegal second move: %v", err)
	}
	three := "4k4/9/9/9/9/9/9/9/4K4 b 3B 1"
	if _, err := ParseSFENMoves(three, false); !errors.Is(err, ErrTooManyPieces) {
		t.Errorf("three bishops accepted: %v", err)
	}
	if _, err := ParseSFENMoves(three+" moves B*5e", true); err != nil {
		t.Errorf("relaxed: %v", err)
	}
}

func TestCheckGamePosition(t *testing.T) {
	for _, c := range []struct {
		sfen string
		ok   bool
	}{{StartSFEN, true}, {"4k4/9/4P4/9/9/9/9/9/9 b G 1", true}, {"4K4/9/9/9/9/9/9/9/9 b G 1", false}} {
		p, err := ParseSFEN(c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		err = p.CheckGamePosition()
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, ErrNoKing)) {
			t.Errorf("%s: %v, want ok %v", c.sfen, err, c.ok)
		}
	}
}
