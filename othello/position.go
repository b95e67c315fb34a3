package othello

import "fmt"

// Color is a side: Black moves first.
type Color uint8

const (
	Black Color = iota
	White
)

// Other returns the other colour.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// Position is a board with the colour of the side to move (who owns
// Board.Player).
type Position struct {
	Board
	Turn Color
}

// StartPosition returns the standard start position, black to move.
func StartPosition() Position { return Position{Board: Start(), Turn: Black} }

// NewPosition builds a position from the black and white discs and the side
// to move. It does not check that the discs are disjoint.
func NewPosition(black, white uint64, turn Color) Position {
	if turn == Black {
		return Position{Board{black, white}, Black}
	}
	return Position{Board{white, black}, White}
}

// Discs returns the black and the white discs.
func (p Position) Discs() (black, white uint64) {
	if p.Turn == Black {
		return p.Player, p.Opponent
	}
	return p.Opponent, p.Player
}

// Play returns the position after the side to move plays sq (a legal move,
// unchecked) or passes (sq == PassMove).
func (p Position) Play(sq int) Position {
	if sq == PassMove {
		return Position{p.Board.Pass(), p.Turn.Other()}
	}
	return Position{p.Board.Play(sq), p.Turn.Other()}
}

// PlayMove plays sq or PassMove after checking that it is legal: a pass is
// legal only when the side to move has no move and the game is not over.
func (p Position) PlayMove(sq int) (Position, error) {
	switch {
	case sq == PassMove:
		if p.Moves() != 0 {
			return p, fmt.Errorf("pass: %s has a legal move", p.Turn)
		}
		if p.GameOver() {
			return p, fmt.Errorf("pass: the game is over")
		}
	case sq < 0 || sq > 63:
		return p, fmt.Errorf("move %d: not a square 0..63", sq)
	case (p.Player|p.Opponent)&(1<<uint(sq)) != 0:
		return p, fmt.Errorf("move %s: the square is not empty", MoveName(sq))
	case !p.IsLegal(sq):
		if p.GameOver() {
			return p, fmt.Errorf("move %s: the game is over", MoveName(sq))
		}
		if p.Moves() == 0 {
			return p, fmt.Errorf("move %s: %s has no legal move and must pass", MoveName(sq), p.Turn)
		}
		return p, fmt.Errorf("move %s: flips nothing for %s", MoveName(sq), p.Turn)
	}
	return p.Play(sq), nil
}

// FinalScoreBlack returns the final score from black's view (empties to the
// winner).
func (p Position) FinalScoreBlack() int {
	if p.Turn == Black {
		return p.FinalScore()
	}
	return -p.FinalScore()
}
