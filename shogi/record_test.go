package shogi

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
)

// readRecord reads a file of testdata/records.
func readRecord(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/records/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The 1989 NHK Cup game Habu-Kato (the "legendary 5二銀"), transcribed in
// KI2 from one published listing (with a BOM) and in KIF (CRLF) from
// another: both parse to the same legal game, and CSA written from it
// parses back.
func TestRecordPublishedGame(t *testing.T) {
	kif, err := ParseKIF(readRecord(t, "habu-kato-1989.kif"))
	if err != nil {
		t.Fatal(err)
	}
	ki2, err := ParseKI2(readRecord(t, "habu-kato-1989.ki2"))
	if err != nil {
		t.Fatal(err)
	}
	csa, err := ParseCSA(readRecord(t, "habu-kato-1989.csa"))
	if err != nil {
		t.Fatal(err)
	}
	if len(kif.Moves) != 67 || !reflect.DeepEqual(kif.Moves, ki2.Moves) || !reflect.DeepEqual(kif.Moves, csa.Moves) {
		t.Fatalf("moves differ: KIF %d, KI2 %d, CSA %d", len(kif.Moves), len(ki2.Moves), len(csa.Moves))
	}
	for _, r := range []Record{kif, ki2, csa} {
		if w, ok := r.Winner(); r.End != EndResign || !ok || w != Black || r.Black != "羽生善治" || r.White != "加藤一二三" || r.Start != "" {
			t.Fatalf("header or result: %+v", r)
		}
	}
	// The 5二銀 (move 61) and the moves KI2 must tell apart.
	for i, want := range map[int]string{61: "S*5b", 44: "3e2d", 63: "5b6a"} {
		if got := kif.Moves[i-1].USI(); got != want {
			t.Errorf("move %d = %s, want %s", i, got, want)
		}
	}
	if kif.Comments[61] != "取れば１四角からの詰み。" || kif.Date != "1989/01/09" || kif.Extra[0] != (RecordField{"戦型", "角換わり棒銀"}) {
		t.Errorf("comment or header: %q %q %v", kif.Comments[61], kif.Date, kif.Extra)
	}
	// The KI2 writer gives the published move texts (△２四銀引, ▲６一銀不成).
	if got, want := ki2Tokens(kif.KI2()), ki2Tokens(readRecord(t, "habu-kato-1989.ki2")); !reflect.DeepEqual(got, want) {
		t.Errorf("KI2 moves\n got %v\nwant %v", got, want)
	}
}

// ki2Tokens are the moves of a KI2 text.
func ki2Tokens(s string) []string {
	var out []string
	for _, f := range strings.Fields(strings.ReplaceAll(s, "同　", "同")) {
		if strings.ContainsAny(f, "▲△") {
			out = append(out, f)
		}
	}
	return out
}

// randomGame plays random legal moves from start, preferring captures,
// promotions and drops so that the records have plenty of each.
func randomGame(r *rand.Rand, start *Position, plies int) ([]Move, bool) {
	p := start.Clone()
	var moves []Move
	var buf [MaxMoves]Move
	for range plies {
		legal := p.Generate(buf[:0])
		if len(legal) == 0 {
			return moves, true
		}
		var special []Move
		for _, m := range legal {
			if m.IsDrop() || m.IsPromotion() || p.PieceOn(m.To()) != NoPiece {
				special = append(special, m)
			}
		}
		m := legal[r.IntN(len(legal))]
		if len(special) > 0 && r.IntN(2) == 0 {
			m = special[r.IntN(len(special))]
		}
		p.DoMove(m)
		moves = append(moves, m)
	}
	return moves, false
}

// randomRecord is a random game with times, comments and an ending; every
// fourth starts from a position reached by random moves (a board diagram,
// CSA rank lines).
func randomRecord(r *rand.Rand, n int) Record {
	start := NewStartPosition()
	rec := Record{Black: "先手" + fmt.Sprint(n), White: "gote", Event: "random", Date: "2026/01/02 03:04:05", Site: "here"}
	if n%4 == 3 {
		pre, _ := randomGame(r, start, 30+r.IntN(20))
		for _, m := range pre {
			start.DoMove(m)
		}
		if start.InCheck() || start.KingSquare(Black) == NoSquare || start.KingSquare(White) == NoSquare {
			start = NewStartPosition()
		} else {
			rec.Start = sfenBody(start.SFEN()) + " 1"
		}
	}
	moves, mated := randomGame(r, start, 60+r.IntN(100))
	rec.Moves = moves
	rec.End = Ending(1 + r.IntN(int(endingNB)-1))
	if mated {
		rec.End = EndMate
	}
	for range moves {
		rec.Seconds = append(rec.Seconds, r.IntN(4000))
	}
	rec.Comments = map[int]string{0: "game comment", 5: "two\nlines", len(moves): "&bookmark"}
	return rec
}

// sameGame compares what a format keeps of a record.
func sameGame(t *testing.T, format string, want, got Record, times bool) {
	t.Helper()
	end := want.End
	if end == EndDraw && format != "CSA" {
		end = EndImpasse // KIF writes %HIKIWAKE as 持将棋
	}
	switch {
	case !reflect.DeepEqual(got.Moves, want.Moves):
		t.Fatalf("%s: moves differ", format)
	case got.End != end:
		t.Fatalf("%s: ending %v, want %v", format, got.End, end)
	case sfenBody(got.Start) != sfenBody(want.Start):
		t.Fatalf("%s: start %q, want %q", format, got.Start, want.Start)
	case times && !reflect.DeepEqual(got.Seconds, want.Seconds):
		t.Fatalf("%s: times differ", format)
	case !reflect.DeepEqual(got.Comments, want.Comments):
		t.Fatalf("%s: comments %v, want %v", format, got.Comments, want.Comments)
	case got.Black != want.Black || got.White != want.White || got.Event != want.Event || got.Date != want.Date || got.Site != want.Site:
		t.Fatalf("%s: header %+v", format, got)
	}
}

// Random legal games written in each format parse back to the same game.
func TestRecordRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var promotions, drops, captures, plies int
	for n := range 40 {
		rec := randomRecord(r, n)
		p, _ := rec.StartPosition()
		for _, m := range rec.Moves {
			promotions += b2i(m.IsPromotion())
			drops += b2i(m.IsDrop())
			captures += b2i(p.PieceOn(m.To()) != NoPiece)
			p.DoMove(m)
		}
		plies += len(rec.Moves)
		for _, f := range []struct {
			name  string
			write func() string
			parse func(string) (Record, error)
			times bool
		}{
			{"KIF", rec.KIF, ParseKIF, true},
			{"KI2", rec.KI2, ParseKI2, false},
			{"CSA", rec.CSA, ParseCSA, true},
		} {
			text := f.write()
			got, err := f.parse(text)
			if err != nil {
				t.Fatalf("game %d %s: %v\n%s", n, f.name, err, text)
			}
			sameGame(t, f.name, rec, got, f.times)
		}
	}
	if promotions < 100 || drops < 100 || captures < 300 || plies < 40*60 {
		t.Fatalf("too few: %d promotions, %d drops, %d captures, %d plies", promotions, drops, captures, plies)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// KI2 marks: the writer's text and the parser's reading of it.
func TestKI2Disambiguation(t *testing.T) {
	for _, c := range []struct{ sfen, usi, ki2 string }{
		// Three golds in a row: 左, 直, 右 (JSA's example).
		{"4k4/9/9/9/9/9/9/9/K2GGG3 b - 1", "6i5h", "５八金左"},
		{"4k4/9/9/9/9/9/9/9/K2GGG3 b - 1", "5i5h", "５八金直"},
		{"4k4/9/9/9/9/9/9/9/K2GGG3 b - 1", "4i5h", "５八金右"},
		// Motion first: 上 and 寄.
		{"4k4/9/9/9/9/9/9/5G3/K3G4 b - 1", "5i5h", "５八金上"},
		{"4k4/9/9/9/9/9/9/5G3/K3G4 b - 1", "4h5h", "５八金寄"},
		// Dragons: both go back, so the sides, compared with each other.
		{"k8/7+R1/8+R/9/9/9/9/9/K8 b - 1", "1c2d", "２四龍右"},
		{"k8/7+R1/8+R/9/9/9/9/9/K8 b - 1", "2b2d", "２四龍左"},
		// Knights.
		{"4k4/9/9/9/9/9/9/9/K1N1N4 b - 1", "5i6g", "６七桂右"},
		{"4k4/9/9/9/9/9/9/9/K1N1N4 b - 1", "7i6g", "６七桂左"},
		// White's right is the high files.
		{"k2g1g3/9/9/9/9/9/9/9/8K w - 1", "6a5b", "５二金右"},
		{"k2g1g3/9/9/9/9/9/9/9/8K w - 1", "4a5b", "５二金左"},
		// 打 only when a piece on the board could go there too.
		{"4k4/9/9/9/9/9/9/9/K3G4 b G 1", "G*5h", "５八金打"},
		{"4k4/9/9/9/9/9/9/9/K3G4 b G 1", "5i5h", "５八金"},
		{"4k4/9/9/9/9/9/9/9/K3G4 b G 1", "G*1a", "１一金"},
		// Silvers: 引 and 上 with the promotion after the mark.
		{"k8/5S3/9/4S4/9/9/9/9/K8 b - 1", "4b5c+", "５三銀引成"},
		{"k8/5S3/9/4S4/9/9/9/9/K8 b - 1", "4b5c", "５三銀引不成"},
		{"k8/5S3/9/4S4/9/9/9/9/K8 b - 1", "5d5c+", "５三銀上成"},
		{"4k4/9/9/5S3/9/9/9/9/K3S4 b - 1", "4d5c", "５三銀不成"},
	} {
		p, err := ParseSFEN(c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUSIMove(c.usi)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.KI2(m); got != c.ki2 {
			t.Errorf("%s %s: KI2 %q, want %q", c.sfen, c.usi, got, c.ki2)
		}
		j, rest, err := parseJPMove(c.ki2)
		if err != nil || rest != "" {
			t.Fatalf("%s: %v %q", c.ki2, err, rest)
		}
		if got, err := p.resolve(j); err != nil || got != m {
			t.Errorf("%s %s: read %v %v, want %s", c.sfen, c.ki2, got.USI(), err, c.usi)
		}
	}
}

// A handicap game: 手合割 gives the start and White moves first.
func TestKIFHandicap(t *testing.T) {
	text := "手合割：香落ち\n上手：upper\n下手：lower\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 中断\n"
	r, err := ParseKIF(text)
	if err != nil {
		t.Fatal(err)
	}
	if r.Start != "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" || r.End != EndInterrupt || r.White != "upper" || len(r.Moves) != 2 {
		t.Fatalf("%+v", r)
	}
	if out := r.KIF(); !strings.Contains(out, "手合割：香落ち\n") || !strings.Contains(out, "   1 ３四歩(33)\n") {
		t.Fatalf("written:\n%s", out)
	}
}

// A board diagram with pieces in hand, and a CSA start with P lines, "P+"
// pieces and statements separated by commas.
func TestRecordDiagrams(t *testing.T) {
	bod := `後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・v桂v香|一
| ・ ・ ・ ・ ・ ・ ・v玉 ・|二
| ・ ・ ・ ・ ・ ・v歩 ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・v歩|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金二　歩三
手数----指手---------消費時間--
   1 ２三金打
   2 同　玉(22)
   3 ３二金打
`
	r, err := ParseKIF(bod)
	if err != nil {
		t.Fatal(err)
	}
	if r.Start != "7nl/7k1/6p2/8p/9/9/9/9/4K4 b 2G3P 1" || len(r.Moves) != 3 {
		t.Fatalf("%+v", r)
	}
	csa := "V2.2\nP1 *  *  *  *  *  *  * -KE-KY\nP2 *  *  *  *  *  *  * -OU * \nP3 *  *  *  *  *  * -FU *  * \n" +
		"P4 *  *  *  *  *  *  *  * -FU\nP5\nP6\nP7\nP8\nP9 *  *  *  * +OU\nP+00KI00KI\nP+00FU00FU00FU\n+\n" +
		"+0023KI,T3\n-2223OU,T1\n'*a comment\n+0032KI\n%TSUMI\n"
	c, err := ParseCSA(csa)
	if err != nil {
		t.Fatal(err)
	}
	if c.Start != r.Start || !reflect.DeepEqual(c.Moves, r.Moves) || c.End != EndMate || c.Seconds[0] != 3 || c.Comments[2] != "a comment" {
		t.Fatalf("%+v", c)
	}
	// PI less pieces: the two-piece handicap, White to move; 00AL.
	c, err = ParseCSA("PI82HI22KA\n-\n-3334FU\n")
	if err != nil || c.Start != "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" {
		t.Fatalf("PI82HI22KA: %v %q", err, c.Start)
	}
	c, err = ParseCSA("P1 *  *  *  * -OU *  *  *  * \nP2\nP3\nP4\nP5\nP6\nP7\nP8\nP9 *  *  *  * +OU\nP+00HI\nP-00AL\n+\n")
	if err != nil || c.Start != "4k4/9/9/9/9/9/9/9/4K4 b Rr2b4g4s4n4l18p 1" {
		t.Fatalf("00AL: %v %q", err, c.Start)
	}
}

// Bad records: the error names the line and what is wrong.
func TestRecordErrors(t *testing.T) {
	kifHead := "手合割：平手\n手数----指手---------消費時間--\n"
	for _, c := range []struct {
		format, text string
		line         int
		want         string
		illegal      bool
	}{
		{"KIF", kifHead + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５五角打\n", 5, `"５五角打": illegal move: no 角 in hand`, true},
		{"KIF", kifHead + "   1 ７五歩(77)\n", 3, "a pawn on 7g cannot reach 7e", true},
		{"KIF", kifHead + "   1 ７六歩(77)\n   3 ３四歩(33)\n", 4, "move number 3, want 2", false},
		{"KIF", kifHead + "   1 ７六角(77)\n", 3, "the piece on 7g is a 歩, not a 角", true},
		{"KIF", kifHead + "   1 ７六歩(77)  junk\n", 3, "bad text after the move", false},
		{"KIF", kifHead + "   1 ７x歩(77)\n", 3, "want a square", false},
		{"KIF", kifHead + "   1 投了\n   2 ７六歩(77)\n", 4, "move number 2, want 1", false},
		{"KIF", "手合割：五枚落ち\n   1 ３四歩(33)\n", 1, "手合割 \"五枚落ち\" is not known", false},
		{"KIF", "開始日時：2020\nnonsense\n", 2, "not a header line", false},
		{"KIF", "先手：a\n\xff\xfe\n", 2, "not UTF-8", false},
		{"KI2", "▲７六歩 ▲３四歩\n", 1, "▲ but white is to move", false},
		{"KI2", "▲５八金\n", 1, "ambiguous: 2 pieces", false},
		{"KI2", "▲７六歩 △同　歩\n", 1, "no 歩 can move to 7f", true},
		{"KI2", "▲７六歩\nまで1手で何か\n", 2, "unknown result", false},
		{"CSA", "PI\n+\n+7776FU\n+3334FU\n", 4, "+ but white is to move", false},
		{"CSA", "PI\n+\n-0055KA\n", 3, "- but black is to move", false},
		{"CSA", "PI\n+\n+0055KA\n", 3, "black has no bishop in hand", true},
		{"CSA", "PI\n+\n+7776KA\n", 3, "the piece on 77 is FU, not KA", true},
		{"CSA", "PI\n+\n+7776FU\n%FOO\n", 4, "unknown or unsupported ending", false},
		{"CSA", "P1 * \n", 1, "no start position", false},
		{"CSA", "P1-KY-KE-GI-KI-OU-KI-GI-KE-XX\n", 1, `bad square "-XX"`, false},
		{"CSA", "+7776FU\n", 1, "a move before the start position", false},
	} {
		var err error
		switch c.format {
		case "KIF":
			_, err = ParseKIF(c.text)
		case "KI2":
			_, err = ParseKI2(c.text)
		default:
			_, err = ParseCSA(c.text)
		}
		var re *RecordError
		if !errors.As(err, &re) || re.Line != c.line || !strings.Contains(err.Error(), c.want) ||
			!strings.HasPrefix(err.Error(), fmt.Sprintf("%s line %d: ", c.format, c.line)) || errors.Is(err, ErrIllegalMove) != c.illegal {
			t.Errorf("%s %q:\n got %v\nwant line %d, %q (illegal %v)", c.format, c.text, err, c.line, c.want, c.illegal)
		}
	}
}

// fuzzRoundTrip checks that a record a parser accepted is written and read
// back with the same moves.
func fuzzRoundTrip(t *testing.T, r Record, write func(Record) string, parse func(string) (Record, error)) {
	text := write(r)
	back, err := parse(text)
	if err != nil {
		t.Fatalf("reparse: %v\n%s", err, text)
	}
	if !reflect.DeepEqual(back.Moves, r.Moves) || sfenBody(back.Start) != sfenBody(r.Start) {
		t.Fatalf("reparse gives another game:\n%s", text)
	}
}

func FuzzParseKIF(f *testing.F) {
	f.Add(readRecord(f, "habu-kato-1989.kif"))
	f.Add("手合割：香落ち\n   1 ３四歩(33)   ( 0:01/00:00:01)\n   2 中断\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseKIF(text)
		if err == nil {
			fuzzRoundTrip(t, r, Record.KIF, ParseKIF)
		}
	})
}

func FuzzParseKI2(f *testing.F) {
	f.Add(readRecord(f, "habu-kato-1989.ki2"))
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseKI2(text)
		if err == nil {
			fuzzRoundTrip(t, r, Record.KI2, ParseKI2)
		}
	})
}

func FuzzParseCSA(f *testing.F) {
	f.Add(readRecord(f, "habu-kato-1989.csa"))
	f.Add("PI82HI\n-\n-3334FU,T1\n%TORYO\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseCSA(text)
		if err == nil {
			fuzzRoundTrip(t, r, Record.CSA, ParseCSA)
		}
	})
}
