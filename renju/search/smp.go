package search

import (
	"cmp"
	"slices"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// Iterative deepening and Lazy SMP: every thread deepens over the same
// root moves on the shared table; helpers run ahead of the main thread
// (depth staggering) so that the entries they store cut the main thread's
// next iteration short. The main thread reports; the answer is the deepest
// completed iteration of any thread (a helper that completes the last
// depth ends the search).

// maxThreads bounds the threads of one search: each helper holds about
// 1.5 MB of its own (board cache, move buffers, VCF table).
const maxThreads = 64

// deepen runs the threads over root and returns the answer.
func (s *Searcher) deepen(b *renju.Board, root []RootMove, req *engine.Request[renju.Point], line int, start time.Time) engine.Result[renju.Point] {
	maxDepth := req.Depth
	if maxDepth <= 0 || maxDepth > maxPly-8 {
		maxDepth = maxPly - 8
	}
	n := min(req.ThreadCount(), maxThreads)
	for len(s.threads) < n {
		s.threads = append(s.threads, s.newThread(len(s.threads)))
	}
	s.helperNodes.Store(0)
	s.mainDepth.Store(0)
	s.doneDepth.Store(0)
	s.done.depth = 0
	roots := make([][]RootMove, n)
	for id := range roots {
		roots[id] = append([]RootMove(nil), root...)
		if id > 0 {
			t := s.threads[id]
			t.board = *b // copied here: the main thread uses b as scratch
			t.setup(&t.board)
		}
	}
	engine.Threads(n, func(id int) {
		s.threads[id].iterate(roots[id], maxDepth, req, line, start)
	}, s.own.Stop)
	s.lastRoot = roots[0]
	return s.pick(n, start)
}

// pick chooses the answer after the threads have stopped: the main
// thread's, unless another thread completed a deeper iteration.
func (s *Searcher) pick(n int, start time.Time) engine.Result[renju.Point] {
	var nodes uint64
	for _, t := range s.threads[:n] {
		nodes += t.nodes
	}
	m := s.threads[0]
	if d := &s.done; d.depth > m.depth && d.best != renju.NoPoint && len(d.line) > 0 {
		return answer(d.best, d.score, d.line, d.depth, nodes, start)
	}
	return answer(m.bestP, m.bestS, m.line, m.depth, nodes, start)
}

// publish records the thread's completed iteration when it is the deepest.
func (t *thread) publish() {
	d := &t.sr.done
	d.Lock()
	if t.depth > d.depth {
		d.depth, d.best, d.score = t.depth, t.bestP, t.bestS
		d.line = append(d.line[:0], t.line...)
		t.sr.doneDepth.Store(int32(t.depth))
	}
	d.Unlock()
}

// adopt takes the deepest completed iteration as the main thread's own (a
// helper finished the depth the main thread was searching).
func (t *thread) adopt() {
	d := &t.sr.done
	d.Lock()
	if d.depth > t.depth && d.best != renju.NoPoint {
		t.depth, t.bestP, t.bestS = d.depth, d.best, d.score
		t.line = append(t.line[:0], d.line...)
	}
	d.Unlock()
}

// nextDepth staggers the threads: the main thread searches every depth;
// odd helpers work Params.HelperAhead plies ahead of the main thread's
// current iteration, even helpers on it (with their own order from their
// history).
func (t *thread) nextDepth(done int) int {
	if t.id == 0 {
		return done + 1
	}
	return max(done+1, int(t.sr.mainDepth.Load())+1+t.p.HelperAhead*(t.id&1))
}

// iterate is one thread's iterative deepening over root. A thread gives up
// an iteration another has completed first and goes on from its result.
func (t *thread) iterate(root []RootMove, maxDepth int, req *engine.Request[renju.Point], line int, start time.Time) {
	s := t.sr
	t.bestP, t.bestS = root[0].P, 0
	for depth := t.nextDepth(0); depth <= maxDepth; depth = t.nextDepth(t.depth) {
		t.firstIter = t.id == 0 && depth == 1
		t.iterDepth = depth
		iterBest, iterScore := t.searchAspirated(root, depth)
		if t.skipped {
			t.aborted, t.skipped = false, false
			t.adopt()
		} else {
			// An interrupted iteration still counts where it proved a
			// move better than the last best at the deeper depth.
			if iterBest != renju.NoPoint && (!t.aborted || iterBest != t.bestP || iterScore > t.bestS || depth == 1) {
				t.bestP, t.bestS = iterBest, iterScore
				t.line = append(t.line[:0], t.pv[0][:t.pvLen[0]]...)
			}
			if t.aborted {
				break
			}
			t.depth = depth
			t.publish()
		}
		orderRoot(root, t.bestP)
		if t.id == 0 {
			s.mainDepth.Store(int32(t.depth))
			t.report(req, line, start)
		}
		if t.bestS > scoreMate || t.bestS < -scoreMate {
			break
		}
		if t.id == 0 && s.own.PastSoft(t.p.IterationShare) {
			break
		}
	}
	if t.id > 0 && t.depth >= maxDepth {
		s.own.Stop() // the last depth is done: the main thread need not finish it
	}
}

// searchAspirated is one iteration in a window around the last score
// (Params.Aspiration, 0: the full window), widened on a fail until the
// score lies inside it.
func (t *thread) searchAspirated(root []RootMove, depth int) (renju.Point, int32) {
	delta := t.p.Aspiration
	if delta <= 0 || depth < 4 || t.bestS > scoreMate/2 || t.bestS < -scoreMate/2 {
		return t.searchRoot(root, depth, -scoreInf, scoreInf)
	}
	alpha, beta := t.bestS-delta, t.bestS+delta
	for {
		best, sc := t.searchRoot(root, depth, alpha, beta)
		if t.aborted || (sc > alpha && sc < beta) {
			return best, sc
		}
		delta *= 4
		if sc <= alpha {
			alpha = max(sc-delta, -scoreInf)
		} else {
			beta = min(sc+delta, scoreInf)
		}
		if delta > 4000 {
			alpha, beta = -scoreInf, scoreInf
		}
	}
}

// searchRoot is one iteration over the root moves (PVS, late quiet moves
// reduced) in the window (alpha, beta); it stores each move's score (a
// bound below the best for the moves that failed low) and the PV. On a
// fail low the best is the first move with its bound.
func (t *thread) searchRoot(root []RootMove, depth int, alpha, beta int32) (renju.Point, int32) {
	iterBest, iterScore := renju.NoPoint, -scoreInf
	t.static[0] = noStatic
	for i := range root {
		p := root[i].P
		r := 0
		if t.p.RootLMR {
			r = t.reduction(p, i, depth)
		}
		t.place(p)
		var sc int32
		if i == 0 {
			sc = -t.negamax(depth-1, 1, -beta, -alpha)
		} else {
			sc = -t.negamax(depth-1-r, 1, -alpha-1, -alpha)
			if r > 0 && sc > alpha && !t.aborted {
				sc = -t.negamax(depth-1, 1, -alpha-1, -alpha)
			}
			if sc > alpha && sc < beta && !t.aborted {
				sc = -t.negamax(depth-1, 1, -beta, -alpha)
			}
		}
		t.unplace(p)
		if t.aborted {
			break
		}
		root[i].Score = sc
		if sc > alpha || i == 0 {
			if sc > alpha {
				alpha = sc
			}
			iterBest, iterScore = p, sc
			t.extendPV(0, p)
			if alpha >= beta {
				break // fail high: the aspiration window widens
			}
		} else {
			root[i].Score = min(sc, alpha) - 1 // a bound; keep it below the best
		}
	}
	return iterBest, iterScore
}

// orderRoot sorts the root moves by score (stable) and puts best first for
// the next iteration.
func orderRoot(root []RootMove, best renju.Point) {
	slices.SortStableFunc(root, func(a, b RootMove) int { return cmp.Compare(b.Score, a.Score) })
	for i := range root {
		if root[i].P == best {
			root[0], root[i] = root[i], root[0]
			break
		}
	}
}

// report sends the main thread's completed iteration.
func (t *thread) report(req *engine.Request[renju.Point], line int, start time.Time) {
	if req.Info == nil {
		return
	}
	in := engine.Info[renju.Point]{Depth: t.depth, MultiPV: line, Score: toScore(t.bestS),
		Nodes: t.nodes + t.sr.helperNodes.Load(), Time: time.Since(start),
		Hashfull: t.sr.hashfull(), PV: append([]renju.Point(nil), t.line...)}
	in.Exact = in.Score.IsMate()
	req.Report(in)
}

// hashfull samples the first thousand table entries: the permille in use.
func (s *Searcher) hashfull() int {
	n := 0
	for i := range min(1000, len(s.tt)) {
		if _, d := s.tt[i].Load(); d != 0 {
			n++
		}
	}
	return n * 1000 / min(1000, len(s.tt))
}
