package othello

import (
	"fmt"
	"math/bits"
	"strings"
)

// Diagram draws the position for a terminal, rank 1 at the top as in
// Othello diagrams (A1 top-left): X black, O white, '.' empty, '*' a legal
// move of the side to move. A last line gives the disc counts and the side to
// move (or that the game is over, with the final score).
//
//	  A B C D E F G H
//	1 . . . . . . . . 1
//	...
func (p Position) Diagram() string {
	black, white := p.Discs()
	moves := p.Moves()
	var b strings.Builder
	b.WriteString("  A B C D E F G H\n")
	for y := 0; y < 8; y++ {
		fmt.Fprintf(&b, "%d", y+1)
		for x := 0; x < 8; x++ {
			bit := uint64(1) << uint(y*8+x)
			c := byte('.')
			switch {
			case black&bit != 0:
				c = 'X'
			case white&bit != 0:
				c = 'O'
			case moves&bit != 0:
				c = '*'
			}
			b.WriteByte(' ')
			b.WriteByte(c)
		}
		fmt.Fprintf(&b, " %d\n", y+1)
	}
	b.WriteString("  A B C D E F G H\n")
	nb, nw := bits.OnesCount64(black), bits.OnesCount64(white)
	switch {
	case p.GameOver():
		fmt.Fprintf(&b, "X %d  O %d  game over, black %+d\n", nb, nw, p.FinalScoreBlack())
	case moves == 0:
		fmt.Fprintf(&b, "X %d  O %d  %s (%s) to move: must pass\n", nb, nw, p.Turn, colorChar(p.Turn))
	default:
		fmt.Fprintf(&b, "X %d  O %d  %s (%s) to move, %d moves\n", nb, nw, p.Turn, colorChar(p.Turn), bits.OnesCount64(moves))
	}
	return b.String()
}

func colorChar(c Color) string {
	if c == Black {
		return "X"
	}
	return "O"
}

// String formats the position as an OBF line.
func (p Position) String() string { return FormatOBF(p) }
