package book

import "bitban/othello"

// A book lookup normalises the board under the eight symmetries of
// othello.TransformSquares.

// transformBoard maps both sides' discs by s.
func transformBoard(b othello.Board, s int) othello.Board {
	return othello.Board{Player: othello.TransformSquares(b.Player, s), Opponent: othello.TransformSquares(b.Opponent, s)}
}

// less orders boards by the player's discs, then the opponent's.
func less(a, b othello.Board) bool {
	return a.Player < b.Player || a.Player == b.Player && a.Opponent < b.Opponent
}

// normalise returns the least of the eight images of b (its key in the
// book) and the first symmetry that gives it.
func normalise(b othello.Board) (othello.Board, int) {
	best, bs := b, 0
	for s := 1; s < 8; s++ {
		if t := transformBoard(b, s); less(t, best) {
			best, bs = t, s
		}
	}
	return best, bs
}
