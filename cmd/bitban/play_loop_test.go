package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"bitban/engine"
	"bitban/othello"
)

// playScript runs the play loop on g with the lines of script as the
// human's input and returns what it printed.
func playScript[P any, M comparable](t *testing.T, g playGame[P, M], eng engine.Searcher[P, M], human int, lim engine.Limits, script ...string) string {
	t.Helper()
	var out bytes.Buffer
	in := strings.NewReader(strings.Join(script, "\n") + "\n")
	if err := runPlay(in, &out, g, eng, playSetup{human: human, lim: lim}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// wantInOrder checks that each of parts occurs in out after the previous
// one.
func wantInOrder(t *testing.T, out string, parts ...string) {
	t.Helper()
	rest := out
	for _, p := range parts {
		i := strings.Index(rest, p)
		if i < 0 {
			t.Fatalf("missing %q (in order) in\n%s", p, out)
		}
		rest = rest[i+len(p):]
	}
}

// resigner is a searcher that never finds a move.
type resigner struct{ searches int }

func (r *resigner) Search(context.Context, othello.Position, engine.Request[int]) engine.Result[int] {
	r.searches++
	return engine.Result[int]{}
}
func (r *resigner) NewGame() {}

// TestPlayLoopCommands drives the loop's own commands on an Othello game:
// the greeting, help, a declaration the game does not have, moves,
// resignation (moves refused after it), new, and the end of the input.
func TestPlayLoopCommands(t *testing.T) {
	g := &othelloGame{pos: othello.StartPosition()}
	eng := &resigner{}
	out := playScript(t, g, eng, 0, engine.Limits{Depth: 1},
		"help", "WIN", "moves", "undo", "resign", "f5", "hint", "new", "quit")
	wantInOrder(t, out,
		"bitban Othello: you play black.", "black to move> ",
		"Commands: undo", "resign, help, quit.",
		"There is no declaration in Othello.",
		"4 legal moves: D3 C4 F5 E6",
		"Nothing to undo.",
		"You resign.\nGame over: white wins (resignation).\nType new, undo or quit.\ngame over> ",
		"The game is over: new, undo or quit.", // f5
		"The game is over: new, undo or quit.", // hint
		"X 2  O 2  black (X) to move", "black to move> bye.")
	if strings.Contains(out, "win (declare") {
		t.Errorf("help offers a declaration in Othello:\n%s", out)
	}
	if eng.searches != 0 {
		t.Errorf("%d searches, want none (no hint after the game ended)", eng.searches)
	}
	// The end of the input ends the loop too (after an empty line, which
	// only asks again).
	out = playScript(t, &othelloGame{pos: othello.StartPosition()}, eng, 0, engine.Limits{})
	if !strings.HasSuffix(out, "black to move> black to move> \nbye.\n") {
		t.Errorf("end of input: got the tail %q", out[max(0, len(out)-40):])
	}
}

// TestPlayLoopEngineResigns: an engine without a move resigns and the
// human wins; undo has nothing to take back, new starts again and the
// engine resigns again.
func TestPlayLoopEngineResigns(t *testing.T) {
	eng := &resigner{}
	out := playScript(t, &othelloGame{pos: othello.StartPosition()}, eng, 1, engine.Limits{Depth: 1}, "undo", "new")
	wantInOrder(t, out, "you play white",
		"The engine resigns.\nGame over: white wins (resignation).", "game over> Nothing to undo.",
		"game over> \n", "The engine resigns.")
	if eng.searches != 2 {
		t.Errorf("%d searches, want 2", eng.searches)
	}
}
