// Package gomocup speaks the Gomocup (Piskvork) protocol with the Yixin-Board
// extensions on a line-oriented stream: it parses commands, keeps track of
// the game the manager describes and asks a Brain for moves. It holds no game
// logic; the rules and the search live behind the Brain interface (NewBrain
// wires package renju).
//
// The Swap2 opening of Gomocup's tournaments is the SWAP2BOARD command (see
// swap2.go): a brain that implements Swap2Brain, as NewBrain's does, places
// the opener's three stones, answers three stones with SWAP, a 4th stone or
// two more stones, and five stones with SWAP or a 6th stone.
//
// Coordinates are Gomocup's: 0-based, x the column from the left, y the row
// from the top.
package gomocup

import (
	"context"

	"bitban/engine"
)

// Point is a board point in Gomocup coordinates.
type Point struct{ X, Y int }

// Color is the colour of a stone: Black moves first.
type Color uint8

const (
	Black Color = 1
	White Color = 2
)

// Other returns the opposite colour.
func (c Color) Other() Color { return 3 - c }

// Stone is a coloured stone on a point.
type Stone struct {
	P Point
	C Color
}

// Rule is the winning rule of a game.
type Rule uint8

const (
	Freestyle Rule = iota // five or more in a row wins
	Standard              // exactly five wins, an overline does not
	Renju                 // RIF renju: forbidden points for Black
)

func (r Rule) String() string {
	switch r {
	case Standard:
		return "standard"
	case Renju:
		return "renju"
	}
	return "freestyle"
}

// RuleFromMask maps Gomocup's INFO rule bit mask to a rule: bit 4 renju,
// bit 1 exactly five; Yixin-Board sends 2 for renju, so bit 2 (which
// Gomocup uses for "continuous game", irrelevant to a brain) also selects
// renju.
func RuleFromMask(mask int) Rule {
	switch {
	case mask&4 != 0 || mask&2 != 0:
		return Renju
	case mask&1 != 0:
		return Standard
	}
	return Freestyle
}

// Scored is one candidate move with the brain's evaluation (side to move's
// view) and a human-readable form of it ("+12", "+M7" ...).
type Scored struct {
	P    Point
	Eval string
}

// ThinkRequest is what the protocol asks of one search.
type ThinkRequest struct {
	// Ctx is cancelled by YXSTOP and END, and at the hard time limit.
	Ctx context.Context
	// Limits: MoveTime is the time to plan the search on, Depth and Nodes
	// come from INFO max_depth and max_node, Threads from INFO thread_num,
	// MultiPV is the number of best moves wanted (YXNBEST, at least 1).
	Limits engine.Limits
	// Info receives the search's progress reports (rendered as MESSAGE
	// lines); may be nil.
	Info func(engine.Info[Point])
}

// Brain is the game side of the protocol. Every method returns an error
// rather than panicking on bad input; the protocol keeps its own state
// consistent by replaying the whole position through SetPosition when it
// changes it.
type Brain interface {
	// NewGame starts an empty w x h board (rows y, columns x) under rule.
	NewGame(w, h int, rule Rule) error
	// SetPosition replaces the position: stones in the order played and
	// the colour to move.
	SetPosition(stones []Stone, toMove Color) error
	// Play puts a stone of the side to move on p.
	Play(p Point) error
	// Legal reports whether the side to move may play p (on the board,
	// empty, not forbidden).
	Legal(p Point) bool
	// Forbidden lists Black's forbidden points (none unless renju).
	Forbidden() []Point
	// Think searches the current position and returns up to req.NBest moves,
	// best first; it returns at least one legal move unless the board is
	// full.
	Think(req ThinkRequest) ([]Scored, error)
}
