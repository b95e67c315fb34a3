package search

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"bitban/othello"
)

// ffo1 is FFO #1 with every legal move scored (as in fforum-1-19.obf).
const ffo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;"

// ffo1Board is the board of ffo1 without its annotations.
var ffo1Board = ffo1[:66]

func TestReadQualitySet(t *testing.T) {
	text := "# a comment\n\n" + ffo1 + "\n" +
		"   # an indented comment\n" +
		// The start position, annotations in any order and case, spaces.
		"---------------------------OX------XO--------------------------- X; d3:+0 ;F5:-0;c4:+0; E6:0\n"
	set, err := ReadQualitySet(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(set) != 2 || set[0].Line != 3 || set[1].Line != 5 {
		t.Fatalf("got %d positions at lines %v", len(set), set)
	}
	if b := set[0].Best(); b != 18 {
		t.Errorf("best of FFO #1: %d, want 18", b)
	}
	for _, c := range []struct {
		move  string
		score int
		ok    bool
	}{{"G8", 18, true}, {"g2", -24, true}, {"B1", -4, true}, {"A1", 0, false}} {
		m, _ := othello.ParseMove(c.move)
		if v, ok := set[0].ScoreOf(m); v != c.score || ok != c.ok {
			t.Errorf("ScoreOf(%s) = %d, %v; want %d, %v", c.move, v, ok, c.score, c.ok)
		}
	}
	if b := set[1].Best(); b != 0 || len(set[1].Scores) != 4 {
		t.Errorf("start: best %d, %d scores", b, len(set[1].Scores))
	}
}

// The FFO suites score every legal move: each file is a quality set.
func TestFFOSuitesAreQualitySets(t *testing.T) {
	for _, name := range []string{"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf"} {
		f, err := os.Open("../../testdata/othello/" + name)
		if err != nil {
			t.Fatal(err)
		}
		set, err := ReadQualitySet(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, q := range set {
			if q.Best() != q.Scores[0].Score {
				t.Errorf("%s line %d: best %d is not listed first", name, q.Line, q.Best())
			}
		}
	}
}

func TestReadQualitySetErrors(t *testing.T) {
	start := "---------------------------OX------XO--------------------------- X"
	for _, c := range []struct {
		text, want string
	}{
		{"", "no position in the set (0 lines)"},
		{"# only a comment\n\n", "no position in the set (2 lines)"},
		{"# header\n" + ffo1 + "\n" + start + "; D3:+0; C4:+0; F5:+0\n", "line 3: quality: legal move E6 has no score"},
		{start + "; D3:+0; C4:+0; F5:+0; E6:+0; D3:+2\n", "line 1: quality: D3 is scored twice"},
		{start + "; D3:+0; C4:+0; F5:+0; E6:+0; A1:+2\n", "line 1: quality: A1:+2: A1 is not a legal move for black"},
		{start + "; D3:+0; C4:+1; F5:+0; E6:+0\n", "line 1: quality: C4:+1: an exact score is even"},
		{start + "; D3:+0; C4:+0; F5:+0; E6:+0; PA:+0\n", "line 1: quality: PA:+0: a pass is not a move here"},
		{start + "\n", "line 1: quality: legal move"},
		{ffo1 + "\n\n" + ffo1 + "\n", "line 3: the same position as line 1"},
		{"\n" + strings.Repeat("X", 64) + " O; A1:+64\n", "line 2: quality: white to move has no legal move"},
		{"XO" + strings.Repeat("-", 62) + " O\n", "line 1: quality: white to move has no legal move"},
		{strings.Repeat("-", 63) + " X\n", "line 1: obf: board has 63 characters, want 64"},
		{ffo1Board + "; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:x\n", `line 1: obf: annotation 8 "G2:x": score "x" is not an integer`},
		{ffo1Board + "; G8:+66\n", "line 1: obf: annotation 1"},
		{"#\n" + ffo1Board[:10] + "Z" + ffo1Board[11:] + "\n", "line 2: obf: character 11 (square C2)"},
		{ffo1 + "\n" + strings.Repeat("-", 5000) + "\n", "line 2: longer than 4096 bytes"},
	} {
		_, err := ReadQualitySet(strings.NewReader(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.70q...: error %v, want %q", c.text, err, c.want)
		}
	}
}

// SolveMoves against the plain negamax over the rules, on positions of
// random games with 5..9 empties (passes and finished children included).
func TestSolveMovesMatchesNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 30))
	s := NewSolver(4)
	positions := 0
	for positions < 40 {
		b := randomGameBoard(r, 5+r.IntN(5))
		if b.Moves() == 0 {
			continue
		}
		positions++
		var streamed []othello.MoveScore
		got := s.SolveMoves(b, func(m othello.MoveScore, _ SolveResult) { streamed = append(streamed, m) })
		if len(got) != bits.OnesCount64(b.Moves()) || len(streamed) != len(got) {
			t.Fatalf("%d scores, %d streamed for %d legal moves", len(got), len(streamed), bits.OnesCount64(b.Moves()))
		}
		for i, m := range got {
			if want := -naiveSolve(b.Play(m.Move)); m.Score != want {
				t.Errorf("%v move %s: score %d, naive %d", b, othello.MoveName(m.Move), m.Score, want)
			}
			if i > 0 && (got[i-1].Score < m.Score || got[i-1].Score == m.Score && got[i-1].Move > m.Move) {
				t.Errorf("%v: scores not best first: %v", b, got)
			}
		}
		if got[0].Score != naiveSolve(b) {
			t.Errorf("%v: best %d, naive root %d", b, got[0].Score, naiveSolve(b))
		}
		q := QualityPosition{OBF: othello.OBF{Position: othello.Position{Board: b}, Scores: got}}
		if err := CheckQuality(q.OBF); err != nil {
			t.Errorf("%v: solved scores fail the check: %v", b, err)
		}
	}
	if s.SolveMoves(othello.Board{Player: 2, Opponent: 1}, nil) != nil {
		t.Error("a board without a legal move gave scores")
	}
}

func FuzzReadQualitySet(f *testing.F) {
	f.Add("# made by a test\n" + ffo1 + "\n")
	f.Add("---------------------------OX------XO--------------------------- X; d3:+0; c4:+0; f5:+0; e6:+0\n\n")
	f.Add(ffo1 + "\n" + ffo1 + "\n")
	f.Add(ffo1Board + "; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-23;")
	f.Add("XO" + strings.Repeat("-", 62) + " O; PA:+0;")
	f.Fuzz(func(t *testing.T, s string) {
		set, err := ReadQualitySet(strings.NewReader(s))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") && !strings.HasPrefix(err.Error(), "no position") {
				t.Fatalf("%q: error %q names no line", s, err)
			}
			return
		}
		// What was read checks out and reads back the same from its own text.
		var b strings.Builder
		for _, q := range set {
			if err := CheckQuality(q.OBF); err != nil {
				t.Fatalf("%q line %d: read, but %v", s, q.Line, err)
			}
			if _, ok := q.ScoreOf(bits.TrailingZeros64(q.Moves())); !ok || len(q.Scores) != bits.OnesCount64(q.Moves()) {
				t.Fatalf("%q line %d: not every legal move scored", s, q.Line)
			}
			b.WriteString(q.String() + "\n")
		}
		again, err := ReadQualitySet(strings.NewReader(b.String()))
		if err != nil || len(again) != len(set) {
			t.Fatalf("%q -> %q: %v", s, b.String(), err)
		}
		for i := range set {
			if again[i].Position != set[i].Position || again[i].Best() != set[i].Best() || again[i].Line != i+1 {
				t.Fatalf("%q: position %d reads back as %v", s, i, again[i])
			}
		}
	})
}
