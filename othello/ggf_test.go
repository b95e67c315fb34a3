package othello

import (
	"slices"
	"strings"
	"testing"
)

const ggfSample = "(;GM[Othello]PC[NBoard]DT[2026-11-23 00:00:00 GMT]PB[alice]PW[bob]RE[?]TI[5:00]TY[8]" +
	"BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.50]W[F6/-0.50]B[E6/2.00/0.25];)"

func TestParseGGF(t *testing.T) {
	g, err := ParseGGF(ggfSample)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 3 || g.Moves[0].Move != 37 || !g.Moves[0].HasTime || g.Moves[0].HasEval || g.Moves[0].Time != 1.5 {
		t.Fatalf("moves %+v", g.Moves)
	}
	if !g.Moves[1].HasEval || g.Moves[1].Eval != -0.5 || g.Moves[2].Time != 0.25 {
		t.Fatalf("moves %+v", g.Moves)
	}
	p := g.Position()
	want, _, err := ParseTranscript(StartPosition(), "f5f6e6")
	if err != nil || p != want {
		t.Fatalf("position %v, want %v (%v)", p, want, err)
	}
	// Formatting and parsing again gives the same game.
	g2, err := ParseGGF(g.FormatGGF())
	if err != nil {
		t.Fatalf("%v: %s", err, g.FormatGGF())
	}
	if g2.FormatGGF() != g.FormatGGF() {
		t.Fatalf("round trip:\n%s\n%s", g.FormatGGF(), g2.FormatGGF())
	}
}

func TestGGFPassesAndBoard(t *testing.T) {
	// Moves are checked as they are added.
	g := Game{Start: StartPosition()}
	for _, mv := range []string{"f5", "d6", "c3", "d3", "c4"} {
		sq, _ := ParseMove(mv)
		if err := g.Play(GameMove{Move: sq}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Play(GameMove{Move: PassMove}); err == nil {
		t.Fatal("illegal pass accepted")
	}
	s := g.FormatGGF()
	if !strings.Contains(s, "B[F5]W[D6]B[C3]W[D3]B[C4]") {
		t.Fatal(s)
	}
	// A1 white, B1 black: nobody can move, a pass is illegal. With C1 empty
	// and black to move, black must pass and white plays C1.
	rec := "(;GM[Othello]BO[8 O*------" + strings.Repeat("-", 56) + " O]W[PA];)"
	if _, err := ParseGGF(rec); err == nil {
		t.Fatal("pass in a finished game accepted")
	}
	rec = "(;GM[Othello]BO[8 O*-" + strings.Repeat("-", 61) + " *]B[PA]W[C1];)"
	g3, err := ParseGGF(rec)
	if err != nil {
		t.Fatal(err)
	}
	if g3.Moves[0].Move != PassMove || g3.Position().Empties() != 61 {
		t.Fatalf("%+v", g3.Moves)
	}
	// The forced pass may also be left out.
	rec = "(;GM[Othello]BO[8 O*-" + strings.Repeat("-", 61) + " *]W[C1];)"
	if g4, err := ParseGGF(rec); err != nil || len(g4.Moves) != 2 {
		t.Fatalf("%v %+v", err, g4.Moves)
	}
}

func TestGGFErrors(t *testing.T) {
	for _, s := range []string{
		"", "(;", "GM[Othello];)", "(;GM[Othello];) x", "(;GM[Othello", "(;gm[x];)",
		"(;BO[8 xx *];)", "(;BO[7 " + strings.Repeat("-", 64) + " *];)", "(;BO[8 " + strings.Repeat("-", 64) + " Q];)",
		"(;B[Z9];)", "(;B[F5/x];)", "(;B[F5/1/-3];)", "(;B[F5/1/2/3];)", "(;B[A1];)", "(;W[F5];)",
		"(;B[F5]BO[8 " + strings.Repeat("-", 64) + " *];)",
	} {
		if _, err := ParseGGF(s); err == nil {
			t.Errorf("%q: no error", s)
		}
	}
}

func FuzzParseGGF(f *testing.F) {
	f.Add(ggfSample)
	f.Add("(;GM[Othello]BO[8 O*-" + strings.Repeat("-", 61) + " *]B[PA]W[C1];)")
	f.Add("(;B[F5/NaN/Inf];)")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseGGF(s)
		if err != nil {
			return
		}
		// What parses formats to a record that parses to the same game.
		out := g.FormatGGF()
		g2, err := ParseGGF(out)
		if err != nil {
			t.Fatalf("%q -> %q: %v", s, out, err)
		}
		if g2.Position() != g.Position() || len(g2.Moves) != len(g.Moves) {
			t.Fatalf("%q: round trip changed the game", s)
		}
	})
}

// TestGGFErrorMessages pins the text of each ParseGGF error, offsets
// included, and which check speaks first.
func TestGGFErrorMessages(t *testing.T) {
	e := strings.Repeat("-", 64)
	for _, c := range []struct{ in, want string }{
		{"", `ggf: want the game to start with "(;"`},
		{"GM[Othello];)", `ggf: want the game to start with "(;"`},
		{"(;", `ggf: missing ";)" at the end of the game`},
		{"(;GM[x]PB", `ggf: missing ";)" at the end of the game`},
		{"(;GM[Othello];) x", `ggf: unexpected "x" after the end of the game`},
		{"(;GM[Othello];) 0123456789012345678901234", `ggf: unexpected "01234567890123456789..." after the end of the game`},
		{"(;gm[x];)", `ggf: offset 2: unexpected 'g', want a tag KEY[value]`},
		{"  \n(;GM[x] 9[y];)", `ggf: offset 11: unexpected '9', want a tag KEY[value]`},
		{"(;GM[x]PB;)", `ggf: offset 7: tag PB without [value]`},
		{"(;GM[x]PB[y;)", `ggf: offset 7: tag PB: missing ']'`},
		{"(;BO[8 xx *];)", `ggf: offset 2: BO: board has 2 squares, want 64`},
		{"(;BO[7 " + e + " *];)", `ggf: offset 2: BO: want "8 <64 squares> <side>", got "7 ------------------..."`},
		{"(;BO[8 " + e + " Q];)", `ggf: offset 2: BO: side to move "Q", want * or O`},
		{"(;BO[8 " + e + " *]BO[8 " + e + " Q];)", `ggf: offset 74: a second BO tag`},
		{"(;B[F5]BO[8 " + e + " *];)", `ggf: offset 7: BO after the first move`},
		{"(;B[F5]BO[8 xx *];)", `ggf: offset 7: BO: board has 2 squares, want 64`},
		{"(;B[Z9];)", `ggf: offset 2: move 1: move "Z9": want A1..H8 (either case) or PA/pass`},
		{"(;B[F5/x];)", `ggf: offset 2: move 1: "F5/x": evaluation "x" is not a number`},
		{"(;B[F5/1/-3];)", `ggf: offset 2: move 1: "F5/1/-3": time "-3" is not a number of seconds`},
		{"(;B[F5/1/2/3];)", `ggf: offset 2: move 1: "F5/1/2/3": want MOVE[/EVAL[/TIME]]`},
		{"(;B[A1];)", `ggf: offset 2: move 1: move A1: flips nothing for black`},
		{"(;W[F5];)", `ggf: offset 2: move 1: black to move, not white`},
		{"(;B[F5]W[F6]W[F4];)", `ggf: offset 12: move 3: black to move, not white`},
		{"(;GM[Othello]B[F5] W[D6]\tB[C3]\nW[Q1];)", `ggf: offset 31: move 4: move "Q1": want A1..H8 (either case) or PA/pass`},
		{"(;GM[Othello]BO[8 O*------" + strings.Repeat("-", 56) + " O]W[PA];)", `ggf: offset 85: move 1: pass: white has a legal move`},
	} {
		_, err := ParseGGF(c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("ParseGGF(%q) = %v, want %q", c.in, err, c.want)
		}
	}
	// Tags other than BO, B and W are kept in order, whitespace between
	// tags is skipped.
	g, err := ParseGGF(" (;GM[Othello] PC[x]\n B[F5]RE[?];)\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := []GGFTag{{"GM", "Othello"}, {"PC", "x"}, {"RE", "?"}}; !slices.Equal(g.Tags, want) || len(g.Moves) != 1 {
		t.Errorf("tags %v, moves %v", g.Tags, g.Moves)
	}
}
