package eval

import (
	"math/bits"

	"bitban/bitboard"
	"bitban/othello"
)

// EdgeScore is the part of Eval(P, O) that the four edge patterns (with
// their X-squares) and the four 3x3 corners make: 8 of the 46 pattern
// instances, no scalars. It reads the bitboards directly (no indices kept
// between calls) and touches a small part of the weight table, so it costs
// a fraction of Eval: the exact solver orders its moves with it a few
// empties below the point where the full evaluation pays for itself.
func (e *Evaluator) EdgeScore(P, O uint64) int {
	w := e.w[PhaseOf(bits.OnesCount64(^(P | O)))][:phaseSize]
	oe, oc := patternOffset[patEdge2X], patternOffset[patCorner9]
	vP, vO := bits.ReverseBytes64(P), bits.ReverseBytes64(O)
	hP, hO := othello.MirrorFiles(P), othello.MirrorFiles(O)
	rP, rO := bits.ReverseBytes64(hP), bits.ReverseBytes64(hO)
	sum := int32(w[oe+idx(edge2X(bitboard.ConvertHorizontalTo8(P, 0), P, 9, 14), edge2X(bitboard.ConvertHorizontalTo8(O, 0), O, 9, 14))]) +
		int32(w[oe+idx(edge2X(bitboard.ConvertHorizontalTo8(P, 56), P, 49, 54), edge2X(bitboard.ConvertHorizontalTo8(O, 56), O, 49, 54))]) +
		int32(w[oe+idx(edge2X(bitboard.ConvertVerticalTo8(P, 0), P, 9, 49), edge2X(bitboard.ConvertVerticalTo8(O, 0), O, 9, 49))]) +
		int32(w[oe+idx(edge2X(bitboard.ConvertVerticalTo8(P, 7), P, 14, 54), edge2X(bitboard.ConvertVerticalTo8(O, 7), O, 14, 54))]) +
		int32(w[oc+idx(corner9(P), corner9(O))]) +
		int32(w[oc+idx(corner9(vP), corner9(vO))]) +
		int32(w[oc+idx(corner9(hP), corner9(hO))]) +
		int32(w[oc+idx(corner9(rP), corner9(rO))])
	return int(sum)
}
