package session

import (
	"time"

	"bitban/engine"
)

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

// EngineLimits is the clock of the side to move as the engine contract's
// clock limits (Clock.EngineLimits) at the session's time; false without a
// clock running.
func (s *Session[P, M]) EngineLimits() (engine.Limits, bool) {
	if s.clock == nil {
		return engine.Limits{}, false
	}
	return s.clock.EngineLimits(s.now())
}
