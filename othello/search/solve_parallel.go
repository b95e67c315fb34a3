package search

import (
	"runtime"
	"sync"
	"sync/atomic"

	"bitban/othello"
)

// The parallel split of the exact solver (young brothers wait): a node with
// enough empties searches its first move alone; if it did not cut off and
// a thread is idle, the node becomes a split point whose other moves every
// free thread takes one at a time. A move that refutes the node (a score
// above a null window's alpha, or at least a full window's beta) marks the
// split point cut; the threads searching its other moves, and everything
// below them, notice it when they poll and unwind, discarding what they
// were searching. The thread that made the split point (its owner) waits
// for the others before it returns the node's score, and while it waits
// it helps at split points made below its own (the other threads can only
// be working there). All threads share the large table (locked by bucket,
// see TT); each keeps its own small table of the last empties, its move
// lists and its node count.

// splitMinEmpties: nodes with fewer empties are never split (their trees
// are too small to pay for handing moves over).
const splitMinEmpties = 14

// splitPoint is a node whose remaining moves several threads search.
type splitPoint struct {
	mu     sync.Mutex
	parent *splitPoint // the split point the owner was working under
	P, O   uint64
	moves  [36]othello.ScoredMove // the moves not searched before the split, best first
	n      int
	next   int // the next move to hand out
	// alpha, beta: the node's window (a null-window node has beta = alpha+1
	// and pv false).
	alpha, beta int
	pv          bool
	empties     int
	best        int
	bestMove    int
	workers     int // threads inside (the owner included)
	cut         atomic.Bool
	// The searching solver's state the helpers take over.
	level int
	selT  float64
	gen   uint8
}

// cutAbove reports whether sp or a split point above it was cut off: the
// work below it is useless.
func (sp *splitPoint) cutAbove() bool {
	for ; sp != nil; sp = sp.parent {
		if sp.cut.Load() {
			return true
		}
	}
	return false
}

// below reports whether sp lies in the subtree of anc (or is anc).
func (sp *splitPoint) below(anc *splitPoint) bool {
	for ; sp != nil; sp = sp.parent {
		if sp == anc {
			return true
		}
	}
	return false
}

// solverPool is the set of threads of one parallel solve.
type solverPool struct {
	mu   sync.Mutex
	wake *sync.Cond
	open []*splitPoint // split points with moves left to hand out
	// idle counts the threads waiting for work (helpers, and owners
	// waiting at their split points): a node splits only when one is.
	idle atomic.Int32
	quit bool
	wg   sync.WaitGroup
}

// SetThreads sets how many threads Solve and SolveWindow use (1, the
// default: the plain sequential search). Helper solvers share the large
// table; each has its own small table (about 2 MB).
func (s *Solver) SetThreads(n int) {
	s.threads = max(1, n)
	for len(s.helpers) < s.threads-1 {
		h := &Solver{tt: s.tt, near: NewTT(nearTTMB), level: exactLevel, eval: s.eval}
		s.helpers = append(s.helpers, h)
	}
	s.helpers = s.helpers[:s.threads-1]
}

// Threads returns the number of threads of a solve.
func (s *Solver) Threads() int { return max(1, s.threads) }

// startHelpers starts the helper threads of a solve; the returned function
// stops them. With one thread it does nothing.
func (s *Solver) startHelpers() (stop func()) {
	if s.threads <= 1 {
		return func() {}
	}
	pool := &solverPool{}
	pool.wake = sync.NewCond(&pool.mu)
	s.tt.SetShared(true)
	s.pool = pool
	for _, h := range s.helpers {
		h.p, h.stop, h.hint, h.inSearch = s.p, s.stop, s.hint, s.inSearch
		h.pool, h.nodes, h.stopped, h.sp = pool, 0, false, nil
		pool.wg.Add(1)
		go h.helperLoop()
	}
	return func() {
		pool.mu.Lock()
		pool.quit = true
		pool.wake.Broadcast()
		pool.mu.Unlock()
		pool.wg.Wait()
		for _, h := range s.helpers {
			s.nodes += h.nodes
			h.nodes, h.pool = 0, nil
		}
		s.pool = nil
		s.tt.SetShared(false)
	}
}

// helperLoop is a helper thread: it waits for a split point with moves
// left, searches there, and waits again, until the solve ends.
func (s *Solver) helperLoop() {
	pool := s.pool
	defer pool.wg.Done()
	pool.mu.Lock()
	for {
		if pool.quit {
			pool.mu.Unlock()
			return
		}
		sp := pool.joinable(nil)
		if sp == nil {
			pool.idle.Add(1)
			pool.wake.Wait()
			pool.idle.Add(-1)
			continue
		}
		pool.mu.Unlock()
		s.helpAt(sp)
		pool.mu.Lock()
	}
}

// joinable returns an open split point with moves left, below anc when anc
// is not nil, and counts the caller in as one of its workers; nil if there
// is none. The caller holds pool.mu.
func (pool *solverPool) joinable(anc *splitPoint) *splitPoint {
	for _, sp := range pool.open {
		if anc != nil && !sp.below(anc) {
			continue
		}
		sp.mu.Lock()
		ok := sp.next < sp.n && !sp.cut.Load()
		if ok {
			sp.workers++
		}
		sp.mu.Unlock()
		if ok {
			return sp
		}
	}
	return nil
}

// helpAt searches moves of sp, which the caller has joined, as a helper.
func (s *Solver) helpAt(sp *splitPoint) {
	prevSP, prevLevel, prevT, prevGen := s.sp, s.level, s.selT, s.gen
	s.sp, s.level, s.selT, s.gen = sp, sp.level, sp.selT, sp.gen
	s.searchSplit(sp)
	sp.mu.Lock()
	sp.workers--
	sp.mu.Unlock()
	s.sp, s.level, s.selT, s.gen = prevSP, prevLevel, prevT, prevGen
	// Unwinding from a cut (of sp or above) is over; a global stop is seen
	// again at the next poll.
	s.stopped = s.sp.cutAbove()
}

// canSplit reports whether a node with these empties and moves left should
// become a split point now.
func (s *Solver) canSplit(empties, left int) bool {
	return s.pool != nil && empties >= splitMinEmpties && left > 0 && s.pool.idle.Load() > 0
}

// split makes the node (P, O) a split point for the moves list.m[from:],
// searches them with the threads that join, and returns the node's best
// score and move (best and bestMove are those of the moves before from).
func (s *Solver) split(P, O uint64, list *moveList, from, alpha, beta int, pv bool, empties, best, bestMove int) (int, int) {
	sp := &splitPoint{parent: s.sp, P: P, O: O, alpha: alpha, beta: beta, pv: pv, empties: empties,
		best: best, bestMove: bestMove, workers: 1, level: s.level, selT: s.selT, gen: s.gen}
	for i := from; i < list.n; i++ {
		sp.moves[sp.n] = *list.next(i)
		sp.n++
	}
	pool := s.pool
	pool.mu.Lock()
	pool.open = append(pool.open, sp)
	pool.wake.Broadcast()
	pool.mu.Unlock()

	s.sp = sp
	s.searchSplit(sp)

	pool.mu.Lock()
	for i, o := range pool.open {
		if o == sp {
			pool.open = append(pool.open[:i], pool.open[i+1:]...)
			break
		}
	}
	pool.mu.Unlock()
	s.waitHelpers(sp)
	s.sp = sp.parent
	// A cut of this split point only ends its own moves; a cut above it or
	// a global stop must unwind further.
	s.stopped = sp.parent.cutAbove() || (s.stop != nil && s.stop.Stopped())
	return sp.best, sp.bestMove
}

// waitHelpers waits until the helpers have left sp, helping meanwhile at
// split points below it.
func (s *Solver) waitHelpers(sp *splitPoint) {
	pool := s.pool
	pool.idle.Add(1)
	for spins := 0; ; spins++ {
		sp.mu.Lock()
		w := sp.workers
		sp.mu.Unlock()
		if w == 1 {
			break
		}
		pool.mu.Lock()
		sub := pool.joinable(sp)
		pool.mu.Unlock()
		if sub == nil {
			if spins > 16 {
				runtime.Gosched()
			}
			continue
		}
		pool.idle.Add(-1)
		s.helpAt(sub)
		s.stopped = false // unwinding from sub is over; sp is seen by the loop
		pool.idle.Add(1)
	}
	pool.idle.Add(-1)
}

// searchSplit takes moves of sp one at a time and searches them, until none
// is left, sp is cut off or the search stops.
func (s *Solver) searchSplit(sp *splitPoint) {
	P, O, e := sp.P, sp.O, sp.empties
	for {
		sp.mu.Lock()
		if sp.next >= sp.n || sp.cut.Load() {
			sp.mu.Unlock()
			return
		}
		mv := sp.moves[sp.next]
		sp.next++
		lo := sp.alpha
		if sp.pv {
			lo = max(sp.alpha, sp.best)
		}
		sp.mu.Unlock()

		nP, nO := O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq))
		v := -s.nws(nP, nO, -lo-1, e-1)
		if sp.pv && !s.stopped && v > lo && v < sp.beta {
			v = -s.pvs(nP, nO, -sp.beta, -v, e-1)
		}
		if s.stopped {
			return
		}
		sp.mu.Lock()
		if v > sp.best {
			sp.best, sp.bestMove = v, int(mv.Sq)
			if (!sp.pv && v > sp.alpha) || v >= sp.beta {
				sp.cut.Store(true)
			}
		}
		sp.mu.Unlock()
	}
}
