package session

import (
	"time"

	"bitban/engine"
)

// An engine that plays under a game clock plans its move from the side's
// clock as it stands when it starts searching (engine.TimePlan: a share
// of the main time, most of the increment, the byoyomi), less a margin
// for what comes after the search (the answer, the move's replay and its
// charge) on a loaded machine: an engine that answers late loses the
// game, one that answers early loses a little time.

// EngineMargin is the margin of a side with avail time for its move:
// 200 ms and 1% of it, at most 1 s.
func EngineMargin(avail time.Duration) time.Duration {
	return min(200*time.Millisecond+avail/100, time.Second)
}

// EngineLimits is the running side's clock at now as the engine contract's
// clock limits (TimeLeft, Increment, Byoyomi, Margin; the rest zero);
// false when no clock runs.
func (c *Clock) EngineLimits(now time.Time) (engine.Limits, bool) {
	if c.running == NoSide {
		return engine.Limits{}, false
	}
	main, period := c.Remaining(c.running, now)
	lim := engine.Limits{TimeLeft: main, Byoyomi: period, Margin: EngineMargin(main + period)}
	if c.set.Kind == ClockFischer {
		lim.Increment = c.set.Increment()
	}
	return lim, true
}
