package renju

import "math/rand/v2"

// RandomGame plays up to moves random moves from the empty board, each within
// two points of a stone already placed (the first at the centre), never a
// forbidden point and never a move that wins, so the result is a plausible
// unfinished game position. It is used by benchmarks and tests.
func RandomGame(r *rand.Rand, size int, rule Rule, moves int) *Board {
	b, err := NewBoard(size, rule)
	if err != nil {
		return nil
	}
	c := size / 2
	_ = b.Place(Pt(c, c))
	var cand []Point
	for b.Stones() < moves {
		cand = cand[:0]
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				p := Pt(x, y)
				if b.cells[p] == Empty && b.near(x, y, 2) && b.Legal(p, b.side) && !b.IsWinningMove(p, b.side) {
					cand = append(cand, p)
				}
			}
		}
		if len(cand) == 0 {
			break
		}
		_ = b.Place(cand[r.IntN(len(cand))])
	}
	return b
}

// near reports whether a stone lies within distance d (king moves) of (x, y).
func (b *Board) near(x, y, d int) bool {
	for yy := y - d; yy <= y+d; yy++ {
		for xx := x - d; xx <= x+d; xx++ {
			if b.OnBoard(xx, yy) && b.cells[yy*Stride+xx] != Empty {
				return true
			}
		}
	}
	return false
}
