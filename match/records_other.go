package match

import (
	"fmt"
	"strings"

	"bitban/othello"
	"bitban/renju"
)

// othelloGGF writes the game as a GGF record: the opening's moves, then the
// engines' moves with their evaluations and times; RE is Black's disc
// margin, or +-64 with :t (time), :r (resignation, forfeit).
func othelloGGF(g *othelloGame, r *GameRecord) string {
	rec := othello.Game{Start: g.op.Othello}
	rec.Moves = append(rec.Moves, g.game.Moves[:g.skip]...)
	for i, m := range g.game.Moves[g.skip:] {
		gm := othello.GameMove{Move: m.Move}
		if ms := timeOf(r, i); i < len(r.TimesMs) {
			gm.Time, gm.HasTime = float64(ms)/1000, true
		}
		if i < len(r.Scores) && r.Scores[i] != "" {
			var v float64
			if _, err := fmt.Sscanf(r.Scores[i], "%g", &v); err == nil && v > -1e6 && v < 1e6 {
				gm.Eval, gm.HasEval = v, true
			}
		}
		rec.Moves = append(rec.Moves, gm)
	}
	re := "?"
	p := g.game.Position()
	switch {
	case p.GameOver():
		re = fmt.Sprintf("%+d", p.FinalScoreBlack())
	case r.Result == "1-0" || r.Result == "0-1":
		sign, kind := "+", ":r"
		if r.Result == "0-1" {
			sign = "-"
		}
		if strings.HasPrefix(r.Reason, "time") {
			kind = ":t"
		}
		re = sign + "64" + kind
	case r.Result == "1/2-1/2":
		re = "0"
	}
	rec.Tags = []othello.GGFTag{{Key: "PC", Value: "bitban match"}, {Key: "DT", Value: r.Start.UTC().Format("2006.01.02_15:04:05.UTC")},
		{Key: "PB", Value: r.First}, {Key: "PW", Value: r.Second}, {Key: "RE", Value: re}, {Key: "TY", Value: "8"},
		{Key: "C", Value: strings.TrimSpace(strings.ReplaceAll(recordHeader(r, ""), "\n", "; "))}}
	return rec.FormatGGF() + "\n"
}

// renjuText writes a renju/gomoku game: header, rule and size, then one line
// per stone with its algebraic and Gomocup coordinates, time and score.
func renjuText(g *renjuGame, r *GameRecord) string {
	var b strings.Builder
	b.WriteString(recordHeader(r, "# "))
	fmt.Fprintf(&b, "rule %s\nsize %d\nblack %s\nwhite %s\nresult %s\n", g.b.Rule(), g.size, r.First, r.Second, r.Result)
	fmt.Fprintf(&b, "moves %s\n", strings.ToLower(renju.FormatMoves(g.pts, g.size)))
	nOpen := len(g.op.Points)
	for i, p := range g.pts {
		colour := "black"
		if i%2 == 1 {
			colour = "white"
		}
		note := "opening"
		if k := i - nOpen; k >= 0 {
			note = fmt.Sprintf("%d ms", timeOf(r, k))
			if k < len(r.Scores) && r.Scores[k] != "" {
				note += " score " + r.Scores[k]
			}
		}
		fmt.Fprintf(&b, "%3d %s %-3s %d,%d %s\n", i+1, colour, strings.ToLower(renju.FormatPoint(p, g.size)), p.X(), p.Y(), note)
	}
	return b.String()
}
