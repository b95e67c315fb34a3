package search

import (
	"math/rand/v2"
	"strings"
	"testing"

	"bitban/engine"
	"bitban/shogi"
)

// TestMateHandSuperiority: a proof stored for one pair of hands settles
// the same board with the attacker holding more and the defender less,
// never the other way; a disproof the reverse.
func TestMateHandSuperiority(t *testing.T) {
	ms := NewMateSolver(1)
	var small, big shogi.Hand
	small = small.Add(shogi.Gold)
	big = small.Add(shogi.Pawn)
	board := uint64(0x1234567890ABCDEF)
	ms.store(nodeID{board, small, big}, 0, pnInf, 5)
	if e := ms.probe(nodeID{board, big, small}); e == nil || e.pn != 0 {
		t.Errorf("a proof with less in the attacker's hand does not carry over to more")
	}
	if e := ms.probe(nodeID{board, small, small}); e == nil || e.pn != 0 {
		t.Errorf("a proof does not carry over to the defender holding less")
	}
	if e := ms.probe(nodeID{board, shogi.Hand(0), big}); e != nil {
		t.Errorf("a proof carried over to the attacker holding less: %+v", *e)
	}
	if e := ms.probe(nodeID{board ^ 1, big, small}); e != nil {
		t.Errorf("a proof carried over to another board")
	}
	ms = NewMateSolver(1)
	ms.store(nodeID{board, big, small}, pnInf, 0, 0)
	if e := ms.probe(nodeID{board, small, big}); e == nil || e.dn != 0 {
		t.Errorf("a disproof with more in the attacker's hand does not carry over to less")
	}
	if e := ms.probe(nodeID{board, big.Add(shogi.Pawn), small}); e != nil {
		t.Errorf("a disproof carried over to the attacker holding more: %+v", *e)
	}
}

// TestMatedByConventionAgainstReference compares MatedByConvention with the
// brute-force reference with no plies left (refDefend(p, 0, conv)) on every
// defender position along the published lines of classic.txt and along
// random check sequences from random tsume positions: the positions where
// the two could disagree (drops on a check line) are common on both.
func TestMatedByConventionAgainstReference(t *testing.T) {
	compare := func(p *shogi.Position, what string) bool {
		want, _ := refDefend(p, 0, true, map[[3]uint64]bool{})
		if got := MatedByConvention(p); got != want {
			t.Errorf("%s: MatedByConvention(%s) = %v, reference %v", what, p.SFEN(), got, want)
		}
		return want
	}
	var buf [shogi.MaxMoves]shogi.Move
	for _, pr := range loadClassicProblems(t) {
		p, err := shogi.ParseSFEN(pr.sfen)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range parseLine(t, p, pr.solution) {
			p.DoMove(m)
			if i%2 == 0 {
				mated := compare(p, "classic.txt published line")
				if mated != (i == len(pr.solution)-1) {
					t.Errorf("classic.txt:%d: mate by convention after move %d of %d", pr.line, i+1, len(pr.solution))
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	mates, onlyDrops, positions := 0, 0, 0
	for i := 0; i < 2000; i++ {
		p, err := shogi.ParseSFEN(randomTsume(r))
		if err != nil {
			continue
		}
		for ply := 0; ply < 8; ply++ {
			var checks []shogi.Move
			for _, m := range p.Generate(buf[:0]) {
				p.DoMove(m)
				if p.InCheck() {
					checks = append(checks, m)
				}
				p.UndoMove(m)
			}
			if len(checks) == 0 {
				break
			}
			p.DoMove(checks[r.IntN(len(checks))])
			positions++
			replies := p.Generate(buf[:0])
			ch := p.Checkers()
			drops := len(replies) > 0
			for _, m := range replies {
				if !m.IsDrop() || ch.PopCount() != 1 || !between(ch.LSB(), p.KingSquare(p.SideToMove()), m.To()) {
					drops = false
				}
			}
			if drops {
				onlyDrops++
			}
			if compare(p, "random checks") {
				mates++
				break
			}
			p.DoMove(replies[r.IntN(len(replies))])
		}
	}
	t.Logf("%d random positions after a check, %d with only drops on the check line, %d mate by convention",
		positions, onlyDrops, mates)
	if mates == 0 || onlyDrops == 0 {
		t.Errorf("no random mate or no position with only line drops: the comparison tested little")
	}
}

// TestMateUselessInterpositionLength: a rook check from a distance, every
// interposition taken by the rook with the king unable to take back, is a
// mate in 1 by convention; counting the drops makes it longer, and the line
// is the single check.
func TestMateUselessInterpositionLength(t *testing.T) {
	// White's king on 1a, its own pawns on 1b and 2b; Black's rook on 9c
	// goes to 9a. White may drop on 8a..2a: the rook takes each with check
	// and nothing takes it back (2a is next to the king, but Black's gold
	// on 3b guards it).
	const sfen = "8k/6Gpp/R8/9/9/9/9/9/9 b r2b3g4s4n4l16p 1"
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	ms := NewMateSolver(4)
	var st engine.Stopper
	st.Start(0, 0)
	line, status := ms.Solve(p, &st)
	if status != MateFound || len(line) != 1 {
		t.Fatalf("%v %v, want a mate in 1", status, movesUSI(line))
	}
	checkMateLine(t, sfen, line)
	if n := refMateLength(p, 5, false); n != 0 {
		t.Errorf("counting every interposition the reference finds a mate in %d, want none within 5", n)
	}
	// Without the gold, the king takes the rook on 2a: that drop counts,
	// and so the mate is longer (or gone).
	q, _ := shogi.ParseSFEN("8k/7pp/R8/9/9/9/9/9/9 b Gr2b3g4s4n4l16p 1")
	if line, status := ms.Solve(q, &st); status == MateFound && len(line) == 1 {
		t.Errorf("without the guard on 2a: mate in 1 (%v)", movesUSI(line))
	}
}

// TestMateLinePositionsAgainstReference: along the stored line of every
// problem (the published main lines of classic.txt, the solver's lines of
// problems.txt), the attacker's positions with at most 5 plies left are
// solved and compared with the brute-force reference under the
// convention. Each must be a mate in exactly the plies the line leaves
// (the lines are main lines against the longest defence), so this checks
// the solver's lengths on many more positions than the files hold, the
// positions right before a mate by useless interpositions among them.
func TestMateLinePositionsAgainstReference(t *testing.T) {
	type problem struct {
		sfen string
		line []string
	}
	var all []problem
	for _, pr := range loadClassicProblems(t) {
		if pr.published > 0 {
			all = append(all, problem{pr.sfen, pr.solution})
		}
	}
	for _, pr := range loadMateProblems(t) {
		if pr.length > 0 {
			all = append(all, problem{pr.sfen, strings.Fields(pr.line)})
		}
	}
	ms := NewMateSolver(16)
	checked := 0
	for _, pr := range all {
		p, err := shogi.ParseSFEN(pr.sfen)
		if err != nil {
			t.Fatal(err)
		}
		line := parseLine(t, p, pr.line)
		for i, m := range line {
			if left := len(line) - i; i%2 == 0 && left <= 5 {
				var st engine.Stopper
				st.Start(0, 0)
				sub, status := ms.Solve(p, &st)
				if status != MateFound || len(sub) != left {
					t.Errorf("%s: after %v: %v in %d (%v), want mate in %d",
						pr.sfen, movesUSI(line[:i]), status, len(sub), movesUSI(sub), left)
				} else if n := refMateLength(p, left, true); n != left {
					t.Errorf("%s: after %v: the reference finds a mate in %d, want %d",
						pr.sfen, movesUSI(line[:i]), n, left)
				}
				checked++
			}
			p.DoMove(m)
		}
	}
	t.Logf("%d positions along %d lines", checked, len(all))
}
