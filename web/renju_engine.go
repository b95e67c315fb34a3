package web

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// The renju engine glue: the package's iterative-deepening search for
// "move" and "analyse".

func init() { renjuSearch = renjuEngine }

// renjuWinScore is what the search calls a win at ply 0; scores beyond
// renjuProven are proved results.
const (
	renjuWinScore = int32(renju.ScoreWin)
	renjuProven   = renjuWinScore - 1000
)

func renjuEngine(ctx context.Context, b *renju.Board, j job, report func(info)) (result, error) {
	if b.Winner() != renju.Empty {
		return result{Note: "the game is over"}, nil
	}
	st, done := stopperFor(ctx, j)
	defer done()
	// 16 bytes a table entry, and the VCF table of half the size.
	ttBits := bits.Len(uint(max(1, j.MemMB))<<20/24) - 1
	s := renju.NewSearcher(ttBits)
	side := b.SideToMove()
	budget := engine.Budget{Soft: j.Time, Hard: j.Time}
	if j.Mode == "move" {
		budget.Soft = j.Time / 2 // no new iteration after half the time
	}
	start := time.Now()
	r := s.Search(b, renju.SearchLimits{
		Budget:   budget,
		Stop:     st,
		MaxDepth: j.Depth,
		Info: func(line string) {
			if in, ok := parseRenjuInfo(line, side); ok {
				report(in)
			}
		},
	})
	el := time.Since(start)
	res := result{}
	res.Depth = r.Depth
	res.Score = int(r.Score)
	res.ScoreText = renjuScoreText(r.Score)
	res.Eval = renjuEval(r.Score, side)
	res.Nodes = r.Nodes
	res.NPS = engine.NPS(r.Nodes, el)
	res.TimeMS = el.Milliseconds()
	res.PV = pointNames(r.PV)
	if r.Best != renju.NoPoint {
		res.Best = renju.FormatPoint(r.Best, renjuSize)
	}
	if res.Depth == 0 && res.Best != "" {
		res.Depth = 1 // a move found without iterations (opening, a five)
	}
	if r.VCF {
		res.Note = fmt.Sprintf("%s wins by VCF: %s", side, strings.Join(res.PV, " "))
	}
	return res, nil
}

// renjuScoreText says a proved result in words, else the package's number.
func renjuScoreText(s int32) string {
	switch {
	case s > renjuProven:
		return fmt.Sprintf("win in %d", renjuWinScore-s)
	case s < -renjuProven:
		return fmt.Sprintf("loss in %d", renjuWinScore+s)
	}
	return renju.ScoreString(s)
}

// renjuEval is the graph value of a score: Black's view, proved results at
// ±renjuWinEval, the rest scaled into (-renjuWinEval/2, renjuWinEval/2)...
// clamped.
func renjuEval(s int32, side renju.Color) float64 {
	var v float64
	switch {
	case s > renjuProven:
		v = renjuWinEval
	case s < -renjuProven:
		v = -renjuWinEval
	default:
		v = max(-renjuWinEval/2, min(renjuWinEval/2, float64(s)/100))
	}
	if side == renju.White {
		v = -v
	}
	return v
}

// parseRenjuInfo reads the search's iteration line ("depth 5 score +120
// nodes 123 nps 456 time 7ms pv H8 I9 ..."); the package reports progress as
// text only.
func parseRenjuInfo(line string, side renju.Color) (info, bool) {
	f := strings.Fields(line)
	var in info
	ok := false
	for i := 0; i+1 < len(f); i++ {
		switch f[i] {
		case "depth":
			in.Depth, _ = strconv.Atoi(f[i+1])
			ok = true
		case "score":
			v := f[i+1]
			var s int32
			switch {
			case strings.HasPrefix(v, "+M"):
				n, _ := strconv.Atoi(v[2:])
				s = renjuWinScore - int32(n)
			case strings.HasPrefix(v, "-M"):
				n, _ := strconv.Atoi(v[2:])
				s = -renjuWinScore + int32(n)
			default:
				n, _ := strconv.Atoi(v)
				s = int32(n)
			}
			in.Score, in.ScoreText, in.Eval = int(s), renjuScoreText(s), renjuEval(s, side)
		case "nodes":
			in.Nodes, _ = strconv.ParseUint(f[i+1], 10, 64)
		case "nps":
			in.NPS, _ = strconv.ParseUint(f[i+1], 10, 64)
		case "time":
			n, _ := strconv.ParseInt(strings.TrimSuffix(f[i+1], "ms"), 10, 64)
			in.TimeMS = n
		case "pv":
			in.PV = f[i+1:]
			i = len(f)
		}
	}
	return in, ok
}
