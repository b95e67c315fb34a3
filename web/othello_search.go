package web

import (
	"context"
	"fmt"
	"math"
	"time"

	"bitban/engine"
	"bitban/othello"
	othellosearch "bitban/othello/search"
)

// The Othello engine glue for "move" and "analyse": the package's midgame
// search (it hands over to the exact solver near the end), or for a game
// move the opening book (othello_engine.go).

func init() { othelloSearch = othelloEngine }

func othelloEngine(ctx context.Context, p othello.Position, j job, report func(info)) (result, error) {
	if res, ok := othelloBookMove(p, j); ok {
		report(res.info)
		return res, nil
	}
	e := othellosearch.NewEngine(max(1, j.MemMB/2)) // two tables: midgame and solver
	if j.Clock != nil {
		e.Searcher().TimeMargin = j.Clock.Margin // it plans with its own margin
	}
	if n := othelloSolveEmpties(j); n > 0 {
		e.Searcher().SolveEmpties = n // a weak level solves exactly later
	}
	lines := j.lines()
	if p.MustPass() {
		// The only move is the pass: the searcher's other lines would be
		// the opponent's replies, not moves of this side.
		lines = 1
	}
	lim := j.limits()
	lim.MultiPV = lines
	start := time.Now()
	conv := othelloLineInfo(p.Turn)
	r := e.Search(ctx, p, engine.Request[int]{Limits: lim, Info: reporter(lines, conv, report)})
	el := time.Since(start)
	res := result{info: conv(engine.Info[int]{Score: r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes, Time: el, PV: r.PV})}
	res.Lines = resultLines(r.Lines, conv)
	if r.HasBest {
		res.Best = othello.MoveName(r.Best)
	}
	if res.Depth == 0 && res.Best != "" {
		res.Depth = 1
	}
	return res, nil
}

// othelloLineInfo returns the converter of the search's reports for the
// side to move turn into info events.
func othelloLineInfo(turn othello.Color) func(engine.Info[int]) info {
	return func(si engine.Info[int]) info {
		in := othelloInfo(si.Score, si.Exact, turn)
		in.Depth, in.Nodes, in.TimeMS = si.Depth, si.Nodes, si.Time.Milliseconds()
		in.NPS = si.NPS()
		in.PV = othelloMoves(si.PV)
		return in
	}
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
