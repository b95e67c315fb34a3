package shogi

// Transposition table of the search: buckets of four 16-byte entries (one
// cache line), indexed by the low bits of the Zobrist key and checked with
// the full key. Replacement inside a bucket: the same key, else the entry
// of an older search, else the shallowest.

// Bound kinds of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // score <= stored (fail low)
	boundLower = 2 // score >= stored (fail high)
	boundExact = 3
)

type ttEntry struct {
	key   uint64
	move  Move
	score int16
	depth int8
	gen   uint8 // generation<<2 | bound
}

type ttBucket [4]ttEntry

// TT is a transposition table. The zero value is unusable; use NewTT.
type TT struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8
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
	t.mask = n - 1
	t.gen = 0
}

// Clear empties the table.
func (t *TT) Clear() { clear(t.buckets) }

// NewSearch ages the entries so that those of older searches are replaced
// first.
func (t *TT) NewSearch() { t.gen = (t.gen + 1) & 63 }

// Probe returns the entry of key (ok false when there is none).
func (t *TT) Probe(key uint64) (e ttEntry, ok bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if b[i].key == key && b[i].gen&3 != boundNone {
			return b[i], true
		}
	}
	return ttEntry{}, false
}

// Store saves a search result. A move of MoveNone keeps a move already
// stored for the key.
func (t *TT) Store(key uint64, m Move, score, depth, bound int) {
	b := &t.buckets[key&t.mask]
	victim := 0
	worst := 1 << 30
	for i := range b {
		e := &b[i]
		if e.key == key || e.gen&3 == boundNone {
			victim = i
			break
		}
		// Older generations first, then shallower entries.
		age := int((t.gen - e.gen>>2) & 63)
		v := int(e.depth) - 8*age
		if v < worst {
			worst, victim = v, i
		}
	}
	e := &b[victim]
	if m == MoveNone && e.key == key {
		m = e.move
	}
	// Keep a deeper exact entry of the same key over a shallow bound.
	if e.key == key && e.gen&3 != boundNone && bound != boundExact && int(e.depth) > depth+2 && e.gen>>2 == t.gen {
		return
	}
	*e = ttEntry{key: key, move: m, score: int16(score), depth: int8(max(-100, min(depth, 127))), gen: t.gen<<2 | uint8(bound)}
}

// Hashfull returns the permille of the first thousand entries written by
// the current search.
func (t *TT) Hashfull() int {
	n, used := 0, 0
	for i := 0; i < len(t.buckets) && n < 1000; i++ {
		for j := range t.buckets[i] {
			e := &t.buckets[i][j]
			if e.gen&3 != boundNone && e.gen>>2 == t.gen {
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
