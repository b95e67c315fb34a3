package web

import (
	"time"

	"bitban/engine"
	"bitban/session"
)

// The engine under a game clock: a game move's job carries the side's
// clock as it stands when the search gets its slot (the time already
// spent on the move is gone from it), and the engine plans the move with
// the engine contract's clock limits (engine.TimePlan: a share of the
// main time, most of the increment, the byoyomi) less a margin, instead of
// a fixed time per move. The margin covers what comes after the search
// (the answer, the move's replay and its charge) on a loaded machine: an
// engine that answers late loses the game, one that answers early loses a
// little time.

// clockLimits is a side's clock for one engine move.
type clockLimits struct {
	Left      time.Duration // main time left
	Increment time.Duration // Fischer increment after the move
	Byoyomi   time.Duration // what is left of the byoyomi period
	Margin    time.Duration // kept back from all of it
}

// engineMargin is the margin of a side with avail time for its move:
// 200 ms and 1% of it, at most 1 s.
func engineMargin(avail time.Duration) time.Duration {
	return min(200*time.Millisecond+avail/100, time.Second)
}

// moveJob is j for a game move: limited by the game's strength level and,
// with a game clock, timed by the side's clock now (j.Time becomes the
// hard limit: all of the side's time less the margin).
func (g *game) moveJob(j job) job {
	g.mu.Lock()
	defer g.mu.Unlock()
	j = levelJob(j, g.level, g.name)
	c := g.clock
	if c == nil || c.Running() == session.NoSide {
		return j
	}
	main, period := c.Remaining(c.Running(), g.now())
	avail := main + period
	lim := &clockLimits{Left: main, Byoyomi: period, Margin: engineMargin(avail)}
	if c.Setting().Kind == session.ClockFischer {
		lim.Increment = c.Setting().Increment()
	}
	j.Clock = lim
	j.Time = max(avail-lim.Margin, 10*time.Millisecond)
	return j
}

// limits is the engine contract's limits of j: its depth, threads and
// lines, and its time: the side's clock for a game move under a game
// clock, else j.Time for the search.
func (j job) limits() engine.Limits {
	lim := engine.Limits{Depth: j.Depth, Threads: j.threads(), MultiPV: j.lines()}
	c := j.Clock
	if c == nil || c.Left+c.Byoyomi <= 0 {
		lim.MoveTime = j.Time
		return lim
	}
	lim.TimeLeft, lim.Increment, lim.Byoyomi, lim.Margin = c.Left, c.Increment, c.Byoyomi, c.Margin
	return lim
}
