package search

import (
	"math/bits"

	"bitban/bitboard"
)

// Stable discs: discs that no sequence of moves can flip. The exact solver
// uses a lower bound on the opponent's stable discs as an upper bound on the
// score (stability cut-off), the move ordering counts stable corner discs.
//
// The bound is built in three steps, each sound on its own:
//  1. edges: edgeStable[P8][O8] is exact for one edge line (a recursive
//     search over every way the edge can fill, at init). An edge disc can
//     only be flipped along its edge, so this holds on the whole board.
//  2. full lines: a disc whose four lines are all full cannot be bracketed.
//  3. propagation: a disc is stable if along each of its four lines the line
//     is full, or one neighbour on the line is off the board or an already
//     stable disc of its own colour (a bracket would have to flip it too).

// edgeStable[p][o] holds the stable discs of p on one 8-square line with the
// discs p and o (disjoint), for every way the rest of the line can fill.
var edgeStable [256][256]uint8

func init() {
	var done [256][256]bool
	var rec func(p, o int) int
	rec = func(p, o int) int {
		if done[p][o] {
			return int(edgeStable[p][o])
		}
		st := p
		empty := ^(p | o) & 0xff
		for x := 0; x < 8 && st != 0; x++ {
			if empty>>x&1 == 0 {
				continue
			}
			// p plays x: p's discs never flip.
			f := lineFlips(p, o, x)
			st &= rec(p|f|1<<x, o&^f)
			// o plays x: the discs of p it flips are not stable.
			f = lineFlips(o, p, x)
			st &= rec(p&^f, o|f|1<<x)
		}
		done[p][o] = true
		edgeStable[p][o] = uint8(st)
		return st
	}
	for p := 0; p < 256; p++ {
		for o := 0; o < 256; o++ {
			if p&o == 0 {
				rec(p, o)
			}
		}
	}
}

// lineFlips returns the discs of o that a p disc placed on x flips along an
// 8-square line (both senses).
func lineFlips(p, o, x int) int {
	var f int
	for _, d := range [2]int{-1, 1} {
		var run int
		y := x + d
		for y >= 0 && y < 8 && o>>y&1 == 1 {
			run |= 1 << y
			y += d
		}
		if y >= 0 && y < 8 && p>>y&1 == 1 {
			f |= run
		}
	}
	return f
}

const (
	rank1Mask  = 0x00000000000000ff
	rank8Mask  = 0xff00000000000000
	fileAMask  = 0x0101010101010101
	fileHMask  = 0x8080808080808080
	borderMask = rank1Mask | rank8Mask | fileAMask | fileHMask
)

// stableEdges returns the stable discs of P on the four edges. The edges are
// read and written back with the bitboard line extraction (seed 000).
func stableEdges(P, O uint64) uint64 {
	s := uint64(edgeStable[uint8(P)][uint8(O)])
	s |= uint64(edgeStable[uint8(P>>56)][uint8(O>>56)]) << 56
	s |= bitboard.Convert8ToVertical64(edgeStable[bitboard.ConvertVerticalTo8(P, 0)][bitboard.ConvertVerticalTo8(O, 0)], 0)
	s |= bitboard.Convert8ToVertical64(edgeStable[bitboard.ConvertVerticalTo8(P, 7)][bitboard.ConvertVerticalTo8(O, 7)], 7)
	return s
}

// diag9Masks and diag7Masks are the 15 lines of each diagonal direction.
var diag9Masks, diag7Masks [15]uint64

func init() {
	for sq := 0; sq < 64; sq++ {
		x, y := sq&7, sq>>3
		diag9Masks[y-x+7] |= 1 << sq
		diag7Masks[x+y] |= 1 << sq
	}
}

// fullLines returns, for each of the four line directions, the squares whose
// line in that direction is completely filled. A diagonal is full through s
// when the ray from s toward each end is: r(s) = filled(s) and (r(s+d) or
// s+d is off the board), computed for 1, 2 and 4 steps at once by shifts, the
// squares whose ray leaves the board within that many steps masked in.
func fullLines(filled uint64) (h, v, d9, d7 uint64) {
	h = filled & (filled >> 1)
	h &= h >> 2
	h &= h >> 4
	h = (h & fileAMask) * 0xff
	v = filled & (filled >> 8)
	v &= v >> 16
	v &= v >> 32
	v = (v & rank1Mask) * fileAMask
	const (
		filesAB, filesGH       = 0x0303030303030303, 0xc0c0c0c0c0c0c0c0
		filesAD, filesEH       = 0x0f0f0f0f0f0f0f0f, 0xf0f0f0f0f0f0f0f0
		ranks12, ranks78       = 0x000000000000ffff, 0xffff000000000000
		ranks14, ranks58       = 0x00000000ffffffff, 0xffffffff00000000
		offNE1, offNE2, offNE4 = fileHMask | rank8Mask, filesGH | ranks78, filesEH | ranks58
		offSW1, offSW2, offSW4 = fileAMask | rank1Mask, filesAB | ranks12, filesAD | ranks14
		offNW1, offNW2, offNW4 = fileAMask | rank8Mask, filesAB | ranks78, filesAD | ranks58
		offSE1, offSE2, offSE4 = fileHMask | rank1Mask, filesGH | ranks12, filesEH | ranks14
	)
	ne := filled & (filled>>9 | offNE1)
	ne &= ne>>18 | offNE2
	ne &= ne>>36 | offNE4
	sw := filled & (filled<<9 | offSW1)
	sw &= sw<<18 | offSW2
	sw &= sw<<36 | offSW4
	d9 = ne & sw
	nw := filled & (filled>>7 | offNW1)
	nw &= nw>>14 | offNW2
	nw &= nw>>28 | offNW4
	se := filled & (filled<<7 | offSE1)
	se &= se<<14 | offSE2
	se &= se<<28 | offSE4
	d7 = nw & se
	return
}

// StableDiscs returns a set of discs of P that can never be flipped (a lower
// bound on the truly stable discs: edges are exact, the interior is found by
// full lines and propagation).
func StableDiscs(P, O uint64) uint64 {
	h, v, d9, d7 := fullLines(P | O)
	stable := stableEdges(P, O) | (P & h & v & d9 & d7)
	if stable == 0 {
		return 0
	}
	// Border squares have an off-board neighbour in the directions that
	// leave the board: edge discs are settled by the edge table, so the
	// propagation only needs to handle the sides of the line.
	h |= fileAMask | fileHMask
	v |= rank1Mask | rank8Mask
	d9 |= borderMask
	d7 |= borderMask
	for {
		old := stable
		hs := h | (stable << 1 & bitboard.NotFileA) | (stable >> 1 & bitboard.NotFileH)
		vs := v | stable<<8 | stable>>8
		ds := d9 | (stable << 9 & bitboard.NotFileA) | (stable >> 9 & bitboard.NotFileH)
		as := d7 | (stable << 7 & bitboard.NotFileH) | (stable >> 7 & bitboard.NotFileA)
		stable |= P & hs & vs & ds & as
		if stable == old {
			return stable
		}
	}
}

// cornerStability counts P's corners and the edge squares next to a P corner
// that P also holds: a cheap stability hint for move ordering.
func cornerStability(P uint64) int {
	s := (((0x0100000000000001 & P) << 1) | ((0x8000000000000080 & P) >> 1) |
		((0x0000000000000081 & P) << 8) | ((0x8100000000000000 & P) >> 8) |
		0x8100000000000081) & P
	return bits.OnesCount64(s)
}
