package bitboard

import (
	"fmt"
	"iter"
	"math/bits"
	"strings"
)

// The 81-square (9x9) shogi board.
//
// Squares are numbered file-major, as in YaneuraOu:
//
//	square = (file-1)*9 + (rank-1)
//
// with file 1..9 (file 1 on Black's right) and rank 1..9 written a..i (rank a
// is the top, White's back rank): 1a = 0, 1b = 1, ..., 1i = 8, 2a = 9, ...,
// 9i = 80. A Board81 keeps files 1-7 (squares 0..62) in Lo and files 8-9
// (squares 63..80) in Hi bits 0..17, so a file never straddles the two words:
// everything along a file (lance and rook file attacks, pawn files) is done on
// one uint64. Lo bit 63 and Hi bits 18..63 are always zero.
//
// Directions on this board, seen from Black (the side that moves first and
// sits at the bottom, rank i):
//
//	North = toward rank a (Black's forward), square - 1
//	South = toward rank i (White's forward), square + 1
//	East  = toward file 1 (Black's right),   square - 9
//	West  = toward file 9 (Black's left),    square + 9
//
// and the diagonals combine them (NorthEast = square - 10, NorthWest =
// square + 8, SouthEast = square - 8, SouthWest = square + 10). In the grid
// terms of walk and Dir.Delta, x = 9 - file and y = 9 - rank.

// Square81 is a square of the 9x9 board, 0..80 (file-major, see above).
type Square81 uint8

// NumSquares81 is the number of squares of the 9x9 board; NoSquare81 is the
// value used for "no square".
const (
	NumSquares81          = 81
	NoSquare81   Square81 = 81
)

// NewSquare81 returns the square of file 1..9 and rank 1..9 (a = 1).
func NewSquare81(file, rank int) Square81 { return Square81((file-1)*9 + rank - 1) }

// File returns the file, 1..9.
func (s Square81) File() int { return int(s)/9 + 1 }

// Rank returns the rank, 1..9 (1 = a).
func (s Square81) Rank() int { return int(s)%9 + 1 }

// sq81XY returns the grid coordinates of s (x = 9 - file, y = 9 - rank).
func sq81XY(s int) (x, y int) { return 8 - s/9, 8 - s%9 }

// sq81FromXY is the inverse of sq81XY.
func sq81FromXY(x, y int) int { return (8-x)*9 + 8 - y }

// String returns the shogi name of the square: file digit and rank letter,
// "7g". Values outside the board format as "??".
func (s Square81) String() string {
	if s >= NumSquares81 {
		return "??"
	}
	return string([]byte{byte('0' + s.File()), byte('a' + s.Rank() - 1)})
}

// ParseSquare81 reads a square name: a file digit 1-9 and a rank letter a-i
// ("7g", the USI form; upper-case rank letters are accepted too).
func ParseSquare81(s string) (Square81, error) {
	if len(s) != 2 {
		return NoSquare81, fmt.Errorf("square %q: want a file digit 1-9 and a rank letter a-i, like 7g", s)
	}
	if s[0] < '1' || s[0] > '9' {
		return NoSquare81, fmt.Errorf("square %q: file %q is not a digit 1-9", s, s[0])
	}
	r := s[1] | 0x20
	if r < 'a' || r > 'i' {
		return NoSquare81, fmt.Errorf("square %q: rank %q is not a letter a-i", s, s[1])
	}
	return NewSquare81(int(s[0]-'0'), int(r-'a')+1), nil
}

// Board81 is a set of squares of the 9x9 board (see the numbering above).
// It is a value type: every operation returns a new board.
type Board81 struct{ Lo, Hi uint64 }

// Word masks: the bits of Lo and Hi that are squares.
const (
	Lo81Mask uint64 = 1<<63 - 1
	Hi81Mask uint64 = 1<<18 - 1
)

// Per-word masks used by the shifts. A file is 9 consecutive bits; rank a is
// the lowest bit of each file, rank i the highest.
const (
	rankA81Lo uint64 = 0x0040201008040201 // bit 0 of each of files 1..7
	rankA81Hi uint64 = 0x0000000000000201 // files 8, 9
	rankI81Lo uint64 = rankA81Lo << 8
	rankI81Hi uint64 = rankA81Hi << 8
)

var (
	// All81 is the whole board.
	All81 = Board81{Lo81Mask, Hi81Mask}
	// squareBB81[s] is the board with only square s; it has 256 entries so
	// that indexing by a Square81 needs no bounds check (entries past 80
	// are empty).
	squareBB81 [256]Board81
	// FileMask81[f] is file f (1..9); RankMask81[r] is rank r (1..9).
	FileMask81 [10]Board81
	RankMask81 [10]Board81
)

func init() {
	for s := 0; s < NumSquares81; s++ {
		if s < 63 {
			squareBB81[s].Lo = 1 << s
		} else {
			squareBB81[s].Hi = 1 << (s - 63)
		}
		sq := Square81(s)
		FileMask81[sq.File()] = FileMask81[sq.File()].Or(squareBB81[s])
		RankMask81[sq.Rank()] = RankMask81[sq.Rank()].Or(squareBB81[s])
	}
}

// Bit81 returns the board holding only square s (empty for NoSquare81).
func Bit81(s Square81) Board81 { return squareBB81[s] }

// Bit returns the board holding only this square.
func (s Square81) Bit() Board81 { return Bit81(s) }

// And returns b & o.
func (b Board81) And(o Board81) Board81 { return Board81{b.Lo & o.Lo, b.Hi & o.Hi} }

// Or returns b | o.
func (b Board81) Or(o Board81) Board81 { return Board81{b.Lo | o.Lo, b.Hi | o.Hi} }

// Xor returns b ^ o.
func (b Board81) Xor(o Board81) Board81 { return Board81{b.Lo ^ o.Lo, b.Hi ^ o.Hi} }

// AndNot returns b &^ o.
func (b Board81) AndNot(o Board81) Board81 { return Board81{b.Lo &^ o.Lo, b.Hi &^ o.Hi} }

// Not returns the complement within the 81 squares.
func (b Board81) Not() Board81 { return Board81{b.Lo ^ Lo81Mask, b.Hi ^ Hi81Mask} }

// IsZero reports whether the board is empty.
func (b Board81) IsZero() bool { return b.Lo|b.Hi == 0 }

// NonZero reports whether the board has a square.
func (b Board81) NonZero() bool { return b.Lo|b.Hi != 0 }

// PopCount returns the number of squares.
func (b Board81) PopCount() int { return bits.OnesCount64(b.Lo) + bits.OnesCount64(b.Hi) }

// MoreThanOne reports whether the board has two or more squares.
func (b Board81) MoreThanOne() bool {
	return b.Lo&(b.Lo-1) != 0 || b.Hi&(b.Hi-1) != 0 || (b.Lo != 0 && b.Hi != 0)
}

// Has reports whether square s is in the board.
func (b Board81) Has(s Square81) bool { return b.And(Bit81(s)).NonZero() }

// With returns b with square s added.
func (b Board81) With(s Square81) Board81 { return b.Or(Bit81(s)) }

// Without returns b with square s removed.
func (b Board81) Without(s Square81) Board81 { return b.AndNot(Bit81(s)) }

// LSB returns the lowest square of a non-empty board (NoSquare81 for an empty
// one).
func (b Board81) LSB() Square81 {
	if b.Lo != 0 {
		return Square81(bits.TrailingZeros64(b.Lo))
	}
	if b.Hi != 0 {
		return Square81(63 + bits.TrailingZeros64(b.Hi))
	}
	return NoSquare81
}

// PopLSB removes the lowest square of a non-empty board and returns it.
func (b *Board81) PopLSB() Square81 {
	if b.Lo != 0 {
		s := Square81(bits.TrailingZeros64(b.Lo))
		b.Lo &= b.Lo - 1
		return s
	}
	s := Square81(63 + bits.TrailingZeros64(b.Hi))
	b.Hi &= b.Hi - 1
	return s
}

// Squares iterates over the squares of b, lowest first:
//
//	for s := range b.Squares() { ... }
//
// Hot loops should pop squares instead (for x.NonZero() { s := x.PopLSB() }).
func (b Board81) Squares() iter.Seq[Square81] {
	return func(yield func(Square81) bool) {
		for b.NonZero() {
			if !yield(b.PopLSB()) {
				return
			}
		}
	}
}

// ShiftNorth moves every square one rank toward rank a (the seed 002's
// "shift by one rank": all of Black's pawns move at once). Rank a falls off.
func (b Board81) ShiftNorth() Board81 {
	return Board81{(b.Lo &^ rankA81Lo) >> 1, (b.Hi &^ rankA81Hi) >> 1}
}

// ShiftSouth moves every square one rank toward rank i. Rank i falls off.
func (b Board81) ShiftSouth() Board81 {
	return Board81{(b.Lo &^ rankI81Lo) << 1, (b.Hi &^ rankI81Hi) << 1}
}

// ShiftEast moves every square one file toward file 1. File 1 falls off;
// file 8 crosses from Hi into Lo.
func (b Board81) ShiftEast() Board81 {
	return Board81{(b.Lo>>9 | b.Hi<<54) & Lo81Mask, b.Hi >> 9}
}

// ShiftWest moves every square one file toward file 9. File 9 falls off;
// file 7 crosses from Lo into Hi.
func (b Board81) ShiftWest() Board81 {
	return Board81{(b.Lo << 9) & Lo81Mask, (b.Hi<<9 | b.Lo>>54) & Hi81Mask}
}

// ShiftNorthEast moves every square one step toward rank a and file 1. The
// rank-a squares are masked off before the shift so they cannot wrap (seed
// 002: mask the edge before a diagonal shift).
func (b Board81) ShiftNorthEast() Board81 {
	lo, hi := b.Lo&^rankA81Lo, b.Hi&^rankA81Hi
	return Board81{(lo>>10 | hi<<53) & Lo81Mask, hi >> 10}
}

// ShiftNorthWest moves every square one step toward rank a and file 9.
func (b Board81) ShiftNorthWest() Board81 {
	lo, hi := b.Lo&^rankA81Lo, b.Hi&^rankA81Hi
	return Board81{(lo << 8) & Lo81Mask, (hi<<8 | lo>>55) & Hi81Mask}
}

// ShiftSouthEast moves every square one step toward rank i and file 1.
func (b Board81) ShiftSouthEast() Board81 {
	lo, hi := b.Lo&^rankI81Lo, b.Hi&^rankI81Hi
	return Board81{(lo>>8 | hi<<55) & Lo81Mask, hi >> 8}
}

// ShiftSouthWest moves every square one step toward rank i and file 9.
func (b Board81) ShiftSouthWest() Board81 {
	lo, hi := b.Lo&^rankI81Lo, b.Hi&^rankI81Hi
	return Board81{(lo << 10) & Lo81Mask, (hi<<10 | lo>>53) & Hi81Mask}
}

// Shift moves every square one step in direction d (see the direction table
// in the package comment of this file), dropping what leaves the board.
func (b Board81) Shift(d Dir) Board81 {
	switch d & 7 {
	case East:
		return b.ShiftEast()
	case NorthEast:
		return b.ShiftNorthEast()
	case North:
		return b.ShiftNorth()
	case NorthWest:
		return b.ShiftNorthWest()
	case West:
		return b.ShiftWest()
	case SouthWest:
		return b.ShiftSouthWest()
	case South:
		return b.ShiftSouth()
	}
	return b.ShiftSouthEast()
}

// String draws the board as Black sees it: rank a on top, file 9 on the
// left, 'x' for a square in the set and '.' otherwise.
func (b Board81) String() string {
	var sb strings.Builder
	for r := 1; r <= 9; r++ {
		for f := 9; f >= 1; f-- {
			if b.Has(NewSquare81(f, r)) {
				sb.WriteByte('x')
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
