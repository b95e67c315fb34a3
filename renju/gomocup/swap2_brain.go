package gomocup

import (
	"context"
	"errors"

	"bitban/renju"
	"bitban/renju/search"
)

var _ Swap2Brain = (*renjuBrain)(nil)

// Swap2 decides with package renju/search's Swap2 engine (search.Searcher's
// DecideSwap2) on the current board size and rule. Each decision draws a
// new seed, so the opener's proposals vary from game to game.
func (rb *renjuBrain) Swap2(req ThinkRequest, stones []Point) (Swap2Answer, error) {
	if rb.b == nil {
		return Swap2Answer{}, errors.New("no game")
	}
	pts := make([]renju.Point, len(stones))
	for i, p := range stones {
		q, err := rb.point(p)
		if err != nil {
			return Swap2Answer{}, err
		}
		pts[i] = q
	}
	st, err := renju.Swap2FromStones(rb.b.Size(), rb.b.Rule(), pts)
	if err != nil {
		return Swap2Answer{}, err
	}
	ctx := req.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	rb.seed++
	d, err := rb.s.DecideSwap2(ctx, st, req.Limits, search.Swap2Options{Seed: rb.seed})
	if err != nil {
		return Swap2Answer{}, err
	}
	ans := Swap2Answer{Swap: d.Move.Action == renju.Swap2TakeBlack, Eval: search.FormatScore(d.Score), Why: d.Why}
	for _, p := range d.Move.Points {
		ans.Points = append(ans.Points, toPoint(p))
	}
	return ans, nil
}
