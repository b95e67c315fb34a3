package web

import "time"

// The game clock's arithmetic: each side's main time left, the side whose
// clock runs and since when, a loss on time, and the times of every
// position of the record so that an undo can restore them. Every method
// takes the time as an argument (the server's clock, a fake one in the
// tests) and nothing here sleeps or sets timers; clock_game.go ties a
// clock to a game.
//
// Arithmetic: a move charges the time since the mover's clock started.
// Sudden death and Fischer take it from the main time (Fischer then adds
// the increment); byoyomi takes it from the main time and, once that is
// spent, from the move's byoyomi period, which is whole again at every
// move. A side whose move took more than its main time (plus the period)
// has lost on time, whether or not it has moved yet.

// Side numbers of a clock.
const (
	noSide    = -1
	sideBlack = 0
	sideWhite = 1
)

var sideNames = [2]string{"black", "white"}

// sideIndex is the clock side of a turn ("black", "white"); noSide else.
func sideIndex(turn string) int {
	for i, n := range sideNames {
		if n == turn {
			return i
		}
	}
	return noSide
}

// sideName is the API name of a side, "" for noSide.
func sideName(side int) string {
	if side == noSide {
		return ""
	}
	return sideNames[side]
}

type gameClock struct {
	set     clockSetting
	left    [2]time.Duration   // main time left of each side when the running clock started
	running int                // the side whose clock runs, noSide when stopped
	since   time.Time          // when it started
	flagged int                // the side that lost on time, noSide while none has
	history [][2]time.Duration // history[k]: left as the position after k moves arose
}

// newGameClock is the clock of a game whose record has plies moves (no
// time spent on them), stopped.
func newGameClock(set clockSetting, plies int) *gameClock {
	full := [2]time.Duration{set.main(), set.main()}
	c := &gameClock{set: set, left: full, running: noSide, flagged: noSide}
	c.history = make([][2]time.Duration, plies+1)
	for i := range c.history {
		c.history[i] = full
	}
	return c
}

// start runs side's clock from now (noSide: every clock stops).
func (c *gameClock) start(side int, now time.Time) {
	c.running, c.since = side, now
}

// spent is the time the running side has used on its move at now.
func (c *gameClock) spent(now time.Time) time.Duration {
	if c.running == noSide {
		return 0
	}
	return max(0, now.Sub(c.since))
}

// remaining is side's main time and byoyomi period left at now.
func (c *gameClock) remaining(side int, now time.Time) (main, period time.Duration) {
	main, period = c.left[side], c.set.byoyomi()
	if side != c.running {
		return main, period
	}
	d := c.spent(now)
	if d <= main {
		return main - d, period
	}
	return 0, max(0, period-(d-main))
}

// flag declares the running side lost on time if its time has run out at
// now, and reports whether the game is lost on time (now or before).
func (c *gameClock) flag(now time.Time) bool {
	if c.flagged != noSide {
		return true
	}
	side := c.running
	if side == noSide || c.spent(now) <= c.left[side]+c.set.byoyomi() {
		return false
	}
	c.flagged, c.left[side] = side, 0
	c.start(noSide, now)
	return true
}

// moved charges the running side's move at now, records the times of the
// position after it (ply: the record's length with the move) and starts
// next's clock (noSide: the game ended with the move). It reports false,
// charging nothing, when the mover had already lost on time.
func (c *gameClock) moved(now time.Time, ply, next int) bool {
	if c.flag(now) {
		return false
	}
	if side := c.running; side != noSide {
		left := c.left[side] - c.spent(now)
		switch c.set.Kind {
		case clockFischer:
			left += c.set.increment()
		case clockByoyomi:
			left = max(0, left) // the rest came out of the byoyomi period
		}
		c.left[side] = left
	}
	c.history = append(c.history[:min(ply, len(c.history)):min(ply, len(c.history))], c.left)
	c.start(next, now)
	return true
}

// undo takes the clock back to position ply: the times it had when that
// position arose, no loss on time, and side's clock running from now
// (noSide: the position is over).
func (c *gameClock) undo(ply, side int, now time.Time) {
	ply = max(0, min(ply, len(c.history)-1))
	c.left = c.history[ply]
	c.history = c.history[: ply+1 : ply+1]
	c.flagged = noSide
	c.start(side, now)
}

// state is the clock as the API shows it at now.
func (c *gameClock) state(now time.Time) *clockState {
	st := &clockState{clockSetting: c.set, Running: sideName(c.running), Flagged: sideName(c.flagged)}
	for side, t := range []*sideTime{&st.Black, &st.White} {
		main, period := c.remaining(side, now)
		t.MainMS, t.ByoyomiMS = main.Milliseconds(), period.Milliseconds()
	}
	return st
}
