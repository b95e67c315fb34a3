package shogi

import "bitban/bitboard"

// Hand-written evaluation for the search: material (board pieces, promoted
// pieces and pieces in hand valued separately), piece-square terms, the
// distance of every piece to both kings (attackers near the enemy king,
// defenders near the own king: the usual shape of a shogi king-safety term),
// a shelter count around each king, the danger of the opponent's pieces in
// hand when the king is exposed, and the mobility of the sliders.
//
// It is computed from scratch (about 40 pieces, table lookups), scores are
// centipawns (a pawn on the board is 100) from the side to move's view.

// PieceValue is the material value of a piece on the board by type.
var PieceValue = [pieceTypeNB]int{
	Pawn: 100, Lance: 300, Knight: 350, Silver: 500, Gold: 560, Bishop: 800, Rook: 950, King: 0,
	ProPawn: 540, ProLance: 530, ProKnight: 540, ProSilver: 550, Horse: 1050, Dragon: 1250,
}

// HandValue is the value of a piece in hand: higher than on the board, as a
// drop can go anywhere.
var HandValue = [8]int{Pawn: 115, Lance: 330, Knight: 390, Silver: 560, Gold: 620, Bishop: 920, Rook: 1080}

// Tempo is the bonus of the side to move.
const Tempo = 20

var (
	// dist[a][b] is the king distance (Chebyshev) of two squares.
	dist [bitboard.NumSquares81][bitboard.NumSquares81]uint8
	// attackNear[pt][d]: bonus of a piece at distance d of the enemy king;
	// defendNear[pt][d]: at distance d of its own king.
	attackNear [pieceTypeNB][9]int16
	defendNear [pieceTypeNB][9]int16
	// pst[pt][r]: by relative rank r (1 = the far rank, 9 = the own back
	// rank).
	pst [pieceTypeNB][10]int16
	// dangerOf[n] is the penalty for n danger units around a king.
	dangerOf [64]int16
)

func init() {
	for a := 0; a < bitboard.NumSquares81; a++ {
		for b := 0; b < bitboard.NumSquares81; b++ {
			df, dr := a/9-b/9, a%9-b%9
			df, dr = max(df, -df), max(dr, -dr)
			dist[a][b] = uint8(max(df, dr))
		}
	}
	goldLike := []int16{0, 70, 45, 20, 8, 0, 0, 0, 0}
	for _, pt := range []PieceType{Gold, ProPawn, ProLance, ProKnight, ProSilver} {
		attackNear[pt] = [9]int16(goldLike)
		defendNear[pt] = [9]int16{0, 55, 35, 10, 0, 0, -5, -10, -15}
	}
	attackNear[Silver] = [9]int16{0, 60, 40, 18, 6, 0, 0, 0, 0}
	defendNear[Silver] = [9]int16{0, 45, 30, 10, 0, 0, -5, -5, -5}
	attackNear[Pawn] = [9]int16{0, 25, 12, 4, 0, 0, 0, 0, 0}
	defendNear[Pawn] = [9]int16{0, 20, 12, 4, 0, 0, 0, 0, 0}
	attackNear[Knight] = [9]int16{0, 15, 35, 20, 5, 0, 0, 0, 0}
	defendNear[Knight] = [9]int16{0, 10, 10, 5, 0, 0, 0, 0, 0}
	attackNear[Lance] = [9]int16{0, 20, 15, 8, 4, 0, 0, 0, 0}
	defendNear[Lance] = [9]int16{0, 10, 5, 0, 0, 0, 0, 0, 0}
	attackNear[Horse] = [9]int16{0, 90, 65, 35, 15, 5, 0, 0, 0}
	defendNear[Horse] = [9]int16{0, 40, 30, 15, 5, 0, 0, 0, 0}
	attackNear[Dragon] = [9]int16{0, 100, 75, 40, 20, 8, 0, 0, 0}
	defendNear[Dragon] = [9]int16{0, 20, 15, 10, 0, 0, 0, 0, 0}
	attackNear[Bishop] = [9]int16{0, 30, 20, 12, 6, 0, 0, 0, 0}
	attackNear[Rook] = [9]int16{0, 40, 30, 18, 10, 4, 0, 0, 0}

	pst[Pawn] = [10]int16{0, 0, 40, 25, 12, 5, 0, 0, 0, 0}
	pst[Lance] = [10]int16{0, 0, 0, 0, 0, 0, 0, 0, 5, 10}
	pst[Knight] = [10]int16{0, 0, 0, 10, 15, 10, 5, 0, -5, -10}
	pst[Silver] = [10]int16{0, 0, 15, 10, 10, 5, 5, 5, 0, -10}
	pst[Gold] = [10]int16{0, 0, 0, 0, 0, 0, 5, 10, 10, 0}
	pst[King] = [10]int16{0, -150, -120, -90, -60, -40, -25, -10, 10, 20}
	for pt := ProPawn; pt <= ProSilver; pt++ {
		pst[pt] = [10]int16{0, 15, 15, 10, 5, 0, 0, 0, 0, 0}
	}
	for n := range dangerOf {
		dangerOf[n] = int16(min(n*n*3, 900))
	}
}

// relRank is the rank of s as seen by c: 1 the far rank, 9 the own back rank.
func relRank(c Color, s Square) int {
	r := int(s)%9 + 1
	if c == White {
		return 10 - r
	}
	return r
}

// handDanger is how much each kind in the opponent's hand threatens a king
// (drops of golds and silvers next to it, of sliders far from it).
var handDanger = [8]int{Pawn: 1, Lance: 1, Knight: 2, Silver: 3, Gold: 3, Bishop: 3, Rook: 4}

// Evaluate returns the static score of the position for the side to move.
func (p *Position) Evaluate() int {
	var score [2]int
	var danger [2]int // danger units around each side's king
	occ := p.bb[bbAll]
	k := p.king
	for c := Black; c <= White; c++ {
		h := p.hand[c]
		for pt := Pawn; pt <= Gold; pt++ {
			if n := h.Count(pt); n > 0 {
				v := HandValue[pt] * n
				if pt == Pawn && n > 3 { // later pawns matter less
					v -= (n - 3) * 25
				}
				score[c] += v
				danger[c.Opp()] += handDanger[pt] * min(n, 2)
			}
		}
		own, enemy := k[c], k[c.Opp()]
		b := p.color[c]
		for b.NonZero() {
			s := b.PopLSB()
			pt := p.board[s].Type()
			v := PieceValue[pt] + int(pst[pt][relRank(c, s)])
			if enemy != NoSquare {
				d := dist[s][enemy]
				v += int(attackNear[pt][d])
				if d <= 2 && pt != King {
					danger[c.Opp()] += 2
					if pt == Dragon || pt == Horse || pt >= Gold {
						danger[c.Opp()] += 2
					}
				}
			}
			if own != NoSquare && pt != King {
				v += int(defendNear[pt][dist[s][own]])
			}
			switch pt {
			case Rook, Dragon:
				v += 3 * RookAttacks(s, occ).PopCount()
			case Bishop, Horse:
				v += 3 * BishopAttacks(s, occ).PopCount()
			}
			score[c] += v
		}
		if own != NoSquare {
			// Shelter: own pieces next to the king.
			shelter := kingAttacks[own].And(p.color[c]).PopCount()
			score[c] += 12 * shelter
			danger[c] -= shelter
		}
	}
	for c := Black; c <= White; c++ {
		if k[c] != NoSquare {
			score[c] -= int(dangerOf[max(0, min(danger[c], 63))])
		}
	}
	us := p.side
	return score[us] - score[us.Opp()] + Tempo
}
