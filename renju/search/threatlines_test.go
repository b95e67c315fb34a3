package search

import (
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
	var sound soundness
	randomNodes(s, 5, 9, 20000, 300, func(b *renju.Board, ms []scoredMove, info nodeInfo) bool {
		if info.ownFive != renju.NoPoint || info.oppFives > 0 || !info.oppThreat {
			return false
		}
		if info.threatDirs == 0 {
			t.Fatalf("%s: an open three without a direction", renju.FormatMoves(b.History(), 15))
		}
		all := th.threatAnswers(append([]scoredMove(nil), ms...), 0xf)
		kept := map[renju.Point]bool{}
		for _, m := range th.threatAnswers(ms, info.threatDirs) {
			kept[m.p] = true
		}
		sound.add(leftOutHold(t, b, vcf, all, kept, "the opponent's open three"))
		return true
	})
	sound.check(t, "an open three to answer", 100, 2)
}
