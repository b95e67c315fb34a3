package search

import (
	"math/bits"

	"bitban/othello"
)

// The shallow end of the exact solver (5..shallowEmpties empties, then the
// last four): alpha-beta without table, move generation or sorting. The
// empty squares are listed once, when the search enters this range, in a
// fixed order of square quality (squareOrder); each node walks that list twice,
// first the squares in odd quadrants (the player who moves last in a region
// tends to gain there), then the others, and tries each square directly: a
// neighbour test, then the flips (none: illegal). The quadrant parity is
// kept incrementally. This is Edax's search_shallow/search_solve_4.

// squareOrder lists square classes from the most to the least promising.
var squareOrder = [...]uint64{
	0x8100000000000081,                       // corners
	0x2400810000810024,                       // A-squares (C1, F1, A3, H3, ...)
	0x1800008181000018,                       // B-squares (D1, E1, A4, A5, ...)
	0x00003C3C3C3C0000,                       // the centre 4x4 (C3..F6)
	0x003C424242423C00 &^ 0x0042000000004200, // second ring (B3.., C2..)
	0x4281000000008142,                       // C-squares
	0x0042000000004200,                       // X-squares
}

// squareOrder must cover the board once: the shallow search only tries the
// squares it lists.
func init() {
	var seen uint64
	n := 0
	for _, c := range squareOrder {
		seen |= c
		n += bits.OnesCount64(c)
	}
	if n != 64 || seen != ^uint64(0) {
		panic("othello: squareOrder is not a partition of the board")
	}
}

// emptyList is the empties of a shallow search in squareOrder's order; the
// squares played below the entry stay in the list and are skipped by their
// occupancy.
type emptyList [64]int8

// shallowStart lists the empties of (P, O) and runs the shallow search (or
// the last-four solver) with the window (alpha, beta).
func (s *Solver) shallowStart(P, O uint64, alpha, beta, empties int) int {
	empty := ^(P | O)
	var l emptyList
	n := 0
	for _, c := range squareOrder {
		for m := empty & c; m != 0; m &= m - 1 {
			l[n&63] = int8(bits.TrailingZeros64(m))
			n++
		}
	}
	switch empties {
	case 4:
		return s.solve4List(P, O, alpha, beta, parityOf(empty), &l, n)
	case 5:
		return s.shallow5List(P, O, alpha, beta, parityOf(empty), &l, n)
	case 6:
		return s.shallow6List(P, O, alpha, beta, parityOf(empty), &l, n)
	}
	return s.shallow(P, O, alpha, beta, empties, parityOf(empty), &l, n)
}

// shallow is the fail-soft alpha-beta for 7 or more empties; l[:n] lists
// the empties at the entry of the shallow range (a superset of the current
// ones), parity the quadrants with an odd number of empties.
func (s *Solver) shallow(P, O uint64, alpha, beta, empties int, parity uint, l *emptyList, n int) int {
	s.nodes++
	empty := ^(P | O)
	best := -scoreInf
	odd := quadrantMask[parity&15]
	list := l[:n&63]
	for pass := 0; pass < 2; pass++ {
		want := empty & odd
		if pass == 1 {
			want = empty &^ odd
		}
		if want == 0 {
			continue
		}
		for _, x8 := range list {
			x := int(x8) & 63
			if want>>uint(x)&1 == 0 || neighbour[x]&O == 0 {
				continue
			}
			f := othello.Flip(P, O, x)
			if f == 0 {
				continue
			}
			nP, nO := O^f, P^f^(1<<uint(x))
			lo := max(alpha, best)
			var v int
			if empties == 6 {
				v = -s.shallow5List(nP, nO, -beta, -lo, parity^quadrant[x], l, n)
			} else if empties == 7 {
				v = -s.shallow6List(nP, nO, -beta, -lo, parity^quadrant[x], l, n)
			} else {
				v = -s.shallow(nP, nO, -beta, -lo, empties-1, parity^quadrant[x], l, n)
			}
			if v > best {
				best = v
				if best >= beta {
					return best
				}
			}
		}
	}
	if best == -scoreInf { // no move
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O)
		}
		return -s.shallow(O, P, -beta, -alpha, empties, parity, l, n)
	}
	return best
}

// others6[i] are the indices of the five squares other than i among six.
var others6 = [6][5]uint8{{1, 2, 3, 4, 5}, {0, 2, 3, 4, 5}, {0, 1, 3, 4, 5}, {0, 1, 2, 4, 5}, {0, 1, 2, 3, 5}, {0, 1, 2, 3, 4}}

// shallow6List takes the six empties from l[:n] and searches them with
// shallow6.
func (s *Solver) shallow6List(P, O uint64, alpha, beta int, parity uint, l *emptyList, n int) int {
	x := listedEmpties(P, O, l, n)
	return s.shallow6(P, O, alpha, beta, parity, &x)
}

// listedEmpties returns the squares of l[:n] (squareOrder's order) that are
// still empty: the five or six of the shallow searches.
func listedEmpties(P, O uint64, l *emptyList, n int) [8]int {
	empty := ^(P | O)
	var x [8]int
	k := 0
	for _, x8 := range l[:n&63] {
		if empty>>uint(x8&63)&1 != 0 {
			x[k&7] = int(x8)
			k++
		}
	}
	return x
}

// shallow6 is the shallow search at six empties x[:6] (in squareOrder's order),
// odd quadrants first; each move passes its remaining five to shallow5.
func (s *Solver) shallow6(P, O uint64, alpha, beta int, parity uint, x *[8]int) int {
	s.nodes++
	best := -scoreInf
	if alpha >= stabilityThreshold[6] {
		if v, ok := stabilityCut(P, O, alpha); ok {
			return v
		}
	}
	for pass := uint(0); pass < 2; pass++ {
		for i := 0; i < 6; i++ {
			sq := x[i] & 63
			q := quadrant[sq]
			// pass 0: squares in odd quadrants; pass 1: the others.
			if (parity&q != 0) == (pass != 0) || neighbour[sq]&O == 0 {
				continue
			}
			f := othello.Flip(P, O, sq)
			if f == 0 {
				continue
			}
			o := &others6[i]
			y := [8]int{x[o[0]&7], x[o[1]&7], x[o[2]&7], x[o[3]&7], x[o[4]&7]}
			v := -s.shallow5(O^f, P^f^(1<<uint(sq)), -beta, -max(alpha, best), parity^q, &y)
			if v > best {
				best = v
				if best >= beta {
					return best
				}
			}
		}
	}
	if best == -scoreInf { // no move
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O)
		}
		return -s.shallow6(O, P, -beta, -alpha, parity, x)
	}
	return best
}

// others5[i] are the indices of the four squares other than i among five.
var others5 = [5][4]uint8{{1, 2, 3, 4}, {0, 2, 3, 4}, {0, 1, 3, 4}, {0, 1, 2, 4}, {0, 1, 2, 3}}

// shallow5List takes the five empties from l[:n] (squareOrder's order) and
// searches them with shallow5.
func (s *Solver) shallow5List(P, O uint64, alpha, beta int, parity uint, l *emptyList, n int) int {
	x := listedEmpties(P, O, l, n)
	return s.shallow5(P, O, alpha, beta, parity, &x)
}

// shallow5 is the shallow search at five empties x[:5] (in squareOrder's
// order): odd quadrants first, each move's remaining four sorted by parity
// for solve4Sq.
func (s *Solver) shallow5(P, O uint64, alpha, beta int, parity uint, x *[8]int) int {
	s.nodes++
	best := -scoreInf
	if alpha >= stabilityThreshold[5] {
		if v, ok := stabilityCut(P, O, alpha); ok {
			return v
		}
	}
	for pass := uint(0); pass < 2; pass++ {
		for i := 0; i < 5; i++ {
			sq := x[i] & 63
			q := quadrant[sq]
			// pass 0: squares in odd quadrants; pass 1: the others.
			if (parity&q != 0) == (pass != 0) || neighbour[sq]&O == 0 {
				continue
			}
			f := othello.Flip(P, O, sq)
			if f == 0 {
				continue
			}
			o := &others5[i]
			v := -s.solve4Sorted(O^f, P^f^(1<<uint(sq)), -beta, -max(alpha, best), parity^q,
				x[o[0]&7], x[o[1]&7], x[o[2]&7], x[o[3]&7])
			if v > best {
				best = v
				if best >= beta {
					return best
				}
			}
		}
	}
	if best == -scoreInf { // no move
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O)
		}
		return -s.shallow5(O, P, -beta, -alpha, parity, x)
	}
	return best
}

// solve4List solves the last four empties, taken from l[:n] in squareOrder's
// order.
func (s *Solver) solve4List(P, O uint64, alpha, beta int, parity uint, l *emptyList, n int) int {
	empty := ^(P | O)
	var x [4]int
	k := 0
	for _, x8 := range l[:n&63] {
		if empty>>uint(x8&63)&1 != 0 {
			x[k&3] = int(x8)
			k++
		}
	}
	return s.solve4Sorted(P, O, alpha, beta, parity, x[0], x[1], x[2], x[3])
}

// solve4Sorted solves the last four empties x1..x4 (in squareOrder's order)
// sorted by parity: with four empties the quadrants hold 4, 3+1, 2+2,
// 2+1+1 or 1+1+1+1 of them, and only 2+1+1 has both odd and even squares,
// so the two single squares go first.
func (s *Solver) solve4Sorted(P, O uint64, alpha, beta int, parity uint, x1, x2, x3, x4 int) int {
	if alpha >= stabilityThreshold[4] {
		if v, ok := stabilityCut(P, O, alpha); ok {
			s.nodes++
			return v
		}
	}
	if parity&quadrant[x1&63] == 0 {
		if parity&quadrant[x2&63] != 0 {
			if parity&quadrant[x3&63] != 0 { // 1(x2) 1(x3) 2(x1 x4)
				x1, x2, x3 = x2, x3, x1
			} else { // 1(x2) 1(x4) 2(x1 x3)
				x1, x2, x3, x4 = x2, x4, x1, x3
			}
		} else if parity&quadrant[x3&63] != 0 { // 1(x3) 1(x4) 2(x1 x2)
			x1, x2, x3, x4 = x3, x4, x1, x2
		}
	} else if parity&quadrant[x2&63] == 0 {
		if parity&quadrant[x3&63] != 0 { // 1(x1) 1(x3) 2(x2 x4)
			x2, x3 = x3, x2
		} else { // 1(x1) 1(x4) 2(x2 x3)
			x2, x3, x4 = x4, x2, x3
		}
	}
	return s.solve4Sq(P, O, alpha, beta, x1, x2, x3, x4)
}

// nws7 is the null-window search (alpha, alpha+1) at shallowEmpties+1 (7)
// empties: nws without what it does not use this close to the end (no
// table, no hints, no ProbCut, no split), with the same fastest-first
// order. It lists its seven empties in squareOrder's order once and hands
// each child its remaining six with their parity, so the shallow search
// below starts without listing them again.
func (s *Solver) nws7(P, O uint64, alpha int) int {
	s.nodes++
	if s.pollStop() {
		return 0
	}
	if alpha >= stabilityThreshold[7] {
		if v, ok := stabilityCut(P, O, alpha); ok {
			return v
		}
	}
	list := &s.lists[7]
	n := othello.ListMoves(P, O, &list.m)
	empty := ^(P | O)
	if n == 0 {
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O)
		}
		return -s.nws7(O, P, -alpha-1)
	}
	list.n = n
	parity := parityOf(empty)
	odd := quadrantMask[parity]
	for i := 0; i < n; i++ {
		mv := &list.m[i]
		sq, f, mob := int(mv.Sq), mv.Flip, mv.Score
		nO := P ^ f ^ (1 << uint(sq&63))
		if O^f == 0 {
			mv.Score = 1 << 29 // wipe-out
			continue
		}
		mv.Score = (36-mob)<<15 + int32(cornerStability(nO))<<11
		if odd>>uint(sq&63)&1 != 0 {
			mv.Score += parityOrderBonus
		}
	}
	var x [8]int
	k := 0
	for _, c := range squareOrder {
		for m := empty & c; m != 0; m &= m - 1 {
			x[k&7] = bits.TrailingZeros64(m)
			k++
		}
	}
	best := -scoreInf
	for i := 0; i < n; i++ {
		mv := list.next(i)
		sq := int(mv.Sq) & 63
		var y [8]int
		j := 0
		for _, e := range x[:7] {
			if e != sq {
				y[j&7] = e
				j++
			}
		}
		v := -s.shallow6(O^mv.Flip, P^mv.Flip^(1<<uint(sq)), -alpha-1, -alpha, parity^quadrant[sq], &y)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if best > alpha {
				break
			}
		}
	}
	return best
}
