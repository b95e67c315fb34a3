package eval

import (
	"math/bits"

	"bitban/othello"
)

// Incremental pattern indices. A move changes a few squares: the one
// played and the discs it flips. The indices of every child of a position
// follow from the parent's indices seen by the opponent (Features(O, P))
// by adding, for each changed square, its digit's value to each pattern
// instance that holds it. The searches order and score the children of a
// node this way, one Features call per node instead of one per child.

// Indices are the 46 pattern indices of a position, as Features writes
// them (each offset into one phase's weight table).
type Indices = [NumFeatures]int32

// maxInstancesPerSquare bounds the pattern instances that hold one square
// (the count is checked when the table is built).
const maxInstancesPerSquare = 8

// squareDigit is one instance holding a square and the value of the
// square's digit in that instance's index (a power of 3).
type squareDigit struct {
	feature uint8
	pow     int32
}

// squareDigits[sq][:squareDigitCount[sq]] are the instances holding sq.
var (
	squareDigits     [64][maxInstancesPerSquare]squareDigit
	squareDigitCount [64]uint8
)

// buildSquareDigits fills squareDigits; pattern.go's init calls it once
// pow3 is set.
func buildSquareDigits() {
	for k, sqs := range patternSquareList() {
		for i, sq := range sqs {
			n := squareDigitCount[sq]
			if int(n) == maxInstancesPerSquare {
				panic("othello/eval: a square is in more pattern instances than maxInstancesPerSquare")
			}
			squareDigits[sq][n] = squareDigit{feature: uint8(k), pow: pow3[i]}
			squareDigitCount[sq] = n + 1
		}
	}
}

// ChildIndices sets c to the indices of the position after the side to
// move plays sq, flipping f, seen by the opponent who is then to move.
// opp holds the indices of the parent seen by that opponent
// (Features(O, P)): there the mover's discs are digit 2, the opponent's 1,
// so the played square goes from 0 to 2 and each flipped disc from 1 to 2.
func ChildIndices(c, opp *Indices, sq int, f uint64) {
	*c = *opp
	addDigit(c, sq, 2)
	for ; f != 0; f &= f - 1 {
		addDigit(c, bits.TrailingZeros64(f), 1)
	}
}

// MoverChildIndices sets c to the indices of the position after the side
// to move plays sq, flipping f, seen by that side (no longer to move):
// Features(P', O') of the child's opponent and mover, as a search needs
// them to evaluate the child's own children with ChildIndices. own holds
// the parent's indices seen by its mover (Features(P, O)): there the
// mover's discs are digit 1 and the opponent's 2, so the played square
// goes from 0 to 1 and each flipped disc from 2 to 1.
func MoverChildIndices(c, own *Indices, sq int, f uint64) {
	*c = *own
	addDigit(c, sq, 1)
	for ; f != 0; f &= f - 1 {
		addDigit(c, bits.TrailingZeros64(f), -1)
	}
}

// addDigit adds times the value of square sq's digit to every instance
// holding sq.
func addDigit(c *Indices, sq int, times int32) {
	sq &= 63
	ds := squareDigits[sq][:squareDigitCount[sq]]
	for _, d := range ds {
		c[d.feature] += times * d.pow
	}
}

// EvalChild is Eval of (P, O), the position after the move on sq
// flipping f from a parent whose indices seen by the opponent (the side
// to move in (P, O)) are opp.
func (e *Evaluator) EvalChild(opp *Indices, sq int, f, P, O uint64) int {
	mp, mo := othello.MovesBoth(P, O)
	return e.EvalChildCounts(opp, sq, f, P, O, bits.OnesCount64(mp), bits.OnesCount64(mo))
}

// EvalChildCounts is EvalChild given the numbers of moves of P (np) and of
// O (no) in (P, O).
func (e *Evaluator) EvalChildCounts(opp *Indices, sq int, f, P, O uint64, np, no int) int {
	var idx Indices
	ChildIndices(&idx, opp, sq, f)
	return e.EvalIndicesCounts(&idx, P, O, np, no)
}

// EvalIndices is Eval of (P, O) from its pattern indices idx (Features(P, O)
// or ChildIndices): the same value, without computing the indices.
func (e *Evaluator) EvalIndices(idx *Indices, P, O uint64) int {
	mp, mo := othello.MovesBoth(P, O)
	return e.EvalIndicesCounts(idx, P, O, bits.OnesCount64(mp), bits.OnesCount64(mo))
}

// EvalIndicesCounts is EvalIndices given the numbers of moves of P (np)
// and of O (no).
func (e *Evaluator) EvalIndicesCounts(idx *Indices, P, O uint64, np, no int) int {
	empties := bits.OnesCount64(^(P | O))
	ph := PhaseOf(empties)
	sum := e.patternSum(ph, idx)
	s := &e.s[ph]
	sum += s[scalarMobility]*int32(np) + s[scalarOppMobility]*int32(no) +
		s[scalarParity]*int32(empties&1) + s[scalarBias]
	return int(sum)
}

// phaseCap is the capacity of each phase's weight slice (NewEvaluator),
// a power of two at least phaseSize: an index masked by phaseCap-1 needs no
// bounds check, and an index below phaseSize is unchanged by the mask.
const phaseCap = 1 << 18

// patternSum adds the weights of phase ph at the 46 indices, four
// independent sums at a time.
func (e *Evaluator) patternSum(ph int, idx *Indices) int32 {
	w := (*[phaseCap]int16)(e.w[ph][:phaseCap])
	const m = phaseCap - 1
	var s0, s1, s2, s3 int32
	for k := 0; k < NumFeatures-3; k += 4 {
		s0 += int32(w[idx[k]&m])
		s1 += int32(w[idx[k+1]&m])
		s2 += int32(w[idx[k+2]&m])
		s3 += int32(w[idx[k+3]&m])
	}
	for k := NumFeatures &^ 3; k < NumFeatures; k++ {
		s0 += int32(w[idx[k]&m])
	}
	return s0 + s1 + s2 + s3
}
