package othello

import (
	"bufio"
	"errors"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseMove(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{{"A1", 0}, {"a1", 0}, {"H8", 63}, {"h8", 63}, {"f5", 37}, {"D3", 19}, {"PA", PassMove}, {"pa", PassMove}, {"pass", PassMove}, {"Pass", PassMove}, {" e6 ", 44}} {
		got, err := ParseMove(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseMove(%q) = %d, %v; want %d", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"", "a", "a9", "i1", "a0", "11", "aa", "pas", "a1a", "-", "\x00\x00"} {
		if _, err := ParseMove(in); err == nil {
			t.Errorf("ParseMove(%q): no error", in)
		} else if !strings.Contains(err.Error(), "move") {
			t.Errorf("ParseMove(%q): error %q does not say what was wrong", in, err)
		}
	}
	for sq := 0; sq <= PassMove; sq++ {
		if got, err := ParseMove(MoveName(sq)); err != nil || got != sq {
			t.Errorf("ParseMove(MoveName(%d)) = %d, %v", sq, got, err)
		}
	}
	if MoveName(-1) != "??" || MoveName(65) != "??" {
		t.Errorf("MoveName out of range: %q %q", MoveName(-1), MoveName(65))
	}
}

func TestTranscript(t *testing.T) {
	// The four openings of the start are symmetric: same disc counts.
	p, moves, err := ParseTranscript(StartPosition(), "f5d6c3d3c4")
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 5 || p.Turn != White {
		t.Fatalf("f5d6c3d3c4: %d moves, %s to move", len(moves), p.Turn)
	}
	if got := FormatTranscript(moves); got != "f5d6c3d3c4" {
		t.Errorf("FormatTranscript = %q", got)
	}
	// Spaces, commas and upper case.
	q, _, err := ParseTranscript(StartPosition(), "F5 d6,C3 D3  c4")
	if err != nil || q != p {
		t.Errorf("spaced transcript: %v, %v", q, err)
	}
	// The exact ply of an illegal move.
	for _, c := range []struct {
		in  string
		ply int
		off int
	}{
		{"f5d6c3d3a1", 5, 8},
		{"f5f5", 2, 2},
		{"a1", 1, 0},
		{"f5 d6 zz", 3, 6},
		{"f5d6c", 3, 4},
		{"f5pa", 2, 2}, // pass while moves exist
	} {
		_, _, err := ParseTranscript(StartPosition(), c.in)
		var te *TranscriptError
		if !errors.As(err, &te) {
			t.Errorf("%q: error %v, want a TranscriptError", c.in, err)
			continue
		}
		if te.Ply != c.ply || te.Offset != c.off {
			t.Errorf("%q: ply %d offset %d, want ply %d offset %d (%v)", c.in, te.Ply, te.Offset, c.ply, c.off, err)
		}
		if !strings.Contains(err.Error(), "ply") {
			t.Errorf("%q: error %q does not name the ply", c.in, err)
		}
	}
}

// TestTranscriptRandomGames plays random games to the end, formats them and
// reads them back, with passes written out and left implicit.
func TestTranscriptRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	sawPass := false
	for i := 0; i < 500; i++ {
		p := StartPosition()
		var moves []int
		var withPass strings.Builder
		for !p.GameOver() {
			m := p.Moves()
			mv := PassMove
			if m != 0 {
				for range r.IntN(bits.OnesCount64(m)) {
					m &= m - 1
				}
				mv = bits.TrailingZeros64(m)
			} else {
				sawPass = true
			}
			withPass.WriteString(MoveName(mv))
			moves = append(moves, mv)
			p = p.Play(mv)
		}
		s := FormatTranscript(moves)
		q, got, err := ParseTranscript(StartPosition(), s)
		if err != nil || q != p {
			t.Fatalf("%s: %v (position %v, want %v)", s, err, q, p)
		}
		if len(got) != len(moves) {
			t.Fatalf("%s: %d moves read back (passes included), want %d", s, len(got), len(moves))
		}
		q, _, err = ParseTranscript(StartPosition(), withPass.String())
		if err != nil || q != p {
			t.Fatalf("%s: %v", withPass.String(), err)
		}
		if p.GameOver() && q.FinalScoreBlack()+(-q.FinalScoreBlack()) != 0 {
			t.Fatal("unreachable")
		}
	}
	if !sawPass {
		t.Error("no random game had a pass")
	}
}

func TestOBF(t *testing.T) {
	files, err := filepath.Glob("../testdata/othello/*.obf")
	if err != nil || len(files) != 4 {
		t.Fatalf("obf files: %v %v", files, err)
	}
	lines := 0
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			line := sc.Text()
			if strings.TrimSpace(line) == "" {
				continue // a file may end with a blank line
			}
			o, err := ParseOBF(line)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			lines++
			// Round trip, annotations included.
			if got := o.String(); got != strings.TrimSpace(line) {
				t.Errorf("round trip:\n got %q\nwant %q", got, line)
			}
			// Every annotated move is legal and the annotations list every
			// legal move (the FFO files do), the best first.
			var m uint64
			for i, s := range o.Scores {
				if s.Move != PassMove && !o.IsLegal(s.Move) {
					t.Errorf("%s: %s is not legal", line, MoveName(s.Move))
				}
				if i > 0 && s.Score > o.Scores[i-1].Score {
					t.Errorf("%s: scores not best first", line)
				}
				m |= 1 << uint(s.Move&63)
			}
			if m != o.Moves() {
				t.Errorf("%s: annotated moves %#x, legal moves %#x", line, m, o.Moves())
			}
		}
		fh.Close()
	}
	if lines != 79 {
		t.Errorf("%d OBF lines, want 79", lines)
	}
	start, err := ParseOBF("---------------------------OX------XO--------------------------- X")
	if err != nil || start.Position != StartPosition() || len(start.Scores) != 0 {
		t.Errorf("start OBF: %v %v", start, err)
	}
	if FormatOBF(StartPosition()) != "---------------------------OX------XO--------------------------- X" {
		t.Errorf("FormatOBF(start) = %q", FormatOBF(StartPosition()))
	}
	w, err := ParseOBF("---------------------------ox......xo___________________________ o")
	if err != nil || w.Turn != White || w.Board != StartPosition().Pass() {
		t.Errorf("lower-case OBF: %v %v", w, err)
	}
}

func TestOBFErrors(t *testing.T) {
	good := "---------------------------OX------XO---------------------------"
	for _, c := range []struct{ in, want string }{
		{"", "64"},
		{good[:63] + " X", "63 characters"},
		{good + "- X", "more than 64"},
		{good[:10] + "Z" + good[11:] + " X", "character 11 (square C2)"},
		{good, "missing side"},
		{good + " ", "missing side"},
		{good + " ;", "missing side"},
		{good + " B", "side to move"},
		{good + " XO", "after the side to move"},
		{good + " X; Z9:+1;", "annotation 1"},
		{good + " X; D3:+1; E6", "annotation 2"},
		{good + " X; D3:abc;", "score"},
		{good + " X; D3:+99;", "score"},
		{good + "X", "more than 64"},
	} {
		_, err := ParseOBF(c.in)
		if err == nil {
			t.Errorf("ParseOBF(%q): no error", c.in)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseOBF(%q): error %q, want it to mention %q", c.in, err, c.want)
		}
	}
}

func TestRules(t *testing.T) {
	s := StartPosition()
	if s.Moves() != 1<<19|1<<26|1<<37|1<<44 {
		t.Errorf("start moves %#x", s.Moves())
	}
	if s.GameOver() || s.MustPass() || s.Empties() != 60 || s.DiscDiff() != 0 {
		t.Error("start: wrong state")
	}
	p := s.Play(37) // f5
	black, white := p.Discs()
	if bits.OnesCount64(black) != 4 || bits.OnesCount64(white) != 1 || p.Turn != White {
		t.Errorf("after f5: %d black %d white", bits.OnesCount64(black), bits.OnesCount64(white))
	}
	if _, err := s.PlayMove(0); err == nil {
		t.Error("A1 legal at the start")
	}
	if _, err := s.PlayMove(27); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("D4 at the start: %v", err)
	}
	if _, err := s.PlayMove(PassMove); err == nil {
		t.Error("pass legal at the start")
	}
	if _, err := s.PlayMove(99); err == nil {
		t.Error("square 99 accepted")
	}
	// Final scores, empties to the winner.
	for _, c := range []struct {
		p, o uint64
		want int
	}{
		{0xff, 0xff00, 0},                  // 8-8, 48 empty: draw
		{0xffff, 0xff0000, 8 + 40},         // 16-8
		{0xff, 0, 64},                      // wipe-out
		{0x0f, ^uint64(0) &^ 0x0f, 4 - 60}, // 4-60, no empties
		{1, 2, 0},
	} {
		b := Board{c.p, c.o}
		if got := b.FinalScore(); got != c.want {
			t.Errorf("FinalScore(%#x, %#x) = %d, want %d", c.p, c.o, got, c.want)
		}
		if got := b.Pass().FinalScore(); got != -c.want {
			t.Errorf("FinalScore swapped = %d, want %d", got, -c.want)
		}
	}
	// A finished game: white wiped out.
	o, _ := ParseOBF(strings.Repeat("X", 10) + strings.Repeat("-", 54) + " O")
	if !o.GameOver() || o.FinalScoreBlack() != 64 || o.MustPass() {
		t.Errorf("wipe-out: over %v, score %d", o.GameOver(), o.FinalScoreBlack())
	}
	if _, err := o.PlayMove(PassMove); err == nil {
		t.Error("pass accepted in a finished game")
	}
	if _, err := o.PlayMove(63); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("move in a finished game: %v", err)
	}
	// A forced pass: white has no move, black has.
	o, _ = ParseOBF("XO" + strings.Repeat("-", 62) + " O")
	if !o.MustPass() {
		t.Fatal("XO------ O: white must pass")
	}
	if q, err := o.PlayMove(PassMove); err != nil || q.Turn != Black {
		t.Errorf("pass: %v", err)
	}
	if _, err := o.PlayMove(2); err == nil || !strings.Contains(err.Error(), "must pass") {
		t.Errorf("move instead of pass: %v", err)
	}
}

func TestDiagram(t *testing.T) {
	d := StartPosition().Diagram()
	want := `  A B C D E F G H
1 . . . . . . . . 1
2 . . . . . . . . 2
3 . . . * . . . . 3
4 . . * O X . . . 4
5 . . . X O * . . 5
6 . . . . * . . . 6
7 . . . . . . . . 7
8 . . . . . . . . 8
  A B C D E F G H
X 2  O 2  black (X) to move, 4 moves
`
	if d != want {
		t.Errorf("start diagram:\n%s\nwant\n%s", d, want)
	}
	o, _ := ParseOBF(strings.Repeat("X", 10) + strings.Repeat("-", 54) + " O")
	if !strings.Contains(o.Diagram(), "game over, black +64") {
		t.Errorf("finished diagram:\n%s", o.Diagram())
	}
	o, _ = ParseOBF("XO" + strings.Repeat("-", 62) + " O")
	if !strings.Contains(o.Diagram(), "must pass") {
		t.Errorf("pass diagram:\n%s", o.Diagram())
	}
}
