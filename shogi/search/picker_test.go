package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"bitban/shogi"
)

// TestPickerYieldsLegalMoves: the staged picker gives every legal move
// exactly once, with or without a table move, in and out of check, on
// positions of random games; a table move that cannot be made here is
// ignored.
func TestPickerYieldsLegalMoves(t *testing.T) {
	s := NewSearcher(1)
	s.prepare(1)
	w := s.workers[0]
	rng := rand.New(rand.NewPCG(3, 4))
	positions, checks := 0, 0
	for game := 0; game < 40; game++ {
		p := shogi.NewStartPosition()
		for ply := 0; ply < 120; ply++ {
			var buf [shogi.MaxMoves]shogi.Move
			legal := p.Generate(buf[:0])
			if len(legal) == 0 {
				break
			}
			positions++
			if p.InCheck() {
				checks++
			}
			for _, tt := range []shogi.Move{shogi.MoveNone, legal[rng.IntN(len(legal))], shogi.NewMove(0, 1, shogi.Dragon, false)} {
				got := pickAll(w, p, tt, 5)
				if !sameMoves(got, legal) {
					t.Fatalf("%s table move %v: picked %d moves, %d legal\npicked %v\nlegal  %v", p.SFEN(), tt, len(got), len(legal), got, legal)
				}
				if tt != shogi.MoveNone && p.IsLegal(tt) && got[0] != tt {
					t.Fatalf("%s: table move %v not first (%v)", p.SFEN(), tt, got[0])
				}
			}
			p.DoMove(legal[rng.IntN(len(legal))])
		}
	}
	if checks == 0 {
		t.Fatalf("no position in check among %d", positions)
	}
}

func pickAll(w *worker, p *shogi.Position, tt shogi.Move, ply int) []shogi.Move {
	var pk picker
	inCheck := p.InCheck()
	w.startPicker(p, &pk, tt)
	var out []shogi.Move
	for m := w.nextMove(p, &pk, ply, inCheck); m != shogi.MoveNone; m = w.nextMove(p, &pk, ply, inCheck) {
		out = append(out, m)
	}
	return out
}

func sameMoves(a, b []shogi.Move) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
