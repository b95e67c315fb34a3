package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"bitban/bitboard"
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
	return pickDropping(w, p, tt, ply, -1, false)
}

func sameMoves(a, b []shogi.Move) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestThreatOrder: with Params.ThreatOrder the quiet moves of a rook a
// pawn attacks come before every other quiet move, and a drop where an
// enemy pawn attacks the piece comes after them all (fresh histories, no
// killers).
func TestThreatOrder(t *testing.T) {
	p, err := shogi.ParseSFEN("4k4/9/2p6/4p4/4R4/9/9/9/4K4 b G 1")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(1)
	s.Params.ThreatOrder = 1000
	s.prepare(1)
	w := s.workers[0]
	got := pickAll(w, p, shogi.MoveNone, 5)
	intoPawn := shogi.NewDrop(shogi.Gold, bitboard.NewSquare81(7, 4))
	var quiets []shogi.Move
	for _, m := range got {
		if !p.IsCapture(m) && !m.IsPromotion() {
			quiets = append(quiets, m)
		}
	}
	rookMoves := 0
	for _, m := range quiets {
		if m.IsDrop() || m.PieceType() != shogi.Rook {
			break
		}
		rookMoves++
	}
	if rookMoves != 11 {
		t.Errorf("the rook's 11 quiet moves should come first among the quiet moves, got %d first: %v", rookMoves, quiets)
	}
	if last := quiets[len(quiets)-1]; last != intoPawn {
		t.Errorf("the gold dropped before the pawn should come last, got %v last: %v", last, quiets)
	}
}
