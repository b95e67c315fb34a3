package othello

import (
	"math/bits"
	"unsafe"
)

// TT is a transposition table of search bounds keyed by the whole board
// (both bitboards are stored, so there are no false hits). Buckets hold two
// entries: the first is kept for the deepest search, the second always
// takes the newest result. An entry is 32 bytes, so a bucket is one
// 64-byte cache line (the slice of a large table is page-aligned): a probe
// costs one memory access, which prefetch can start early.
type TT struct {
	entries []ttEntry
	mask    uint64
}

type ttEntry struct {
	P, O         uint64
	lower, upper int16
	move         uint8 // best move, PassMove if none known
	depth        uint8 // search depth (for exact searches: the empties)
	gen          uint8 // search generation, so old entries get replaced
	_            [9]uint8
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
	adviseHugePages(e)
	return &TT{entries: e, mask: n - 2}
}

// Clear empties the table.
func (t *TT) Clear() { clear(t.entries) }

// ttHash mixes both bitboards (a multiply-xorshift of each half).
func ttHash(P, O uint64) uint64 {
	h := P*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(O*0xc2b2ae3d27d4eb4f, 31)
	return h ^ h>>29
}

// prefetch starts loading the bucket of (P, O) into the cache.
func (t *TT) prefetch(P, O uint64) {
	prefetchTT(unsafe.Pointer(&t.entries[ttHash(P, O)&t.mask]))
}

// probe returns the entry of (P, O) if present.
func (t *TT) probe(P, O uint64) (*ttEntry, bool) {
	i := ttHash(P, O) & t.mask
	e := &t.entries[i]
	if e.P == P && e.O == O {
		return e, true
	}
	e = &t.entries[(i+1)&(uint64(len(t.entries))-1)] // i is even: the same line
	if e.P == P && e.O == O {
		return e, true
	}
	return nil, false
}

// store records the result of a search of (P, O) at depth with the window
// (alpha, beta): score <= alpha is an upper bound, >= beta a lower bound,
// in between exact.
func (t *TT) store(P, O uint64, depth int, alpha, beta, score, move int, gen uint8) {
	i := ttHash(P, O) & t.mask
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
			*e1 = *e0
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
		e.depth = uint8(depth)
		e.move = PassMove
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
	if move != PassMove && (score > alpha || e.move == PassMove) {
		e.move = uint8(move)
	}
}

const ttInf = 30000
