package search

import (
	"math/rand/v2"
	"testing"

	"bitban/renju"
)

// refVCF is the slow reference VCF straight from the definition: whole-board
// scans with IsWinningMove and Legal, no table, no candidate pruning.
func refVCF(b *renju.Board, att renju.Color, nodes *int) bool {
	*nodes++
	if *nodes > 3000 {
		return false
	}
	def := att.Opponent()
	if len(winningPoints(b, att)) > 0 {
		return true
	}
	df := winningPoints(b, def)
	if len(df) >= 2 {
		return false
	}
	var cands []renju.Point
	if len(df) == 1 {
		cands = df
	} else {
		for y := 0; y < b.Size(); y++ {
			for x := 0; x < b.Size(); x++ {
				cands = append(cands, renju.Pt(x, y))
			}
		}
	}
	for _, m := range cands {
		if !b.Legal(m, att) {
			continue
		}
		b.Set(m, att)
		f := winningPoints(b, att)
		win := false
		switch {
		case len(f) >= 2:
			win = true
		case len(f) == 1:
			if def == renju.Black && b.Rule() == renju.Renju && b.IsForbidden(f[0]) {
				win = true
			} else {
				b.Set(f[0], def)
				win = refVCF(b, att, nodes)
				b.Remove(f[0])
			}
		}
		b.Remove(m)
		if win {
			return true
		}
	}
	return false
}

// TestVCFMatchesReference compares the solver with refVCF on random small
// boards under every rule, for both attackers.
func TestVCFMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	s := NewVCFSolver(16)
	wins, checked := 0, 0
	for i := 0; i < 600; i++ {
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, 9, rule, 18+r.IntN(20))
		for _, att := range []renju.Color{renju.Black, renju.White} {
			nodes := 0
			want := refVCF(b, att, &nodes)
			if nodes > 3000 {
				continue
			}
			s.Clear()
			got := s.VCF(b, att, nil, 0)
			checked++
			if got.Win != want {
				t.Fatalf("%v attacker %v: solver %v, reference %v\n%s", rule, att, got.Win, want, b)
			}
			if got.Win {
				wins++
				if err := verifyVCF(b, att, got.Line); err != nil {
					t.Fatalf("%v attacker %v: line %s: %v\n%s", rule, att, renju.FormatMoves(got.Line, 9), err, b)
				}
			}
		}
	}
	t.Logf("%d positions, %d wins", checked, wins)
	if wins < 20 {
		t.Errorf("only %d wins among %d positions: the test is too weak", wins, checked)
	}
}

// TestNearMasksCoverFours: every point where a colour makes a four or a
// five lies in NearMasks(c, 2), the candidate set of the solvers.
func TestNearMasksCoverFours(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 300; i++ {
		size := renju.MinSize + r.IntN(renju.MaxSize-renju.MinSize+1)
		b := renju.RandomGame(r, size, renju.Rule(i%3), r.IntN(size*size/2))
		for _, c := range []renju.Color{renju.Black, renju.White} {
			var m [renju.MaxSize]uint64
			b.NearMasks(c, &m, 2)
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					p := renju.Pt(x, y)
					if b.At(p) != renju.Empty {
						if m[y]>>(2*uint(x))&1 != 0 {
							t.Fatalf("occupied %s in the mask", b.PointName(p))
						}
						continue
					}
					sh := b.Shapes(p, c)
					or := sh[0] | sh[1] | sh[2] | sh[3]
					if (or&renju.ShapeFive != 0 || sh[0].Fours()+sh[1].Fours()+sh[2].Fours()+sh[3].Fours() > 0) && m[y]>>(2*uint(x))&1 == 0 {
						t.Fatalf("%v four point %s missing\n%s", c, b.PointName(p), b)
					}
				}
			}
		}
	}
}
