package main

import (
	"io"

	"bitban/engine"
)

// What the terminal play loop (play_loop.go) needs of a game; each game's
// session type implements it in play_othello.go, play_shogi.go and
// play_renju.go.

// playGame is one game as the play loop sees it: the position, its rules
// and its notation. P and M are the engine contract's position and move
// types of the game. Sides are 0 (the first player, Black; shogi's sente)
// and 1 (White).
type playGame[P any, M comparable] interface {
	about() playAbout
	// position is the current position, for the engine's search (which
	// leaves it as it found it).
	position() P
	turn() int
	draw(w io.Writer)
	// parse reads a move of the side to move; the error says clearly why
	// the text is not a legal move.
	parse(text string) (M, error)
	// name spells m, a legal move, before it is played.
	name(m M) string
	play(m M)
	undo() // takes back the last move played
	// outcome says whether the game is over by the rules at this position,
	// and how ("black wins (five in a row)").
	outcome() (string, bool)
	legal() []string
	// engineMove and hint describe a search's result: the engine's move
	// with its evaluation, and a suggestion for the human.
	engineMove(r engine.Result[M]) string
	hint(r engine.Result[M]) string
}

// playAbout names a game for the greeting and the help.
type playAbout struct {
	title string // "Othello", "renju 15x15"
	moves string // how moves are written
}

// declarer is a game whose side to move may end it by a claim: shogi's
// entering-king declaration. declare says what is claimed ("a win (...)")
// or why the claim is not allowed now.
type declarer interface {
	declare() (string, error)
}

// sideNames are the sides' names in every game.
var sideNames = [2]string{"black", "white"}
