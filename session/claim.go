package session

import "bitban/engine"

// Ends of a game that are a player's act, not the position's: resigning
// and claiming a win the rules allow (shogi's entering-king declaration;
// whether it is allowed is the game's to say). Either stops the clock;
// undo lifts it.

// Resign ends the game with side's resignation: the other side wins.
func (s *Session[P, M]) Resign(side int) error {
	return s.end(engine.Win(1-side, engine.Resignation))
}

// Declare ends the game with side's winning declaration.
func (s *Session[P, M]) Declare(side int) error {
	return s.end(engine.Win(side, engine.Declaration))
}

// end records a claim o, refused when the game is over already.
func (s *Session[P, M]) end(o engine.Outcome) error {
	if s.Outcome().Over {
		return ErrOver
	}
	s.claim = o
	if s.clock != nil {
		s.clock.Start(NoSide, s.now())
	}
	return nil
}
