package search

import (
	"bufio"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"bitban/othello"
)

// naiveSolve is the obviously-correct reference: plain negamax over every
// legal move, passes and the final score by the rules.
func naiveSolve(b othello.Board) int {
	m := b.Moves()
	if m == 0 {
		if b.Pass().Moves() == 0 {
			return b.FinalScore()
		}
		return -naiveSolve(b.Pass())
	}
	best := -100
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		if v := -naiveSolve(b.Play(sq)); v > best {
			best = v
		}
	}
	return best
}

// randomGameBoard plays random legal moves from the start until empties remain
// (or the game ends).
func randomGameBoard(r *rand.Rand, empties int) othello.Board {
	b := othello.Start()
	for b.Empties() > empties {
		m := b.Moves()
		if m == 0 {
			if b.Pass().Moves() == 0 {
				return b
			}
			b = b.Pass()
			continue
		}
		n := r.IntN(bits.OnesCount64(m))
		for ; n > 0; n-- {
			m &= m - 1
		}
		b = b.Play(bits.TrailingZeros64(m))
	}
	return b
}

func TestSolve1MatchesRules(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		// A random full board with one hole.
		P := r.Uint64()
		sq := r.IntN(64)
		P &^= 1 << sq
		O := ^P &^ (1 << sq)
		if got, want := solve1(P, sq), naiveSolve(othello.Board{Player: P, Opponent: O}); got != want {
			t.Fatalf("solve1(%#x, %s) = %d, want %d", P, othello.MoveName(sq), got, want)
		}
	}
}

func TestSolverMatchesNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	s := NewSolver(4)
	n := 1000
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		e := 1 + i%10
		b := randomGameBoard(r, e)
		want := naiveSolve(b)
		got := s.Solve(b)
		if got.Score != want {
			t.Fatalf("%s: solver %d, naive %d", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), got.Score, want)
		}
		// The move must achieve the score.
		if got.Move >= 0 && got.Move < 64 {
			if v := -naiveSolve(b.Play(got.Move)); v != want {
				t.Fatalf("%s: move %s scores %d, want %d", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), othello.MoveName(got.Move), v, want)
			}
		}
		// Windows: a bound outside, the exact score inside.
		wld := s.SolveWLD(b)
		if sign(wld.Score) != sign(want) {
			t.Fatalf("%s: WLD %d, exact %d", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), wld.Score, want)
		}
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func TestStableDiscsAreStable(t *testing.T) {
	// A disc reported stable must keep its colour in every continuation:
	// check it along random games to the end.
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 3000; i++ {
		b := randomGameBoard(r, r.IntN(40))
		st := StableDiscs(b.Player, b.Opponent)
		if st&^b.Player != 0 {
			t.Fatalf("stable discs outside P")
		}
		// Play the rest randomly, tracking the original player's discs.
		cur, mine := b, true
		for !cur.GameOver() {
			m := cur.Moves()
			if m == 0 {
				cur, mine = cur.Pass(), !mine
				continue
			}
			k := r.IntN(bits.OnesCount64(m))
			for ; k > 0; k-- {
				m &= m - 1
			}
			cur, mine = cur.Play(bits.TrailingZeros64(m)), !mine
			own := cur.Opponent
			if mine {
				own = cur.Player
			}
			if st&^own != 0 {
				t.Fatalf("%s: stable %#x flipped", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), st&^own)
			}
		}
	}
}

func TestEdgeStableExample(t *testing.T) {
	// A full edge: everything stable. A lone corner: stable. A lone C-square: not.
	if edgeStable[0x0f][0xf0] != 0x0f || edgeStable[0x01][0] != 1 || edgeStable[0x02][0] != 0 {
		t.Fatalf("edge table: %x %x %x", edgeStable[0x0f][0xf0], edgeStable[0x01][0], edgeStable[0x02][0])
	}
}

// ffo reads an FFO suite file.
func ffo(tb testing.TB, name string) []othello.OBF {
	f, err := os.Open("../../testdata/othello/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []othello.OBF
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		o, err := othello.ParseOBF(sc.Text())
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, o)
	}
	return out
}

// checkFFO solves o and checks the score and the move against the suite.
func checkFFO(tb testing.TB, s *Solver, n int, o othello.OBF) SolveResult {
	r := s.Solve(o.Board)
	best := o.Scores[0].Score
	if r.Score != best {
		tb.Fatalf("FFO #%d: score %d, want %d", n, r.Score, best)
	}
	ok := false
	for _, ms := range o.Scores {
		if ms.Move == r.Move && ms.Score == best {
			ok = true
		}
	}
	if !ok {
		tb.Fatalf("FFO #%d: move %s is not a best move (%v)", n, othello.MoveName(r.Move), o.Scores)
	}
	return r
}

func TestFFO1to39(t *testing.T) {
	suite := append(ffo(t, "fforum-1-19.obf"), ffo(t, "fforum-20-39.obf")...)
	last := 39
	if testing.Short() {
		last = 19
	}
	s := NewSolver(64)
	for i, o := range suite {
		n := i + 1
		if n > last {
			break
		}
		s.ClearTT()
		s.ResetNodes()
		t0 := time.Now()
		r := checkFFO(t, s, n, o)
		t.Logf("#%d %s %+d nodes %d %.2fs", n, othello.MoveName(r.Move), r.Score, r.Nodes, time.Since(t0).Seconds())
	}
}

// BenchmarkFFO40to49 solves FFO #40-#49 once per iteration, single-threaded,
// each with a cleared table; it reports the nodes.
func BenchmarkFFO40to49(b *testing.B) { benchFFO(b, 40, 49) }

// BenchmarkFFO50to59 is the harder half of the classic benchmark.
func BenchmarkFFO50to59(b *testing.B) { benchFFO(b, 50, 59) }

func benchFFO(b *testing.B, from, to int) {
	suite := ffo(b, "fforum-40-59.obf")
	s := NewSolver(256)
	var nodes uint64
	for b.Loop() {
		nodes = 0
		for n := from; n <= to; n++ {
			s.ClearTT()
			s.ResetNodes()
			t0 := time.Now()
			r := checkFFO(b, s, n, suite[n-40])
			nodes += r.Nodes
			if testing.Verbose() {
				fmt.Printf("#%d %s %+d nodes %d %.2fs\n", n, othello.MoveName(r.Move), r.Score, r.Nodes, time.Since(t0).Seconds())
			}
		}
	}
	b.ReportMetric(float64(nodes), "nodes/op")
}

func TestParityOf(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 10000; i++ {
		e := r.Uint64() & r.Uint64()
		var want uint
		for q := 0; q < 4; q++ {
			want |= uint(bits.OnesCount64(e&quadrantMask[1<<q])&1) << q
		}
		if got := parityOf(e); got != want {
			t.Fatalf("parityOf(%#x) = %04b, want %04b", e, got, want)
		}
	}
}

// fullLinesRef is the obvious version of fullLines: each line tested whole.
func fullLinesRef(filled uint64) (h, v, d9, d7 uint64) {
	for i := 0; i < 8; i++ {
		if r := uint64(0xff) << (8 * i); filled&r == r {
			h |= r
		}
		if f := uint64(fileAMask) << i; filled&f == f {
			v |= f
		}
	}
	for i := 0; i < 15; i++ {
		if m := diag9Masks[i]; filled&m == m {
			d9 |= m
		}
		if m := diag7Masks[i]; filled&m == m {
			d7 |= m
		}
	}
	return
}

func TestFullLines(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 100000; i++ {
		// Dense boards, so that many lines are full.
		f := r.Uint64() | r.Uint64() | r.Uint64()
		if i%2 == 1 {
			f |= r.Uint64()
		}
		h, v, d9, d7 := fullLines(f)
		rh, rv, r9, r7 := fullLinesRef(f)
		if h != rh || v != rv || d9 != r9 || d7 != r7 {
			t.Fatalf("fullLines(%#x) = %#x %#x %#x %#x, want %#x %#x %#x %#x", f, h, v, d9, d7, rh, rv, r9, r7)
		}
	}
}

// TestSolveParamsCheck: the defaults pass, and each value the solver
// cannot run with (a divide by zero, more selective levels than table
// keys, a margin that is no number) is named.
func TestSolveParamsCheck(t *testing.T) {
	if err := DefaultSolveParams().Check(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	for _, c := range []struct {
		set  func(*SolveParams)
		want string
	}{
		{func(p *SolveParams) { p.SortDepthStep = 0 }, "SortDepthStep 0: must be at least 1"},
		{func(p *SolveParams) { p.ProbCutStep = -2 }, "ProbCutStep -2: must be at least 1"},
		{func(p *SolveParams) { p.SelLevels = []float64{1, 2, 3, 4, 5, 6} }, "SelLevels: 6 levels, at most 5"},
		{func(p *SolveParams) { p.SelLevels = []float64{1, math.NaN()} }, "SelLevels[1] NaN: must be a positive number of standard deviations"},
		{func(p *SolveParams) { p.SelLevels = []float64{0} }, "SelLevels[0] 0: must be a positive number of standard deviations"},
		{func(p *SolveParams) { p.AspirationDelta = -1 }, "AspirationDelta -1: must not be negative"},
		{func(p *SolveParams) { p.ChildTTOrderEmpties = -1 }, "ChildTTOrderEmpties -1: must not be negative"},
	} {
		p := DefaultSolveParams()
		c.set(&p)
		if err := p.Check(); err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	p := DefaultSolveParams()
	p.SelLevels = nil // no pre-searches is a valid choice
	if err := p.Check(); err != nil {
		t.Errorf("no selective levels: %v", err)
	}
}

// TestChildBoundOrderKeepsScores: the child-bound ordering where the
// mobility orders (ChildTTOrderEmpties) changes the nodes searched, never
// a score: against the naive reference on random positions with 9-10
// empties (where it acts, one table kept over them so that bounds are
// found), and against the solver without it on positions with 16 empties.
func TestChildBoundOrderKeepsScores(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	on, off := NewSolver(16), NewSolver(16)
	p := DefaultSolveParams()
	p.ChildTTOrderEmpties = 9
	on.SetParams(p)
	obf := func(b othello.Board) string {
		return othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black})
	}
	for i := 0; i < 40; i++ {
		b := randomGameBoard(r, 9+i%2)
		if got, want := on.Solve(b).Score, naiveSolve(b); got != want {
			t.Fatalf("%s: score %d with the child bounds, naive %d", obf(b), got, want)
		}
	}
	var nodesOn, nodesOff uint64
	for i := 0; i < 20; i++ {
		b := randomGameBoard(r, 16)
		on.ClearTT()
		off.ClearTT()
		a, c := on.Solve(b), off.Solve(b)
		if a.Score != c.Score {
			t.Fatalf("position %d %s: score %d with the child bounds, %d without", i, obf(b), a.Score, c.Score)
		}
		nodesOn += a.Nodes
		nodesOff += c.Nodes
	}
	if nodesOn == nodesOff {
		t.Errorf("the same %d nodes with and without the child bounds: the option does nothing", nodesOn)
	}
	t.Logf("nodes: %d with the child bounds, %d without", nodesOn, nodesOff)
}
