package main

import (
	"fmt"
	"io"

	"bitban/engine"
	"bitban/session"
)

// What the terminal play loop (play_loop.go) needs of a game; each game's
// session type implements it in play_othello.go, play_shogi.go and
// play_renju.go.

// playGame is one game as the play loop sees it: the position, its rules
// and its notation. P and M are the engine contract's position and move
// types of the game. Sides are 0 (the first player, Black; shogi's sente)
// and 1 (White). The moves played, undo and the game's end are the
// session's (session.Session drives the position through session.Game);
// the rest is how the terminal shows and reads the game.
type playGame[P any, M comparable] interface {
	session.Game[P, M]
	about() playAbout
	draw(w io.Writer)
	// parse reads a move of the side to move; the error says clearly why
	// the text is not a legal move.
	parse(text string) (M, error)
	// name spells m, a legal move, before it is played.
	name(m M) string
	// describe words an end by the rules, o (Over) of the current
	// position: "black wins (five in a row)".
	describe(o engine.Outcome) string
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
var sideNames = session.SideNames

// describeEnd words how a game ended: by a player (resignation,
// declaration, loss on time) the same in every game, by the rules as the
// game words it.
func describeEnd[P any, M comparable](g playGame[P, M], o engine.Outcome) string {
	switch o.Ending {
	case engine.Resignation, engine.Declaration:
		return fmt.Sprintf("%s wins (%s)", sideNames[o.Winner], o.Ending)
	case engine.TimeLoss:
		return fmt.Sprintf("%s wins (%s lost on time)", sideNames[o.Winner], sideNames[1-o.Winner])
	}
	return g.describe(o)
}
