package nboard

import (
	"math/bits"
	"strconv"
	"time"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/book"
)

// The opening book in the protocol: "go" plays the book's best move at
// once when the position is in the book, and "hint" lists the book moves
// as NBoard's book lines before searching the moves the book leaves out.

// bookHit looks the position up in the session's book (none: false).
func (e *Engine) bookHit(pos othello.Position) (book.Hit, bool) {
	if e.opts.Book == nil || pos.GameOver() || pos.Moves() == 0 {
		return book.Hit{}, false
	}
	return e.opts.Book.Lookup(pos.Board)
}

// bookEval is a book score as the protocol's evaluation.
func bookEval(m book.Move) string { return evalString(engine.Value(m.Score * 100)) }

// bookDepth is a book move's depth as NBoard reads it.
func bookDepth(m book.Move) string {
	if m.Exact {
		return "100%"
	}
	return strconv.Itoa(m.Depth)
}

// bookGo answers "go" from the book if the position is in it.
func (e *Engine) bookGo(pos othello.Position) bool {
	h, ok := e.bookHit(pos)
	if !ok {
		return false
	}
	t0 := time.Now()
	e.println("status book move %s %s", othello.MoveName(h.Best.Square), bookEval(h.Best))
	e.println("=== %s/%s/%.2f", othello.MoveName(h.Best.Square), bookEval(h.Best), time.Since(t0).Seconds())
	return true
}

// bookHint prints up to n book moves of pos as "book <pv> <eval> 0
// <depth>" (the PV follows the book's best moves) and returns the moves
// it printed and how many more hints a search should give; all is false
// when the position is not in the book.
func (e *Engine) bookHint(pos othello.Position, n int) (listed uint64, more int, all bool) {
	h, ok := e.bookHit(pos)
	if !ok {
		return 0, n, false
	}
	for _, m := range h.Moves[:min(n, len(h.Moves))] {
		pv := append([]int{m.Square}, e.opts.Book.Line(pos.Board.Play(m.Square), 59)...)
		e.println("book %s %s 0 %s", pvString(pv), bookEval(m), bookDepth(m))
		listed |= 1 << uint(m.Square)
	}
	left := bits.OnesCount64(pos.Moves() &^ listed)
	if len(h.Moves) >= n || h.Complete {
		left = 0
	}
	return listed, min(n-bits.OnesCount64(listed), left), true
}
