package search

import (
	"math/rand/v2"
	"testing"

	"bitban/renju"
)

func boardFromMoves(t *testing.T, size int, r renju.Rule, moves string) *renju.Board {
	t.Helper()
	b, _ := renju.NewBoard(size, r)
	ms, err := renju.ParseMoves(moves, size)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.PlayMoves(ms); err != nil {
		t.Fatal(err)
	}
	return b
}

// TestVCTDoubleThree: Black F8 G8 and H6 H7; H8 makes two open threes, a
// win in freestyle (no VCF exists) but forbidden in renju.
func TestVCTDoubleThree(t *testing.T) {
	moves := "F8A1G8O1H6A15H7O15"
	b := boardFromMoves(t, 15, renju.Freestyle, moves)
	if r := NewVCFSolver(16).VCF(b, renju.Black, nil, 0); r.Win {
		t.Fatalf("unexpected VCF %s", renju.FormatMoves(r.Line, 15))
	}
	s := NewVCTSolver(18)
	r := s.VCT(b, renju.Black, 4, nil, 0)
	if !r.Win {
		t.Fatalf("no VCT found (%d nodes)", r.Nodes)
	}
	t.Logf("freestyle: %s (%d nodes)", renju.FormatMoves(r.Line, 15), r.Nodes)
	checkVCTOneLevel(t, b, renju.Black, r.Move)

	// Renju: the double three is forbidden for Black; the only VCT left
	// (if any) must not start with it.
	b = boardFromMoves(t, 15, renju.Renju, moves)
	s.Clear()
	r = s.VCT(b, renju.Black, 4, nil, 0)
	if r.Win && b.IsForbidden(r.Move) {
		t.Fatalf("renju VCT starts with the forbidden %s", b.PointName(r.Move))
	}
	if r.Win {
		checkVCTOneLevel(t, b, renju.Black, r.Move)
	}
}

// checkVCTOneLevel checks a VCT first move against every defender reply on
// the board (not only the ones the solver considers): the attacker must
// still win by VCT afterwards, or the reply must lose at once.
func checkVCTOneLevel(t *testing.T, b *renju.Board, att renju.Color, m renju.Point) {
	t.Helper()
	b = b.Clone()
	def := att.Opponent()
	b.Set(m, att)
	s := NewVCTSolver(18)
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			r := renju.Pt(x, y)
			if !b.Legal(r, def) {
				continue
			}
			if b.IsWinningMove(r, def) {
				t.Fatalf("after %s the defender wins at %s", b.PointName(m), b.PointName(r))
			}
			b.Set(r, def)
			s.Clear()
			res := s.VCT(b, att, 6, nil, 0)
			b.Remove(r)
			if !res.Win {
				t.Fatalf("after %s, defence %s refutes the VCT", b.PointName(m), b.PointName(r))
			}
		}
	}
}

// TestVCTRandomOneLevel: on random boards, every VCT win survives every
// defender reply on the board (checked with the solver one level down),
// so no defence outside the solver's set refutes a first move.
func TestVCTRandomOneLevel(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	s := NewVCTSolver(16)
	wins := 0
	for i := 0; i < 200 && wins < 12; i++ {
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, 11, rule, 10+r.IntN(14))
		att := b.SideToMove()
		s.Clear()
		res := s.VCT(b, att, 3, nil, 20000)
		if !res.Win || NewVCFSolver(12).VCF(b, att, nil, 20000).Win {
			continue // only VCT wins that are not plain VCF wins
		}
		wins++
		checkVCTOneLevel(t, b, att, res.Move)
	}
	t.Logf("%d VCT wins checked", wins)
	if wins < 3 {
		t.Errorf("only %d VCT wins: the test is too weak", wins)
	}
}
