package shogi

import (
	"errors"
	"fmt"
	"strings"

	"bitban/bitboard"
)

// The named move errors; ParseUSIMove wraps them with the details.
var (
	ErrMoveSyntax  = errors.New("bad USI move (want like 7g7f, 8h2b+ or P*5e)")
	ErrIllegalMove = errors.New("illegal move")
)

// USI returns the move in USI notation: "7g7f", "8h2b+", "P*5e"; MoveNone
// is "none".
func (m Move) USI() string {
	if m == MoveNone {
		return "none"
	}
	if m.IsDrop() {
		pt := m.DropType()
		if pt < Pawn || pt > Gold {
			return "??"
		}
		return string(usiLetters[pt]) + "*" + m.To().String()
	}
	s := m.From().String() + m.To().String()
	if m.IsPromotion() {
		s += "+"
	}
	return s
}

// String returns the USI text of the move.
func (m Move) String() string { return m.USI() }

// parseUSISyntax reads the text of a USI move without a position: the
// result has no piece type (bits 16-19 are zero).
func parseUSISyntax(s string) (Move, error) {
	if len(s) == 4 && s[1] == '*' {
		pt := letterType(s[0])
		if pt == NoPieceType || pt == King || s[0] >= 'a' {
			return MoveNone, fmt.Errorf("move %q: %w: %q is not a piece to drop (P L N S G B R)", s, ErrMoveSyntax, s[0])
		}
		to, err := bitboard.ParseSquare81(s[2:])
		if err != nil || s[3] < 'a' {
			return MoveNone, fmt.Errorf("move %q: %w: bad square %q", s, ErrMoveSyntax, s[2:])
		}
		return NewDrop(pt, to), nil
	}
	if len(s) != 4 && (len(s) != 5 || s[4] != '+') {
		return MoveNone, fmt.Errorf("move %q: %w", s, ErrMoveSyntax)
	}
	from, err := bitboard.ParseSquare81(s[0:2])
	if err != nil || s[1] < 'a' {
		return MoveNone, fmt.Errorf("move %q: %w: bad square %q", s, ErrMoveSyntax, s[0:2])
	}
	to, err := bitboard.ParseSquare81(s[2:4])
	if err != nil || s[3] < 'a' {
		return MoveNone, fmt.Errorf("move %q: %w: bad square %q", s, ErrMoveSyntax, s[2:4])
	}
	if from == to {
		return MoveNone, fmt.Errorf("move %q: %w: from and to are the same square", s, ErrMoveSyntax)
	}
	return NewMove(from, to, NoPieceType, len(s) == 5), nil
}

// ParseUSIMove reads a move in USI notation and checks it against the
// position: the result is one of the legal moves, complete with its piece
// type. Errors wrap ErrMoveSyntax or ErrIllegalMove and say why.
func (p *Position) ParseUSIMove(s string) (Move, error) {
	m, err := parseUSISyntax(s)
	if err != nil {
		return MoveNone, err
	}
	var buf [MaxMoves]Move
	for _, lm := range p.Generate(buf[:0]) {
		if lm.Key16() == m.Key16() {
			return lm, nil
		}
	}
	return MoveNone, fmt.Errorf("move %q: %w: %s", s, ErrIllegalMove, p.whyIllegal(m))
}

// IsLegal reports whether m (for example from a hash table or another
// position) is legal here. It compares against the generated moves.
func (p *Position) IsLegal(m Move) bool {
	var buf [MaxMoves]Move
	for _, lm := range p.Generate(buf[:0]) {
		if lm == m {
			return true
		}
	}
	return false
}

// whyIllegal explains why a syntactically fine move is not legal.
func (p *Position) whyIllegal(m Move) string {
	us := p.side
	to := m.To()
	if m.IsDrop() {
		pt := m.DropType()
		switch {
		case !p.hand[us].Has(pt):
			return fmt.Sprintf("%s has no %s in hand", us, pt)
		case p.board[to] != NoPiece:
			return fmt.Sprintf("%s is occupied", to)
		case deadPiece(us, pt, to.Rank()) != "":
			return fmt.Sprintf("a %s dropped on %s could never move", pt, to)
		case pt == Pawn && p.PiecesOf(us, Pawn).And(bitboard.FileMask81[to.File()]).NonZero():
			return fmt.Sprintf("two pawns on file %d (nifu)", to.File())
		case pt == Pawn && p.king[us.Opp()] != NoSquare && pawnAttacks[us][to].Has(p.king[us.Opp()]):
			return "a pawn drop that mates (uchifuzume)"
		}
		return "the king would be in check"
	}
	from := m.From()
	pc := p.board[from]
	switch {
	case pc == NoPiece:
		return fmt.Sprintf("no piece on %s", from)
	case pc.Color() != us:
		return fmt.Sprintf("the piece on %s is not %s's", from, us)
	case p.board[to] != NoPiece && p.board[to].Color() == us:
		return fmt.Sprintf("%s is occupied by an own piece", to)
	case !Attacks(us, pc.Type(), from, p.bb[bbAll]).Has(to):
		return fmt.Sprintf("a %s on %s cannot reach %s", pc.Type(), from, to)
	case m.IsPromotion() && !pc.Type().CanPromote():
		return fmt.Sprintf("a %s cannot promote", pc.Type())
	case m.IsPromotion() && !campMask[us].Has(from) && !campMask[us].Has(to):
		return "promotion outside the promotion zone"
	case !m.IsPromotion() && deadPiece(us, pc.Type(), to.Rank()) != "":
		return fmt.Sprintf("a %s on %s must promote", pc.Type(), to)
	}
	return "the king would be in check"
}

// Japanese move text (KIF style).
var (
	kifFiles = []string{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"}
	kifRanks = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	kifNames = [NumPieceTypes]string{"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "成香", "成桂", "成銀", "馬", "龍"}
)

// KIF returns the move in the Japanese notation of KIF files, for display:
// "７六歩(77)", "２二角成(88)", "５五銀打", "同　歩(76)" when the move lands
// where the previous move did, and "不成" when a promotion was possible but
// not taken. m must be legal in the position (which is before the move).
func (p *Position) KIF(m Move) string {
	if m == MoveNone {
		return "投了"
	}
	to := m.To()
	if to >= bitboard.NumSquares81 || !m.IsDrop() && m.From() >= bitboard.NumSquares81 {
		return "??" // not a move of any position
	}
	var sb strings.Builder
	if last := p.st().move; last != MoveNone && last.To() == to {
		sb.WriteString("同　")
	} else {
		sb.WriteString(kifFiles[to.File()])
		sb.WriteString(kifRanks[to.Rank()])
	}
	if m.IsDrop() {
		sb.WriteString(kifNames[m.DropType()%NumPieceTypes])
		sb.WriteString("打")
		return sb.String()
	}
	from := m.From()
	pt := p.board[from].Type()
	sb.WriteString(kifNames[pt%NumPieceTypes])
	switch {
	case m.IsPromotion():
		sb.WriteString("成")
	case pt.CanPromote() && (campMask[p.side].Has(from) || campMask[p.side].Has(to)):
		sb.WriteString("不成")
	}
	fmt.Fprintf(&sb, "(%d%d)", from.File(), from.Rank())
	return sb.String()
}
