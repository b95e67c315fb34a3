package othello

import (
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
