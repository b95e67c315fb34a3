package book

import (
	"math/bits"

	"bitban/othello"
)

// The eight symmetries of the board, numbered as othello.TransformSquares
// numbers them (bit 0 mirrors the files, bit 1 the ranks, bit 2 then
// swaps files and ranks), by word operations instead of a walk over the
// squares: a book lookup normalises the board under all eight.

// mirrorFiles maps file f to 7-f on every rank: the bits of each byte
// reversed.
func mirrorFiles(x uint64) uint64 {
	x = x>>1&0x5555555555555555 | x&0x5555555555555555<<1
	x = x>>2&0x3333333333333333 | x&0x3333333333333333<<2
	return x>>4&0x0f0f0f0f0f0f0f0f | x&0x0f0f0f0f0f0f0f0f<<4
}

// transpose maps (file f, rank r) to (file r, rank f): three delta swaps
// over the A1-H8 diagonal.
func transpose(x uint64) uint64 {
	t := 0x0f0f0f0f00000000 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = 0x3333000033330000 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = 0x5500550055005500 & (x ^ x<<7)
	return x ^ t ^ t>>7
}

// transform maps a set of squares by symmetry s (0..7).
func transform(x uint64, s int) uint64 {
	if s&1 != 0 {
		x = mirrorFiles(x)
	}
	if s&2 != 0 {
		x = bits.ReverseBytes64(x)
	}
	if s&4 != 0 {
		x = transpose(x)
	}
	return x
}

// inverse is the symmetry that undoes s: the mirrors are their own
// inverses; with the swap of files and ranks, a mirror of the files done
// first is a mirror of the ranks undone last, and the other way round.
func inverse(s int) int {
	if s&4 == 0 {
		return s
	}
	return 4 | (s&1)<<1 | (s&2)>>1
}

// transformBoard maps both sides' discs by s.
func transformBoard(b othello.Board, s int) othello.Board {
	return othello.Board{Player: transform(b.Player, s), Opponent: transform(b.Opponent, s)}
}

// transformSquare maps one square (0..63) by s.
func transformSquare(sq, s int) int {
	return bits.TrailingZeros64(transform(1<<uint(sq&63), s))
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
