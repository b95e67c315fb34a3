package main

import (
	"testing"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// renjuAt is a game for the play loop on a 15x15 board under rule with
// the moves already played.
func renjuAt(t *testing.T, rule renju.Rule, moves string) *renjuGame {
	t.Helper()
	b, err := renju.NewBoard(15, rule)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := renju.ParseMoves(moves, 15)
	if err == nil {
		err = b.PlayMoves(ms)
	}
	if err != nil {
		t.Fatal(err)
	}
	return &renjuGame{b: b}
}

var renjuTestLimits = engine.Limits{Depth: 2, Threads: 1}

// TestPlayRenjuScript: a bad point, an occupied one and Black's forbidden
// double-three are explained and the game goes on; undo takes back the
// human's move and the engine's answer.
func TestPlayRenjuScript(t *testing.T) {
	g := renjuAt(t, renju.Renju, "I8 A1 J8 A3 H9 A5 H10 A7")
	out := playScript(t, g, renjusearch.NewSearcher(16), 0, renjuTestLimits, "Z99", "I8", "H8", "o1", "undo", "undo", "quit")
	wantInOrder(t, out,
		"bitban renju 15x15: you play black.", "(* = forbidden for Black)",
		"black to move> bad point", "black to move> I8 is occupied.",
		"black to move> H8 is forbidden for Black (double-three).",
		"black to move> You play O1", "Engine plays ", "black to move> \n", // undo
		"black to move> Nothing to undo.", "black to move> bye.")
	if n := g.b.Stones(); n != 8 {
		t.Errorf("%d stones after undo, want 8", n)
	}
}

// TestPlayRenjuFive: the human's five ends the game, undo takes it back,
// and the engine's five ends it too.
func TestPlayRenjuFive(t *testing.T) {
	// Black H8 I8 J8 K8, White H9 I9 J9 K9 (an open four each); Black to
	// move.
	g := renjuAt(t, renju.Freestyle, "H8 H9 I8 I9 J8 J9 K8 K9")
	out := playScript(t, g, renjusearch.NewSearcher(16), 0, renjuTestLimits, "G8", "A1", "undo", "A1", "undo", "quit")
	wantInOrder(t, out,
		"You play G8", "Game over: black wins (five in a row).\nType new, undo or quit.\ngame over> ",
		"The game is over: new, undo or quit.", "game over> \n", // undo
		"black to move> You play A1", "Engine plays ", "Game over: white wins (five in a row).",
		"game over> \n", "black to move> bye.")
}

// TestPlayRenjuFullBoard: a full 5x5 board without a five is a draw; as
// White the engine opens in the centre.
func TestPlayRenjuFullBoard(t *testing.T) {
	b, err := renju.ParseRows([]string{"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"}, renju.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	out := playScript(t, &renjuGame{b: b}, renjusearch.NewSearcher(16), 1, renjuTestLimits, "quit")
	wantInOrder(t, out, "Game over: a draw (no point left to play).\nType new, undo or quit.\ngame over> bye.")
	out = playScript(t, renjuAt(t, renju.Renju, ""), renjusearch.NewSearcher(16), 1, renjuTestLimits, "quit")
	wantInOrder(t, out, "Engine plays H8", "white to move> bye.")
}
