package shogi

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"bitban/bitboard"
)

// The Japanese move notation of KIF and KI2 records: reading a move text
// ("７六歩(77)", "同　銀右", "５五角打") and matching it to a legal move, and
// writing KI2 text. (*Position).KIF writes the KIF text.

// jpMove is a move in Japanese notation before it is matched to the position.
type jpMove struct {
	text      string    // the move text as read, for errors
	to        Square    // NoSquare with same
	same      bool      // 同: lands where the last move did
	pt        PieceType // the piece as named (promoted kinds as such)
	rel       string    // KI2 marks 右 左 直 上 引 寄, as written
	promote   bool      // 成
	noPromote bool      // 不成 (or 生)
	drop      bool      // 打
	from      Square    // the KIF origin "(77)"; NoSquare when absent
}

// jpPieces are the piece names; the two-character names come first so that
// 成銀 is not read as a promotion.
var jpPieces = []struct {
	name string
	pt   PieceType
}{
	{"成香", ProLance}, {"成桂", ProKnight}, {"成銀", ProSilver},
	{"歩", Pawn}, {"香", Lance}, {"桂", Knight}, {"銀", Silver}, {"金", Gold},
	{"角", Bishop}, {"飛", Rook}, {"玉", King}, {"王", King}, {"と", ProPawn},
	{"杏", ProLance}, {"圭", ProKnight}, {"全", ProSilver}, {"馬", Horse}, {"龍", Dragon}, {"竜", Dragon},
}

// jpDigit returns the value of a digit as KIF writes files (１, 1) or ranks
// (一, １, 1); 0 if r is none.
func jpDigit(r rune) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '0')
	case r >= '１' && r <= '９':
		return int(r-'１') + 1
	}
	if i := strings.IndexRune("一二三四五六七八九", r); i >= 0 {
		return i/3 + 1 // each kanji is 3 bytes
	}
	return 0
}

// nextRune splits the first rune off s.
func nextRune(s string) (rune, string) {
	r, n := utf8.DecodeRuneInString(s)
	return r, s[n:]
}

// parseJPMove reads a Japanese move from the start of s and returns what is
// left of s (the KIF time, say).
func parseJPMove(s string) (jpMove, string, error) {
	j := jpMove{to: NoSquare, from: NoSquare}
	start := s
	rest, err := j.readSquare(s)
	if err != nil {
		return j, s, err
	}
	if rest, err = j.readPiece(rest); err != nil {
		return j, s, err
	}
	rest = j.readMarks(rest)
	if rest, err = j.readOrigin(rest); err != nil {
		return j, s, err
	}
	j.text = strings.TrimSpace(start[:len(start)-len(rest)])
	return j, rest, nil
}

// readSquare reads the destination: "７六" or "同" (with an optional space).
func (j *jpMove) readSquare(s string) (string, error) {
	if rest, ok := strings.CutPrefix(s, "同"); ok {
		j.same = true
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "　"), " ")
		return rest, nil
	}
	f, rest := nextRune(s)
	r, rest := nextRune(rest)
	file, rank := jpDigit(f), jpDigit(r)
	if file == 0 || rank == 0 {
		return s, syntaxErr("want a square such as ７六 or 同")
	}
	j.to = bitboard.NewSquare81(file, rank)
	return rest, nil
}

// readPiece reads the piece name.
func (j *jpMove) readPiece(s string) (string, error) {
	for _, p := range jpPieces {
		if rest, ok := strings.CutPrefix(s, p.name); ok {
			j.pt = p.pt
			return rest, nil
		}
	}
	return s, syntaxErr("want a piece (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)")
}

// readMarks reads the KI2 marks and 成, 不成 or 打.
func (j *jpMove) readMarks(s string) string {
	for {
		r, rest := nextRune(s)
		if r == utf8.RuneError || !strings.ContainsRune("右左直上引寄行入", r) {
			break
		}
		if r != '行' && r != '入' { // 上 and 行/入 are the same mark in old records
			j.rel += string(r)
		}
		s = rest
	}
	switch {
	case strings.HasPrefix(s, "不成"):
		j.noPromote = true
		return s[len("不成"):]
	case strings.HasPrefix(s, "生"):
		j.noPromote = true
		return s[len("生"):]
	case strings.HasPrefix(s, "成"):
		j.promote = true
		return s[len("成"):]
	case strings.HasPrefix(s, "打"):
		j.drop = true
		return s[len("打"):]
	}
	return s
}

// readOrigin reads the KIF origin "(77)", if there is one.
func (j *jpMove) readOrigin(s string) (string, error) {
	rest, ok := strings.CutPrefix(s, "(")
	if !ok {
		return s, nil
	}
	f, rest := nextRune(rest)
	r, rest := nextRune(rest)
	rest, closed := strings.CutPrefix(rest, ")")
	file, rank := jpDigit(f), jpDigit(r)
	if !closed || file == 0 || rank == 0 {
		return s, syntaxErr("bad origin square (want like (77))")
	}
	if j.drop {
		return s, syntaxErr("a drop (打) has no origin square")
	}
	j.from = bitboard.NewSquare81(file, rank)
	return rest, nil
}

// jpName is the name of a piece type in the error messages and KI2 text.
func jpName(pt PieceType) string { return kifNames[pt%NumPieceTypes] }

// resolve matches the move to a legal move of p.
func (p *Position) resolve(j jpMove) (Move, error) {
	if j.same {
		last := p.LastMove()
		if last == MoveNone {
			return MoveNone, syntaxErr("同 but there is no previous move")
		}
		j.to = last.To()
	}
	switch {
	case j.drop:
		return p.resolveDrop(j)
	case j.from != NoSquare:
		return p.resolveFrom(j)
	}
	return p.resolveKI2(j)
}

// resolveDrop matches a drop.
func (p *Position) resolveDrop(j jpMove) (Move, error) {
	if j.pt < Pawn || j.pt > Gold {
		return MoveNone, fmt.Errorf("%w: a %s cannot be dropped", ErrIllegalMove, jpName(j.pt))
	}
	if !p.Hand(p.side).Has(j.pt) {
		return MoveNone, fmt.Errorf("%w: no %s in hand", ErrIllegalMove, jpName(j.pt))
	}
	return p.legal(NewDrop(j.pt, j.to))
}

// resolveFrom matches a KIF move with its origin.
func (p *Position) resolveFrom(j jpMove) (Move, error) {
	pc := p.PieceOn(j.from)
	if pc == NoPiece || pc.Color() != p.side {
		return MoveNone, fmt.Errorf("%w: no %s piece on %s", ErrIllegalMove, p.side, j.from)
	}
	if pc.Type() != j.pt {
		return MoveNone, fmt.Errorf("%w: the piece on %s is a %s, not a %s", ErrIllegalMove, j.from, jpName(pc.Type()), jpName(j.pt))
	}
	return p.legal(NewMove(j.from, j.to, NoPieceType, j.promote))
}

// legal returns the legal move of p that m (without its piece type) is.
func (p *Position) legal(m Move) (Move, error) {
	var buf [MaxMoves]Move
	for _, lm := range p.Generate(buf[:0]) {
		if lm.Key16() == m.Key16() {
			return lm, nil
		}
	}
	return MoveNone, fmt.Errorf("%w: %s", ErrIllegalMove, p.whyIllegal(m))
}

// resolveKI2 matches a move without origin: the pieces of the named kind
// that can reach the square, narrowed by the marks; a drop when none can
// (打 may then be left out).
func (p *Position) resolveKI2(j jpMove) (Move, error) {
	cands := p.reaching(j.to, j.pt, j.promote)
	if len(cands) == 0 && j.rel == "" && j.pt >= Pawn && j.pt <= Gold && p.PieceOn(j.to) == NoPiece &&
		len(p.reaching(j.to, j.pt, !j.promote)) == 0 {
		if j.promote {
			return MoveNone, fmt.Errorf("%w: no %s can move to %s", ErrIllegalMove, jpName(j.pt), j.to)
		}
		return p.resolveDrop(j)
	}
	cands = filterMarks(cands, j.rel, p.side, j.pt)
	switch len(cands) {
	case 0:
		return MoveNone, fmt.Errorf("%w: no %s can move to %s%s as written", ErrIllegalMove, jpName(j.pt), j.to, promoteWord(j.promote))
	case 1:
		return cands[0], nil
	}
	return MoveNone, fmt.Errorf("%w: ambiguous: %d pieces can move there (want 右 左 直 上 引 寄)", ErrRecordSyntax, len(cands))
}

func promoteWord(promote bool) string {
	if promote {
		return " promoting"
	}
	return ""
}

// reaching returns the legal board moves to the square of pieces of type pt
// that do (or do not) promote.
func (p *Position) reaching(to Square, pt PieceType, promote bool) []Move {
	var buf [MaxMoves]Move
	var out []Move
	for _, m := range p.Generate(buf[:0]) {
		if !m.IsDrop() && m.To() == to && m.IsPromotion() == promote && p.PieceOn(m.From()).Type() == pt {
			out = append(out, m)
		}
	}
	return out
}

// isSlider reports the kinds whose 右 and 左 compare the pieces with each
// other; for the others they say on which side of the destination the
// piece was.
func isSlider(pt PieceType) bool {
	return pt == Bishop || pt == Rook || pt == Horse || pt == Dragon
}

// offset returns the move seen by the side that plays it: dx > 0 when the
// piece came from the player's right of the destination, dy > 0 when it
// moved up the board (forward).
func offset(m Move, c Color) (dx, dy int) {
	dx = m.To().File() - m.From().File()
	dy = m.From().Rank() - m.To().Rank()
	if c == White {
		return -dx, -dy
	}
	return dx, dy
}

// filterMarks keeps the moves that fit the KI2 marks: the motions (上 引 寄
// 直) first, then the sides (右 左).
func filterMarks(moves []Move, marks string, c Color, pt PieceType) []Move {
	for _, r := range marks {
		if strings.ContainsRune("上引寄直", r) {
			moves = keepMotion(moves, r, c)
		}
	}
	for _, r := range marks {
		if r == '右' || r == '左' {
			moves = keepSide(moves, r == '右', c, isSlider(pt))
		}
	}
	return moves
}

// keepMotion keeps the moves that go up, back, sideways or straight up.
func keepMotion(moves []Move, mark rune, c Color) []Move {
	var out []Move
	for _, m := range moves {
		dx, dy := offset(m, c)
		if mark == '上' && dy > 0 || mark == '引' && dy < 0 || mark == '寄' && dy == 0 || mark == '直' && dx == 0 && dy > 0 {
			out = append(out, m)
		}
	}
	return out
}

// keepSide keeps the moves of the piece on the player's right (or left):
// of the destination, or for sliders the rightmost of the pieces.
func keepSide(moves []Move, right bool, c Color, slider bool) []Move {
	if len(moves) == 0 {
		return nil
	}
	// x grows toward the player's right.
	x := func(m Move) int {
		if c == Black {
			return -m.From().File()
		}
		return m.From().File()
	}
	best := x(moves[0])
	for _, m := range moves[1:] {
		if right && x(m) > best || !right && x(m) < best {
			best = x(m)
		}
	}
	var out []Move
	for _, m := range moves {
		dx, _ := offset(m, c)
		if slider && x(m) == best || !slider && (right && dx > 0 || !right && dx < 0) {
			out = append(out, m)
		}
	}
	return out
}

// ki2Marks are the marks the KI2 writer tries, motion before side as the
// JSA notation rules ask.
var ki2Marks = []string{"上", "寄", "引", "右", "左", "直", "右上", "右寄", "右引", "左上", "左寄", "左引"}

// KI2 returns the move in KI2 notation (without the side mark): the KIF
// text without the origin, with 右 左 直 上 引 寄 when two pieces of the
// kind can reach the square and 打 only when a drop needs it. m must be
// legal in the position.
func (p *Position) KI2(m Move) string {
	s := p.KIF(m)
	if i := strings.IndexByte(s, '('); i >= 0 {
		s = s[:i]
	}
	if m.IsDrop() {
		if len(p.reaching(m.To(), m.DropType(), false)) == 0 && len(p.reaching(m.To(), m.DropType(), true)) == 0 {
			s = strings.TrimSuffix(s, "打")
		}
		return s
	}
	suffix := ""
	switch {
	case strings.HasSuffix(s, "不成"):
		suffix = "不成"
	case m.IsPromotion():
		suffix = "成"
	}
	return strings.TrimSuffix(s, suffix) + p.ki2Mark(m) + suffix
}

// ki2Mark returns the marks that tell the move from the other moves of
// the same kind of piece to the square ("" when there are none).
func (p *Position) ki2Mark(m Move) string {
	pt := p.PieceOn(m.From()).Type()
	cands := p.reaching(m.To(), pt, m.IsPromotion())
	if len(cands) <= 1 {
		return ""
	}
	for _, mark := range ki2Marks {
		if mark == "直" && isSlider(pt) {
			continue
		}
		if got := filterMarks(cands, mark, p.side, pt); len(got) == 1 && got[0] == m {
			return mark
		}
	}
	return "" // cannot happen with the pieces of a legal game
}
