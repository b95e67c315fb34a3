package bitboard

// Line to 8 bits and back (seed 000).
//
// The seed numbers A1 as bit 63 (B1 = 62, ..., H8 = 0); this project numbers
// A1 as bit 0, so every seed mask here is the bit-reverse of the seed's
// (bits.Reverse64 of each constant; the test checks that against the seed's
// literal tables), and the seed's 8-bit values come out in the opposite bit
// order. In this package an extracted byte always has bit k = the k-th
// square of the line counted from its West end (for a file: from rank 1):
//
//	rank:          bit k = file k of that rank
//	file:          bit k = rank k+1 of that file
//	diagonal:      bit k = the square of file k on the A1-H8-direction line
//	anti-diagonal: bit k = the square of file k on the A8-H1-direction line
//
// For the short diagonals only the bits of files the line crosses are used.
// The multiplications work because each product bit lands in a distinct
// position: no carry can reach the gathered byte.

// LineDir is one of the four line directions through a square.
type LineDir uint8

const (
	// Rank: the row (A1-H1 direction).
	Rank LineDir = iota
	// File: the column (A1-A8 direction).
	File
	// Diagonal: the A1-H8 direction (up to the East).
	Diagonal
	// AntiDiagonal: the A8-H1 direction (down to the East).
	AntiDiagonal
)

var lineDirNames = [4]string{"rank", "file", "diagonal", "anti-diagonal"}

func (d LineDir) String() string {
	if d > AntiDiagonal {
		return "invalid"
	}
	return lineDirNames[d]
}

const (
	fileA      = 0x0101010101010101
	rank1      = 0x00000000000000FF
	mainDiag   = 0x8040201008040201 // A1..H8
	antiDiag   = 0x0102040810204080 // A8..H1
	fileGather = 0x0102040810204080 // gathers file A into the top byte, rank 1 at bit 56
)

// diagA1H8Mask[y-x+7] is the diagonal (A1-H8 direction) through a square,
// diagA8H1Mask[x+y] the anti-diagonal: the seed's 15-entry tables in this
// project's numbering.
var diagA1H8Mask, diagA8H1Mask [16]uint64

func init() {
	for sq := 0; sq < 64; sq++ {
		x, y := sq%8, sq/8
		diagA1H8Mask[y-x+7] |= 1 << sq
		diagA8H1Mask[x+y] |= 1 << sq
	}
}

// LineMask returns the whole line through sq in direction d (sq included).
func LineMask(sq int, d LineDir) uint64 {
	x, y := sq&7, (sq>>3)&7
	switch d {
	case Rank:
		return rank1 << (8 * y)
	case File:
		return fileA << x
	case Diagonal:
		return diagA1H8Mask[(y-x+7)&15]
	}
	return diagA8H1Mask[(x+y)&15]
}

// lineKernel holds, for one square and line direction, the constants that
// make extraction and insertion one branch-free formula each (so both inline):
//
//	extract: ((b & mask) * gather) >> 56
//	insert:  ((((v * 0x0101010101010101) & spread) * turn) & keep) >> down
//
// Extraction: a rank is moved to the top byte by the power of two
// 2^(56-8*rank); a file by the seed's 0x0102040810204080 pre-shifted right by
// the file (its lowest bit is bit 7, so nothing is lost); a diagonal by
// 0x0101010101010101. Insertion copies the byte to every rank; for a rank or a
// diagonal the mask alone keeps the right bits (turn = 1, keep = all, down =
// 0); for a file it is the seed's three-step convert8ToVertical64.
type lineKernel struct {
	mask, gather       uint64
	spread, turn, keep uint64
	down               uint64
}

var lineKernels [64][4]lineKernel

func init() {
	for sq := 0; sq < 64; sq++ {
		x, y := sq%8, sq/8
		for d := Rank; d <= AntiDiagonal; d++ {
			k := lineKernel{mask: LineMask(sq, d), gather: fileA, spread: LineMask(sq, d), turn: 1, keep: ^uint64(0)}
			switch d {
			case Rank:
				k.gather = 1 << (56 - 8*y)
			case File:
				k.gather = fileGather >> x
				k.spread, k.turn, k.keep, k.down = mainDiag, rank1, fileA<<7, uint64(7-x)
			}
			lineKernels[sq][d] = k
		}
	}
}

// ExtractLine returns the line through sq in direction d as 8 bits (see the
// bit order above).
func ExtractLine(b uint64, sq int, d LineDir) uint8 {
	k := &lineKernels[sq&63][d&3]
	return uint8(((b & k.mask) * k.gather) >> 56)
}

// InsertLine returns a board holding v on the line through sq in direction d
// (the inverse of ExtractLine; bits of v off the line are dropped).
func InsertLine(v uint8, sq int, d LineDir) uint64 {
	k := &lineKernels[sq&63][d&3]
	return ((((uint64(v) * fileA) & k.spread) * k.turn) & k.keep) >> (k.down & 63)
}

// ConvertHorizontalTo8 is the seed's convertHorizontalTo8: mask the rank of
// sq and shift it down by 8 times its row.
func ConvertHorizontalTo8(b uint64, sq int) uint8 {
	return uint8(b >> (uint(sq) &^ 7 & 63))
}

// ConvertVerticalTo8 is the seed's convertVerticalTo8: shift the file of sq
// to file A, mask it, and multiply by 0x0102040810204080 to gather the eight
// bits in the top byte (rank r lands at bit 56+r).
func ConvertVerticalTo8(b uint64, sq int) uint8 {
	return uint8((((b >> (uint(sq) & 7)) & fileA) * fileGather) >> 56)
}

// ConvertDiagonalA1H8To8 is the seed's convertDiagonalA1H8To8: mask the
// A1-H8-direction diagonal of sq and multiply by 0x0101010101010101, which
// adds every rank into the top byte; each file occurs once on a diagonal.
func ConvertDiagonalA1H8To8(b uint64, sq int) uint8 {
	x, y := sq&7, (sq>>3)&7
	return uint8(((b & diagA1H8Mask[(y-x+7)&15]) * fileA) >> 56)
}

// ConvertDiagonalA8H1To8 is the seed's convertDiagonalA8H1To8, for the
// anti-diagonal.
func ConvertDiagonalA8H1To8(b uint64, sq int) uint8 {
	x, y := sq&7, (sq>>3)&7
	return uint8(((b & diagA8H1Mask[(x+y)&15]) * fileA) >> 56)
}

// Convert8ToHorizontal64 is the seed's convert8ToHorizontal64: shift the
// byte up to the rank of sq.
func Convert8ToHorizontal64(v uint8, sq int) uint64 {
	return uint64(v) << (uint(sq) &^ 7 & 63)
}

// Convert8ToVertical64 is the seed's convert8ToVertical64: copy the byte to
// every rank (* 0x0101010101010101), keep bit k on rank k (& the main
// diagonal), move each kept bit to file H (* 0xFF: bit 9k+7-k = 8k+7, no two
// partial products collide), mask file H and shift to the file of sq.
func Convert8ToVertical64(v uint8, sq int) uint64 {
	return ((((uint64(v) * fileA) & mainDiag) * rank1) & (fileA << 7)) >> (7 - uint(sq)&7)
}

// Convert8ToDiagonalA1H8 is the seed's convert8ToDiagonalA1H8: copy the byte
// to every rank and keep the diagonal of sq, where rank r holds file x's bit
// exactly at the diagonal's square.
func Convert8ToDiagonalA1H8(v uint8, sq int) uint64 {
	x, y := sq&7, (sq>>3)&7
	return (uint64(v) * fileA) & diagA1H8Mask[(y-x+7)&15]
}

// Convert8ToDiagonalA8H1 is the seed's convert8ToDiagonalA8H1, for the
// anti-diagonal.
func Convert8ToDiagonalA8H1(v uint8, sq int) uint64 {
	x, y := sq&7, (sq>>3)&7
	return (uint64(v) * fileA) & diagA8H1Mask[(x+y)&15]
}
