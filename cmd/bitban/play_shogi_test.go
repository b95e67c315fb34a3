package main

import (
	"strings"
	"testing"

	"bitban/engine"
	"bitban/shogi"
	shogisearch "bitban/shogi/search"
)

// shogiAt is a shogi game for the play loop from an SFEN ("" = the start).
func shogiAt(t *testing.T, sfen string) *shogiGame {
	t.Helper()
	if sfen == "" {
		return &shogiGame{p: shogi.NewStartPosition()}
	}
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return &shogiGame{p: p}
}

var shogiTestLimits = engine.Limits{Depth: 2, Threads: 1}

// TestPlayShogiScript: an illegal move is explained and the game goes on;
// undo takes back the human's move and the engine's answer; a declaration
// before its time is refused.
func TestPlayShogiScript(t *testing.T) {
	out := playScript(t, shogiAt(t, ""), shogisearch.NewSearcher(1), 0, shogiTestLimits,
		"9z9z", "7g7f", "undo", "moves", "undo", "win", "hint", "quit")
	wantInOrder(t, out,
		"bitban shogi: you play black.", "black to move> Not a legal move: ",
		"You play 7g7f ７六歩(77)", "Engine plays ", "black to move> ",
		"|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三 c", "black to move> 30 legal moves: ", // undo, moves
		"black to move> Nothing to undo.", "black to move> You cannot declare yet",
		"black to move> Hint: ", "black to move> bye.")
	if n := strings.Count(out, "Engine plays"); n != 1 {
		t.Errorf("the engine moved %d times, want 1", n)
	}
}

// TestPlayShogiMate: the human's mating drop ends the game; after undo the
// game goes on.
func TestPlayShogiMate(t *testing.T) {
	const sfen = "4k4/9/4G4/9/9/9/9/9/4K4 b G 1"
	out := playScript(t, shogiAt(t, sfen), shogisearch.NewSearcher(1), 0, shogiTestLimits, "G*5b", "undo", "quit")
	wantInOrder(t, out, "You play G*5b ５二金打", "Game over: black wins (checkmate).",
		"game over> \n", "先手(black)の持駒：金\nblack to move> bye.")
}

// TestPlayShogiDeclaration: the entering-king declaration by the human and
// by the engine (Black's king on 9a with 12 pieces, 28 points, in the camp).
func TestPlayShogiDeclaration(t *testing.T) {
	const sfen = "K+R+B+R+BGGGG/+S+S+S+S5/9/9/9/9/9/9/k8 b - 1"
	out := playScript(t, shogiAt(t, sfen), shogisearch.NewSearcher(1), 0, shogiTestLimits, "win", "quit")
	wantInOrder(t, out, "You declare a win (entering king, 27-point rule).", "Game over: black wins (declaration).")
	out = playScript(t, shogiAt(t, sfen), shogisearch.NewSearcher(1), 1, shogiTestLimits, "quit")
	wantInOrder(t, out, "The engine declares a win (entering king, 27-point rule).", "Game over: black wins (declaration).")
}

// TestShogiGameRepetition: the fourth occurrence of the start position is
// a draw by sennichite; perpetual check loses for the checking side.
func TestShogiGameRepetition(t *testing.T) {
	g := shogiAt(t, "")
	for i := 0; i < 3; i++ {
		for _, u := range []string{"5i4h", "5a4b", "4h5i", "4b5a"} {
			if o := g.Outcome(); o.Over {
				t.Fatalf("over before the repetition: %s", g.describe(o))
			}
			m, err := g.parse(u)
			if err != nil {
				t.Fatal(err)
			}
			g.Play(m)
		}
	}
	if how := g.describe(g.Outcome()); how != "a draw (fourfold repetition, sennichite)" {
		t.Errorf("got %q", how)
	}
	// White's rook checks from 1i and 1h, Black's king steps between 5i
	// and 5h: at the fourth occurrence White, to move, gave check with
	// every move of the cycle and loses.
	g = shogiAt(t, "4k4/9/9/9/9/9/9/8r/4K4 w - 1")
	for i := 0; i < 3; i++ {
		for _, u := range []string{"1h1i", "5i5h", "1i1h", "5h5i"} {
			m, err := g.parse(u)
			if err != nil {
				t.Fatal(err)
			}
			g.Play(m)
		}
	}
	if how := g.describe(g.Outcome()); how != "black wins (perpetual check by white)" {
		t.Errorf("got %q", how)
	}
}
