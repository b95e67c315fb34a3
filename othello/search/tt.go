package search

import (
	"math/bits"
	"runtime"
	"sync/atomic"
	"unsafe"

	"bitban/engine"
	"bitban/othello"
)

// TT is a transposition table of search bounds keyed by the whole board
// (both bitboards are stored, so there are no false hits). Buckets hold two
// entries: the first is kept for the deepest search, the second always
// takes the newest result. An entry is 32 bytes, so a bucket is one
// 64-byte cache line (the slice of a large table is page-aligned): a probe
// costs one memory access, which prefetch can start early.
//
// A table shared by the threads of a parallel search (SetShared) locks a
// bucket for each probe and store with a spin lock kept in the bucket's
// first entry, so a reader never sees half of another thread's entry; the
// lock is in the cache line the probe loads anyway.
type TT struct {
	entries []ttEntry
	mask    uint64
	shared  bool
	// fresh: nothing was stored since NewTT or Clear, so Clear can skip
	// its walk (a new table's first clear would touch every page of it:
	// 0.3 s for the engine's tables, at the first position a GUI sets).
	// The searches that store mark the table used (markUsed) before they
	// start, outside any concurrent use.
	fresh bool
}

type ttEntry struct {
	P, O         uint64
	lower, upper int16
	// depth is the search depth; for the solver's searches the key of
	// tableFor (the empties plus keyStep times the level).
	depth uint16
	move  uint8         // best move, PassMove if none known
	gen   uint8         // search generation, so old entries get replaced
	lock  atomic.Uint32 // the bucket's lock (first entry of a bucket only)
	_     [4]uint8
}

// An entry stays 32 bytes, two to a cache line: one of these arrays has a
// negative length otherwise.
var (
	_ [32 - unsafe.Sizeof(ttEntry{})]byte
	_ [unsafe.Sizeof(ttEntry{}) - 32]byte
)

// ttHit is what a probe returns: a copy of the entry's data.
type ttHit struct {
	lower, upper int16
	depth        uint16
	move         uint8
}

// NewTT returns a table of about sizeMB megabytes (a power of two of
// entries).
func NewTT(sizeMB int) *TT {
	n := uint64(1)
	for n*2*32 <= uint64(sizeMB)<<20 {
		n *= 2
	}
	if n < 2 {
		n = 2
	}
	e := make([]ttEntry, n)
	engine.AdviseHugePages(e)
	return &TT{entries: e, mask: n - 2, fresh: true}
}

// markUsed records that a search may store in the table.
func (t *TT) markUsed() { t.fresh = false }

// touch clears the table even when fresh: it writes every page of it, so
// that the searches after it do not pay for the first touch.
func (t *TT) touch() {
	t.fresh = false
	t.Clear()
}

// Clear empties the table (not while a search uses it).
func (t *TT) Clear() {
	if t.fresh {
		return
	}
	t.fresh = true
	for i := range t.entries {
		e := &t.entries[i]
		e.P, e.O, e.lower, e.upper, e.move, e.depth, e.gen = 0, 0, 0, 0, 0, 0, 0
	}
}

// SetShared turns bucket locking on for a table several threads use at
// once, or off again; call it only while no search uses the table.
func (t *TT) SetShared(on bool) { t.shared = on }

// lockBucket takes the spin lock of the bucket starting at entry i. The
// lock is held for a few loads or stores, so contention is rare and short.
func (t *TT) lockBucket(i uint64) *atomic.Uint32 {
	l := &t.entries[i].lock
	for spins := 0; !l.CompareAndSwap(0, 1); spins++ {
		if spins > 64 {
			runtime.Gosched()
		}
	}
	return l
}

// ttHash mixes both bitboards (a multiply-xorshift of each half).
func ttHash(P, O uint64) uint64 {
	h := P*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(O*0xc2b2ae3d27d4eb4f, 31)
	return h ^ h>>29
}

// prefetch starts loading the bucket of (P, O) into the cache.
func (t *TT) prefetch(P, O uint64) {
	engine.Prefetch(unsafe.Pointer(&t.entries[ttHash(P, O)&t.mask]))
}

// probe returns the data stored for (P, O) if present.
func (t *TT) probe(P, O uint64) (ttHit, bool) {
	i := ttHash(P, O) & t.mask
	if t.shared {
		l := t.lockBucket(i)
		h, ok := t.find(i, P, O)
		l.Store(0)
		return h, ok
	}
	return t.find(i, P, O)
}

// find looks (P, O) up in the bucket starting at entry i.
func (t *TT) find(i, P, O uint64) (ttHit, bool) {
	e := &t.entries[i]
	if e.P != P || e.O != O {
		e = &t.entries[(i+1)&(uint64(len(t.entries))-1)] // i is even: the same line
		if e.P != P || e.O != O {
			return ttHit{}, false
		}
	}
	return ttHit{lower: e.lower, upper: e.upper, move: e.move, depth: e.depth}, true
}

// store records the result of a search of (P, O) at depth with the window
// (alpha, beta): score <= alpha is an upper bound, >= beta a lower bound,
// in between exact.
func (t *TT) store(P, O uint64, depth int, alpha, beta, score, move int, gen uint8) {
	i := ttHash(P, O) & t.mask
	if t.shared {
		l := t.lockBucket(i)
		t.update(i, P, O, depth, alpha, beta, score, move, gen)
		l.Store(0)
		return
	}
	t.update(i, P, O, depth, alpha, beta, score, move, gen)
}

// update is store on the bucket starting at entry i.
func (t *TT) update(i, P, O uint64, depth int, alpha, beta, score, move int, gen uint8) {
	e0 := &t.entries[i]
	e1 := &t.entries[i+1]
	var e *ttEntry
	switch {
	case e0.P == P && e0.O == O:
		e = e0
	case e1.P == P && e1.O == O:
		e = e1
	case e0.gen != gen || int(e0.depth)%keyStep <= depth%keyStep:
		// Demote the first entry to the second slot unless it is stale.
		if e0.gen == gen && e0.P|e0.O != 0 {
			e1.P, e1.O, e1.lower, e1.upper = e0.P, e0.O, e0.lower, e0.upper
			e1.move, e1.depth, e1.gen = e0.move, e0.depth, e0.gen
		}
		e = e0
	default:
		e = e1
	}
	if e.P != P || e.O != O || int(e.depth) != depth {
		if e.P != P || e.O != O || int(e.depth) < depth {
			e.lower, e.upper = -ttInf, ttInf
		} else if int(e.depth) > depth {
			// Keep a deeper result of the same board.
			return
		}
		e.P, e.O = P, O
		e.depth = uint16(depth)
		e.move = othello.PassMove
	}
	e.gen = gen
	if score < beta && score < int(e.upper) {
		e.upper = int16(score)
	}
	if score > alpha && score > int(e.lower) {
		e.lower = int16(score)
	}
	if e.lower > e.upper { // an unstable search: trust the newest value
		e.lower, e.upper = int16(score), int16(score)
	}
	if move != othello.PassMove && (score > alpha || e.move == othello.PassMove) {
		e.move = uint8(move)
	}
}

const ttInf = 30000
