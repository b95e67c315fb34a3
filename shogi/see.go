package shogi

// Static exchange evaluation: the material result of the capture sequence
// on one square when both sides recapture with their least valuable piece
// and may stop whenever continuing loses. The search uses it to skip losing
// captures in quiescence and to order them after the quiet killers.

// PieceValue is the material value of a piece on the board by type: the
// exchange values of SEE and move ordering, and the default material of
// the evaluation (shogi/eval Params.Material).
var PieceValue = [NumPieceTypes]int{
	Pawn: 100, Lance: 300, Knight: 350, Silver: 500, Gold: 560, Bishop: 800, Rook: 950, King: 0,
	ProPawn: 540, ProLance: 530, ProKnight: 540, ProSilver: 550, Horse: 1050, Dragon: 1250,
}

// seeValue is PieceValue with a king worth more than everything.
var seeValue = func() [NumPieceTypes]int {
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
	var pt PieceType
	var occ Bitboard
	gain[0], pt, occ = p.seeStart(m)
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

// SEEAtLeast reports whether SEE(m) >= threshold, settling it without the
// exchange where the first capture decides: the exchange never gives more
// than what m takes (the opponent may leave it), nor less than that minus
// the moving piece (we may stop after its recapture).
func (p *Position) SEEAtLeast(m Move, threshold int) bool {
	gain, pt, _ := p.seeStart(m)
	if gain < threshold {
		return false
	}
	if gain-seeValue[pt] >= threshold {
		return true
	}
	return p.SEE(m) >= threshold
}

// seeStart is where the exchange of m starts: what m wins at once (the
// piece it takes and what its promotion adds), the type that then stands
// on its square, and the occupancy after it.
func (p *Position) seeStart(m Move) (gain int, pt PieceType, occ Bitboard) {
	occ = p.bb[bbAll]
	if m.IsDrop() {
		return 0, m.DropType(), occ.With(m.To())
	}
	from := m.From()
	pt = p.board[from].Type()
	gain = seeValue[p.board[m.To()].Type()]
	if m.IsPromotion() {
		gain += seeValue[pt.Promote()] - seeValue[pt]
		pt = pt.Promote()
	}
	return gain, pt, occ.Without(from)
}

// Quiet reports whether p suits tuning: not in check, and no capture or
// promotion of the side to move wins material by SEE (its static score
// then means what it says). The training data and the tuners keep only
// such positions.
func (p *Position) Quiet() bool {
	if p.InCheck() {
		return false
	}
	var buf [MaxMoves]Move
	for _, m := range p.GenerateCaptures(buf[:0]) {
		if p.SEEAtLeast(m, 1) {
			return false
		}
	}
	return true
}
