package othello

import "bitban/engine"

// Outcome says whether the game is over (neither side can move) and the
// final count, the empty squares going to the winner as the rules count.
func (p Position) Outcome() engine.Outcome {
	if !p.GameOver() {
		return engine.Outcome{}
	}
	s := p.FinalScoreBlack()
	o := engine.Outcome{Over: true, Winner: engine.Draw, Ending: engine.FinalCount,
		Black: (64 + s) / 2, White: (64 - s) / 2}
	switch {
	case s > 0:
		o.Winner = 0
	case s < 0:
		o.Winner = 1
	}
	return o
}
