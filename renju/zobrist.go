package renju

// Zobrist keys of the stones, for the transposition tables of the threat
// solvers and the search (ZobristKey, WhiteToMoveKey, Hash). The keys are
// generated at start-up from a fixed seed (splitmix64), so hashes are the
// same in every run.

var zobrist [3][MaxSize * Stride]uint64 // [colour][point]; colour 0 unused

// zobristWhiteToMove is XORed in when White is to move (search) or White is
// the attacker (threat solvers).
var zobristWhiteToMove uint64

func init() {
	s := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for c := 1; c <= 2; c++ {
		for p := range zobrist[c] {
			zobrist[c][p] = next()
		}
	}
	zobristWhiteToMove = next()
}

// ZobristKey is the key of a stone of colour c (Black or White) on point p
// in Hash.
func ZobristKey(c Color, p Point) uint64 { return zobrist[c][p] }

// WhiteToMoveKey is the key the searchers XOR into Hash when White is to
// move (or is the attacker).
func WhiteToMoveKey() uint64 { return zobristWhiteToMove }

// Hash returns the Zobrist hash of the stones on the board (the side to
// move is not included).
func (b *Board) Hash() uint64 {
	var h uint64
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			if c := b.cells[y*Stride+x]; c != Empty {
				h ^= zobrist[c][y*Stride+x]
			}
		}
	}
	return h
}
