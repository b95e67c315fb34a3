package shogi

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// KIF variations: after the main line (and its ending and "まで" lines) a
// KIF may hold blocks that start "変化：N手", as Kifu for Windows,
// ShogiGUI and ShogiHome write them. A block's numbered moves, from move N
// on, replace those of the nearest earlier line (the main line or a block
// above it) that has a move N: a block at the first move of a variation
// is another choice at the same point, one at a later move a variation of
// that variation. The writers put the lines that leave a line after it,
// the latest branch point first, and each line's own variations right
// after it, so that this rule finds the right line.

// Variation is a line of a record that leaves another (the main line or a
// variation): after the first Ply moves of that line it plays Moves
// instead. Ply counts from the start of the game, as move numbers do.
type Variation struct {
	Ply      int            // moves of the line it leaves before it: it replaces move Ply+1
	Moves    []Move         // its moves, legal from the position after those Ply moves
	Seconds  []int          // time each move took in seconds; nil when unknown, else len(Moves)
	Comments map[int]string // comment after move n of the game (Ply: before its first move)
	End      Ending         // how the line ended; EndNone when it just stops
	// Variations leave this line after its first move or later, by Ply
	// and then in their order at the branch point.
	Variations []Variation
}

// ParseKIFTree reads a game in KIF with its variations (Record.Variations).
// Errors are *RecordError values naming the line: a 変化 line that no
// earlier line reaches, a move number out of sequence in a block, an
// illegal move (wrapping ErrIllegalMove).
func ParseKIFTree(text string) (Record, error) {
	lines, err := recordLines(text, "KIF")
	if err != nil {
		return Record{}, err
	}
	k, next, err := readMainLine(lines, "KIF")
	if err != nil {
		return Record{}, err
	}
	main := &kifLine{first: 1, path: k.rec.Moves, ended: k.ended}
	t := &kifTree{rec: k.rec, lines: []*kifLine{main}}
	for next < len(lines) {
		if next, err = t.block(lines, next); err != nil {
			return Record{}, err
		}
	}
	t.rec.Variations = t.variationsOf(main)
	return t.rec, nil
}

// kifLine is a line read from a KIF: the main line or a variation block.
type kifLine struct {
	first int       // the number of its first move
	path  []Move    // the moves from the start of the game to its end
	ended bool      // it has an ending line (投了, 詰み, ...), numbered len(path)+1
	up    *kifLine  // the line it leaves; nil for the main line
	v     Variation // the variation it is (Variations still empty); unused for the main line
}

// has reports whether the line has a numbered line n (a move or its ending).
func (l *kifLine) has(n int) bool {
	last := len(l.path)
	if l.ended {
		last++
	}
	return l.first <= n && n <= last
}

// kifTree is the state of ParseKIFTree: the record read so far and its
// lines in file order.
type kifTree struct {
	rec   Record
	lines []*kifLine
}

// parentOf returns the line a block starting at move n replaces moves of:
// the nearest earlier line with a move n (or an ending line n), else the
// main line when n follows its last move and it has no ending (a
// variation from the game's last position, which the KIF writer writes
// right after the main line).
func (t *kifTree) parentOf(n int) *kifLine {
	for _, l := range slices.Backward(t.lines) {
		if l.has(n) {
			return l
		}
	}
	if main := t.lines[0]; !main.ended && n == len(main.path)+1 {
		return main
	}
	return nil
}

// block reads the variation block whose 変化 line is lines[i] and returns
// the index of the next 変化 line (len(lines) at the end).
func (t *kifTree) block(lines []string, i int) (int, error) {
	n, err := variationStart(lines[i])
	if err != nil {
		return 0, &RecordError{"KIF", i + 1, lines[i], err}
	}
	up := t.parentOf(n)
	if up == nil {
		return 0, &RecordError{"KIF", i + 1, lines[i], syntaxErr("no line above reaches move %d", n)}
	}
	k, err := t.readerAt(up.path[:n-1])
	if err != nil {
		return 0, &RecordError{"KIF", i + 1, lines[i], err}
	}
	j := i + 1
	for ; j < len(lines); j++ {
		stop, err := k.line(lines[j], j+1)
		if err != nil {
			return 0, &RecordError{"KIF", j + 1, lines[j], err}
		}
		if stop {
			break
		}
	}
	if len(k.rec.Moves) < n && !k.ended {
		return 0, &RecordError{"KIF", i + 1, lines[i], syntaxErr("a variation without moves")}
	}
	t.lines = append(t.lines, t.lineOf(k, n, up))
	return j, nil
}

// readerAt returns a KIF reader that goes on after the moves of prefix:
// its move numbers, comments and times count from the start of the game.
func (t *kifTree) readerAt(prefix []Move) (*kifReader, error) {
	p, err := t.rec.StartPosition()
	if err != nil {
		return nil, err
	}
	for _, m := range prefix {
		p.DoMove(m) // the line's moves were legal when it was read
	}
	return &kifReader{
		pos:     p,
		rec:     Record{Moves: slices.Clone(prefix)},
		seconds: make([]int, len(prefix)),
	}, nil
}

// lineOf makes the line a block read with k from move n, which replaces
// moves of up: another choice beside up when it starts where the variation
// up starts, else a variation of up.
func (t *kifTree) lineOf(k *kifReader, n int, up *kifLine) *kifLine {
	l := &kifLine{first: n, path: k.rec.Moves, ended: k.ended, up: up}
	if up.up != nil && n == up.first {
		l.up = up.up
	}
	l.v = Variation{Ply: n - 1, Moves: k.rec.Moves[n-1:], Comments: k.rec.Comments, End: k.rec.End}
	if k.timed {
		l.v.Seconds = k.seconds[n-1:]
	}
	return l
}

// variationsOf returns the variations that leave line l, with their own,
// by Ply and then in file order; blocks that hold only an ending are left
// out.
func (t *kifTree) variationsOf(l *kifLine) []Variation {
	var out []Variation
	for _, c := range t.lines {
		if c.up == l && len(c.v.Moves) > 0 {
			v := c.v
			v.Variations = t.variationsOf(c)
			out = append(out, v)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Ply < out[j].Ply })
	return out
}

// variationStart reads a "変化：N手" line (a half-width colon and
// full-width digits are read too) and returns N.
func variationStart(line string) (int, error) {
	s := strings.TrimSpace(line)
	s = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(s, "変化"), "："), ":")
	s = strings.TrimSpace(strings.TrimSuffix(s, "手"))
	var digits strings.Builder
	for _, r := range s {
		if r >= '０' && r <= '９' {
			r = '0' + (r - '０')
		}
		digits.WriteRune(r)
	}
	n, err := strconv.Atoi(digits.String())
	if err != nil || n < 1 || n > 100000 {
		return 0, syntaxErr("want 変化：N手 with a move number N from 1")
	}
	return n, nil
}

// writeKIFVariations writes the variations that leave a line whose moves
// from the start of the game are path (seconds their times, nil when
// unknown): the latest branch point first and each variation's own right
// after it, the order in which ParseKIFTree finds the line each leaves. A
// variation that leaves after the line's end or has an illegal move stops
// there, as the other writers do.
func writeKIFVariations(b *strings.Builder, start *Position, path []Move, seconds []int, vars []Variation) {
	order := make([]int, len(vars))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return vars[order[i]].Ply > vars[order[j]].Ply })
	for _, i := range order {
		v := vars[i]
		if v.Ply < 0 || v.Ply > len(path) {
			continue
		}
		p, total := positionAfter(start, path[:v.Ply], seconds)
		fmt.Fprintf(b, "\n変化：%d手\n", v.Ply+1)
		writeComments(b, commentLines(v.Comments, v.Ply))
		n := writeKIFMoves(b, p, v.Ply, v.Moves, v.Seconds, v.Comments, total)
		if v.End != EndNone {
			fmt.Fprintf(b, "%4d %s\n", n+1, v.End)
		}
		own := append(slices.Clone(path[:v.Ply]), v.Moves[:n-v.Ply]...)
		writeKIFVariations(b, start, own, joinSeconds(seconds, v.Ply, v.Seconds, n-v.Ply), v.Variations)
	}
}

// positionAfter returns the position after moves (legal) from start and
// the two sides' times for them (seconds, nil or shorter when unknown).
func positionAfter(start *Position, moves []Move, seconds []int) (*Position, [2]int) {
	p := start.Clone()
	var total [2]int
	for i, m := range moves {
		if i < len(seconds) && seconds[i] > 0 {
			total[i&1] += seconds[i]
		}
		p.DoMove(m)
	}
	return p, total
}

// joinSeconds returns the times of a line's first ply moves (from
// seconds) and then of n moves of a variation (own): nil when neither has
// times, -1 where one is unknown.
func joinSeconds(seconds []int, ply int, own []int, n int) []int {
	if seconds == nil && own == nil {
		return nil
	}
	out := make([]int, ply+n)
	for i := range out {
		out[i] = -1
		switch {
		case i < ply && i < len(seconds):
			out[i] = seconds[i]
		case i >= ply && i-ply < len(own):
			out[i] = own[i-ply]
		}
	}
	return out
}
