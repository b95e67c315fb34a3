package web

import (
	"context"
	"fmt"
	"strings"

	"bitban/engine"
	"bitban/shogi"
	shogisearch "bitban/shogi/search"
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
	side := p.SideToMove()
	if j.Mode == "mate" {
		st, done := stopperFor(ctx, j)
		defer done()
		return shogiMate(p, j, st, side)
	}
	s := shogisearch.NewSearcher(max(1, j.MemMB))
	lim := j.limits()
	if j.Mode == "move" && j.Clock == nil {
		// A move may take j.Time but starts no iteration after half of it:
		// the clock of a side with j.Time left for two moves.
		lim.MoveTime, lim.TimeLeft, lim.MovesToGo = 0, j.Time, 2
	}
	// The reports are written in KIF notation on a copy: the search owns p.
	conv := shogiLineInfo(p.Clone(), side)
	r := s.Search(ctx, p, engine.Request[shogi.Move]{Limits: lim, Info: reporter(j.lines(), conv, report)})
	res := result{info: conv(engine.Info[shogi.Move]{Score: r.Score, Depth: r.Depth, Nodes: r.Nodes, Time: r.Time, PV: r.PV})}
	res.Lines = resultLines(r.Lines, conv)
	if r.HasBest {
		res.Best = r.Best.USI()
	}
	return res, nil
}

// shogiLineInfo returns the converter of the search's reports (a line of
// the position lp, which it leaves as it found it) into info events.
func shogiLineInfo(lp *shogi.Position, side shogi.Color) func(engine.Info[shogi.Move]) info {
	return func(si engine.Info[shogi.Move]) info {
		in := shogiInfo(si.Score, side)
		in.Depth, in.Nodes, in.TimeMS = si.Depth, si.Nodes, si.Time.Milliseconds()
		in.NPS = si.NPS()
		in.PV = shogiMoves(si.PV)
		in.PVLabels = shogiKIF(lp, si.PV)
		return in
	}
}

// shogiKIF writes a line of moves from p in KIF's Japanese notation
// ("７六歩(77)", "同　銀(31)") and takes them back.
func shogiKIF(p *shogi.Position, pv []shogi.Move) []string {
	out := make([]string, 0, len(pv))
	for _, m := range pv {
		if !p.IsLegal(m) {
			break // a line from a torn table entry: shown up to there
		}
		out = append(out, p.KIF(m))
		p.DoMove(m)
	}
	for i := len(out) - 1; i >= 0; i-- {
		p.UndoMove(pv[i])
	}
	return out
}

// shogiInfo turns a score (side to move's view) into the info fields.
func shogiInfo(score engine.Score, side shogi.Color) info {
	in := info{Score: score.Value}
	if score.IsMate() {
		n := score.Value
		if n > 0 {
			in.Score = shogisearch.MateValue - n
			in.ScoreText = fmt.Sprintf("mate in %d", n)
			in.Eval = shogiMateEval
		} else {
			in.Score = -shogisearch.MateValue - n
			in.ScoreText = fmt.Sprintf("mated in %d", -n)
			in.Eval = -shogiMateEval
		}
	} else {
		in.ScoreText = fmt.Sprintf("%+d", score.Value)
		in.Eval = float64(max(-shogiMateEval+1, min(shogiMateEval-1, score.Value)))
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
	ms := shogisearch.NewMateSolver(max(1, j.MemMB))
	line, status := ms.Solve(p, st)
	res := result{}
	res.Nodes, res.TimeMS = ms.Nodes(), st.Elapsed().Milliseconds()
	res.NPS = engine.NPS(res.Nodes, st.Elapsed())
	name := map[shogi.Color]string{shogi.Black: "Sente", shogi.White: "Gote"}[side]
	switch status {
	case shogisearch.MateFound:
		found := true
		res.Found = &found
		res.PV = shogiMoves(line)
		res.Best = res.PV[0]
		res.Depth = len(line)
		res.Score = shogisearch.MateValue - len(line)
		res.ScoreText = fmt.Sprintf("mate in %d", len(line))
		res.Eval = shogiMateEval
		if side == shogi.White {
			res.Eval = -res.Eval
		}
		res.Note = fmt.Sprintf("%s mates in %d: %s", name, len(line), strings.Join(res.PV, " "))
	case shogisearch.MateNone:
		found := false
		res.Found = &found
		res.Note = fmt.Sprintf("no mate: %s has no forced mate by checks", name)
	default:
		res.Note = fmt.Sprintf("no mate found within %v (not proved either way)", j.Time)
	}
	return res, nil
}
