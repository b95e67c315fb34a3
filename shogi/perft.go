package shogi

// Perft returns the number of leaf nodes of the legal move tree of the given
// depth: every promotion and non-promotion and every drop counts. The last
// ply is counted by the size of the legal move list, without making those
// moves. Depth 0 is 1.
func Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	// One move buffer per ply, allocated once: a [MaxMoves]Move local in
	// the recursion would be zeroed (2.4 KB) at every node.
	bufs := make([][MaxMoves]Move, depth)
	return perft(p, depth, bufs)
}

func perft(p *Position, depth int, bufs [][MaxMoves]Move) uint64 {
	moves := p.Generate(bufs[0][:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	rest := bufs[1:]
	for _, m := range moves {
		p.DoMove(m)
		n += perft(p, depth-1, rest)
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
	moves := p.Generate(nil)
	out := make([]MoveCount, 0, len(moves))
	for _, m := range moves {
		p.DoMove(m)
		out = append(out, MoveCount{m, Perft(p, depth-1)})
		p.UndoMove(m)
	}
	return out
}

// DivideEach is Divide that calls each (if not nil) after every root move,
// for progress reports; it returns the lines and their total.
func DivideEach(p *Position, depth int, each func(done, total int, mc MoveCount)) ([]MoveCount, uint64) {
	depth = max(depth, 1)
	moves := p.Generate(nil)
	out := make([]MoveCount, 0, len(moves))
	var total uint64
	for i, m := range moves {
		p.DoMove(m)
		mc := MoveCount{m, Perft(p, depth-1)}
		p.UndoMove(m)
		out = append(out, mc)
		total += mc.Nodes
		if each != nil {
			each(i+1, len(moves), mc)
		}
	}
	return out, total
}
