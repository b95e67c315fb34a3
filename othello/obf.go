package othello

import (
	"fmt"
	"strconv"
	"strings"
)

// OBF is one position line of an OBF file:
//
//	<64 characters A1..H8> <side to move>[; MOVE:score; ...]
//
// Square characters: X, x or * black; O, o white; -, . or _ empty. The side
// to move is X/x/* (black) or O/o (white). The optional annotations give a
// score per move (the FFO suites list every legal move, best first).
type OBF struct {
	Position
	Scores []MoveScore
}

// MoveScore is one "MOVE:score" annotation of an OBF line.
type MoveScore struct {
	Move  int
	Score int
}

// ParseOBF reads one OBF line.
func ParseOBF(line string) (OBF, error) {
	var r OBF
	s := strings.TrimRight(line, " \t\r\n")
	s = strings.TrimLeft(s, " \t")
	if len(s) < 64 {
		return r, fmt.Errorf("obf: board has %d characters before the end of the line, want 64", len(s))
	}
	var black, white uint64
	for i := 0; i < 64; i++ {
		switch s[i] {
		case 'X', 'x', '*':
			black |= 1 << uint(i)
		case 'O', 'o':
			white |= 1 << uint(i)
		case '-', '.', '_':
		default:
			if s[i] == ' ' || s[i] == '\t' || s[i] == ';' {
				return r, fmt.Errorf("obf: board has %d characters, want 64", i)
			}
			return r, fmt.Errorf("obf: character %d (square %s) is %q, want X, O or -", i+1, MoveName(i), rune(s[i]))
		}
	}
	rest := s[64:]
	if rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		if rest != "" && rest[0] != ';' {
			return r, fmt.Errorf("obf: board has more than 64 characters (character 65 is %q)", rune(rest[0]))
		}
		return r, fmt.Errorf("obf: missing side to move after the 64 squares (want X or O)")
	}
	rest = strings.TrimLeft(rest, " \t")
	if rest == "" || rest[0] == ';' {
		return r, fmt.Errorf("obf: missing side to move after the 64 squares (want X or O)")
	}
	var turn Color
	switch rest[0] {
	case 'X', 'x', '*':
		turn = Black
	case 'O', 'o':
		turn = White
	default:
		return r, fmt.Errorf("obf: side to move %q, want X or O", rune(rest[0]))
	}
	rest = rest[1:]
	r.Position = NewPosition(black, white, turn)
	rest = strings.TrimLeft(rest, " \t")
	if rest == "" {
		return r, nil
	}
	if rest[0] != ';' {
		return r, fmt.Errorf("obf: unexpected %q after the side to move, want ';' or the end of the line", rest)
	}
	for n, f := range strings.Split(rest[1:], ";") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		mv, sc, ok := strings.Cut(f, ":")
		if !ok {
			return r, fmt.Errorf("obf: annotation %d %q: want MOVE:score", n+1, f)
		}
		m, err := ParseMove(mv)
		if err != nil {
			return r, fmt.Errorf("obf: annotation %d %q: %v", n+1, f, err)
		}
		v, err := strconv.Atoi(strings.TrimSpace(sc))
		if err != nil || v < -64 || v > 64 {
			return r, fmt.Errorf("obf: annotation %d %q: score %q is not an integer -64..64", n+1, f, sc)
		}
		r.Scores = append(r.Scores, MoveScore{m, v})
	}
	return r, nil
}

// FormatOBF writes the 64 squares and the side to move ("... X").
func FormatOBF(p Position) string {
	var b [66]byte
	black, white := p.Discs()
	for i := 0; i < 64; i++ {
		switch {
		case black>>uint(i)&1 != 0:
			b[i] = 'X'
		case white>>uint(i)&1 != 0:
			b[i] = 'O'
		default:
			b[i] = '-'
		}
	}
	b[64] = ' '
	b[65] = 'X'
	if p.Turn == White {
		b[65] = 'O'
	}
	return string(b[:])
}

// String formats the line with its annotations, as in the FFO files.
func (o OBF) String() string {
	var b strings.Builder
	b.WriteString(FormatOBF(o.Position))
	if len(o.Scores) > 0 {
		b.WriteByte(';')
	}
	for _, s := range o.Scores {
		fmt.Fprintf(&b, " %s:%+d;", MoveName(s.Move), s.Score)
	}
	return b.String()
}
