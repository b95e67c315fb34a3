package nboard

import (
	"bitban/engine"
	"bitban/othello"
)

// analyze answers "analyze": every position of the game, from the last to
// the first (later positions fill the table for earlier ones), as
// "analysis <moves played> <eval for the side to move>", then "status".
// A ping stops it.
func (e *Engine) analyze() {
	positions := make([]othello.Position, 0, len(e.game.Moves)+1)
	p := e.game.Start
	positions = append(positions, p)
	for _, m := range e.game.Moves {
		p = p.Play(m.Move)
		positions = append(positions, p)
	}
	e.configure()
	e.println("status analyzing")
	for i := len(positions) - 1; i >= 0; i-- {
		if e.stopping.Load() {
			break
		}
		pos := positions[i]
		if pos.GameOver() {
			e.println("analysis %d %s", i, evalString(engine.Value(pos.FinalScore()*100)))
			continue
		}
		r := e.search(pos, e.fixedLimits(), nil)
		if e.stopping.Load() {
			break // a stopped search's score is not an evaluation
		}
		e.println("analysis %d %s", i, evalString(r.Score))
	}
	e.println("status")
}

// fixedLimits are the limits of an analysis (analyze, hint): the depth,
// or the fixed time per move; never the game clock.
func (e *Engine) fixedLimits() engine.Limits {
	if e.opts.MoveTime > 0 {
		return engine.Limits{MoveTime: e.opts.MoveTime}
	}
	return engine.Limits{Depth: e.depth}
}
