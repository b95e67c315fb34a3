package web

import (
	"time"

	"bitban/engine"
)

// The engine under a game clock: a game move's job carries the side's
// clock as it stands when the search gets its slot (the time already
// spent on the move is gone from it), and the engine plans the move with
// the engine contract's clock limits less a margin, instead of a fixed
// time per move (session.Clock.EngineLimits and session.EngineMargin,
// which the terminal's games use too).

// clockLimits is a side's clock for one engine move.
type clockLimits struct {
	Left      time.Duration // main time left
	Increment time.Duration // Fischer increment after the move
	Byoyomi   time.Duration // what is left of the byoyomi period
	Margin    time.Duration // kept back from all of it
}

// moveJob is j for a game move: limited by the game's strength level and,
// with a game clock, timed by the side's clock now (j.Time becomes the
// hard limit: all of the side's time less the margin).
func (g *game) moveJob(j job) job {
	g.mu.Lock()
	defer g.mu.Unlock()
	j = levelJob(j, g.level, g.name)
	lim, ok := g.main.EngineLimits()
	if !ok {
		return j
	}
	j.Clock = &clockLimits{Left: lim.TimeLeft, Increment: lim.Increment, Byoyomi: lim.Byoyomi, Margin: lim.Margin}
	j.Time = max(lim.TimeLeft+lim.Byoyomi-lim.Margin, 10*time.Millisecond)
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
