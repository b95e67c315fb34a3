package othello

import (
	"math/bits"
	"math/rand/v2"
)

// The slow, obviously-correct reference the fast code is tested against:
// squares as (x, y) pairs, one step at a time in each of the eight
// directions.

var refDirs = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

func refHas(b uint64, x, y int) bool { return b>>uint(y*8+x)&1 != 0 }

// refFlip walks from sq in each direction over opponent discs and keeps the
// run if a player disc ends it.
func refFlip(P, O uint64, sq int) uint64 {
	if (P|O)>>uint(sq)&1 != 0 {
		return 0
	}
	var f uint64
	x0, y0 := sq%8, sq/8
	for _, d := range refDirs {
		var run uint64
		x, y := x0+d[0], y0+d[1]
		for x >= 0 && x < 8 && y >= 0 && y < 8 && refHas(O, x, y) {
			run |= 1 << uint(y*8+x)
			x, y = x+d[0], y+d[1]
		}
		if run != 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && refHas(P, x, y) {
			f |= run
		}
	}
	return f
}

// refMoves is every empty square whose refFlip is not empty.
func refMoves(P, O uint64) uint64 {
	var m uint64
	for sq := 0; sq < 64; sq++ {
		if refFlip(P, O, sq) != 0 {
			m |= 1 << uint(sq)
		}
	}
	return m
}

// refPerft is perft by the definition, with the reference move generator
// and no last-ply shortcut.
func refPerft(P, O uint64, depth int, edax bool) uint64 {
	if depth == 0 {
		return 1
	}
	m := refMoves(P, O)
	if m == 0 {
		if refMoves(O, P) == 0 {
			if edax {
				return 0
			}
			return 1
		}
		return refPerft(O, P, depth-1, edax)
	}
	var n uint64
	for sq := 0; sq < 64; sq++ {
		if m>>uint(sq)&1 != 0 {
			f := refFlip(P, O, sq)
			n += refPerft(O&^f, P|f|1<<uint(sq), depth-1, edax)
		}
	}
	return n
}

// randomBoard returns two disjoint random boards: each square empty, P or O
// with probabilities that vary per call, so sparse and crowded boards both
// occur.
func randomBoard(r *rand.Rand) (P, O uint64) {
	fill := r.Uint64()
	for range r.IntN(3) {
		fill &= r.Uint64()
	}
	for range r.IntN(3) {
		fill |= r.Uint64()
	}
	own := r.Uint64()
	return fill & own, fill &^ own
}

// randomGame plays n random legal moves from the start (passing when
// needed) and returns the position reached (or the final one).
func randomGame(r *rand.Rand, n int) Position {
	p := StartPosition()
	for range n {
		m := p.Moves()
		if m == 0 {
			if p.GameOver() {
				break
			}
			p = p.Play(PassMove)
			continue
		}
		k := r.IntN(bits.OnesCount64(m))
		for range k {
			m &= m - 1
		}
		p = p.Play(bits.TrailingZeros64(m))
	}
	return p
}
