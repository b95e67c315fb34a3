package search

import (
	"strconv"
	"testing"
	"time"

	"bitban/engine"
	"bitban/shogi"
)

type mateProblem struct {
	sfen    string
	length  int // the tsume length (useless interpositions not counted); 0: no mate
	counted int // with every interposition counted
	line    string
}

func loadMateProblems(t testing.TB) []mateProblem {
	t.Helper()
	var out []mateProblem
	for _, r := range readTable(t, "problems.txt", 4) {
		n, err1 := strconv.Atoi(r.Fields[1])
		c, err2 := strconv.Atoi(r.Fields[2])
		if err1 != nil || err2 != nil || c < n || (n == 0) != (c == 0) {
			t.Fatalf("problems.txt:%d: bad lengths %q %q", r.Line, r.Fields[1], r.Fields[2])
		}
		out = append(out, mateProblem{r.Fields[0], n, c, r.Fields[3]})
	}
	return out
}

// checkMateLine verifies a mating line on its own: every move legal, every
// attacker move a check, and at the end the defender mate by the tsume
// convention: without a legal move, or with only useless interpositions,
// as the brute-force reference with no plies left sees it
// (refDefend(p, 0, conv)); MatedByConvention, which the solver's callers
// use, must agree.
func checkMateLine(t *testing.T, sfen string, line []shogi.Move) {
	t.Helper()
	p, _ := shogi.ParseSFEN(sfen)
	var buf [shogi.MaxMoves]shogi.Move
	for i, m := range line {
		if !p.IsLegal(m) {
			t.Fatalf("%s: move %d %v illegal", sfen, i+1, m)
		}
		p.DoMove(m)
		if i%2 == 0 && !p.InCheck() {
			t.Fatalf("%s: attacker move %d %v is not a check", sfen, i+1, m)
		}
	}
	mated, _ := refDefend(p, 0, true, map[[3]uint64]bool{})
	if !mated || !p.InCheck() {
		t.Fatalf("%s: line %v does not end in mate (%d replies)", sfen, line, len(p.Generate(buf[:0])))
	}
	if !MatedByConvention(p) {
		t.Fatalf("%s: line %v ends in a mate MatedByConvention does not see", sfen, line)
	}
}

// TestMateProblems solves every stored problem with df-pn, checks the
// length and the line, and confirms the length (and that nothing shorter
// mates) with the brute-force reference, under the tsume convention as the
// solver counts, and the count with every interposition without it. By
// default problems up to 11 plies counted are solved, their tsume lengths
// up to 5 and their counts up to 9 confirmed (the reference under the
// convention is slower: every drop on the check line is a subtree as deep
// as the position it came from; TestMateClassic confirms the published
// problems up to 7 that way); -long solves all and confirms the
// tsume lengths up to 13 and every count (minutes; the reference under
// the convention did not finish the 15-ply problem in 10 minutes).
func TestMateProblems(t *testing.T) {
	long := *longTests
	ms := NewMateSolver(32)
	counts := map[int]int{}
	for _, pr := range loadMateProblems(t) {
		if pr.counted > 11 && !long {
			continue // 13 plies and more counted: seconds each, with -long
		}
		p, err := shogi.ParseSFEN(pr.sfen)
		if err != nil {
			t.Fatalf("%s: %v", pr.sfen, err)
		}
		before := p.SFEN()
		var st engine.Stopper
		st.Start(60*time.Second, 0)
		start := time.Now()
		line, status := ms.Solve(p, &st)
		el := time.Since(start)
		if p.SFEN() != before {
			t.Fatalf("solver changed the position %s -> %s", before, p.SFEN())
		}
		if pr.length == 0 {
			if status != MateNone {
				t.Errorf("%s: %v %v, want no mate", pr.sfen, status, line)
			}
			if n := refMateLength(p, 7, false); n != 0 {
				t.Errorf("%s: reference finds a mate in %d", pr.sfen, n)
			}
			continue
		}
		if status != MateFound || len(line) != pr.length {
			t.Errorf("%s: %v in %d (%v), want mate in %d", pr.sfen, status, len(line), movesUSI(line), pr.length)
			continue
		}
		checkMateLine(t, pr.sfen, line)
		counts[pr.length]++
		t.Logf("mate in %2d: %d nodes, %v", pr.length, ms.Nodes(), el.Round(time.Millisecond))
		if pr.length <= 5 || long && pr.length <= 13 {
			if n := refMateLength(p, pr.length, true); n != pr.length {
				t.Errorf("%s: reference says mate in %d, file says %d", pr.sfen, n, pr.length)
			}
		}
		if pr.counted <= 9 || long {
			if n := refMateLength(p, pr.counted, false); n != pr.counted {
				t.Errorf("%s: reference counting every interposition says mate in %d, file says %d",
					pr.sfen, n, pr.counted)
			}
		}
	}
	for _, n := range []int{1, 3, 5, 7, 9, 11} {
		if counts[n] == 0 {
			t.Errorf("no problem of length %d", n)
		}
	}
}

// TestMateTimeout: a stopped search answers MateUnknown.
func TestMateTimeout(t *testing.T) {
	p, _ := shogi.ParseSFEN("2g6/1k2G4/3n5/3+R5/9/9/9/9/9 b GLNr2bg4s2n3l18p 1")
	var st engine.Stopper
	st.Start(0, 50)
	ms := NewMateSolver(1)
	if line, status := ms.Solve(p, &st); status != MateUnknown || line != nil {
		t.Errorf("with a 50-node budget: %v %v, want unknown", status, line)
	}
}

// BenchmarkMate solves the stored problems of 9 plies or more with every
// interposition counted (the same set as before the solver adopted the
// tsume convention).
func BenchmarkMate(b *testing.B) {
	var sfens []string
	for _, pr := range loadMateProblems(b) {
		if pr.counted >= 9 {
			sfens = append(sfens, pr.sfen)
		}
	}
	benchMateSolve(b, 32, sfens)
}

// benchMateSolve solves every position of sfens per iteration and reports
// the solver's nodes per second.
func benchMateSolve(b *testing.B, mb int, sfens []string) {
	ms := NewMateSolver(mb)
	var nodes uint64
	start := time.Now()
	for b.Loop() {
		for _, sfen := range sfens {
			p, err := shogi.ParseSFEN(sfen)
			if err != nil {
				b.Fatal(err)
			}
			var st engine.Stopper
			st.Start(0, 0)
			ms.Solve(p, &st)
			nodes += ms.Nodes()
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
}
