package othello

import "math/bits"

// The eight symmetries of the board, by word operations: s in 0..7, bit 0
// mirrors the files, bit 1 the ranks, bit 2 then swaps files and ranks.

// MirrorFiles maps file f to 7-f on every rank: the bits of each byte
// reversed.
func MirrorFiles(x uint64) uint64 {
	x = x>>1&0x5555555555555555 | x&0x5555555555555555<<1
	x = x>>2&0x3333333333333333 | x&0x3333333333333333<<2
	return x>>4&0x0f0f0f0f0f0f0f0f | x&0x0f0f0f0f0f0f0f0f<<4
}

// Transpose maps (file f, rank r) to (file r, rank f): three delta swaps
// over the A1-H8 diagonal.
func Transpose(x uint64) uint64 {
	t := 0x0f0f0f0f00000000 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = 0x3333000033330000 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = 0x5500550055005500 & (x ^ x<<7)
	return x ^ t ^ t>>7
}

// TransformSquares maps a set of squares by symmetry s (0..7: bit 0
// mirrors the files, bit 1 the ranks, bit 2 swaps files and ranks).
func TransformSquares(x uint64, s int) uint64 {
	if s&1 != 0 {
		x = MirrorFiles(x)
	}
	if s&2 != 0 {
		x = bits.ReverseBytes64(x)
	}
	if s&4 != 0 {
		x = Transpose(x)
	}
	return x
}

// TransformSquare maps one square (0..63) by symmetry s.
func TransformSquare(sq, s int) int {
	return bits.TrailingZeros64(TransformSquares(1<<uint(sq&63), s))
}

// InverseSymmetry is the symmetry that undoes s: the mirrors are their
// own inverses; with the swap of files and ranks, a mirror of the files
// done first is a mirror of the ranks undone last, and the other way round.
func InverseSymmetry(s int) int {
	if s&4 == 0 {
		return s
	}
	return 4 | (s&1)<<1 | (s&2)>>1
}
