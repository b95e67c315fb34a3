package search

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"bitban/engine"
	"bitban/shogi"
)

// Published tsume problems (testdata/shogi/mate/classic.txt; its header
// gives the source of each). Composers count a solution without "useless
// interpositions" (muda-ai: a drop between a long-range checker and the
// king that is simply captured), and so does MateSolver (mate_muda.go):
// every problem must come out at its published length. The file also
// stores the length with every interposition counted, which the
// brute-force reference confirms for the short problems.

type classicProblem struct {
	line      int    // line number in the file, for messages
	sfen      string // Black to move and check
	published int    // the composer's length; 0: no mate
	counted   int    // with every interposition counted
	solution  []string
	source    string
	long      bool // solved only with the -long test flag
	derived   bool // a position taken from a published main line
}

func loadClassicProblems(t testing.TB) []classicProblem {
	t.Helper()
	var out []classicProblem
	for _, r := range readTable(t, "classic.txt", 6) {
		n, parts := r.Line, r.Fields
		pub, err1 := strconv.Atoi(parts[1])
		cnt, err2 := strconv.Atoi(parts[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("classic.txt:%d: bad lengths %q %q", n, parts[1], parts[2])
		}
		pr := classicProblem{line: n, sfen: parts[0], published: pub, counted: cnt,
			solution: strings.Fields(parts[3]), source: parts[4]}
		for _, tag := range strings.Fields(parts[5]) {
			switch tag {
			case "long":
				pr.long = true
			case "derived":
				pr.derived = true
			default:
				t.Fatalf("classic.txt:%d: unknown tag %q", n, tag)
			}
		}
		out = append(out, pr)
	}
	return out
}

// checkTsumePosition checks what a tsume diagram must satisfy: Black to
// move, White's king on the board and not in check, and exactly the 40
// pieces of a set on the board and in the hands (the convention that
// White holds every piece not shown).
func checkTsumePosition(t *testing.T, sfen string, p *shogi.Position) {
	t.Helper()
	if p.SideToMove() != shogi.Black {
		t.Errorf("%s: the attacker (Black) must be to move", sfen)
	}
	if p.KingSquare(shogi.White) == shogi.NoSquare {
		t.Errorf("%s: no defending king", sfen)
	}
	q := p.Clone()
	q.DoNullMove()
	if q.InCheck() {
		t.Errorf("%s: the defender is already in check", sfen)
	}
	// Count letters in the SFEN itself, independently of the parser.
	fields := strings.Fields(sfen)
	count := map[byte]int{}
	for i := 0; i < len(fields[0]); i++ {
		c := fields[0][i] &^ 0x20 // upper case
		if c >= 'A' && c <= 'Z' {
			count[c]++
		}
	}
	if h := fields[2]; h != "-" {
		n := 0
		for i := 0; i < len(h); i++ {
			if h[i] >= '0' && h[i] <= '9' {
				n = n*10 + int(h[i]-'0')
				continue
			}
			count[h[i]&^0x20] += max(n, 1)
			n = 0
		}
	}
	want := map[byte]int{'R': 2, 'B': 2, 'G': 4, 'S': 4, 'N': 4, 'L': 4, 'P': 18}
	for c, n := range want {
		if count[c] != n {
			t.Errorf("%s: %d pieces of kind %c, want %d (a full set)", sfen, count[c], c, n)
		}
	}
	if k := count['K']; k < 1 || k > 2 {
		t.Errorf("%s: %d kings", sfen, k)
	}
}

// checkPublishedLine verifies a published main line: every move legal,
// every attacker move a check, and at the end a mate by the convention:
// no legal reply, or only useless interpositions, as the brute-force
// reference with no plies left sees it.
func checkPublishedLine(t *testing.T, sfen string, p *shogi.Position, line []shogi.Move) {
	t.Helper()
	q := p.Clone()
	for i, m := range line {
		q.DoMove(m)
		if i%2 == 0 && !q.InCheck() {
			t.Fatalf("%s: published move %d %v is not a check", sfen, i+1, m)
		}
	}
	if mated, _ := refDefend(q, 0, true, map[[3]uint64]bool{}); !mated {
		var buf [shogi.MaxMoves]shogi.Move
		t.Fatalf("%s: published line %v leaves the defender %v", sfen, line, q.Generate(buf[:0]))
	}
}

// between reports whether s lies strictly between a and b on a rank, file
// or diagonal (squares are (file-1)*9 + rank-1).
func between(a, b, s shogi.Square) bool {
	af, ar := int(a)/9, int(a)%9
	bf, br := int(b)/9, int(b)%9
	df, dr := sign(bf-af), sign(br-ar)
	if !(af == bf || ar == br || abs(bf-af) == abs(br-ar)) {
		return false
	}
	for f, r := af+df, ar+dr; f != bf || r != br; f, r = f+df, r+dr {
		if shogi.Square(f*9+r) == s {
			return true
		}
	}
	return false
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

func abs(x int) int { return max(x, -x) }

// TestMateClassic solves the published problems: every diagram is a legal
// tsume position, every published main line is legal, checks at each
// attacker move and ends in mate, and the solver proves the published
// length with a legal mating line (which may differ from the published
// one where the defender has equally long defences); positions without
// mate are proven so. Problems tagged long (seconds to minutes each) run only with
// -long (go test ./shogi -run TestMateClassic -args -long).
func TestMateClassic(t *testing.T) {
	long := *longTests
	ms := NewMateSolver(64)
	counts := map[int]int{}
	var total time.Duration
	for _, pr := range loadClassicProblems(t) {
		p, err := shogi.ParseSFEN(pr.sfen)
		if err != nil {
			t.Fatalf("classic.txt:%d: %v", pr.line, err)
		}
		checkTsumePosition(t, pr.sfen, p)
		if pr.published%2 == 0 && pr.published != 0 || pr.counted < pr.published ||
			(pr.published == 0) != (pr.counted == 0) {
			t.Fatalf("classic.txt:%d: lengths %d/%d are not a tsume length and a count at least as long",
				pr.line, pr.published, pr.counted)
		}
		if pr.published > 0 {
			if len(pr.solution) != pr.published {
				t.Fatalf("classic.txt:%d: published line has %d moves, length %d",
					pr.line, len(pr.solution), pr.published)
			}
			checkPublishedLine(t, pr.sfen, p, parseLine(t, p, pr.solution))
		}
		if pr.long && !long {
			continue
		}
		var st engine.Stopper
		st.Start(120*time.Second, 0)
		start := time.Now()
		line, status := ms.Solve(p, &st)
		el := time.Since(start)
		total += el
		if !ms.Shortest() {
			t.Errorf("classic.txt:%d (%s): stopped after %v, %d nodes", pr.line, pr.source, el, ms.Nodes())
			continue
		}
		if pr.published == 0 {
			if status != MateNone {
				t.Errorf("classic.txt:%d (%s): %v %v, want nomate", pr.line, pr.source, status, movesUSI(line))
			}
			if n := refMateLength(p, 5, false); n != 0 {
				t.Errorf("classic.txt:%d: the reference finds a mate in %d", pr.line, n)
			}
			counts[0]++
			t.Logf("nomate     %-48s %8d nodes %v", pr.source, ms.Nodes(), el.Round(time.Millisecond))
			continue
		}
		if status != MateFound || len(line) != pr.published {
			t.Errorf("classic.txt:%d (%s): %v in %d (%v), want mate in %d",
				pr.line, pr.source, status, len(line), movesUSI(line), pr.published)
			continue
		}
		checkMateLine(t, pr.sfen, line)
		if !pr.derived {
			// Nothing shorter: the brute-force reference agrees, with the
			// convention and (where that is cheap) counting every ply.
			if pr.published <= 7 {
				if n := refMateLength(p, pr.published, true); n != pr.published {
					t.Errorf("classic.txt:%d: the reference finds a mate in %d, want %d", pr.line, n, pr.published)
				}
			}
			if pr.counted <= 7 {
				if n := refMateLength(p, pr.counted, false); n != pr.counted {
					t.Errorf("classic.txt:%d: the reference counting every interposition finds a mate in %d, want %d",
						pr.line, n, pr.counted)
				}
			}
		}
		counts[pr.published]++
		t.Logf("mate in %2d (counted %2d) %-40s %8d nodes %v", pr.published, pr.counted, pr.source,
			ms.Nodes(), el.Round(time.Millisecond))
	}
	t.Logf("solved in %v: %v (published length: problems; 0 = no mate)", total.Round(time.Millisecond), counts)
	for _, n := range []int{1, 3, 5, 7, 9, 11, 13, 0} {
		if counts[n] == 0 {
			t.Errorf("no published problem of length %d solved", n)
		}
	}
}

// BenchmarkMateClassic solves the published problems not tagged long (no
// checks; TestMateClassic does those) and reports the solver's speed.
func BenchmarkMateClassic(b *testing.B) {
	var sfens []string
	for _, pr := range loadClassicProblems(b) {
		if !pr.long && pr.published != 0 {
			sfens = append(sfens, pr.sfen)
		}
	}
	benchMateSolve(b, 64, sfens)
}
