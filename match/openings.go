package match

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"regexp"
	"strings"

	"bitban/othello"
	"bitban/renju"
	"bitban/shogi"
)

// Opening is one start of a game, played twice with the colours swapped.
type Opening struct {
	Line int    // line in its file (1-based)
	Text string // the line as written, without comment

	// shogi: the start SFEN and USI moves; othello: the start position and
	// the moves (squares, PA) played from it.
	Start   string
	Moves   []string
	Othello othello.Position
	// renju and gomoku: the stones in order, Black first, on a Size board.
	Points []renju.Point
	Size   int
}

//go:embed testdata/openings/*.txt
var builtinOpenings embed.FS

// BuiltinOpenings returns the shipped balanced set of a game: common
// opening lines for shogi, positions checked by our own search for Othello,
// the 26 canonical 3-stone openings for renju and gomoku.
func BuiltinOpenings(game string) ([]Opening, error) {
	name := "testdata/openings/" + game + ".txt"
	if game == "gomoku" || game == "standard" {
		name = "testdata/openings/renju.txt"
	}
	f, err := builtinOpenings.Open(name)
	if err != nil {
		return nil, fmt.Errorf("no built-in openings for %s", game)
	}
	defer f.Close()
	return ReadOpenings(f, game)
}

// ReadOpenings reads an openings file: one opening per line, blank lines and
// lines starting with # skipped, " #" starts a comment. The error names the
// first bad line.
func ReadOpenings(r io.Reader, game string) ([]Opening, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var ops []Opening
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.Index(line, " #"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		op, err := ParseOpening(game, line)
		if err != nil {
			return nil, fmt.Errorf("openings line %d: %v", n, err)
		}
		op.Line = n
		ops = append(ops, op)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("openings: %v", err)
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("openings: no opening in the file")
	}
	return ops, nil
}

// ParseOpening reads one opening line of a game's format.
func ParseOpening(game, line string) (Opening, error) {
	var op Opening
	var err error
	switch game {
	case "shogi":
		op, err = parseShogiOpening(line)
	case "othello":
		op, err = parseOthelloOpening(line)
	default:
		op, err = parseRenjuOpening(game, line)
	}
	op.Text = line
	return op, err
}

// parseShogiOpening reads "startpos [moves ...]", "[position] sfen <sfen>
// [moves ...]", a bare SFEN, or a bare list of USI moves from the start.
func parseShogiOpening(line string) (Opening, error) {
	f := strings.Fields(line)
	if len(f) > 0 && f[0] == "position" {
		f = f[1:]
	}
	var op Opening
	var moves []string
	switch {
	case len(f) == 0:
		return op, fmt.Errorf("empty shogi opening")
	case f[0] == "startpos":
		op.Start, moves = shogi.StartSFEN, f[1:]
	case f[0] == "sfen" || strings.Contains(f[0], "/"):
		if f[0] == "sfen" {
			f = f[1:]
		}
		i := 0
		for i < len(f) && f[i] != "moves" && i < 4 {
			i++
		}
		op.Start, moves = strings.Join(f[:i], " "), f[i:]
	default:
		op.Start, moves = shogi.StartSFEN, f
	}
	if len(moves) > 0 && moves[0] == "moves" {
		moves = moves[1:]
	}
	p, err := shogi.ParseSFEN(op.Start)
	if err != nil {
		return op, err
	}
	for i, m := range moves {
		mv, err := p.ParseUSIMove(m)
		if err != nil {
			return op, fmt.Errorf("move %d: %v", i+1, err)
		}
		p.DoMove(mv)
	}
	op.Moves = moves
	var buf [shogi.MaxMoves]shogi.Move
	if len(p.Generate(buf[:0])) == 0 {
		return op, fmt.Errorf("the opening position is already mate")
	}
	return op, nil
}

// parseOthelloOpening reads an OBF position (64 squares and the side) or a
// transcript from the start ("f5d6c3", "f5 d6 c3"; XOT lists are these).
func parseOthelloOpening(line string) (Opening, error) {
	var op Opening
	if len(line) >= 66 && strings.Trim(line[:64], "XOxo*-._") == "" {
		o, err := othello.ParseOBF(line)
		if err != nil {
			return op, err
		}
		op.Othello = o.Position
	} else {
		start := othello.StartPosition()
		_, mvs, err := othello.ParseTranscript(start, line)
		if err != nil {
			return op, err
		}
		op.Othello = start
		for _, m := range mvs {
			op.Moves = append(op.Moves, othello.MoveName(m))
		}
	}
	g, err := newOthelloGame(op)
	if err != nil {
		return op, err
	}
	if g.game.Position().GameOver() {
		return op, fmt.Errorf("the game is already over")
	}
	return op, nil
}

var gomocupPoint = regexp.MustCompile(`^\s*\d+\s*,\s*\d+\s*$`)

// parseRenjuOpening reads algebraic moves ("h8 h9 j10", "h8h9j10") or
// Gomocup points ("7,7 7,6 9,5" or "7,7; 7,6"), optionally after "size=N".
func parseRenjuOpening(game, line string) (Opening, error) {
	op := Opening{Size: 15}
	s := strings.TrimSpace(line)
	if strings.HasPrefix(s, "size=") {
		f, rest, _ := strings.Cut(s, " ")
		if _, err := fmt.Sscanf(f, "size=%d", &op.Size); err != nil || op.Size < renju.MinSize || op.Size > renju.MaxSize {
			return op, fmt.Errorf("bad %q (want size=%d..%d)", f, renju.MinSize, renju.MaxSize)
		}
		s = rest
	}
	if strings.Contains(s, ",") && strings.IndexAny(s, "ABCDEFGHIJKLMNOPQRSTabcdefghijklmnopqrst") < 0 {
		for i, tok := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ';' || r == '\t' }) {
			if !gomocupPoint.MatchString(tok) {
				return op, fmt.Errorf("move %d %q: want x,y", i+1, tok)
			}
			p, err := renju.ParseGomocup(tok, op.Size)
			if err != nil {
				return op, fmt.Errorf("move %d: %v", i+1, err)
			}
			op.Points = append(op.Points, p)
		}
	} else {
		ps, err := renju.ParseMoves(s, op.Size)
		if err != nil {
			return op, err
		}
		op.Points = ps
	}
	if len(op.Points) == 0 {
		return op, fmt.Errorf("no moves")
	}
	if _, err := newRenjuGame(game, op); err != nil {
		return op, err
	}
	return op, nil
}
