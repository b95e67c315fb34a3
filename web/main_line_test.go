package web

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"bitban/session"
)

// wantMainLine checks that the session playing game id's main line holds
// the tree's main line, with the side of each move, and is over exactly
// where the game is.
func wantMainLine(t *testing.T, s *Server, id, step string, wantMoves string) {
	t.Helper()
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	g.mu.Lock()
	defer g.mu.Unlock()
	tree := g.tree.mainMoves()
	if played := g.main.Moves(); !slices.Equal(played, tree) || strings.Join(tree, " ") != wantMoves {
		t.Fatalf("%s: the session played %v, the tree's main line is %v, want %s", step, played, tree, wantMoves)
	}
	b, err := g.replay(tree)
	if err != nil {
		t.Fatal(err)
	}
	if v := b.view(); g.main.Outcome().Over != v.Over || !v.Over && session.SideName(g.main.Turn()) != v.Turn {
		t.Errorf("%s: the session's position is not the game's (%s to move, over %v)", step, v.Turn, v.Over)
	}
}

// TestMainLineFollowsTree: without a clock too, the main line's session
// follows every change of the tree's main line: moves at its end and
// "ply" moves, variations (not the main line), promotion, undo, the
// engine's move, an import and the Swap2 stones.
func TestMainLineFollowsTree(t *testing.T) {
	s := testServer(t, nil)
	a := createWith(t, s, `{"game":"othello","position":"f5d6"}`)
	id, g := str(a, "id"), "/api/games/"+str(a, "id")
	wantMainLine(t, s, id, "created", "F5 D6")
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"c3"}`), http.StatusOK)
	wantMainLine(t, s, id, "a move", "F5 D6 C3")
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"c5","path":["F5","D6"]}`), http.StatusOK)
	wantMainLine(t, s, id, "a variation", "F5 D6 C3")
	mustCode(t, call(t, s, "POST", g+"/variations/promote", `{"path":["F5","D6","C5"]}`), http.StatusOK)
	wantMainLine(t, s, id, "promoted", "F5 D6 C5")
	mustCode(t, call(t, s, "POST", g+"/move", `{"move":"f6","ply":1}`), http.StatusOK)
	wantMainLine(t, s, id, "a ply move", "F5 F6")
	mustCode(t, call(t, s, "POST", g+"/undo", `{"plies":2}`), http.StatusOK)
	wantMainLine(t, s, id, "undo", "")
	mustCode(t, runEngine(t, s, id, `{"mode":"move","depth":1,"threads":1}`), http.StatusOK)
	a = mustCode(t, call(t, s, "GET", g, ""), http.StatusOK)
	if moves := strs(a, "moves"); len(moves) != 1 {
		t.Fatalf("after the engine's move: %v", moves)
	} else {
		wantMainLine(t, s, id, "the engine's move", moves[0])
	}
	mustCode(t, call(t, s, "POST", g+"/import", `{"format":"transcript","text":"f5d6c3"}`), http.StatusOK)
	wantMainLine(t, s, id, "import", "F5 D6 C3")

	a = createWith(t, s, `{"game":"renju","rule":"renju","opening":"swap2"}`)
	id = str(a, "id")
	mustCode(t, swap2Call(t, s, id, `{"action":"place_three","stones":["h8","h9","j8"]}`), http.StatusOK)
	wantMainLine(t, s, id, "swap2 stones", "H8 H9 J8")
}
