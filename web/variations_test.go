package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// stateOf decodes an answer holding a state.
func stateOf(t *testing.T, a answer) State {
	t.Helper()
	var st State
	if err := json.Unmarshal([]byte(a.raw), &st); err != nil {
		t.Fatalf("not a state: %v: %s", err, a.raw)
	}
	return st
}

// shape writes a state's tree as the game tree tests do ("f5 d6 c3 (c5
// b4) d3") and the line shown with the ply ("line F5 D6 C5 B4 @3").
func shape(st State) string {
	return fmt.Sprintf("%s; line %s @%d", branchText(st.Moves, 0, st.Variations, true), strings.Join(st.Line, " "), st.Ply)
}

func pathBody(moves string) string {
	b, _ := json.Marshal(map[string][]string{"path": strings.Fields(moves)})
	return string(b)
}

func moveBody(move, path string) string {
	b, _ := json.Marshal(map[string]any{"move": move, "path": strings.Fields(path)})
	return string(b)
}

// TestVariations plays a variation, follows it, shows lines, promotes one
// and deletes one; the record stays the main line throughout.
func TestVariations(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6c3d3"), "id")
	g := "/api/games/" + id
	steps := []struct {
		what, method, path, body string
		want, record             string
	}{
		{"a move from ply 2 starts a variation", "POST", "/move", moveBody("c5", "f5 d6"),
			"F5 D6 C3 (C5) D3; line F5 D6 C5 @3", "f5d6c3d3"},
		{"it goes on", "POST", "/move", moveBody("B4", "F5 D6 C5"),
			"F5 D6 C3 (C5 B4) D3; line F5 D6 C5 B4 @4", "f5d6c3d3"},
		{"a ply counts along the line shown", "GET", "?ply=3", "",
			"F5 D6 C3 (C5 B4) D3; line F5 D6 C5 B4 @3", "f5d6c3d3"},
		{"a move already played is followed", "POST", "/move", moveBody("C5", "F5 D6"),
			"F5 D6 C3 (C5 B4) D3; line F5 D6 C5 B4 @3", "f5d6c3d3"},
		{"a second variation at the same ply", "POST", "/move", moveBody("C4", "F5 D6"),
			"F5 D6 C3 (C5 B4) (C4) D3; line F5 D6 C4 @3", "f5d6c3d3"},
		{"show the main line", "POST", "/variations/show", pathBody("F5 D6 C3"),
			"F5 D6 C3 (C5 B4) (C4) D3; line F5 D6 C3 D3 @3", "f5d6c3d3"},
		{"a ply of the main line", "GET", "?ply=4", "",
			"F5 D6 C3 (C5 B4) (C4) D3; line F5 D6 C3 D3 @4", "f5d6c3d3"},
		{"show a variation", "POST", "/variations/show", pathBody("F5 D6 C5"),
			"F5 D6 C3 (C5 B4) (C4) D3; line F5 D6 C5 B4 @3", "f5d6c3d3"},
		{"promote it", "POST", "/variations/promote", pathBody("F5 D6 C5"),
			"F5 D6 C5 (C3 D3) (C4) B4; line F5 D6 C5 B4 @3", "f5d6c5b4"},
		{"delete the old main line", "POST", "/variations/delete", pathBody("F5 D6 C3"),
			"F5 D6 C5 (C4) B4; line F5 D6 C5 B4 @2", "f5d6c5b4"},
		{"the game goes on at its end", "POST", "/move", `{"move":"C3"}`,
			"F5 D6 C5 (C4) B4 C3; line F5 D6 C5 B4 C3 @5", "f5d6c5b4c3"},
		{"delete the rest of a line from a ply", "POST", "/variations/delete", pathBody("F5 D6 C4"),
			"F5 D6 C5 B4 C3; line F5 D6 C5 B4 C3 @2", "f5d6c5b4c3"},
	}
	for _, c := range steps {
		a := mustCode(t, call(t, s, c.method, g+c.path, c.body), 200)
		st := stateOf(t, a)
		if got := shape(st); got != c.want || st.Record != c.record {
			t.Fatalf("%s: %s, record %s; want %s, record %s", c.what, got, st.Record, c.want, c.record)
		}
	}
	// The export writes the main line only.
	if got := export(t, s, "othello", id, "transcript", "txt"); strings.TrimSpace(got) != "f5d6c5b4c3" {
		t.Errorf("export %q", got)
	}
}

// TestVariationsWithPly: the move endpoint's ply (older clients) goes on
// with the game from that position as before; the moves it replaced stay
// as a variation, and undo keeps them (variations branch from them).
func TestVariationsWithPly(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6c3d3"), "id")
	g := "/api/games/" + id
	steps := []struct{ what, path, body, want string }{
		{"ply 2", "/move", `{"move":"c5","ply":2}`, "F5 D6 C5 (C3 D3); line F5 D6 C5 @3"},
		{"undo", "/undo", ``, "F5 D6 | (C3 D3); line F5 D6 @2"},
		{"the old move again enters its line", "/move", `{"move":"c3"}`, "F5 D6 C3 | (D3); line F5 D6 C3 @3"},
		{"and its next", "/move", `{"move":"d3"}`, "F5 D6 C3 D3; line F5 D6 C3 D3 @4"},
		{"undo deletes moves no variation needs", "/undo", `{"plies":2}`, "F5 D6; line F5 D6 @2"},
	}
	for _, c := range steps {
		st := stateOf(t, mustCode(t, call(t, s, "POST", g+c.path, c.body), 200))
		if got := shape(st); got != c.want {
			t.Fatalf("%s: %s; want %s", c.what, got, c.want)
		}
	}
}

// TestVariationsBadInput: every refusal names what is wrong and leaves the
// game as it was.
func TestVariationsBadInput(t *testing.T) {
	s := testServer(t, func(c *Config) { c.MaxMoves = 6 })
	id := str(create(t, s, "othello", "", "f5d6c3d3"), "id")
	g := "/api/games/" + id
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("C5", "F5 D6")), 200)
	before := shape(stateOf(t, call(t, s, "GET", g, "")))
	seven := pathBody("F5 D6 C3 D3 C4 B3 B4")
	cases := []struct {
		path, body string
		code       int
		msg        string
	}{
		{"/api/games/zz/variations/show", pathBody(""), 400, "bad game id"},
		{"/api/games/0123456789abcdef/variations/promote", pathBody(""), 404, "no game"},
		{g + "/variations/show", `{}`, 400, "missing path"},
		{g + "/variations/show", `{"path":null}`, 400, "missing path"},
		{g + "/variations/show", ``, 400, "missing path"},
		{g + "/variations/show", `{"path":"F5"}`, 400, "bad JSON"},
		{g + "/variations/show", `{"path":[1,2]}`, 400, "bad JSON"},
		{g + "/variations/show", `{"path":[],"ply":2}`, 400, "unknown field"},
		{g + "/variations/show", pathBody("zz"), 400, "path move 1"},
		{g + "/variations/show", `{"path":[""]}`, 400, "path move 1"},
		{g + "/variations/show", `{"path":["` + strings.Repeat("x", 40) + `"]}`, 400, "not a move"},
		{g + "/variations/show", pathBody("F5 F5"), 400, "path move 2"},
		{g + "/variations/show", pathBody("F5 F6"), 404, "path move 2 F6: not in the game's tree (there it has D6)"},
		{g + "/variations/show", seven, 400, "limit 6"},
		{g + "/variations/promote", pathBody(""), 409, "on the main line already"},
		{g + "/variations/promote", pathBody("F5 D6 C3"), 409, "on the main line already"},
		{g + "/variations/promote", pathBody("F5 D6 C3 F4"), 404, "not in the game's tree"},
		{g + "/variations/delete", pathBody(""), 400, "empty"},
		{g + "/variations/delete", pathBody("F5"), 409, "move 1 F5 is on the main line"},
		{g + "/variations/delete", pathBody("F5 D6 C3 D3"), 409, "main line"},
		{g + "/variations/delete", pathBody("F5 D6 C6"), 404, "there it has C3, C5"},
		{g + "/move", `{"move":"C4","ply":3,"path":["F5"]}`, 400, "ply and path"},
		{g + "/move", moveBody("C4", "F5 F6"), 404, "not in the game's tree"},
		{g + "/move", moveBody("A1", "F5 D6"), 400, "flips nothing"},
		{g + "/move", `{"move":"B4","path":"F5"}`, 400, "bad JSON"},
		{g + "/move", `{"move":"B4","path":[]}`, 400, "flips nothing"},
		{g + "/move", moveBody("B4", "F5 D6 C3 D3 C4 B3"), 404, "path move 5"},
	}
	for _, c := range cases {
		a := call(t, s, "POST", c.path, c.body)
		if a.code != c.code || !strings.Contains(str(a, "error"), c.msg) {
			t.Errorf("POST %s %s: %d %q; want %d with %q", c.path, truncate(c.body, 50), a.code, str(a, "error"), c.code, c.msg)
		}
	}
	if after := shape(stateOf(t, call(t, s, "GET", g, ""))); after != before {
		t.Errorf("the refusals changed the game: %s, was %s", after, before)
	}
}

// TestVariationLimits: a line of the tree is at most MaxMoves long and the
// tree holds at most MaxTreeMoves moves; deleting a variation makes room.
func TestVariationLimits(t *testing.T) {
	s := testServer(t, func(c *Config) { c.MaxMoves = 4; c.MaxTreeMoves = 5 })
	id := str(create(t, s, "othello", "", "f5d6c3"), "id")
	g := "/api/games/" + id
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("C5", "F5 D6")), 200)
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("B4", "F5 D6 C5")), 200) // five moves: full
	cases := []struct {
		path, body string
		code       int
		msg        string
	}{
		{"/move", moveBody("C3", "F5 D6 C5 B4"), 400, "limit of 4 moves"},
		{"/move", moveBody("C4", "F5 D6"), 409, "tree holds 5 moves, the limit"},
		{"/move", `{"move":"C4","ply":2}`, 409, "tree holds 5 moves"},
		{"/move", `{"move":"D3"}`, 409, "tree holds 5 moves"},
		{"/engine", `{"mode":"move","time_ms":100}`, 409, "tree holds 5 moves"},
	}
	for _, c := range cases {
		a := call(t, s, "POST", g+c.path, c.body)
		if a.code != c.code || !strings.Contains(str(a, "error"), c.msg) {
			t.Errorf("POST %s %s: %d %q; want %d with %q", c.path, c.body, a.code, str(a, "error"), c.code, c.msg)
		}
	}
	// A move already in the tree is only followed: allowed when full.
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("C5", "F5 D6")), 200)
	mustCode(t, call(t, s, "POST", g+"/variations/delete", pathBody("F5 D6 C5 B4")), 200)
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("C4", "F5 D6")), 200)
}

// TestVariationsAndTheEngine: an analysis of a variation's position keeps
// its evaluation with the position (the main line's evals once promoted);
// while the engine thinks a line can be shown but no move played; delete
// and promote stop the search as undo does.
func TestVariationsAndTheEngine(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	id := str(create(t, s, "renju", "standard", "h8 h9 i9"), "id")
	g := "/api/games/" + id
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("G7", "H8 H9")), 200)
	r := mustCode(t, runEngine(t, s, id, `{"mode":"analyse","time_ms":300,"depth":2,"ply":3}`), 200)
	st, _ := r.body["state"].(map[string]any)
	if evals, _ := st["evals"].([]any); len(evals) != 4 || evals[3] != nil {
		t.Errorf("the variation's evaluation went into the main line's: %v", st["evals"])
	}
	p := stateOf(t, mustCode(t, call(t, s, "POST", g+"/variations/promote", pathBody("H8 H9 G7")), 200))
	if len(p.Evals) != 4 || p.Evals[3] == nil || p.Record != "H8 H9 G7" {
		t.Errorf("after the promotion: record %q evals %s", p.Record, evalText(p.Evals))
	}

	start := time.Now()
	done := postAsync(srv.URL+g+"/engine", `{"mode":"analyse","time_ms":20000}`)
	waitEngine(t, s, id, "analyse")
	if a := mustCode(t, call(t, s, "POST", g+"/variations/show", pathBody("H8 H9 I9")), 200); str(a, "engine") != "analyse" {
		t.Errorf("show while thinking: engine %q", str(a, "engine"))
	}
	mustCode(t, call(t, s, "POST", g+"/move", moveBody("J10", "H8 H9 I9")), http.StatusConflict)
	a := mustCode(t, call(t, s, "POST", g+"/variations/delete", pathBody("H8 H9 I9")), 200)
	if got := shape(stateOf(t, a)); got != "H8 H9 G7; line H8 H9 G7 @2" {
		t.Errorf("after the delete: %s", got)
	}
	res := <-done
	if res.code != 200 || res.body["stopped"] != true || time.Since(start) > 10*time.Second {
		t.Fatalf("the search after the delete: %d %s after %v", res.code, res.raw, time.Since(start))
	}
}

// TestVariationsImportClears: an import replaces the whole tree.
func TestVariationsImportClears(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6"), "id")
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("F4", "F5")), 200)
	a := importRecord(t, s, id, "transcript", "f5d6c3")
	if got := shape(stateOf(t, a)); got != "F5 D6 C3; line F5 D6 C3 @3" {
		t.Errorf("after the import: %s", got)
	}
}
