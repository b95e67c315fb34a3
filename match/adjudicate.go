package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Adjudication ends a game early when both engines agree on its result,
// as cutechess-cli's resign and draw adjudication do. Scores are read in
// the units the engines report (USI centipawns, a mate as beyond any
// threshold; NBoard discs; Gomocup "ev" values) from the side to move.
type Adjudication struct {
	// Win: for WinMoves consecutive moves of each side, the side ahead
	// reports at least WinScore and the other at most -WinScore (0: off).
	WinScore float64
	WinMoves int
	// Draw: from ply DrawAfter on, DrawMoves consecutive moves of each side
	// all within ±DrawScore (0 moves: off).
	DrawScore float64
	DrawMoves int
	DrawAfter int
}

// ParseAdjudication reads "win=SCORE,moves=N[,draw=SCORE,drawmoves=N,drawafter=PLY]".
func ParseAdjudication(s string) (Adjudication, error) {
	var a Adjudication
	var winMoves, drawMoves, drawAfter float64
	err := parseKeyNumbers("adjudication", s, map[string]*float64{"win": &a.WinScore, "moves": &winMoves,
		"draw": &a.DrawScore, "drawmoves": &drawMoves, "drawafter": &drawAfter})
	if err != nil {
		return a, err
	}
	for _, x := range []float64{a.WinScore, a.DrawScore, winMoves, drawMoves, drawAfter} {
		if x < 0 {
			return a, fmt.Errorf("adjudication %q: numbers must be 0 or more", s)
		}
	}
	a.WinMoves, a.DrawMoves, a.DrawAfter = int(winMoves), int(drawMoves), int(drawAfter)
	if a.WinMoves > 0 && a.WinScore <= 0 {
		return a, fmt.Errorf("adjudication %q: moves without a win score", s)
	}
	return a, nil
}

// ScoreValue reads a recorded score ("cp N", "mate N" or a bare number);
// mates count as ±1e9, far beyond any threshold.
func ScoreValue(s string) (float64, bool) {
	f := strings.Fields(s)
	switch {
	case len(f) == 2 && f[0] == "cp":
		v, err := strconv.ParseFloat(f[1], 64)
		return v, err == nil
	case len(f) == 2 && f[0] == "mate":
		n, err := strconv.Atoi(strings.TrimPrefix(f[1], "+"))
		if err != nil {
			return 0, false
		}
		if n < 0 || strings.HasPrefix(f[1], "-") {
			return -1e9, true
		}
		return 1e9, true
	case len(f) == 1:
		v, err := strconv.ParseFloat(f[0], 64)
		return v, err == nil && v == v && !math.IsInf(v, 0)
	}
	return 0, false
}

// judge looks at the last plies (scores[i] reported by movers[i], 0 first
// or 1 second) and returns an outcome when the engines agree, else nil.
func (a Adjudication) judge(scores []string, movers []int) *Outcome {
	if a.WinMoves > 0 && len(scores) >= 2*a.WinMoves {
		winner := -1
		agree := true
		for i := len(scores) - 2*a.WinMoves; i < len(scores) && agree; i++ {
			v, ok := ScoreValue(scores[i])
			w := -1
			switch {
			case !ok:
			case v >= a.WinScore:
				w = movers[i]
			case v <= -a.WinScore:
				w = 1 - movers[i]
			}
			agree = w >= 0 && (winner < 0 || w == winner)
			winner = w
		}
		if agree {
			return win(winner, "adjudicated: both engines scored the game won by at least %g for %d moves each", a.WinScore, a.WinMoves)
		}
	}
	if a.DrawMoves > 0 && len(scores) >= max(a.DrawAfter, 2*a.DrawMoves) {
		for i := len(scores) - 2*a.DrawMoves; i < len(scores); i++ {
			if v, ok := ScoreValue(scores[i]); !ok || math.Abs(v) > a.DrawScore {
				return nil
			}
		}
		return draw("adjudicated: both engines scored the game within ±%g for %d moves each", a.DrawScore, a.DrawMoves)
	}
	return nil
}
