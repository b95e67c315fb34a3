package web

import (
	"context"
	"fmt"
	"math/bits"
	"strings"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// The renju engine glue: the package's searcher (engine.Searcher) for
// "move" and "analyse"; its reports are turned into the info events as
// values, never parsed from text.

func init() { renjuSearch = renjuEngine }

func renjuEngine(ctx context.Context, b *renju.Board, j job, report func(info)) (result, error) {
	if w := b.Winner(); w != renju.Empty {
		// The evaluation of a finished game is its result (for the graph
		// of a whole-game analysis).
		res := result{Note: "the game is over"}
		res.Eval = renjuWinEval
		if w == renju.White {
			res.Eval = -renjuWinEval
		}
		return res, nil
	}
	// 16 bytes a table entry, and the VCF table of half the size.
	ttBits := bits.Len(uint(max(1, j.MemMB))<<20/24) - 1
	s := renjusearch.NewSearcher(ttBits)
	side := b.SideToMove()
	if j.Mode == "move" && j.Clock == nil {
		s.Params.IterationShare /= 2 // a game move: no new iteration after a quarter of the time
	}
	lim := j.limits()
	conv := func(in engine.Info[renju.Point]) info { return renjuInfo(in, side) }
	r := s.Search(ctx, b, engine.Request[renju.Point]{Limits: lim, Info: reporter(j.lines(), conv, report)})
	res := result{}
	res.Depth = r.Depth
	res.Score = r.Score.Value
	res.ScoreText = renjuScoreText(r.Score)
	res.Eval = renjuEval(r.Score, side)
	res.Nodes = r.Nodes
	res.NPS = engine.NPS(r.Nodes, r.Time)
	res.TimeMS = r.Time.Milliseconds()
	res.PV = pointNames(r.PV)
	res.Lines = resultLines(r.Lines, conv)
	if r.HasBest {
		res.Best = renju.FormatPoint(r.Best, renjuSize)
	}
	if res.Depth == 0 && res.Best != "" {
		res.Depth = 1 // a move found without iterations (opening, a five)
	}
	if r.Exact && r.Score.Value > 0 {
		res.Note = fmt.Sprintf("%s wins: %s", side, strings.Join(res.PV, " "))
	}
	return res, nil
}

// renjuInfo is a search report as the client's info event.
func renjuInfo(in engine.Info[renju.Point], side renju.Color) info {
	return info{Depth: in.Depth, Score: in.Score.Value, ScoreText: renjuScoreText(in.Score),
		Eval: renjuEval(in.Score, side), Nodes: in.Nodes, NPS: in.NPS(), TimeMS: in.Time.Milliseconds(),
		PV: pointNames(in.PV)}
}

// renjuScoreText says a proved result in words, else the signed number.
func renjuScoreText(s engine.Score) string {
	if s.IsMate() {
		if s.Value >= 0 {
			return fmt.Sprintf("win in %d", s.Value)
		}
		return fmt.Sprintf("loss in %d", -s.Value)
	}
	return renjusearch.FormatScore(s)
}

// renjuEval is the graph value of a score: Black's view, proved results at
// ±renjuWinEval, the rest scaled into [-renjuWinEval/2, renjuWinEval/2].
func renjuEval(s engine.Score, side renju.Color) float64 {
	var v float64
	switch {
	case s.IsMate() && s.Value >= 0:
		v = renjuWinEval
	case s.IsMate():
		v = -renjuWinEval
	default:
		v = max(-renjuWinEval/2, min(renjuWinEval/2, float64(s.Value)/100))
	}
	if side == renju.White {
		v = -v
	}
	return v
}
