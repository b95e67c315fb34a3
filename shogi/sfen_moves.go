package shogi

import (
	"errors"
	"fmt"
	"strings"
)

// ParseSFENMoves reads a position the way USI's position command writes
// it: "startpos" or an SFEN (with or without a leading "sfen"), optionally
// followed by "moves m1 m2 ..." played from it. relaxed accepts extra
// pieces of a kind as ParseSFENRelaxed does. A bad move is an error naming
// its number.
func ParseSFENMoves(s string, relaxed bool) (*Position, error) {
	base, moves, hasMoves := strings.Cut(" "+strings.TrimSpace(s)+" ", " moves ")
	base = strings.TrimSpace(base)
	p, err := ParseSFEN(base)
	if relaxed && errors.Is(err, ErrTooManyPieces) {
		p, err = ParseSFENRelaxed(base)
	}
	if err != nil {
		return nil, err
	}
	if !hasMoves {
		return p, nil
	}
	for i, ms := range strings.Fields(moves) {
		m, err := p.ParseUSIMove(ms)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		p.DoMove(m)
	}
	return p, nil
}

// ErrNoKing is CheckGamePosition's error: the side not to move has no king.
var ErrNoKing = errors.New("has no king")

// CheckGamePosition reports a position no game can reach that ParseSFEN
// lets through (it reads tsume problems too): the side not to move has no
// king. A tsume may leave out only the attacker's king, the side to move's:
// without the defender's king there is nothing to mate. The error wraps
// ErrNoKing.
func (p *Position) CheckGamePosition() error {
	if def := p.SideToMove() ^ 1; p.KingSquare(def) == NoSquare {
		return fmt.Errorf("%s, not to move, %w (only the side to move may lack one, as in a tsume problem)", def, ErrNoKing)
	}
	return nil
}
