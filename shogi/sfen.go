package shogi

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bitban/bitboard"
)

// StartSFEN is the initial position.
const StartSFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

// The named SFEN errors; ParseSFEN wraps them with where the problem is, so
// test them with errors.Is.
var (
	ErrSFENFields        = errors.New("want 3 or 4 fields: board, side, hand[, move number]")
	ErrRankCount         = errors.New("the board must have 9 ranks separated by '/'")
	ErrRankLength        = errors.New("bad rank length (want 9 squares)")
	ErrUnknownPiece      = errors.New("unknown piece letter")
	ErrBadPromotion      = errors.New("'+' on a piece that cannot promote")
	ErrTooManyPieces     = errors.New("more pieces of a kind than exist (board + hands)")
	ErrDeadPiece         = errors.New("piece with no further move (pawn or lance on the last rank, knight on the last two)")
	ErrNifu              = errors.New("two unpromoted pawns of one side on a file")
	ErrBadSide           = errors.New("side to move must be 'b' or 'w'")
	ErrBadHand           = errors.New("bad pieces in hand")
	ErrBadMoveNumber     = errors.New("move number must be a positive integer")
	ErrOpponentInCheck   = errors.New("the side not to move is in check")
	ErrTooManyKings      = errors.New("more than one king of a side")
	ErrUnexpectedHandCnt = errors.New("count without a piece in hand")
)

// pieceCounts is how many pieces of each unpromoted kind exist.
var pieceCounts = [9]int{0, 18, 4, 4, 4, 2, 2, 4, 2}

// relaxedCounts are the most pieces of a kind ParseSFENRelaxed takes: what
// the packed Hand can count.
var relaxedCounts = [9]int{0, 31, 7, 7, 7, 3, 3, 7, 2}

func letterType(b byte) PieceType {
	i := strings.IndexByte(usiLetters, b&^0x20)
	if i <= 0 || b == ' ' {
		return NoPieceType
	}
	return PieceType(i)
}

// ParseSFEN reads a position in SFEN ("lnsgkgsnl/1r5b1/... b - 1"); the word
// "startpos" gives the initial position, and a leading "sfen " is skipped.
// The move number is optional (1 if left out). Errors wrap the Err... values
// above and say where the problem is.
func ParseSFEN(s string) (*Position, error) {
	p := &Position{}
	if err := p.SetSFEN(s); err != nil {
		return nil, err
	}
	return p, nil
}

// ParseSFENRelaxed is ParseSFEN without the limit on how many pieces of a
// kind exist: some published test positions hold, for example, three
// bishops. The counts must still fit a hand (at most 3 bishops or rooks, 7
// golds, silvers, knights or lances, 31 pawns); every other check stays.
func ParseSFENRelaxed(s string) (*Position, error) {
	p := &Position{}
	if err := p.setSFEN(s, false); err != nil {
		return nil, err
	}
	return p, nil
}

// NewStartPosition returns the initial position.
func NewStartPosition() *Position {
	p, err := ParseSFEN(StartSFEN)
	if err != nil {
		panic(err) // cannot happen: StartSFEN is valid
	}
	return p
}

// SetSFEN sets the position from SFEN text (see ParseSFEN). On error the
// position is left unchanged.
func (p *Position) SetSFEN(s string) error { return p.setSFEN(s, true) }

// setSFEN is SetSFEN, with strict saying whether the piece counts must be
// those of a real game (pieceCounts) or only fit a hand (relaxedCounts). It
// builds the new position aside and copies it into p only when every check
// has passed, so that a failed parse leaves p as it was.
func (p *Position) setSFEN(s string, strict bool) error {
	f, err := sfenFields(s)
	if err != nil {
		return err
	}
	var q Position
	q.king = [2]Square{NoSquare, NoSquare}
	var count [9]int
	if err := q.parseBoard(f[0], &count); err != nil {
		return err
	}
	if err := q.checkNifu(); err != nil {
		return err
	}
	if q.side, err = parseSide(f[1]); err != nil {
		return err
	}
	limits := &pieceCounts
	if !strict {
		limits = &relaxedCounts
	}
	if err := parseHands(f[2], &q, &count, limits); err != nil {
		return err
	}
	if err := checkPieceCounts(&count, limits); err != nil {
		return err
	}
	if q.ply, err = parseMoveNumber(f); err != nil {
		return err
	}
	if k := q.king[q.side.Opp()]; k != NoSquare && q.AttackersTo(k, q.side, q.bb[bbAll]).NonZero() {
		return fmt.Errorf("sfen: %w (%s's king on %s)", ErrOpponentInCheck, q.side.Opp(), k)
	}
	q.initStack()
	*p = q
	return nil
}

// sfenFields splits SFEN text into its 3 or 4 fields, after trimming it,
// reading "startpos" as StartSFEN and dropping a leading "sfen ".
func sfenFields(s string) ([]string, error) {
	s = strings.TrimSpace(s)
	if s == "startpos" {
		s = StartSFEN
	}
	s = strings.TrimPrefix(s, "sfen ")
	f := strings.Fields(s)
	if len(f) != 3 && len(f) != 4 {
		return nil, fmt.Errorf("sfen %q: %w (got %d)", s, ErrSFENFields, len(f))
	}
	return f, nil
}

// parseBoard places the pieces of the SFEN board field (nine ranks, top
// first, separated by '/') on p, which must be empty, and adds each piece
// to count under its unpromoted kind for the later check of piece counts.
func (p *Position) parseBoard(board string, count *[9]int) error {
	ranks := strings.Split(board, "/")
	if len(ranks) != 9 {
		return fmt.Errorf("sfen board %q: %w (got %d)", board, ErrRankCount, len(ranks))
	}
	for ri, rank := range ranks {
		if err := p.parseRank(ri+1, rank, count); err != nil {
			return err
		}
	}
	return nil
}

// parseRank places the pieces of rank r (1..9) from its SFEN text: digits
// are runs of empty squares, letters are pieces from file 9 down to file 1,
// and '+' promotes the piece after it. The rank must fill exactly 9 squares.
func (p *Position) parseRank(r int, rank string, count *[9]int) error {
	file := 9
	promoted := false
	for i := 0; i < len(rank); i++ {
		b := rank[i]
		switch {
		case b >= '1' && b <= '9':
			if promoted {
				return fmt.Errorf("sfen rank %d %q: %w: '+' before a digit", r, rank, ErrBadPromotion)
			}
			file -= int(b - '0')
			if file < 0 {
				return fmt.Errorf("sfen rank %d %q: %w: more than 9 squares", r, rank, ErrRankLength)
			}
		case b == '+':
			if promoted {
				return fmt.Errorf("sfen rank %d %q: %w: '++'", r, rank, ErrBadPromotion)
			}
			promoted = true
		default:
			pt := letterType(b)
			if pt == NoPieceType {
				return fmt.Errorf("sfen rank %d %q: %w %q", r, rank, ErrUnknownPiece, b)
			}
			if file < 1 {
				return fmt.Errorf("sfen rank %d %q: %w: more than 9 squares", r, rank, ErrRankLength)
			}
			if promoted {
				if !pt.CanPromote() {
					return fmt.Errorf("sfen rank %d %q: %w: +%c", r, rank, ErrBadPromotion, b)
				}
				pt = pt.Promote()
				promoted = false
			}
			if err := p.placeSFENPiece(letterColor(b), pt, file, r, count); err != nil {
				return err
			}
			file--
		}
	}
	if promoted {
		return fmt.Errorf("sfen rank %d %q: %w: '+' at the end of the rank", r, rank, ErrBadPromotion)
	}
	if file != 0 {
		return fmt.Errorf("sfen rank %d %q: %w (got %d)", r, rank, ErrRankLength, 9-file)
	}
	return nil
}

// letterColor is the side an SFEN piece letter belongs to: upper case is
// Black, lower case White.
func letterColor(b byte) Color {
	if b >= 'a' {
		return White
	}
	return Black
}

// placeSFENPiece puts a piece of colour c and type pt on (file, r) while
// reading an SFEN board, counting it, recording a king's square, and
// refusing a second king of a side or a piece that could never move again.
func (p *Position) placeSFENPiece(c Color, pt PieceType, file, r int, count *[9]int) error {
	sq := bitboard.NewSquare81(file, r)
	count[pt.Demote()]++
	if pt == King {
		if p.king[c] != NoSquare {
			return fmt.Errorf("sfen: %w (%s)", ErrTooManyKings, c)
		}
		p.king[c] = sq
	}
	if reason := deadPiece(c, pt, r); reason != "" {
		return fmt.Errorf("sfen: %w: %s on %s", ErrDeadPiece, reason, sq)
	}
	pc := NewPiece(c, pt)
	p.board[sq] = pc
	p.toggle(pc, sq)
	return nil
}

// checkNifu refuses a board with two unpromoted pawns of one side on a
// file (nifu), which no legal game reaches.
func (p *Position) checkNifu() error {
	for c := Black; c <= White; c++ {
		for file := 1; file <= 9; file++ {
			if p.PiecesOf(c, Pawn).And(bitboard.FileMask81[file]).MoreThanOne() {
				return fmt.Errorf("sfen: %w: %s on file %d", ErrNifu, c, file)
			}
		}
	}
	return nil
}

// parseSide reads the SFEN side-to-move field: "b" (Black) or "w" (White).
func parseSide(s string) (Color, error) {
	switch s {
	case "b":
		return Black, nil
	case "w":
		return White, nil
	}
	return Black, fmt.Errorf("sfen side %q: %w", s, ErrBadSide)
}

// checkPieceCounts refuses more pieces of a kind, board and hands together
// (count, by unpromoted kind), than limits allows.
func checkPieceCounts(count, limits *[9]int) error {
	for pt := Pawn; pt <= King; pt++ {
		if count[pt] > limits[pt] {
			return fmt.Errorf("sfen: %w: %d %ss, at most %d", ErrTooManyPieces, count[pt], pt, limits[pt])
		}
	}
	return nil
}

// parseMoveNumber reads the optional fourth SFEN field, the move number;
// without it the position is at move 1.
func parseMoveNumber(f []string) (int, error) {
	if len(f) < 4 {
		return 1, nil
	}
	n, err := strconv.Atoi(f[3])
	if err != nil || n < 1 {
		return 0, fmt.Errorf("sfen move number %q: %w", f[3], ErrBadMoveNumber)
	}
	return n, nil
}

// initStack starts the state stack of a freshly set-up position with the
// keys and checkers of its current placement, room made for 64 moves.
func (p *Position) initStack() {
	bk, hk := p.computeKeys()
	p.stack = make([]state, 1, 64)
	p.stack[0] = state{boardKey: bk, handKey: hk}
	p.stack[0].checkers = p.computeCheckers()
}

// deadPiece says why a piece of color c and type pt cannot stand on rank r
// (1..9), or "" if it can.
func deadPiece(c Color, pt PieceType, r int) string {
	if c == White {
		r = 10 - r // the same rule seen from White's side
	}
	switch {
	case (pt == Pawn || pt == Lance) && r == 1:
		return fmt.Sprintf("%s %s on its last rank", c, pt)
	case pt == Knight && r <= 2:
		return fmt.Sprintf("%s knight on its last two ranks", c)
	}
	return ""
}

func parseHands(s string, q *Position, count *[9]int, limits *[9]int) error {
	if s == "-" {
		return nil
	}
	n := 0
	digits := 0
	for i := 0; i < len(s); i++ {
		b := s[i]
		if b >= '0' && b <= '9' {
			digits++
			n = n*10 + int(b-'0')
			if digits > 2 || n == 0 {
				return fmt.Errorf("sfen hand %q: %w: count at %d", s, ErrBadHand, i+1)
			}
			continue
		}
		pt := letterType(b)
		if pt == NoPieceType || pt == King {
			return fmt.Errorf("sfen hand %q: %w: %q is not a piece that can be held", s, ErrBadHand, b)
		}
		if n == 0 {
			n = 1
		}
		c := Black
		if b >= 'a' {
			c = White
		}
		if q.hand[c].Count(pt) != 0 {
			return fmt.Errorf("sfen hand %q: %w: %q listed twice", s, ErrBadHand, b)
		}
		if n > limits[pt] {
			return fmt.Errorf("sfen hand %q: %w: %d %ss, at most %d", s, ErrTooManyPieces, n, pt, limits[pt])
		}
		for k := 0; k < n; k++ {
			q.hand[c] = q.hand[c].Add(pt)
		}
		count[pt] += n
		n, digits = 0, 0
	}
	if digits > 0 {
		return fmt.Errorf("sfen hand %q: %w", s, ErrUnexpectedHandCnt)
	}
	return nil
}

// handOrder is the order SFEN writes pieces in hand: rook, bishop, gold,
// silver, knight, lance, pawn.
var handOrder = [7]PieceType{Rook, Bishop, Gold, Silver, Knight, Lance, Pawn}

// SFEN returns the position as SFEN text (with the move number).
func (p *Position) SFEN() string {
	return formatSFEN(func(sq int) Piece { return p.board[sq] }, p.side,
		func(c Color, pt PieceType) int { return p.hand[c].Count(pt) }, p.ply)
}

// formatSFEN writes an SFEN from its parts: the piece on each square (by
// bitboard.NewSquare81 index), the side to move, the count in hand of each
// colour and kind, and the move number.
func formatSFEN(pieceOn func(sq int) Piece, side Color, inHand func(Color, PieceType) int, ply int) string {
	var sb strings.Builder
	for r := 1; r <= 9; r++ {
		empty := 0
		for file := 9; file >= 1; file-- {
			pc := pieceOn(int(bitboard.NewSquare81(file, r)))
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteString(pc.String())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r < 9 {
			sb.WriteByte('/')
		}
	}
	if side == Black {
		sb.WriteString(" b ")
	} else {
		sb.WriteString(" w ")
	}
	hands := 0
	for c := Black; c <= White; c++ {
		for _, pt := range handOrder {
			n := inHand(c, pt)
			if n == 0 {
				continue
			}
			hands++
			if n > 1 {
				sb.WriteString(strconv.Itoa(n))
			}
			sb.WriteString(NewPiece(c, pt).String())
		}
	}
	if hands == 0 {
		sb.WriteByte('-')
	}
	sb.WriteByte(' ')
	sb.WriteString(strconv.Itoa(ply))
	return sb.String()
}

// String returns the SFEN of the position.
func (p *Position) String() string { return p.SFEN() }
