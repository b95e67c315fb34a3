package search

import (
	"bitban/shogi"
)

// Correction history: how far the searches of positions like this one
// came out from their static scores, learnt during the search and added
// to the static score the pruning judges. "Like this one" is a set of
// keys, each with a table of entries per side to move and its own weight
// in Params (0 leaves the table out, its key is then not computed):
//
//   - corrPawn, corrCastle (CorrWeight): the pawns of both sides; the
//     kings with their golds and silvers (the castle);
//   - corrBlackPieces, corrWhitePieces (CorrPieces): each side's board
//     pieces other than pawns, where they stand;
//   - corrMaterial (CorrMaterial): how many pieces of each kind each side
//     has on the board and in hand;
//   - corrLastMove (CorrLastMove): the kind and square of the move that
//     led here.
//
// An evaluation that rates some structure too high or too low is then
// corrected where the search has already seen it.
const (
	corrPawn = iota
	corrCastle
	corrBlackPieces
	corrWhitePieces
	corrMaterial
	corrLastMove
	corrTables
)

// corrSize is the number of entries of a table per side.
const corrSize = 1 << 14

// corrMax bounds every entry (the gravity update keeps it within).
const corrMax = 1024

// corrHistory holds the tables, each by side to move.
type corrHistory [corrTables][2][corrSize]int16

// corrWeights are the tables' weights (in 512ths) taken from p.
func corrWeights(p *Params) (w [corrTables]int) {
	w[corrPawn], w[corrCastle] = p.CorrWeight, p.CorrWeight
	w[corrBlackPieces], w[corrWhitePieces] = p.CorrPieces, p.CorrPieces
	w[corrMaterial] = p.CorrMaterial
	w[corrLastMove] = p.CorrLastMove
	return w
}

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

// pawnHash hashes both sides' pawns (the key of the pawn correction
// table and of the pawn history).
func pawnHash(p *shogi.Position) uint64 {
	return boardHash(p.PiecesOf(shogi.Black, shogi.Pawn), 1) ^ boardHash(p.PiecesOf(shogi.White, shogi.Pawn), 2)
}

// corrKeys are the entry indexes of p in the pawn and the castle table.
func corrKeys(p *shogi.Position) (pawns, castle int) {
	h := pawnHash(p)
	c := uint64(p.KingSquare(shogi.Black))<<8 | uint64(p.KingSquare(shogi.White))
	c = mix64(c+3) ^ boardHash(p.PiecesOf(shogi.Black, shogi.Gold), 4) ^ boardHash(p.PiecesOf(shogi.White, shogi.Gold), 5) ^
		boardHash(p.PiecesOf(shogi.Black, shogi.Silver), 6) ^ boardHash(p.PiecesOf(shogi.White, shogi.Silver), 7)
	return int(h & (corrSize - 1)), int(c & (corrSize - 1))
}

// piecesKey is the entry index of color c's board pieces other than
// pawns: each kind's squares multiplied by odd constants of that kind,
// summed, then scattered.
func piecesKey(p *shogi.Position, c shogi.Color) int {
	var h uint64
	for pt := shogi.Lance; pt < shogi.NumPieceTypes; pt++ {
		b := p.PiecesOf(c, pt)
		k := uint64(pt)*0x9E3779B97F4A7C16 | 1
		h += b.Lo*k ^ b.Hi*(k+0x6A09E667F3BCC908)
	}
	return int(mix64(h+uint64(c)) & (corrSize - 1))
}

// materialKey is the entry index of the count of each kind on the board
// for both sides, and both hands.
func materialKey(p *shogi.Position) int {
	h := uint64(p.Hand(shogi.Black)) | uint64(p.Hand(shogi.White))<<32
	for pt := shogi.Pawn; pt < shogi.NumPieceTypes; pt++ {
		if pt == shogi.King {
			continue
		}
		n := p.PiecesOf(shogi.Black, pt).PopCount() | p.PiecesOf(shogi.White, pt).PopCount()<<5
		h = mix64(h ^ uint64(n)<<54 ^ uint64(pt)<<50)
	}
	return int(h & (corrSize - 1))
}

// lastMoveKey is the entry index of the kind and square of p's last move
// (0 at the root or after a null move).
func lastMoveKey(p *shogi.Position) int {
	m := p.LastMove()
	if m == shogi.MoveNone {
		return 0
	}
	return pieceTo(m) + 1
}

// correction is the centipawns added to the static score of p, the
// position at ply (0 with every weight 0); it keeps p's keys at ply for
// updateCorrection.
func (w *worker) correction(p *shogi.Position, ply int) int {
	if !w.corrOn {
		return 0
	}
	k := &w.corrKeys[ply]
	wt := &w.corrW
	if wt[corrPawn] != 0 {
		a, b := corrKeys(p)
		k[corrPawn], k[corrCastle] = int32(a), int32(b)
	}
	if wt[corrBlackPieces] != 0 {
		k[corrBlackPieces], k[corrWhitePieces] = int32(piecesKey(p, shogi.Black)), int32(piecesKey(p, shogi.White))
	}
	if wt[corrMaterial] != 0 {
		k[corrMaterial] = int32(materialKey(p))
	}
	if wt[corrLastMove] != 0 {
		k[corrLastMove] = int32(lastMoveKey(p))
	}
	us := p.SideToMove() & 1
	sum := 0
	for i := range corrTables {
		if wt[i] != 0 {
			sum += int(w.corr[i][us][k[i]&(corrSize-1)]) * wt[i]
		}
	}
	return sum / 512
}

// updateCorrection moves the entries of p, the position at ply whose
// static score correction took, towards what the search of the node
// found: best, against its corrected static score eval, at depth.
func (w *worker) updateCorrection(p *shogi.Position, best, eval, depth, ply int) {
	bonus := int32(min(max((best-eval)*depth/8, -corrMax/4), corrMax/4))
	k := &w.corrKeys[ply]
	us := p.SideToMove() & 1
	for i := range corrTables {
		if w.corrW[i] != 0 {
			e := &w.corr[i][us][k[i]&(corrSize-1)]
			*e = int16(gravity(int32(*e), bonus, corrMax))
		}
	}
}
