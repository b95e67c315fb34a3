package shogi

import "bitban/bitboard"

// LegalQuiet reports whether m is one of the moves GenerateQuiets writes in
// a position not in check: a legal board move that neither captures nor
// promotes, or a legal drop. It tests one move without generating the
// others, so that a search can try a killer or a counter-move, remembered
// from another position, before it generates a node's quiet moves (the
// move is then always a quiet move of this position, since GenerateQuiets
// and LegalQuiet agree move for move: TestLegalQuietMatchesGenerator).
// In check it returns false: the evasions are generated at once.
func (p *Position) LegalQuiet(m Move) bool {
	if m.IsPromotion() || p.InCheck() {
		return false
	}
	to := m.To()
	if to >= 81 || p.board[to] != NoPiece {
		return false
	}
	if m.IsDrop() {
		return p.legalQuietDrop(m, to)
	}
	from := m.From()
	if from >= 81 {
		return false
	}
	us := p.side & 1
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != us {
		return false
	}
	pt := pc.Type()
	if m != NewMove(from, to, pt, false) || !Attacks(us, pt, from, p.bb[bbAll]).Has(to) {
		return false
	}
	switch pt {
	case Pawn, Lance:
		if lastRank[us].Has(to) {
			return false
		}
	case Knight:
		if lastTwo[us].Has(to) {
			return false
		}
	case King:
		// Not in check, no slider's line runs through the king, so the
		// occupancy with the king still on it is the one after the move.
		return !p.Attacked(to, us.Opp(), p.bb[bbAll])
	}
	// Only a piece on a line through its king can be pinned.
	k := p.king[us]
	if k == NoSquare || bitboard.Line81[k][from].IsZero() || !p.Pinned(us).Has(from) {
		return true
	}
	return bitboard.Aligned81(k, from, to)
}

// legalQuietDrop is LegalQuiet for drop m onto the empty square to: a
// piece in hand, not where it could never move, no second unpromoted pawn
// on a file, and no pawn drop that mates.
func (p *Position) legalQuietDrop(m Move, to Square) bool {
	us := p.side & 1
	pt := m.DropType()
	if pt < Pawn || pt > Gold || m != NewDrop(pt, to) || !p.hand[us].Has(pt) {
		return false
	}
	switch pt {
	case Pawn:
		if lastRank[us].Has(to) || !pawnDropFiles(p.PiecesOf(us, Pawn)).Has(to) {
			return false
		}
		ek := p.king[us.Opp()]
		return ek == NoSquare || !pawnAttacks[us.Opp()][ek].Has(to) || !p.pawnDropMates(to)
	case Lance:
		return !lastRank[us].Has(to)
	case Knight:
		return !lastTwo[us].Has(to)
	}
	return true
}
