package shogi

import (
	"fmt"
	"strconv"
	"strings"

	"bitban/bitboard"
)

// CSA, the standard record format of the Computer Shogi Association (V2.2):
// "V2.2", players "N+name" / "N-name", "$KEY:value" fields, the start as
// "PI" (the initial position, maybe less some pieces) or "P1".."P9" rank
// lines with "P+" / "P-" piece lines, the side to move "+" or "-", moves
// such as "+7776FU" each followed by its time "T12", and an ending such as
// "%TORYO". Lines starting with ' are comments ("'*" ones are kept as the
// comment of the last move); "," separates statements on a line.

// csaCodes are the CSA piece codes in PieceType order.
var csaCodes = [NumPieceTypes]string{"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"}

// csaType returns the piece type of a CSA code.
func csaType(code string) (PieceType, bool) {
	for pt, c := range csaCodes {
		if c == code && pt != 0 {
			return PieceType(pt), true
		}
	}
	return NoPieceType, false
}

// csaEndings are the CSA ending codes; the ILLEGAL_ACTION ones depend on
// the side (see csaReader.ending).
var csaEndings = map[string]Ending{
	"%TORYO": EndResign, "%CHUDAN": EndInterrupt, "%SENNICHITE": EndRepetition, "%JISHOGI": EndImpasse,
	"%TSUMI": EndMate, "%FUZUMI": EndNoMate, "%TIME_UP": EndTimeUp, "%ILLEGAL_MOVE": EndIllegalLoss,
	"%KACHI": EndDeclareWin, "%HIKIWAKE": EndDraw, "%OUTE_SENNICHITE": EndIllegalWin,
}

// csaReader is the state of the CSA parser.
type csaReader struct {
	rec   Record
	setup *boardSetup // the start being read
	pos   *Position   // nil until the side to move line
	ended bool
}

// ParseCSA reads a game in CSA format. Errors are *RecordError values
// naming the line; an illegal move wraps ErrIllegalMove.
func ParseCSA(text string) (Record, error) {
	lines, err := recordLines(text, "CSA")
	if err != nil {
		return Record{}, err
	}
	c := &csaReader{}
	for i, line := range lines {
		if err := c.line(strings.TrimSpace(line)); err != nil {
			return Record{}, &RecordError{"CSA", i + 1, line, err}
		}
	}
	if c.pos == nil {
		last := len(lines)
		for last > 1 && strings.TrimSpace(lines[last-1]) == "" {
			last--
		}
		return Record{}, &RecordError{"CSA", last, lines[last-1], syntaxErr("no start position (PI or P1..P9, then + or -)")}
	}
	return c.rec, nil
}

// line reads a line: a comment, or statements separated by ",".
func (c *csaReader) line(line string) error {
	if rest, ok := strings.CutPrefix(line, "'"); ok {
		if text, ok := strings.CutPrefix(rest, "*"); ok {
			c.rec.addComment(len(c.rec.Moves), text)
		}
		return nil
	}
	for _, st := range strings.Split(line, ",") {
		if st = strings.TrimSpace(st); st != "" {
			if err := c.statement(st); err != nil {
				return err
			}
		}
	}
	return nil
}

// statement reads one statement.
func (c *csaReader) statement(s string) error {
	switch {
	case s[0] == 'V':
		return nil
	case strings.HasPrefix(s, "N+"):
		c.rec.Black = s[2:]
	case strings.HasPrefix(s, "N-"):
		c.rec.White = s[2:]
	case s[0] == '$':
		return c.field(s[1:])
	case s[0] == 'P':
		return c.setupLine(s)
	case s == "+" || s == "-":
		return c.side(s)
	case s[0] == '+' || s[0] == '-':
		return c.move(s)
	case s[0] == 'T':
		return c.time(s[1:])
	case s[0] == '%':
		return c.ending(s)
	default:
		return syntaxErr("unknown statement")
	}
	return nil
}

// field reads "$KEY:value".
func (c *csaReader) field(s string) error {
	key, value, ok := strings.Cut(s, ":")
	if !ok {
		return syntaxErr("want $KEY:value")
	}
	switch key {
	case "EVENT":
		c.rec.Event = value
	case "SITE":
		c.rec.Site = value
	case "START_TIME":
		c.rec.Date = value
	default:
		c.rec.Extra = append(c.rec.Extra, RecordField{key, value})
	}
	return nil
}

// setupLine reads PI, P1..P9, P+ and P-.
func (c *csaReader) setupLine(s string) error {
	if c.pos != nil {
		return syntaxErr("a position line after the side to move")
	}
	if c.setup == nil {
		c.setup = &boardSetup{}
	}
	switch {
	case strings.HasPrefix(s, "PI"):
		return c.initial(s[2:])
	case len(s) >= 2 && s[1] >= '1' && s[1] <= '9':
		return c.rank(int(s[1]-'0'), s[2:])
	case strings.HasPrefix(s, "P+"):
		return c.pieces(Black, s[2:])
	case strings.HasPrefix(s, "P-"):
		return c.pieces(White, s[2:])
	}
	return syntaxErr("unknown position line")
}

// initial sets the initial position less the pieces listed ("82HI22KA").
func (c *csaReader) initial(removed string) error {
	start := setupOf(NewStartPosition())
	*c.setup = *start
	for ; len(removed) >= 4; removed = removed[4:] {
		s, ok := csaSquare(removed[:2])
		pt, ok2 := csaType(removed[2:4])
		if !ok || !ok2 || c.setup.board[s].Type() != pt {
			return syntaxErr("PI: no %s on %s to take off", removed[2:4], removed[:2])
		}
		c.setup.board[s] = NoPiece
	}
	if removed != "" {
		return syntaxErr("PI: want square and piece pairs such as 82HI")
	}
	return nil
}

// rank reads a rank line: nine squares " * " or "+FU" / "-KY".
func (c *csaReader) rank(r int, cells string) error {
	cells += strings.Repeat(" ", max(27-len(cells), 0)) // trailing blanks may be trimmed
	if len(cells) != 27 {
		return syntaxErr("a rank line wants 9 squares of 3 characters")
	}
	for i := range 9 {
		cell := cells[3*i : 3*i+3]
		s := bitboard.NewSquare81(9-i, r)
		if strings.TrimSpace(cell) == "*" || strings.TrimSpace(cell) == "" {
			c.setup.board[s] = NoPiece
			continue
		}
		pt, ok := csaType(cell[1:])
		if !ok || cell[0] != '+' && cell[0] != '-' {
			return syntaxErr("bad square %q", cell)
		}
		c.setup.board[s] = NewPiece(Color(strings.IndexByte("+-", cell[0])), pt)
	}
	return nil
}

// pieces reads "P+" / "P-" items: "00KA" in hand, "55FU" on the board,
// "00AL" all the pieces left in hand.
func (c *csaReader) pieces(col Color, items string) error {
	for ; len(items) >= 4; items = items[4:] {
		if items[:4] == "00AL" {
			c.restInHand(col)
			continue
		}
		pt, ok := csaType(items[2:4])
		if !ok {
			return syntaxErr("bad piece %q", items[2:4])
		}
		if items[:2] == "00" {
			if pt < Pawn || pt > Gold {
				return syntaxErr("a %s cannot be in hand", items[2:4])
			}
			c.setup.hand[col][pt]++
			continue
		}
		s, ok := csaSquare(items[:2])
		if !ok {
			return syntaxErr("bad square %q", items[:2])
		}
		c.setup.board[s] = NewPiece(col, pt)
	}
	if items != "" {
		return syntaxErr("want items of 4 characters such as 00KA")
	}
	return nil
}

// restInHand gives the side all the pieces not on the board or in a hand.
func (c *csaReader) restInHand(col Color) {
	left := pieceCounts
	for _, pc := range c.setup.board {
		if pc != NoPiece {
			left[pc.Type().Demote()]--
		}
	}
	for _, h := range c.setup.hand {
		for pt := Pawn; pt <= Gold; pt++ {
			left[pt] -= h[pt]
		}
	}
	for pt := Pawn; pt <= Gold; pt++ {
		c.setup.hand[col][pt] += max(left[pt], 0)
	}
}

// csaSquare reads a square "77".
func csaSquare(s string) (Square, bool) {
	if len(s) != 2 || s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9' {
		return NoSquare, false
	}
	return bitboard.NewSquare81(int(s[0]-'0'), int(s[1]-'0')), true
}

// side reads the side to move and fixes the start position.
func (c *csaReader) side(s string) error {
	if c.pos != nil {
		return syntaxErr("a second side to move line")
	}
	if c.setup == nil {
		return syntaxErr("the side to move before the position (PI or P1..P9)")
	}
	c.setup.side = Color(strings.IndexByte("+-", s[0]))
	p, err := c.setup.position()
	if err != nil {
		return fmt.Errorf("%w: the start position: %v", ErrRecordSyntax, err)
	}
	c.pos = p
	if sfenBody(p.SFEN()) != sfenBody(StartSFEN) {
		c.rec.Start = p.SFEN()
	}
	return nil
}

// move reads and plays "+7776FU".
func (c *csaReader) move(s string) error {
	if c.pos == nil {
		if c.setup == nil {
			return syntaxErr("a move before the start position")
		}
		if err := c.side(s[:1]); err != nil { // the side line is missing
			return err
		}
	}
	if c.ended {
		return syntaxErr("a move after the end of the game")
	}
	if len(s) != 7 {
		return syntaxErr("want a move such as +7776FU")
	}
	if side := Color(strings.IndexByte("+-", s[0])); side != c.pos.SideToMove() {
		return syntaxErr("%c but %s is to move", s[0], c.pos.SideToMove())
	}
	m, err := c.resolve(s[1:3], s[3:5], s[5:7])
	if err != nil {
		return err
	}
	c.pos.DoMove(m)
	c.rec.Moves = append(c.rec.Moves, m)
	return nil
}

// resolve matches the squares and the piece after the move to a legal move.
func (c *csaReader) resolve(from, to, code string) (Move, error) {
	t, ok := csaSquare(to)
	pt, ok2 := csaType(code)
	if !ok || !ok2 {
		return MoveNone, syntaxErr("want a move such as +7776FU")
	}
	if from == "00" {
		if pt < Pawn || pt > Gold {
			return MoveNone, fmt.Errorf("%w: a %s cannot be dropped", ErrIllegalMove, code)
		}
		return c.pos.legal(NewDrop(pt, t))
	}
	f, ok := csaSquare(from)
	if !ok {
		return MoveNone, syntaxErr("bad square %q", from)
	}
	have := c.pos.PieceOn(f)
	if have == NoPiece || have.Color() != c.pos.SideToMove() {
		return MoveNone, fmt.Errorf("%w: no %s piece on %s", ErrIllegalMove, c.pos.SideToMove(), from)
	}
	promote := have.Type() != pt
	if promote && (!have.Type().CanPromote() || have.Type().Promote() != pt) {
		return MoveNone, fmt.Errorf("%w: the piece on %s is %s, not %s", ErrIllegalMove, from, csaCodes[have.Type()%NumPieceTypes], code)
	}
	return c.pos.legal(NewMove(f, t, NoPieceType, promote))
}

// time reads the seconds of the last move ("T12"; decimals are cut).
func (c *csaReader) time(s string) error {
	n := len(c.rec.Moves)
	whole, _, _ := strings.Cut(s, ".")
	sec, err := strconv.Atoi(whole)
	if err != nil || sec < 0 {
		return syntaxErr("want a time such as T12")
	}
	if n == 0 || c.ended {
		return nil // the time of the ending: not kept
	}
	for len(c.rec.Seconds) < n {
		c.rec.Seconds = append(c.rec.Seconds, 0)
	}
	c.rec.Seconds[n-1] = sec
	return nil
}

// ending reads "%TORYO" and the others.
func (c *csaReader) ending(s string) error {
	if c.ended {
		return syntaxErr("a second ending")
	}
	if c.pos == nil {
		return syntaxErr("an ending before the start position")
	}
	e, ok := csaEndings[s]
	if fouler := strings.TrimSuffix(strings.TrimPrefix(s, "%"), "ILLEGAL_ACTION"); len(fouler) == 1 && strings.Contains("+-", fouler) {
		e, ok = EndIllegalWin, true
		if Color(strings.IndexByte("+-", fouler[0])) == c.pos.SideToMove() {
			e = EndIllegalLoss
		}
	}
	if !ok {
		return syntaxErr("unknown or unsupported ending")
	}
	c.ended = true
	c.rec.End = e
	return nil
}

// CSA returns the record in CSA format V2.2. Header fields without a CSA
// key become comments; comments are written "'*" after their move.
func (r Record) CSA() string {
	var b strings.Builder
	b.WriteString("V2.2\n")
	fmt.Fprintf(&b, "N+%s\nN-%s\n", oneLine(r.Black), oneLine(r.White))
	for _, f := range []RecordField{{"EVENT", r.Event}, {"SITE", r.Site}, {"START_TIME", r.Date}} {
		if f.Value != "" {
			fmt.Fprintf(&b, "$%s:%s\n", f.Key, oneLine(f.Value))
		}
	}
	for _, f := range r.Extra {
		if isCSAKey(f.Key) {
			fmt.Fprintf(&b, "$%s:%s\n", f.Key, oneLine(f.Value))
		} else {
			fmt.Fprintf(&b, "'%s：%s\n", oneLine(f.Key), oneLine(f.Value))
		}
	}
	start, err := r.StartPosition()
	if err != nil {
		start = NewStartPosition()
	}
	writeCSAPosition(&b, start)
	csaComments(&b, r.commentLines(0))
	end, _ := r.replay(func(p *Position, i int, m Move) {
		fmt.Fprintf(&b, "%c%s\n", "+-"[p.SideToMove()&1], csaMove(p, m))
		if sec := r.seconds(i); sec >= 0 {
			fmt.Fprintf(&b, "T%d\n", sec)
		}
		csaComments(&b, r.commentLines(i+1))
	})
	if s := csaEnding(r.End, end.SideToMove()); s != "" {
		b.WriteString(s + "\n")
	}
	return b.String()
}

// isCSAKey reports whether a header key can be written "$KEY:".
func isCSAKey(k string) bool {
	for _, r := range k {
		if (r < 'A' || r > 'Z') && r != '_' && (r < '0' || r > '9') {
			return false
		}
	}
	return k != ""
}

// csaEnding returns the ending line, with toMove the side to move.
func csaEnding(e Ending, toMove Color) string {
	switch e {
	case EndNone:
		return ""
	case EndIllegalWin: // the other side fouled
		return "%" + string("+-"[toMove.Opp()&1]) + "ILLEGAL_ACTION"
	}
	for s, v := range csaEndings {
		if v == e && s != "%OUTE_SENNICHITE" {
			return s
		}
	}
	return "%CHUDAN"
}

// csaMove returns the move without its side: "7776FU", "0055KA".
func csaMove(p *Position, m Move) string {
	to := m.To()
	if m.IsDrop() {
		return fmt.Sprintf("00%d%d%s", to.File(), to.Rank(), csaCodes[m.DropType()%NumPieceTypes])
	}
	pt := p.PieceOn(m.From()).Type()
	if m.IsPromotion() {
		pt = pt.Promote()
	}
	return fmt.Sprintf("%d%d%d%d%s", m.From().File(), m.From().Rank(), to.File(), to.Rank(), csaCodes[pt%NumPieceTypes])
}

// writeCSAPosition writes "PI" for the initial position, else the rank
// lines and pieces in hand; then the side to move.
func writeCSAPosition(b *strings.Builder, p *Position) {
	if sfenBody(p.SFEN()) == sfenBody(StartSFEN) {
		b.WriteString("PI\n+\n")
		return
	}
	for r := 1; r <= 9; r++ {
		fmt.Fprintf(b, "P%d", r)
		for f := 9; f >= 1; f-- {
			pc := p.PieceOn(bitboard.NewSquare81(f, r))
			if pc == NoPiece {
				b.WriteString(" * ")
				continue
			}
			fmt.Fprintf(b, "%c%s", "+-"[pc.Color()], csaCodes[pc.Type()%NumPieceTypes])
		}
		b.WriteByte('\n')
	}
	for c := Black; c <= White; c++ {
		var items strings.Builder
		for _, pt := range handOrder {
			for range p.Hand(c).Count(pt) {
				items.WriteString("00" + csaCodes[pt])
			}
		}
		if items.Len() > 0 {
			fmt.Fprintf(b, "P%c%s\n", "+-"[c], items.String())
		}
	}
	fmt.Fprintf(b, "%c\n", "+-"[p.SideToMove()&1])
}

// csaComments writes comment lines "'*...".
func csaComments(b *strings.Builder, lines []string) {
	for _, l := range lines {
		b.WriteString("'*" + l + "\n")
	}
}
