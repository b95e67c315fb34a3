package web

import (
	"net/http"
	"strings"
)

// Variations: a game keeps every move played in a tree (game_tree.go). A
// move played from an earlier position with a "path" starts a variation
// instead of replacing the rest of the game; the main line stays the
// game's record, which the record and export, the evaluations and marks,
// whole-game analysis and engine moves use. These endpoints show a line,
// promote one to the main line and delete one. A position of the tree is
// named by its path, the moves that lead to it from the start:
//
//	POST /api/games/{id}/variations/show     {"path": [...]}  the line through it is shown
//	POST /api/games/{id}/variations/promote  {"path": [...]}  the line through it becomes the main line
//	POST /api/games/{id}/variations/delete   {"path": [...]}  its last move and all after it are deleted
//
// Showing a line changes nothing of the game and works while the engine
// thinks; promoting and deleting change the tree and stop a running search
// as undo does (its answer, for a tree that changed, plays nothing).

// pathReq is the body of the variation endpoints.
type pathReq struct {
	Path *[]string `json:"path"` // moves from the start, [] for the start position
}

// pathOf reads a variation request's path: 400 without one.
func (s *Server) pathOf(w http.ResponseWriter, r *http.Request) ([]string, error) {
	var req pathReq
	if err := s.decode(w, r, &req); err != nil {
		return nil, err
	}
	if req.Path == nil {
		return nil, errf(http.StatusBadRequest, "missing path: the moves from the start to the position, [] for the start")
	}
	return *req.Path, nil
}

// resolve checks a path against g's tree and returns it in the moves'
// canonical spelling: 400 for a path longer than maxMoves or a move that
// is not legal where it stands, 404 for a legal move the tree does not
// have. g.mu must be held.
func (g *game) resolve(path []string, maxMoves int) ([]string, error) {
	if len(path) > maxMoves {
		return nil, errf(http.StatusBadRequest, "path: %d moves, more than the limit %d", len(path), maxMoves)
	}
	b, err := g.ad.newBoard(g.rule, g.start)
	if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	out := make([]string, 0, len(path))
	n := g.tree.root
	for i, m := range path {
		if m == "" || len(m) > 32 {
			return nil, errf(http.StatusBadRequest, "path move %d %q: not a move", i+1, truncate(m, 32))
		}
		c, err := b.play(m)
		if err != nil {
			return nil, errf(http.StatusBadRequest, "path move %d %q: %v", i+1, m, err)
		}
		k, _ := n.child(c)
		if k == nil {
			return nil, errf(http.StatusNotFound, "path move %d %s: not in the game's tree (there it has %s)", i+1, c, kidsText(n))
		}
		out = append(out, c)
		n = k
	}
	return out, nil
}

// kidsText lists the moves played from a position, for error messages.
func kidsText(n *node) string {
	if len(n.kids) == 0 {
		return "no move"
	}
	var names []string
	for i, k := range n.kids {
		if i == 8 {
			names = append(names, "...")
			break
		}
		names = append(names, k.move)
	}
	return strings.Join(names, ", ")
}

// labelsOf returns moves (from g's start) in the game's own notation, nil
// when it has none.
func (g *game) labelsOf(moves []string) []string {
	if l, ok := g.ad.(labeler); ok {
		return l.labels(g.rule, g.start, moves)
	}
	return nil
}

// labelFor returns move m, played after path, in the game's own notation.
func (g *game) labelFor(path []string, m string) string {
	ls := g.labelsOf(append(path[:len(path):len(path)], m))
	if len(ls) != len(path)+1 {
		return ""
	}
	return ls[len(path)]
}

// handleShowLine shows the line through a position: state answers and
// GET ?ply= count along it from then on.
func (s *Server) handleShowLine(w http.ResponseWriter, r *http.Request) {
	s.treeRequest(w, r, func(g *game, path []string) (int, error) {
		g.shown = path
		g.notify() // the game is the same; the streams see the line shown
		return len(path), nil
	})
}

// handlePromote makes the line through a position the main line.
func (s *Server) handlePromote(w http.ResponseWriter, r *http.Request) {
	s.treeRequest(w, r, func(g *game, path []string) (int, error) {
		if g.tree.onMain(path) {
			return 0, errf(http.StatusConflict, "the position after %d moves is on the main line already", len(path))
		}
		g.stopSearch()
		parted := 0 // the moves the two lines share
		for parted < len(path) && g.tree.onMain(path[:parted+1]) {
			parted++
		}
		if err := g.checkOpening(parted, true); err != nil {
			return 0, err
		}
		g.tree.promote(path)
		g.mainPromoted(parted)
		g.shown = path
		g.changed()
		return len(path), nil
	})
}

// handleDeleteMoves deletes a move of a variation and every move after it;
// the line shown is then the one through the position before it.
func (s *Server) handleDeleteMoves(w http.ResponseWriter, r *http.Request) {
	s.treeRequest(w, r, func(g *game, path []string) (int, error) {
		if len(path) == 0 {
			return 0, errf(http.StatusBadRequest, "path: empty; name the first move to delete")
		}
		if g.tree.onMain(path) {
			return 0, errf(http.StatusConflict, "move %d %s is on the main line: undo takes main-line moves back (or promote another line first)", len(path), path[len(path)-1])
		}
		g.stopSearch()
		g.tree.remove(path)
		g.shown = path[:len(path)-1]
		g.changed()
		return len(path) - 1, nil
	})
}

// treeRequest reads a variation request, resolves its path in the game's
// tree and runs do under the game's lock, then answers the state at the
// position do returns (a ply of the line shown).
func (s *Server) treeRequest(w http.ResponseWriter, r *http.Request, do func(g *game, path []string) (int, error)) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	path, err := s.pathOf(w, r)
	if err != nil {
		fail(w, err)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if path, err = g.resolve(path, s.cfg.MaxMoves); err != nil {
		fail(w, err)
		return
	}
	ply, err := do(g, path)
	if err != nil {
		fail(w, err)
		return
	}
	st, err := g.state(ply)
	if err != nil {
		fail(w, errf(http.StatusInternalServerError, "%v", err))
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// stopSearch ends a running search, as undo does: its answer belongs to a
// tree that is changing (the version check drops its move); g.mu must be
// held.
func (g *game) stopSearch() {
	if g.cancel != nil {
		g.cancel()
	}
}
