package othello

import (
	"math/bits"

	"bitban/bitboard"
)

// Board is an Othello position from the view of the side to move: Player
// holds its discs, Opponent the other side's. The two never overlap.
type Board struct {
	Player, Opponent uint64
}

// PassMove is the move value of a pass (squares are 0..63).
const PassMove = 64

// Start returns the standard start position, black to move: D5 and E4
// black, D4 and E5 white.
func Start() Board {
	return Board{Player: 1<<35 | 1<<28, Opponent: 1<<27 | 1<<36}
}

// Moves returns the legal moves of the side to move as a bitboard.
func (b Board) Moves() uint64 { return Moves(b.Player, b.Opponent) }

// Empty returns the empty squares.
func (b Board) Empty() uint64 { return ^(b.Player | b.Opponent) }

// Empties returns the number of empty squares.
func (b Board) Empties() int { return bits.OnesCount64(^(b.Player | b.Opponent)) }

// Flip returns the discs a move on sq would flip (0 if sq flips nothing,
// which for an empty sq means the move is illegal).
func (b Board) Flip(sq int) uint64 { return Flip(b.Player, b.Opponent, sq) }

// IsLegal reports whether sq (0..63) is a legal move for the side to move.
func (b Board) IsLegal(sq int) bool {
	return sq >= 0 && sq < 64 && b.Moves()&(1<<uint(sq)) != 0
}

// Play returns the board after the side to move plays sq, from the view of
// the new side to move (the former opponent). sq must be a legal move: Play
// does not check (use IsLegal or Position.PlayMove for checked play).
func (b Board) Play(sq int) Board {
	f := Flip(b.Player, b.Opponent, sq)
	return Board{Player: b.Opponent ^ f, Opponent: b.Player ^ f ^ 1<<uint(sq&63)}
}

// PlayFlip is Play with the flipped discs already known.
func (b Board) PlayFlip(sq int, flipped uint64) Board {
	return Board{Player: b.Opponent ^ flipped, Opponent: b.Player ^ flipped ^ 1<<uint(sq&63)}
}

// Pass returns the board with the sides swapped (the side to move passes).
func (b Board) Pass() Board { return Board{Player: b.Opponent, Opponent: b.Player} }

// MustPass reports whether the side to move has no move but the opponent has.
func (b Board) MustPass() bool {
	return b.Moves() == 0 && Moves(b.Opponent, b.Player) != 0
}

// GameOver reports whether neither side can move.
func (b Board) GameOver() bool {
	return Moves(b.Player, b.Opponent) == 0 && Moves(b.Opponent, b.Player) == 0
}

// DiscDiff returns the player's discs minus the opponent's.
func (b Board) DiscDiff() int {
	return bits.OnesCount64(b.Player) - bits.OnesCount64(b.Opponent)
}

// FinalScore returns the final disc differential of a finished game from the
// player's view, the empty squares going to the winner (none on a draw):
// the scoring of the world championship rules and of the FFO suite.
func (b Board) FinalScore() int {
	p, o := bits.OnesCount64(b.Player), bits.OnesCount64(b.Opponent)
	e := 64 - p - o
	switch {
	case p > o:
		return p - o + e
	case p < o:
		return p - o - e
	}
	return 0
}

// innerMask is files B-G (the seed 004's 0x7e7e7e7e7e7e7e7e), read from a
// variable on purpose: with the constant, the compiler rewrites every
// inner & x as O & x & constant, one more instruction per use in Moves.
var innerMask uint64 = bitboard.Inner

// Moves returns the legal moves of the side owning P against O: the empty
// squares from which a run of O discs ends on a P disc in some direction.
//
// It is Edax's shift-based mobility: for each of the four line directions
// both senses are filled at once, with the run doubled after two single
// steps (at most six O discs can lie between a move and its anchor). The
// horizontal and diagonal directions use O masked to files B-G (the seed
// 004's 0x7e7e7e7e7e7e7e7e) so runs cannot wrap around the board edge.
func Moves(P, O uint64) uint64 {
	// Written out (four calls of a helper would not be inlined).
	inner := O & innerMask

	// East (toward higher bits): one addition. P<<1 & inner are the first
	// discs of runs going East; adding them to inner carries through each
	// run and sets the square after it (the runs lie on files B-G, so the
	// carry never leaves the rank).
	m := inner + (P<<1)&inner
	// West (shift 1 right), on inner.
	r := inner & (P >> 1)
	r |= inner & (r >> 1)
	mr := inner & (inner >> 1)
	r |= mr & (r >> 2)
	r |= mr & (r >> 2)
	m |= r >> 1

	// North/South (shift 8), on all of O: nothing wraps.
	l := O & (P << 8)
	r = O & (P >> 8)
	l |= O & (l << 8)
	r |= O & (r >> 8)
	ml := O & (O << 8)
	mr = ml >> 8
	l |= ml & (l << 16)
	r |= mr & (r >> 16)
	l |= ml & (l << 16)
	r |= mr & (r >> 16)
	m |= l<<8 | r>>8

	// NorthWest/SouthEast (shift 7), on inner.
	l = inner & (P << 7)
	r = inner & (P >> 7)
	l |= inner & (l << 7)
	r |= inner & (r >> 7)
	ml = inner & (inner << 7)
	mr = ml >> 7
	l |= ml & (l << 14)
	r |= mr & (r >> 14)
	l |= ml & (l << 14)
	r |= mr & (r >> 14)
	m |= l<<7 | r>>7

	// NorthEast/SouthWest (shift 9), on inner.
	l = inner & (P << 9)
	r = inner & (P >> 9)
	l |= inner & (l << 9)
	r |= inner & (r >> 9)
	ml = inner & (inner << 9)
	mr = ml >> 9
	l |= ml & (l << 18)
	r |= mr & (r >> 18)
	l |= ml & (l << 18)
	r |= mr & (r >> 18)
	m |= l<<9 | r>>9

	return m &^ (P | O)
}

// MovesKoggeStone computes Moves with the bitboard package's Kogge-Stone
// occluded fills, one direction at a time: FillX(P, O) & O is every O disc
// on a run starting next to a P disc, and one more step along X lands on the
// square that closes the run. It is a second, independent implementation
// (tested against Moves) and a row of the benchmark comparison.
func MovesKoggeStone(P, O uint64) uint64 {
	m := bitboard.ShiftN(bitboard.FillN(P, O) & O)
	m |= bitboard.ShiftS(bitboard.FillS(P, O) & O)
	m |= bitboard.ShiftE(bitboard.FillE(P, O) & O)
	m |= bitboard.ShiftW(bitboard.FillW(P, O) & O)
	m |= bitboard.ShiftNE(bitboard.FillNE(P, O) & O)
	m |= bitboard.ShiftNW(bitboard.FillNW(P, O) & O)
	m |= bitboard.ShiftSE(bitboard.FillSE(P, O) & O)
	m |= bitboard.ShiftSW(bitboard.FillSW(P, O) & O)
	return m &^ (P | O)
}
