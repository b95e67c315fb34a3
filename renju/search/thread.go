package search

import (
	"unsafe"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/eval"
)

// One search thread: its own scratch board, shape cache, incremental
// evaluation, killers, history and PV; the table is the Searcher's.

// RootMove is one move at the root with its last score.
type RootMove struct {
	P     renju.Point
	Score int32
}

type scoredMove struct {
	p renju.Point
	s int32
}

type thread struct {
	sr *Searcher
	p  *Params      // &sr.Params: read only during a search
	ev *eval.Params // &sr.ev: the evaluation's values for the rule searched
	id int          // 0: the main thread

	board renju.Board  // the helpers' copy of the root position
	b     *renju.Board // the board searched: the caller's (main) or &board
	hash  uint64
	vcf   *VCFSolver // in-tree probes: the Searcher's for the main thread

	nodes     uint64
	flushed   uint64 // nodes already added to sr.helperNodes (helpers)
	aborted   bool
	firstIter bool // in the first iteration (see checkStop)
	iterDepth int  // the depth of the iteration in progress
	skipped   bool // another thread completed iterDepth first

	killers [maxPly][2]renju.Point
	// excluded[ply] is the move a singular test leaves out at ply
	// (NoPoint: none; Params.SingularDepth).
	excluded [maxPly]renju.Point
	history  [3][renju.MaxSize * renju.Stride]int32
	buf      [maxPly][renju.MaxSize * renju.MaxSize]scoredMove
	pv       [maxPly][maxPly]renju.Point
	pvLen    [maxPly]int
	static   [maxPly]int32 // the static score of each ply of the line (noteStatic)
	// pt[c][p]: what a stone of colour c on the empty point p makes
	// (cache.go): its shapes, line levels, class and values.
	pt [3][renju.MaxSize * renju.Stride]pointEntry
	// clsN: the number of empty points of each class, sumMove, sumWait
	// the sums of the values.
	clsN             [3][eval.NumClasses]int32
	sumMove, sumWait [3]int32
	// forbidRows[y] bit x: a Black point of renju that may be forbidden
	// (recheck).
	forbidRows [32]uint32
	// lineEval[i]: the window scores (Black, White) of line slot i; evalB,
	// evalW their sums (cache.go).
	lineEval     [renju.NumLineSlots][2]int32
	evalB, evalW int32
	// undo and frames take the cache back on unplace (cache.go):
	// undo holds the points' entries as they were before each place
	// changed them, frames[i] the totals before the i-th place of the
	// current line.
	undo    []cacheUndo // undo[:nundo] in use; grown, never shrunk
	nundo   int
	frames  [2 * maxPly]cacheFrame // a power of two: indexed with &(len-1)
	nframes int

	// The last completed iteration: its depth, best move, score and PV.
	depth int
	bestP renju.Point
	bestS int32
	line  []renju.Point
}

// helperVCFBits is the size of a helper's own VCF table (in-tree probes of
// a few hundred nodes only).
const helperVCFBits = 16

func (s *Searcher) newThread(id int) *thread {
	t := &thread{sr: s, p: &s.Params, ev: &s.ev, id: id, vcf: s.vcf}
	if id > 0 {
		t.vcf = NewVCFSolver(min(helperVCFBits, s.ttBits-1))
	}
	return t
}

// setup makes b the thread's position: the hash, the shape cache and the
// evaluation, and clears the per-search counters.
func (t *thread) setup(b *renju.Board) {
	t.b = b
	t.hash = b.Hash()
	t.initCache()
	t.initEval()
	t.nodes, t.flushed = 0, 0
	t.aborted, t.firstIter, t.skipped = false, false, false
	for i := range t.killers {
		t.killers[i] = [2]renju.Point{renju.NoPoint, renju.NoPoint} // not point 0: a real corner
		t.excluded[i] = renju.NoPoint
	}
	t.depth, t.bestP, t.bestS, t.line = 0, renju.NoPoint, 0, t.line[:0]
}

func (t *thread) key() uint64 {
	if t.b.SideToMove() == renju.White {
		return t.hash ^ renju.WhiteToMoveKey()
	}
	return t.hash
}

// childKey is the key() the position will have after a stone on p.
func (t *thread) childKey(p renju.Point) uint64 {
	return t.key() ^ renju.ZobristKey(t.b.SideToMove(), p) ^ renju.WhiteToMoveKey()
}

// prefetchChild starts loading the table slot of the position after a
// stone on p: place updates the patterns around p for longer than the
// load takes, so the child's probe finds the slot in the cache.
func (t *thread) prefetchChild(p renju.Point) {
	engine.Prefetch(unsafe.Pointer(&t.sr.tt[t.childKey(p)&t.sr.mask]))
}

func (t *thread) place(p renju.Point) {
	c := t.b.Push(p)
	t.hash ^= renju.ZobristKey(c, p)
	t.pushFrame(p.X(), p.Y())
	t.refresh(p.X(), p.Y())
	t.recheck()
	t.updateEval(p.X(), p.Y())
}

// unplace takes back the stone place put on p: the cache, the classes and
// the evaluation return to what they were before it from the undo records
// (nothing is recomputed).
func (t *thread) unplace(p renju.Point) {
	c := t.b.Pop(p)
	t.hash ^= renju.ZobristKey(c, p)
	t.popFrame()
}

// checkStop polls the limits every 512 nodes. The main thread checks the
// clock and the node budget of all threads; the first iteration always
// completes on its own limits (it is one evaluation per root move, so the
// answer is never just the move ordering's guess) and only the caller's
// stop cuts it short. Helpers add their nodes to the shared count and stop
// with the search's stopper (the main thread's end halts them through it).
// Every thread gives up an iteration another thread has completed.
func (t *thread) checkStop() bool {
	if t.aborted {
		return true
	}
	s := t.sr
	if t.id > 0 {
		if t.nodes-t.flushed >= 512 {
			s.helperNodes.Add(t.nodes - t.flushed)
			t.flushed = t.nodes
			if s.own.Stopped() {
				t.aborted = true
			} else if int(s.doneDepth.Load()) >= t.iterDepth {
				t.aborted, t.skipped = true, true
			}
		}
		return t.aborted
	}
	if t.nodes&511 == 0 {
		total := t.nodes + s.helperNodes.Load()
		if (!t.firstIter && s.own.ShouldStop(total)) || s.ext.Stopped() {
			t.aborted = true
		} else if int(s.doneDepth.Load()) >= t.iterDepth {
			t.aborted, t.skipped = true, true
		}
	}
	if !t.firstIter && s.maxN > 0 && t.nodes+s.helperNodes.Load() >= s.maxN {
		t.aborted = true
	}
	return t.aborted
}

// stoppedAfterProbe is the check after an in-tree solver probe, which may
// have taken many nodes at once.
func (t *thread) stoppedAfterProbe() bool {
	s := t.sr
	if t.id > 0 {
		return s.own.Stopped()
	}
	return (!t.firstIter && s.own.Stopped()) || s.ext.Stopped()
}
