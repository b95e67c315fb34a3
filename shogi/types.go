package shogi

import (
	"bitban/bitboard"
)

// Square is a square of the board: file-major, (file-1)*9 + (rank-1), so
// 1a = 0, 1i = 8, 9i = 80 (see bitboard.Square81). Its String is the USI
// name ("7g").
type Square = bitboard.Square81

// Bitboard is the 81-square set (two words, files 1-7 and 8-9).
type Bitboard = bitboard.Board81

// NoSquare is the value of a missing square (for example the square of a
// king that is not on the board).
const NoSquare = bitboard.NoSquare81

// Color is the side: Black (sente, moves first, plays up the board toward
// rank a) or White (gote).
type Color uint8

const (
	Black Color = 0
	White Color = 1
)

// Opp returns the other side.
func (c Color) Opp() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// PieceType is a kind of piece without its color. The promoted kinds are the
// unpromoted ones + 8 (Pawn+8 = ProPawn, the tokin), as in YaneuraOu, so
// promotion and demotion are one addition; the first seven are also the
// kinds a hand holds.
type PieceType uint8

const (
	NoPieceType PieceType = iota
	Pawn
	Lance
	Knight
	Silver
	Bishop
	Rook
	Gold
	King
	ProPawn
	ProLance
	ProKnight
	ProSilver
	Horse  // promoted bishop
	Dragon // promoted rook
	// NumPieceTypes is the length of an array indexed by PieceType
	// (NoPieceType .. Dragon), such as the evaluation's tables.
	NumPieceTypes
)

// Promoted is the value added to a piece type to promote it.
const Promoted PieceType = 8

// CanPromote reports whether a piece of this type may promote.
func (pt PieceType) CanPromote() bool { return pt >= Pawn && pt <= Rook }

// IsPromoted reports whether the type is a promoted piece.
func (pt PieceType) IsPromoted() bool { return pt > King && pt < NumPieceTypes }

// Promote returns the promoted type (pt must be able to promote).
func (pt PieceType) Promote() PieceType { return pt + Promoted }

// Demote returns the unpromoted type: what a captured piece becomes in hand.
func (pt PieceType) Demote() PieceType {
	if pt > King {
		return pt - Promoted
	}
	return pt
}

var pieceTypeNames = [NumPieceTypes]string{"none", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king",
	"tokin", "promoted lance", "promoted knight", "promoted silver", "horse", "dragon"}

func (pt PieceType) String() string {
	if pt >= NumPieceTypes {
		return "invalid"
	}
	return pieceTypeNames[pt]
}

// Piece is a piece of one color: type | color<<4. NoPiece is an empty square.
type Piece uint8

// NoPiece is the empty square.
const NoPiece Piece = 0

// NewPiece returns the piece of type pt and color c.
func NewPiece(c Color, pt PieceType) Piece { return Piece(pt) | Piece(c)<<4 }

// Type returns the kind of the piece.
func (pc Piece) Type() PieceType { return PieceType(pc & 15) }

// Color returns the side the piece belongs to.
func (pc Piece) Color() Color { return Color(pc >> 4 & 1) }

// usiLetters are the SFEN/USI letters of the unpromoted black pieces
// ("P", "L", ...); white uses lower case, promoted pieces a '+' prefix.
const usiLetters = " PLNSBRGK"

// String returns the SFEN text of the piece: "P", "+r", ... ("." for none).
func (pc Piece) String() string {
	pt := pc.Type()
	if pc == NoPiece || pt >= NumPieceTypes {
		return "."
	}
	s := ""
	if pt.IsPromoted() {
		s = "+"
		pt = pt.Demote()
	}
	l := usiLetters[pt]
	if pc.Color() == White {
		l |= 0x20
	}
	return s + string(l)
}

// Hand is the pieces one side holds, packed in 32 bits (a count per kind:
// pawn 5 bits, the others 3 or 2), so that copying and comparing a hand is
// one word.
type Hand uint32

var (
	handShift = [8]uint8{0, 0, 6, 10, 14, 18, 21, 24}
	handMask  = [8]uint32{0, 31, 7, 7, 7, 3, 3, 7}
)

// Count returns how many pieces of kind pt (Pawn..Gold) the hand holds.
func (h Hand) Count(pt PieceType) int {
	return int(uint32(h) >> handShift[pt&7] & handMask[pt&7])
}

// Has reports whether the hand holds a piece of kind pt.
func (h Hand) Has(pt PieceType) bool { return uint32(h)>>handShift[pt&7]&handMask[pt&7] != 0 }

// Add returns the hand with one more piece of kind pt (Pawn..Gold).
func (h Hand) Add(pt PieceType) Hand { return h + Hand(1)<<handShift[pt&7] }

// Sub returns the hand with one piece of kind pt less; the hand must hold
// one.
func (h Hand) Sub(pt PieceType) Hand { return h - Hand(1)<<handShift[pt&7] }

// handBorrow holds the spare bit above each kind's field of a Hand: with
// them set in a, a subtraction a-b clears the bit of exactly the kinds
// where b holds more.
const handBorrow = 1<<5 | 1<<9 | 1<<13 | 1<<17 | 1<<20 | 1<<23 | 1<<27

// Covers reports whether h holds at least as many pieces of every kind as
// b, in one subtraction (the hand superiority of the mate solver's table).
func (h Hand) Covers(b Hand) bool {
	return (uint32(h)|handBorrow-uint32(b))&handBorrow == handBorrow
}

// handExceptPawnLanceKnight masks the silver, bishop, rook and gold fields:
// the kinds that may be dropped on any empty square.
const handExceptPawnLanceKnight Hand = 7<<14 | 3<<18 | 3<<21 | 7<<24

// Move is a move in 32 bits:
//
//	bits 0-6   destination square
//	bits 7-13  origin square, or the dropped piece type for a drop
//	bit 14     drop
//	bit 15     promotion
//	bits 16-19 the type of the moving (or dropped) piece, before promotion
//
// The low 16 bits alone identify the move in a position (that is what USI
// writes); the piece type saves make-move a board read. MoveNone is 0.
type Move uint32

// MoveNone is "no move" (USI "none" / "resign" are handled by the protocol).
const MoveNone Move = 0

const (
	moveDrop    Move = 1 << 14
	movePromote Move = 1 << 15
)

// NewMove returns a board move of a piece of type pt.
func NewMove(from, to Square, pt PieceType, promote bool) Move {
	m := Move(to) | Move(from)<<7 | Move(pt)<<16
	if promote {
		m |= movePromote
	}
	return m
}

// NewDrop returns the drop of a piece of type pt on to.
func NewDrop(pt PieceType, to Square) Move {
	return Move(to) | Move(pt)<<7 | moveDrop | Move(pt)<<16
}

// To returns the destination square.
func (m Move) To() Square { return Square(m & 127) }

// From returns the origin square of a board move (meaningless for a drop).
func (m Move) From() Square { return Square(m >> 7 & 127) }

// IsDrop reports whether the move drops a piece from the hand.
func (m Move) IsDrop() bool { return m&moveDrop != 0 }

// IsPromotion reports whether the move promotes the piece.
func (m Move) IsPromotion() bool { return m&movePromote != 0 }

// DropType returns the dropped piece type of a drop.
func (m Move) DropType() PieceType { return PieceType(m >> 7 & 15) }

// PieceType returns the type of the moving piece before promotion (the
// dropped type for a drop).
func (m Move) PieceType() PieceType { return PieceType(m >> 16 & 15) }

// Key16 returns the low 16 bits: what identifies the move in a position.
func (m Move) Key16() uint16 { return uint16(m) }

// MaxMoves is the most legal moves a shogi position can have (593 is the
// known maximum), rounded up: a caller's buffer of this size never
// overflows.
const MaxMoves = 600
