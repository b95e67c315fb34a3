package shogi

// MateInOne returns a move of the side to move that checkmates at once, or
// MoveNone. checks and replies are scratch buffers of MaxMoves capacity
// each (the search passes its own; nothing is allocated then). It tries
// every legal check (a pawn drop that would mate is not one: uchifuzume)
// and asks whether the defender has a legal reply; shogi has no
// stalemate, so none is mate.
func (p *Position) MateInOne(checks, replies []Move) Move {
	for _, m := range p.GenerateChecks(checks[:0]) {
		p.DoMove(m)
		mated := len(p.Generate(replies[:0])) == 0
		p.UndoMove(m)
		if mated {
			return m
		}
	}
	return MoveNone
}
