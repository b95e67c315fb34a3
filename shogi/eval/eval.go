package eval

import (
	"bitban/bitboard"
	"bitban/shogi"
)

// Hand-written evaluation for the search: material (board pieces, promoted
// pieces and pieces in hand valued separately), piece-square terms, the
// distance of every piece to both kings (attackers near the enemy king,
// defenders near the own king: the usual shape of a shogi king-safety term),
// a shelter count around each king, the danger of the opponent's pieces in
// hand when the king is exposed, and the mobility of the sliders.
//
// It is computed from scratch (about 40 pieces, table lookups), scores are
// centipawns (a pawn on the board is 100) from the side to move's view.

// dist[a][b] is the king distance (Chebyshev) of two squares.
var dist [bitboard.NumSquares81][bitboard.NumSquares81]uint8

func init() {
	for a := 0; a < bitboard.NumSquares81; a++ {
		for b := 0; b < bitboard.NumSquares81; b++ {
			df, dr := a/9-b/9, a%9-b%9
			df, dr = max(df, -df), max(dr, -dr)
			dist[a][b] = uint8(max(df, dr))
		}
	}
}

// defaultEval holds the default weights for Evaluate; it is never changed
// (searchers evaluate with their own Params).
var defaultEval = DefaultParams()

// relRank is the rank of s as seen by c: 1 the far rank, 9 the own back rank.
func relRank(c shogi.Color, s shogi.Square) int {
	r := int(s)%9 + 1
	if c == shogi.White {
		return 10 - r
	}
	return r
}

// Evaluate returns the static score of the position for the side to move
// with the default weights.
func Evaluate(p *shogi.Position) int { return EvaluateWith(p, &defaultEval) }

// EvaluateWith returns the static score of the position for the side to
// move with the weights e.
func EvaluateWith(p *shogi.Position, e *Params) int { return evaluate(p, e, true) }

// Evaluator evaluates many positions with one set of weights, which must
// not change while it is in use: it skips the king-relative terms when
// they are all zero (the defaults), so the search does not read their
// tables at every node. NewEvaluator makes one.
type Evaluator struct {
	e       *Params
	kingRel bool
}

// NewEvaluator prepares the weights e for many evaluations.
func NewEvaluator(e *Params) Evaluator {
	return Evaluator{e: e, kingRel: e.KingRel != [2][shogi.NumPieceTypes][9][17]int16{}}
}

// Evaluate is EvaluateWith(p, the evaluator's weights).
func (v Evaluator) Evaluate(p *shogi.Position) int { return evaluate(p, v.e, v.kingRel) }

// evaluate is EvaluateWith; kingRel false skips the king-relative terms
// (only when they are zero).
func evaluate(p *shogi.Position, e *Params, kingRel bool) int {
	var score [2]int
	var danger [2]int // danger units around each side's king
	occ := p.Occupied()
	k := [2]shogi.Square{p.KingSquare(shogi.Black), p.KingSquare(shogi.White)}
	for c := shogi.Black; c <= shogi.White; c++ {
		h := p.Hand(c)
		for pt := shogi.Pawn; pt <= shogi.Gold; pt++ {
			if n := h.Count(pt); n > 0 {
				v := e.Hand[pt] * n
				if pt == shogi.Pawn && n > e.HandPawnsN { // later pawns matter less
					v -= (n - e.HandPawnsN) * e.HandPawnsV
				}
				score[c] += v
				danger[c.Opp()] += e.HandDanger[pt] * min(n, 2)
			}
		}
		own, enemy := k[c], k[c.Opp()]
		b := p.Pieces(c)
		for b.NonZero() {
			s := b.PopLSB()
			pt := p.PieceOn(s).Type()
			v := e.Material[pt] + e.Rank[pt][relRank(c, s)]
			if enemy != shogi.NoSquare {
				d := dist[s][enemy]
				v += e.AttackNear[pt][d]
				if d <= 2 && pt != shogi.King {
					danger[c.Opp()] += 2
					if pt == shogi.Dragon || pt == shogi.Horse || pt >= shogi.Gold {
						danger[c.Opp()] += 2
					}
				}
			}
			if own != shogi.NoSquare && pt != shogi.King {
				v += e.DefendNear[pt][dist[s][own]]
			}
			if kingRel && pt != shogi.King {
				v += kingRelTerms(e, c, pt, s, own, enemy)
			}
			switch pt {
			case shogi.Rook, shogi.Dragon:
				v += e.Mobility * shogi.RookAttacks(s, occ).PopCount()
			case shogi.Bishop, shogi.Horse:
				v += e.Mobility * shogi.BishopAttacks(s, occ).PopCount()
			}
			score[c] += v
		}
		if own != shogi.NoSquare {
			// Shelter: own pieces next to the king.
			shelter := shogi.KingAttacks(own).And(p.Pieces(c)).PopCount()
			score[c] += e.Shelter * shelter
			danger[c] -= shelter
		}
	}
	for c := shogi.Black; c <= shogi.White; c++ {
		if k[c] != shogi.NoSquare {
			n := max(0, danger[c])
			score[c] -= min(e.DangerScale*n*n, e.DangerMax)
		}
	}
	us := p.SideToMove()
	return score[us] - score[us.Opp()] + e.Tempo
}

// kingRelTerms is the king-relative value of a piece pt of c on s, with
// the kings on own and enemy (NoSquare: none).
func kingRelTerms(e *Params, c shogi.Color, pt shogi.PieceType, s, own, enemy shogi.Square) int {
	v := 0
	if own != shogi.NoSquare {
		df, dr := kingRelOffset(c, s, own)
		v += int(e.KingRel[0][pt][df][dr])
	}
	if enemy != shogi.NoSquare {
		df, dr := kingRelOffset(c, s, enemy)
		v += int(e.KingRel[1][pt][df][dr])
	}
	return v
}

// kingRelOffset is the place of a piece of c on s seen from the king on
// k, as Params.KingRel indexes it: the file distance and the rank
// difference from c's view plus 8 (below 8: in front of the king).
func kingRelOffset(c shogi.Color, s, k shogi.Square) (df, dr int) {
	df = int(s)/9 - int(k)/9
	df = max(df, -df)
	dr = int(s)%9 - int(k)%9
	if c == shogi.White {
		dr = -dr
	}
	return df, dr + 8
}
