// Package session is one game as its players play it, whatever the game:
// the line of moves played from the start position with the side that
// made each (an Othello pass is a move), undo and redo, the result (the
// rules' end by the position's Outcome, a resignation, a declaration, a
// loss on time) and the players' clocks (clock.go). The terminal play loop
// (cmd/bitban) plays its games through a Session; the web server plays each
// game's main line on one (its clock included) beside the tree of
// variations it shows.
//
// A Session drives a game's position through a small adapter, Game, so it
// knows no rules itself; it imports only engine.
package session

import (
	"errors"
	"time"

	"bitban/engine"
)

// Game is a game's position as a session drives it: mutable, with an undo
// of the last move played. P and M are the engine contract's position and
// move types of the game.
type Game[P any, M comparable] interface {
	// Position is the current position, for an engine's search.
	Position() P
	// Turn is the side to move (0 or 1).
	Turn() int
	// Play plays m, a legal move of the side to move.
	Play(m M)
	// Undo takes back the last move played.
	Undo()
	// Outcome is where the game stands by its rules.
	Outcome() engine.Outcome
}

// Played is one move of the line and the side that made it.
type Played[M comparable] struct {
	Move M
	Side int
}

// ErrOver refuses a move or a claim after the end of the game.
var ErrOver = errors.New("the game is over")

// Session is one game: the position (its start reached by taking every
// move back), the line played, the moves taken back (for redo), the end
// by a claim, and the clock. Its zero value is not usable: see New.
type Session[P any, M comparable] struct {
	game  Game[P, M]
	line  []Played[M]
	redo  []Played[M]    // moves taken back, the next to redo last
	claim engine.Outcome // a resignation or declaration; not Over while none
	clock *Clock         // nil: no clock
	now   func() time.Time
}

// New is a session of game from its position as it is (the start), with
// no clock.
func New[P any, M comparable](game Game[P, M]) *Session[P, M] {
	return &Session[P, M]{game: game, now: time.Now}
}

// Position is the current position.
func (s *Session[P, M]) Position() P { return s.game.Position() }

// Turn is the side to move.
func (s *Session[P, M]) Turn() int { return s.game.Turn() }

// Line is the line played from the start, each move with its side.
func (s *Session[P, M]) Line() []Played[M] { return append([]Played[M](nil), s.line...) }

// Moves is the line's moves.
func (s *Session[P, M]) Moves() []M {
	out := make([]M, len(s.line))
	for i, p := range s.line {
		out[i] = p.Move
	}
	return out
}

// Outcome is how the game stands: ended by a resignation or declaration,
// lost on time (declared when due, at the session's time), or else by its
// rules at the current position.
func (s *Session[P, M]) Outcome() engine.Outcome {
	if s.claim.Over {
		return s.claim
	}
	if s.clock != nil && s.clock.Flag(s.now()) {
		return s.clock.Outcome()
	}
	return s.game.Outcome()
}

// Play plays m, a legal move of the side to move, and charges it to the
// clock. It refuses, playing nothing, when the game is over (by the
// rules, a claim or a loss on time). A new move forgets the moves taken
// back.
func (s *Session[P, M]) Play(m M) error {
	if err := s.push(Played[M]{Move: m, Side: s.game.Turn()}); err != nil {
		return err
	}
	s.redo = s.redo[:0]
	return nil
}

// push plays p at the end of the line and charges the clock. The time is
// read once: a mover who had time left when the move was checked is
// charged at that moment, never refused after the move was played.
func (s *Session[P, M]) push(p Played[M]) error {
	now := s.now()
	if s.claim.Over || s.clock != nil && s.clock.Flag(now) || s.game.Outcome().Over {
		return ErrOver
	}
	s.game.Play(p.Move)
	s.line = append(s.line, p)
	if s.clock != nil {
		s.clock.Moved(now, len(s.line), s.clockSide())
	}
	return nil
}

// clockSide is the side whose clock runs at the current position: the side
// to move, none when the game is over there.
func (s *Session[P, M]) clockSide() int {
	if s.claim.Over || s.game.Outcome().Over {
		return NoSide
	}
	return s.game.Turn()
}
