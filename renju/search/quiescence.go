package search

import (
	"bitban/renju"
	"bitban/renju/eval"
)

// The quiescence of fours (Params.QFours): at a leaf where the side to
// move can make a four, it may stand on its static score or play a four,
// which the opponent must block (the tree's forced block, which costs no
// depth). A four that leaves a better position than the static score (a
// four that makes a three beside it, or the start of a win by fours) is
// then seen at the leaf instead of beyond the horizon.

// qFours searches the fours of the side to move at a leaf (depth <= 0);
// plain fours too when plain is set.
func (t *thread) qFours(depth, ply int, alpha, beta int32, plain bool) int32 {
	best := t.quietLeaf(t.countInfo())
	if best >= beta {
		return best
	}
	alpha = max(alpha, best)
	ms := t.fourMoves(t.buf[ply][:0], plain)
	for i := range ms {
		m := pickMove(ms, i)
		t.place(m.p)
		sc := -t.negamax(depth-1, ply+1, -beta, -alpha)
		t.unplace(m.p)
		if t.aborted {
			return 0
		}
		if sc <= best {
			continue
		}
		best = sc
		if sc <= alpha {
			continue
		}
		alpha = sc
		t.extendPV(ply, m.p)
		if alpha >= beta {
			break
		}
	}
	return best
}

// fourMoves lists the points where the side to move makes a four, the
// stronger fours first; plain fours (nothing else made beside the four)
// only with plain set.
func (t *thread) fourMoves(dst []scoredMove, plain bool) []scoredMove {
	b := t.b
	me := b.SideToMove()
	low := eval.ClassFourPlus
	if plain {
		low = eval.ClassFour
	}
	var near [renju.MaxSize]uint64
	b.NearMasks(renju.Empty, &near, 2)
	for y := 0; y < b.Size(); y++ {
		m := near[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			pt := renju.Pt(x, y)
			// ClassForbidden ranks above the fours: a range, not a bound.
			if c := t.pt[me][pt].cls; c >= low && c <= eval.ClassStraightFour {
				dst = append(dst, scoredMove{pt, int32(c)})
			}
		}
	}
	return dst
}
