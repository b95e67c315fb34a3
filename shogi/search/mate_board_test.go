package search

import (
	"testing"

	"bitban/engine"
	"bitban/shogi"
)

// TestBoardLine: a mate in 1 by the composers' convention (every
// interposition is useless) is played out to checkmate on the board, drop
// by drop; a line that already ends in checkmate stays as it is.
func TestBoardLine(t *testing.T) {
	ms := NewMateSolver(4)
	var st engine.Stopper
	st.Start(0, 0)
	for _, c := range []struct {
		sfen   string
		longer bool // the board line is longer than the convention's
	}{
		{"8k/6Gpp/R8/9/9/9/9/9/9 b r2b3g4s4n4l16p 1", true},
		{"4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1", false}, // G*5b, mate on the board
	} {
		p, err := shogi.ParseSFEN(c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		line, status := ms.Solve(p, &st)
		if status != MateFound {
			t.Fatalf("%s: %v", c.sfen, status)
		}
		board := ms.BoardLine(p, line, &st)
		if board == nil || (len(board) > len(line)) != c.longer || len(board)%2 != 1 {
			t.Fatalf("%s: convention %v, board %v", c.sfen, movesUSI(line), movesUSI(board))
		}
		for i, m := range line {
			if board[i] != m {
				t.Fatalf("%s: the board line %v does not start with %v", c.sfen, movesUSI(board), movesUSI(line))
			}
		}
		q := p.Clone()
		for _, m := range board {
			if !q.IsLegal(m) {
				t.Fatalf("%s: %v: illegal %s", c.sfen, movesUSI(board), m.USI())
			}
			q.DoMove(m)
		}
		var buf [shogi.MaxMoves]shogi.Move
		if !q.InCheck() || len(q.Generate(buf[:0])) != 0 {
			t.Fatalf("%s: %v does not end in checkmate", c.sfen, movesUSI(board))
		}
	}
}
