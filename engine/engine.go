// Package engine is the one contract the three game engines share: the
// limits of a search (clock, depth, nodes, threads, multi-PV, hash, ponder),
// its cancellation and time control (Stopper), the structured progress
// report (Info) and answer (Result) every protocol renders, the Searcher
// interface each game's searcher satisfies, and the small shared pieces of
// parallel search (lock-free table slots, helper threads). Game packages
// import it; it imports no game package. Nothing here is on a hot path
// except Stopper.ShouldStop and Slot, which are a few instructions.
package engine

import "time"

// Limits describes one search: when it must stop and how wide it searches.
// Zero fields mean "no limit of that kind" (or the default); with no limit
// at all the search runs until it is cancelled (infinite analysis).
type Limits struct {
	Depth    int           // maximum nominal depth (plies), 0 = none
	Nodes    uint64        // node budget, 0 = none
	MoveTime time.Duration // exact time for this move, 0 = none
	Infinite bool          // search until cancelled (analysis); clock fields are ignored

	// The game clock of the side to move: time left, increment per move,
	// byoyomi (time per move once the main time is gone) and moves to the
	// next time control (0 = sudden death / unknown).
	TimeLeft  time.Duration
	Increment time.Duration
	Byoyomi   time.Duration
	MovesToGo int

	// Margin is kept back from the clock for the protocol round trip and a
	// loaded machine (a late answer loses; an early one costs little).
	Margin time.Duration

	// MultiPV is the number of best root moves searched and reported with
	// their own lines (0 or 1: only the best).
	MultiPV int
	// Threads is the number of search threads (0 or 1: one).
	Threads int
	// HashMB resizes the searcher's main table to about that many megabytes
	// before the search (0: keep the current size).
	HashMB int
	// Ponder, when not nil, makes this a search on the opponent's time: the
	// clock fields apply only from the moment Ponder.Hit is called; until
	// then the search is infinite.
	Ponder *Ponder
}

// HasClock reports whether the limits give any time information.
func (l Limits) HasClock() bool {
	return l.MoveTime > 0 || l.TimeLeft > 0 || l.Increment > 0 || l.Byoyomi > 0
}

// ThreadCount is Threads with its default: at least one.
func (l Limits) ThreadCount() int { return max(1, l.Threads) }

// Lines is MultiPV with its default: at least one.
func (l Limits) Lines() int { return max(1, l.MultiPV) }

// Budget is the time plan of one move: the search should not start a new
// iteration after Soft, and must stop at Hard.
type Budget struct {
	Soft, Hard time.Duration
}

// TimePlan turns the clock into a budget. margin is the time kept back for
// the protocol round trip and a loaded machine. movesLeft estimates how many
// more moves of this side the remaining time must cover (for example 30 for
// shogi, up to the number of empties for Othello).
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

// NPS returns nodes per second for a node count over the elapsed time.
func NPS(nodes uint64, elapsed time.Duration) uint64 {
	if elapsed <= 0 {
		return 0
	}
	return uint64(float64(nodes) / elapsed.Seconds())
}
