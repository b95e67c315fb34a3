package othello

import "math/bits"

// PerftTable is a transposition table for perft: subtree counts keyed by
// the board and the remaining depth, for deep counts where transpositions
// are frequent. Its counts depend on the mode, so a table serves one mode
// (Perft clears it when the mode changes).
type PerftTable struct {
	entries []perftEntry
	shift   uint
	mode    PerftMode
	used    bool
}

type perftEntry struct {
	p, o  uint64
	count uint64 // 0 = empty slot (a stored subtree of depth >= 3 with 0 leaves is simply not stored)
	depth uint64
}

// NewPerftTable makes a table of about mb megabytes (at least 1 MB; rounded
// down to a power of two of 32-byte entries).
func NewPerftTable(mb int) *PerftTable {
	n := uint64(max(mb, 1)) << 20 / 32
	n = 1 << (63 - bits.LeadingZeros64(n))
	return &PerftTable{entries: make([]perftEntry, n), shift: uint(64 - bits.TrailingZeros64(n))}
}

// Perft is Perft with the table.
func (t *PerftTable) Perft(b Board, depth int, mode PerftMode) uint64 {
	if depth <= 0 {
		return 1
	}
	t.setMode(mode)
	return t.perft(b.Player, b.Opponent, depth, mode == Edax)
}

// Divide is Divide with the table.
func (t *PerftTable) Divide(b Board, depth int, mode PerftMode, each func(DivideEntry)) ([]DivideEntry, uint64) {
	t.setMode(mode)
	return divide(b, depth, mode, t, each)
}

func (t *PerftTable) setMode(mode PerftMode) {
	if t.used && t.mode != mode {
		clear(t.entries)
	}
	t.mode, t.used = mode, true
}

// hashBoard mixes both words into the high bits (a product's low bits
// depend only on the factors' low bits, so the index is taken from the top).
func hashBoard(P, O uint64) uint64 {
	h := (P ^ bits.RotateLeft64(O, 29)) * 0x9E3779B97F4A7C15
	h ^= h >> 32
	return h * 0xC2B2AE3D27D4EB4F
}

// Subtrees shallower than this are recounted: a lookup costs more.
const perftHashMinDepth = 3

func (t *PerftTable) perft(P, O uint64, depth int, edax bool) uint64 {
	if depth < perftHashMinDepth {
		return perft(P, O, depth, edax)
	}
	e := &t.entries[hashBoard(P, O)>>t.shift]
	if e.p == P && e.o == O && e.depth == uint64(depth) && e.count != 0 {
		return e.count
	}
	var n uint64
	moves := Moves(P, O)
	if moves == 0 {
		if Moves(O, P) == 0 {
			if edax {
				return 0
			}
			return 1
		}
		n = t.perft(O, P, depth-1, edax)
	} else {
		for moves != 0 {
			sq := bits.TrailingZeros64(moves)
			moves &= moves - 1
			f := Flip(P, O, sq)
			n += t.perft(O^f, P^f^1<<uint(sq), depth-1, edax)
		}
	}
	*e = perftEntry{P, O, n, uint64(depth)}
	return n
}
