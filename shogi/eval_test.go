package shogi

import (
	"fmt"
	"strings"
	"testing"
)

// flipSFEN returns the position seen from the other side: the board turned
// by 180 degrees, colors and hands swapped, the other side to move.
func flipSFEN(p *Position) string {
	var rows []string
	for r := 9; r >= 1; r-- {
		row, empty := "", 0
		for f := 1; f <= 9; f++ {
			pc := p.PieceOn(Square((f-1)*9 + r - 1))
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				row += fmt.Sprint(empty)
				empty = 0
			}
			row += NewPiece(pc.Color().Opp(), pc.Type()).String()
		}
		if empty > 0 {
			row += fmt.Sprint(empty)
		}
		rows = append(rows, row)
	}
	f := strings.Fields(p.SFEN())
	hands := f[2]
	swapped := ""
	for _, c := range hands {
		switch {
		case c >= 'A' && c <= 'Z':
			swapped += string(c + 32)
		case c >= 'a' && c <= 'z':
			swapped += string(c - 32)
		default:
			swapped += string(c)
		}
	}
	side := "w"
	if p.SideToMove() == White {
		side = "b"
	}
	return strings.Join(rows, "/") + " " + side + " " + swapped + " 1"
}

// TestEvaluateSymmetric checks that the evaluation does not depend on which
// color plays which side: a position and its flip score the same for the
// side to move, on positions of random games.
func TestEvaluateSymmetric(t *testing.T) {
	for _, start := range append([]string{StartSFEN}, searchPositions...) {
		p, err := ParseSFEN(start)
		if err != nil {
			t.Fatal(err)
		}
		var buf [MaxMoves]Move
		for ply := 0; ply < 120; ply++ {
			q, err := ParseSFENRelaxed(flipSFEN(p))
			if err != nil {
				t.Fatalf("flip of %s: %v", p.SFEN(), err)
			}
			if a, b := Evaluate(p), Evaluate(q); a != b {
				t.Fatalf("eval %d of %s but %d of its flip %s", a, p.SFEN(), b, q.SFEN())
			}
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.DoMove(moves[(ply*7919+13)%len(moves)])
		}
	}
}
