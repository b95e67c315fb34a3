// Package engine holds what the three game engines share and is not hot:
// search limits, time budgets under the usual clocks (sudden death,
// increments, byoyomi, fixed time per move), and the stop signal a search
// polls. Game packages import it; it imports no game package.
package engine

import (
	"sync/atomic"
	"time"
)

// Limits describes when one search must stop. Zero fields mean "no limit of
// that kind"; with no limit at all the search runs until Stop (infinite).
type Limits struct {
	Depth    int           // maximum nominal depth (plies), 0 = none
	Nodes    uint64        // node budget, 0 = none
	MoveTime time.Duration // exact time for this move, 0 = none
	Infinite bool          // search until stopped (ponder, analysis)

	// The game clock of the side to move: time left, increment per move,
	// byoyomi (time per move once the main time is gone) and moves to the
	// next time control (0 = sudden death / unknown).
	TimeLeft  time.Duration
	Increment time.Duration
	Byoyomi   time.Duration
	MovesToGo int
}

// HasClock reports whether the limits give any time information.
func (l Limits) HasClock() bool {
	return l.MoveTime > 0 || l.TimeLeft > 0 || l.Increment > 0 || l.Byoyomi > 0
}

// Budget is the time plan of one move: the search should not start a new
// iteration after Soft, and must stop at Hard.
type Budget struct {
	Soft, Hard time.Duration
}

// TimePlan turns the clock into a budget. margin is the time kept back for
// the protocol round trip and a loaded machine (answering late loses the
// game; answering a little early costs almost nothing). movesLeft estimates
// how many more moves of this side the remaining time must cover (for example
// 30 for shogi, up to the number of empties for Othello).
//
// The hard limit never exceeds what the clock allows minus the margin: with
// byoyomi that is time left + byoyomi, with increments time left (the
// increment arrives after the move), with a fixed move time that time.
func TimePlan(l Limits, margin time.Duration, movesLeft int) Budget {
	if margin < 0 {
		margin = 0
	}
	if movesLeft < 1 {
		movesLeft = 1
	}
	if l.MovesToGo > 0 && l.MovesToGo < movesLeft {
		movesLeft = l.MovesToGo
	}
	const floor = 10 * time.Millisecond // always search a little
	if l.MoveTime > 0 {
		t := max(l.MoveTime-margin, floor)
		return Budget{Soft: t, Hard: t}
	}
	if !l.HasClock() {
		return Budget{} // no time limit
	}
	available := l.TimeLeft + l.Byoyomi // all that can be spent on this move
	hard := max(available-margin, floor)
	// Base share: an even split of the main time over the remaining moves,
	// plus most of the increment and all of the byoyomi.
	share := l.TimeLeft/time.Duration(movesLeft) + l.Increment*3/4 + l.Byoyomi
	soft := min(max(share-margin, floor), hard)
	// Allow an iteration to run past the soft limit up to a few shares, but
	// never beyond the hard limit.
	hard = min(hard, max(soft*4, l.Byoyomi-margin))
	if hard < soft {
		hard = soft
	}
	return Budget{Soft: soft, Hard: hard}
}

// Stopper is the stop signal of one search: a flag set from outside (a
// protocol's stop command) and a hard deadline. Searches call ShouldStop
// every few thousand nodes; it is cheap and safe from any goroutine.
type Stopper struct {
	flag     atomic.Bool
	start    time.Time
	deadline time.Time // zero: none
	nodes    uint64    // node budget, 0 = none
}

// Start arms the stopper at now with the hard limit of budget (none if
// zero) and a node budget (none if zero).
func (s *Stopper) Start(hard time.Duration, nodes uint64) {
	s.flag.Store(false)
	s.start = time.Now()
	s.deadline = time.Time{}
	if hard > 0 {
		s.deadline = s.start.Add(hard)
	}
	s.nodes = nodes
}

// Stop asks the search to stop as soon as it can.
func (s *Stopper) Stop() { s.flag.Store(true) }

// Stopped reports whether Stop was called or a limit was reached earlier.
func (s *Stopper) Stopped() bool { return s.flag.Load() }

// ShouldStop checks the flag, the deadline and the node budget; once it has
// returned true it keeps doing so.
func (s *Stopper) ShouldStop(nodes uint64) bool {
	if s.flag.Load() {
		return true
	}
	if (s.nodes > 0 && nodes >= s.nodes) || (!s.deadline.IsZero() && time.Now().After(s.deadline)) {
		s.flag.Store(true)
		return true
	}
	return false
}

// Elapsed is the time since Start.
func (s *Stopper) Elapsed() time.Duration { return time.Since(s.start) }

// NPS returns nodes per second for a node count over the elapsed time.
func NPS(nodes uint64, elapsed time.Duration) uint64 {
	if elapsed <= 0 {
		return 0
	}
	return uint64(float64(nodes) / elapsed.Seconds())
}
