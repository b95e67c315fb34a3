package search

import (
	"bitban/renju"
	"bitban/renju/eval"
)

// The answers to an opponent's winning point (Params.WinPointAnswers): a
// point where the opponent would make a four-three or two fours wins for
// it by fours unless we take it away first, so at a node where the
// opponent has one (and no open three, which the threat answers cover)
// only the moves that can matter are searched: our own fours, the point
// itself, the points of its lines that a stone of ours would spoil (the
// other end of each four it would make, the points of the three it would
// make), and our counters that turn our block of that four into a four.
// Where that block is a four of ours already, the point wins nothing by
// itself and the node is not restricted. The opponent may hold several
// such points; one is answered here, and a move that does not answer the
// others loses to them in the subtree, as any move would. It is a rule of
// thumb (TestWinPointAnswersSound measures how often it leaves out a move
// that holds).

// winPoint returns a point where the opponent of the side to move makes a
// four-three or two fours (a class the renju rule allows it), or NoPoint.
func (t *thread) winPoint() renju.Point {
	opp := t.b.SideToMove().Opponent()
	n := &t.clsN[opp]
	if n[eval.ClassFourThree]+n[eval.ClassStraightFour] == 0 {
		return renju.NoPoint
	}
	b := t.b
	var near [renju.MaxSize]uint64
	b.NearMasks(renju.Empty, &near, 2)
	for y := 0; y < b.Size(); y++ {
		for m := near[y]; m != 0; m &= m - 1 {
			pt := renju.Pt(bitsTZ(m)/2, y)
			if c := t.pt[opp][pt].cls; c == eval.ClassFourThree || c == eval.ClassStraightFour {
				return pt
			}
		}
	}
	return renju.NoPoint
}

// winPointAnswers keeps of ms our fours and the answers to the opponent's
// winning point w (winPointSpoilers); ms itself when none is left.
func (t *thread) winPointAnswers(ms []scoredMove, w renju.Point) []scoredMove {
	var spoil [128]renju.Point
	sp, ok := t.winPointSpoilers(w, spoil[:0])
	if !ok {
		return ms
	}
	me := t.b.SideToMove()
	out := ms[:0]
	for _, m := range ms {
		if t.makesFour(m.p, me) || m.p == w || containsPoint(sp, m.p) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return ms // nothing answers (nothing was overwritten): search them all
	}
	return out
}

// winPointSpoilers appends to dst the points that take the opponent's
// winning point w away or answer it in time, on the lines through w where
// the opponent's stone there makes a four or an open three (their levels,
// from which the point's class comes):
//   - the points of the four: the one that would complete the five (a
//     four in that line for the opponent, level B4 or more);
//   - the points of the three: those where the opponent's stone would be
//     a closed three or more in that line (an end of the straight four to
//     come, or a point inside it);
//   - around each point of the four, our counter: a point where our stone
//     (a closed three or more in its line) would turn our forced block of
//     that four into a four of our own.
//
// ok is false when that block is a four of ours already: the four-three
// is then no win by itself, the threat (if any) lies elsewhere, and the
// node searches its candidates as usual.
//
// Each walk goes at most five points from its start, over the stones of
// the line's owner and the empty points that qualify, and stops at the
// first that does not, a stone of the other side or the edge.
func (t *thread) winPointSpoilers(w renju.Point, dst []renju.Point) (_ []renju.Point, ok bool) {
	me := t.b.SideToMove()
	opp := me.Opponent()
	for d := renju.Dir(0); d < renju.NumDirs; d++ {
		switch lv := t.pt[opp][w].lv[d]; {
		case lv >= renju.LevelB4:
			n := len(dst)
			dst = t.lineWalk(w, d, opp, renju.LevelB4, 5, dst)
			for _, q := range dst[n:] {
				if t.makesFour(q, me) {
					return dst, false // our block of the four is a four: w does not win outright
				}
				for d2 := renju.Dir(0); d2 < renju.NumDirs; d2++ {
					dst = t.lineWalk(q, d2, me, renju.LevelB3, 4, dst)
				}
			}
		case lv == renju.LevelF3:
			dst = t.lineWalk(w, d, opp, renju.LevelB3, 5, dst)
		}
	}
	return dst, true
}

// makesFour reports whether a stone of c on p makes a four (or more) in
// some line.
func (t *thread) makesFour(p renju.Point, c renju.Color) bool {
	lv := &t.pt[c][p].lv
	return max(lv[0], lv[1], lv[2], lv[3]) >= renju.LevelB4
}

// lineWalk appends to dst the empty points along d from p (both senses, at
// most steps points each way) where a stone of c would reach level low or
// more in that line, passing over c's stones.
func (t *thread) lineWalk(p renju.Point, d renju.Dir, c renju.Color, low renju.Level, steps int, dst []renju.Point) []renju.Point {
	b := t.b
	n := b.Size()
	for _, sense := range [2]int{1, -1} {
		for k := 1; k <= steps; k++ {
			x, y := d.Step(p, sense*k)
			if x < 0 || y < 0 || x >= n || y >= n {
				break
			}
			q := renju.Pt(x, y)
			if st := b.Stone(q); st == c {
				continue
			} else if st != renju.Empty {
				break
			}
			if t.pt[c][q].lv[d] < low || len(dst) == cap(dst) {
				break
			}
			dst = append(dst, q)
		}
	}
	return dst
}
