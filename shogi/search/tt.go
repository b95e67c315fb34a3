package search

import (
	"unsafe"

	"bitban/engine"
	"bitban/shogi"
)

// Transposition table of the search, shared by all threads of a Lazy SMP
// search: buckets of four lock-free 16-byte slots (one cache line), indexed
// by the low bits of the Zobrist key and checked with the full key. Each
// slot is an engine.Slot (key stored XOR data), so an entry torn by two
// threads writing at once reads as a miss, never as another position's
// data. Replacement inside a bucket: the same key, else an empty slot, else
// the entry of an older search, else the shallowest.

// Bound kinds of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // score <= stored (fail low)
	boundLower = 2 // score >= stored (fail high)
	boundExact = 3
)

// ttEntry is the unpacked data word of a slot: bits 0-30 the move (a
// move needs 20), bit 31 the PV flag, 32-47 the score, 48-55 the depth,
// 56-63 the generation<<2 | bound.
type ttEntry struct {
	key   uint64
	move  shogi.Move
	score int16
	depth int8
	gen   uint8 // generation<<2 | bound
	pv    bool  // the node was searched as a PV node, or was one earlier
}

// ttPVBit is the PV flag's bit in the data word.
const ttPVBit = 1 << 31

func (e ttEntry) pack() uint64 {
	d := uint64(e.move&^ttPVBit) | uint64(uint16(e.score))<<32 | uint64(uint8(e.depth))<<48 | uint64(e.gen)<<56
	if e.pv {
		d |= ttPVBit
	}
	return d
}

func unpackEntry(key, d uint64) ttEntry {
	return ttEntry{key: key, move: shogi.Move(uint32(d) &^ ttPVBit), score: int16(uint16(d >> 32)), depth: int8(uint8(d >> 48)), gen: uint8(d >> 56), pv: d&ttPVBit != 0}
}

type ttBucket [4]engine.Slot

// TT is a transposition table. The zero value is unusable; use NewTT.
// Probe and Store may run on many goroutines at once; Resize, Clear and
// NewSearch must not run during a search.
type TT struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8
	mb      int
}

// NewTT allocates a table of about mb megabytes (a power of two of buckets,
// at least 1 MB worth).
func NewTT(mb int) *TT {
	t := &TT{}
	t.Resize(mb)
	return t
}

// Resize reallocates the table to about mb megabytes, clearing it.
func (t *TT) Resize(mb int) {
	mb = max(1, min(mb, 1<<16))
	n := uint64(1)
	for n*2*64 <= uint64(mb)<<20 {
		n *= 2
	}
	t.buckets = make([]ttBucket, n)
	engine.AdviseHugePages(t.buckets)
	t.mask = n - 1
	t.gen = 0
	t.mb = mb
}

// MB is the size asked of the last Resize, in megabytes.
func (t *TT) MB() int { return t.mb }

// Clear empties the table.
func (t *TT) Clear() {
	for i := range t.buckets {
		for j := range t.buckets[i] {
			t.buckets[i][j].Clear()
		}
	}
}

// NewSearch ages the entries so that those of older searches are replaced
// first.
func (t *TT) NewSearch() { t.gen = (t.gen + 1) & 63 }

// Probe returns the entry of key (ok false when there is none).
func (t *TT) Probe(key uint64) (e ttEntry, ok bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		k, d := b[i].Load()
		if k == key && d>>56&3 != boundNone {
			return unpackEntry(k, d), true
		}
	}
	return ttEntry{}, false
}

// Prefetch starts loading the bucket of key into the cache: the search
// calls it with a child's key (Position.KeyAfter) before making the move,
// so that the child's probe finds the bucket loaded instead of waiting for
// memory.
func (t *TT) Prefetch(key uint64) {
	engine.Prefetch(unsafe.Pointer(&t.buckets[key&t.mask]))
}

// Store saves a search result. A move of MoveNone keeps a move already
// stored for the key.
func (t *TT) Store(key uint64, m shogi.Move, score, depth, bound int) {
	t.StorePV(key, m, score, depth, bound, false)
}

// StorePV is Store with the entry's PV flag (the node is or was a PV
// node: Params.LMRTTPv reduces its moves less).
func (t *TT) StorePV(key uint64, m shogi.Move, score, depth, bound int, pv bool) {
	b := &t.buckets[key&t.mask]
	victim := 0
	worst := 1 << 30
	var old ttEntry
	for i := range b {
		k, d := b[i].Load()
		e := unpackEntry(k, d)
		if k == key || e.gen&3 == boundNone {
			victim, old = i, e
			break
		}
		// Older generations first, then shallower entries.
		age := int((t.gen - e.gen>>2) & 63)
		if v := int(e.depth) - 8*age; v < worst {
			worst, victim, old = v, i, e
		}
	}
	same := old.key == key && old.gen&3 != boundNone
	if m == shogi.MoveNone && same {
		m = old.move
	}
	// Keep a deeper exact entry of the same key over a shallow bound.
	if same && bound != boundExact && int(old.depth) > depth+2 && old.gen>>2 == t.gen {
		return
	}
	e := ttEntry{move: m, score: int16(score), depth: int8(max(-100, min(depth, 127))), gen: t.gen<<2 | uint8(bound), pv: pv}
	b[victim].Store(key, e.pack())
}

// Hashfull returns the permille of the first thousand entries written by
// the current search.
func (t *TT) Hashfull() int {
	n, used := 0, 0
	for i := 0; i < len(t.buckets) && n < 1000; i++ {
		for j := range t.buckets[i] {
			_, d := t.buckets[i][j].Load()
			if g := uint8(d >> 56); g&3 != boundNone && g>>2 == t.gen {
				used++
			}
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return used * 1000 / n
}
