package web

import (
	"context"
	"fmt"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/book"
	othellosearch "bitban/othello/search"
)

// The Othello engine glue: the exact endgame solver as the "solve" tool,
// and the opening book for game moves.

func init() {
	othelloTools = []string{"solve"}
	othelloSolve = othelloSolveExact
}

// othelloSolveExact solves the position exactly within the job's time and
// follows the best moves (each solved again, cheap with the warm table) for
// the principal variation.
func othelloSolveExact(ctx context.Context, p othello.Position, j job, report func(info)) (result, error) {
	st, done := stopperFor(ctx, j)
	defer done()
	s := othellosearch.NewSolver(max(1, j.MemMB))
	s.SetStopper(st)
	r := s.Solve(p.Board)
	if s.Stopped() {
		found := false
		res := result{Found: &found, Note: fmt.Sprintf("not solved within %v (%d empties)", j.Time, p.Empties())}
		res.Nodes = s.Nodes()
		res.TimeMS = st.Elapsed().Milliseconds()
		res.NPS = engine.NPS(res.Nodes, st.Elapsed())
		return res, nil
	}
	found := true
	res := result{Found: &found}
	res.Score = r.Score
	res.Depth = p.Empties()
	res.ScoreText = fmt.Sprintf("%+d (exact)", r.Score)
	res.Eval = float64(r.Score)
	if p.Turn == othello.White {
		res.Eval = -res.Eval
	}
	if r.Move >= 0 {
		res.Best = othello.MoveName(r.Move)
	}
	// The principal variation: replay the best move and solve again.
	q, m := p, r.Move
	for m >= 0 && len(res.PV) < 60 {
		res.PV = append(res.PV, othello.MoveName(m))
		q = q.Play(m)
		next := s.Solve(q.Board)
		if s.Stopped() {
			break
		}
		m = next.Move
	}
	res.Nodes = s.Nodes()
	res.TimeMS = st.Elapsed().Milliseconds()
	res.NPS = engine.NPS(res.Nodes, st.Elapsed())
	side := capital(p.Turn.String())
	switch {
	case r.Move < 0:
		res.Note = "exact: the game is over"
	case r.Score > 0:
		res.Note = fmt.Sprintf("exact: %s wins by %d with %s", side, r.Score, res.Best)
	case r.Score < 0:
		res.Note = fmt.Sprintf("exact: %s loses by %d (best %s)", side, -r.Score, res.Best)
	default:
		res.Note = fmt.Sprintf("exact: draw with %s", res.Best)
	}
	report(res.info)
	return res, nil
}

// othelloBookMove answers a game move at full strength from the opening
// book shipped with the program when the job allows it (the "book"
// setting) and the position is in the book: the book's best move, its
// book score and the book's line, named as a book move.
func othelloBookMove(p othello.Position, j job) (result, bool) {
	if !j.Book || j.Mode != "move" || j.Level != 0 || p.Moves() == 0 {
		return result{}, false
	}
	bk, err := book.Default()
	if err != nil {
		return result{}, false // a build defect, which the tests catch
	}
	h, ok := bk.Lookup(p.Board)
	if !ok {
		return result{}, false
	}
	m := h.Best
	res := result{info: othelloInfo(engine.Value(m.Score*100), m.Exact, p.Turn)}
	res.ScoreText = fmt.Sprintf("%+d (book)", m.Score)
	res.Depth = max(m.Depth, 1)
	if m.Exact {
		res.Depth = p.Empties()
	}
	res.PV = othelloMoves(append([]int{m.Square}, bk.Line(p.Board.Play(m.Square), 59)...))
	res.Best = othello.MoveName(m.Square)
	res.Note = "book move " + res.Best
	return res, true
}
