package search

import (
	"math/rand/v2"
	"testing"

	"bitban/renju"
)

// TestProofVCTAgreesWithVCT: on random boards of every rule the proof-number
// VCT searches the same threat space as the depth-limited one without its
// depth bound, so a win the depth-limited search proves is proved by it
// too, and where it proves there is none the depth-limited search finds
// none; its lines start with a legal move of the attacker.
func TestProofVCTAgreesWithVCT(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	dl, pn := NewVCTSolver(16), NewVCTSolver(16)
	var wins, none, deeper int
	for i := 0; i < 100; i++ {
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, 11+2*(i%3), rule, 8+r.IntN(16))
		att := b.SideToMove()
		before := b.Hash()
		dl.Clear()
		pn.Clear()
		d := dl.VCT(b, att, 4, nil, 50_000)
		p := pn.ProofVCT(b, att, nil, 500_000)
		if b.Hash() != before {
			t.Fatalf("board %d: ProofVCT left the board changed", i)
		}
		switch {
		case p.Aborted || d.Aborted && !d.Win:
			continue
		case d.Win && !p.Win:
			t.Fatalf("board %d (%v): the depth-limited VCT wins with %s, the proof-number one finds no win\n%s",
				i, rule, b.PointName(d.Move), b.String())
		case p.Win:
			wins++
			if !b.Legal(p.Move, att) || len(p.Line) == 0 || p.Line[0] != p.Move {
				t.Fatalf("board %d: proof starts with %s, line %v", i, b.PointName(p.Move), p.Line)
			}
			if !d.Win {
				deeper++
			}
		default:
			none++
		}
	}
	t.Logf("%d wins (%d beyond 4 threats), %d proved without one", wins, deeper, none)
	if wins < 15 || none < 8 {
		t.Fatalf("%d wins and %d disproofs: the test is too weak", wins, none)
	}
}

// TestProofVCTOneLevel: every first move of a proof-number win still wins
// against every defender reply on the board, not only the replies the
// search considers (checked with the proof-number search one level down).
func TestProofVCTOneLevel(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	s, check := NewVCTSolver(16), NewVCTSolver(16)
	wins := 0
	for i := 0; i < 300 && wins < 8; i++ {
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, 11, rule, 10+r.IntN(14))
		att := b.SideToMove()
		s.Clear()
		res := s.ProofVCT(b, att, nil, 200_000)
		if !res.Win || NewVCFSolver(12).VCF(b, att, nil, 20000).Win {
			continue // VCT wins that are not plain VCF wins
		}
		wins++
		b = b.Clone()
		b.Set(res.Move, att)
		def := att.Opponent()
		for y := 0; y < b.Size(); y++ {
			for x := 0; x < b.Size(); x++ {
				q := renju.Pt(x, y)
				if !b.Legal(q, def) {
					continue
				}
				if b.IsWinningMove(q, def) {
					t.Fatalf("board %d: after %s the defender wins at %s", i, b.PointName(res.Move), b.PointName(q))
				}
				b.Set(q, def)
				check.Clear()
				w := check.ProofVCT(b, att, nil, 2_000_000)
				b.Remove(q)
				if !w.Win {
					t.Fatalf("board %d: after %s, defence %s refutes the proof (aborted %v)\n%s",
						i, b.PointName(res.Move), b.PointName(q), w.Aborted, b.String())
				}
			}
		}
	}
	if wins < 4 {
		t.Fatalf("only %d VCT wins checked: the test is too weak", wins)
	}
}

// TestProofVCTDoubleThree: the double three that wins in freestyle is
// found, and in renju, where it is forbidden for Black, no proof starts
// with it.
func TestProofVCTDoubleThree(t *testing.T) {
	moves := "F8A1G8O1H6A15H7O15"
	b := boardFromMoves(t, 15, renju.Freestyle, moves)
	s := NewVCTSolver(18)
	if r := s.ProofVCT(b, renju.Black, nil, 0); !r.Win {
		t.Fatalf("freestyle: no VCT found (%d nodes)", r.Nodes)
	}
	b = boardFromMoves(t, 15, renju.Renju, moves)
	s.Clear()
	if r := s.ProofVCT(b, renju.Black, nil, 0); r.Win && b.IsForbidden(r.Move) {
		t.Fatalf("renju: the proof starts with the forbidden %s", b.PointName(r.Move))
	}
}
