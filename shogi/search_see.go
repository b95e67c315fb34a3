package shogi

// Static exchange evaluation: the material result of the capture sequence
// on one square when both sides recapture with their least valuable piece
// and may stop whenever continuing loses. The search uses it to skip losing
// captures in quiescence and to order them after the quiet killers.

// seeValue is PieceValue with a king worth more than everything.
var seeValue = func() [pieceTypeNB]int {
	v := PieceValue
	v[King] = 20000
	return v
}()

// seeOrder is the order in which attackers are tried: least valuable first.
var seeOrder = [...]PieceType{Pawn, Lance, Knight, ProPawn, ProLance, ProKnight, Silver, ProSilver, Gold,
	Bishop, Rook, Horse, Dragon, King}

// SEE returns the static exchange value of m for the side to move: a
// capture's balance, or what a quiet move or a drop loses when the piece
// can be taken (0 when nobody wins anything on the square). A promotion
// counts its gain. Recaptures do not promote.
func (p *Position) SEE(m Move) int {
	to := m.To()
	var gain [48]int
	occ := p.bb[bbAll]
	var pt PieceType
	if m.IsDrop() {
		pt = m.DropType()
		occ = occ.With(to)
	} else {
		from := m.From()
		pt = p.board[from].Type()
		gain[0] = seeValue[p.board[to].Type()]
		if m.IsPromotion() {
			gain[0] += seeValue[pt.Promote()] - seeValue[pt]
			pt = pt.Promote()
		}
		occ = occ.Without(from)
	}
	victim := seeValue[pt] // what stands on to now, for the next capture
	side := p.side.Opp()
	d := 0
	for d < len(gain)-1 {
		att := p.AttackersTo(to, side, occ).And(occ)
		if att.IsZero() {
			break
		}
		var sq Square
		found := false
		for _, t := range seeOrder {
			if b := att.And(p.bb[t]); b.NonZero() {
				sq, pt, found = b.LSB(), t, true
				break
			}
		}
		if !found {
			break
		}
		if pt == King && p.AttackersTo(to, side.Opp(), occ.Without(sq)).And(occ).NonZero() {
			break // the king cannot take a defended piece
		}
		d++
		gain[d] = victim - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break // neither side wants to go on
		}
		victim = seeValue[pt]
		occ = occ.Without(sq)
		side = side.Opp()
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}
