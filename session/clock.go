package session

import (
	"time"

	"bitban/engine"
)

// The game clock's arithmetic: each side's main time left, the side whose
// clock runs and since when, a loss on time, and the times of every
// position of the line played so that an undo can restore them. Every
// method takes the time as an argument (the caller's clock, a fake one in
// the tests) and nothing here sleeps or sets timers.
//
// Arithmetic: a move charges the time since the mover's clock started.
// Sudden death and Fischer take it from the main time (Fischer then adds
// the increment); byoyomi takes it from the main time and, once that is
// spent, from the move's byoyomi period, which is whole again at every
// move. A side whose move took more than its main time (plus the period)
// has lost on time, whether or not it has moved yet.

// Clock is the two players' clock of one game. Its zero value is not
// usable: see NewClock.
type Clock struct {
	set     ClockSetting
	left    [2]time.Duration   // main time left of each side when the running clock started
	running int                // the side whose clock runs, NoSide when stopped
	since   time.Time          // when it started
	flagged int                // the side that lost on time, NoSide while none has
	history [][2]time.Duration // history[k]: left as the position after k moves arose
}

// NewClock is the clock of a game whose line has plies moves (no time
// spent on them), stopped.
func NewClock(set ClockSetting, plies int) *Clock {
	full := [2]time.Duration{set.Main(), set.Main()}
	c := &Clock{set: set, left: full, running: NoSide, flagged: NoSide}
	c.history = make([][2]time.Duration, plies+1)
	for i := range c.history {
		c.history[i] = full
	}
	return c
}

// Setting is the clock's time control.
func (c *Clock) Setting() ClockSetting { return c.set }

// Running is the side whose clock runs, NoSide when none does.
func (c *Clock) Running() int { return c.running }

// Flagged is the side that lost on time, NoSide while none has (as last
// declared by Flag, Moved or Undo).
func (c *Clock) Flagged() int { return c.flagged }

// Plies is the number of moves whose positions' times the clock keeps
// (the line's length, as far as the clock knows it).
func (c *Clock) Plies() int { return len(c.history) - 1 }

// Start runs side's clock from now (NoSide: every clock stops).
func (c *Clock) Start(side int, now time.Time) {
	c.running, c.since = side, now
}

// spent is the time the running side has used on its move at now.
func (c *Clock) spent(now time.Time) time.Duration {
	if c.running == NoSide {
		return 0
	}
	return max(0, now.Sub(c.since))
}

// Remaining is side's main time and byoyomi period left at now.
func (c *Clock) Remaining(side int, now time.Time) (main, period time.Duration) {
	main, period = c.left[side], c.set.Byoyomi()
	if side != c.running {
		return main, period
	}
	d := c.spent(now)
	if d <= main {
		return main - d, period
	}
	return 0, max(0, period-(d-main))
}

// Flag declares the running side lost on time if its time has run out at
// now, and reports whether the game is lost on time (now or before).
func (c *Clock) Flag(now time.Time) bool {
	if c.flagged != NoSide {
		return true
	}
	side := c.running
	if side == NoSide || c.spent(now) <= c.left[side]+c.set.Byoyomi() {
		return false
	}
	c.flagged, c.left[side] = side, 0
	c.Start(NoSide, now)
	return true
}

// Outcome is the game lost on time as declared so far: over, the other
// side winning, when a side has lost on time; not over else.
func (c *Clock) Outcome() engine.Outcome {
	if c.flagged == NoSide {
		return engine.Outcome{}
	}
	return engine.Win(1-c.flagged, engine.TimeLoss)
}

// Moved charges the running side's move at now, records the times of the
// position after it (ply: the line's length with the move) and starts
// next's clock (NoSide: the game ended with the move). It reports false,
// charging nothing, when the mover had already lost on time.
func (c *Clock) Moved(now time.Time, ply, next int) bool {
	if c.Flag(now) {
		return false
	}
	if side := c.running; side != NoSide {
		left := c.left[side] - c.spent(now)
		switch c.set.Kind {
		case ClockFischer:
			left += c.set.Increment()
		case ClockByoyomi:
			left = max(0, left) // the rest came out of the byoyomi period
		}
		c.left[side] = left
	}
	c.history = append(c.history[:min(ply, len(c.history)):min(ply, len(c.history))], c.left)
	c.Start(next, now)
	return true
}

// Undo takes the clock back to position ply: the times it had when that
// position arose, no loss on time, and side's clock running from now
// (NoSide: the position is over).
func (c *Clock) Undo(ply, side int, now time.Time) {
	ply = max(0, min(ply, len(c.history)-1))
	c.left = c.history[ply]
	c.history = c.history[: ply+1 : ply+1]
	c.flagged = NoSide
	c.Start(side, now)
}

// State is the clock as the web API shows it at now.
func (c *Clock) State(now time.Time) *ClockState {
	st := &ClockState{ClockSetting: c.set, Running: SideName(c.running), Flagged: SideName(c.flagged)}
	for side, t := range []*SideTime{&st.Black, &st.White} {
		main, period := c.Remaining(side, now)
		t.MainMS, t.ByoyomiMS = main.Milliseconds(), period.Milliseconds()
	}
	return st
}
