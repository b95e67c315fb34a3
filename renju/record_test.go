package renju

import (
	"errors"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

func TestRecordText(t *testing.T) {
	r, err := ParseText("\uFEFF# a game\r\nrule standard size 15\r\n\r\nh8 i9, J10\ni8\n")
	if err != nil {
		t.Fatal(err)
	}
	if r.Size != 15 || !r.HasRule || r.Rule != Standard || FormatMoves(r.Moves, 15) != "H8I9J10I8" {
		t.Fatalf("got %+v", r)
	}
	if got, want := r.Text(), "rule standard size 15\nh8 i9 j10 i8\n"; got != want {
		t.Fatalf("Text() = %q, want %q", got, want)
	}
	// No header: 15x15, no rule named.
	r, err = ParseText("h8 i9")
	if err != nil || r.HasRule || r.Size != 15 || len(r.Moves) != 2 {
		t.Fatalf("no header: %+v %v", r, err)
	}
}

func TestRecordPSQ(t *testing.T) {
	psq := "Piskvorky 15x15, 11:11, 0\n8,8,1000\n9,7,0\n10,6\n-1\npbrain-a.exe\npbrain-b.exe\n-1\n"
	r, err := ParsePSQ(psq)
	if err != nil {
		t.Fatal(err)
	}
	if r.HasRule || r.Size != 15 || FormatMoves(r.Moves, 15) != "H8I9J10" {
		t.Fatalf("got %+v", r)
	}
	if got, want := r.PSQ(), "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n10,6,0\n-1\n"; got != want {
		t.Fatalf("PSQ() = %q, want %q", got, want)
	}
	// The moves may run to the end of the file; a 20x20 board.
	r, err = ParsePSQ("Piskvorky 20x20, 11:11, 0\r\n20,1,5\r\n")
	if err != nil || r.Size != 20 || FormatMoves(r.Moves, 20) != "T20" {
		t.Fatalf("20x20: %+v %v", r, err)
	}
}

// randomMoves returns n distinct points of a size x size board.
func randomMoves(rng *rand.Rand, size, n int) []Point {
	var ps []Point
	for _, i := range rng.Perm(size * size)[:n] {
		ps = append(ps, Pt(i%size, i/size))
	}
	return ps
}

func TestRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for k := 0; k < 50; k++ {
		size := []int{15, 19, 20, 7}[k%4]
		r := Record{Size: size, Rule: Rule(k % 3), HasRule: true, Moves: randomMoves(rng, size, rng.Intn(size*size/2))}
		text, err := ParseText(r.Text())
		if err != nil || text.Size != size || text.Rule != r.Rule || !slices.Equal(text.Moves, r.Moves) {
			t.Fatalf("text round trip: %v\n%s", err, r.Text())
		}
		psq, err := ParsePSQ(r.PSQ())
		if err != nil || psq.Size != size || !slices.Equal(psq.Moves, r.Moves) {
			t.Fatalf("PSQ round trip: %v\n%s", err, r.PSQ())
		}
	}
}

func TestRecordErrors(t *testing.T) {
	for _, c := range []struct {
		parse func(string) (Record, error)
		text  string
		line  int
	}{
		{ParseText, "h8\nh8", 2},
		{ParseText, "rule renju\nh8 z9", 2},
		{ParseText, "rule gonggi size 15", 1},
		{ParseText, "size 99", 1},
		{ParseText, "size 15 rule", 1},
		{ParseText, "h8\nrule renju", 2},
		{ParseText, "\n\nh8 h16", 3},
		{ParsePSQ, "", 1},
		{ParsePSQ, "Gomoku 15x15", 1},
		{ParsePSQ, "Piskvorky 15x14, 11:11, 0", 1},
		{ParsePSQ, "Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0", 3},
		{ParsePSQ, "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0", 3},
		{ParsePSQ, "Piskvorky 15x15, 11:11, 0\n8,8,0\n9;9", 3},
		{ParsePSQ, "Piskvorky 15x15, 11:11, 0\n8,x,0", 2},
	} {
		_, err := c.parse(c.text)
		var re *RecordError
		if !errors.As(err, &re) || re.Line != c.line {
			t.Errorf("%q: error %v, want one on line %d", c.text, err, c.line)
		}
	}
}

func TestRecordPlay(t *testing.T) {
	// G8 makes two open threes for Black: forbidden in renju only.
	r, err := ParseText("h8 a1 i8 a3\ng9 a5 g10 a7\ng8")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Play(Freestyle); err != nil {
		t.Fatalf("freestyle: %v", err)
	}
	_, err = r.Play(Renju)
	if err == nil || !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), "move 9 G8") {
		t.Fatalf("renju: %v", err)
	}
	// Nothing is played after a five.
	r, _ = ParsePSQ("Piskvorky 15x15, 11:11, 0\n1,1,0\n1,15,0\n2,1,0\n2,15,0\n3,1,0\n3,15,0\n4,1,0\n4,15,0\n5,1,0\n6,15,0\n")
	if _, err := r.Play(Standard); err == nil || !strings.Contains(err.Error(), "PSQ record line 11: move 10") {
		t.Fatalf("after five: %v", err)
	}
	b, err := ParseText("rule freestyle\nh8 i9")
	if err != nil {
		t.Fatal(err)
	}
	board, err := b.Play(b.Rule)
	if err != nil || board.Stones() != 2 || !slices.Equal(NewRecord(board).Moves, b.Moves) {
		t.Fatalf("NewRecord: %v", err)
	}
}

func FuzzParseText(f *testing.F) {
	f.Add("rule renju size 15\nh8 i9 j10")
	f.Add("Piskvorky 15x15, 11:11, 0\n8,8,0\n-1")
	f.Fuzz(func(t *testing.T, s string) {
		for _, parse := range []func(string) (Record, error){ParseText, ParsePSQ} {
			r, err := parse(s)
			if err != nil {
				continue
			}
			if _, err := ParseText(r.Text()); err != nil {
				t.Fatalf("text of a parsed record: %v", err)
			}
			if _, err := ParsePSQ(r.PSQ()); err != nil {
				t.Fatalf("PSQ of a parsed record: %v", err)
			}
		}
	})
}
