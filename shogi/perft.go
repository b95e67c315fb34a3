package shogi

// Perft returns the number of leaf nodes of the legal move tree of the given
// depth: every promotion and non-promotion and every drop counts. The last
// ply is counted by the size of the legal move list, without making those
// moves. Depth 0 is 1.
func Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [MaxMoves]Move
	moves := p.Generate(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.DoMove(m)
		n += Perft(p, depth-1)
		p.UndoMove(m)
	}
	return n
}

// MoveCount is one line of Divide: a root move and the leaves below it.
type MoveCount struct {
	Move  Move
	Nodes uint64
}

// Divide returns, for each legal root move, the perft of depth-1 after it
// (their sum is Perft(p, depth)), in generation order. Depth below 1 is
// treated as 1.
func Divide(p *Position, depth int) []MoveCount {
	depth = max(depth, 1)
	var buf [MaxMoves]Move
	moves := p.Generate(buf[:0])
	out := make([]MoveCount, 0, len(moves))
	for _, m := range moves {
		p.DoMove(m)
		out = append(out, MoveCount{m, Perft(p, depth-1)})
		p.UndoMove(m)
	}
	return out
}
