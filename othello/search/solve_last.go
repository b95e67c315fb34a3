package search

import (
	"math/bits"

	"bitban/bitboard"
	"bitban/othello"
)

// The last empties of the exact solver: no move generation, no table, no
// ordering beyond quadrant parity. These functions are the bulk of the
// solver's nodes.

// lastFlipCount[x][p] is the number of discs flipped by a move at position x
// of an 8-square line whose other squares hold the player's discs p and
// opponent discs everywhere else. With one empty square left every other
// square is full, so the player's line alone decides the flips. Off-board
// bits of a short diagonal extract as 0 (opponent): they lie beyond the
// line's ends, where a run of opponent discs without a player disc flips
// nothing, so the same table serves every line.
var lastFlipCount [8][256]uint8

func init() {
	for x := 0; x < 8; x++ {
		for p := 0; p < 256; p++ {
			o := ^p & 0xff &^ (1 << x)
			lastFlipCount[x][p] = uint8(bits.OnesCount(uint(lineFlips(p&^(1<<x), o, x))))
		}
	}
}

// lastLine holds what countLastFlips needs of a square: its diagonals and
// coordinates, so the four line extractions (seed 000: shift and mask, or
// mask and multiply) use no arithmetic on sq.
type lastLine struct {
	diag, anti uint64 // the A1-H8 and A8-H1 diagonals through the square
	x, y, rank uint8  // file, rank, and the shift of the rank to bit 0
}

var lastLines [64]lastLine

func init() {
	for sq := 0; sq < 64; sq++ {
		x, y := sq&7, sq>>3
		l := &lastLines[sq]
		l.x, l.y, l.rank = uint8(x), uint8(y), uint8(8*y)
		for t := 0; t < 64; t++ {
			tx, ty := t&7, t>>3
			if ty-tx == y-x {
				l.diag |= 1 << t
			}
			if tx+ty == x+y {
				l.anti |= 1 << t
			}
		}
	}
}

// countLastFlips returns how many discs a P move at sq flips when sq is the
// only empty square: the four lines through sq are read with the seed 000
// extraction (as bitboard.ConvertHorizontalTo8 and the others, with the
// square's masks from a table) and counted by table.
func countLastFlips(P uint64, sq int) int {
	const fileA, fileGather = 0x0101010101010101, 0x0102040810204080
	l := &lastLines[sq&63]
	t := &lastFlipCount[l.x&7]
	return int(t[uint8(P>>(l.rank&63))]) +
		int(lastFlipCount[l.y&7][uint8((P>>(l.x&7)&fileA)*fileGather>>56)]) +
		int(t[uint8((P&l.diag)*fileA>>56)]) +
		int(t[uint8((P&l.anti)*fileA>>56)])
}

// solve1 returns the exact final score for the side owning P when sq is the
// last empty square (O is every other square).
func solve1(P uint64, sq int) int {
	p2 := 2 * bits.OnesCount64(P)
	if n := countLastFlips(P, sq); n != 0 {
		return p2 - 62 + 2*n
	}
	O := ^P &^ (1 << uint(sq&63))
	if n := countLastFlips(O, sq); n != 0 {
		return p2 - 64 - 2*n
	}
	// Nobody can play: the empty square goes to the winner (63 discs: no draw).
	if p2 > 63 {
		return p2 - 62
	}
	return p2 - 64
}

// neighbour[sq] is the squares around sq: a move needs an opponent disc
// there, a cheap test before computing flips.
var neighbour [64]uint64

// quadrant[sq] is the bit of sq's 4x4 quadrant; quadrantMask[q] its squares.
var (
	quadrant     [64]uint
	quadrantMask [16]uint64
)

func init() {
	for sq := 0; sq < 64; sq++ {
		b := uint64(1) << sq
		neighbour[sq] = bitboard.ShiftN(b) | bitboard.ShiftS(b) | bitboard.ShiftE(b) | bitboard.ShiftW(b) |
			bitboard.ShiftNE(b) | bitboard.ShiftNW(b) | bitboard.ShiftSE(b) | bitboard.ShiftSW(b)
		q := uint(0)
		if sq&7 >= 4 {
			q |= 1
		}
		if sq >= 32 {
			q |= 2
		}
		quadrant[sq] = 1 << q
	}
	// quadrantMask[set of quadrants] = union of their squares.
	for s := 0; s < 16; s++ {
		for sq := 0; sq < 64; sq++ {
			if quadrant[sq]&uint(s) != 0 {
				quadrantMask[s] |= 1 << sq
			}
		}
	}
}

// parityOf returns the set of quadrants holding an odd number of empties:
// the ranks of each half are xor-folded into one byte, then each nibble
// (a quadrant's files) into its low bit.
func parityOf(empty uint64) uint {
	e := empty ^ empty>>16
	e ^= e >> 8
	e ^= e >> 2
	e ^= e >> 1
	return uint(e&1 | e>>3&2 | e>>30&4 | e>>33&8)
}

// finalScore is the score of a finished game for P (empties to the winner).
func finalScore(P, O uint64) int {
	p, o := bits.OnesCount64(P), bits.OnesCount64(O)
	switch {
	case p > o:
		return 64 - 2*o
	case p < o:
		return 2*p - 64
	}
	return 0
}

// solve2 searches the last two empties x1, x2 with the window (alpha, beta).
func (s *Solver) solve2(P, O uint64, alpha, beta int, x1, x2 int) int {
	s.nodes++
	best := -scoreInf
	if neighbour[x1]&O != 0 {
		if f := othello.Flip(P, O, x1); f != 0 {
			s.nodes++
			best = -solve1(O^f, x2)
			if best >= beta {
				return best
			}
		}
	}
	if neighbour[x2]&O != 0 {
		if f := othello.Flip(P, O, x2); f != 0 {
			s.nodes++
			if v := -solve1(O^f, x1); v > best {
				best = v
			}
		}
	}
	if best != -scoreInf {
		return best
	}
	// P passes.
	best = scoreInf
	if neighbour[x1]&P != 0 {
		if f := othello.Flip(O, P, x1); f != 0 {
			s.nodes++
			best = solve1(P^f, x2)
			if best <= alpha {
				return best
			}
		}
	}
	if neighbour[x2]&P != 0 {
		if f := othello.Flip(O, P, x2); f != 0 {
			s.nodes++
			if v := solve1(P^f, x1); v < best {
				best = v
			}
		}
	}
	if best == scoreInf {
		return finalScore(P, O)
	}
	return best
}

// solve3 searches the last three empties.
func (s *Solver) solve3(P, O uint64, alpha, beta int, x1, x2, x3 int) int {
	s.nodes++
	best := -scoreInf
	if neighbour[x1]&O != 0 {
		if f := othello.Flip(P, O, x1); f != 0 {
			best = -s.solve2(O^f, P^f^(1<<uint(x1)), -beta, -alpha, x2, x3)
			if best >= beta {
				return best
			}
		}
	}
	if neighbour[x2]&O != 0 {
		if f := othello.Flip(P, O, x2); f != 0 {
			lo := max(alpha, best)
			if v := -s.solve2(O^f, P^f^(1<<uint(x2)), -beta, -lo, x1, x3); v > best {
				best = v
				if best >= beta {
					return best
				}
			}
		}
	}
	if neighbour[x3]&O != 0 {
		if f := othello.Flip(P, O, x3); f != 0 {
			lo := max(alpha, best)
			if v := -s.solve2(O^f, P^f^(1<<uint(x3)), -beta, -lo, x1, x2); v > best {
				best = v
			}
		}
	}
	if best != -scoreInf {
		return best
	}
	// P passes: the opponent moves, minimising.
	best = scoreInf
	if neighbour[x1]&P != 0 {
		if f := othello.Flip(O, P, x1); f != 0 {
			best = s.solve2(P^f, O^f^(1<<uint(x1)), alpha, beta, x2, x3)
			if best <= alpha {
				return best
			}
		}
	}
	if neighbour[x2]&P != 0 {
		if f := othello.Flip(O, P, x2); f != 0 {
			hi := min(beta, best)
			if v := s.solve2(P^f, O^f^(1<<uint(x2)), alpha, hi, x1, x3); v < best {
				best = v
				if best <= alpha {
					return best
				}
			}
		}
	}
	if neighbour[x3]&P != 0 {
		if f := othello.Flip(O, P, x3); f != 0 {
			hi := min(beta, best)
			if v := s.solve2(P^f, O^f^(1<<uint(x3)), alpha, hi, x1, x2); v < best {
				best = v
			}
		}
	}
	if best == scoreInf {
		s.nodes++
		return finalScore(P, O)
	}
	return best
}

// solve4 searches the last four empties, trying squares in odd quadrants
// first (the player who plays last in a region tends to gain there).
func (s *Solver) solve4(P, O uint64, alpha, beta int) int {
	empty := ^(P | O)
	var sq [4]int
	n := 0
	odd := quadrantMask[parityOf(empty)]
	for _, m := range [2]uint64{empty & odd, empty &^ odd} {
		for m != 0 {
			sq[n&3] = bits.TrailingZeros64(m)
			m &= m - 1
			n++
		}
	}
	return s.solve4Sq(P, O, alpha, beta, sq[0], sq[1], sq[2], sq[3])
}

// solve4Sq searches the last four empties x1..x4 in that order (written
// out: a loop over an array with a switch for the other three squares costs
// a misprediction per move).
func (s *Solver) solve4Sq(P, O uint64, alpha, beta int, x1, x2, x3, x4 int) int {
	s.nodes++
	best := -scoreInf
	if neighbour[x1&63]&O != 0 {
		if f := othello.Flip(P, O, x1); f != 0 {
			best = -s.solve3(O^f, P^f^(1<<uint(x1&63)), -beta, -alpha, x2, x3, x4)
			if best >= beta {
				return best
			}
		}
	}
	if neighbour[x2&63]&O != 0 {
		if f := othello.Flip(P, O, x2); f != 0 {
			if v := -s.solve3(O^f, P^f^(1<<uint(x2&63)), -beta, -max(alpha, best), x1, x3, x4); v > best {
				best = v
				if best >= beta {
					return best
				}
			}
		}
	}
	if neighbour[x3&63]&O != 0 {
		if f := othello.Flip(P, O, x3); f != 0 {
			if v := -s.solve3(O^f, P^f^(1<<uint(x3&63)), -beta, -max(alpha, best), x1, x2, x4); v > best {
				best = v
				if best >= beta {
					return best
				}
			}
		}
	}
	if neighbour[x4&63]&O != 0 {
		if f := othello.Flip(P, O, x4); f != 0 {
			if v := -s.solve3(O^f, P^f^(1<<uint(x4&63)), -beta, -max(alpha, best), x1, x2, x3); v > best {
				best = v
			}
		}
	}
	if best != -scoreInf {
		return best
	}
	if othello.Moves(O, P) == 0 {
		return finalScore(P, O)
	}
	return -s.solve4Sq(O, P, -beta, -alpha, x1, x2, x3, x4)
}
