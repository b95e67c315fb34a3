package main

import (
	"strings"
	"testing"

	"bitban/engine"
	"bitban/othello"
	othellosearch "bitban/othello/search"
)

// othelloAt is an Othello game for the play loop from an OBF line.
func othelloAt(t *testing.T, obf string) *othelloGame {
	t.Helper()
	o, err := othello.ParseOBF(obf)
	if err != nil {
		t.Fatal(err)
	}
	return &othelloGame{pos: o.Position}
}

// TestPlayOthelloScript: an illegal move is explained and the game goes
// on; undo takes back the human's move and the engine's answer.
func TestPlayOthelloScript(t *testing.T) {
	eng := othellosearch.NewEngine(1)
	out := playScript(t, &othelloGame{pos: othello.StartPosition()}, eng, 0, engine.Limits{Depth: 1},
		"a1", "f5", "undo", "undo", "quit")
	wantInOrder(t, out,
		"black to move> illegal: move A1: flips nothing for black\nblack to move> ",
		"You play F5\n", "X 4  O 1  white (O) to move", "bitban plays ", "X 3  O 3  black (X) to move",
		"black to move> \n", "X 2  O 2  black (X) to move, 4 moves\nblack to move> Nothing to undo.")
}

// TestPlayOthelloEnd: the engine must pass, the human's move ends the game
// with the final count (empties to the winner); after undo the game goes
// on, new goes back to the start position and the engine passes again.
func TestPlayOthelloEnd(t *testing.T) {
	// White A1, black B1: Black cannot move, White's C1 takes the last
	// black disc.
	start := "OX" + strings.Repeat("-", 62) + " X"
	out := playScript(t, othelloAt(t, start), othellosearch.NewEngine(1), 1, engine.Limits{Depth: 2},
		"b2", "c1", "d1", "undo", "new", "quit")
	wantInOrder(t, out,
		"bitban passes.", "white (O) to move, 1 moves", "white to move> illegal: move B2: flips nothing for white",
		"You play C1", "Game over: black 0, white 3: white wins by 64.\nType new, undo or quit.\ngame over> ",
		"The game is over: new, undo or quit.",                         // d1
		"game over> \n", "white (O) to move, 1 moves\nwhite to move> ", // undo
		"bitban passes.", "white to move> bye.") // new
	if n := strings.Count(out, "bitban passes."); n != 2 {
		t.Errorf("the engine passed %d times, want 2", n)
	}
}
