package renju

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseError is a notation error: what was wrong, the offending token and its
// byte offset in the input.
type ParseError struct {
	What   string // "point", "move list", "board", ...
	Token  string // the bad token (possibly shortened)
	Offset int    // byte offset of Token in the input (0-based)
	Reason string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("bad %s %q at offset %d: %s", e.What, e.Token, e.Offset, e.Reason)
}

func perr(what, token string, off int, format string, args ...any) error {
	if len(token) > 24 {
		token = token[:24] + "..."
	}
	return &ParseError{What: what, Token: token, Offset: off, Reason: fmt.Sprintf(format, args...)}
}

// columnLetters are the column names, A.. with the letter I used.
const columnLetters = "ABCDEFGHIJKLMNOPQRST"

// FormatPoint returns the algebraic name of p on a board of the given size:
// column letter (A = left) and row number counted from the bottom. Points off
// the board give "??".
func FormatPoint(p Point, size int) string {
	x, y := p.X(), p.Y()
	if p < 0 || size < 1 || size > MaxSize || x >= size || y >= size {
		return "??"
	}
	return string(columnLetters[x]) + strconv.Itoa(size-y)
}

// PointName is FormatPoint on this board's size.
func (b *Board) PointName(p Point) string { return FormatPoint(p, b.size) }

// ParsePoint parses an algebraic point ("H8", "h8"; column letter then row
// number from the bottom) on a board of the given size.
func ParsePoint(s string, size int) (Point, error) {
	p, n, err := parsePointAt(s, 0, size, "point")
	if err != nil {
		return NoPoint, err
	}
	if n != len(s) {
		return NoPoint, perr("point", s, 0, "unexpected %q after the point", s[n:])
	}
	return p, nil
}

// parsePointAt parses one algebraic point at the start of s (which is at byte
// offset off of the whole input) and returns it with the bytes consumed. The
// row number is read greedily (one or two digits), so "H10I9" splits as H10,
// I9.
func parsePointAt(s string, off, size int, what string) (Point, int, error) {
	if size < MinSize || size > MaxSize {
		return NoPoint, 0, fmt.Errorf("board size %d out of range %d..%d", size, MinSize, MaxSize)
	}
	if s == "" {
		return NoPoint, 0, perr(what, s, off, "empty")
	}
	c := s[0]
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	x := strings.IndexByte(columnLetters, c)
	if x < 0 || c < 'A' || c > 'Z' {
		return NoPoint, 0, perr(what, tokenAt(s), off, "want a column letter A..%c", columnLetters[size-1])
	}
	if x >= size {
		return NoPoint, 0, perr(what, tokenAt(s), off, "column %c beyond %c", c, columnLetters[size-1])
	}
	n := 1
	for n < len(s) && n < 3 && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 1 {
		return NoPoint, 0, perr(what, tokenAt(s), off, "want a row number 1..%d after the column", size)
	}
	row, _ := strconv.Atoi(s[1:n])
	if row < 1 || row > size || s[1] == '0' {
		return NoPoint, 0, perr(what, s[:n], off, "row %s out of range 1..%d", s[1:n], size)
	}
	return Pt(x, size-row), n, nil
}

// tokenAt returns the first few bytes of s for an error message: up to the
// next letter after a possible column letter and digits.
func tokenAt(s string) string {
	n := 1
	for n < len(s) && n < 4 && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n > len(s) {
		n = len(s)
	}
	return s[:n]
}

// ParseMoves parses a move sequence of algebraic points written one after
// another ("H8I9J10"); spaces and commas between moves are allowed.
func ParseMoves(s string, size int) ([]Point, error) {
	var ps []Point
	for i := 0; i < len(s); {
		if c := s[i]; c == ' ' || c == ',' || c == '\t' {
			i++
			continue
		}
		p, n, err := parsePointAt(s[i:], i, size, fmt.Sprintf("move %d", len(ps)+1))
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
		i += n
	}
	return ps, nil
}

// FormatMoves writes moves as algebraic points one after another ("H8I9J10").
func FormatMoves(ps []Point, size int) string {
	var sb strings.Builder
	for _, p := range ps {
		sb.WriteString(FormatPoint(p, size))
	}
	return sb.String()
}

// PlayMoves places the moves in order, alternating colours from the side to
// move; the error names the first move that cannot be played.
func (b *Board) PlayMoves(ps []Point) error {
	for i, p := range ps {
		if err := b.Place(p); err != nil {
			return fmt.Errorf("move %d %s: %w", i+1, b.PointName(p), err)
		}
	}
	return nil
}

// ParseGomocup parses Gomocup's 0-based "x,y" (x the column from the left, y
// the row from the top; spaces around the numbers are allowed).
func ParseGomocup(s string, size int) (Point, error) {
	if size < MinSize || size > MaxSize {
		return NoPoint, fmt.Errorf("board size %d out of range %d..%d", size, MinSize, MaxSize)
	}
	i := strings.IndexByte(s, ',')
	if i < 0 {
		return NoPoint, perr("gomocup point", s, 0, "want x,y")
	}
	xs, ys := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
	x, err := strconv.Atoi(xs)
	if err != nil || x < 0 || x >= size {
		return NoPoint, perr("gomocup point", s[:i], 0, "x %q not in 0..%d", xs, size-1)
	}
	y, err := strconv.Atoi(ys)
	if err != nil || y < 0 || y >= size {
		return NoPoint, perr("gomocup point", s[i+1:], i+1, "y %q not in 0..%d", ys, size-1)
	}
	return Pt(x, y), nil
}

// FormatGomocup writes p as Gomocup's "x,y".
func FormatGomocup(p Point) string {
	return strconv.Itoa(p.X()) + "," + strconv.Itoa(p.Y())
}

// stoneOf maps a board character to a colour; ok is false for anything else.
func stoneOf(c byte) (Color, bool) {
	switch c {
	case 'X', 'x', 'B', 'b':
		return Black, true
	case 'O', 'o', 'W', 'w':
		return White, true
	case '.', '-', '+', '_':
		return Empty, true
	}
	return Empty, false
}

// ParseFlat parses the flat board form: size*size characters row-major, the
// top row first, 'X' (or 'B') black, 'O' (or 'W') white, '.' empty (also '-',
// '+', '_'); the size is the square root of the length (225 = 15x15). Black is
// to move when the stone counts are equal, White when Black has more.
func ParseFlat(s string, r Rule) (*Board, error) {
	size := 0
	for n := MinSize; n <= MaxSize; n++ {
		if n*n == len(s) {
			size = n
		}
	}
	if size == 0 {
		return nil, perr("board", s, 0, "length %d is not n*n for a size n in %d..%d (15x15 = 225)", len(s), MinSize, MaxSize)
	}
	b, err := NewBoard(size, r)
	if err != nil {
		return nil, err
	}
	for i := 0; i < len(s); i++ {
		c, ok := stoneOf(s[i])
		if !ok {
			return nil, perr("board", s[i:i+1], i, "want X, O or . (point %s)", FormatPoint(Pt(i%size, i/size), size))
		}
		if c != Empty {
			b.put(i%size, i/size, c)
		}
	}
	b.side = sideFromCounts(b)
	return b, nil
}

func sideFromCounts(b *Board) Color {
	if b.count[Black] > b.count[White] {
		return White
	}
	return Black
}

// Flat returns the board in the flat form ('X', 'O', '.'; top row first).
func (b *Board) Flat() string {
	buf := make([]byte, 0, b.size*b.size)
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			buf = append(buf, ".XO"[b.cells[y*Stride+x]])
		}
	}
	return string(buf)
}

// ParseRows parses the row-string form: one string per row, the top row
// first, each with one character per column (as ParseFlat). Every row must
// have as many characters as there are rows.
func ParseRows(rows []string, r Rule) (*Board, error) {
	size := len(rows)
	if size < MinSize || size > MaxSize {
		return nil, perr("board", fmt.Sprint(len(rows), " rows"), 0, "want %d..%d rows", MinSize, MaxSize)
	}
	b, err := NewBoard(size, r)
	if err != nil {
		return nil, err
	}
	for y, row := range rows {
		what := fmt.Sprintf("board row %d", y+1)
		if len(row) != size {
			return nil, perr(what, row, 0, "has %d characters, want %d", len(row), size)
		}
		for x := 0; x < size; x++ {
			c, ok := stoneOf(row[x])
			if !ok {
				return nil, perr(what, row[x:x+1], x, "want X, O or . (point %s)", FormatPoint(Pt(x, y), size))
			}
			if c != Empty {
				b.put(x, y, c)
			}
		}
	}
	b.side = sideFromCounts(b)
	return b, nil
}

// Rows returns the board as row strings, the top row first.
func (b *Board) Rows() []string {
	f := b.Flat()
	rows := make([]string, b.size)
	for y := range rows {
		rows[y] = f[y*b.size : (y+1)*b.size]
	}
	return rows
}

// String draws the board with coordinates (row numbers from the bottom).
func (b *Board) String() string {
	var sb strings.Builder
	header := "   "
	for x := 0; x < b.size; x++ {
		header += " " + string(columnLetters[x])
	}
	sb.WriteString(header + "\n")
	for y := 0; y < b.size; y++ {
		fmt.Fprintf(&sb, "%2d ", b.size-y)
		for x := 0; x < b.size; x++ {
			sb.WriteByte(' ')
			sb.WriteByte(".XO"[b.cells[y*Stride+x]])
		}
		fmt.Fprintf(&sb, " %d\n", b.size-y)
	}
	sb.WriteString(header + "\n")
	return sb.String()
}
