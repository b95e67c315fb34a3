package search

import (
	"math/rand/v2"
	"testing"

	"bitban/renju"
	"bitban/renju/eval"
)

// TestShapeCache: after random place/unplace sequences the cache equals
// the shapes computed afresh on every empty point, the incremental
// evaluation equals Evaluate, and childKey foresees the key of each place.
func TestShapeCache(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	sr := NewSearcher(10)
	for i := range renju.NumLevels {
		sr.Params.LevelMove[i], sr.Params.LevelWait[i] = int32(3*i+1), int32(i*i)
	}
	for c := range eval.NumClasses {
		sr.Params.ClassMove[c], sr.Params.ClassWait[c] = int32(100*c), int32(7*c+2)
	}
	sr.Params.GomokuEval = nil // the values above under every rule
	sr.buildTables(renju.Renju)
	s := sr.threads[0]
	fresh := sr.newThread(1)
	for g := 0; g < 60; g++ {
		size := renju.MinSize + r.IntN(renju.MaxSize-renju.MinSize+1)
		b := renju.RandomGame(r, size, renju.Rule(g%3), r.IntN(size*size/3))
		s.setup(b)
		var played []renju.Point
		for step := 0; step < 40; step++ {
			if len(played) > 0 && r.IntN(3) == 0 {
				s.unplace(played[len(played)-1])
				played = played[:len(played)-1]
			} else {
				p := renju.Pt(r.IntN(size), r.IntN(size))
				if b.At(p) != renju.Empty {
					continue
				}
				want := s.childKey(p)
				s.place(p)
				if got := s.key(); got != want {
					t.Fatalf("size %d step %d: childKey %x, key after place %x", size, step, want, got)
				}
				played = append(played, p)
			}
			fresh.board = *b
			fresh.setup(&fresh.board)
			if s.clsN[renju.Black] != fresh.clsN[renju.Black] || s.clsN[renju.White] != fresh.clsN[renju.White] ||
				s.sumMove != fresh.sumMove || s.sumWait != fresh.sumWait {
				t.Fatalf("size %d step %d: incremental classes %v %v sums %v %v, fresh %v %v sums %v %v", size, step,
					s.clsN[renju.Black], s.clsN[renju.White], s.sumMove, s.sumWait, fresh.clsN[renju.Black], fresh.clsN[renju.White], fresh.sumMove, fresh.sumWait)
			}
			if got, want := s.evaluate(renju.Black), eval.Evaluate(b, renju.Black); got != want {
				t.Fatalf("size %d step %d: incremental evaluation %d, fresh %d", size, step, got, want)
			}
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					p := renju.Pt(x, y)
					if b.At(p) != renju.Empty {
						continue
					}
					for _, c := range []renju.Color{renju.Black, renju.White} {
						if got, want := s.pt[c][p].sh, b.Shapes(p, c); got != want {
							t.Fatalf("size %d step %d: %v at %s: cache %v, fresh %v", size, step, c, b.PointName(p), got, want)
						}
						if s.pt[c][p].lv != fresh.pt[c][p].lv || s.pt[c][p].cls != fresh.pt[c][p].cls {
							t.Fatalf("size %d step %d: %v at %s: levels %v Class %d, fresh %v %d", size, step, c, b.PointName(p),
								s.pt[c][p].lv, s.pt[c][p].cls, fresh.pt[c][p].lv, fresh.pt[c][p].cls)
						}
					}
				}
			}
		}
	}
}

// TestMayBeForbidden compares the table form with the definition on random
// shape quadruples.
func TestMayBeForbidden(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 1000000; i++ {
		var s [renju.NumDirs]renju.Shape
		for d := range s {
			s[d] = renju.Shape(r.IntN(1 << 12))
			if r.IntN(2) == 0 {
				s[d] &= renju.Shape(r.IntN(64)) // mostly small shapes: fours, fives
			}
		}
		or := s[0] | s[1] | s[2] | s[3]
		n := 0
		for d := range s {
			if s[d].Three() {
				n++
			}
		}
		want := or&renju.ShapeFive == 0 && (or&renju.ShapeOverline != 0 ||
			s[0].Fours()+s[1].Fours()+s[2].Fours()+s[3].Fours() >= 2 || n >= 2)
		if got := mayBeForbidden(&s); got != want {
			t.Fatalf("%v: %v, want %v", s, got, want)
		}
	}
}
