package book

import (
	"math/bits"
	"slices"

	"bitban/othello"
)

// best is the best of a position's moves (at least one).
func best(ms []Move) Move {
	b := ms[0]
	for _, m := range ms[1:] {
		if better(m, b) {
			b = m
		}
	}
	return b
}

// keysByDiscs returns the book's positions, those with the most discs
// first (children before parents: every move adds a disc), in a fixed
// order.
func (b *Book) keysByDiscs() []othello.Board {
	keys := make([]othello.Board, 0, len(b.entries))
	for k := range b.entries {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y othello.Board) int {
		dx, dy := bits.OnesCount64(x.Player|x.Opponent), bits.OnesCount64(y.Player|y.Opponent)
		switch {
		case dx != dy:
			return dy - dx
		case less(x, y):
			return -1
		case x == y:
			return 0
		}
		return 1
	})
	return keys
}

// Negamax gives every book move that leads to another book position the
// value of that position (its best move's score, depth and exactness,
// negated unless the opponent must pass after the move), and every move
// that ends the game its exact final score; the other moves keep the
// score of their own search. Positions are done from the most discs
// down, so each child is final when its parents read it: after additions
// one call brings the whole book up to date. It returns the number of
// moves whose score, depth or exactness changed.
func (b *Book) Negamax() int {
	changed := 0
	for _, k := range b.keysByDiscs() {
		ms := b.entries[k]
		for i, m := range ms {
			if v, ok := b.moveValue(k, m.Square); ok && v != m {
				ms[i] = v
				changed++
			}
		}
	}
	return changed
}

// moveValue is the value of move sq of the normalised board k taken from
// below it: the exact end of the game, or its child's book value; false
// when the child is not in the book.
func (b *Book) moveValue(k othello.Board, sq int) (Move, bool) {
	c, same, over := child(k, sq)
	if over {
		return Move{Square: sq, Score: -c.FinalScore(), Exact: true}, true
	}
	ck, _ := normalise(c)
	cms, ok := b.entries[ck]
	if !ok {
		return Move{}, false
	}
	v := best(cms)
	v.Square = sq
	if !same {
		v.Score = -v.Score
	}
	if v.Exact {
		v.Depth = 0
	}
	return v, true
}
