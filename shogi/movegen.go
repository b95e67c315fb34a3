package shogi

import (
	"math/bits"
	"slices"

	"bitban/bitboard"
)

// Legal move generation.
//
// Generate writes exactly the legal moves. It never makes a move to test
// legality: pinned pieces are restricted to their pin line (seed 003's
// Line/Between tables), king moves are tested against the enemy attacks
// (with the king lifted off the board when in check, so it cannot step back
// along a slider's line), and in check only king moves, captures of the
// single checker and interpositions (board moves and drops onto the Between
// squares) are generated. Drops follow the drop rules (no pawn or lance on
// the last rank, no knight on the last two, no second unpromoted pawn on a
// file, no pawn drop that mates).

var (
	// campMask[c] is the promotion zone of c: the three ranks nearest the
	// opponent.
	campMask [2]Bitboard
	// lastRank[c], lastTwo[c]: where c's pawns and lances, and knights,
	// must promote (and may not be dropped).
	lastRank [2]Bitboard
	lastTwo  [2]Bitboard
)

func init() {
	rm := bitboard.RankMask81
	campMask[Black] = rm[1].Or(rm[2]).Or(rm[3])
	campMask[White] = rm[7].Or(rm[8]).Or(rm[9])
	lastRank[Black], lastRank[White] = rm[1], rm[9]
	lastTwo[Black], lastTwo[White] = rm[1].Or(rm[2]), rm[9].Or(rm[8])
}

// Rank i (the highest bit of each file) in each word, for the nifu mask.
const (
	fileTopLo uint64 = 0x0040201008040201 << 8
	fileTopHi uint64 = 0x0000000000000201 << 8
)

// pawnDropFiles returns the squares of the files without a pawn in pawns (at
// most one pawn a file), by subtraction: per file, top - pawn keeps the top
// bit only if the file has no pawn, and top - top>>8 spreads it over the
// file. No borrow crosses a file because each file's top bit is at least its
// pawn bit.
func pawnDropFiles(pawns Bitboard) Bitboard {
	lo := (fileTopLo - pawns.Lo) & fileTopLo
	hi := (fileTopHi - pawns.Hi) & fileTopHi
	return Bitboard{Lo: lo - lo>>8 | lo, Hi: hi - hi>>8 | hi}
}

// appendTo appends base|to for every square of t.
func appendTo(dst []Move, base Move, t Bitboard) []Move {
	for t.Lo != 0 {
		dst = append(dst, base|Move(bits.TrailingZeros64(t.Lo)))
		t.Lo &= t.Lo - 1
	}
	for t.Hi != 0 {
		dst = append(dst, base|Move(63+bits.TrailingZeros64(t.Hi)))
		t.Hi &= t.Hi - 1
	}
	return dst
}

// appendBoth appends the promotion and the non-promotion for every square.
func appendBoth(dst []Move, base Move, t Bitboard) []Move {
	for t.Lo != 0 {
		m := base | Move(bits.TrailingZeros64(t.Lo))
		dst = append(dst, m|movePromote, m)
		t.Lo &= t.Lo - 1
	}
	for t.Hi != 0 {
		m := base | Move(63+bits.TrailingZeros64(t.Hi))
		dst = append(dst, m|movePromote, m)
		t.Hi &= t.Hi - 1
	}
	return dst
}

// appendPawnPushes appends pawn moves to the squares of t; delta is the
// square difference from-to (+1 for Black, -1 for White).
func appendPawnPushes(dst []Move, t Bitboard, delta int, flags Move) []Move {
	// to | (to+delta)<<7 = to*129 + delta<<7: one multiply-add a move.
	base := Move(Pawn)<<16 | flags + Move(delta<<7)
	for t.Lo != 0 {
		dst = append(dst, base+Move(bits.TrailingZeros64(t.Lo))*129)
		t.Lo &= t.Lo - 1
	}
	base += 63 * 129
	for t.Hi != 0 {
		dst = append(dst, base+Move(bits.TrailingZeros64(t.Hi))*129)
		t.Hi &= t.Hi - 1
	}
	return dst
}

// Generate appends every legal move of the side to move to dst and returns
// the extended slice. Give it a buffer with room for MaxMoves more moves
// (for example a [MaxMoves]Move array on the caller's stack) and it never
// allocates.
func (p *Position) Generate(dst []Move) []Move {
	if cap(dst)-len(dst) < MaxMoves {
		dst = slices.Grow(dst, MaxMoves)
	}
	if p.st().checkers.NonZero() {
		return p.generateEvasions(dst)
	}
	us := p.side & 1
	occ := p.bb[bbAll]
	target := p.color[us].Not()
	pinned := p.Pinned(us)
	dst = p.generateBoard(dst, target, pinned)
	if k := p.king[us]; k != NoSquare {
		dst = p.appendKingMoves(dst, k, kingAttacks[k].And(target))
	}
	return p.generateDrops(dst, occ.Not())
}

// kingNear[s] holds every square from which a piece can attack s or a
// neighbour of s by a step or a knight's jump.
var kingNear [sqTableLen]Bitboard

func init() {
	for s := Square(0); s < bitboard.NumSquares81; s++ {
		for n := kingAttacks[s].With(s); n.NonZero(); {
			t := n.PopLSB()
			kingNear[s] = kingNear[s].Or(kingAttacks[t]).Or(knightAttacks[Black][t]).Or(knightAttacks[White][t])
		}
	}
}

// appendKingMoves appends the moves of the king on k to the squares of t
// that the opponent does not attack, when the side to move is not in check
// (so lifting the king opens no line). The enemy pieces near the king are
// few: their attacks are OR-ed once; the far sliders are looked up per
// square only when one stands on an empty-board line through it.
func (p *Position) appendKingMoves(dst []Move, k Square, t Bitboard) []Move {
	if t.IsZero() {
		return dst
	}
	us := p.side & 1
	them := us ^ 1
	occ := p.bb[bbAll]
	enemy := p.color[them]
	for near := enemy.And(kingNear[k]); near.NonZero(); {
		s := near.PopLSB()
		t = t.AndNot(Attacks(them, p.board[s].Type(), s, occ))
	}
	rd := p.bb[bbRD].And(enemy)
	bh := p.bb[bbBH].And(enemy)
	ln := p.bb[Lance].And(enemy)
	sliders := rd.Or(bh).Or(ln)
	base := Move(k)<<7 | Move(King)<<16
	for t.NonZero() {
		to := t.PopLSB()
		// One test for the usual case: no enemy slider on any line through
		// the square.
		if sliders.And(queenRay[to]).NonZero() &&
			(rd.And(rookRay[to]).NonZero() && RookAttacks(to, occ).And(rd).NonZero() ||
				bh.And(bishopRay[to]).NonZero() && BishopAttacks(to, occ).And(bh).NonZero() ||
				ln.And(lanceRay[us][to]).NonZero() && LanceAttacks(us, to, occ).And(ln).NonZero()) {
			continue
		}
		dst = append(dst, base|Move(to))
	}
	return dst
}

// generateEvasions appends the legal moves when the side to move is in
// check.
func (p *Position) generateEvasions(dst []Move) []Move {
	us := p.side & 1
	them := us ^ 1
	k := p.king[us]
	checkers := p.st().checkers
	// King moves, with the king lifted so it cannot hide behind itself on
	// a slider's line.
	occ := p.bb[bbAll].Without(k)
	t := kingAttacks[k].AndNot(p.color[us])
	for t.NonZero() {
		to := t.PopLSB()
		if !p.Attacked(to, them, occ) {
			dst = append(dst, NewMove(k, to, King, false))
		}
	}
	if checkers.MoreThanOne() {
		return dst // double check: only the king can move
	}
	c := checkers.LSB()
	between := bitboard.Between81[k][c]
	// A pinned piece can never capture the checker or interpose (its moves
	// stay on its pin line, which meets the check line only at the king),
	// so the pinned pieces are left out.
	pinned := p.Pinned(us)
	dst = p.generateBoardFrom(dst, between.With(c), p.color[us].AndNot(pinned), Bitboard{})
	return p.generateDrops(dst, between)
}

// generateBoard appends the board moves of every piece but the king to the
// squares of target, pinned pieces staying on their pin lines.
func (p *Position) generateBoard(dst []Move, target, pinned Bitboard) []Move {
	return p.generateBoardFrom(dst, target, p.color[p.side], pinned)
}

// generateBoardFrom is generateBoard for the pieces in movers only. The
// pieces that are not pinned are generated kind by kind with no pin test;
// the pinned ones (rare) afterwards, each restricted to its pin line.
func (p *Position) generateBoardFrom(dst []Move, target, movers, pinned Bitboard) []Move {
	us := p.side & 1
	occ := p.bb[bbAll]
	camp := campMask[us]
	free := movers.AndNot(pinned)
	// Pawns, all at once by one shift (seed 002).
	pawns := p.bb[Pawn].And(free)
	var to Bitboard
	delta := 1
	if us == Black {
		to = pawns.ShiftNorth()
	} else {
		to = pawns.ShiftSouth()
		delta = -1
	}
	to = to.And(target)
	if to.NonZero() {
		dst = appendPawnPushes(dst, to.And(camp), delta, movePromote)
		dst = appendPawnPushes(dst, to.AndNot(lastRank[us]), delta, 0)
	}
	if us == Black {
		for b := p.bb[Lance].And(free); b.NonZero(); {
			from := b.PopLSB()
			dst = appendLance(dst, from, lanceAttacksBlack(from, occ).And(target), camp, lastRank[Black])
		}
	} else {
		for b := p.bb[Lance].And(free); b.NonZero(); {
			from := b.PopLSB()
			dst = appendLance(dst, from, lanceAttacksWhite(from, occ).And(target), camp, lastRank[White])
		}
	}
	for b := p.bb[Knight].And(free); b.NonZero(); {
		from := b.PopLSB()
		t := knightAttacks[us][from].And(target)
		base := Move(from)<<7 | Move(Knight)<<16
		dst = appendTo(dst, base|movePromote, t.And(camp))
		dst = appendTo(dst, base, t.AndNot(lastTwo[us]))
	}
	for b := p.bb[Silver].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendOptional(dst, from, Silver, silverAttacks[us][from].And(target), camp)
	}
	for b := p.bb[bbGolds].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendTo(dst, Move(from)<<7|Move(p.board[from].Type())<<16, goldAttacks[us][from].And(target))
	}
	for b := p.bb[Bishop].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendOptional(dst, from, Bishop, BishopAttacks(from, occ).And(target), camp)
	}
	for b := p.bb[Rook].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendOptional(dst, from, Rook, RookAttacks(from, occ).And(target), camp)
	}
	for b := p.bb[Horse].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendTo(dst, Move(from)<<7|Move(Horse)<<16, HorseAttacks(from, occ).And(target))
	}
	for b := p.bb[Dragon].And(free); b.NonZero(); {
		from := b.PopLSB()
		dst = appendTo(dst, Move(from)<<7|Move(Dragon)<<16, DragonAttacks(from, occ).And(target))
	}
	// The pinned pieces (rare) stay on their pin lines.
	if pin := movers.And(pinned).AndNot(p.bb[King]); pin.NonZero() {
		dst = p.appendPinned(dst, target, pin)
	}
	return dst
}

// appendPinned appends the moves to target of the side to move's pinned
// pieces in pin (the king excluded): each moves only along the line
// through the king and itself (a pinned knight never can).
func (p *Position) appendPinned(dst []Move, target, pin Bitboard) []Move {
	us := p.side & 1
	occ := p.bb[bbAll]
	camp := campMask[us]
	for b := pin; b.NonZero(); {
		from := b.PopLSB()
		pt := p.board[from].Type()
		t := Attacks(us, pt, from, occ).And(target).And(bitboard.Line81[p.king[us]][from])
		switch pt {
		case Pawn:
			base := Move(from)<<7 | Move(Pawn)<<16
			dst = appendTo(dst, base|movePromote, t.And(camp))
			dst = appendTo(dst, base, t.AndNot(lastRank[us]))
		case Lance:
			dst = appendLance(dst, from, t, camp, lastRank[us])
		case Silver, Bishop, Rook:
			dst = appendOptional(dst, from, pt, t, camp)
		default:
			dst = appendTo(dst, Move(from)<<7|Move(pt)<<16, t)
		}
	}
	return dst
}

// appendLance appends the lance moves to t: promotion in the camp,
// non-promotion except on the last rank.
func appendLance(dst []Move, from Square, t, camp, last Bitboard) []Move {
	base := Move(from)<<7 | Move(Lance)<<16
	dst = appendTo(dst, base|movePromote, t.And(camp))
	return appendTo(dst, base, t.AndNot(last))
}

// appendOptional appends the moves of a silver, bishop or rook to t: both
// the promotion and the non-promotion when from or to is in the camp.
func appendOptional(dst []Move, from Square, pt PieceType, t, camp Bitboard) []Move {
	base := Move(from)<<7 | Move(pt)<<16
	if camp.Has(from) {
		return appendBoth(dst, base, t)
	}
	z := t.And(camp)
	if z.IsZero() {
		return appendTo(dst, base, t)
	}
	dst = appendBoth(dst, base, z)
	return appendTo(dst, base, t.AndNot(camp))
}

// generateDrops appends the legal drops onto the (empty) squares of target.
func (p *Position) generateDrops(dst []Move, target Bitboard) []Move {
	us := p.side & 1
	h := p.hand[us]
	if h == 0 || target.IsZero() {
		return dst
	}
	if h.Has(Pawn) {
		t := target.AndNot(lastRank[us]).And(pawnDropFiles(p.PiecesOf(us, Pawn)))
		// Uchifuzume: a pawn dropped in front of the enemy king that mates.
		if ek := p.king[us.Opp()]; ek != NoSquare {
			if front := pawnAttacks[us.Opp()][ek]; t.And(front).NonZero() && p.pawnDropMates(front.LSB()) {
				t = t.AndNot(front)
			}
		}
		dst = appendTo(dst, moveDrop|Move(Pawn)<<7|Move(Pawn)<<16, t)
	}
	// The other kinds: one list of drop bases, used square by square.
	var bases [6]Move
	n := 0
	if h&handExceptPawnLanceKnight != 0 {
		for _, pt := range [4]PieceType{Silver, Gold, Bishop, Rook} {
			if h.Has(pt) {
				bases[n] = moveDrop | Move(pt)<<7 | Move(pt)<<16
				n++
			}
		}
	}
	nAny := n // kinds that may go anywhere
	if h.Has(Lance) {
		bases[n] = moveDrop | Move(Lance)<<7 | Move(Lance)<<16
		n++
	}
	nNoKnight := n
	if h.Has(Knight) {
		bases[n] = moveDrop | Move(Knight)<<7 | Move(Knight)<<16
		n++
	}
	if n == 0 {
		return dst
	}
	dst = appendDrops(dst, bases[:nAny], target.And(lastRank[us]))
	dst = appendDrops(dst, bases[:nNoKnight], target.And(lastTwo[us]).AndNot(lastRank[us]))
	return appendDrops(dst, bases[:n], target.AndNot(lastTwo[us]))
}

func appendDrops(dst []Move, bases []Move, t Bitboard) []Move {
	if len(bases) == 0 {
		return dst
	}
	for t.NonZero() {
		to := Move(t.PopLSB())
		for _, b := range bases {
			dst = append(dst, b|to)
		}
	}
	return dst
}

// pawnDropMates reports whether a pawn of the side to move dropped on s (the
// square in front of the enemy king) would mate: the king cannot take it,
// no other piece can take it legally, and the king has no other flight.
func (p *Position) pawnDropMates(s Square) bool {
	us := p.side & 1
	them := us ^ 1
	ek := p.king[them]
	occ := p.bb[bbAll].With(s)
	// Can the king take the pawn?
	if !p.Attacked(s, us, occ) {
		return false
	}
	// Can another piece take it? A pinned piece only along its pin line
	// (that is, on the king's file, which the pawn square shares). The drop
	// cannot pin anything new: it only adds one of our pieces.
	capturers := p.AttackersTo(s, them, occ).Without(ek)
	if capturers.NonZero() {
		pinned := p.Pinned(them)
		for capturers.NonZero() {
			c := capturers.PopLSB()
			if !pinned.Has(c) || bitboard.Aligned81(ek, c, s) {
				return false
			}
		}
	}
	// Can the king step anywhere else?
	occK := occ.Without(ek)
	for t := kingAttacks[ek].AndNot(p.color[them]).Without(s); t.NonZero(); {
		if !p.Attacked(t.PopLSB(), us, occK) {
			return false
		}
	}
	return true
}
