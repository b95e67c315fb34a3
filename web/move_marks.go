package web

// Move marks: once two consecutive positions of a game have evaluations
// (after a whole-game analysis, or analyses of single positions), the move
// between them is judged by how much it lost from the mover's view: "??"
// (a blunder) or "?" (a mistake). The thresholds are the game's; the marks
// are recomputed from the evaluations with every state, never stored.

// judgement is a game's scale for judging moves, in its eval units
// (Black's view of the graph: shogi centipawns, Othello discs, renju
// evaluation units).
type judgement struct {
	Mistake float64 // a drop of at least this much is "?"
	Blunder float64 // a drop of at least this much is "??"
	// Win is the eval of a proven win (shogi mate, renju five), 0 when the
	// game has none: a move after which the mover is proven lost is "??"
	// however small the drop looked, and a move that keeps a proven win
	// only half won (a longer win the short search did not prove) is not
	// marked.
	Win float64
}

// judge is implemented by adapters whose moves can be marked.
type judge interface {
	judgement() judgement
}

// moveMarks judges each move of a record from evals (evals[k]: the
// position after k moves, Black's view, nil when unknown); blackFirst says
// whether Black moved first (every move, an Othello pass too, changes the
// side to move). It returns nil when no move is marked.
func moveMarks(jd judgement, evals []*float64, blackFirst bool) []string {
	var marks []string
	for i := 0; i+1 < len(evals); i++ {
		if evals[i] == nil || evals[i+1] == nil {
			continue
		}
		sign := 1.0
		if (i%2 == 0) != blackFirst {
			sign = -1 // White moved: its view is the other way up
		}
		m := jd.mark(sign**evals[i], sign**evals[i+1])
		if m == "" {
			continue
		}
		if marks == nil {
			marks = make([]string, len(evals)-1)
		}
		marks[i] = m
	}
	return marks
}

// mark judges one move from the evaluations before and after it, both from
// the mover's view.
func (jd judgement) mark(before, after float64) string {
	if jd.Win > 0 {
		switch {
		case after <= -jd.Win && before > -jd.Win:
			return "??" // walked into a proven loss
		case before >= jd.Win && after >= jd.Win/2:
			return "" // still winning: a win not proved again at a short time
		}
	}
	switch drop := before - after; {
	case drop >= jd.Blunder:
		return "??"
	case drop >= jd.Mistake:
		return "?"
	}
	return ""
}

// marksOf is the marks of g's record from its evaluations evals; turn is
// the side to move after ply moves (the state's position), from which the
// first mover follows.
func (g *game) marksOf(evals []*float64, turn string, ply int) []string {
	jg, ok := g.ad.(judge)
	if !ok {
		return nil
	}
	blackFirst := (turn == "black") == (ply%2 == 0)
	return moveMarks(jg.judgement(), evals, blackFirst)
}

// variationMarker judges the moves of variations as marksOf judges the
// main line's (turn and ply as there); nil for a game without marks.
func (g *game) variationMarker(turn string, ply int) markFunc {
	jg, ok := g.ad.(judge)
	if !ok {
		return nil
	}
	jd := jg.judgement()
	blackFirst := (turn == "black") == (ply%2 == 0)
	return func(evals []*float64, first int) []string {
		// Black moves first in the line when it moves at ply first.
		return moveMarks(jd, evals, blackFirst == (first%2 == 0))
	}
}
