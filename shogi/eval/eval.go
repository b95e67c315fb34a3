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
// The terms of single pieces on the board are a sum the search keeps up to
// date move by move (PieceSum, incremental.go); the rest is computed at
// each evaluation. Scores are centipawns (a pawn on the board is 100) from
// the side to move's view.

// dist[a][b] is the king distance (Chebyshev) of two squares; with
// NoSquare (a king not on the board) it is noKing, whose row of the piece
// table is zero, so a piece's terms need no test for a missing king.
var dist [bitboard.NumSquares81 + 1][bitboard.NumSquares81 + 1]uint8

// noKing is dist's distance to or from NoSquare.
const noKing = 15

func init() {
	for a := 0; a <= bitboard.NumSquares81; a++ {
		for b := 0; b <= bitboard.NumSquares81; b++ {
			df, dr := a/9-b/9, a%9-b%9
			df, dr = max(df, -df), max(dr, -dr)
			dist[a][b] = uint8(max(df, dr))
			if a == bitboard.NumSquares81 || b == bitboard.NumSquares81 {
				dist[a][b] = noKing
			}
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
// they are all zero (a --params file may clear them), so the search then
// does not read their tables. NewEvaluator makes one.
type Evaluator struct {
	e       *Params
	kingRel bool
	// enemy is the colour of the engine's opponent when enemyOK (ForEngine):
	// its king's danger is cut by DangerEnemy percent.
	enemy   shogi.Color
	enemyOK bool
	hand    *handTable
	pieces  *pieceTable
}

// pieceTable is the weights of a piece on the board as pieceTerm reads
// them: base[c][pt][s] its material and rank term for owner c on s, and
// by its king distance d, near[pt][d] what it adds near the enemy king
// (attack, danger) and near its own (defend); zero at d = noKing.
type pieceTable struct {
	base [2][16][81]int32
	near [16][16]struct{ attack, danger, defend int32 } // [pt][d], d <= 8 or noKing
}

// term is a board piece's material, rank and king-distance terms and the
// danger it adds (pieceTerm without the king-relative part).
func (t *pieceTable) term(c shogi.Color, pt shogi.PieceType, s, own, enemy shogi.Square) (score, danger int32) {
	near := &t.near[pt&15]
	ne := &near[dist[s][enemy]&15]
	return t.base[c&1][pt&15][s] + ne.attack + near[dist[s][own]&15].defend, ne.danger
}

// newPieceTable fills the piece table of the weights e.
func newPieceTable(e *Params) *pieceTable {
	t := new(pieceTable)
	for c := shogi.Black; c <= shogi.White; c++ {
		for pt := range shogi.PieceType(shogi.NumPieceTypes) {
			for s := range shogi.Square(81) {
				t.base[c][pt][s] = int32(e.Material[pt] + e.Rank[pt][relRank(c, s)])
			}
		}
	}
	for pt := range shogi.PieceType(shogi.NumPieceTypes) {
		for d := range 9 {
			n := &t.near[pt][d]
			n.attack = int32(e.AttackNear[pt][d])
			if pt == shogi.King {
				continue
			}
			n.defend = int32(e.DefendNear[pt][d])
			if d <= 2 {
				n.danger = 2
				if pt == shogi.Dragon || pt == shogi.Horse || pt >= shogi.Gold {
					n.danger = 4
				}
			}
		}
	}
	return t
}

// handTable[pt][n] is what n pieces of kind pt in hand are worth to their
// side (value) and add to the danger around the enemy king (danger).
type handTable [8][19]struct{ value, danger int32 }

// newHandTable fills the hand table of the weights e.
func newHandTable(e *Params) *handTable {
	t := new(handTable)
	for pt := shogi.Pawn; pt <= shogi.Gold; pt++ {
		for n := 1; n < len(t[pt]); n++ {
			val := e.Hand[pt] * n
			if pt == shogi.Pawn && n > e.HandPawnsN { // later pawns matter less
				val -= (n - e.HandPawnsN) * e.HandPawnsV
			}
			t[pt][n].value = int32(val)
			t[pt][n].danger = int32(e.HandDanger[pt] * min(n, 2))
		}
	}
	return t
}

// NewEvaluator prepares the weights e for many evaluations.
func NewEvaluator(e *Params) Evaluator {
	return Evaluator{e: e, kingRel: e.KingRel != [2][shogi.NumPieceTypes][9][17]int16{}, hand: newHandTable(e), pieces: newPieceTable(e)}
}

// ForEngine returns the evaluator for an engine playing colour c: the
// danger around the other king is cut by DangerEnemy percent (Params).
func (v Evaluator) ForEngine(c shogi.Color) Evaluator {
	v.enemy, v.enemyOK = c.Opp(), true
	return v
}

// Evaluate is EvaluateWith(p, the evaluator's weights).
func (v Evaluator) Evaluate(p *shogi.Position) int {
	sum := v.Sum(p)
	return v.Finish(p, &sum)
}

// evaluate is EvaluateWith; kingRel false skips the king-relative terms
// (only when they are zero).
func evaluate(p *shogi.Position, e *Params, kingRel bool) int {
	v := Evaluator{e: e, kingRel: kingRel, hand: newHandTable(e), pieces: newPieceTable(e)}
	sum := v.Sum(p)
	return v.Finish(p, &sum)
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
