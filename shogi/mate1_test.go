package shogi

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// mateInOneSlow is the obvious reference: some legal move, made, leaves
// the defender in check and without a legal move. (A move that leaves the
// defender no legal move without a check also wins in shogi, but only in
// composed positions: the defender of a game always has a pawn to move or
// drop. MateInOne does not look for it.)
func mateInOneSlow(p *Position) bool { return mateKinds(p).all > 0 }

// mateCount counts the mating moves of a position: all, and the drops,
// the promotions and the discovered checks (the moved piece not a
// checker) among them.
type mateCount struct{ all, drops, promotions, discovered int }

func mateKinds(p *Position) mateCount {
	var buf, rep [MaxMoves]Move
	var c mateCount
	for _, m := range p.Generate(buf[:0]) {
		p.DoMove(m)
		if p.InCheck() && len(p.Generate(rep[:0])) == 0 {
			c.all++
			switch {
			case m.IsDrop():
				c.drops++
			case !p.Checkers().Has(m.To()):
				c.discovered++
			}
			if m.IsPromotion() {
				c.promotions++
			}
		}
		p.UndoMove(m)
	}
	return c
}

// mateInOneByChecks is the first MateInOne (every legal check, then every
// reply generated), kept to compare the cost with.
func mateInOneByChecks(p *Position, checks, replies []Move) Move {
	for _, m := range p.GenerateChecks(checks[:0]) {
		p.DoMove(m)
		mated := len(p.Generate(replies[:0])) == 0
		p.UndoMove(m)
		if mated {
			return m
		}
	}
	return MoveNone
}

// checkMateInOne compares MateInOne with the reference on p (not in
// check) and verifies that a returned move is legal and mates. It returns
// whether p has a mate in one.
func checkMateInOne(t *testing.T, p *Position, where string) bool {
	t.Helper()
	var buf, rep [MaxMoves]Move
	key := p.Key()
	m := p.MateInOne(buf[:0])
	if p.Key() != key {
		t.Fatalf("%s: MateInOne changed the position", where)
	}
	want := mateInOneSlow(p)
	if (m != MoveNone) != want {
		t.Fatalf("%s %s: MateInOne %v, reference %v", where, p.SFEN(), m, want)
	}
	if m == MoveNone {
		return false
	}
	if !p.IsLegal(m) {
		t.Fatalf("%s %s: MateInOne returned the illegal %v", where, p.SFEN(), m)
	}
	p.DoMove(m)
	if !p.InCheck() || len(p.Generate(rep[:0])) != 0 {
		t.Fatalf("%s: %v does not mate", where, m)
	}
	p.UndoMove(m)
	return true
}

// TestMateInOneMatchesReference compares MateInOne with the reference on
// the positions of random games (biased towards checks and captures so
// that mates occur), and hasEvasion with the move generator in every
// position in check.
func TestMateInOneMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var buf, caps, checks [MaxMoves]Move
	found, positions, inCheck := 0, 0, 0
	var boardOnly, promoOnly, discOnly int
	for g := 0; g < 1000; g++ {
		p := NewStartPosition()
		for ply := 0; ply < 200; ply++ {
			moves := p.Generate(buf[:0])
			if p.InCheck() {
				inCheck++
				if p.hasEvasion() != (len(moves) > 0) {
					t.Fatalf("game %d ply %d %s: hasEvasion %v with %d legal moves", g, ply, p.SFEN(), p.hasEvasion(), len(moves))
				}
			} else {
				positions++
				if checkMateInOne(t, p, "random game") {
					found++
					c := mateKinds(p)
					boardOnly += b2i(c.drops == 0)
					promoOnly += b2i(c.promotions == c.all)
					discOnly += b2i(c.discovered == c.all)
				}
			}
			if len(moves) == 0 {
				break
			}
			m := moves[r.IntN(len(moves))]
			if c := p.GenerateChecks(checks[:0]); len(c) > 0 && r.IntN(3) == 0 {
				m = c[r.IntN(len(c))]
			} else if c := p.GenerateCaptures(caps[:0]); len(c) > 0 && r.IntN(2) == 0 {
				m = c[r.IntN(len(c))]
			}
			p.DoMove(m)
		}
	}
	if found < 200 || inCheck < 1000 || boardOnly < 20 || promoOnly < 5 || discOnly < 1 {
		t.Fatalf("only %d mates in one (%d by board moves only, %d by promotions only, %d by discovered checks only) and %d positions in check met: the test says little",
			found, boardOnly, promoOnly, discOnly, inCheck)
	}
	t.Logf("%d positions, %d with a mate in one (%d by board moves only, %d by promotions only, %d by discovered checks only); %d in check",
		positions, found, boardOnly, promoOnly, discOnly, inCheck)
}

// TestMateInOneTsume compares MateInOne with the reference on every
// attacker position of the published main lines of the tsume problems,
// and requires the mate in the position before a line's last move when
// that move leaves no legal reply (some end in a mate only by the
// composers' convention: every reply a useless interposition).
func TestMateInOneTsume(t *testing.T) {
	n := 0
	for _, name := range []string{"problems.txt", "classic.txt"} {
		for _, row := range readTable(t, name, map[string]int{"problems.txt": 4, "classic.txt": 6}[name]) {
			p, err := ParseSFENRelaxed(row.Fields[0])
			if err != nil {
				t.Fatal(err)
			}
			line := parseLine(t, p, strings.Fields(row.Fields[3]))
			strict := strictMate(p, line)
			for i, m := range line {
				if i%2 == 0 {
					mate := checkMateInOne(t, p, name)
					if i == len(line)-1 && strict && !mate {
						t.Fatalf("%s:%d: no mate in one before the last move %v", name, row.Line, m)
					}
					n++
				}
				p.DoMove(m)
			}
		}
	}
	if n < 250 {
		t.Fatalf("only %d positions", n)
	}
	t.Logf("%d tsume positions", n)
}

// strictMate reports whether line, played from p, ends with the defender
// in check and without a legal move.
func strictMate(p *Position, line []Move) bool {
	q := p.Clone()
	for _, m := range line {
		q.DoMove(m)
	}
	var buf [MaxMoves]Move
	return q.InCheck() && len(q.Generate(buf[:0])) == 0
}

// TestMateInOneRules: a pawn drop that would mate is no mate
// (uchifuzume), the same drop with a gold is; quiet positions have none.
func TestMateInOneRules(t *testing.T) {
	cases := []struct {
		sfen string
		mate bool
	}{
		{"8k/9/p5NS1/9/9/9/9/9/4K4 b P 1", false}, // P*1b would mate: illegal
		{"8k/9/p5NS1/9/9/9/9/9/4K4 b G 1", true},
		{"8k/9/p5NS1/9/9/9/9/9/4K4 b L 1", true},
		{"8k/9/p5N2/9/9/9/9/9/4K4 b G 1", false}, // the king takes the gold
		{StartSFEN, false},
	}
	var buf [MaxMoves]Move
	for _, c := range cases {
		p, err := ParseSFENRelaxed(c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		if m := p.MateInOne(buf[:0]); (m != MoveNone) != c.mate {
			t.Errorf("%s: MateInOne %v, want a mate: %v", c.sfen, m, c.mate)
		}
		checkMateInOne(t, p, "rules")
	}
}

// BenchmarkMateInOne runs MateInOne, and the first version (all checks,
// all replies), over positions of random games.
func BenchmarkMateInOne(b *testing.B) {
	ps := randomPositions(200)
	var buf, rep [MaxMoves]Move
	b.Run("fast", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkInt += int(ps[i%len(ps)].MateInOne(buf[:0]))
			i++
		}
	})
	b.Run("checks", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkInt += int(mateInOneByChecks(ps[i%len(ps)], buf[:0], rep[:0]))
			i++
		}
	})
}

// randomPositions returns n positions not in check from random games
// (plies 20 to 120).
func randomPositions(n int) []*Position {
	r := rand.New(rand.NewPCG(5, 6))
	var buf [MaxMoves]Move
	var out []*Position
	for len(out) < n {
		p := NewStartPosition()
		stop := 20 + r.IntN(100)
		for ply := 0; ply < stop; ply++ {
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.DoMove(moves[r.IntN(len(moves))])
		}
		if !p.InCheck() {
			out = append(out, p.Clone())
		}
	}
	return out
}
