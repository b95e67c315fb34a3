package search

import (
	"slices"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// screenShare is the part of the time left that the quick screen of all
// candidate stones may take; the full searches of the best share the rest.
const screenShare = 0.3

// balancedStone places, among cands (points where the side to move of b,
// Black, may play), the stone after which White to move is closest to
// even: a screenDepth search of every candidate (nearest first, as long as
// the screen's time lasts), then a full search of the opt.Verify most even
// ones. Among the verified stones within Balanced/3 of the most even it
// picks at random. ok is false when no candidate got a search result.
func (r *swap2Run) balancedStone(b *renju.Board, cands []renju.Point) (p renju.Point, white engine.Score, ok bool) {
	type scored struct {
		p  renju.Point
		sc engine.Score
	}
	var list []scored
	screenEnd := time.Now().Add(time.Duration(screenShare * float64(time.Until(r.until))))
	lim := r.limits(screenShare/float64(max(1, len(cands))), screenDepth)
	for _, c := range cands {
		if len(list) > 0 && (r.ctx.Err() != nil || !r.until.IsZero() && time.Now().After(screenEnd)) {
			break
		}
		b.Place(c)
		_, sc, ok := r.search(b, lim)
		b.Undo()
		if ok {
			list = append(list, scored{c, sc})
		}
	}
	if len(list) == 0 {
		return renju.NoPoint, engine.Score{}, false
	}
	slices.SortStableFunc(list, func(x, y scored) int { return imbalance(x.sc) - imbalance(y.sc) })
	top := list[:min(len(list), r.opt.Verify)]
	for i := range top {
		if !r.timeLeft() {
			break
		}
		b.Place(top[i].p)
		if _, sc, ok := r.search(b, r.limits(1/float64(len(top)-i), 0)); ok {
			top[i].sc = sc
		}
		b.Undo()
	}
	slices.SortStableFunc(top, func(x, y scored) int { return imbalance(x.sc) - imbalance(y.sc) })
	n := 1
	for n < len(top) && imbalance(top[n].sc) <= imbalance(top[0].sc)+r.opt.Balanced/3 {
		n++
	}
	pick := top[r.rng.IntN(n)]
	return pick.p, pick.sc, true
}

// nearPoints lists the empty points within Chebyshev distance dist of the
// stones around where the side to move of b may play, by rings: every
// point at distance 1 of some stone before those at distance 2, each ring
// in the order of the stones and then of the points around them.
func nearPoints(b *renju.Board, around []renju.Point, dist int) []renju.Point {
	var out []renju.Point
	seen := map[renju.Point]bool{}
	for d := 1; d <= dist; d++ {
		for _, s := range around {
			for dy := -d; dy <= d; dy++ {
				for dx := -d; dx <= d; dx++ {
					if max(dx, -dx, dy, -dy) != d {
						continue
					}
					x, y := s.X()+dx, s.Y()+dy
					if !b.OnBoard(x, y) {
						continue
					}
					p := renju.Pt(x, y)
					if !seen[p] && b.Legal(p, b.SideToMove()) {
						seen[p] = true
						out = append(out, p)
					}
				}
			}
		}
	}
	return out
}
