package gomocup

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxLine is the longest command line kept; longer lines are cut and
// reported as errors (a manager never sends them; a broken pipe might).
const maxLine = 4096

// lineReader splits a byte stream into lines ended by CR, LF or CRLF (a CR
// followed by LF is one end of line). Empty lines are skipped.
type lineReader struct {
	r    *bufio.Reader
	buf  []byte
	long bool // the current line overflowed maxLine
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 4096)}
}

// errLineTooLong is returned (with the cut line) when a line exceeded maxLine.
var errLineTooLong = errors.New("line too long")

// next returns the next non-empty line without its end of line. At the end of
// the input it returns io.EOF (after the last unterminated line, if any).
func (lr *lineReader) next() (string, error) {
	lr.buf = lr.buf[:0]
	lr.long = false
	for {
		c, err := lr.r.ReadByte()
		if err != nil {
			if len(lr.buf) > 0 || lr.long {
				return lr.finish()
			}
			return "", err
		}
		if c == '\r' || c == '\n' {
			if c == '\r' {
				if n, err := lr.r.Peek(1); err == nil && n[0] == '\n' {
					lr.r.ReadByte()
				}
			}
			if len(lr.buf) == 0 && !lr.long {
				continue // empty line
			}
			return lr.finish()
		}
		if len(lr.buf) < maxLine {
			lr.buf = append(lr.buf, c)
		} else {
			lr.long = true
		}
	}
}

func (lr *lineReader) finish() (string, error) {
	s := string(lr.buf)
	if lr.long {
		return s, errLineTooLong
	}
	return s, nil
}

// command is one parsed protocol line: the upper-cased command word and the
// rest of the line, trimmed.
type command struct {
	Name string
	Args string
}

// parseCommand splits a line into its command word (case-insensitive) and
// arguments. Only a line with no command word is an error.
func parseCommand(line string) (command, error) {
	line = strings.TrimSpace(line)
	if line == "" {
		return command{}, errors.New("empty command")
	}
	name, args, _ := strings.Cut(line, " ")
	if i := strings.IndexByte(name, '\t'); i >= 0 {
		name, args = name[:i], name[i+1:]+" "+args
	}
	return command{Name: strings.ToUpper(name), Args: strings.TrimSpace(args)}, nil
}

// parseInt reads a decimal integer in a range; what names the field in the
// error message.
func parseInt(s, what string, lo, hi int) (int, error) {
	s = strings.TrimSpace(s)
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not an integer", what, s)
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s: %d is out of range %d..%d", what, n, lo, hi)
	}
	return n, nil
}

// parseInts reads exactly n comma-separated integers ("x,y" or "x,y,f");
// each must fit in 0..1<<30.
func parseInts(s string, n int, what string) ([]int, error) {
	parts := strings.Split(strings.TrimSpace(s), ",")
	if len(parts) != n {
		return nil, fmt.Errorf("%s: want %d comma-separated numbers, got %q", what, n, s)
	}
	out := make([]int, n)
	for i, p := range parts {
		v, err := parseInt(p, what, 0, 1<<30)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// parsePoint reads "x,y".
func parsePoint(s string) (Point, error) {
	v, err := parseInts(s, 2, "point")
	if err != nil {
		return Point{}, err
	}
	return Point{v[0], v[1]}, nil
}

// parseBoardLine reads "x,y,f" of a BOARD/YXBOARD block; f is 1 (own
// stone), 2 (opponent's) or 3 (a stone of a continuous game, which this
// brain does not play).
func parseBoardLine(s string) (Point, int, error) {
	v, err := parseInts(s, 3, "board line")
	if err != nil {
		return Point{}, 0, err
	}
	if v[2] < 1 || v[2] > 2 {
		return Point{}, 0, fmt.Errorf("board line %q: field must be 1 (own) or 2 (opponent), got %d", s, v[2])
	}
	return Point{v[0], v[1]}, v[2], nil
}

// formatForbid writes the YXSHOWFORBID answer: each point as two-digit x
// then two-digit y, the list ended by a dot.
func formatForbid(pts []Point) string {
	var b strings.Builder
	b.WriteString("FORBID ")
	for _, p := range pts {
		fmt.Fprintf(&b, "%02d%02d", p.X, p.Y)
	}
	b.WriteByte('.')
	return b.String()
}
