package session

// Taking moves back and playing them again. Every way back ends a
// resignation or declaration and takes the clock back with the line: the
// times of the position it returns to, as they were when it arose, and the
// side to move's clock running from now (clock.go's Undo).

// Undo takes back the last move; false when there is none.
func (s *Session[P, M]) Undo() bool {
	if len(s.line) == 0 {
		return false
	}
	s.TakeBack(len(s.line) - 1)
	return true
}

// UndoSide takes back side's last move and every move after it (a player's
// undo: their move and the answer); false when side has not moved.
func (s *Session[P, M]) UndoSide(side int) bool {
	i := len(s.line) - 1
	for i >= 0 && s.line[i].Side != side {
		i--
	}
	if i < 0 {
		return false
	}
	s.TakeBack(i)
	return true
}

// TakeBack takes moves back until n are left (all of them: n <= 0). The
// moves taken back can be played again by Redo, the last one first.
func (s *Session[P, M]) TakeBack(n int) {
	n = max(0, n)
	for len(s.line) > n {
		last := len(s.line) - 1
		s.game.Undo()
		s.redo = append(s.redo, s.line[last])
		s.line = s.line[:last]
	}
	s.claim.Over = false
	if s.clock != nil {
		s.clock.Undo(len(s.line), s.clockSide(), s.now())
	}
}

// CanRedo reports whether a move taken back can be played again.
func (s *Session[P, M]) CanRedo() bool { return len(s.redo) > 0 }

// Redo plays the last move taken back again, charged to the clock as a
// move made now; false when there is none or the game is over.
func (s *Session[P, M]) Redo() bool {
	n := len(s.redo)
	if n == 0 {
		return false
	}
	if s.push(s.redo[n-1]) != nil {
		return false
	}
	s.redo = s.redo[:n-1]
	return true
}

// Restart takes every move back and forgets them (a new game from the
// same start); a clock starts again from its setting.
func (s *Session[P, M]) Restart() {
	s.TakeBack(0)
	s.redo = s.redo[:0]
	if s.clock != nil {
		s.SetClock(s.clock.Setting(), s.now)
	}
}
