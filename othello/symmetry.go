package othello

import "math/bits"

// TransformSquares maps a set of squares by symmetry s (0..7: bit 0
// mirrors the files, bit 1 the ranks, bit 2 swaps files and ranks).
func TransformSquares(x uint64, s int) uint64 {
	var out uint64
	for ; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f, r := sq%8, sq/8
		if s&1 != 0 {
			f = 7 - f
		}
		if s&2 != 0 {
			r = 7 - r
		}
		if s&4 != 0 {
			f, r = r, f
		}
		out |= 1 << uint(r*8+f)
	}
	return out
}
