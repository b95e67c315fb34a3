package shogi

import (
	"bitban/bitboard"
)

// Indices of Position.bb beyond the 14 piece types: the union boards that
// attack and move generation read, kept up to date by put/remove.
const (
	bbAll    = 0  // every piece
	bbGolds  = 15 // gold, tokin, promoted lance/knight/silver: move like a gold
	bbHDK    = 16 // horse, dragon, king: step to all eight neighbours
	bbBH     = 17 // bishop, horse: slide diagonally
	bbRD     = 18 // rook, dragon: slide along files and ranks
	bbSink   = 19 // written to for types without a second group
	bbNB     = 32 // a power of two: indices masked with &31 need no bounds check
	maxStack = 1024
)

// groupA and groupB are the union boards a piece type belongs to.
var groupA, groupB [16]uint8

func init() {
	for pt := range groupA {
		groupA[pt], groupB[pt] = bbSink, bbSink
	}
	for _, pt := range []PieceType{Gold, ProPawn, ProLance, ProKnight, ProSilver} {
		groupA[pt] = bbGolds
	}
	groupA[King] = bbHDK
	groupA[Horse], groupB[Horse] = bbHDK, bbBH
	groupA[Dragon], groupB[Dragon] = bbHDK, bbRD
	groupA[Bishop] = bbBH
	groupA[Rook] = bbRD
}

// state is what make-move pushes and unmake pops: whatever cannot be
// recomputed cheaply going backward.
type state struct {
	boardKey uint64   // Zobrist key of the board and side to move
	handKey  uint64   // Zobrist key of both hands
	checkers Bitboard // pieces giving check to the side to move
	captured Piece    // piece taken by the move that led here
	move     Move     // that move (MoveNone at the root)
}

// Position is a shogi position: board, hands, side to move and the stack of
// states of the moves made so far (DoMove/UndoMove). The zero value is not a
// position; use ParseSFEN, NewStartPosition or (*Position).SetSFEN. Copy a
// Position with Clone.
type Position struct {
	board [sqTableLen]Piece
	bb    [bbNB]Bitboard
	color [2]Bitboard
	hand  [2]Hand
	king  [2]Square
	side  Color
	ply   int // game ply of the position (the SFEN move number counts from 1)
	stack []state
}

// Zobrist keys: a random number per (piece, square), per (color, kind, count
// in hand) and for White to move.
var (
	zobPiece [32][sqTableLen]uint64
	zobHand  [2][8][32]uint64 // by count 1..31 (a relaxed SFEN may hold up to 31 pawns)
	zobSide  uint64
)

func init() {
	x := uint64(0x2545F4914F6CDD1D)
	next := func() uint64 { // splitmix64
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for pc := range zobPiece {
		for s := range zobPiece[pc] {
			zobPiece[pc][s] = next() &^ 1
		}
	}
	for c := range zobHand {
		for pt := range zobHand[c] {
			for n := 1; n < 32; n++ {
				zobHand[c][pt][n] = next() &^ 1
			}
		}
	}
	// The side key is bit 0, so Key()&1 tells the side to move.
	zobSide = 1
}

func (p *Position) st() *state { return &p.stack[len(p.stack)-1] }

// toggle adds or removes piece pc on s in the bitboards (not the mailbox).
func (p *Position) toggle(pc Piece, s Square) {
	b := bitboard.Bit81(s)
	pt := pc.Type() & 15
	ga, gb := groupA[pt]&31, groupB[pt]&31
	p.bb[bbAll] = p.bb[bbAll].Xor(b)
	p.bb[pt] = p.bb[pt].Xor(b)
	p.bb[ga] = p.bb[ga].Xor(b)
	p.bb[gb] = p.bb[gb].Xor(b)
	p.color[pc.Color()] = p.color[pc.Color()].Xor(b)
}

// toggleMask is toggle for a set of squares (for a piece that moves: from
// and to at once).
func (p *Position) toggleMask(pc Piece, b Bitboard) {
	pt := pc.Type() & 15
	ga, gb := groupA[pt]&31, groupB[pt]&31
	p.bb[bbAll] = p.bb[bbAll].Xor(b)
	p.bb[pt] = p.bb[pt].Xor(b)
	p.bb[ga] = p.bb[ga].Xor(b)
	p.bb[gb] = p.bb[gb].Xor(b)
	p.color[pc.Color()] = p.color[pc.Color()].Xor(b)
}

// SideToMove returns the side to move.
func (p *Position) SideToMove() Color { return p.side }

// Ply returns the game ply: 1 for the first move of the game (the SFEN move
// number), increased by every DoMove.
func (p *Position) Ply() int { return p.ply }

// PieceOn returns the piece on s (NoPiece if empty).
func (p *Position) PieceOn(s Square) Piece { return p.board[s] }

// Hand returns the pieces color c holds.
func (p *Position) Hand(c Color) Hand { return p.hand[c&1] }

// KingSquare returns the square of c's king, or NoSquare if c has none (mate
// problems leave out the attacker's king).
func (p *Position) KingSquare(c Color) Square { return p.king[c&1] }

// Occupied returns every occupied square.
func (p *Position) Occupied() Bitboard { return p.bb[bbAll] }

// Pieces returns the squares of color c's pieces.
func (p *Position) Pieces(c Color) Bitboard { return p.color[c&1] }

// PiecesOf returns the squares of color c's pieces of type pt.
func (p *Position) PiecesOf(c Color, pt PieceType) Bitboard {
	return p.bb[pt&15].And(p.color[c&1])
}

// Key returns the Zobrist key of the position: board, hands and side to move.
func (p *Position) Key() uint64 { s := p.st(); return s.boardKey ^ s.handKey }

// BoardKey returns the Zobrist key of the board and side to move only (equal
// board keys with different hands are what superiority checks compare).
func (p *Position) BoardKey() uint64 { return p.st().boardKey }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.st().checkers.NonZero() }

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard { return p.st().checkers }

// LastMove returns the move that led to this position (MoveNone at the root
// or after a null move).
func (p *Position) LastMove() Move { return p.st().move }

// KeyAfter returns the Key the position will have after the legal move m,
// without making it (DoMove's key updates alone), so that a search can start
// loading the child's table entry before the move is made. DoMove keeps its
// own updates, interleaved with the board's (sharing this function cost
// perft 4 % of its speed); the differential test checks both against keys
// computed from scratch.
func (p *Position) KeyAfter(m Move) uint64 {
	s := p.st()
	key := s.boardKey ^ s.handKey ^ zobSide
	us := p.side & 1
	to := m.To() % bitboard.NumSquares81
	if m.IsDrop() {
		pt := m.DropType()
		return key ^ zobHand[us][pt&7][p.hand[us].Count(pt)&31] ^ zobPiece[NewPiece(us, pt)&31][to]
	}
	from := m.From() % bitboard.NumSquares81
	pc := p.board[from]
	key ^= zobPiece[pc&31][from]
	if cap := p.board[to]; cap != NoPiece {
		ct := cap.Type().Demote()
		key ^= zobPiece[cap&31][to] ^ zobHand[us][ct&7][(p.hand[us].Count(ct)+1)&31]
	}
	if m.IsPromotion() {
		pc += Piece(Promoted)
	}
	return key ^ zobPiece[pc&31][to]
}

// KeyBefore returns the Key of the position before the last move or null
// move; ok is false when no move has been made since the position was set.
func (p *Position) KeyBefore() (key uint64, ok bool) {
	if len(p.stack) < 2 {
		return 0, false
	}
	s := &p.stack[len(p.stack)-2]
	return s.boardKey ^ s.handKey, true
}

// CapturedPiece returns the piece the last move captured (NoPiece if none).
func (p *Position) CapturedPiece() Piece { return p.st().captured }

// GamePly returns how many moves have been made with DoMove since the
// position was set (the depth of the state stack).
func (p *Position) GamePly() int { return len(p.stack) - 1 }

// Clone returns an independent copy of the position, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.stack = make([]state, len(p.stack), max(cap(p.stack), 64))
	copy(q.stack, p.stack)
	return &q
}

// AttackersTo returns the pieces of color c that attack s with occupancy
// occ (pass Occupied() for the position as it is).
func (p *Position) AttackersTo(s Square, c Color, occ Bitboard) Bitboard {
	them := c.Opp() & 1
	att := pawnAttacks[them][s].And(p.bb[Pawn]).
		Or(knightAttacks[them][s].And(p.bb[Knight])).
		Or(silverAttacks[them][s].And(p.bb[Silver].Or(p.bb[bbHDK]))).
		Or(goldAttacks[them][s].And(p.bb[bbGolds].Or(p.bb[bbHDK]))).
		Or(BishopAttacks(s, occ).And(p.bb[bbBH])).
		Or(RookAttacks(s, occ).And(p.bb[bbRD])).
		Or(LanceAttacks(them, s, occ).And(p.bb[Lance]))
	return att.And(p.color[c&1])
}

// Attacked reports whether color c attacks s with occupancy occ; it tests
// the cheap step pieces first (cheaper than AttackersTo when only the yes
// or no matters).
func (p *Position) Attacked(s Square, c Color, occ Bitboard) bool {
	them := c.Opp() & 1
	own := p.color[c&1]
	step := pawnAttacks[them][s].And(p.bb[Pawn]).
		Or(knightAttacks[them][s].And(p.bb[Knight])).
		Or(silverAttacks[them][s].And(p.bb[Silver].Or(p.bb[bbHDK]))).
		Or(goldAttacks[them][s].And(p.bb[bbGolds].Or(p.bb[bbHDK])))
	if step.And(own).NonZero() {
		return true
	}
	if rd := p.bb[bbRD].And(own); rd.And(rookRay[s]).NonZero() && RookAttacks(s, occ).And(rd).NonZero() {
		return true
	}
	if bh := p.bb[bbBH].And(own); bh.And(bishopRay[s]).NonZero() && BishopAttacks(s, occ).And(bh).NonZero() {
		return true
	}
	l := p.bb[Lance].And(own)
	return l.And(lanceRay[them][s]).NonZero() && LanceAttacks(them, s, occ).And(l).NonZero()
}

// sliderBlockers returns the pieces (of either color) that stand alone
// between square s and a slider of color c that would attack s if they were
// gone. With s = own king and c = opponent, the own pieces among them are the
// pinned pieces and the opponent's are discovered-check candidates.
func (p *Position) sliderBlockers(s Square, c Color) Bitboard {
	own := p.color[c&1]
	snipers := rookRay[s].And(p.bb[bbRD]).
		Or(bishopRay[s].And(p.bb[bbBH])).
		Or(lanceRay[c.Opp()&1][s].And(p.bb[Lance])).And(own)
	var blockers Bitboard
	occ := p.bb[bbAll]
	for snipers.NonZero() {
		sn := snipers.PopLSB()
		b := bitboard.Between81[s][sn].And(occ)
		if b.NonZero() && !b.MoreThanOne() {
			blockers = blockers.Or(b)
		}
	}
	return blockers
}

// Pinned returns c's pieces that may not leave the line between c's king and
// an enemy slider.
func (p *Position) Pinned(c Color) Bitboard {
	k := p.king[c&1]
	if k == NoSquare {
		return Bitboard{}
	}
	return p.sliderBlockers(k, c.Opp()).And(p.color[c&1])
}

// computeCheckers returns the pieces giving check to the side to move. It is
// AttackersTo with the sliders looked up only when one stands on an empty
// board line through the king (rarely, so most calls are step tables only).
func (p *Position) computeCheckers() Bitboard { return p.checkersAfter(NoSquare) }

// checkersAfter is computeCheckers after a move to square to (NoSquare:
// unknown). Before a move the mover's opponent is not in check, and a step
// piece cannot give a discovered check, so the step pieces need a look only
// when the moved piece landed near the king.
func (p *Position) checkersAfter(to Square) Bitboard {
	us := p.side & 1
	k := p.king[us]
	if k == NoSquare {
		return Bitboard{}
	}
	them := p.color[us^1]
	var att Bitboard
	if to == NoSquare || kingNear[k].Has(to) {
		att = pawnAttacks[us][k].And(p.bb[Pawn]).
			Or(knightAttacks[us][k].And(p.bb[Knight])).
			Or(silverAttacks[us][k].And(p.bb[Silver].Or(p.bb[bbHDK]))).
			Or(goldAttacks[us][k].And(p.bb[bbGolds].Or(p.bb[bbHDK]))).And(them)
	}
	// One test for the usual case: no enemy slider on a line through the
	// king.
	if p.bb[bbRD].Or(p.bb[bbBH]).Or(p.bb[Lance]).And(them).And(queenRay[k]).IsZero() {
		return att
	}
	occ := p.bb[bbAll]
	if rd := p.bb[bbRD].And(them); rd.And(rookRay[k]).NonZero() {
		att = att.Or(RookAttacks(k, occ).And(rd))
	}
	if bh := p.bb[bbBH].And(them); bh.And(bishopRay[k]).NonZero() {
		att = att.Or(BishopAttacks(k, occ).And(bh))
	}
	if l := p.bb[Lance].And(them); l.And(lanceRay[us][k]).NonZero() {
		att = att.Or(LanceAttacks(us, k, occ).And(l))
	}
	return att
}

// DoMove makes move m, which must be legal in the position (from Generate,
// or checked by ParseUSIMove / IsLegal).
func (p *Position) DoMove(m Move) {
	prev := &p.stack[len(p.stack)-1]
	ns := state{boardKey: prev.boardKey ^ zobSide, handKey: prev.handKey, move: m}
	us := p.side & 1
	to := m.To() % bitboard.NumSquares81
	if m.IsDrop() {
		pt := m.DropType()
		h := p.hand[us]
		ns.handKey ^= zobHand[us][pt&7][h.Count(pt)&31]
		p.hand[us] = h.Sub(pt)
		pc := NewPiece(us, pt)
		p.board[to] = pc
		p.toggle(pc, to)
		ns.boardKey ^= zobPiece[pc&31][to]
	} else {
		from := m.From() % bitboard.NumSquares81
		pc := p.board[from]
		p.board[from] = NoPiece
		cap := p.board[to]
		if cap == NoPiece && !m.IsPromotion() {
			// The common case: one piece moves, every board it is on
			// changes by the same two bits.
			p.toggleMask(pc, bitboard.Bit81(from).Or(bitboard.Bit81(to)))
			ns.boardKey ^= zobPiece[pc&31][from] ^ zobPiece[pc&31][to]
		} else {
			p.toggle(pc, from)
			ns.boardKey ^= zobPiece[pc&31][from]
			if cap != NoPiece {
				ns.captured = cap
				p.toggle(cap, to)
				ns.boardKey ^= zobPiece[cap&31][to]
				ct := cap.Type().Demote()
				h := p.hand[us].Add(ct)
				p.hand[us] = h
				ns.handKey ^= zobHand[us][ct&7][h.Count(ct)&31]
			}
			if m.IsPromotion() {
				pc += Piece(Promoted)
			}
			p.toggle(pc, to)
			ns.boardKey ^= zobPiece[pc&31][to]
		}
		p.board[to] = pc
		if pc.Type() == King {
			p.king[us] = to
		}
	}
	p.side = us ^ 1
	p.ply++
	p.stack = append(p.stack, ns)
	p.stack[len(p.stack)-1].checkers = p.checkersAfter(to)
}

// UndoMove takes back move m, which must be the last move made.
func (p *Position) UndoMove(m Move) {
	cap := p.stack[len(p.stack)-1].captured
	p.stack = p.stack[:len(p.stack)-1]
	us := p.side ^ 1
	p.side = us
	p.ply--
	to := m.To() % bitboard.NumSquares81
	pc := p.board[to]
	if m.IsDrop() {
		p.toggle(pc, to)
		p.board[to] = NoPiece
		p.hand[us] = p.hand[us].Add(m.DropType())
		return
	}
	from := m.From() % bitboard.NumSquares81
	if cap == NoPiece && !m.IsPromotion() {
		p.toggleMask(pc, bitboard.Bit81(from).Or(bitboard.Bit81(to)))
		p.board[to] = NoPiece
	} else {
		p.toggle(pc, to)
		if cap != NoPiece {
			p.toggle(cap, to)
			p.hand[us] = p.hand[us].Sub(cap.Type().Demote())
		}
		p.board[to] = cap
		if m.IsPromotion() {
			pc -= Piece(Promoted)
		}
		p.toggle(pc, from)
	}
	p.board[from] = pc
	if pc.Type() == King {
		p.king[us] = from
	}
}

// DoNullMove passes the turn (for search); the side to move must not be in
// check. Undo it with UndoNullMove.
func (p *Position) DoNullMove() {
	prev := p.st()
	ns := state{boardKey: prev.boardKey ^ zobSide, handKey: prev.handKey}
	p.side = p.side.Opp()
	p.ply++
	p.stack = append(p.stack, ns)
	p.st().checkers = p.computeCheckers()
}

// UndoNullMove takes back DoNullMove.
func (p *Position) UndoNullMove() {
	p.side = p.side.Opp()
	p.ply--
	p.stack = p.stack[:len(p.stack)-1]
}

// GiveBackCapture, right after a capture, moves the captured piece from
// the capturer's hand back to the side to move's (the side that lost it).
// The mate solver uses it after a free capture of a useless interposition
// (shogi/search MateSolver, muda-ai): the position the mate must go on from is
// the one where the drop never happened (the checker simply stands
// nearer), which is the convention's "mate without the captured piece".
// TakeBackCapture undoes it; call it before UndoMove.
// A mate from there is a mate from the real position too, where the
// attacker holds one piece more and the defender one less (hand
// superiority), so the proof stays sound. The hand key of the current
// state is updated in place, as DoMove would have.
func (p *Position) GiveBackCapture() {
	p.passHand(p.CapturedPiece().Type().Demote(), p.side.Opp())
}

// TakeBackCapture undoes GiveBackCapture.
func (p *Position) TakeBackCapture() {
	p.passHand(p.CapturedPiece().Type().Demote(), p.side)
}

// passHand moves one piece of kind pt from the hand of from to the other
// side's hand.
func (p *Position) passHand(pt PieceType, from Color) {
	from &= 1
	to := from ^ 1
	st := p.st()
	h := p.hand[from]
	st.handKey ^= zobHand[from][pt&7][h.Count(pt)&31]
	p.hand[from] = h.Sub(pt)
	h = p.hand[to].Add(pt)
	p.hand[to] = h
	st.handKey ^= zobHand[to][pt&7][h.Count(pt)&31]
}

// computeKeys returns the Zobrist keys of the position from scratch.
func (p *Position) computeKeys() (boardKey, handKey uint64) {
	for s := Square(0); s < bitboard.NumSquares81; s++ {
		if pc := p.board[s]; pc != NoPiece {
			boardKey ^= zobPiece[pc&31][s]
		}
	}
	if p.side == White {
		boardKey ^= zobSide
	}
	for c := Black; c <= White; c++ {
		for pt := Pawn; pt <= Gold; pt++ {
			for n := 1; n <= p.hand[c].Count(pt); n++ {
				handKey ^= zobHand[c][pt][n]
			}
		}
	}
	return boardKey, handKey
}
