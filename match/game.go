package match

import (
	"fmt"
	"strings"
)

// Outcome is how a game ended: Winner 0 (the first player: shogi's sente,
// Othello's and renju's Black), 1 (the second) or -1 (a draw), and why.
type Outcome struct {
	Winner int
	Reason string
}

func win(side int, format string, args ...any) *Outcome {
	return &Outcome{Winner: side, Reason: fmt.Sprintf(format, args...)}
}

func draw(format string, args ...any) *Outcome {
	return &Outcome{Winner: -1, Reason: fmt.Sprintf(format, args...)}
}

// Result is the outcome in the usual notation: 1-0, 0-1 or 1/2-1/2.
func (o Outcome) Result() string {
	switch o.Winner {
	case 0:
		return "1-0"
	case 1:
		return "0-1"
	}
	return "1/2-1/2"
}

// referee is one game under the rules of its kind: it checks every answer
// of an engine against the project's own rules package and says when and how
// the game ends. Moves are the protocol's text (USI, NBoard squares,
// Gomocup x,y).
type referee interface {
	// side is the player to move: 0 first, 1 second.
	side() int
	// play checks the answer of the side to move and plays it; a non-nil
	// outcome ends the game (an illegal answer loses, a mate wins, ...).
	play(move string) *Outcome
	// forced returns a move the referee plays by itself (an Othello pass),
	// or "".
	forced() string
	// end checks the position before the side to move is asked (a game
	// already over after the opening, the max-ply draw).
	end() *Outcome
}

// Game kinds of --game.
var gameKinds = []string{"shogi", "othello", "renju", "gomoku", "standard"}

// protocolOf names the protocol engines of a game speak.
func protocolOf(game string) string {
	switch game {
	case "shogi":
		return "usi"
	case "othello":
		return "nboard"
	}
	return "gomocup"
}

// CheckGame checks a --game value.
func CheckGame(game string) error {
	for _, g := range gameKinds {
		if g == game {
			return nil
		}
	}
	return fmt.Errorf("unknown game %q (want %s)", game, strings.Join(gameKinds, ", "))
}

// newReferee starts a game of kind game from an opening.
func newReferee(game string, op Opening, maxPly int) (referee, error) {
	switch game {
	case "shogi":
		return newShogiGame(op, maxPly)
	case "othello":
		return newOthelloGame(op)
	}
	return newRenjuGame(game, op)
}
