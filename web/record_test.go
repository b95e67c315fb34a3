package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// readTestRecord reads a record file; names starting with "shogi/" are the
// shogi package's published game.
func readTestRecord(t *testing.T, name string) string {
	t.Helper()
	path := filepath.Join("testdata", "records", name)
	if rest, ok := strings.CutPrefix(name, "shogi/"); ok {
		path = filepath.Join("..", "shogi", "testdata", "records", rest)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// importRecord posts a record to a game's import endpoint.
func importRecord(t *testing.T, h http.Handler, id, format, text string) answer {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"format": format, "text": text})
	return call(t, h, "POST", "/api/games/"+id+"/import", string(b))
}

// export gets a game's record text, checking the download headers.
func export(t *testing.T, h http.Handler, game, id, format, ext string) string {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/games/"+id+"/export?format="+format, nil))
	if w.Code != 200 {
		t.Fatalf("export %s: %d %s", format, w.Code, w.Body)
	}
	if ct := w.Header().Get("Content-Type"); ct != "text/plain; charset=utf-8" {
		t.Errorf("export %s: Content-Type %q", format, ct)
	}
	want := `attachment; filename="bitban-` + game + "-" + id + "." + ext + `"`
	if cd := w.Header().Get("Content-Disposition"); cd != want {
		t.Errorf("export %s: Content-Disposition %q, want %q", format, cd, want)
	}
	return w.Body.String()
}

func TestImportShogiRecords(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "shogi", "", "startpos moves 2g2f"), "id")
	var first []string
	for _, f := range []string{"kif", "ki2", "csa"} {
		text := readTestRecord(t, "shogi/habu-kato-1989."+f)
		for _, format := range []string{f, ""} { // named and detected
			a := mustCode(t, importRecord(t, s, id, format, text), 200)
			moves := strs(a, "moves")
			if first == nil {
				first = moves
			}
			if len(moves) != 67 || !slices.Equal(moves, first) || moves[60] != "S*5b" {
				t.Fatalf("%s %q: %d moves, move 61 %q", f, format, len(moves), moves[60])
			}
			if str(a, "start") != "" || str(a, "turn") != "white" {
				t.Errorf("%s: start %q, turn %s", f, str(a, "start"), str(a, "turn"))
			}
		}
	}
	// Undo walks back through the imported moves.
	a := mustCode(t, call(t, s, "POST", "/api/games/"+id+"/undo", `{"plies":2}`), 200)
	if got := strs(a, "moves"); !slices.Equal(got, first[:65]) {
		t.Errorf("undo: %d moves", len(got))
	}
}

func TestImportOthelloGGF(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", ""), "id")
	a := mustCode(t, importRecord(t, s, id, "", readTestRecord(t, "othello-game.ggf")), 200)
	moves := strs(a, "moves")
	if len(moves) != 60 || moves[0] != "E6" || moves[59] != "G8" || str(a, "result") != "Black wins 39-25" {
		t.Fatalf("%d moves, result %q", len(moves), str(a, "result"))
	}
	// The transcript of the same game.
	tr := mustCode(t, importRecord(t, s, id, "", str(a, "record")), 200)
	if !slices.Equal(strs(tr, "moves"), moves) {
		t.Errorf("transcript: %v", strs(tr, "moves"))
	}
}

func TestImportRenju(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "renju", "freestyle", ""), "id")
	psq := mustCode(t, importRecord(t, s, id, "", readTestRecord(t, "renju-game.psq")), 200)
	moves := strs(psq, "moves")
	if len(moves) != 19 || moves[0] != "H8" || moves[18] != "G11" || str(psq, "winner") != "black" || str(psq, "rule") != "freestyle" {
		t.Fatalf("psq: %v, winner %q, rule %q", moves, str(psq, "winner"), str(psq, "rule"))
	}
	// The text record names its rule: the game takes it.
	text := mustCode(t, importRecord(t, s, id, "text", readTestRecord(t, "renju-game.txt")), 200)
	if !slices.Equal(strs(text, "moves"), moves) || str(text, "rule") != "renju" {
		t.Fatalf("text: %v, rule %q", strs(text, "moves"), str(text, "rule"))
	}
}

// TestRecordRoundTrips exports long random games in every format and
// imports them into a new game.
func TestRecordRoundTrips(t *testing.T) {
	s := testServer(t, nil)
	for _, c := range []struct {
		game, rule string
		formats    map[string]string // format: extension
	}{
		{"shogi", "shogi", map[string]string{"kif": "kif", "ki2": "ki2", "csa": "csa"}},
		{"othello", "othello", map[string]string{"ggf": "ggf", "transcript": "txt"}},
		{"renju", "standard", map[string]string{"text": "txt", "psq": "psq"}},
	} {
		for _, pos := range []string{"", randomGame(t, c.game, c.rule, 200)} {
			a := create(t, s, c.game, c.rule, pos)
			for format, ext := range c.formats {
				text := export(t, s, c.game, str(a, "id"), format, ext)
				b := create(t, s, c.game, c.rule, "")
				got := mustCode(t, importRecord(t, s, str(b, "id"), format, text), 200)
				if !slices.Equal(strs(got, "moves"), strs(a, "moves")) || str(got, "position") != str(a, "position") || str(got, "rule") != c.rule {
					t.Fatalf("%s %s: %d moves back, want %d\n%s", c.game, format, len(strs(got, "moves")), len(strs(a, "moves")), text)
				}
			}
		}
	}
}

// TestRecordNonStandardStarts: a shogi handicap and an Othello OBF start
// survive export and import.
func TestRecordNonStandardStarts(t *testing.T) {
	s := testServer(t, nil)
	for _, c := range []struct{ game, pos, format string }{
		{"shogi", "sfen lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d", "kif"},
		{"shogi", "sfen lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d", "csa"},
		{"othello", "---------------------------OX------XXX-------------------------- O moves d6", "ggf"},
		{"othello", "---------------------------OX------XXX-------------------------- O moves d6", "transcript"},
	} {
		a := create(t, s, c.game, "", c.pos)
		text := export(t, s, c.game, str(a, "id"), c.format, map[string]string{"kif": "kif", "csa": "csa", "ggf": "ggf", "transcript": "txt"}[c.format])
		got := mustCode(t, importRecord(t, s, str(create(t, s, c.game, "", ""), "id"), c.format, text), 200)
		if str(got, "start") != str(a, "start") || str(got, "record") != str(a, "record") {
			t.Errorf("%s %s: start %q record %q, want %q %q", c.game, c.format, str(got, "start"), str(got, "record"), str(a, "start"), str(a, "record"))
		}
	}
}

func TestImportBadRecords(t *testing.T) {
	s := testServer(t, nil)
	kif := readTestRecord(t, "shogi/habu-kato-1989.kif")
	ggf := readTestRecord(t, "othello-game.ggf")
	for _, c := range []struct{ game, rule, format, text, want string }{
		{"shogi", "", "kif", strings.Replace(kif, "  10 ７七角成(22)", "  10 ７七角成(23)", 1), "KIF line 18"},
		{"shogi", "", "csa", "V2.2\nPI\n+\n+7776FU\n-7776FU\n", "CSA line 5"},
		{"shogi", "", "ki2", "▲７六歩 △８四歩\n▲７七歩\n", "KI2 line 2"},
		{"othello", "", "ggf", "(;GM[Othello]\nBO[8 ---------------------------O*------*O--------------------------- *]\nB[F5]\nW[F5];)", "line 4"},
		{"othello", "", "ggf", strings.Replace(ggf, "W[F6//0.52]", "W[A1//0.52]", 1), "line 1"},
		{"othello", "", "transcript", "f5d6\nc3d3\nc4a1", "line 3"},
		{"renju", "renju", "text", "rule renju size 15\nh8 a1 i8 a3\ng9 a5 g10 a7\ng8", "line 4: move 9 G8: forbidden"},
		{"renju", "renju", "psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n", "PSQ record line 3"},
		{"renju", "renju", "text", "size 19\nh8", "19x19"},
	} {
		a := create(t, s, c.game, c.rule, "")
		id := str(a, "id")
		mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"`+strs(a, "legal")[0]+`"}`), 200)
		before := mustCode(t, call(t, s, "GET", "/api/games/"+id, ""), 200)
		bad := mustCode(t, importRecord(t, s, id, c.format, c.text), 400)
		if !strings.Contains(str(bad, "error"), c.want) {
			t.Errorf("%s %s: error %q, want it to name %q", c.game, c.format, str(bad, "error"), c.want)
		}
		if after := mustCode(t, call(t, s, "GET", "/api/games/"+id, ""), 200); after.raw != before.raw {
			t.Errorf("%s %s: a bad record changed the game:\n%s\n%s", c.game, c.format, before.raw, after.raw)
		}
	}
}

func TestImportHostileInput(t *testing.T) {
	s := testServer(t, func(c *Config) { c.MaxMoves = 50 })
	id := str(create(t, s, "shogi", "", ""), "id")
	huge := importRecord(t, s, id, "kif", strings.Repeat("x", 1<<20+1))
	mustCode(t, huge, http.StatusRequestEntityTooLarge)
	for _, c := range []struct{ format, text, want string }{
		{"sgf", "(;GM[1])", "shogi records are kif, ki2, csa"},
		{"ggf", "(;GM[Othello];)", "shogi records are"},
		{"", "hello", "cannot tell the format"},
		{"kif", readTestRecord(t, "shogi/habu-kato-1989.kif"), "more than the limit 50"},
	} {
		a := mustCode(t, importRecord(t, s, id, c.format, c.text), 400)
		if !strings.Contains(str(a, "error"), c.want) {
			t.Errorf("%q: %s", c.format, str(a, "error"))
		}
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/import", `{"format":"kif","text":"","x":1}`), 400)
	mustCode(t, call(t, s, "GET", "/api/games/"+id+"/export?format=ggf", ""), 400)
	mustCode(t, call(t, s, "GET", "/api/games/0123456789abcdef/export", ""), 404)
}
