package web

import (
	"fmt"

	"bitban/engine"
	"bitban/session"
)

// The main line of a hosted game as a session.Session, the game-session
// type the terminal's games use too: the moves of the record, each with
// its side, the game clock charged by every move and taken back with
// every undo, and the loss on time (clock_game.go). The game tree
// (game_tree.go) holds the same moves as its main line, with their labels
// and evaluations and the variations that leave them: the tree is what
// the API shows, the session how the game is played. Every change of the
// main line goes to both: a move at its end or one that replaces the rest
// of the game (server.go's play), the engine's move, undo, a promoted
// variation (variations.go), the Swap2 stones, an import or a set-up
// position (a new session).

// mainLine is a game's main line as its session plays it.
type mainLine = session.Session[board, string]

// lineBoard is the position at the end of a main line as a session.Game:
// boards have no undo, so an undo only forgets the board, and the next
// question rebuilds it from the start (a take-back of many moves replays
// once).
type lineBoard struct {
	ad          adapter
	rule, start string
	moves       []string
	b           board // the position after moves; nil after an undo
}

// newMainLine is the session of a game whose record is moves (checked:
// they replay) from start under rule, with no clock.
func newMainLine(ad adapter, rule, start string, moves []string) *mainLine {
	lb := &lineBoard{ad: ad, rule: rule, start: start}
	line := session.New[board, string](lb)
	for _, m := range moves {
		line.Play(m)
	}
	return line
}

// board is the position after the line, rebuilt when an undo dropped it.
// The moves were checked when they were played; a replay that fails now is
// the server's bug and panics (a 500 for the request).
func (l *lineBoard) board() board {
	if l.b != nil {
		return l.b
	}
	b, err := l.ad.newBoard(l.rule, l.start)
	for i := 0; err == nil && i < len(l.moves); i++ {
		_, err = b.play(l.moves[i])
	}
	if err != nil {
		panic(fmt.Sprintf("main line %q no longer replays: %v", l.moves, err))
	}
	l.b = b
	return b
}

// Position is the board at the end of the line, the session's own: the
// server searches and shows positions replayed from the tree instead.
func (l *lineBoard) Position() board { return l.board() }

func (l *lineBoard) Turn() int               { return l.board().turn() }
func (l *lineBoard) Outcome() engine.Outcome { return l.board().outcome() }

// Play plays m, checked legal by the handler that plays it on a replayed
// board first.
func (l *lineBoard) Play(m string) {
	if _, err := l.board().play(m); err != nil {
		panic(fmt.Sprintf("main line move %q: %v", m, err))
	}
	l.moves = append(l.moves, m)
}

func (l *lineBoard) Undo() {
	l.moves = l.moves[:len(l.moves)-1]
	l.b = nil
}
