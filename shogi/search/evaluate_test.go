package search

import (
	"math/rand/v2"
	"testing"

	"bitban/shogi"
)

// TestEvaluateKeepsPieceSums walks random trees the way the search visits
// positions (children in turn, null moves, positions scored twice, plies
// skipped unscored as in check) and checks every score the worker gives
// against the evaluation from scratch.
func TestEvaluateKeepsPieceSums(t *testing.T) {
	s := NewSearcher(1)
	s.prepare(1)
	w := s.workers[0]
	rng := rand.New(rand.NewPCG(7, 9))
	checked := 0
	var walk func(p *shogi.Position, ply, depth int)
	walk = func(p *shogi.Position, ply, depth int) {
		if rng.IntN(4) != 0 { // a node in check is not scored
			if got, want := w.evaluate(p, ply), w.ev.Evaluate(p); got != want {
				t.Fatalf("%s at ply %d: %d, from scratch %d", p.SFEN(), ply, got, want)
			}
			checked++
		}
		if depth == 0 {
			return
		}
		if !p.InCheck() && rng.IntN(5) == 0 {
			p.DoNullMove()
			walk(p, ply+1, depth-1)
			p.UndoNullMove()
		}
		var buf [shogi.MaxMoves]shogi.Move
		moves := p.Generate(buf[:0])
		for i := 0; i < 3 && len(moves) > 0; i++ {
			m := moves[rng.IntN(len(moves))]
			p.DoMove(m)
			walk(p, ply+1, depth-1)
			p.UndoMove(m)
		}
	}
	for _, sf := range []string{"startpos",
		"ln1g3nl/1r1sgkb2/p1pppsppp/1p3p3/9/2P1P4/PPSP1PPPP/1BG1GS1R1/LN2K2NL b - 17",
		"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"} {
		p, err := shogi.ParseSFEN(sf)
		if err != nil {
			t.Fatal(err)
		}
		walk(p, 0, 6)
	}
	if checked < 1000 {
		t.Errorf("only %d scores checked", checked)
	}
}
