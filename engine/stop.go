package engine

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// Stopper is the stop signal and time control of one search: a flag set
// from outside (cancellation, a protocol's stop), a node budget, and the
// soft and hard deadlines of the time plan. Searches call ShouldStop every
// few thousand nodes (helper threads may poll Stopped only) and PastSoft
// between iterations. All methods are safe from any goroutine.
type Stopper struct {
	flag  atomic.Bool
	start time.Time // when the search began (for Elapsed)
	nodes uint64    // node budget, 0 = none

	clock    atomic.Int64 // unix ns the clock started (search start or ponder hit), 0 = no clock
	soft     atomic.Int64 // soft budget in ns from clock, 0 = none
	deadline atomic.Int64 // unix ns of the hard stop, 0 = none
}

// Start arms the stopper at now with a hard limit (none if zero) and a node
// budget (none if zero), with no soft limit. Solvers and tools that take a
// plain time limit use it; searches use Begin.
func (s *Stopper) Start(hard time.Duration, nodes uint64) {
	s.flag.Store(false)
	s.start = time.Now()
	s.nodes = nodes
	s.soft.Store(0)
	s.clock.Store(0)
	s.deadline.Store(0)
	if hard > 0 {
		s.clock.Store(s.start.UnixNano())
		s.soft.Store(int64(hard))
		s.deadline.Store(s.start.Add(hard).UnixNano())
	}
}

// StartUnder arms the stopper for a short search inside the search of
// parent (a mate search at the root): a node budget of its own (none if
// zero) and the parent's hard deadline, which it may not pass.
func (s *Stopper) StartUnder(parent *Stopper, nodes uint64) {
	s.Start(0, nodes)
	s.deadline.Store(parent.deadline.Load())
}

// StartWithin arms the stopper like Start(hard, nodes), never past
// parent's hard deadline (a check after a search, which must still end in
// the search's time).
func (s *Stopper) StartWithin(parent *Stopper, hard time.Duration, nodes uint64) {
	s.Start(hard, nodes)
	if d := parent.deadline.Load(); d != 0 && (hard <= 0 || d < s.deadline.Load()) {
		s.deadline.Store(d)
	}
}

// Begin arms the stopper for one search under lim. Cancelling ctx stops
// it; the clock of lim, planned by TimePlan with lim.Margin and movesLeft,
// sets the soft and hard deadlines from now, or from the moment lim.Ponder
// is hit; lim.Nodes is the node budget; Infinite searches have no deadline.
// The returned function releases the timers and watchers: call it when the
// search returns.
func (s *Stopper) Begin(ctx context.Context, lim Limits, movesLeft int) (done func()) {
	s.Start(0, lim.Nodes)
	var (
		mu     sync.Mutex
		timer  *time.Timer
		closed bool
	)
	arm := func(at time.Time) {
		b := TimePlan(lim, lim.Margin, movesLeft)
		if b.Hard <= 0 {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if closed {
			return
		}
		s.soft.Store(int64(b.Soft))
		s.deadline.Store(at.Add(b.Hard).UnixNano())
		s.clock.Store(at.UnixNano())
		timer = time.AfterFunc(time.Until(at.Add(b.Hard)), s.Stop)
	}
	unhook := func() {}
	switch {
	case lim.Infinite:
	case lim.Ponder != nil:
		unhook = lim.Ponder.onHit(arm)
	default:
		arm(s.start)
	}
	unwatch := context.AfterFunc(ctx, s.Stop)
	return func() {
		unwatch()
		unhook()
		mu.Lock()
		closed = true
		if timer != nil {
			timer.Stop()
		}
		mu.Unlock()
	}
}

// Stop asks the search to stop as soon as it can.
func (s *Stopper) Stop() { s.flag.Store(true) }

// Stopped reports whether Stop was called or a limit was reached earlier.
// Helper threads poll it; it is one atomic load.
func (s *Stopper) Stopped() bool { return s.flag.Load() }

// ShouldStop checks the flag, the node budget and the hard deadline; once
// it has returned true it keeps doing so.
func (s *Stopper) ShouldStop(nodes uint64) bool {
	if s.flag.Load() {
		return true
	}
	if s.nodes > 0 && nodes >= s.nodes {
		s.flag.Store(true)
		return true
	}
	if d := s.deadline.Load(); d != 0 && time.Now().UnixNano() >= d {
		s.flag.Store(true)
		return true
	}
	return false
}

// PastSoft reports whether scale times the soft budget has passed since the
// clock started (never before the clock starts: infinite, pondering, or no
// clock). Scale 1 is the plan; a searcher raises it when the best move is
// unstable or the score drops, and lowers it when the move is clear.
func (s *Stopper) PastSoft(scale float64) bool {
	c := s.clock.Load()
	soft := s.soft.Load()
	if c == 0 || soft == 0 {
		return false
	}
	return float64(time.Now().UnixNano()-c) >= float64(soft)*scale
}

// Elapsed is the time since the search began.
func (s *Stopper) Elapsed() time.Duration { return time.Since(s.start) }

// Ponder is the signal of a search on the opponent's time: the search runs
// without a clock until Hit, then under its clock from the moment of the
// hit (USI ponderhit). The zero value is ready to use.
type Ponder struct {
	mu   sync.Mutex
	hit  bool
	at   time.Time
	next int
	fns  map[int]func(time.Time)
}

// Hit starts the clock of the pondering search (once; later calls do
// nothing).
func (p *Ponder) Hit() {
	p.mu.Lock()
	if p.hit {
		p.mu.Unlock()
		return
	}
	p.hit, p.at = true, time.Now()
	fns := p.fns
	p.fns = nil
	p.mu.Unlock()
	for _, f := range fns {
		f(p.at)
	}
}

// IsHit reports whether Hit was called.
func (p *Ponder) IsHit() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.hit
}

// onHit calls f with the time of the hit: now if it happened already, else
// when it happens (unless the returned cancel is called first).
func (p *Ponder) onHit(f func(time.Time)) (cancel func()) {
	p.mu.Lock()
	if p.hit {
		at := p.at
		p.mu.Unlock()
		f(at)
		return func() {}
	}
	if p.fns == nil {
		p.fns = map[int]func(time.Time){}
	}
	id := p.next
	p.next++
	p.fns[id] = f
	p.mu.Unlock()
	return func() {
		p.mu.Lock()
		delete(p.fns, id)
		p.mu.Unlock()
	}
}
