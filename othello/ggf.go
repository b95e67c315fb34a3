package othello

import (
	"fmt"
	"strconv"
	"strings"
)

// GGF game records (the Generic Game Format of GGS, spoken by NBoard):
//
//	(;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.5]W[F6/-0.50]B[PA];)
//
// BO[8 <64 squares> <side>] gives the start position (squares A1..H8, '*'
// black, 'O' white, '-' empty; the side '*' or 'O'); B[...] and W[...] are
// moves in order, each "<move>[/<eval>[/<time>]]" with the move a square or
// PA (pass). Other tags are kept and written back as they were.

// GameMove is one move of a game record.
type GameMove struct {
	Move    int     // square or PassMove
	Eval    float64 // the mover's evaluation in discs (if HasEval)
	HasEval bool
	Time    float64 // seconds spent (if HasTime)
	HasTime bool
}

// Game is a game record: a start position and the moves played from it.
type Game struct {
	Start Position
	Moves []GameMove
	Tags  []GGFTag // other tags, in order (GM, PC, PB, PW, RE, TI, ...)
}

// GGFTag is one KEY[value] pair.
type GGFTag struct{ Key, Value string }

// Position returns the position after all moves (the moves were checked
// when the game was parsed or built with Play).
func (g *Game) Position() Position {
	p := g.Start
	for _, m := range g.Moves {
		p = p.Play(m.Move)
	}
	return p
}

// Play appends a move after checking it is legal in the current position.
func (g *Game) Play(m GameMove) error {
	p := g.Position()
	if _, err := p.PlayMove(m.Move); err != nil {
		return err
	}
	g.Moves = append(g.Moves, m)
	return nil
}

// ParseGGF reads one GGF game. Errors name the byte offset and the tag.
func ParseGGF(s string) (Game, error) {
	var g Game
	body, off, err := ggfBody(s)
	if err != nil {
		return g, err
	}
	g.Start = StartPosition()
	moves, err := g.readGGFTags(body, off)
	if err != nil {
		return g, err
	}
	err = g.playGGFMoves(moves)
	return g, err
}

// ggfBody cuts the tags out of a record "(;...;)", which may be surrounded
// by whitespace but by nothing else, and gives the offset in s where they
// start, for the error messages.
func ggfBody(s string) (body string, off int, err error) {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "(;") {
		return "", 0, fmt.Errorf("ggf: want the game to start with \"(;\"")
	}
	off = len(s) - len(strings.TrimLeft(s, " \t\r\n")) + 2
	body = t[2:]
	end := strings.Index(body, ";)")
	if end < 0 {
		return "", 0, fmt.Errorf("ggf: missing \";)\" at the end of the game")
	}
	if rest := strings.TrimSpace(body[end+2:]); rest != "" {
		return "", 0, fmt.Errorf("ggf: unexpected %q after the end of the game", clip(rest))
	}
	return body[:end], off, nil
}

// ggfMoveTag is a B[...] or W[...] tag as read, checked only once all tags
// are in (a BO tag may set the position they start from).
type ggfMoveTag struct {
	colour Color
	text   string
	off    int // where the tag starts in the record
}

// readGGFTags reads the tags of body (off is its offset in the record): BO
// sets g.Start, B and W are returned in order to be played, and the others
// are kept in g.Tags. BO may come once, before the first move.
func (g *Game) readGGFTags(body string, off int) ([]ggfMoveTag, error) {
	haveBoard := false
	var moves []ggfMoveTag
	for i := 0; i < len(body); {
		c := body[i]
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			i++
			continue
		}
		key, val, next, err := nextGGFTag(body, i, off)
		if err != nil {
			return nil, err
		}
		switch key {
		case "BO":
			if haveBoard {
				return nil, fmt.Errorf("ggf: offset %d: a second BO tag", off+i)
			}
			p, err := parseGGFBoard(val)
			if err != nil {
				return nil, fmt.Errorf("ggf: offset %d: BO: %v", off+i, err)
			}
			if len(moves) > 0 {
				return nil, fmt.Errorf("ggf: offset %d: BO after the first move", off+i)
			}
			g.Start, haveBoard = p, true
		case "B":
			moves = append(moves, ggfMoveTag{Black, val, off + i})
		case "W":
			moves = append(moves, ggfMoveTag{White, val, off + i})
		default:
			g.Tags = append(g.Tags, GGFTag{key, val})
		}
		i = next
	}
	return moves, nil
}

// nextGGFTag reads the tag KEY[value] (KEY in capitals) that starts at
// body[i], and where the text after it starts.
func nextGGFTag(body string, i, off int) (key, val string, next int, err error) {
	j := i
	for j < len(body) && body[j] >= 'A' && body[j] <= 'Z' {
		j++
	}
	if j == i {
		return "", "", 0, fmt.Errorf("ggf: offset %d: unexpected %q, want a tag KEY[value]", off+i, rune(body[i]))
	}
	key = body[i:j]
	if j >= len(body) || body[j] != '[' {
		return "", "", 0, fmt.Errorf("ggf: offset %d: tag %s without [value]", off+i, key)
	}
	k := strings.IndexByte(body[j:], ']')
	if k < 0 {
		return "", "", 0, fmt.Errorf("ggf: offset %d: tag %s: missing ']'", off+i, key)
	}
	return key, body[j+1 : j+k], j + k + 1, nil
}

// playGGFMoves checks the moves from g.Start and appends them to g.Moves.
// A move by the side not to move is taken as following a forced pass the
// record left out (GGF writes passes, but be lenient); otherwise it is an
// error.
func (g *Game) playGGFMoves(moves []ggfMoveTag) error {
	p := g.Start
	for n, rm := range moves {
		m, err := parseGGFMove(rm.text)
		if err != nil {
			return fmt.Errorf("ggf: offset %d: move %d: %v", rm.off, n+1, err)
		}
		if rm.colour != p.Turn {
			if !p.MustPass() {
				return fmt.Errorf("ggf: offset %d: move %d: %s to move, not %s", rm.off, n+1, p.Turn, rm.colour)
			}
			g.Moves = append(g.Moves, GameMove{Move: PassMove})
			p = p.Play(PassMove)
		}
		np, err := p.PlayMove(m.Move)
		if err != nil {
			return fmt.Errorf("ggf: offset %d: move %d: %v", rm.off, n+1, err)
		}
		g.Moves = append(g.Moves, m)
		p = np
	}
	return nil
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// parseGGFBoard reads "8 <64 squares> <side>" (spaces inside are allowed
// between the size, the squares and the side).
func parseGGFBoard(v string) (Position, error) {
	f := strings.Fields(v)
	if len(f) < 2 || f[0] != "8" {
		return Position{}, fmt.Errorf("want \"8 <64 squares> <side>\", got %q", clip(v))
	}
	sq := strings.Join(f[1:len(f)-1], "")
	side := f[len(f)-1]
	if len(f) == 2 && len(side) == 65 { // squares and side run together
		sq, side = side[:64], side[64:]
	}
	if len(sq) != 64 {
		return Position{}, fmt.Errorf("board has %d squares, want 64", len(sq))
	}
	var black, white uint64
	for i := 0; i < 64; i++ {
		switch sq[i] {
		case '*', 'X', 'x', 'B', 'b':
			black |= 1 << i
		case 'O', 'o', 'W', 'w':
			white |= 1 << i
		case '-', '.', '_':
		default:
			return Position{}, fmt.Errorf("square %s is %q, want *, O or -", MoveName(i), rune(sq[i]))
		}
	}
	var turn Color
	switch side {
	case "*", "X", "x", "B", "b":
		turn = Black
	case "O", "o", "W", "w":
		turn = White
	default:
		return Position{}, fmt.Errorf("side to move %q, want * or O", clip(side))
	}
	return NewPosition(black, white, turn), nil
}

// parseGGFMove reads "<move>[/<eval>[/<time>]]" (empty fields allowed).
func parseGGFMove(v string) (GameMove, error) {
	var m GameMove
	parts := strings.Split(strings.TrimSpace(v), "/")
	if len(parts) > 3 {
		return m, fmt.Errorf("%q: want MOVE[/EVAL[/TIME]]", clip(v))
	}
	sq, err := ParseMove(parts[0])
	if err != nil {
		return m, err
	}
	m.Move = sq
	if len(parts) > 1 && strings.TrimSpace(parts[1]) != "" {
		e, err := strconv.ParseFloat(strings.TrimSpace(parts[1]), 64)
		if err != nil || e != e || e > 1e6 || e < -1e6 {
			return m, fmt.Errorf("%q: evaluation %q is not a number", clip(v), clip(parts[1]))
		}
		m.Eval, m.HasEval = e, true
	}
	if len(parts) > 2 && strings.TrimSpace(parts[2]) != "" {
		t, err := strconv.ParseFloat(strings.TrimSpace(parts[2]), 64)
		if err != nil || t != t || t < 0 || t > 1e9 {
			return m, fmt.Errorf("%q: time %q is not a number of seconds", clip(v), clip(parts[2]))
		}
		m.Time, m.HasTime = t, true
	}
	return m, nil
}

// FormatGGFMove writes "<move>[/<eval>[/<time>]]".
func FormatGGFMove(m GameMove) string {
	s := MoveName(m.Move)
	if m.HasEval || m.HasTime {
		s += "/"
		if m.HasEval {
			s += strconv.FormatFloat(m.Eval, 'f', 2, 64)
		}
	}
	if m.HasTime {
		s += "/" + strconv.FormatFloat(m.Time, 'f', 2, 64)
	}
	return s
}

// FormatGGF writes the game as one GGF record.
func (g *Game) FormatGGF() string {
	var b strings.Builder
	b.WriteString("(;")
	hasGM := false
	for _, t := range g.Tags {
		if t.Key == "GM" {
			hasGM = true
		}
	}
	if !hasGM {
		b.WriteString("GM[Othello]")
	}
	for _, t := range g.Tags {
		b.WriteString(t.Key + "[" + strings.ReplaceAll(t.Value, "]", ")") + "]")
	}
	b.WriteString("BO[8 ")
	black, white := g.Start.Discs()
	for i := 0; i < 64; i++ {
		switch {
		case black>>i&1 != 0:
			b.WriteByte('*')
		case white>>i&1 != 0:
			b.WriteByte('O')
		default:
			b.WriteByte('-')
		}
	}
	if g.Start.Turn == Black {
		b.WriteString(" *]")
	} else {
		b.WriteString(" O]")
	}
	p := g.Start
	for _, m := range g.Moves {
		if p.Turn == Black {
			b.WriteString("B[")
		} else {
			b.WriteString("W[")
		}
		b.WriteString(FormatGGFMove(m) + "]")
		p = p.Play(m.Move)
	}
	b.WriteString(";)")
	return b.String()
}
