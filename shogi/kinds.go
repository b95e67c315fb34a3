package shogi

import (
	"slices"

	"bitban/bitboard"
)

// Generators by kind, for search. Out of check, GenerateCaptures (captures
// and non-capturing promotions) and GenerateQuiets (everything else) split
// the legal moves into two disjoint sets; GenerateChecks is the legal moves
// that give check (it overlaps both); GenerateQuiescence is GenerateCaptures
// without the promotions of lances, knights and silvers that capture
// nothing. In check, GenerateEvasions gives all legal moves, and the
// others give their part of the evasions. Every generator writes into the
// caller's buffer like Generate.

// IsCapture reports whether m takes a piece in the position (before m).
func (p *Position) IsCapture(m Move) bool { return !m.IsDrop() && p.board[m.To()] != NoPiece }

// isTactical reports whether m is a capture or a promotion.
func (p *Position) isTactical(m Move) bool { return m.IsPromotion() || p.IsCapture(m) }

// GenerateCaptures appends the legal captures and promotions.
func (p *Position) GenerateCaptures(dst []Move) []Move { return p.generateCaptures(dst, false) }

// GenerateQuiescence appends, out of check, the moves of GenerateCaptures
// but the promotions without capture of lances, knights and silvers (which
// gain little: quiescence searches only the promotions of pawns, bishops
// and rooks), in the same order; in check, every legal evasion that
// GenerateCaptures gives.
func (p *Position) GenerateQuiescence(dst []Move) []Move { return p.generateCaptures(dst, true) }

// generateCaptures is GenerateCaptures, or with dearOnly GenerateQuiescence.
func (p *Position) generateCaptures(dst []Move, dearOnly bool) []Move {
	if cap(dst)-len(dst) < MaxMoves {
		dst = slices.Grow(dst, MaxMoves)
	}
	if p.InCheck() {
		return p.filter(dst, p.generateEvasions(dst), true)
	}
	us := p.side
	pinned := p.Pinned(us)
	dst = p.generateBoard(dst, p.color[us.Opp()], pinned)
	if k := p.king[us]; k != NoSquare {
		for t := kingAttacks[k].And(p.color[us.Opp()]); t.NonZero(); {
			to := t.PopLSB()
			if !p.Attacked(to, us.Opp(), p.bb[bbAll]) {
				dst = append(dst, NewMove(k, to, King, false))
			}
		}
	}
	return p.generatePromotions(dst, p.bb[bbAll].Not(), pinned, dearOnly)
}

// generatePromotions appends the promotions to the (empty) squares of
// target: only the kinds that promote, only moves that start or end in
// the camp, in the order generateBoard gives them (so that ties of the
// search's move ordering stay as they were); with dearOnly only those of
// pawns, bishops and rooks.
func (p *Position) generatePromotions(dst []Move, target, pinned Bitboard, dearOnly bool) []Move {
	us := p.side & 1
	occ := p.bb[bbAll]
	camp := campMask[us]
	free := p.color[us].AndNot(pinned)
	inCamp := target.And(camp)
	pawns := p.bb[Pawn].And(free)
	delta := 1
	var to Bitboard
	if us == Black {
		to = pawns.ShiftNorth()
	} else {
		to, delta = pawns.ShiftSouth(), -1
	}
	dst = appendPawnPushes(dst, to.And(inCamp), delta, movePromote)
	if !dearOnly {
		dst = p.appendMinorPromotions(dst, target, free)
	}
	for b := p.bb[Bishop].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendPromotions(dst, from, Bishop, BishopAttacks(from, occ).And(target), camp)
	}
	for b := p.bb[Rook].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendPromotions(dst, from, Rook, RookAttacks(from, occ).And(target), camp)
	}
	// The pinned pieces (rare): their moves along the pin line, the
	// promotions kept.
	if pin := p.color[us].And(pinned).AndNot(p.bb[King]); pin.NonZero() {
		n := len(dst)
		all := p.appendPinned(dst, target, pin)
		for _, m := range all[n:] {
			if m.IsPromotion() && (!dearOnly || m.PieceType() == Pawn || m.PieceType() >= Bishop) {
				dst = append(dst, m)
			}
		}
	}
	return dst
}

// appendMinorPromotions appends generatePromotions' promotions of the
// lances, knights and silvers of free to the squares of target.
func (p *Position) appendMinorPromotions(dst []Move, target, free Bitboard) []Move {
	us := p.side & 1
	occ := p.bb[bbAll]
	camp := campMask[us]
	inCamp := target.And(camp)
	for b := p.bb[Lance].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendTo(dst, Move(from)<<7|Move(Lance)<<16|movePromote, LanceAttacks(us, from, occ).And(inCamp))
	}
	for b := p.bb[Knight].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendTo(dst, Move(from)<<7|Move(Knight)<<16|movePromote, knightAttacks[us][from].And(inCamp))
	}
	for b := p.bb[Silver].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendPromotions(dst, from, Silver, silverAttacks[us][from].And(target), camp)
	}
	return dst
}

// appendPromotions appends the promotions of a silver, bishop or rook on
// from to the squares of t: all of them from inside the camp, those into
// it from outside.
func appendPromotions(dst []Move, from Square, pt PieceType, t, camp Bitboard) []Move {
	if !camp.Has(from) {
		t = t.And(camp)
	}
	return appendTo(dst, Move(from)<<7|Move(pt)<<16|movePromote, t)
}

// GenerateQuiets appends the legal moves that neither capture nor promote
// (drops included).
func (p *Position) GenerateQuiets(dst []Move) []Move {
	if cap(dst)-len(dst) < MaxMoves {
		dst = slices.Grow(dst, MaxMoves)
	}
	if p.InCheck() {
		return p.filter(dst, p.generateEvasions(dst), false)
	}
	us := p.side
	empty := p.bb[bbAll].Not()
	n := len(dst)
	all := p.generateBoard(dst, empty, p.Pinned(us))
	dst = dst[:n]
	for _, m := range all[n:] {
		if !m.IsPromotion() {
			dst = append(dst, m)
		}
	}
	if k := p.king[us]; k != NoSquare {
		for t := kingAttacks[k].And(empty); t.NonZero(); {
			to := t.PopLSB()
			if !p.Attacked(to, us.Opp(), p.bb[bbAll]) {
				dst = append(dst, NewMove(k, to, King, false))
			}
		}
	}
	return p.generateDrops(dst, empty)
}

// GenerateEvasions appends the legal moves if the side to move is in check,
// and nothing otherwise.
func (p *Position) GenerateEvasions(dst []Move) []Move {
	if !p.InCheck() {
		return dst
	}
	return p.Generate(dst)
}

// GenerateChecks appends the legal moves that give check. Board moves are
// generated and tested one by one; drops (often most of the moves) only onto
// the squares from which the dropped kind attacks the king.
func (p *Position) GenerateChecks(dst []Move) []Move {
	if cap(dst)-len(dst) < MaxMoves {
		dst = slices.Grow(dst, MaxMoves)
	}
	ci := p.NewCheckInfo()
	if ci.king == NoSquare {
		return dst
	}
	n := len(dst)
	var all []Move
	if p.InCheck() {
		all = p.generateEvasions(dst)
	} else {
		us := p.side & 1
		target := p.color[us].Not()
		all = p.generateBoard(dst, target, p.Pinned(us))
		// The king gives check only by uncovering a slider.
		if k := p.king[us]; k != NoSquare && ci.discoverers.Has(k) {
			all = p.appendKingMoves(all, k, kingAttacks[k].And(target))
		}
	}
	dst = all[:n]
	for _, m := range all[n:] {
		if p.GivesCheckWith(m, &ci) {
			dst = append(dst, m)
		}
	}
	if p.InCheck() {
		return dst // the drops were among the evasions
	}
	return p.generateCheckDrops(dst, p.bb[bbAll].Not(), &ci)
}

// generateCheckDrops appends the legal drops onto empty squares that give
// check: each kind only onto ci.checkSq of its kind.
func (p *Position) generateCheckDrops(dst []Move, empty Bitboard, ci *CheckInfo) []Move {
	us := p.side & 1
	h := p.hand[us]
	if h == 0 {
		return dst
	}
	for pt := Pawn; pt <= Gold; pt++ {
		if !h.Has(pt) {
			continue
		}
		t := empty.And(ci.checkSq[pt])
		switch pt {
		case Pawn:
			t = t.AndNot(lastRank[us]).And(pawnDropFiles(p.PiecesOf(us, Pawn)))
			if t.NonZero() && p.pawnDropMates(t.LSB()) {
				t = Bitboard{} // the one checking square; uchifuzume
			}
		case Lance:
			t = t.AndNot(lastRank[us])
		case Knight:
			t = t.AndNot(lastTwo[us])
		}
		dst = appendTo(dst, moveDrop|Move(pt)<<7|Move(pt)<<16, t)
	}
	return dst
}

// filter keeps, of the moves in all past len(dst), the tactical ones (want
// true) or the others.
func (p *Position) filter(dst, all []Move, want bool) []Move {
	n := len(dst)
	dst = all[:n]
	for _, m := range all[n:] {
		if p.isTactical(m) == want {
			dst = append(dst, m)
		}
	}
	return dst
}

// CheckInfo is what GivesCheckWith needs about the enemy king, computed
// once per position by NewCheckInfo, so that a search testing many moves
// of one node for check computes it once (its fields stay private).
type CheckInfo struct {
	king        Square   // the enemy king (NoSquare if none)
	discoverers Bitboard // our pieces whose leaving uncovers a slider's check
	// checkSq[pt] holds the squares from which a piece of ours of type pt
	// attacks the enemy king (with the current occupancy: a moving piece
	// never blocks its own new line, or it would be giving check already).
	checkSq [16]Bitboard // by PieceType; the last entry stays empty
}

// NewCheckInfo returns the check squares and discovered-check candidates
// of the side to move against the enemy king, for GivesCheckWith.
func (p *Position) NewCheckInfo() CheckInfo {
	us := p.side & 1
	them := us ^ 1
	ek := p.king[them]
	if ek == NoSquare {
		return CheckInfo{king: NoSquare}
	}
	occ := p.bb[bbAll]
	ci := CheckInfo{king: ek, discoverers: p.sliderBlockers(ek, us).And(p.color[us])}
	gold := goldAttacks[them][ek]
	ci.checkSq[Pawn] = pawnAttacks[them][ek]
	ci.checkSq[Lance] = LanceAttacks(them, ek, occ)
	ci.checkSq[Knight] = knightAttacks[them][ek]
	ci.checkSq[Silver] = silverAttacks[them][ek]
	ci.checkSq[Gold] = gold
	ci.checkSq[Bishop] = BishopAttacks(ek, occ)
	ci.checkSq[Rook] = RookAttacks(ek, occ)
	ci.checkSq[ProPawn] = gold
	ci.checkSq[ProLance] = gold
	ci.checkSq[ProKnight] = gold
	ci.checkSq[ProSilver] = gold
	ci.checkSq[Horse] = ci.checkSq[Bishop].Or(kingAttacks[ek])
	ci.checkSq[Dragon] = ci.checkSq[Rook].Or(kingAttacks[ek])
	return ci
}

// GivesCheck reports whether the legal move m gives check.
func (p *Position) GivesCheck(m Move) bool {
	ci := p.NewCheckInfo()
	return p.GivesCheckWith(m, &ci)
}

// GivesCheckWith is GivesCheck with the CheckInfo of the current position
// (from NewCheckInfo) computed once for many moves.
func (p *Position) GivesCheckWith(m Move, ci *CheckInfo) bool {
	to := m.To()
	if m.IsDrop() {
		return ci.DropGivesCheck(m)
	}
	from := m.From()
	pt := p.board[from].Type()
	if m.IsPromotion() {
		pt = pt.Promote()
	}
	if ci.checkSq[pt&15].Has(to) {
		return true
	}
	// Discovered check: the piece leaves a slider's line to the king
	// (no discoverers when there is no king).
	return ci.discoverers.Has(from) && !bitboard.Aligned81(ci.king, from, to)
}

// DropGivesCheck is GivesCheckWith for a drop m (whose piece gives check
// exactly when it lands on a check square of its kind), small enough to
// inline where a loop tests many drops.
func (ci *CheckInfo) DropGivesCheck(m Move) bool {
	return ci.checkSq[m.DropType()&15].Has(m.To())
}

// Plausible reports whether a move from a search's hash table can be made
// here: a drop of a piece in hand on an empty square, or a move of an own
// piece of its type onto a square without an own piece. The table checks
// the whole 64-bit key, so a plausible move from it is the legal move
// stored for this position; the test only keeps a key collision from
// corrupting the board.
func (p *Position) Plausible(m Move) bool {
	us := p.side
	to := m.To()
	if to >= 81 {
		return false
	}
	if m.IsDrop() {
		return p.board[to] == NoPiece && p.hand[us&1].Has(m.DropType())
	}
	from := m.From()
	if from >= 81 {
		return false
	}
	pc, victim := p.board[from], p.board[to]
	return pc != NoPiece && pc.Color() == us && pc.Type() == m.PieceType() &&
		(victim == NoPiece || victim.Color() != us && victim.Type() != King)
}
