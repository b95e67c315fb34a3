package web

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"bitban/engine"
)

// testServer is a server with small limits so the limits can be hit.
func testServer(t *testing.T, mod func(*Config)) *Server {
	t.Helper()
	cfg := DefaultConfig()
	cfg.MaxTime = 20 * time.Second
	cfg.EngineMemMB = 16
	if mod != nil {
		mod(&cfg)
	}
	s := New(cfg)
	t.Cleanup(s.Close)
	return s
}

type answer struct {
	code int
	body map[string]any
	raw  string
}

// call sends one request to h and decodes the JSON answer; every API
// answer, errors included, must be one JSON object.
func call(t *testing.T, h http.Handler, method, path, body string) answer {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, r)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	a := answer{code: w.Code, raw: w.Body.String()}
	if strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		json.Unmarshal(w.Body.Bytes(), &a.body)
	}
	if strings.HasPrefix(path, "/api/") {
		if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Fatalf("%s %s: Content-Type %q, want JSON (body %q)", method, path, ct, a.raw)
		}
		if err := json.Unmarshal(w.Body.Bytes(), &a.body); err != nil {
			t.Fatalf("%s %s: answer is not a JSON object: %v: %q", method, path, err, a.raw)
		}
		if a.code >= 400 {
			if msg, _ := a.body["error"].(string); msg == "" {
				t.Fatalf("%s %s: status %d without an error message: %q", method, path, a.code, a.raw)
			}
		}
	}
	return a
}

func mustCode(t *testing.T, a answer, code int) answer {
	t.Helper()
	if a.code != code {
		t.Fatalf("status %d, want %d: %s", a.code, code, a.raw)
	}
	return a
}

func create(t *testing.T, h http.Handler, game, rule, position string) answer {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"game": game, "rule": rule, "position": position})
	return mustCode(t, call(t, h, "POST", "/api/games", string(b)), http.StatusCreated)
}

func str(a answer, key string) string { s, _ := a.body[key].(string); return s }

func strs(a answer, key string) []string {
	var out []string
	l, _ := a.body[key].([]any)
	for _, v := range l {
		s, _ := v.(string)
		out = append(out, s)
	}
	return out
}

func TestCreateEachGame(t *testing.T) {
	s := testServer(t, nil)
	cases := []struct {
		game, rule, position string
		turn                 string
		legal                int
		record               string
	}{
		{"othello", "", "", "black", 4, ""},
		{"othello", "othello", "f5d6c3", "white", 4, "f5d6c3"},
		{"othello", "", "---------------------------OX------XO--------------------------- X moves f5", "white", 3,
			"f5"},
		{"shogi", "", "", "black", 30, "startpos"},
		{"shogi", "", "startpos moves 7g7f 3c3d", "black", 39, "startpos moves 7g7f 3c3d"},
		{"shogi", "", "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 2g2f", "white", 30, "startpos moves 2g2f"},
		{"renju", "", "", "black", 225, ""},
		{"renju", "freestyle", "h8 h9", "black", 223, "H8 H9"},
		{"renju", "standard", "H8,I9,J10", "white", 222, "H8 I9 J10"},
	}
	for _, c := range cases {
		a := create(t, s, c.game, c.rule, c.position)
		if str(a, "turn") != c.turn || len(strs(a, "legal")) != c.legal || str(a, "record") != c.record {
			t.Errorf("%s %q: turn %s, %d legal moves, record %q; want %s, %d, %q",
				c.game, c.position, str(a, "turn"), len(strs(a, "legal")), str(a, "record"), c.turn, c.legal, c.record)
		}
		// The record reads back as the same game.
		b := create(t, s, c.game, c.rule, str(a, "record"))
		if str(b, "position") != str(a, "position") {
			t.Errorf("%s: record %q reads back as %q, want %q", c.game, str(a, "record"), str(b, "position"), str(a, "position"))
		}
	}
}

// TestLongGamesRoundTrip plays long random games through the adapters: the
// record of each reads back as the same game.
func TestLongGamesRoundTrip(t *testing.T) {
	s := testServer(t, nil)
	for _, c := range []struct{ game, rule string }{{"othello", ""}, {"shogi", ""}, {"renju", "renju"}, {"renju", "freestyle"}} {
		rule := c.rule
		if rule == "" {
			rule = c.game
		}
		pos := randomGame(t, c.game, rule, 300)
		a := create(t, s, c.game, c.rule, pos)
		if str(a, "record") != pos || len(strs(a, "moves")) < 50 {
			t.Errorf("%s: %d moves, record %q, want %q", c.game, len(strs(a, "moves")), truncate(str(a, "record"), 80), truncate(pos, 80))
		}
	}
}

func TestBadInput(t *testing.T) {
	s := testServer(t, func(c *Config) { c.MaxBodyBytes = 1024 })
	id := str(create(t, s, "othello", "", ""), "id")
	g := "/api/games/" + id
	cases := []struct {
		method, path, body string
		code               int
		msg                string // part of the error message
	}{
		{"POST", "/api/games", `{"game":"chess"}`, 400, "unknown game"},
		{"POST", "/api/games", `{"game":"renju","rule":"pro"}`, 400, "unknown rule"},
		{"POST", "/api/games", `{"game":"othello","rule":"renju"}`, 400, "unknown rule"},
		{"POST", "/api/games", `{"game":"othello","position":"f5f5"}`, 400, "position"},
		{"POST", "/api/games", `{"game":"othello","position":"XXXX X"}`, 400, "position"},
		{"POST", "/api/games", `{"game":"othello","position":"` + strings.Repeat("-", 64) + ` X; A1:+3"}`, 400, "annotations"},
		{"POST", "/api/games", `{"game":"shogi","position":"sfen 9/9/9 b - 1"}`, 400, "position"},
		{"POST", "/api/games", `{"game":"shogi","position":"startpos moves 7g7f 7f7e"}`, 400, "move 2"},
		{"POST", "/api/games", `{"game":"shogi","position":"sfen 4K4/9/9/9/9/9/9/9/9 b G 1"}`, 400, "has no king"},
		{"POST", "/api/games", `{"game":"renju","position":"h8 h8"}`, 400, "not empty"},
		{"POST", "/api/games", `{"game":"renju","position":"z99"}`, 400, "position"},
		{"POST", "/api/games", `{"game":"othello",}`, 400, "bad JSON"},
		{"POST", "/api/games", `{"game":"othello"} {}`, 400, "after the object"},
		{"POST", "/api/games", `{"game":"othello"}]`, 400, "after the object"},
		{"POST", "/api/games", `{"game":"othello"} x`, 400, "after the object"},
		{"POST", "/api/games", `{"game":"othello","x":1}`, 400, "unknown field"},
		{"POST", "/api/games", `[1,2,3]`, 400, "bad JSON"},
		{"POST", "/api/games", `{"game":7}`, 400, "bad JSON"},
		{"POST", "/api/games", `{"game":"othello","position":"` + strings.Repeat("a", 2000) + `"}`, 413, "larger than"},
		{"GET", "/api/games/zzzz", "", 400, "bad game id"},
		{"GET", "/api/games/0123456789abcdef", "", 404, "no game"},
		{"GET", "/api/games/../../etc/passwd", "", 0, ""},
		{"GET", g + "?ply=-1", "", 400, "ply"},
		{"GET", g + "?ply=99", "", 400, "ply"},
		{"GET", g + "?ply=1e9", "", 400, "ply"},
		{"POST", g + "/move", `{}`, 400, "missing move"},
		{"POST", g + "/move", `{"move":"a1"}`, 400, "flips nothing"},
		{"POST", g + "/move", `{"move":"pass"}`, 400, "pass"},
		{"POST", g + "/move", `{"move":"` + strings.Repeat("é", 30) + `"}`, 400, "too long"},
		{"POST", g + "/move", `{"move":"\u0000\u0001"}`, 400, "move"},
		{"POST", g + "/move", `{"move":"f5","ply":5}`, 400, "ply"},
		{"POST", g + "/move", `{"move":"f5","ply":-1}`, 400, "ply"},
		{"POST", g + "/undo", `{"plies":1}`, 400, "plies"},
		{"POST", g + "/undo", `{"plies":-3}`, 400, "plies"},
		{"POST", g + "/engine", `{"mode":"ponder"}`, 400, "mode"},
		{"POST", g + "/engine", `{"time_ms":0}`, 400, "time_ms"},
		{"POST", g + "/engine", `{"time_ms":-5}`, 400, "time_ms"},
		{"POST", g + "/engine", `{"time_ms":99999999999}`, 400, "time_ms"},
		{"POST", g + "/engine", `{"depth":1000}`, 400, "depth"},
		{"POST", g + "/engine", `{"mode":"move","ply":0}`, 400, "ply"},
		{"POST", g + "/engine", `{"mode":"analyse","ply":7}`, 400, "ply"},
		{"POST", g + "/engine", `{"mode":"vcf"}`, 400, "mode"},
		{"DELETE", "/api/games", "", 404, "no such API endpoint"},
		{"GET", "/api/nothing", "", 404, "no such API endpoint"},
		{"PUT", "/", "", 405, "not allowed"},
	}
	for _, c := range cases {
		a := call(t, s, c.method, c.path, c.body)
		if c.code == 0 {
			if a.code < 300 || a.code >= 500 {
				t.Errorf("%s %s: status %d, want a redirect or a 4xx", c.method, c.path, a.code)
			}
			continue
		}
		if a.code != c.code || !strings.Contains(strings.ToLower(str(a, "error")), strings.ToLower(c.msg)) {
			t.Errorf("%s %s %s: %d %q; want %d with %q", c.method, c.path, truncate(c.body, 60), a.code, str(a, "error"), c.code, c.msg)
		}
	}
	// A wrong Content-Type is refused (a cross-site form cannot post JSON).
	req := httptest.NewRequest("POST", "/api/games", strings.NewReader(`{"game":"othello"}`))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != http.StatusUnsupportedMediaType {
		t.Errorf("form post: status %d, want 415", w.Code)
	}
	// None of this changed the game.
	if a := call(t, s, "GET", g, ""); len(strs(a, "moves")) != 0 {
		t.Errorf("the game changed: %s", a.raw)
	}
}

// FuzzAPI throws arbitrary bodies at every endpoint: the answer is always
// one JSON object, never a 5xx.
func FuzzAPI(f *testing.F) {
	for _, s := range []string{`{"game":"othello"}`, `{"move":"f5"}`, `{"mode":"vcf","time_ms":5}`, `{"plies":2}`, `{"game":"shogi","position":"startpos moves 7g7f"}`, `{"game":"renju","position":"h8i9"}`, `nul`, `{"ply":1e99}`, `{"path":["F5","d6"]}`, `{"move":"h9","path":["h8"]}`} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(3))
	}
	s := New(DefaultConfig())
	ids := map[string]string{}
	for _, g := range []string{"othello", "shogi", "renju"} {
		a := httptest.NewRecorder()
		s.ServeHTTP(a, httptest.NewRequest("POST", "/api/games", strings.NewReader(`{"game":"`+g+`"}`)))
		var st State
		json.Unmarshal(a.Body.Bytes(), &st)
		ids[g] = st.ID
	}
	f.Fuzz(func(t *testing.T, body string, which uint8) {
		games := []string{"othello", "shogi", "renju"}
		id := ids[games[int(which)%3]]
		paths := []string{"/api/games", "/api/games/" + id + "/move", "/api/games/" + id + "/undo", "/api/games/" + id + "/engine",
			"/api/games/" + id + "/variations/show", "/api/games/" + id + "/variations/promote", "/api/games/" + id + "/variations/delete"}
		path := paths[int(which/3)%len(paths)]
		if strings.HasSuffix(path, "/engine") && !strings.Contains(body, "vcf") {
			return // keep engine searches out of the fuzz loop
		}
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if w.Code >= 500 {
			t.Fatalf("%s %q: status %d %s", path, body, w.Code, w.Body.String())
		}
		var v map[string]any
		if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
			t.Fatalf("%s %q: not JSON: %q", path, body, w.Body.String())
		}
	})
}

func TestMoveUndoPlyAndBranch(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6c3d3"), "id")
	g := "/api/games/" + id
	a := mustCode(t, call(t, s, "GET", g+"?ply=2", ""), 200)
	if str(a, "position") != str(create(t, s, "othello", "", "f5d6"), "position") || len(strs(a, "moves")) != 4 {
		t.Errorf("ply 2 view: %s", a.raw)
	}
	// A move from ply 2 replaces the rest of the record.
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"c5","ply":2}`), 200)
	if str(a, "record") != "f5d6c5" {
		t.Errorf("branch record %q, want f5d6c5", str(a, "record"))
	}
	a = mustCode(t, call(t, s, "POST", g+"/undo", ``), 200)
	if str(a, "record") != "f5d6" {
		t.Errorf("after undo %q, want f5d6", str(a, "record"))
	}
	a = mustCode(t, call(t, s, "POST", g+"/undo", `{"plies":2}`), 200)
	if str(a, "record") != "" || str(a, "turn") != "black" {
		t.Errorf("after undo 2: %s", a.raw)
	}
	a = mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f5"}`), 200)
	b := str(a, "board")
	_ = b
	board := a.body["board"].(map[string]any)
	if board["last"] != "F5" || fmt.Sprint(board["flips"]) != "[E5]" {
		t.Errorf("last/flips: %v", board)
	}
	// Deleting ends the game.
	mustCode(t, call(t, s, "DELETE", g, ""), 200)
	mustCode(t, call(t, s, "GET", g, ""), 404)
}

// TestGameEnds plays games to their end in each game: the state says who
// won and moves are refused afterwards.
func TestGameEnds(t *testing.T) {
	s := testServer(t, nil)
	// Othello: a shortest game (9 moves, black wipes white out).
	a := create(t, s, "othello", "", "d3c3b3d2e1d6d7e3f4")
	if !a.body["over"].(bool) || str(a, "winner") != "black" || str(a, "result") != "Black wins 64-0" {
		t.Errorf("othello end: %v %q %q", a.body["over"], str(a, "winner"), str(a, "result"))
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+str(a, "id")+"/move", `{"move":"a1"}`), 400)
	// Shogi: Gote's king in the corner, G*1b (guarded by the pawn) mates.
	a = create(t, s, "shogi", "", "sfen 8k/9/8P/9/9/9/9/9/4K4 b G 1 moves G*1b")
	if !a.body["over"].(bool) || str(a, "winner") != "black" || !strings.Contains(str(a, "result"), "checkmate") {
		t.Errorf("shogi end: %s", a.raw)
	}
	// Shogi: the fourth occurrence of a position ends the game in a draw
	// (sennichite); moves after it are refused.
	cycle := strings.Repeat(" 5i5h 5a5b 5h5i 5b5a", 3)
	a = create(t, s, "shogi", "", "startpos moves"+cycle)
	if !a.body["over"].(bool) || str(a, "winner") != "draw" {
		t.Errorf("sennichite: over %v winner %q result %q", a.body["over"], str(a, "winner"), str(a, "result"))
	}
	mustCode(t, call(t, s, "POST", "/api/games", `{"game":"shogi","position":"startpos moves`+cycle+` 5i5h"}`), 400)
	// Renju: five in a row.
	a = create(t, s, "renju", "", "h8 a1 i8 a2 j8 a3 k8 a4 l8")
	if !a.body["over"].(bool) || str(a, "winner") != "black" {
		t.Errorf("renju end: %s", a.raw)
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+str(a, "id")+"/move", `{"move":"o15"}`), 400)
	// Renju rule: Black may not play a forbidden point (double-three at J8).
	a = create(t, s, "renju", "renju", "g8 a1 h8 a3 j9 a5 j10 a7")
	if fmt.Sprint(a.body["board"].(map[string]any)["forbidden"]) != "[J8]" {
		t.Errorf("forbidden points: %v", a.body["board"])
	}
	b := mustCode(t, call(t, s, "POST", "/api/games/"+str(a, "id")+"/move", `{"move":"j8"}`), 400)
	if !strings.Contains(str(b, "error"), "double-three") {
		t.Errorf("forbidden move error: %q", str(b, "error"))
	}
	// Under gomoku rules the same point is fine.
	a = create(t, s, "renju", "freestyle", "g8 a1 h8 a3 j9 a5 j10 a7")
	mustCode(t, call(t, s, "POST", "/api/games/"+str(a, "id")+"/move", `{"move":"j8"}`), 200)
}

func runEngine(t *testing.T, h http.Handler, id, body string) answer {
	t.Helper()
	return call(t, h, "POST", "/api/games/"+id+"/engine", body)
}

// TestEngineIdleInResult: the state returned with an engine result shows
// the engine idle, as a GET right after does.
func TestEngineIdleInResult(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", ""), "id")
	r := mustCode(t, runEngine(t, s, id, `{"mode":"move","time_ms":200,"depth":2}`), 200)
	st, ok := r.body["state"].(map[string]any)
	if !ok {
		t.Fatalf("no state in %s", r.raw)
	}
	if st["engine"] != "" {
		t.Fatalf("state after the search: engine %q, want \"\"", st["engine"])
	}
}

func TestOthelloSolve(t *testing.T) {
	s := testServer(t, nil)
	// FFO #1 (14 empties): G8 wins by 18.
	a := create(t, s, "othello", "", "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	r := mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"solve","time_ms":15000}`), 200)
	if r.body["score"] != 18.0 || str(r, "best") != "G8" || r.body["found"] != true {
		t.Fatalf("solve: %s", r.raw)
	}
	// The variation is legal to the end.
	pv := strs(r, "pv")
	if len(pv) < 10 {
		t.Fatalf("pv %v too short", pv)
	}
	// The evaluation is kept for the graph (black's view).
	st := r.body["state"].(map[string]any)
	if ev := st["evals"].([]any); ev[0] != 18.0 {
		t.Errorf("evals %v, want [18]", ev)
	}
}

func TestRenjuVCFAndEngine(t *testing.T) {
	s := testServer(t, nil)
	// lfz084 puzzle #1: Black to move wins by VCF.
	a := create(t, s, "renju", "renju", "I9H10H8E7D7E6G6I6H6C4D5G4H5H4F3I4G3J3I3H2")
	id := str(a, "id")
	r := mustCode(t, runEngine(t, s, id, `{"mode":"vcf","time_ms":10000}`), 200)
	if r.body["found"] != true {
		t.Fatalf("vcf: %s", r.raw)
	}
	// Playing the line out wins: each move is legal and the last makes five.
	for _, m := range strs(r, "pv") {
		mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"`+m+`"}`), 200)
	}
	if g := call(t, s, "GET", "/api/games/"+id, ""); str(g, "winner") != "black" {
		t.Fatalf("after the VCF line: %s", g.raw)
	}
	// The engine finds a five at once and plays it.
	a = create(t, s, "renju", "renju", "h8 a1 i8 a2 j8 a3 k8 a4")
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"time_ms":2000}`), 200)
	st := r.body["state"].(map[string]any)
	if best := str(r, "best"); best != "G8" && best != "L8" || st["winner"] != "black" {
		t.Fatalf("engine move: %s", r.raw)
	}
	// A depth limit (the page's levels) ends the search early.
	a = create(t, s, "renju", "standard", "h8 h9")
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"time_ms":10000,"depth":2}`), 200)
	if r.body["depth"].(float64) > 2 || r.body["time_ms"].(float64) > 5000 {
		t.Errorf("depth 2: %s", r.raw)
	}
	// Analysis does not play.
	a = create(t, s, "renju", "standard", "h8 h9")
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"analyse","time_ms":300}`), 200)
	if str(r, "best") == "" || len(r.body["state"].(map[string]any)["moves"].([]any)) != 2 {
		t.Fatalf("analyse: %s", r.raw)
	}
}

func TestShogiEngineAndMate(t *testing.T) {
	s := testServer(t, nil)
	// A tsume problem without Sente's king: G*5b mates (the pawn guards it).
	a := create(t, s, "shogi", "", "sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1")
	id := str(a, "id")
	r := mustCode(t, runEngine(t, s, id, `{"mode":"mate","time_ms":10000}`), 200)
	if r.body["found"] != true || fmt.Sprint(strs(r, "pv")) != "[G*5b]" {
		t.Fatalf("mate: %s", r.raw)
	}
	// A mate in 3 (Gote's king on 1a, Sente's knight, gold and silver):
	// the line is replayed through the rules and ends the game.
	a = create(t, s, "shogi", "", "sfen 7nk/9/6PPP/9/9/9/9/9/K8 b GS 1")
	id = str(a, "id")
	r = mustCode(t, runEngine(t, s, id, `{"mode":"mate","time_ms":10000}`), 200)
	if r.body["found"] != true {
		t.Fatalf("mate: %s", r.raw)
	}
	for _, m := range strs(r, "pv") {
		mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"`+m+`"}`), 200)
	}
	if g := call(t, s, "GET", "/api/games/"+id, ""); str(g, "winner") != "black" {
		t.Fatalf("after the mate line %v: %s", strs(r, "pv"), g.raw)
	}
	// The move list in Japanese notation.
	if l := strs(create(t, s, "shogi", "", "startpos moves 7g7f 3c3d 8h2b+ 3a2b"), "labels"); fmt.Sprint(l) != "[７六歩(77) ３四歩(33) ２二角成(88) 同　銀(31)]" {
		t.Errorf("labels %v", l)
	}
	// No mate at the start.
	a = create(t, s, "shogi", "", "")
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"mate","time_ms":3000}`), 200)
	if r.body["found"] == true {
		t.Fatalf("mate at the start: %s", r.raw)
	}
	// The engine plays a legal move and reports a line.
	r = mustCode(t, runEngine(t, s, str(a, "id"), `{"time_ms":500}`), 200)
	st := r.body["state"].(map[string]any)
	if str(r, "best") == "" || len(st["moves"].([]any)) != 1 || len(strs(r, "pv")) == 0 {
		t.Fatalf("engine move: %s", r.raw)
	}
}

// TestEngineNotAvailable: an adapter whose package lacks what was asked
// makes the engine endpoint answer 501.
func TestEngineNotAvailable(t *testing.T) {
	register("noengine-test", noEngineAdapter{})
	defer delete(adapters, "noengine-test")
	s := testServer(t, nil)
	a := create(t, s, "noengine-test", "", "")
	r := mustCode(t, runEngine(t, s, str(a, "id"), `{"time_ms":100}`), http.StatusNotImplemented)
	if !strings.Contains(str(r, "error"), "not available") {
		t.Errorf("error %q", str(r, "error"))
	}
}

// noEngineAdapter is a game with one position and no engine.
type noEngineAdapter struct{}

func (noEngineAdapter) rules() []string                                   { return []string{"x"} }
func (noEngineAdapter) tools() []string                                   { return nil }
func (noEngineAdapter) parse(rule, text string) (string, []string, error) { return "", nil, nil }
func (noEngineAdapter) newBoard(rule, start string) (board, error)        { return noEngineBoard{}, nil }
func (noEngineAdapter) record(rule, start string, moves []string) string  { return "" }

type noEngineBoard struct{}

func (noEngineBoard) play(move string) (string, error) { return "", fmt.Errorf("no moves") }
func (noEngineBoard) view() view                       { return view{Turn: "black", Legal: []string{}} }
func (noEngineBoard) outcome() engine.Outcome          { return engine.Outcome{} }
func (noEngineBoard) turn() int                        { return 0 }
func (noEngineBoard) search(ctx context.Context, j job, report func(info)) (result, error) {
	return result{}, errNoEngine
}

// TestStopAndConflicts: a long analysis is stopped by a stop request; while
// it runs, moves and a second search are refused with 409.
func TestStopAndConflicts(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	a := create(t, s, "renju", "standard", "h8 h9 i9")
	id := str(a, "id")
	start := time.Now()
	done := postAsync(srv.URL+"/api/games/"+id+"/engine", `{"mode":"analyse","time_ms":20000}`)
	waitEngine(t, s, id, "analyse")
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"g7"}`), http.StatusConflict)
	mustCode(t, runEngine(t, s, id, `{"time_ms":100}`), http.StatusConflict)
	time.Sleep(200 * time.Millisecond)
	st := mustCode(t, call(t, s, "POST", "/api/games/"+id+"/stop", ``), 200)
	if st.body["stopped"] != true {
		t.Errorf("stop: %s", st.raw)
	}
	r := <-done
	if r.code != 200 || r.body["stopped"] != true || time.Since(start) > 10*time.Second {
		t.Fatalf("stopped analysis: %d %s after %v", r.code, r.raw, time.Since(start))
	}
	// Idle again: moves are accepted.
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"g7"}`), 200)
}

// postAsync runs one request in the background and delivers its answer.
func postAsync(url, body string) <-chan answer {
	done := make(chan answer, 1)
	go func() {
		resp, err := http.Post(url, "application/json", strings.NewReader(body))
		if err != nil {
			done <- answer{code: -1, raw: err.Error()}
			return
		}
		defer resp.Body.Close()
		var v map[string]any
		b, _ := io.ReadAll(resp.Body)
		json.Unmarshal(b, &v)
		done <- answer{code: resp.StatusCode, body: v, raw: string(b)}
	}()
	return done
}

// waitEngine waits until the game's state shows the engine in mode.
func waitEngine(t *testing.T, s *Server, id, mode string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); str(call(t, s, "GET", "/api/games/"+id, ""), "engine") != mode; {
		if time.Now().After(deadline) {
			t.Fatalf("game %s: the engine is not in mode %q", id, mode)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestUndoStopsTheEngine: undo while the engine thinks stops it and takes
// the move back (it was refused with 409); the engine's answer plays
// nothing on the changed game.
func TestUndoStopsTheEngine(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := str(create(t, s, "renju", "standard", "h8 h9 i9"), "id")
	done := postAsync(srv.URL+"/api/games/"+id+"/engine", `{"mode":"move","time_ms":20000}`)
	waitEngine(t, s, id, "move")
	u := mustCode(t, call(t, s, "POST", "/api/games/"+id+"/undo", ``), 200)
	if n := len(u.body["moves"].([]any)); n != 2 {
		t.Fatalf("undo while thinking: %d moves, want 2: %s", n, u.raw)
	}
	r := <-done
	if r.code != 200 || r.body["stopped"] != true {
		t.Fatalf("the engine's answer after the undo: %d %s", r.code, r.raw)
	}
	if g := call(t, s, "GET", "/api/games/"+id, ""); len(g.body["moves"].([]any)) != 2 {
		t.Fatalf("the stopped engine played on the undone game: %s", g.raw)
	}
}

// TestStopQueuedSearch: a search waiting for a slot (all slots busy) is
// stopped with success and no result (it answered 503).
func TestStopQueuedSearch(t *testing.T) {
	s := testServer(t, func(c *Config) { c.MaxSearches = 1 })
	srv := httptest.NewServer(s)
	defer srv.Close()
	a := str(create(t, s, "othello", "", ""), "id")
	b := str(create(t, s, "othello", "", ""), "id")
	busy := postAsync(srv.URL+"/api/games/"+a+"/engine", `{"mode":"analyse","time_ms":20000}`)
	waitEngine(t, s, a, "analyse")
	queued := postAsync(srv.URL+"/api/games/"+b+"/engine", `{"mode":"analyse","time_ms":20000}`)
	waitEngine(t, s, b, "analyse")
	mustCode(t, call(t, s, "POST", "/api/games/"+b+"/stop", ``), 200)
	r := <-queued
	if r.code != 200 || r.body["stopped"] != true || r.body["state"] == nil {
		t.Fatalf("stopped while queued: %d %s", r.code, r.raw)
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+a+"/stop", ``), 200)
	if r := <-busy; r.code != 200 {
		t.Fatalf("the running analysis: %d %s", r.code, r.raw)
	}
}

// TestClientGone: an engine move whose client went away is not played.
func TestClientGone(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := str(create(t, s, "shogi", "", ""), "id")
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "POST", srv.URL+"/api/games/"+id+"/engine", strings.NewReader(`{"time_ms":10000}`))
	req.Header.Set("Content-Type", "application/json")
	errc := make(chan error, 1)
	go func() {
		_, err := http.DefaultClient.Do(req)
		errc <- err
	}()
	waitEngine(t, s, id, "move")
	cancel()
	if err := <-errc; err == nil {
		t.Fatal("the request was not cancelled")
	}
	for deadline := time.Now().Add(5 * time.Second); ; {
		if g := call(t, s, "GET", "/api/games/"+id, ""); str(g, "engine") == "" {
			if n := len(strs(g, "moves")); n != 0 {
				t.Fatalf("a move was played for a client that left: %v", strs(g, "moves"))
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the search did not end when its client left")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestEvents reads the server-sent event stream: the state at once, a new
// state after a move, and info/done while the engine thinks.
func TestEvents(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := str(create(t, s, "renju", "freestyle", "h8 h9"), "id")
	next := eventStream(t, srv.URL+"/api/games/"+id+"/events")
	if d := next("state"); !strings.Contains(d, `"record":"H8 H9"`) {
		t.Errorf("first state: %s", d)
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"i9"}`), 200)
	if d := next("state"); !strings.Contains(d, `"record":"H8 H9 I9"`) {
		t.Errorf("state after the move: %s", d)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		http.Post(srv.URL+"/api/games/"+id+"/engine", "application/json", strings.NewReader(`{"mode":"analyse","time_ms":1500}`))
	}()
	next("engine")
	var in info
	if err := json.Unmarshal([]byte(next("info")), &in); err != nil || in.Depth < 1 || len(in.PV) == 0 {
		t.Errorf("info event: %+v %v", in, err)
	}
	var res EngineResult
	if err := json.Unmarshal([]byte(next("done")), &res); err != nil || res.Best == "" {
		t.Errorf("done event: %+v %v", res, err)
	}
	wg.Wait()
	// Deleting the game ends the stream.
	mustCode(t, call(t, s, "DELETE", "/api/games/"+id, ""), 200)
	next("deleted")
}

// TestLimits: the number of games is bounded (the least recently used is
// dropped), streams are bounded, and a panic inside a handler is a 500 with
// a JSON error.
func TestLimits(t *testing.T) {
	s := testServer(t, func(c *Config) { c.MaxGames = 3; c.MaxStreams = 1; c.MaxMoves = 4 })
	// Records are bounded.
	mustCode(t, call(t, s, "POST", "/api/games", `{"game":"renju","position":"h8 h9 h10 h11 h12"}`), 400)
	full := str(create(t, s, "renju", "", "h8 h9 h10 h11"), "id")
	if a := mustCode(t, call(t, s, "POST", "/api/games/"+full+"/move", `{"move":"a1"}`), 400); !strings.Contains(str(a, "error"), "limit") {
		t.Errorf("move beyond the limit: %s", a.raw)
	}
	var ids []string
	for i := 0; i < 5; i++ {
		ids = append(ids, str(create(t, s, "othello", "", ""), "id"))
		time.Sleep(2 * time.Millisecond)
	}
	mustCode(t, call(t, s, "GET", "/api/games/"+ids[0], ""), 404)
	mustCode(t, call(t, s, "GET", "/api/games/"+ids[1], ""), 404)
	mustCode(t, call(t, s, "GET", "/api/games/"+ids[4], ""), 200)

	srv := httptest.NewServer(s)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/games/"+ids[4]+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	bufio.NewReader(resp.Body).ReadString('\n') // the stream is open
	r2, err := http.Get(srv.URL + "/api/games/" + ids[3] + "/events")
	if err != nil {
		t.Fatal(err)
	}
	r2.Body.Close()
	if r2.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("second stream: %d, want 503", r2.StatusCode)
	}

	register("panic-test", panicAdapter{})
	defer delete(adapters, "panic-test")
	a := call(t, s, "POST", "/api/games", `{"game":"panic-test"}`)
	if a.code != 500 || str(a, "error") != "internal error" {
		t.Errorf("panic: %d %s", a.code, a.raw)
	}
}

// panicAdapter panics where a buggy game package might.
type panicAdapter struct{}

func (panicAdapter) rules() []string { return []string{"x"} }
func (panicAdapter) tools() []string { return nil }
func (panicAdapter) parse(rule, text string) (string, []string, error) {
	panic("a bug in a game package")
}
func (panicAdapter) newBoard(rule, start string) (board, error) { return nil, nil }
func (panicAdapter) record(rule, start string, moves []string) string {
	return ""
}

// TestCloseEndsStreams: Close (called on shutdown) ends event streams so
// the HTTP server can stop.
func TestCloseEndsStreams(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := str(create(t, s, "othello", "", ""), "id")
	resp, err := http.Get(srv.URL + "/api/games/" + id + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	end := make(chan error, 1)
	go func() { _, err := io.ReadAll(resp.Body); end <- err }()
	s.Close()
	select {
	case <-end:
	case <-time.After(5 * time.Second):
		t.Fatal("the stream is still open after Close")
	}
	mustCode(t, call(t, s, "POST", "/api/games", `{"game":"othello"}`), http.StatusServiceUnavailable)
}

func TestLoopbackHosts(t *testing.T) {
	s := testServer(t, func(c *Config) { c.LoopbackHosts = true })
	for host, want := range map[string]int{
		"127.0.0.1:8080": 200, "localhost:8080": 200, "[::1]:8080": 200, "localhost": 200, "127.0.0.2": 200,
		"evil.example:8080": 403, "192.168.1.2:8080": 403, "": 403, "localhost.evil.example": 403,
	} {
		req := httptest.NewRequest("GET", "/api/games", nil)
		req.Host = host
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if w.Code != want {
			t.Errorf("Host %q: %d, want %d", host, w.Code, want)
		}
	}
}

func TestStaticApp(t *testing.T) {
	s := testServer(t, nil)
	for _, p := range []string{"/", "/app.js", "/othello.js", "/shogi.js", "/renju.js", "/graph.js", "/svg.js", "/records.js", "/movelist.js", "/lines.js", "/newgame.js", "/clocks.js", "/style.css"} {
		a := call(t, s, "GET", p, "")
		if a.code != 200 || len(a.raw) < 100 {
			t.Errorf("GET %s: %d, %d bytes", p, a.code, len(a.raw))
		}
	}
	// Nothing outside the embedded directory is served.
	for _, p := range []string{"/../server.go", "/static/app.js", "/server.go"} {
		if a := call(t, s, "GET", p, ""); a.code == 200 {
			t.Errorf("GET %s: served", p)
		}
	}
}

// TestManyGamesAtOnce plays games concurrently: each keeps its own record.
func TestManyGamesAtOnce(t *testing.T) {
	s := testServer(t, nil)
	moves := []string{"F5", "D6", "C3", "D3", "C4", "F4", "F6", "F3", "E6", "E7"}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			w := httptest.NewRecorder()
			s.ServeHTTP(w, httptest.NewRequest("POST", "/api/games", strings.NewReader(`{"game":"othello"}`)))
			var st State
			json.Unmarshal(w.Body.Bytes(), &st)
			n := 1 + i%len(moves) // each game its own length
			for _, m := range moves[:n] {
				w := httptest.NewRecorder()
				s.ServeHTTP(w, httptest.NewRequest("POST", "/api/games/"+st.ID+"/move", strings.NewReader(`{"move":"`+m+`"}`)))
				if w.Code != 200 {
					errs <- fmt.Sprintf("game %d move %s: %d %s", i, m, w.Code, w.Body.String())
					return
				}
			}
			w = httptest.NewRecorder()
			s.ServeHTTP(w, httptest.NewRequest("GET", "/api/games/"+st.ID, nil))
			json.Unmarshal(w.Body.Bytes(), &st)
			if strings.Join(st.Moves, "") != strings.Join(moves[:n], "") {
				errs <- fmt.Sprintf("game %d: record %v, want %v", i, st.Moves, moves[:n])
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// FuzzPositionText: any position text either fails to parse with an error
// or gives a game whose record parses back to the same start and moves.
func FuzzPositionText(f *testing.F) {
	for _, s := range []string{"", "f5d6c3", "f5 D6 pass", strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + " X moves f5",
		"startpos moves 7g7f 3c3d", "sfen 8k/9/8P/9/9/9/9/9/4K4 b G 1 moves G*1b", "position startpos", "moves 7g7f",
		"h8 h9 i9", "H8,I9,J10", "a1a2a3", "o15"} {
		for g := uint8(0); g < 4; g++ {
			f.Add(s, g)
		}
	}
	games := []struct{ game, rule string }{{"othello", "othello"}, {"shogi", "shogi"}, {"renju", "renju"}, {"renju", "freestyle"}}
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		c := games[int(which)%len(games)]
		a := adapters[c.game]
		start, moves, err := a.parse(c.rule, text)
		if err != nil {
			return
		}
		rec := a.record(c.rule, start, moves)
		start2, moves2, err := a.parse(c.rule, rec)
		if err != nil {
			t.Fatalf("%s %q: record %q does not parse: %v", c.game, text, rec, err)
		}
		if start2 != start || strings.Join(moves2, " ") != strings.Join(moves, " ") {
			t.Fatalf("%s %q: record %q reads back as %q %v, want %q %v", c.game, text, rec, start2, moves2, start, moves)
		}
		b, err := a.newBoard(c.rule, start)
		if err != nil {
			t.Fatalf("%s: start %q: %v", c.game, start, err)
		}
		for _, m := range moves {
			if _, err := b.play(m); err != nil {
				t.Fatalf("%s %q: move %s does not replay: %v", c.game, text, m, err)
			}
		}
		b.view()
	})
}

// TestDepthLevels: a depth limit ends every game's search early (the
// page's engine levels).
func TestDepthLevels(t *testing.T) {
	s := testServer(t, nil)
	for _, c := range []struct{ game, position string }{
		{"othello", "f5d6c3"}, {"shogi", "startpos moves 7g7f"}, {"renju", "h8 h9 i9"},
	} {
		a := create(t, s, c.game, "", c.position)
		r := mustCode(t, runEngine(t, s, str(a, "id"), `{"mode":"analyse","time_ms":10000,"depth":2}`), 200)
		if d := r.body["depth"].(float64); d < 1 || d > 2 || r.body["time_ms"].(float64) > 5000 || str(r, "best") == "" {
			t.Errorf("%s depth 2: %s", c.game, truncate(r.raw, 300))
		}
	}
}
