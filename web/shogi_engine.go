package web

import (
	"context"
	"fmt"
	"strings"
	"time"

	"bitban/engine"
	"bitban/shogi"
)

// The shogi engine glue: the package's PVS search for "move" and
// "analyse", its df-pn mate solver for the "mate" tool.

func init() {
	shogiSearch = shogiEngine
	shogiTools = []string{"mate"}
}

// shogiMateEval is the graph value of a mate (black's view, centipawns).
const shogiMateEval = 3000

func shogiEngine(ctx context.Context, p *shogi.Position, j job, report func(info)) (result, error) {
	st, done := stopperFor(ctx, j)
	defer done()
	side := p.SideToMove()
	if j.Mode == "mate" {
		return shogiMate(p, j, st, side)
	}
	s := shogi.NewSearcher(max(1, j.MemMB))
	start := time.Now()
	soft := j.Time
	if j.Mode == "move" {
		soft = j.Time / 2 // no new iteration after half the time
	}
	r := s.Search(p, shogi.SearchLimits{
		Depth:    j.Depth,
		Stop:     st,
		SoftDone: func() bool { return time.Since(start) >= soft },
		MultiPV:  1,
		Info: func(si shogi.SearchInfo) {
			in := shogiInfo(si.Score, side)
			in.Depth, in.Nodes, in.TimeMS = si.Depth, si.Nodes, si.Time.Milliseconds()
			in.NPS = engine.NPS(si.Nodes, si.Time)
			in.PV = shogiMoves(si.PV)
			report(in)
		},
	})
	el := time.Since(start)
	res := result{info: shogiInfo(r.Score, side)}
	res.Depth, res.Nodes, res.TimeMS = r.Depth, r.Nodes, el.Milliseconds()
	res.NPS = engine.NPS(r.Nodes, el)
	res.PV = shogiMoves(r.PV)
	if r.Best != shogi.MoveNone {
		res.Best = r.Best.USI()
	}
	return res, nil
}

// shogiInfo turns a score (side to move's view) into the info fields.
func shogiInfo(score int, side shogi.Color) info {
	in := info{Score: score}
	if shogi.IsMateScore(score) {
		n := shogi.MatePlies(score)
		if n > 0 {
			in.ScoreText = fmt.Sprintf("mate in %d", n)
			in.Eval = shogiMateEval
		} else {
			in.ScoreText = fmt.Sprintf("mated in %d", -n)
			in.Eval = -shogiMateEval
		}
	} else {
		in.ScoreText = fmt.Sprintf("%+d", score)
		in.Eval = float64(max(-shogiMateEval+1, min(shogiMateEval-1, score)))
	}
	if side == shogi.White {
		in.Eval = -in.Eval
	}
	return in
}

func shogiMoves(ms []shogi.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.USI()
	}
	return out
}

func shogiMate(p *shogi.Position, j job, st *engine.Stopper, side shogi.Color) (result, error) {
	ms := shogi.NewMateSolver(max(1, j.MemMB))
	line, status := ms.Solve(p, st)
	res := result{}
	res.Nodes, res.TimeMS = ms.Nodes(), st.Elapsed().Milliseconds()
	res.NPS = engine.NPS(res.Nodes, st.Elapsed())
	name := map[shogi.Color]string{shogi.Black: "Sente", shogi.White: "Gote"}[side]
	switch status {
	case shogi.MateFound:
		found := true
		res.Found = &found
		res.PV = shogiMoves(line)
		res.Best = res.PV[0]
		res.Depth = len(line)
		res.Score = shogi.MateValue - len(line)
		res.ScoreText = fmt.Sprintf("mate in %d", len(line))
		res.Eval = shogiMateEval
		if side == shogi.White {
			res.Eval = -res.Eval
		}
		res.Note = fmt.Sprintf("%s mates in %d: %s", name, len(line), strings.Join(res.PV, " "))
	case shogi.MateNone:
		found := false
		res.Found = &found
		res.Note = fmt.Sprintf("no mate: %s has no forced mate by checks", name)
	default:
		res.Note = fmt.Sprintf("no mate found within %v (not proved either way)", j.Time)
	}
	return res, nil
}
