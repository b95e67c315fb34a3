package shogi

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Record is a game record as the KIF, KI2 and CSA files hold it: where the
// game starts, its moves, and what the file says about it. The parsers
// (ParseKIF, ParseKI2, ParseCSA) only return records whose moves are legal
// from the start; the writers (KIF, KI2, CSA) stop at the first move that is
// not.
//
// The files must be UTF-8: records in Shift_JIS (older KIF and CSA files)
// must be converted by the caller first, for example with
// golang.org/x/text/encoding/japanese, which this module does not use.
type Record struct {
	Start    string         // SFEN of the start position; "" is the initial position
	Moves    []Move         // the moves, legal from Start
	Seconds  []int          // time each move took in seconds; nil when unknown, else len(Moves)
	Comments map[int]string // comment after move i (0: before the first move); lines joined by "\n"
	End      Ending         // how the game ended; EndNone when the record just stops
	// Variations are the lines that leave the main line, by Ply and then
	// in their order at the branch point: ParseKIFTree reads them and the
	// KIF writer writes them; the other parsers and writers have none.
	Variations []Variation

	Black, White string        // the players (先手/下手 and 後手/上手, N+ and N-)
	Date         string        // start date as written (開始日時, $START_TIME)
	Event        string        // 棋戦, $EVENT
	Site         string        // 場所, $SITE
	Handicap     string        // 手合割 as written (平手, 香落ち, ...); the writers derive it from Start
	Extra        []RecordField // other header lines, in file order
}

// RecordField is a header line the Record has no field for: a KIF "key：value"
// or a CSA "$KEY:value".
type RecordField struct{ Key, Value string }

// Ending is how a recorded game ended: the last line of a KIF, the "まで"
// line of a KI2, the % line of a CSA file. Wins and losses are those of the
// side to move after the last move.
type Ending uint8

const (
	EndNone        Ending = iota // the record just stops
	EndResign                    // 投了, %TORYO: the side to move resigned
	EndInterrupt                 // 中断, %CHUDAN
	EndRepetition                // 千日手, %SENNICHITE: draw by fourfold repetition
	EndImpasse                   // 持将棋, %JISHOGI: draw by impasse
	EndMate                      // 詰み, %TSUMI: the side to move is mated
	EndNoMate                    // 不詰, %FUZUMI: (tsume records) no mate
	EndTimeUp                    // 切れ負け, %TIME_UP: the side to move lost on time
	EndIllegalLoss               // 反則負け, %ILLEGAL_MOVE: the side to move lost by a foul
	EndIllegalWin                // 反則勝ち, %+/-ILLEGAL_ACTION: the other side fouled
	EndDeclareWin                // 入玉勝ち, %KACHI: the side to move declared a win
	EndDraw                      // %HIKIWAKE; KIF has no word for it and writes 持将棋
	endingNB
)

// endingKIF are the KIF words of the endings (EndDraw is read back as
// EndImpasse).
var endingKIF = [endingNB]string{"", "投了", "中断", "千日手", "持将棋", "詰み", "不詰", "切れ負け", "反則負け", "反則勝ち", "入玉勝ち", "持将棋"}

// String returns the KIF word of the ending ("投了"), "" for EndNone.
func (e Ending) String() string {
	if e >= endingNB {
		return "?"
	}
	return endingKIF[e]
}

// Winner returns the winner of the recorded game; ok is false for draws,
// interrupted and unfinished games.
func (r Record) Winner() (winner Color, ok bool) {
	p, err := r.StartPosition()
	if err != nil {
		return Black, false
	}
	toMove := p.SideToMove() ^ Color(len(r.Moves)&1)
	switch r.End {
	case EndResign, EndMate, EndTimeUp, EndIllegalLoss:
		return toMove.Opp(), true
	case EndIllegalWin, EndDeclareWin:
		return toMove, true
	}
	return Black, false
}

// StartPosition returns the start position of the record.
func (r Record) StartPosition() (*Position, error) {
	if r.Start == "" {
		return NewStartPosition(), nil
	}
	return ParseSFEN(r.Start)
}

// Position returns the position after all the moves; the error names the
// first move that is not legal.
func (r Record) Position() (*Position, error) {
	p, err := r.StartPosition()
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if !p.IsLegal(m) {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, m.USI(), ErrIllegalMove)
		}
		p.DoMove(m)
	}
	return p, nil
}

// replay calls f with the position before each legal move, stopping at the
// first move that is not legal, and returns the position reached and the
// number of moves played.
func (r Record) replay(f func(p *Position, i int, m Move)) (*Position, int) {
	p, err := r.StartPosition()
	if err != nil {
		p = NewStartPosition()
	}
	for i, m := range r.Moves {
		if !p.IsLegal(m) {
			return p, i
		}
		f(p, i, m)
		p.DoMove(m)
	}
	return p, len(r.Moves)
}

// seconds returns the time of move i, -1 when unknown.
func (r Record) seconds(i int) int {
	if i < len(r.Seconds) {
		return r.Seconds[i]
	}
	return -1
}

// commentLines returns the lines of the comment after move i.
func (r Record) commentLines(i int) []string { return commentLines(r.Comments, i) }

// commentLines returns the lines of comments[i].
func commentLines(comments map[int]string, i int) []string {
	c, ok := comments[i]
	if !ok {
		return nil
	}
	return strings.Split(c, "\n")
}

// addComment appends a line to the comment after move i.
func (r *Record) addComment(i int, line string) {
	if r.Comments == nil {
		r.Comments = map[int]string{}
	}
	if c, ok := r.Comments[i]; ok {
		r.Comments[i] = c + "\n" + line
	} else {
		r.Comments[i] = line
	}
}

// ErrRecordSyntax is wrapped by the errors of lines the parsers cannot
// read; illegal moves wrap ErrIllegalMove instead.
var ErrRecordSyntax = errors.New("bad record line")

// RecordError is an error of a record parser: the format, the line number
// (from 1), the line's text and what is wrong with it.
type RecordError struct {
	Format string // "KIF", "KI2" or "CSA"
	Line   int
	Text   string
	Err    error
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("%s line %d: %q: %v", e.Format, e.Line, e.Text, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// syntaxErr returns an error wrapping ErrRecordSyntax.
func syntaxErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrRecordSyntax, fmt.Sprintf(format, args...))
}

// recordLines splits a record's text into lines: a UTF-8 BOM is skipped and
// "\r\n" and "\r" end lines as "\n" does. Text that is not UTF-8 is an
// error naming the first bad line.
func recordLines(text, format string) ([]string, error) {
	text = strings.TrimPrefix(text, "\uFEFF")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	lines := strings.Split(strings.ReplaceAll(text, "\r", "\n"), "\n")
	for i, l := range lines {
		if !utf8.ValidString(l) {
			return nil, &RecordError{format, i + 1, strings.ToValidUTF8(l, "?"),
				syntaxErr("not UTF-8 (convert Shift_JIS records first)")}
		}
	}
	return lines, nil
}

// boardSetup is a start position being read from a BOD diagram or CSA P
// lines, before it becomes an SFEN.
type boardSetup struct {
	board [81]Piece
	hand  [2][8]int
	side  Color
}

// sfen returns the SFEN of the setup (move 1).
func (b *boardSetup) sfen() string {
	return formatSFEN(func(sq int) Piece { return b.board[sq] }, b.side,
		func(c Color, pt PieceType) int { return b.hand[c][pt] }, 1)
}

// position turns the setup into a checked position.
func (b *boardSetup) position() (*Position, error) {
	return ParseSFEN(b.sfen())
}

// setupOf returns the setup of a position (for the writers of diagrams).
func setupOf(p *Position) *boardSetup {
	b := &boardSetup{side: p.SideToMove()}
	for s := range b.board {
		b.board[s] = p.PieceOn(Square(s))
	}
	for c := Black; c <= White; c++ {
		for _, pt := range handOrder {
			b.hand[c][pt] = p.Hand(c).Count(pt)
		}
	}
	return b
}

// handicaps are the 手合割 of KIF with their start positions (the side
// giving the handicap, White, moves first).
var handicaps = []struct{ name, sfen string }{
	{"平手", StartSFEN},
	{"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
	{"十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
}

// handicapSFEN returns the start position of a 手合割.
func handicapSFEN(name string) (string, bool) {
	for _, h := range handicaps {
		if h.name == name {
			return h.sfen, true
		}
	}
	return "", false
}

// handicapName returns the 手合割 of a start position, "" if it is none.
func handicapName(p *Position) string {
	key := sfenBody(p.SFEN())
	for _, h := range handicaps {
		if sfenBody(h.sfen) == key {
			return h.name
		}
	}
	return ""
}

// sfenBody is an SFEN without its move number.
func sfenBody(s string) string {
	f := strings.Fields(s)
	if len(f) < 3 {
		return s
	}
	return strings.Join(f[:3], " ")
}
