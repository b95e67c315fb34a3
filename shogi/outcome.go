package shogi

import "bitban/engine"

// Outcome says whether the game is over at this position by the rules, and
// how: no legal move loses (checkmate, which covers the illegal pawn-drop
// mate, or no move at all); the fourth occurrence of a position over the
// whole history is a draw (sennichite) unless one side gave check with
// every move of the cycle, which loses. The entering-king declaration and
// resignation are claims, not positions: the caller handles them.
func (p *Position) Outcome() engine.Outcome {
	us := int(p.SideToMove())
	var buf [MaxMoves]Move
	if len(p.Generate(buf[:0])) == 0 {
		if p.InCheck() {
			return engine.Win(1-us, engine.Checkmate)
		}
		return engine.Win(1-us, engine.NoLegalMove)
	}
	if p.RepetitionCount() < 4 {
		return engine.Outcome{}
	}
	switch p.Repetition(1 << 20) {
	case RepWin: // the opponent checked with every move of the cycle
		return engine.Win(us, engine.PerpetualCheck)
	case RepLoss:
		return engine.Win(1-us, engine.PerpetualCheck)
	}
	return engine.Drawn(engine.Sennichite)
}
