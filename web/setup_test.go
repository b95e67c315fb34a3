package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// setup posts a position to a game's setup endpoint.
func setup(t *testing.T, h http.Handler, id, position string) answer {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"position": position})
	return call(t, h, "POST", "/api/games/"+id+"/setup", string(b))
}

// refusals checks that each position is refused with its message and that
// the game is then as it was.
func refusals(t *testing.T, h http.Handler, id string, cases [][2]string) {
	t.Helper()
	before := mustCode(t, call(t, h, "GET", "/api/games/"+id, ""), 200).raw
	for _, c := range cases {
		a := mustCode(t, setup(t, h, id, c[0]), 400)
		if msg := str(a, "error"); !strings.Contains(msg, c[1]) {
			t.Errorf("%.40q: error %q, want it to say %q", c[0], msg, c[1])
		}
	}
	if after := call(t, h, "GET", "/api/games/"+id, "").raw; after != before {
		t.Errorf("a refused setup changed the game:\n%s\n%s", before, after)
	}
}

func TestSetupShogi(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "shogi", "", "startpos moves 7g7f 3c3d"), "id")
	tsume := "4k4/9/4P4/9/9/9/9/9/9 b G 1" // no Sente king: a tsume
	a := mustCode(t, setup(t, s, id, "sfen "+tsume), 200)
	if str(a, "start") != tsume || len(strs(a, "moves")) != 0 || str(a, "position") != tsume {
		t.Fatalf("setup: start %q, moves %v", str(a, "start"), strs(a, "moves"))
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"G*5b"}`), 200)
	a = mustCode(t, setup(t, s, id, "startpos"), 200)
	if str(a, "start") != "" || str(a, "note") != "" {
		t.Errorf("startpos: start %q, note %q", str(a, "start"), str(a, "note"))
	}
	// Mated already: accepted, and said.
	a = mustCode(t, setup(t, s, id, "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"), 200)
	if !strings.Contains(str(a, "note"), "checkmate") {
		t.Errorf("mated position: note %q", str(a, "note"))
	}
	refusals(t, s, id, [][2]string{
		{"4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1", "two unpromoted pawns"},
		{"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "pawn on its last rank"},
		{"4k4/9/9/9/9/9/9/9/l3K4 b - 1", "lance on its last rank"},
		{"4k4/N8/9/9/9/9/9/9/4K4 b - 1", "knight on its last two"},
		{"4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "more pieces of a kind"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b B 1", "3 bishops, at most 2"},
		{"4k4/4R4/9/9/9/9/9/9/4K4 b - 1", "not to move is in check"},
		{"4K4/9/9/9/9/9/9/9/9 b G 1", "white, not to move, has no king"},
		{"4k4/9/9/9/9/9/9/9/3KK4 b - 1", "more than one king"},
		{"startpos moves 7g7f", "without moves"},
		{"", "empty"},
		{"lnsgkgsnl/1r5b1/ppppppppp", "want 3 or 4 fields"},
		{"xyz/9/9/9/9/9/9/9/9 b - 1", "unknown piece"},
	})
}

func TestSetupHostile(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", ""), "id")
	huge := `{"position":"` + strings.Repeat("X", 100<<10) + `"}`
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/setup", huge), http.StatusRequestEntityTooLarge)
	for _, body := range []string{`{"position":`, `[1,2]`, `{"position":"x","extra":1}`, `{"position":7}`, "\x00\xff"} {
		mustCode(t, call(t, s, "POST", "/api/games/"+id+"/setup", body), 400)
	}
	mustCode(t, call(t, s, "POST", "/api/games/0123456789abcdef/setup", `{"position":""}`), 404)
	mustCode(t, call(t, s, "POST", "/api/games/nothex/setup", `{"position":""}`), 400)
}

func TestSetupOthello(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6"), "id")
	pos := strings.Repeat("-", 27) + "XXX" + strings.Repeat("-", 6) + "OX" + strings.Repeat("-", 26) + " O"
	a := mustCode(t, setup(t, s, id, pos), 200)
	if str(a, "start") != pos || len(strs(a, "moves")) != 0 || str(a, "turn") != "white" || str(a, "note") != "" {
		t.Fatalf("setup: start %q turn %s note %q", str(a, "start"), str(a, "turn"), str(a, "note"))
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"e3"}`), 200)
	// Lower case and other empty characters read; the start position is "".
	a = mustCode(t, setup(t, s, id, strings.Repeat(".", 27)+"ox......xo"+strings.Repeat(".", 27)+" x"), 200)
	if str(a, "start") != "" || str(a, "turn") != "black" {
		t.Errorf("start position: start %q", str(a, "start"))
	}
	a = mustCode(t, setup(t, s, id, "OX"+strings.Repeat("-", 62)+" X"), 200)
	if str(a, "note") != "Black has no move and must pass" || strs(a, "legal")[0] != "PA" {
		t.Errorf("must pass: note %q legal %v", str(a, "note"), strs(a, "legal"))
	}
	a = mustCode(t, setup(t, s, id, strings.Repeat("X", 64)+" O"), 200)
	if !strings.Contains(str(a, "note"), "game is over (Black wins 64-0)") || a.body["over"] != true {
		t.Errorf("game over: note %q", str(a, "note"))
	}
	refusals(t, s, id, [][2]string{
		{strings.Repeat("-", 60), "want 64 squares"},
		{strings.Repeat("-", 63) + "Z X", "want 64 squares"},
		{strings.Repeat("-", 64), "missing side to move"},
		{strings.Repeat("-", 64) + " Q", "side to move"},
		{strings.Repeat("-", 65) + " X", "more than 64"},
		{pos + "; C4:+2", "annotations"},
		{pos + " moves c4", "without moves"},
		{"f5d6c3", "want 64 squares"},
	})
}

// renjuRows is an empty 15x15 board as rows with the stones given (point
// name to 'X' or 'O') and the side to move.
func renjuRows(stones map[string]byte, side string) string {
	rows := make([][]byte, 15)
	for y := range rows {
		rows[y] = []byte(strings.Repeat(".", 15))
	}
	for p, c := range stones {
		x := int(p[0] - 'A')
		row := 0
		for _, d := range p[1:] {
			row = row*10 + int(d-'0')
		}
		rows[15-row][x] = c
	}
	out := make([]string, 15)
	for y, r := range rows {
		out[y] = string(r)
	}
	return strings.Join(out, "/") + side
}

func TestSetupRenju(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "renju", "renju", "h8 h9"), "id")
	// A set-up board, White to move (whatever the stone counts say).
	pos := renjuRows(map[string]byte{"H8": 'X', "I8": 'X', "H9": 'X', "H10": 'O'}, " O")
	a := mustCode(t, setup(t, s, id, pos), 200)
	if str(a, "start") != pos || str(a, "position") != pos || len(strs(a, "moves")) != 0 || str(a, "turn") != "white" {
		t.Fatalf("setup: start %q position %q turn %s", str(a, "start"), str(a, "position"), str(a, "turn"))
	}
	// Moves are played from the set-up board and read back.
	a = mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"g8"}`), 200)
	if rec := str(a, "record"); rec != pos+" moves G8" {
		t.Errorf("record %q", rec)
	}
	if b := create(t, s, "renju", "renju", str(a, "record")); str(b, "position") != str(a, "position") {
		t.Errorf("record read back: %q", str(b, "position"))
	}
	w := call(t, s, "GET", "/api/games/"+id+"/export?format=text", "")
	if w.code != 400 || !strings.Contains(str(w, "error"), "set-up board") {
		t.Errorf("export of a set-up game: %d %s", w.code, w.raw)
	}
	// Flat form, side from the counts; a move sequence becomes a board.
	flat := strings.ReplaceAll(strings.TrimSuffix(pos, " O"), "/", "")
	if a = mustCode(t, setup(t, s, id, flat), 200); str(a, "turn") != "white" {
		t.Errorf("flat: turn %s", str(a, "turn"))
	}
	a = mustCode(t, setup(t, s, id, "h8 h9 i8"), 200)
	if want := renjuRows(map[string]byte{"H8": 'X', "I8": 'X', "H9": 'O'}, " O"); str(a, "start") != want {
		t.Errorf("move sequence: start %q", str(a, "start"))
	}
	// A Black overline is no five under renju: Black's forbidden stones.
	over := map[string]byte{"A1": 'X', "B1": 'X', "C1": 'X', "D1": 'X', "E1": 'X', "F1": 'X'}
	mustCode(t, setup(t, s, id, renjuRows(over, " X")), 200)
	mustCode(t, setup(t, s, id, ""), 200)
	five := map[string]byte{"A1": 'O', "B2": 'O', "C3": 'O', "D4": 'O', "E5": 'O'}
	refusals(t, s, id, [][2]string{
		{renjuRows(five, " X"), "White already has five in a row"},
		{"h8 a1 i8 a2 j8 a3 k8 a4 l8", "Black already has five in a row"},
		{strings.Repeat(".", 200), "length 200 is not n*n"},
		{strings.Replace(pos, ".", "Z", 1), "want X, O or ."},
		{strings.Repeat(".", 81), "the app plays on 15x15"},
		{"h8 h8", "not empty"},
		{pos + " moves g8", "without moves"},
	})
	fiveFree := create(t, s, "renju", "freestyle", "")
	refusals(t, s, str(fiveFree, "id"), [][2]string{{renjuRows(over, " X"), "Black already has five"}})
}
