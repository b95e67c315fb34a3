package shogi

// Entering-king declaration (nyuugyoku sengen), CSA's 27-point rule, the
// rule USI GUIs use: the side to move may declare a win (USI `bestmove win`)
// when
//
//  1. its king stands in the enemy camp (the three far ranks),
//  2. at least ten of its other pieces stand in the enemy camp,
//  3. those pieces plus its pieces in hand are worth at least 28 points for
//     Black, 27 for White (rook, bishop and their promotions 5, others 1),
//  4. its king is not in check
//
// (and its clock has not run out, which is the GUI's business).

// declarePoints are the points of a piece type under the 27-point rule.
var declarePoints = [NumPieceTypes]int{Pawn: 1, Lance: 1, Knight: 1, Silver: 1, Gold: 1, Bishop: 5, Rook: 5,
	ProPawn: 1, ProLance: 1, ProKnight: 1, ProSilver: 1, Horse: 5, Dragon: 5}

// enemyCamp[c] is the three ranks where c's pieces promote.
var enemyCamp = [2]Bitboard{}

func init() {
	for s := Square(0); s < 81; s++ {
		r := s.Rank()
		if r <= 3 {
			enemyCamp[Black] = enemyCamp[Black].With(s)
		}
		if r >= 7 {
			enemyCamp[White] = enemyCamp[White].With(s)
		}
	}
}

// CanDeclareWin reports whether the side to move may declare a win by the
// 27-point entering-king rule.
func (p *Position) CanDeclareWin() bool {
	us := p.side
	k := p.king[us]
	if k == NoSquare || !enemyCamp[us].Has(k) || p.InCheck() {
		return false
	}
	inCamp := p.color[us].And(enemyCamp[us]).Without(k)
	if inCamp.PopCount() < 10 {
		return false
	}
	points := 0
	for b := inCamp; b.NonZero(); {
		points += declarePoints[p.board[b.PopLSB()].Type()]
	}
	h := p.hand[us]
	for pt := Pawn; pt <= Gold; pt++ {
		points += declarePoints[pt] * h.Count(pt)
	}
	need := 28
	if us == White {
		need = 27
	}
	return points >= need
}
