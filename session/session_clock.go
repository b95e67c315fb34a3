package session

import "time"

// A session's clock: the clock.go arithmetic tied to the session's line.
// The session charges every move played (or replayed) to it, takes it back
// with every undo and declares a loss on time whenever the outcome is
// asked for; nothing runs between those calls.

// SetClock gives the session a clock with setting set (ClockNone: no
// clock), read at now (time.Now, or a fake in tests), running from now for
// the side to move. The moves played already took no time.
func (s *Session[P, M]) SetClock(set ClockSetting, now func() time.Time) {
	s.now = now
	s.clock = nil
	if set.Kind == ClockNone || set.Kind == "" {
		return
	}
	s.clock = NewClock(set, len(s.line))
	s.clock.Start(s.clockSide(), now())
}

// Clock is the session's clock, nil without one.
func (s *Session[P, M]) Clock() *Clock { return s.clock }

// ClockState is the clock as shown now, nil without one.
func (s *Session[P, M]) ClockState() *ClockState {
	if s.clock == nil {
		return nil
	}
	s.clock.Flag(s.now())
	return s.clock.State(s.now())
}
