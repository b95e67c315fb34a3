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

func (p *Position) setSFEN(s string, strict bool) error {
	s = strings.TrimSpace(s)
	if s == "startpos" {
		s = StartSFEN
	}
	s = strings.TrimPrefix(s, "sfen ")
	f := strings.Fields(s)
	if len(f) != 3 && len(f) != 4 {
		return fmt.Errorf("sfen %q: %w (got %d)", s, ErrSFENFields, len(f))
	}
	var q Position
	q.king = [2]Square{NoSquare, NoSquare}
	var count [9]int
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 9 {
		return fmt.Errorf("sfen board %q: %w (got %d)", f[0], ErrRankCount, len(ranks))
	}
	for ri, rank := range ranks {
		r := ri + 1
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
				c := Black
				if b >= 'a' {
					c = White
				}
				sq := bitboard.NewSquare81(file, r)
				count[pt.Demote()]++
				if pt == King {
					if q.king[c] != NoSquare {
						return fmt.Errorf("sfen: %w (%s)", ErrTooManyKings, c)
					}
					q.king[c] = sq
				}
				if reason := deadPiece(c, pt, r); reason != "" {
					return fmt.Errorf("sfen: %w: %s on %s", ErrDeadPiece, reason, sq)
				}
				pc := NewPiece(c, pt)
				q.board[sq] = pc
				q.toggle(pc, sq)
				file--
			}
		}
		if promoted {
			return fmt.Errorf("sfen rank %d %q: %w: '+' at the end of the rank", r, rank, ErrBadPromotion)
		}
		if file != 0 {
			return fmt.Errorf("sfen rank %d %q: %w (got %d)", r, rank, ErrRankLength, 9-file)
		}
	}
	for c := Black; c <= White; c++ {
		for file := 1; file <= 9; file++ {
			if q.PiecesOf(c, Pawn).And(bitboard.FileMask81[file]).MoreThanOne() {
				return fmt.Errorf("sfen: %w: %s on file %d", ErrNifu, c, file)
			}
		}
	}
	switch f[1] {
	case "b":
		q.side = Black
	case "w":
		q.side = White
	default:
		return fmt.Errorf("sfen side %q: %w", f[1], ErrBadSide)
	}
	limits := &pieceCounts
	if !strict {
		limits = &relaxedCounts
	}
	if err := parseHands(f[2], &q, &count, limits); err != nil {
		return err
	}
	for pt := Pawn; pt <= King; pt++ {
		if count[pt] > limits[pt] {
			return fmt.Errorf("sfen: %w: %d %ss, at most %d", ErrTooManyPieces, count[pt], pt, limits[pt])
		}
	}
	q.ply = 1
	if len(f) == 4 {
		n, err := strconv.Atoi(f[3])
		if err != nil || n < 1 {
			return fmt.Errorf("sfen move number %q: %w", f[3], ErrBadMoveNumber)
		}
		q.ply = n
	}
	if k := q.king[q.side.Opp()]; k != NoSquare && q.AttackersTo(k, q.side, q.bb[bbAll]).NonZero() {
		return fmt.Errorf("sfen: %w (%s's king on %s)", ErrOpponentInCheck, q.side.Opp(), k)
	}
	bk, hk := q.computeKeys()
	q.stack = make([]state, 1, 64)
	q.stack[0] = state{boardKey: bk, handKey: hk}
	q.stack[0].checkers = q.computeCheckers()
	*p = q
	return nil
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
			q.hand[c] = q.hand[c].add(pt)
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
