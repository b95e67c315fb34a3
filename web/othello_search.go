package web

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"time"

	"bitban/engine"
	"bitban/othello"
)

// The Othello engine glue for "move" and "analyse": the package's midgame
// search (it hands over to the exact solver near the end).

func init() { othelloSearch = othelloEngine }

func othelloEngine(ctx context.Context, p othello.Position, j job, report func(info)) (result, error) {
	e := othello.NewEngine(max(1, j.MemMB/2)) // two tables: midgame and solver
	lim := engine.Limits{MoveTime: j.Time, Depth: j.Depth, Threads: runtime.NumCPU()}
	start := time.Now()
	r := e.Search(ctx, p, engine.Request[int]{Limits: lim, Info: func(si engine.Info[int]) {
		in := othelloInfo(si.Score, si.Exact, p.Turn)
		in.Depth, in.Nodes, in.TimeMS = si.Depth, si.Nodes, si.Time.Milliseconds()
		in.NPS = si.NPS()
		in.PV = othelloMoves(si.PV)
		report(in)
	}})
	el := time.Since(start)
	res := result{info: othelloInfo(r.Score, r.Exact, p.Turn)}
	res.Depth, res.Nodes, res.TimeMS = r.Depth, r.Nodes, el.Milliseconds()
	res.NPS = engine.NPS(r.Nodes, el)
	res.PV = othelloMoves(r.PV)
	if r.HasBest {
		res.Best = othello.MoveName(r.Best)
	}
	if res.Depth == 0 && res.Best != "" {
		res.Depth = 1
	}
	return res, nil
}

// othelloInfo turns a search score (hundredths of a disc, side to move)
// into discs, the unit of every Othello score of the API: an exact score or
// an estimate. An estimate is shown within -64..64 like any disc count (the
// evaluation can overshoot in lopsided positions).
func othelloInfo(score engine.Score, exact bool, turn othello.Color) info {
	discs := max(-64, min(64, float64(score.Value)/100))
	in := info{Score: int(math.Round(discs)), Eval: discs}
	if exact {
		in.ScoreText = fmt.Sprintf("%+d (exact)", score.Value/100)
	} else {
		in.ScoreText = fmt.Sprintf("%+.1f", discs)
	}
	if turn == othello.White {
		in.Eval = -in.Eval
	}
	return in
}

func othelloMoves(ms []int) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = othello.MoveName(m)
	}
	return out
}
