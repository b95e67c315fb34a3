package eval

import "bitban/shogi"

// Pieces of the side to move that the enemy can win on its next move. A
// quiescence search stands pat on the side to move's score as if nothing
// of its own were attacked: right when one piece hangs (it moves away),
// wrong when two do (a fork, often made by a drop): it saves one and
// loses the other. hangingPenalty charges HangSecond percent of what the
// second-dearest threatened piece would cost and HangFirst percent of the
// dearest (what the move that saves it gives up).

// hangLevelTop[lvl] is the dearest kind in the classes of threat level
// lvl (a pawn, a knight, a gold, a bishop): a defended piece that a
// cheaper one attacks loses at least its swing less that kind's, which the
// recapture wins back.
var hangLevelTop = [shogi.NumThreatLevels]shogi.PieceType{shogi.Pawn, shogi.Knight, shogi.Gold, shogi.Bishop}

// hangingPenalty returns the penalty of the side to move for its pieces
// the enemy attacks and could win: those no piece of its own defends
// (their whole swing: the piece on the board and in the enemy's hand) and
// those a cheaper enemy piece attacks (the swing less the attacker's).
// Only the enemy's attack maps are made; a defence is tested square by
// square, for the few pieces attacked.
func hangingPenalty(p *shogi.Position, e *Params) int {
	us := p.SideToMove()
	threats, enemy := p.AttackMaps(us.Opp())
	attacked := p.Pieces(us).And(enemy).AndNot(p.PiecesOf(us, shogi.King))
	if e.HangFirst == 0 && attacked.PopCount() < 2 {
		return 0
	}
	occ := p.Occupied()
	first, second := 0, 0
	for attacked.NonZero() {
		s := attacked.PopLSB()
		pt := p.PieceOn(s).Type()
		loss := swing(e, pt)
		if loss <= second {
			continue // cannot change the two dearest
		}
		if p.Attacked(s, us, occ) {
			if lvl := shogi.ThreatLevel(pt); lvl >= 0 && threats[lvl].Has(s) {
				loss -= swing(e, hangLevelTop[lvl])
			} else {
				loss = 0
			}
		}
		if loss > first {
			first, second = loss, first
		} else if loss > second {
			second = loss
		}
	}
	return (first*e.HangFirst + second*e.HangSecond) / 100
}

// swing is what losing a piece of type pt costs: its value on the board
// and its value in the enemy's hand.
func swing(e *Params, pt shogi.PieceType) int {
	return e.Material[pt] + e.Hand[pt.Demote()]
}
