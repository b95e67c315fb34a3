package book

import (
	"context"
	"errors"
	"math"
	"math/bits"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/search"
)

// EngineSearch returns the searchers of a build with the project's
// engine (othello/search.Engine): one thread, a table of hashMB
// megabytes cleared before every search, a fixed depth, so that a
// position always gets the same answer.
func EngineSearch(depth, hashMB int) func() SearchFunc {
	return func() SearchFunc {
		e := search.NewEngine(hashMB)
		return func(ctx context.Context, b othello.Board, exclude uint64) (Move, error) {
			var only []int
			for m := b.Moves() &^ exclude; m != 0; m &= m - 1 {
				only = append(only, bits.TrailingZeros64(m))
			}
			if len(only) == 0 {
				return Move{}, errors.New("no move left to search")
			}
			e.NewGame()
			r := e.Search(ctx, othello.Position{Board: b}, engine.Request[int]{
				Limits: engine.Limits{Depth: depth, Threads: 1}, SearchMoves: only})
			if err := ctx.Err(); err != nil {
				return Move{}, err
			}
			if !r.HasBest {
				return Move{}, errors.New("the search gave no move")
			}
			m := Move{Square: r.Best, Score: Discs(r.Score), Depth: min(r.Depth, MaxDepth), Exact: r.Exact}
			if m.Exact {
				m.Depth = 0
			}
			return m, nil
		}
	}
}

// Discs rounds an engine score (hundredths of a disc) to whole discs
// within -64..64.
func Discs(s engine.Score) int {
	return int(max(-64, min(64, math.Round(float64(s.Value)/100))))
}
