package search

import (
	"testing"
	"time"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/eval"
)

// TestPolicySample: a quiet move near the stones is a sample whose target
// is that move's candidate; a move far from every stone and a forced
// position (a five to block) are not samples.
func TestPolicySample(t *testing.T) {
	b := boardFromMoves(t, 15, renju.Renju, "H8I9J8I8I7H9G10J9")
	tr := NewTrainer()
	p, _ := renju.ParsePoint("K10", 15)
	s, order, ok := tr.PolicySample(b, p)
	if !ok {
		t.Fatal("K10 near the stones: want a sample")
	}
	if len(s.Own) != len(s.Opp) || len(s.Own) != len(order) || s.Target < 0 || s.Target >= len(s.Own) {
		t.Fatalf("sample of %d/%d candidates, %d order scores, target %d", len(s.Own), len(s.Opp), len(order), s.Target)
	}
	th := tr.s.threads[0]
	me := b.SideToMove()
	if want := uint16(eval.MultisetOf(eval.LevelsIndex(&th.pt[me][p].lv))); s.Own[s.Target] != want {
		t.Errorf("target's own multiset %d, want K10's %d", s.Own[s.Target], want)
	}
	far, _ := renju.ParsePoint("A1", 15)
	if _, _, ok := tr.PolicySample(b, far); ok {
		t.Error("A1, far from every stone: want no sample")
	}
	forced := boardFromMoves(t, 15, renju.Freestyle, "H8G8I8H9J8I9K8")
	l8, _ := renju.ParsePoint("L8", 15)
	if _, _, ok := tr.PolicySample(forced, l8); ok {
		t.Error("the block of a four: want no sample")
	}
}

// TestPolicyInMoveOrder: a policy value of a point's multiset joins its
// move-order score, weighted by PolicyOrder in sixteenths, and a search
// with a policy plays legal moves.
func TestPolicyInMoveOrder(t *testing.T) {
	b := boardFromMoves(t, 15, renju.Renju, "H8I9J8I8I7H9G10J9")
	p, _ := renju.ParsePoint("K10", 15)
	score := func(prm Params) int32 {
		s := NewSearcher(10)
		s.Params = prm
		s.buildTables(b.Rule())
		th := s.threads[0]
		th.setup(b)
		ms, _ := th.candidates(nil, 0)
		for _, m := range ms {
			if m.p == p {
				return m.s
			}
		}
		t.Fatal("K10 is no candidate")
		return 0
	}
	base := score(DefaultParams())
	tr := NewTrainer()
	tr.s.threads[0].setup(b)
	th := tr.s.threads[0]
	own := eval.MultisetOf(eval.LevelsIndex(&th.pt[b.SideToMove()][p].lv))
	opp := eval.MultisetOf(eval.LevelsIndex(&th.pt[b.SideToMove().Opponent()][p].lv))
	var pol eval.Policy
	pol.Move[own] += 800
	pol.Wait[opp] += 160
	prm := DefaultParams()
	prm.Policy, prm.PolicyOrder = &pol, 8
	if got, want := score(prm), base+(800+160)*8/16; got != want {
		t.Errorf("K10 with the policy at 8/16: order score %d, want %d", got, want)
	}
	prm.PolicyOrder = 0
	if got := score(prm); got != base {
		t.Errorf("PolicyOrder 0: order score %d, want %d as without a policy", got, base)
	}
	s := NewSearcher(16)
	prm.PolicyOrder = 16
	s.Params = prm
	for ply := 0; ply < 20 && b.Winner() == renju.Empty; ply++ {
		r := search(s, b, engine.Limits{Depth: 5, MoveTime: 2 * time.Second})
		if r.Best == renju.NoPoint || !b.Legal(r.Best, b.SideToMove()) {
			t.Fatalf("ply %d: illegal move %v", ply, r.Best)
		}
		b.Place(r.Best)
	}
}
