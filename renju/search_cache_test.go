package renju

import (
	"math/rand/v2"
	"testing"
)

// TestShapeCache: after random place/unplace sequences the cache equals
// the shapes computed afresh on every empty point, and the incremental
// evaluation equals Evaluate.
func TestShapeCache(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	s := NewSearcher(10).threads[0]
	for g := 0; g < 60; g++ {
		size := MinSize + r.IntN(MaxSize-MinSize+1)
		b := RandomGame(r, size, Rule(g%3), r.IntN(size*size/3))
		s.setup(b)
		var played []Point
		for step := 0; step < 40; step++ {
			if len(played) > 0 && r.IntN(3) == 0 {
				s.unplace(played[len(played)-1])
				played = played[:len(played)-1]
			} else {
				p := Pt(r.IntN(size), r.IntN(size))
				if b.At(p) != Empty {
					continue
				}
				s.place(p)
				played = append(played, p)
			}
			if got, want := s.evaluate(Black), b.Evaluate(Black); got != want {
				t.Fatalf("size %d step %d: incremental evaluation %d, fresh %d", size, step, got, want)
			}
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					p := Pt(x, y)
					if b.At(p) != Empty {
						continue
					}
					for _, c := range []Color{Black, White} {
						if got, want := s.cache[c][p], b.Shapes(p, c); got != want {
							t.Fatalf("size %d step %d: %v at %s: cache %v, fresh %v", size, step, c, b.PointName(p), got, want)
						}
					}
				}
			}
		}
	}
}
