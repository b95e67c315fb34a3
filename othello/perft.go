package othello

import (
	"fmt"
	"math/bits"
	"strings"
)

// PerftMode is a perft counting convention (see testdata/othello/perft.json).
// Both count a pass as a ply; they differ on finished games.
type PerftMode uint8

const (
	// Published counts a finished game (neither side can move) as one leaf
	// at every greater depth: the convention of the published tables.
	Published PerftMode = iota
	// Edax does not count a finished game at any greater depth.
	Edax
)

func (m PerftMode) String() string {
	if m == Edax {
		return "edax"
	}
	return "published"
}

// ParsePerftMode reads "published" or "edax" (any case; "" is Published).
func ParsePerftMode(s string) (PerftMode, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "published":
		return Published, nil
	case "edax":
		return Edax, nil
	}
	return Published, fmt.Errorf("perft mode %q: want published or edax", s)
}

// Perft counts the leaves of the game tree of b to depth plies.
func Perft(b Board, depth int, mode PerftMode) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(b.Player, b.Opponent, depth, mode == Edax)
}

// perft is the counting recursion: copy-make on two words, the last ply
// counted by the popcount of the move set, and at depth 2 only the children's
// move sets computed.
func perft(P, O uint64, depth int, edax bool) uint64 {
	moves := Moves(P, O)
	if moves == 0 {
		if Moves(O, P) == 0 {
			// Finished: one leaf (published) or none (edax) at any depth > 0.
			if edax {
				return 0
			}
			return 1
		}
		if depth == 1 {
			return 1
		}
		return perft(O, P, depth-1, edax)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	if depth == 2 {
		if hasAVX2 {
			return perftLeafAVX2(P, O, moves, edax)
		}
		return perftLeaf(P, O, moves, edax)
	}
	for moves != 0 {
		sq := bits.TrailingZeros64(moves)
		moves &= moves - 1
		f := Flip(P, O, sq)
		n += perft(O^f, P^f^1<<uint(sq), depth-1, edax)
	}
	return n
}

// DivideEntry is the perft count below one root move.
type DivideEntry struct {
	Move  int // square or PassMove
	Count uint64
}

// Divide returns the perft count below each root move (in square order, or
// one PassMove entry when the side to move must pass) and the total. For a
// finished game there are no entries and the total follows the mode. each,
// if not nil, is called after every root move (for progress reports).
func Divide(b Board, depth int, mode PerftMode, each func(DivideEntry)) ([]DivideEntry, uint64) {
	return divide(b, depth, mode, nil, each)
}

func divide(b Board, depth int, mode PerftMode, t *PerftTable, each func(DivideEntry)) ([]DivideEntry, uint64) {
	if depth <= 0 {
		return nil, 1
	}
	count := func(c Board) uint64 {
		if t != nil {
			return t.Perft(c, depth-1, mode)
		}
		return Perft(c, depth-1, mode)
	}
	moves := b.Moves()
	var out []DivideEntry
	var total uint64
	if moves == 0 {
		if b.Pass().Moves() == 0 {
			if mode == Edax {
				return nil, 0
			}
			return nil, 1
		}
		e := DivideEntry{PassMove, count(b.Pass())}
		if each != nil {
			each(e)
		}
		return append(out, e), e.Count
	}
	for moves != 0 {
		sq := bits.TrailingZeros64(moves)
		moves &= moves - 1
		e := DivideEntry{sq, count(b.Play(sq))}
		total += e.Count
		out = append(out, e)
		if each != nil {
			each(e)
		}
	}
	return out, total
}
