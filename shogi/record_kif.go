package shogi

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"bitban/bitboard"
)

// KIF and KI2, the Kakinoki formats: header lines "key：value", a BOD board
// diagram for starts other than a 手合割, then the moves. KIF numbers one
// move a line ("   1 ７六歩(77)   ( 0:01/00:00:01)") and ends with a line
// such as "  95 投了"; KI2 writes several moves a line with side marks
// ("▲７六歩    △３四歩") and ends with "まで95手で先手の勝ち". Both take
// comments ("*...") and bookmarks ("&..."). ParseKIF and ParseKI2 read the
// main line and skip the variations (変化); ParseKIFTree reads them too
// (record_kif_tree.go).

// ParseKIF reads a game in KIF. Errors are *RecordError values naming the
// line; an illegal move wraps ErrIllegalMove.
func ParseKIF(text string) (Record, error) { return parseKakinoki(text, "KIF") }

// ParseKI2 reads a game in KI2 (KIF move lines are accepted too).
func ParseKI2(text string) (Record, error) { return parseKakinoki(text, "KI2") }

// kifReader is the state of the KIF and KI2 parser.
type kifReader struct {
	rec       Record
	pos       *Position   // nil until the start is known
	bod       *boardSetup // the diagram being read
	bodRank   int         // rank lines read
	setupLine int         // the last line of 手合割 or the diagram, for their errors
	setupErr  bool        // the error is in the start, at setupLine
	seconds   []int
	timed     bool // some move had a time
	ended     bool // an ending line was read
}

func parseKakinoki(text, format string) (Record, error) {
	lines, err := recordLines(text, format)
	if err != nil {
		return Record{}, err
	}
	k, _, err := readMainLine(lines, format)
	if err != nil {
		return Record{}, err
	}
	return k.rec, nil
}

// readMainLine reads the header and the main line of a KIF or KI2 and
// returns the reader and the index of the first variation line (len(lines)
// when there is none).
func readMainLine(lines []string, format string) (*kifReader, int, error) {
	k := &kifReader{}
	next := len(lines)
	for i, line := range lines {
		stop, err := k.line(line, i+1)
		if err != nil && k.setupErr {
			break
		}
		if err != nil {
			return nil, 0, &RecordError{format, i + 1, line, err}
		}
		if stop {
			next = i
			break
		}
	}
	if err := k.begin(); err != nil {
		return nil, 0, &RecordError{format, k.setupLine, lines[max(k.setupLine-1, 0)], err}
	}
	if k.timed {
		k.rec.Seconds = k.seconds
	}
	return k, next, nil
}

// line reads one line; stop is true at the start of the variations.
func (k *kifReader) line(raw string, n int) (stop bool, err error) {
	line := strings.TrimRightFunc(raw, unicode.IsSpace)
	trimmed := strings.TrimLeftFunc(line, unicode.IsSpace)
	switch {
	case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		return false, nil
	case strings.HasPrefix(trimmed, "*"):
		k.rec.addComment(len(k.rec.Moves), trimmed[1:])
		return false, nil
	case strings.HasPrefix(trimmed, "&"):
		k.rec.addComment(len(k.rec.Moves), trimmed)
		return false, nil
	case strings.HasPrefix(trimmed, "変化：") || strings.HasPrefix(trimmed, "変化:"):
		return true, nil
	case strings.HasPrefix(trimmed, "まで"):
		return false, k.summary(trimmed)
	case strings.HasPrefix(trimmed, "手数"):
		return false, k.begin()
	case trimmed[0] >= '0' && trimmed[0] <= '9':
		return false, k.kifMove(trimmed)
	case strings.ContainsRune("▲△☗☖", []rune(trimmed)[0]):
		return false, k.ki2Moves(trimmed)
	}
	if k.pos == nil {
		if strings.HasPrefix(trimmed, "|") {
			k.setupLine = n
		}
		return false, k.header(line, n)
	}
	return false, syntaxErr("not a move, comment or ending")
}

// begin fixes the start position: the diagram, else the 手合割, else the
// initial position.
func (k *kifReader) begin() error {
	if k.pos != nil {
		return nil
	}
	k.setupErr = true // until the start is known
	sfen := StartSFEN
	if k.bod != nil {
		sfen = k.bod.sfen()
	} else if h := k.rec.Handicap; h != "" {
		s, ok := handicapSFEN(h)
		if !ok {
			return syntaxErr("手合割 %q is not known and there is no board diagram", h)
		}
		sfen = s
	}
	p, err := ParseSFEN(sfen)
	if err != nil {
		return fmt.Errorf("%w: the board diagram: %v", ErrRecordSyntax, err)
	}
	k.pos, k.setupErr = p, false
	if sfen != StartSFEN {
		k.rec.Start = p.SFEN()
	}
	return nil
}

// header reads a header or diagram line.
func (k *kifReader) header(line string, n int) error {
	trimmed := strings.TrimSpace(line)
	switch {
	case strings.HasPrefix(trimmed, "|"):
		return k.bodLine(trimmed)
	case strings.HasPrefix(trimmed, "+-") || strings.HasPrefix(trimmed, "９ ８") || strings.HasPrefix(trimmed, "9 8"):
		return nil
	case trimmed == "先手番" || trimmed == "下手番":
		k.diagram().side = Black
		return nil
	case trimmed == "後手番" || trimmed == "上手番":
		k.diagram().side = White
		return nil
	}
	key, value, ok := strings.Cut(trimmed, "：")
	if !ok {
		key, value, ok = strings.Cut(trimmed, ":")
	}
	if !ok {
		return syntaxErr("not a header line (key：value)")
	}
	return k.field(strings.TrimSpace(key), strings.TrimSpace(value), n)
}

// field stores a header field.
func (k *kifReader) field(key, value string, n int) error {
	r := &k.rec
	switch key {
	case "先手", "下手":
		r.Black = value
	case "後手", "上手":
		r.White = value
	case "開始日時":
		r.Date = value
	case "棋戦":
		r.Event = value
	case "場所":
		r.Site = value
	case "手合割":
		r.Handicap = value
		k.setupLine = n
	case "先手の持駒", "下手の持駒":
		return k.bodHand(Black, value)
	case "後手の持駒", "上手の持駒":
		return k.bodHand(White, value)
	default:
		r.Extra = append(r.Extra, RecordField{key, value})
	}
	return nil
}

// diagram returns the board diagram being read.
func (k *kifReader) diagram() *boardSetup {
	if k.bod == nil {
		k.bod = &boardSetup{}
	}
	return k.bod
}

// bodLine reads a rank of the diagram: "|v香v桂 ・ ... |一".
func (k *kifReader) bodLine(s string) error {
	if k.bodRank >= 9 {
		return syntaxErr("more than 9 ranks in the board diagram")
	}
	k.bodRank++
	body := []rune(strings.TrimPrefix(s, "|"))
	if len(body) < 18 {
		return syntaxErr("a rank of the board diagram wants 9 squares")
	}
	b := k.diagram()
	for i := range 9 {
		pc, err := bodPiece(body[2*i], body[2*i+1])
		if err != nil {
			return err
		}
		b.board[bitboard.NewSquare81(9-i, k.bodRank)] = pc
	}
	return nil
}

// bodPiece reads a square of the diagram: a mark (' ' Black, 'v' White)
// and a one-character piece name, or "・" for an empty square.
func bodPiece(mark, name rune) (Piece, error) {
	if name == '・' {
		return NoPiece, nil
	}
	c := Black
	switch mark {
	case 'v', 'V':
		c = White
	case ' ', '^', '　':
	default:
		return NoPiece, syntaxErr("bad square %q in the board diagram", string([]rune{mark, name}))
	}
	for _, p := range jpPieces {
		if p.name == string(name) {
			return NewPiece(c, p.pt), nil
		}
	}
	return NoPiece, syntaxErr("bad piece %q in the board diagram", string(name))
}

// bodHand reads the pieces in hand of the diagram: "飛　角　金二　歩十八"
// or "なし".
func (k *kifReader) bodHand(c Color, s string) error {
	b := k.diagram()
	for _, item := range strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '、' }) {
		if item == "なし" {
			continue
		}
		name, num := nextRune(item)
		pt := NoPieceType
		for _, p := range jpPieces[3:10] { // 歩 ... 飛
			if p.name == string(name) {
				pt = p.pt
			}
		}
		n, ok := kanjiNumber(num)
		if pt == NoPieceType || !ok {
			return syntaxErr("bad pieces in hand %q", item)
		}
		b.hand[c][pt] += n
	}
	return nil
}

// kanjiNumber reads a count written 二, 十八 or 18; "" is 1.
func kanjiNumber(s string) (int, bool) {
	if s == "" {
		return 1, true
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n, n > 0 && n <= 18
	}
	n := 0
	if rest, ok := strings.CutPrefix(s, "十"); ok {
		n, s = 10, rest
	}
	if s != "" {
		r, rest := nextRune(s)
		d := jpDigit(r)
		if d == 0 || rest != "" {
			return 0, false
		}
		n += d
	}
	return n, true
}

// kifEndings are the words of the KIF ending lines.
var kifEndings = map[string]Ending{
	"投了": EndResign, "中断": EndInterrupt, "千日手": EndRepetition, "持将棋": EndImpasse,
	"詰み": EndMate, "不詰": EndNoMate, "切れ負け": EndTimeUp, "反則負け": EndIllegalLoss,
	"反則勝ち": EndIllegalWin, "入玉勝ち": EndDeclareWin, "宣言勝ち": EndDeclareWin,
}

// kifMove reads a numbered KIF line: a move or the ending.
func (k *kifReader) kifMove(s string) error {
	if err := k.begin(); err != nil {
		return err
	}
	i := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	if i < 0 {
		return syntaxErr("a move number without a move")
	}
	num, _ := strconv.Atoi(s[:i])
	if want := len(k.rec.Moves) + 1; num != want {
		return syntaxErr("move number %d, want %d", num, want)
	}
	text := strings.TrimLeftFunc(s[i:], unicode.IsSpace)
	word, rest, _ := strings.Cut(text, " ")
	if end, ok := kifEndings[word]; ok {
		if _, err := kifTime(rest); err != nil {
			return err
		}
		return k.end(end)
	}
	return k.playKIF(text)
}

// playKIF plays the move of a KIF line and reads its time.
func (k *kifReader) playKIF(text string) error {
	if k.ended {
		return syntaxErr("a move after the end of the game")
	}
	j, rest, err := parseJPMove(text)
	if err != nil {
		return err
	}
	if err := k.play(j); err != nil {
		return err
	}
	sec, err := kifTime(rest)
	if sec >= 0 {
		k.timed = true
	}
	k.seconds = append(k.seconds, max(sec, 0))
	return err
}

// play matches a move and makes it.
func (k *kifReader) play(j jpMove) error {
	m, err := k.pos.resolve(j)
	if err != nil {
		return fmt.Errorf("%q: %w", j.text, err)
	}
	k.pos.DoMove(m)
	k.rec.Moves = append(k.rec.Moves, m)
	return nil
}

// end records the ending.
func (k *kifReader) end(e Ending) error {
	if k.ended {
		return syntaxErr("a second ending")
	}
	k.ended = true
	k.rec.End = e
	return nil
}

// kifTime reads the time after a KIF move: "( 0:01/00:00:01)", maybe a
// "+" (the move has variations); -1 when there is none.
func kifTime(s string) (int, error) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "+"))
	if s == "" {
		return -1, nil
	}
	body, ok := strings.CutPrefix(s, "(")
	body, ok2 := strings.CutSuffix(body, ")")
	move, _, _ := strings.Cut(body, "/")
	mm, ss, ok3 := strings.Cut(move, ":")
	m, err1 := strconv.Atoi(strings.TrimSpace(mm))
	sec, err2 := strconv.Atoi(strings.TrimSpace(ss))
	if !ok || !ok2 || !ok3 || err1 != nil || err2 != nil || m < 0 || sec < 0 || sec > 59 {
		return -1, syntaxErr("bad text after the move (want a time such as ( 0:01/00:00:01))")
	}
	return m*60 + sec, nil
}

// ki2Moves reads a KI2 line of moves: "▲７六歩    △３四歩".
func (k *kifReader) ki2Moves(s string) error {
	if err := k.begin(); err != nil {
		return err
	}
	for s != "" {
		mark, rest := nextRune(strings.TrimSpace(s))
		c := Black
		switch mark {
		case '▲', '☗':
		case '△', '☖':
			c = White
		default:
			return syntaxErr("want ▲ or △ before a move")
		}
		if k.ended {
			return syntaxErr("a move after the end of the game")
		}
		if c != k.pos.SideToMove() {
			return syntaxErr("%c but %s is to move", mark, k.pos.SideToMove())
		}
		j, after, err := parseJPMove(rest)
		if err != nil {
			return err
		}
		if err := k.play(j); err != nil {
			return err
		}
		if s = strings.TrimSpace(after); s != "" && !strings.ContainsRune("▲△☗☖", []rune(s)[0]) {
			return syntaxErr("unexpected %q after a move", s)
		}
	}
	return nil
}

// summary reads "まで95手で先手の勝ち": the ending of a KI2 (a KIF has
// already read it from its ending line).
func (k *kifReader) summary(s string) error {
	if k.ended {
		return nil
	}
	for _, w := range []struct {
		word string
		end  Ending
	}{
		{"中断", EndInterrupt}, {"千日手", EndRepetition}, {"持将棋", EndImpasse},
		{"反則勝ち", EndIllegalWin}, {"反則負け", EndIllegalLoss}, {"切れ", EndTimeUp},
		{"入玉", EndDeclareWin}, {"不詰", EndNoMate}, {"詰み", EndMate}, {"勝ち", EndResign},
	} {
		if strings.Contains(s, w.word) {
			return k.end(w.end)
		}
	}
	return syntaxErr("unknown result")
}

// summaryLine returns the "まで" line of a record ending after n moves with
// side toMove to move; "" if the record has no ending.
func summaryLine(n int, e Ending, toMove Color) string {
	names := [2]string{"先手", "後手"}
	mover, other := names[toMove&1], names[toMove.Opp()&1]
	switch e {
	case EndResign:
		return fmt.Sprintf("まで%d手で%sの勝ち", n, other)
	case EndMate:
		return fmt.Sprintf("まで%d手で詰み", n)
	case EndTimeUp:
		return fmt.Sprintf("まで%d手で時間切れにより%sの勝ち", n, other)
	case EndIllegalLoss:
		return fmt.Sprintf("まで%d手で%sの反則負け", n, mover)
	case EndIllegalWin:
		return fmt.Sprintf("まで%d手で%sの反則勝ち", n, mover)
	case EndDeclareWin:
		return fmt.Sprintf("まで%d手で入玉宣言により%sの勝ち", n, mover)
	case EndNone:
		return ""
	}
	return fmt.Sprintf("まで%d手で%s", n, e)
}

// KIF returns the record in KIF: the header, 手合割 or a board diagram,
// the numbered moves with their times when known, comments, the ending
// line and the "まで" line, then the variations as 変化 blocks
// (record_kif_tree.go).
func (r Record) KIF() string {
	var b strings.Builder
	r.writeHeader(&b)
	b.WriteString("手数----指手---------消費時間--\n")
	p, err := r.StartPosition()
	if err != nil {
		p = NewStartPosition()
	}
	n := writeKIFMoves(&b, p, 0, r.Moves, r.Seconds, r.Comments, [2]int{})
	if r.End != EndNone {
		fmt.Fprintf(&b, "%4d %s\n", n+1, r.End)
	}
	if s := summaryLine(n, r.End, p.SideToMove()); s != "" {
		b.WriteString(s + "\n")
	}
	if start, err := r.StartPosition(); err == nil {
		writeKIFVariations(&b, start, r.Moves[:n], r.Seconds, r.Variations)
	}
	return b.String()
}

// writeKIFMoves writes numbered KIF move lines: moves played from p (which
// it changes), the first numbered ply+1, with their times where seconds
// has them (total holds the two sides' times before them) and the
// comments after each. It stops at the first move that is not legal and
// returns the number of the last move written.
func writeKIFMoves(b *strings.Builder, p *Position, ply int, moves []Move, seconds []int, comments map[int]string, total [2]int) int {
	for i, m := range moves {
		if !p.IsLegal(m) {
			return ply + i
		}
		text := p.KIF(m)
		fmt.Fprintf(b, "%4d %s", ply+i+1, text)
		if i < len(seconds) && seconds[i] >= 0 {
			sec := seconds[i]
			t := &total[(ply+i)&1]
			*t += sec
			pad := max(13-displayWidth(text), 1)
			fmt.Fprintf(b, "%s(%2d:%02d/%02d:%02d:%02d)", strings.Repeat(" ", pad), sec/60, sec%60, *t/3600, *t/60%60, *t%60)
		}
		b.WriteByte('\n')
		writeComments(b, commentLines(comments, ply+i+1))
		p.DoMove(m)
	}
	return ply + len(moves)
}

// KI2 returns the record in KI2: the header, then the moves six a line
// with their side marks, comments on lines of their own, and the "まで"
// line.
func (r Record) KI2() string {
	var b strings.Builder
	r.writeHeader(&b)
	var row []string
	flush := func() {
		if len(row) > 0 {
			b.WriteString(strings.TrimRight(strings.Join(row, ""), " ") + "\n")
			row = row[:0]
		}
	}
	end, n := r.replay(func(p *Position, i int, m Move) {
		text := []string{"▲", "△"}[p.SideToMove()&1] + p.KI2(m)
		row = append(row, text+strings.Repeat(" ", max(12-displayWidth(text), 1)))
		if c := r.commentLines(i + 1); len(c) > 0 || len(row) == 6 {
			flush()
			writeComments(&b, c)
		}
	})
	flush()
	if s := summaryLine(n, r.End, end.SideToMove()); s != "" {
		b.WriteString(s + "\n")
	}
	return b.String()
}

// writeHeader writes the header fields, the start (手合割 or diagram) and
// the comment before the first move.
func (r Record) writeHeader(b *strings.Builder) {
	for _, f := range []RecordField{{"開始日時", r.Date}, {"棋戦", r.Event}, {"場所", r.Site}} {
		if f.Value != "" {
			fmt.Fprintf(b, "%s：%s\n", f.Key, f.Value)
		}
	}
	for _, f := range r.Extra {
		fmt.Fprintf(b, "%s：%s\n", f.Key, oneLine(f.Value))
	}
	start, err := r.StartPosition()
	if err != nil {
		start = NewStartPosition()
	}
	if h := handicapName(start); h != "" {
		fmt.Fprintf(b, "手合割：%s\n", h)
	} else {
		writeDiagram(b, start)
	}
	fmt.Fprintf(b, "先手：%s\n後手：%s\n", oneLine(r.Black), oneLine(r.White))
	writeComments(b, r.commentLines(0))
}

// oneLine keeps a header value on its line.
func oneLine(s string) string { return strings.NewReplacer("\n", " ", "\r", " ").Replace(s) }

// writeComments writes comment lines ("*..."; bookmarks "&..." as they are).
func writeComments(b *strings.Builder, lines []string) {
	for _, l := range lines {
		if !strings.HasPrefix(l, "&") {
			b.WriteByte('*')
		}
		b.WriteString(l + "\n")
	}
}

// bodNames are the one-character diagram names of the piece types.
var bodNames = [NumPieceTypes]string{"・", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"}

// kanjiCounts are the counts of pieces in hand as diagrams write them.
var kanjiCounts = []string{"", "", "二", "三", "四", "五", "六", "七", "八", "九", "十",
	"十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八"}

// writeDiagram writes a position as a BOD board diagram.
func writeDiagram(b *strings.Builder, p *Position) {
	fmt.Fprintf(b, "後手の持駒：%s\n", diagramHand(p.Hand(White)))
	b.WriteString("  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n")
	for r := 1; r <= 9; r++ {
		b.WriteByte('|')
		for f := 9; f >= 1; f-- {
			pc := p.PieceOn(bitboard.NewSquare81(f, r))
			mark := " "
			if pc != NoPiece && pc.Color() == White {
				mark = "v"
			}
			b.WriteString(mark + bodNames[pc.Type()%NumPieceTypes])
		}
		b.WriteString("|" + kifRanks[r] + "\n")
	}
	b.WriteString("+---------------------------+\n")
	fmt.Fprintf(b, "先手の持駒：%s\n", diagramHand(p.Hand(Black)))
	if p.SideToMove() == White {
		b.WriteString("後手番\n")
	}
}

// diagramHand writes pieces in hand: "飛　金二　歩三" or "なし".
func diagramHand(h Hand) string {
	var parts []string
	for _, pt := range handOrder {
		if n := h.Count(pt); n > 0 && n < len(kanjiCounts) {
			parts = append(parts, bodNames[pt]+kanjiCounts[n])
		}
	}
	if len(parts) == 0 {
		return "なし"
	}
	return strings.Join(parts, "　")
}

// displayWidth counts the columns of text in a fixed-width font: two for
// the wide (Japanese) characters.
func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		if r < 0x1100 || r >= 0xFF61 && r <= 0xFF9F {
			w++
		} else {
			w += 2
		}
	}
	return w
}
