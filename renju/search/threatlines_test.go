package search

import (
	"math/rand/v2"
	"testing"

	"bitban/renju"
)

// TestThreatLineAnswersSound: in random positions of every rule where the
// opponent of the side to move has an open three (a point where it makes
// a straight four) and nothing stronger, the moves ThreatLineAnswers
// leaves out of the answers (points where the opponent makes a four only
// in another line) lose: after each the opponent wins by fours (our VCF
// solver, which knows the defender's counter-fours and Black's forbidden
// points). Where Black's straight-four point is forbidden the three is no
// threat and the answers need not hold it, so a few positions (at most
// 2 %) may leave out a move that does not lose.
func TestThreatLineAnswersSound(t *testing.T) {
	s := NewSearcher(14)
	s.Params.ThreatLineAnswers = true
	th := s.threads[0]
	vcf := NewVCFSolver(18)
	r := rand.New(rand.NewPCG(5, 9))
	positions, cut, unsound := 0, 0, 0
	for i := 0; i < 20000 && positions < 300; i++ {
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, 15, rule, 12+r.IntN(40))
		if b == nil || b.Winner() != renju.Empty {
			continue
		}
		s.buildTables(rule)
		th.setup(b)
		ms, info := th.candidates(th.buf[0][:0], 0)
		if info.ownFive != renju.NoPoint || info.oppFives > 0 || !info.oppThreat {
			continue
		}
		if info.threatDirs == 0 {
			t.Fatalf("%s: an open three without a direction", renju.FormatMoves(b.History(), 15))
		}
		all := th.threatAnswers(append([]scoredMove(nil), ms...), 0xf)
		kept := map[renju.Point]bool{}
		for _, m := range th.threatAnswers(ms, info.threatDirs) {
			kept[m.p] = true
		}
		positions++
		opp := b.SideToMove().Opponent()
		missed := 0
		for _, m := range all {
			if kept[m.p] {
				continue
			}
			cut++
			_ = b.Place(m.p)
			res := vcf.VCF(b, opp, nil, 200_000)
			b.Undo()
			if !res.Win && !res.Aborted {
				missed++
				t.Logf("rule %v %s: %s left out, but the opponent does not win by fours after it",
					rule, renju.FormatMoves(b.History(), 15), b.PointName(m.p))
			}
		}
		if missed > 0 {
			unsound++
		}
	}
	if positions < 100 || cut == 0 {
		t.Fatalf("only %d positions with an open three to answer, %d moves left out", positions, cut)
	}
	if unsound*50 > positions {
		t.Errorf("%d of %d positions left out a move that holds", unsound, positions)
	}
	t.Logf("%d positions, %d moves left out, %d positions with one that holds", positions, cut, unsound)
}
