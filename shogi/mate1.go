package shogi

import "bitban/bitboard"

// Mate in one for the search: does the side to move (not in check) have a
// check that leaves the defender no legal reply?
//
// Only checks are generated: drops onto the squares from which the kind
// attacks the king (no pawn drop: a pawn drop that mates is illegal,
// uchifuzume) and board moves to the squares from which the moved or
// promoted piece attacks it, plus every move of a piece that uncovers a
// slider. A check is made only when it can cover every flight square of
// the king that is free now (flights): our attacks on the other squares
// can only grow by the square the mover leaves, so a flight left open by
// the checker and off every line through that square stays open (the
// checker's own square too: the king takes it). A made
// check mates when hasEvasion finds no legal reply: no safe king step, and
// (single check) no capture of the checker and no interposition by a
// piece that is not pinned or by a drop.

// MateInOne returns a move of the side to move that checkmates at once, or
// MoveNone (also when the side to move is in check). buf is a scratch
// buffer of MaxMoves capacity (the search passes its own: nothing is
// allocated then).
func (p *Position) MateInOne(buf []Move) Move {
	us := p.side & 1
	ek := p.king[us^1]
	if ek == NoSquare || p.InCheck() {
		return MoveNone
	}
	ci := p.NewCheckInfo()
	open := p.openFlights(ek)
	if m := p.mateDrop(&ci, open); m != MoveNone {
		return m
	}
	return p.mateBoard(buf, &ci, open)
}

// openFlights returns the squares next to the defender's king on ek that
// hold no defender piece and that the side to move does not attack (with
// the king lifted off the board).
func (p *Position) openFlights(ek Square) Bitboard {
	us := p.side & 1
	occ := p.bb[bbAll].Without(ek)
	var open Bitboard
	for f := kingAttacks[ek].AndNot(p.color[us^1]); f.NonZero(); {
		s := f.PopLSB()
		if !p.Attacked(s, us, occ) {
			open = open.With(s)
		}
	}
	return open
}

// mateDrop tries the checking drops of every kind in hand but the pawn (a
// lance only without a rook in hand: a rook dropped there does all a lance
// does).
func (p *Position) mateDrop(ci *CheckInfo, open Bitboard) Move {
	us := p.side & 1
	h := p.hand[us]
	if h&^Hand(handMask[Pawn]) == 0 {
		return MoveNone
	}
	empty := p.bb[bbAll].Not()
	occ := p.bb[bbAll].Without(ci.king)
	for pt := Lance; pt <= Gold; pt++ {
		if !h.Has(pt) || pt == Lance && h.Has(Rook) {
			continue
		}
		t := empty.And(ci.checkSq[pt])
		switch pt {
		case Lance:
			t = t.AndNot(lastRank[us])
		case Knight:
			t = t.AndNot(lastTwo[us])
		}
		for t.NonZero() {
			to := t.PopLSB()
			if open.AndNot(Attacks(us, pt, to, occ.With(to))).NonZero() {
				continue // a flight stays open (or the king takes)
			}
			if m := NewDrop(pt, to); p.mates(m) {
				return m
			}
		}
	}
	return MoveNone
}

// mateBoard tries the checking board moves: first the moves to squares
// from which some piece gives check (each tested with GivesCheckWith; one
// list for every kind measured cheaper than a target per kind), then the
// other moves of the pieces that uncover a slider.
func (p *Position) mateBoard(buf []Move, ci *CheckInfo, open Bitboard) Move {
	us := p.side & 1
	var near Bitboard
	for pt := Pawn; pt < NumPieceTypes; pt++ {
		near = near.Or(ci.checkSq[pt])
	}
	notOwn := p.color[us].Not()
	pinned := p.Pinned(us)
	movers := p.color[us].AndNot(p.bb[King])
	moves := p.generateBoardFrom(buf[:0], near.And(notOwn), movers, pinned)
	if m := p.mateAmong(moves, ci, open); m != MoveNone {
		return m
	}
	if ci.discoverers.IsZero() {
		return MoveNone
	}
	moves = p.generateBoardFrom(buf[:0], notOwn.AndNot(near), ci.discoverers.And(movers), pinned)
	// The king (left out above) checks only by uncovering a slider.
	if k := p.king[us]; k != NoSquare && ci.discoverers.Has(k) {
		moves = p.appendKingMoves(moves, k, kingAttacks[k].And(notOwn))
	}
	return p.mateAmong(moves, ci, open)
}

// mateAmong returns the first of the legal board moves that checks, can
// cover the open flights and mates.
func (p *Position) mateAmong(moves []Move, ci *CheckInfo, open Bitboard) Move {
	us := p.side & 1
	occ := p.bb[bbAll].Without(ci.king)
	for _, m := range moves {
		if !p.GivesCheckWith(m, ci) {
			continue
		}
		if open.NonZero() {
			from, to := m.From(), m.To()
			pt := m.PieceType()
			if m.IsPromotion() {
				pt = pt.Promote()
			}
			rest := open.AndNot(Attacks(us, pt, to, occ.Without(from).With(to)))
			if rest.NonZero() && !p.linesThrough(rest, from) {
				continue // a flight stays open (or the king takes)
			}
		}
		if p.mates(m) {
			return m
		}
	}
	return MoveNone
}

// linesThrough reports whether square from lies on a line from one of the
// squares of set (the mover leaving it may open a slider's attack there).
func (p *Position) linesThrough(set Bitboard, from Square) bool {
	for set.NonZero() {
		if queenRay[set.PopLSB()].Has(from) {
			return true
		}
	}
	return false
}

// mates makes the legal check m and reports whether the defender has no
// legal reply.
func (p *Position) mates(m Move) bool {
	p.DoMove(m)
	mated := !p.hasEvasion()
	p.UndoMove(m)
	return mated
}

// hasEvasion reports whether the side to move, in check, has a legal
// move: a king step to a square the opponent does not attack (the king
// lifted), or against a single checker a capture of it or an
// interposition by a piece that is not pinned, or a legal drop between.
func (p *Position) hasEvasion() bool {
	us := p.side & 1
	them := us ^ 1
	k := p.king[us]
	occ := p.bb[bbAll]
	for t := kingAttacks[k].AndNot(p.color[us]); t.NonZero(); {
		if !p.Attacked(t.PopLSB(), them, occ.Without(k)) {
			return true
		}
	}
	checkers := p.st().checkers
	if checkers.MoreThanOne() {
		return false
	}
	c := checkers.LSB()
	movers := p.color[us].Without(k).AndNot(p.Pinned(us))
	if p.AttackersTo(c, us, occ).And(movers).NonZero() {
		return true
	}
	between := bitboard.Between81[k][c]
	if between.IsZero() {
		return false
	}
	if p.canDropOn(between) {
		return true
	}
	for b := between; b.NonZero(); {
		if p.AttackersTo(b.PopLSB(), us, occ).And(movers).NonZero() {
			return true
		}
	}
	return false
}

// canDropOn reports whether the side to move has a legal drop on one of
// the (empty) squares of t.
func (p *Position) canDropOn(t Bitboard) bool {
	us := p.side & 1
	h := p.hand[us]
	switch {
	case h == 0:
		return false
	case h&handExceptPawnLanceKnight != 0:
		return true
	case h.Has(Lance) && t.AndNot(lastRank[us]).NonZero():
		return true
	case h.Has(Knight) && t.AndNot(lastTwo[us]).NonZero():
		return true
	case !h.Has(Pawn):
		return false
	}
	t = t.AndNot(lastRank[us]).And(pawnDropFiles(p.PiecesOf(us, Pawn)))
	if ek := p.king[us^1]; ek != NoSquare {
		if front := pawnAttacks[us^1][ek]; t.And(front).NonZero() && p.pawnDropMates(front.LSB()) {
			t = t.AndNot(front)
		}
	}
	return t.NonZero()
}
