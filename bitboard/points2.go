package bitboard

// 2-bit point lines (seed 001, REAL Core's renju encoding).
//
// A line of up to 32 points is one uint64, 2 bits a point: point i occupies
// bits 2i (the low bit of the pair) and 2i+1 (the high bit). The codes are
// exactly the seed's:
//
//	00 off-board, 01 black, 10 white, 11 empty
//
// The seed writes the board's left end as the most significant pair; here
// point 0 is the least significant pair, so "x >> 2k" moves the point i+k to
// position i, exactly as in the seed's formulas (b & b>>2 & ... puts the bit
// at the low end of a run).
//
// Masks derived from a line (Black2, White2, Empty2) have one bit per point,
// at the low bit of the point's pair (bit 2i); the high bits are always zero.
// Pattern functions (Consecutive, StonesWithOneEmpty) return a mask of the
// same form whose bit 2i is set when the pattern's window starts at point i,
// i.e. covers points i, i+1, ..., i+len-1.

// Codes of a point in a 2-bit line.
const (
	Code2Off   = 0b00
	Code2Black = 0b01
	Code2White = 0b10
	Code2Empty = 0b11
)

// Points2Max is the number of points a 2-bit line can hold.
const Points2Max = 32

// LowMask2 has the low bit of every pair set. It is the seed's "upper_mask":
// after the shift and AND only the low bit of each pair is meaningful, and the
// high bit holds garbage that this mask clears.
const LowMask2 = 0x5555555555555555

// Black2 returns the black-stone mask of a 2-bit line: (~b >> 1) & b & mask.
// A pair is black when its low bit is 1 and its high bit is 0.
func Black2(b uint64) uint64 { return (^b >> 1) & b & LowMask2 }

// White2 returns the white-stone mask of a 2-bit line: (b >> 1) & ~b & mask.
func White2(b uint64) uint64 { return (b >> 1) & ^b & LowMask2 }

// Empty2 returns the empty-point mask of a 2-bit line: (b >> 1) & b & mask.
func Empty2(b uint64) uint64 { return (b >> 1) & b & LowMask2 }

// Point2 returns the code of point i (0..31) of a 2-bit line.
func Point2(b uint64, i int) uint64 { return b >> (2 * uint(i&31)) & 3 }

// SetPoint2 returns the line with point i (0..31) set to code c (0..3).
func SetPoint2(b uint64, i int, c uint64) uint64 {
	s := 2 * uint(i&31)
	return b&^(3<<s) | (c&3)<<s
}

// EmptyLine2 returns a line of n points (0..32), all empty; points n..31 are
// off-board.
func EmptyLine2(n int) uint64 {
	if n >= Points2Max {
		return ^uint64(0)
	}
	if n <= 0 {
		return 0
	}
	return 1<<(2*uint(n)) - 1
}

// Consecutive returns where n points in a row are all set in mask (a mask of
// low pair bits, as Black2 returns): bit 2i is set when points i..i+n-1 all
// are. It is the seed's b & b>>2 & b>>4 & ... with n terms, computed by
// doubling so a run of length n costs O(log n) shifts. n <= 0 returns
// LowMask2 (every window of length 0 matches); n > 32 returns 0.
func Consecutive(mask uint64, n int) uint64 {
	if n <= 0 {
		return LowMask2
	}
	if n > Points2Max {
		return 0
	}
	// r covers runs of length k; extend k to n by doubling and one final
	// overlapping step, keeping the seed's "AND of shifted copies" meaning.
	r, k := mask, 1
	for 2*k <= n {
		r &= r >> (2 * uint(k))
		k *= 2
	}
	if k < n {
		r &= r >> (2 * uint(n-k))
	}
	return r
}

// ConsecutiveSeed is Consecutive written term by term exactly as the seed does
// (b & b>>2 & ... & b>>2(n-1)); it exists as the reference for Consecutive and
// for readers comparing with the source document.
func ConsecutiveSeed(mask uint64, n int) uint64 {
	if n <= 0 {
		return LowMask2
	}
	if n > Points2Max {
		return 0
	}
	r := mask
	for k := 1; k < n; k++ {
		r &= mask >> (2 * uint(k))
	}
	return r
}

// StonesWithOneEmpty returns where a window of n+1 points holds n stones and
// one empty point (the seed's [WnO1] / [BnO1] patterns): bit 2i is set when
// points i..i+n contain exactly one point of empty and n points of stones.
// It is the OR of the n+1 expressions of StonesWithOneEmptyEach. stones and
// empty are masks as Black2/White2 and Empty2 return; they must be disjoint.
func StonesWithOneEmpty(stones, empty uint64, n int) uint64 {
	if n < 0 || n >= Points2Max {
		return 0
	}
	// Same passes as StonesWithOneEmptyEach, OR-ing instead of storing.
	var suffix [Points2Max]uint64
	suf := ^uint64(0)
	for j := n; j >= 0; j-- {
		suffix[j] = suf & (empty >> (2 * uint(j)))
		suf &= stones >> (2 * uint(j))
	}
	pre, r := ^uint64(0), uint64(0)
	for j := 0; j <= n; j++ {
		r |= suffix[j] & pre
		pre &= stones >> (2 * uint(j))
	}
	return r
}

// StonesWithOneEmptyEach writes the seed's n+1 expressions one by one:
// dst[j] has bit 2i set when points i..i+n are stones except point i+j, which
// is empty. For n = 4, dst[0..4] are the seed's five lines in order
// (b_O & b_W>>2 & ..., b_W & b_O>>2 & ..., ...), i.e. with the board's left end
// written first: WWWWO, WWWOW, WWOWW, WOWWW, OWWWW. It returns n+1, the number
// of entries written (0 when n is out of 0..31).
func StonesWithOneEmptyEach(stones, empty uint64, n int, dst *[Points2Max]uint64) int {
	if n < 0 || n >= Points2Max {
		return 0
	}
	// Each expression is empty>>2j AND the stones of the window other than j.
	// Build the AND of the terms right of j (suffix) in one backward pass and
	// of the terms left of j (prefix) in one forward pass: O(n) shifts in all
	// instead of O(n^2) for the literal expressions.
	suf := ^uint64(0)
	for j := n; j >= 0; j-- {
		dst[j] = suf & (empty >> (2 * uint(j)))
		suf &= stones >> (2 * uint(j))
	}
	pre := ^uint64(0)
	for j := 0; j <= n; j++ {
		dst[j] &= pre
		pre &= stones >> (2 * uint(j))
	}
	return n + 1
}

// StonesWithOneEmptyAt returns the single expression j of the [SnO1] family
// (see StonesWithOneEmptyEach) without building the others: windows of n+1
// points starting at i where point i+j is empty and the other n are stones.
func StonesWithOneEmptyAt(stones, empty uint64, n, j int) uint64 {
	if n < 0 || n >= Points2Max || j < 0 || j > n {
		return 0
	}
	// The seed's expression j literally: n+1 terms, one shift and AND each.
	r := empty >> (2 * uint(j))
	for k := 0; k <= n; k++ {
		if k != j {
			r &= stones >> (2 * uint(k))
		}
	}
	return r
}
