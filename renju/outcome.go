package renju

import "bitban/engine"

// Outcome says whether the game is over by the board's rule: a winning five
// (Black's exactly five under renju and standard, five or more otherwise),
// or no point left that the side to move may play (a full board, or only
// Black's forbidden points left), which is a draw.
func (b *Board) Outcome() engine.Outcome {
	switch b.Winner() {
	case Black:
		return engine.Win(0, engine.Five)
	case White:
		return engine.Win(1, engine.Five)
	}
	n := b.size * b.size
	if b.Stones() == n {
		return engine.Drawn(engine.NoPointLeft)
	}
	if b.rule != Renju || b.side != Black {
		return engine.Outcome{}
	}
	// Black to move under renju: a draw only when every empty point is
	// forbidden (and none makes a five, which is never forbidden).
	var buf [MaxSize * MaxSize]Point
	if len(b.ForbiddenPoints(buf[:0])) < n-b.Stones() {
		return engine.Outcome{}
	}
	return engine.Drawn(engine.NoPointLeft)
}
