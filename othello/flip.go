package othello

import (
	"math/bits"

	"bitban/bitboard"
)

// FlipFunc is the signature every flip kernel shares: the discs of O that a
// P disc placed on the empty square sq would flip (0 if none: an illegal
// move). The result for a non-empty sq is unspecified.
type FlipFunc func(P, O uint64, sq int) uint64

// Kernel names a flip kernel for tests and benchmarks.
type Kernel struct {
	Name string
	Flip FlipFunc
}

// Kernels lists the flip kernels, simplest idea first. Measured (thread CPU
// time, best of many runs, loaded 2-core EPYC): called on move-loop order
// they all cost 17-20 ns except shift (95 ns); inside perft 8, where the
// flip feeds the next move generation, square gives 201 M leaves/s, square-
// line 190, line 167, carry 162, ray 152, shift 53 (BenchmarkPerftKernel).
// Flip is square, the fastest there.
var Kernels = []Kernel{
	{"shift", FlipShift},
	{"line", FlipLine},
	{"ray", FlipRay},
	{"carry", FlipCarry},
	{"square", FlipSquare},
	{"square-line", FlipSquareLine},
}

// Flip returns the discs flipped by a P move on sq: the default kernel.
func Flip(P, O uint64, sq int) uint64 { return FlipSquare(P, O, sq) }

// ---- (a) the seed 004 shift loop ----------------------------------------

// FlipShift is the seed 004's kernel: for each direction, grow the run of O
// discs from P by six shifts (O masked to files B-G for the directions that
// cross files, so nothing wraps), keep the direction if the move closes such
// a run, then walk back from the move through O collecting the flips.
func FlipShift(P, O uint64, sq int) uint64 {
	move := uint64(1) << uint(sq&63)
	blank := ^(P | O)
	inner := O & bitboard.Inner
	var f uint64
	f |= shiftDir(P, O, move, blank, O, 8)     // run toward rank 8, walk back south
	f |= shiftDir(P, O, move, blank, O, -8)    // toward rank 1
	f |= shiftDir(P, O, move, blank, inner, 1) // toward file H
	f |= shiftDir(P, O, move, blank, inner, -1)
	f |= shiftDir(P, O, move, blank, inner, 9)
	f |= shiftDir(P, O, move, blank, inner, -9)
	f |= shiftDir(P, O, move, blank, inner, 7)
	f |= shiftDir(P, O, move, blank, inner, -7)
	return f
}

// sh shifts left by s > 0 or right by -s.
func sh(b uint64, s int) uint64 {
	if s > 0 {
		return b << uint(s)
	}
	return b >> uint(-s)
}

// shiftDir is the seed's code for one direction s: the moves that close a run
// grown from P by shifts of s, and the run walked back from the move.
func shiftDir(P, O, move, blank, mask uint64, s int) uint64 {
	t := sh(P, s) & mask
	t |= sh(t, s) & mask
	t |= sh(t, s) & mask
	t |= sh(t, s) & mask
	t |= sh(t, s) & mask
	t |= sh(t, s) & mask
	legal := sh(t, s) & blank
	// The walk back is bounded by the P disc that anchors the run, so the
	// unmasked O is safe here, as in the seed.
	t = sh(move&legal, -s) & O
	t |= sh(t, -s) & O
	t |= sh(t, -s) & O
	t |= sh(t, -s) & O
	t |= sh(t, -s) & O
	t |= sh(t, -s) & O
	return t
}

// ---- (b) line lookup (seed 000) -----------------------------------------

// outflank8[x][o] is, for a move at position x of an 8-square line whose
// inner squares (positions 1..6) hold the opponent bits o<<1, the squares
// where a player disc would close a run of opponent discs starting next to x
// (at most one each side). flipped8[x][of] is what such outflanks flip.
var (
	outflank8 [8][64]uint8
	flipped8  [8][256]uint8
)

func init() {
	for x := 0; x < 8; x++ {
		for o6 := 0; o6 < 64; o6++ {
			o := o6 << 1
			var of int
			for _, d := range [2]int{-1, 1} {
				y := x + d
				for y >= 0 && y < 8 && o>>uint(y)&1 == 1 {
					y += d
				}
				if y != x+d && y >= 0 && y < 8 {
					of |= 1 << uint(y)
				}
			}
			outflank8[x][o6] = uint8(of)
		}
		for of := 0; of < 256; of++ {
			var f int
			for y := 0; y < 8; y++ {
				if of>>uint(y)&1 == 0 {
					continue
				}
				lo, hi := min(x, y), max(x, y)
				for z := lo + 1; z < hi; z++ {
					f |= 1 << uint(z)
				}
			}
			flipped8[x][of] = uint8(f)
		}
	}
}

// FlipLine is the line-lookup kernel: for each of the four lines through sq
// it extracts the line's own and opponent discs as 8 bits (bitboard
// ExtractLine, the seed 000's masks and multiplications), looks the flips up
// by the move's position on the line and the outflanking discs, and inserts
// them back (InsertLine).
func FlipLine(P, O uint64, sq int) uint64 {
	sq &= 63
	x, y := sq&7, sq>>3
	return flipLine(P, O, sq, bitboard.Rank, x) |
		flipLine(P, O, sq, bitboard.File, y) |
		flipLine(P, O, sq, bitboard.Diagonal, x) |
		flipLine(P, O, sq, bitboard.AntiDiagonal, x)
}

func flipLine(P, O uint64, sq int, d bitboard.LineDir, pos int) uint64 {
	p := bitboard.ExtractLine(P, sq, d)
	o := bitboard.ExtractLine(O, sq, d)
	of := outflank8[pos&7][(o>>1)&63] & p
	return bitboard.InsertLine(flipped8[pos&7][of], sq, d)
}

// ---- (c) rays: isolate the first non-opponent square --------------------

// rays[sq] holds the eight rays from sq (bitboard.Ray): East, NorthEast,
// North, NorthWest go toward higher squares, the other four toward lower.
var rays [64][8]uint64

func init() {
	for sq := 0; sq < 64; sq++ {
		for d := 0; d < 8; d++ {
			rays[sq][d] = bitboard.Ray[d][sq]
		}
	}
}

// FlipRay walks no square: on a ray toward higher squares the first square
// that is not an opponent disc is the lowest set bit of ray &^ O (x & -x);
// toward lower squares it is the highest (LeadingZeros64). If that square
// holds a player disc, the ray squares before it are the flips.
func FlipRay(P, O uint64, sq int) uint64 {
	r := &rays[sq&63]
	var f uint64
	for d := 0; d < 4; d++ {
		x := r[d] &^ O
		first := x & -x
		if first&P != 0 {
			f |= r[d] & (first - 1)
		}
	}
	for d := 4; d < 8; d++ {
		x := r[d] &^ O
		first := uint64(1<<63) >> uint(bits.LeadingZeros64(x)) // 0 when x == 0
		if first&P != 0 {
			f |= r[d] &^ (first<<1 - 1)
		}
	}
	return f
}

// ---- (d) carry propagation ----------------------------------------------

// FlipCarry finds the outflanking disc of the four upward rays by one
// addition each: in O | ^ray, adding the ray's first bit carries through the
// opponent discs of the ray (and through everything off the ray) and stops
// on the first ray square that is not an opponent disc; & P keeps it only if
// it is a player disc. The downward rays use LeadingZeros64 on ray &^ O.
func FlipCarry(P, O uint64, sq int) uint64 {
	r := &rays[sq&63]
	var f uint64
	// Upward rays (E, NE, N, NW): the lowest ray bit is sq+1, sq+9, sq+8, sq+7.
	s := uint(sq & 63)
	of := ((O | ^r[0]) + (2 << s)) & r[0] & P
	f |= (of - b2u(of)) & r[0]
	of = ((O | ^r[1]) + (512 << s)) & r[1] & P
	f |= (of - b2u(of)) & r[1]
	of = ((O | ^r[2]) + (256 << s)) & r[2] & P
	f |= (of - b2u(of)) & r[2]
	of = ((O | ^r[3]) + (128 << s)) & r[3] & P
	f |= (of - b2u(of)) & r[3]
	// Downward rays: the highest non-opponent square, kept if it is P.
	of = (uint64(1<<63) >> uint(bits.LeadingZeros64(r[4]&^O))) & P
	f |= -(of << 1) & r[4]
	of = (uint64(1<<63) >> uint(bits.LeadingZeros64(r[5]&^O))) & P
	f |= -(of << 1) & r[5]
	of = (uint64(1<<63) >> uint(bits.LeadingZeros64(r[6]&^O))) & P
	f |= -(of << 1) & r[6]
	of = (uint64(1<<63) >> uint(bits.LeadingZeros64(r[7]&^O))) & P
	f |= -(of << 1) & r[7]
	return f
}

// b2u returns 1 if x != 0, else 0 (compiled to a SETcc, no branch).
func b2u(x uint64) uint64 {
	var r uint64
	if x != 0 {
		r = 1
	}
	return r
}

// ---- (e) one generated function per square ------------------------------

//go:generate go run gen_flip.go

// FlipSquare calls the flip function generated for sq (zz_flip.go): the rays
// are constants, rays too short to flip cost nothing, the rank is one table
// lookup and the downward rays are carries on the byte-swapped board.
func FlipSquare(P, O uint64, sq int) uint64 { return flipSquare[sq&63](P, O) }

// outflankByte[x][o] is outflank8[x] indexed by the whole line byte (the end
// squares of a line can never be flipped, so they do not matter).
var outflankByte [8][256]uint8

func init() {
	for x := 0; x < 8; x++ {
		for o := 0; o < 256; o++ {
			outflankByte[x][o] = outflank8[x][(o>>1)&63]
		}
	}
}

// FlipSquareLine calls the line-lookup flip function generated for sq.
func FlipSquareLine(P, O uint64, sq int) uint64 { return flipSquareLine[sq&63](P, O) }
