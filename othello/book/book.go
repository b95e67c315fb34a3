package book

import (
	"fmt"
	"math/bits"
	"slices"

	"bitban/othello"
)

// MaxDepth is the deepest search depth a book move records (an Othello
// game has at most 60 moves).
const MaxDepth = 60

// Move is a book move of a position: its square, and its score in discs
// (the final disc differential the move leads to, from the view of the
// side that plays it) with the depth of the search behind it, or Exact.
type Move struct {
	Square int  // 0..63
	Score  int  // -64..64 discs, the mover's view
	Depth  int  // 0..MaxDepth: the search depth of the score (0 when Exact)
	Exact  bool // the score is exact (the game's end was searched)
}

// String is "F5 +2 d14" ("F5 +2 exact").
func (m Move) String() string {
	if m.Exact {
		return fmt.Sprintf("%s %+d exact", othello.MoveName(m.Square), m.Score)
	}
	return fmt.Sprintf("%s %+d d%d", othello.MoveName(m.Square), m.Score, m.Depth)
}

// better orders moves best first: the higher score, then an exact score,
// then the deeper search, then the lower square.
func better(a, b Move) bool {
	switch {
	case a.Score != b.Score:
		return a.Score > b.Score
	case a.Exact != b.Exact:
		return a.Exact
	case a.Depth != b.Depth:
		return a.Depth > b.Depth
	}
	return a.Square < b.Square
}

// Book maps positions to their book moves. Positions are stored
// normalised: the least of the eight images of the board under the
// board's symmetries (by the player's discs, then the opponent's), so
// that transpositions and mirror images share an entry; the colours do not
// matter (Othello's rules are the same for both sides). Each position
// lists some of its legal moves, every one searched or linked to a book
// position (see Negamax and Learn).
//
// A Book is safe for concurrent lookups; Add and Negamax must not run
// beside anything else.
type Book struct {
	entries map[othello.Board][]Move // normalised board -> its moves (normalised squares), by square
	// Note is a free text kept in the file (the command that built the
	// book), at most MaxNote bytes of UTF-8.
	Note string
}

// New returns an empty book.
func New() *Book { return &Book{entries: map[othello.Board][]Move{}} }

// Len is the number of positions.
func (b *Book) Len() int { return len(b.entries) }

// Moves is the number of book moves of all positions.
func (b *Book) Moves() int {
	n := 0
	for _, ms := range b.entries {
		n += len(ms)
	}
	return n
}

// Contains reports whether the position is in the book.
func (b *Book) Contains(board othello.Board) bool {
	k, _ := normalise(board)
	_, ok := b.entries[k]
	return ok
}

// Hit is what the book holds for a position, in the orientation of the
// board looked up.
type Hit struct {
	Moves []Move // the book moves, best first
	Best  Move   // Moves[0]
	// Complete: every legal move of the position is a book move (else the
	// moves left out scored lower when the book was built, or were never
	// searched).
	Complete bool
}

// Lookup returns the book moves of board (the side to move's view), best
// first, with their squares in board's own orientation.
func (b *Book) Lookup(board othello.Board) (Hit, bool) {
	k, s := normalise(board)
	ms, ok := b.entries[k]
	if !ok {
		return Hit{}, false
	}
	out := slices.Clone(ms)
	slices.SortFunc(out, func(x, y Move) int {
		if better(x, y) {
			return -1
		}
		return 1
	})
	inv := othello.InverseSymmetry(s)
	for i := range out {
		out[i].Square = othello.TransformSquare(out[i].Square, inv)
	}
	return Hit{Moves: out, Best: out[0], Complete: len(ms) == bits.OnesCount64(k.Moves())}, true
}

// Line is the book's line from board: its best move, then the best move
// of each position that follows while it is in the book, a forced pass
// as othello.PassMove; at most max moves.
func (b *Book) Line(board othello.Board, max int) []int {
	var line []int
	for len(line) < max {
		if board.MustPass() {
			line = append(line, othello.PassMove)
			board = board.Pass()
			continue
		}
		h, ok := b.Lookup(board)
		if !ok {
			break
		}
		line = append(line, h.Best.Square)
		board = board.Play(h.Best.Square)
	}
	for len(line) > 0 && line[len(line)-1] == othello.PassMove {
		line = line[:len(line)-1] // no pass at the end
	}
	return line
}

// Add lists move m of board (the side to move's view, m.Square in board's
// orientation), in place of a move listed on the same square; the
// position is added if it is new. The move must be legal and its values
// in range.
func (b *Book) Add(board othello.Board, m Move) error {
	if err := checkMove(board, m); err != nil {
		return err
	}
	k, s := normalise(board)
	m.Square = othello.TransformSquare(m.Square, s)
	if m.Exact {
		m.Depth = 0
	}
	b.addNormal(k, m)
	return nil
}

// addNormal lists m (a legal move of the normalised board k, in its
// orientation).
func (b *Book) addNormal(k othello.Board, m Move) {
	ms := b.entries[k]
	i, found := slices.BinarySearchFunc(ms, m.Square, func(x Move, sq int) int { return x.Square - sq })
	if found {
		ms[i] = m
		return
	}
	// A fresh slice: entries read from a file share one array.
	b.entries[k] = slices.Insert(slices.Clip(ms), i, m)
}

// checkMove checks a move of board and its values.
func checkMove(board othello.Board, m Move) error {
	switch {
	case board.Player&board.Opponent != 0:
		return fmt.Errorf("the two sides' discs overlap")
	case !board.IsLegal(m.Square):
		return fmt.Errorf("move %d is not a legal move of the position", m.Square)
	case m.Score < -64 || m.Score > 64:
		return fmt.Errorf("move %s: score %d is not -64..64", othello.MoveName(m.Square), m.Score)
	case m.Depth < 0 || m.Depth > MaxDepth:
		return fmt.Errorf("move %s: depth %d is not 0..%d", othello.MoveName(m.Square), m.Depth, MaxDepth)
	}
	return nil
}

// Value is the score of a book position: its best book move (the move's
// score is the negamax of the book below it once Negamax has run).
func (b *Book) Value(board othello.Board) (Move, bool) {
	h, ok := b.Lookup(board)
	return h.Best, ok
}

// child is the position after move sq of board from the view of the side
// that moves next: the opponent, or the mover again when the opponent
// must pass (same reports that). over reports a finished game.
func child(board othello.Board, sq int) (c othello.Board, same, over bool) {
	c = board.Play(sq)
	if c.Moves() != 0 {
		return c, false, false
	}
	if p := c.Pass(); p.Moves() != 0 {
		return p, true, false
	}
	return c, false, true
}

// Each calls f with every position (normalised) and its number of moves,
// in no particular order.
func (b *Book) Each(f func(board othello.Board, moves int)) {
	for k, ms := range b.entries {
		f(k, len(ms))
	}
}
