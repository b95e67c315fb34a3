package search

import (
	"testing"

	"bitban/renju"
	"bitban/renju/eval"
)

// TestWinPointAnswersSound: in random positions of every rule where the
// opponent of the side to move has a winning point (a four-three or two
// fours) that wins by fours if we pass, and nothing stronger to answer,
// the candidates the answers leave out lose: after each the opponent still
// wins by fours (our VCF solver, which knows the defender's counter-fours
// and Black's forbidden points). The answers are a rule of thumb, as a
// strong engine's are: a move far from the point can make a three whose
// fours, interposed later, spoil the win (2 of these 300 positions, 3 of
// 1,500 with another seed), so at most 1 % of the positions may leave out
// such a move.
func TestWinPointAnswersSound(t *testing.T) {
	s := NewSearcher(14)
	th := s.threads[0]
	vcf := NewVCFSolver(18)
	var sound soundness
	randomNodes(s, 7, 11, 12000, 300, func(b *renju.Board, ms []scoredMove, info nodeInfo) bool {
		if info.ownFive != renju.NoPoint || info.oppFives > 0 || info.oppThreat {
			return false
		}
		w := th.winPoint()
		if w == renju.NoPoint {
			return false
		}
		opp := b.SideToMove().Opponent()
		if c := th.pt[opp][w].cls; c != eval.ClassFourThree && c != eval.ClassStraightFour {
			t.Fatalf("winPoint %s has class %d", b.PointName(w), c)
		}
		if !vcf.VCF(b, opp, nil, 200_000).Win {
			return false // a counter of ours spoils it already: no threat to answer
		}
		all := append([]scoredMove(nil), ms...)
		kept := map[renju.Point]bool{}
		for _, m := range th.winPointAnswers(ms, w) {
			kept[m.p] = true
		}
		if !kept[w] && b.Legal(w, b.SideToMove()) {
			t.Errorf("%s: the winning point %s itself is not kept", renju.FormatMoves(b.History(), 15), b.PointName(w))
		}
		sound.add(leftOutHold(t, b, vcf, all, kept, "the opponent's win point "+b.PointName(w)))
		return true
	})
	sound.check(t, "a winning point", 50, 1)
}
