package search

// Tables of the assembly last-four solver (solve_last_amd64.s), built on
// every platform so that their test runs everywhere.

// lastFlipMasks[sq] holds the rays from sq (excluded) to the edge, four
// directions a 256-bit lane group: East, North, NorthEast, NorthWest (left
// shifts 1, 8, 9, 7), then West, South, SouthWest, SouthEast.
var lastFlipMasks [64][8]uint64

// lastAsm[sq] is what the assembly's last-flip count reads of a square, in
// words: the A1-H8 and A8-H1 diagonals through sq, the shift of its rank
// to bit 0, its file (the shift of the file to file A), the offsets of its
// file's and rank's rows in lastFlipCount (x*256, y*256), and its bit.
var lastAsm [64][8]uint64

func init() {
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	for sq := 0; sq < 64; sq++ {
		for lane, d := range steps {
			lastFlipMasks[sq][lane] = rayFrom(sq, d[0], d[1])
			lastFlipMasks[sq][4+lane] = rayFrom(sq, -d[0], -d[1])
		}
		x, y := sq&7, sq>>3
		diag := rayFrom(sq, 1, 1) | rayFrom(sq, -1, -1) | 1<<uint(sq)
		anti := rayFrom(sq, -1, 1) | rayFrom(sq, 1, -1) | 1<<uint(sq)
		lastAsm[sq] = [8]uint64{diag, anti, uint64(8 * y), uint64(x), 256 * uint64(x), 256 * uint64(y), 1 << uint(sq)}
	}
}

// rayFrom is the squares from sq (excluded) to the edge in steps (dx, dy).
func rayFrom(sq, dx, dy int) uint64 {
	var m uint64
	for x, y := sq%8+dx, sq/8+dy; x >= 0 && x < 8 && y >= 0 && y < 8; x, y = x+dx, y+dy {
		m |= 1 << uint(y*8+x)
	}
	return m
}
