package eval

import (
	"math/rand/v2"
	"testing"

	"bitban/shogi"
)

// TestPieceSumUpdate plays random games from the test positions and the
// start, with the default weights and with king-relative terms set: after
// every legal move the updated piece sum equals the one computed from
// scratch (or Update asks for it, after a king move), and the score
// finished from it equals the evaluation from scratch.
func TestPieceSumUpdate(t *testing.T) {
	kr := DefaultParams()
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range kr.KingRel {
		for pt := range kr.KingRel[i] {
			for df := range kr.KingRel[i][pt] {
				for dr := range kr.KingRel[i][pt][df] {
					kr.KingRel[i][pt][df][dr] = int16(rng.IntN(41) - 20)
				}
			}
		}
	}
	def := DefaultParams()
	var buf [shogi.MaxMoves]shogi.Move
	checked, kings, kept := 0, 0, 0
	for _, e := range []*Params{&def, &kr} {
		v := NewEvaluator(e)
		for _, sf := range append([]string{"startpos"}, evalPositions...) {
			for game := 0; game < 8; game++ {
				p, err := shogi.ParseSFEN(sf)
				if err != nil {
					t.Fatal(err)
				}
				for ply := 0; ply < 100; ply++ {
					moves := p.Generate(buf[:0])
					if len(moves) == 0 {
						break
					}
					before := v.Sum(p)
					v.Finish(p, &before) // keeps the king-zone steps for the updates to carry
					for _, m := range moves {
						p.DoMove(m)
						sum := before
						if v.Update(&sum, p) {
							if want := v.Sum(p); sum.Score != want.Score || sum.Danger != want.Danger {
								t.Fatalf("%s after %v: updated sum %+v, from scratch %+v", p.SFEN(), m, sum, want)
							}
							for c := shogi.Black; c <= shogi.White; c++ {
								if !sum.stepsOK[c] {
									continue
								}
								kept++
								if want := p.KingZoneSteps(p.KingSquare(c)); sum.steps[c] != want {
									t.Fatalf("%s after %v: kept king-zone steps of %v %v, from scratch %v", p.SFEN(), m, c, sum.steps[c], want)
								}
							}
							if got, want := v.Finish(p, &sum), EvaluateWith(p, e); got != want {
								t.Fatalf("%s after %v: finished %d, evaluated %d", p.SFEN(), m, got, want)
							}
							checked++
						} else {
							kings++
						}
						p.UndoMove(m)
					}
					p.DoMove(moves[rng.IntN(len(moves))])
				}
			}
		}
	}
	if checked < 20000 || kings == 0 || kept < checked/4 {
		t.Errorf("%d moves checked, %d king moves, %d king zones kept", checked, kings, kept)
	}
}
