package renju

import (
	"fmt"
	"strconv"
	"strings"
)

// Game records of renju and gomoku, in two formats:
//
// The plain text record: a header line naming the rule and the board size,
// then the moves from the empty board (Black first) in algebraic points,
// any number a line, separated by spaces or commas. Blank lines and lines
// starting with '#' are ignored; a record without a header is 15x15 with
// no rule named.
//
//	rule renju size 15
//	h8 i9 j10 i8
//
// Gomocup's PSQ (the files Piskvork saves): a first line
// "Piskvorky <w>x<h>, <x>:<y>, <n>" of which only the size is read, then
// one move a line as "x,y,time" with 1-based x (column from the left) and y
// (row from the top) and the milliseconds the move took, ending at a line
// that is not a move (Piskvork writes "-1", then the players) or at the end.
//
//	Piskvorky 15x15, 11:11, 0
//	8,8,0
//	9,7,0
//	-1

// Record is a renju or gomoku game record: the board size, the rule if the
// record names one, and the moves from the empty board. The parsers only
// return records whose moves are on the board and on empty points; Play
// checks them against a rule.
type Record struct {
	Size    int
	Rule    Rule
	HasRule bool    // the record names its rule (the text format may; PSQ never does)
	Moves   []Point // Black first, alternating
	lines   []int   // the line of each move, for the errors of Play
	format  string  // the format read ("text", "PSQ"), for the errors of Play
}

// RecordError is an error of a record parser or of Play: the format, the
// line (from 1; 0 when the record does not say) and what is wrong.
type RecordError struct {
	Format string // "text" or "PSQ"
	Line   int
	Err    error
}

func (e *RecordError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s record: %v", e.Format, e.Err)
	}
	return fmt.Sprintf("%s record line %d: %v", e.Format, e.Line, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// recordLines splits a record into lines, accepting "\r\n" and "\r" and
// skipping a UTF-8 byte order mark.
func recordLines(s string) []string {
	s = strings.TrimPrefix(s, "\uFEFF")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Split(strings.ReplaceAll(s, "\r", "\n"), "\n")
}

// add appends a move read on line n, refusing points off the board and
// points already played (occ marks them).
func (r *Record) add(p Point, n int, occ map[Point]bool) error {
	if p.X() >= r.Size || p.Y() >= r.Size || p < 0 {
		return fmt.Errorf("move %d: %w", len(r.Moves)+1, ErrOffBoard)
	}
	if occ[p] {
		return fmt.Errorf("move %d %s: %w", len(r.Moves)+1, FormatPoint(p, r.Size), ErrOccupied)
	}
	occ[p] = true
	r.Moves = append(r.Moves, p)
	r.lines = append(r.lines, n)
	return nil
}

// Play plays the record's moves on an empty board under rule and returns
// the board. The error names the line and the move that cannot be played:
// an occupied point, a point forbidden to Black, or any move after a five.
func (r Record) Play(rule Rule) (*Board, error) {
	format := r.format
	if format == "" {
		format = "renju"
	}
	b, err := NewBoard(r.Size, rule)
	if err != nil {
		return nil, &RecordError{format, 0, err}
	}
	for i, p := range r.Moves {
		line := 0
		if i < len(r.lines) {
			line = r.lines[i]
		}
		fail := func(msg string, args ...any) error {
			return &RecordError{format, line, fmt.Errorf("move %d %s: "+msg, append([]any{i + 1, FormatPoint(p, r.Size)}, args...)...)}
		}
		switch side := b.SideToMove(); {
		case b.Winner() != Empty:
			return nil, fail("the game is over (%s has five)", b.Winner())
		case !b.Contains(p) || b.At(p) != Empty:
			return nil, fail("%v", ErrOccupied)
		case !b.Legal(p, side):
			return nil, fail("forbidden for Black (%s)", b.Forbidden(p))
		}
		if err := b.Place(p); err != nil {
			return nil, fail("%v", err)
		}
	}
	return b, nil
}

// ParseText reads a plain text record (see the package's record formats).
func ParseText(s string) (Record, error) {
	r := Record{Size: 15, format: "text"}
	occ := map[Point]bool{}
	for i, line := range recordLines(s) {
		n := i + 1
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		if isTextHeader(line) {
			if len(r.Moves) > 0 {
				return r, &RecordError{"text", n, fmt.Errorf("header %q after the moves", clipText(line))}
			}
			if err := r.header(line); err != nil {
				return r, &RecordError{"text", n, err}
			}
			continue
		}
		ps, err := ParseMoves(line, r.Size)
		if err != nil {
			return r, &RecordError{"text", n, err}
		}
		for _, p := range ps {
			if err := r.add(p, n, occ); err != nil {
				return r, &RecordError{"text", n, err}
			}
		}
	}
	return r, nil
}

// isTextHeader reports whether a line is the text record's header: it
// starts with the word "rule" or "size".
func isTextHeader(line string) bool {
	f := strings.Fields(strings.ToLower(line))
	return len(f) > 0 && (f[0] == "rule" || f[0] == "size")
}

// header reads "rule <name> size <n>" (either pair may be left out, in any
// order).
func (r *Record) header(line string) error {
	f := strings.Fields(strings.ToLower(line))
	if len(f)%2 != 0 {
		return fmt.Errorf("header %q: want \"rule <name> size <n>\"", clipText(line))
	}
	for i := 0; i < len(f); i += 2 {
		switch f[i] {
		case "rule":
			rule, err := ParseRule(f[i+1])
			if err != nil {
				return err
			}
			r.Rule, r.HasRule = rule, true
		case "size":
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n < MinSize || n > MaxSize {
				return fmt.Errorf("size %q: want %d..%d", clipText(f[i+1]), MinSize, MaxSize)
			}
			r.Size = n
		default:
			return fmt.Errorf("header: unknown key %q (want rule, size)", clipText(f[i]))
		}
	}
	return nil
}

// clipText shortens s for an error message.
func clipText(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// Text writes the record in the plain text format: the rule (if the
// record names one) and the size on the first line, then ten moves a line
// in lower case.
func (r Record) Text() string {
	var b strings.Builder
	if r.HasRule {
		fmt.Fprintf(&b, "rule %s ", r.Rule)
	}
	fmt.Fprintf(&b, "size %d\n", r.Size)
	for i, p := range r.Moves {
		b.WriteString(strings.ToLower(FormatPoint(p, r.Size)))
		if i%10 == 9 || i == len(r.Moves)-1 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// ParsePSQ reads a Gomocup PSQ record (see the package's record formats).
// The board must be square.
func ParsePSQ(s string) (Record, error) {
	lines := recordLines(s)
	r := Record{format: "PSQ"}
	if err := r.psqHeader(lines[0]); err != nil {
		return r, &RecordError{"PSQ", 1, err}
	}
	occ := map[Point]bool{}
	for i, line := range lines[1:] {
		n := i + 2
		x, y, ok, err := psqMove(line)
		if err != nil {
			return r, &RecordError{"PSQ", n, err}
		}
		if !ok {
			break // "-1", the players, or the end
		}
		if x < 1 || x > r.Size || y < 1 || y > r.Size {
			return r, &RecordError{"PSQ", n, fmt.Errorf("move %d: %d,%d is off the %dx%d board", len(r.Moves)+1, x, y, r.Size, r.Size)}
		}
		if err := r.add(Pt(x-1, y-1), n, occ); err != nil {
			return r, &RecordError{"PSQ", n, err}
		}
	}
	return r, nil
}

// psqHeader reads the size from "Piskvorky 15x15, 11:11, 0".
func (r *Record) psqHeader(line string) error {
	f := strings.Fields(strings.TrimSpace(line))
	if len(f) < 2 || !strings.EqualFold(f[0], "Piskvorky") {
		return fmt.Errorf("want \"Piskvorky <w>x<h>, ...\", not %q", clipText(line))
	}
	w, h, ok := strings.Cut(strings.TrimSuffix(f[1], ","), "x")
	wn, err1 := strconv.Atoi(w)
	hn, err2 := strconv.Atoi(h)
	switch {
	case !ok || err1 != nil || err2 != nil:
		return fmt.Errorf("size %q: want <w>x<h>", clipText(f[1]))
	case wn != hn:
		return fmt.Errorf("size %dx%d: only square boards", wn, hn)
	case wn < MinSize || wn > MaxSize:
		return fmt.Errorf("size %d: want %d..%d", wn, MinSize, MaxSize)
	}
	r.Size = wn
	return nil
}

// psqMove reads "x,y,time" (the time may be left out); ok is false for a
// line that ends the moves: empty, "-1" or not starting with a digit (the
// players' names). A line of numbers that is not a move is an error.
func psqMove(line string) (x, y int, ok bool, err error) {
	line = strings.TrimSpace(line)
	if line == "" || line[0] < '0' || line[0] > '9' {
		return 0, 0, false, nil
	}
	f := strings.Split(line, ",")
	if len(f) < 2 || len(f) > 3 {
		return 0, 0, false, fmt.Errorf("move %q: want x,y,time", clipText(line))
	}
	v := make([]int, len(f))
	for i, s := range f {
		if v[i], err = strconv.Atoi(strings.TrimSpace(s)); err != nil {
			return 0, 0, false, fmt.Errorf("move %q: want x,y,time (numbers)", clipText(line))
		}
	}
	return v[0], v[1], true, nil
}

// PSQ writes the record as a Gomocup PSQ file (times 0, the cursor field
// Piskvork writes as 11:11, the end line -1).
func (r Record) PSQ() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Piskvorky %dx%d, 11:11, 0\n", r.Size, r.Size)
	for _, p := range r.Moves {
		fmt.Fprintf(&b, "%d,%d,0\n", p.X()+1, p.Y()+1)
	}
	b.WriteString("-1\n")
	return b.String()
}

// NewRecord returns the record of the moves played on b (its size, rule
// and history).
func NewRecord(b *Board) Record {
	return Record{Size: b.Size(), Rule: b.Rule(), HasRule: true, Moves: append([]Point(nil), b.History()...)}
}
