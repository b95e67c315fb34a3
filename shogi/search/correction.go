package search

import (
	"bitban/shogi"
)

// Correction history: how far the searches of positions like this one
// came out from their static scores, learnt during the search and added
// to the static score the pruning judges (Params.CorrWeight). "Like this
// one" is two keys, each a table of entries per side to move: the pawns
// of both sides, and the kings with their golds and silvers (the castle).
// An evaluation that rates some structure too high or too low is then
// corrected where the search has already seen it.

// corrSize is the number of entries of a table per side.
const corrSize = 1 << 14

// corrMax bounds every entry (the gravity update keeps it within).
const corrMax = 1024

// corrHistory holds the pawn table [0] and the castle table [1], each by
// side to move.
type corrHistory [2][2][corrSize]int16

// mix64 scatters the bits of x (a multiply-xorshift finaliser).
func mix64(x uint64) uint64 {
	x ^= x >> 31
	x *= 0x9E3779B97F4A7C15
	x ^= x >> 29
	x *= 0xBF58476D1CE4E5B9
	return x ^ x>>32
}

// boardHash hashes a set of squares with a salt (the piece kind).
func boardHash(b shogi.Bitboard, salt uint64) uint64 {
	return mix64(b.Lo^salt) ^ mix64(b.Hi+salt*0x94D049BB133111EB)
}

// corrKeys are the entry indexes of p in the pawn and the castle table.
func corrKeys(p *shogi.Position) (pawns, castle int) {
	bp, wp := p.PiecesOf(shogi.Black, shogi.Pawn), p.PiecesOf(shogi.White, shogi.Pawn)
	h := boardHash(bp, 1) ^ boardHash(wp, 2)
	c := uint64(p.KingSquare(shogi.Black))<<8 | uint64(p.KingSquare(shogi.White))
	c = mix64(c+3) ^ boardHash(p.PiecesOf(shogi.Black, shogi.Gold), 4) ^ boardHash(p.PiecesOf(shogi.White, shogi.Gold), 5) ^
		boardHash(p.PiecesOf(shogi.Black, shogi.Silver), 6) ^ boardHash(p.PiecesOf(shogi.White, shogi.Silver), 7)
	return int(h & (corrSize - 1)), int(c & (corrSize - 1))
}

// correction is the centipawns added to the static score of p, the
// position at ply (0 with CorrWeight 0); it keeps p's keys at ply for
// updateCorrection.
func (w *worker) correction(p *shogi.Position, ply int) int {
	if w.prm.CorrWeight == 0 {
		return 0
	}
	a, b := corrKeys(p)
	w.corrKeys[ply] = [2]int32{int32(a), int32(b)}
	us := p.SideToMove() & 1
	return (int(w.corr[0][us][a]) + int(w.corr[1][us][b])) * w.prm.CorrWeight / 512
}

// updateCorrection moves the entries of p, the position at ply whose
// static score correction took, towards what the search of the node
// found: best, against its corrected static score eval, at depth.
func (w *worker) updateCorrection(p *shogi.Position, best, eval, depth, ply int) {
	bonus := min(max((best-eval)*depth/8, -corrMax/4), corrMax/4)
	a, b := int(w.corrKeys[ply][0]), int(w.corrKeys[ply][1])
	us := p.SideToMove() & 1
	for i, k := range [2]int{a, b} {
		e := &w.corr[i][us][k]
		*e = int16(gravity(int32(*e), int32(bonus), corrMax))
	}
}
