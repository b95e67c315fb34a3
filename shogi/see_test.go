package shogi

import (
	"math/rand/v2"
	"testing"
)

func TestSEE(t *testing.T) {
	cases := []struct {
		sfen string
		move string
		want int
	}{
		// Pawn takes an undefended pawn.
		{"4k4/9/9/4p4/4P4/9/9/9/4K4 b - 1", "5e5d", 100},
		// Rook takes a pawn defended by a gold: loses the rook for a pawn.
		{"4k4/4g4/4p4/9/9/9/9/4R4/4K4 b - 1", "5h5c", 100 - 950},
		// Rook takes a pawn defended by a gold, but a lance behind the rook
		// recaptures: rook for pawn and gold.
		{"4k4/4g4/4p4/9/9/9/9/4R4/4L4 b - 1", "5h5c", 100 - 950 + 560},
		// Promotion counts: the bishop takes the undefended bishop and
		// promotes.
		{"4k4/1b7/9/9/9/9/9/7B1/4K4 b - 1", "2h8b+", 800 + 1050 - 800},
		// A quiet move to an attacked square loses the piece.
		{"4k4/9/4p4/9/4S4/9/9/9/4K4 b - 1", "5e5d", -500},
		// A drop where a pawn takes it loses the piece; a safe drop loses
		// nothing.
		{"4k4/9/4p4/9/9/9/9/9/4K4 b G 1", "G*5d", -560},
		{"4k4/9/4p4/9/9/9/9/9/4K4 b G 1", "G*1e", 0},
	}
	for _, c := range cases {
		p, err := ParseSFENRelaxed(c.sfen)
		if err != nil {
			t.Fatalf("%s: %v", c.sfen, err)
		}
		m, err := p.ParseUSIMove(c.move)
		if err != nil {
			t.Fatalf("%s %s: %v", c.sfen, c.move, err)
		}
		if got := p.SEE(m); got != c.want {
			t.Errorf("%s %s: SEE %d, want %d", c.sfen, c.move, got, c.want)
		}
	}
}

// TestSEEAtLeast: the shortcut agrees with the full exchange for every
// legal move of positions from random games, at thresholds around the
// piece values.
func TestSEEAtLeast(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	thresholds := []int{-20000, -1000, -350, -100, -25, 0, 1, 100, 101, 350, 900, 1500}
	checked := 0
	for game := 0; game < 30; game++ {
		p := NewStartPosition()
		for ply := 0; ply < 150; ply++ {
			var buf [MaxMoves]Move
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				see := p.SEE(m)
				for _, th := range thresholds {
					if got := p.SEEAtLeast(m, th); got != (see >= th) {
						t.Fatalf("%s %s: SEEAtLeast(%d) = %v, SEE = %d", p.SFEN(), m, th, got, see)
					}
					checked++
				}
			}
			// Captures first, so that hands fill and exchanges happen.
			m := moves[rng.IntN(len(moves))]
			for _, c := range moves {
				if p.IsCapture(c) && rng.IntN(2) == 0 {
					m = c
					break
				}
			}
			p.DoMove(m)
		}
	}
	if checked == 0 {
		t.Fatal("no move checked")
	}
}
