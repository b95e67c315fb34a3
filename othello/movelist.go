package othello

import "math/bits"

// ScoredMove is one legal move as ListMoves writes it: the discs it flips,
// its square, and an ordering score. The assembly writes it by offset, so
// its layout is fixed: 16 bytes, Flip at 0, Score at 8, Sq at 12
// (TestListMovesLayout checks it).
type ScoredMove struct {
	Flip  uint64
	Score int32
	Sq    int8
	// NP and NO are the numbers of moves of the side to move after the move
	// and of its opponent, where the producer of the list fills them (the
	// midgame search's order at depth 1 does, for its leaves' evaluation;
	// ListMoves does not touch them).
	NP, NO uint8
}

const cornerMask = 0x8100000000000081

// WeightedMobility counts P's moves, corners twice: the score ListMoves
// gives each move (the opponent's weighted mobility after it), which the
// search and the solver order moves by.
func WeightedMobility(P, O uint64) int {
	return MobilityWeight(Moves(P, O))
}

// MobilityWeight is WeightedMobility of a position whose moves are m.
func MobilityWeight(m uint64) int {
	return bits.OnesCount64(m) + bits.OnesCount64(m&cornerMask)
}

// listMovesGo is ListMoves in Go: the twin of listMovesAVX2 for CPUs
// without AVX2 and for -tags purego.
func listMovesGo(P, O uint64, out *[36]ScoredMove) int {
	n := 0
	for m := Moves(P, O); m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := Flip(P, O, sq)
		mv := &out[n]
		mv.Flip, mv.Sq = f, int8(sq)
		mv.Score = int32(WeightedMobility(O^f, P^f^(1<<uint(sq))))
		n++
	}
	return n
}

// movesBothGo is MovesBoth in Go: the twin of movesBothAVX2.
func movesBothGo(P, O uint64) (mp, mo uint64) {
	return Moves(P, O), Moves(O, P)
}
