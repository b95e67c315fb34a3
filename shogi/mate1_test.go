package shogi

import (
	"math/rand/v2"
	"testing"
)

// mateInOneSlow is the obvious reference: every legal move, made, leaves
// the defender without a legal move.
func mateInOneSlow(p *Position) bool {
	var buf, rep [MaxMoves]Move
	for _, m := range p.Generate(buf[:0]) {
		p.DoMove(m)
		mated := len(p.Generate(rep[:0])) == 0
		p.UndoMove(m)
		if mated {
			return true
		}
	}
	return false
}

// TestMateInOneMatchesReference compares MateInOne with the reference on
// the positions of random games (biased towards checks and captures so
// that mates occur) and checks that a returned move really mates.
func TestMateInOneMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var checks, replies, buf, rep [MaxMoves]Move
	found := 0
	for g := 0; g < 300; g++ {
		p := NewStartPosition()
		for ply := 0; ply < 160; ply++ {
			if p.InCheck() == false {
				m := p.MateInOne(checks[:0], replies[:0])
				want := mateInOneSlow(p)
				if (m != MoveNone) != want {
					t.Fatalf("game %d ply %d %s: MateInOne %v, reference %v", g, ply, p.SFEN(), m, want)
				}
				if m != MoveNone {
					found++
					p.DoMove(m)
					if !p.InCheck() || len(p.Generate(rep[:0])) != 0 {
						t.Fatalf("game %d ply %d: %v does not mate", g, ply, m)
					}
					p.UndoMove(m)
				}
			}
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[r.IntN(len(moves))]
			if c := p.GenerateChecks(checks[:0]); len(c) > 0 && r.IntN(3) == 0 {
				m = c[r.IntN(len(c))]
			}
			p.DoMove(m)
		}
	}
	if found < 20 {
		t.Fatalf("only %d mates in one met: the test says little", found)
	}
	t.Logf("%d mates in one checked", found)
}
