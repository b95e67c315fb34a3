package search

import (
	"math/rand/v2"
	"strings"
	"testing"

	"bitban/renju"
)

// testdataDir holds the shared test data (the module's testdata).
const testdataDir = "../../testdata/renju/"

// pts parses space-separated algebraic points of a 15x15 board.
func pts(t *testing.T, s string) []renju.Point {
	t.Helper()
	var out []renju.Point
	for _, f := range strings.Fields(s) {
		p, err := renju.ParsePoint(f, 15)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// near reports whether a stone lies within distance d (king moves) of (x, y).
func near(b *renju.Board, x, y, d int) bool {
	for yy := y - d; yy <= y+d; yy++ {
		for xx := x - d; xx <= x+d; xx++ {
			if b.OnBoard(xx, yy) && b.At(renju.Pt(xx, yy)) != renju.Empty {
				return true
			}
		}
	}
	return false
}

// renjuThread returns the main thread of a new searcher with a table of
// 2^ttBits entries, its Params changed by set (nil: the defaults) and its
// tables built for the renju rule: the setup of the tests that call the
// tree's functions directly.
func renjuThread(ttBits int, set func(*Params)) *thread {
	s := NewSearcher(ttBits)
	if set != nil {
		set(&s.Params)
	}
	s.buildTables(renju.Renju)
	return s.threads[0]
}

// randomNodes sets the main thread of s up on positions of random games of
// the three rules in turn (none finished; PCG seeds s1, s2) and calls f
// with each position's candidates and scan, until f has taken want of them
// (returned true) or tries games were made; it returns how many f took.
func randomNodes(s *Searcher, s1, s2 uint64, tries, want int, f func(b *renju.Board, ms []scoredMove, info nodeInfo) bool) int {
	th := s.threads[0]
	r := rand.New(rand.NewPCG(s1, s2))
	taken := 0
	for i := 0; i < tries && taken < want; i++ {
		rule := renju.Rule(i % 3)
		b := renju.RandomGame(r, 15, rule, 12+r.IntN(40))
		if b == nil || b.Winner() != renju.Empty {
			continue
		}
		s.buildTables(rule)
		th.setup(b)
		ms, info := th.candidates(th.buf[0][:0], 0)
		if f(b, ms, info) {
			taken++
		}
	}
	return taken
}

// leftOutHold plays each move of all that kept leaves out and counts them
// (cut) and those after which the opponent of the side to move does not
// win by fours (held: our VCF, 200,000 nodes, not aborted), logging each
// of the latter with why (what the answers were for).
func leftOutHold(t *testing.T, b *renju.Board, vcf *VCFSolver, all []scoredMove, kept map[renju.Point]bool, why string) (cut, held int) {
	t.Helper()
	opp := b.SideToMove().Opponent()
	for _, m := range all {
		if kept[m.p] {
			continue
		}
		cut++
		_ = b.Place(m.p)
		res := vcf.VCF(b, opp, nil, 200_000)
		b.Undo()
		if !res.Win && !res.Aborted {
			held++
			t.Logf("rule %v %s: %s left out, but %s does not win by fours after it",
				b.Rule(), renju.FormatMoves(b.History(), 15), b.PointName(m.p), why)
		}
	}
	return cut, held
}

// soundness tallies an answer-soundness test: each position's left-out
// moves (cut) and whether one of them held.
type soundness struct{ positions, cut, unsound int }

// add counts one position's check.
func (s *soundness) add(cut, held int) {
	s.positions++
	s.cut += cut
	if held > 0 {
		s.unsound++
	}
}

// check fails the test with fewer than minPositions positions or no move
// left out, or with more than maxPerCent per cent of the positions leaving
// out a move that holds; what names the positions.
func (s soundness) check(t *testing.T, what string, minPositions, maxPerCent int) {
	t.Helper()
	if s.positions < minPositions || s.cut == 0 {
		t.Fatalf("only %d positions with %s, %d moves left out", s.positions, what, s.cut)
	}
	if s.unsound*100 > maxPerCent*s.positions {
		t.Errorf("%d of %d positions left out a move that holds", s.unsound, s.positions)
	}
	t.Logf("%d positions, %d moves left out, %d positions with one that holds", s.positions, s.cut, s.unsound)
}
