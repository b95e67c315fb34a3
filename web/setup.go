package web

import (
	"net/http"
)

// Position setup (the board editor): POST /api/games/{id}/setup replaces a
// game with a position given in the game's own notation (an SFEN, an OBF
// line, a renju board of rows) and no moves. The checks are the game
// packages'; the adapters' setup methods (shogi_setup.go and the others)
// translate and add the few the packages leave to their callers.

// setupper is implemented by adapters whose games can start from any
// position.
type setupper interface {
	// setup checks a position text of the game under rule and returns its
	// canonical start text ("" for the standard start) and a note on a
	// position that is legal but worth saying (a game already over).
	setup(rule, text string) (start, note string, err error)
}

type setupReq struct {
	Position string `json:"position"`
}

// setupAnswer is the new state and the adapter's note, if any.
type setupAnswer struct {
	*State
	Note string `json:"note,omitempty"`
}

// handleSetup replaces the game's start with the position asked for and
// clears its moves. A refused position leaves the game as it was.
func (s *Server) handleSetup(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	var req setupReq
	if err := s.decode(w, r, &req); err != nil {
		fail(w, err)
		return
	}
	su, ok := g.ad.(setupper)
	if !ok {
		fail(w, errf(http.StatusNotImplemented, "%s has no position setup", g.name))
		return
	}
	g.mu.Lock()
	rule := g.rule
	g.mu.Unlock()
	start, note, err := su.setup(rule, req.Position)
	if err != nil {
		fail(w, errf(http.StatusBadRequest, "%v", err))
		return
	}
	// load replays nothing: it checks the start reads back and that no
	// search runs, then replaces the game as an import does.
	st, err := g.load(imported{start: start})
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, setupAnswer{st, note})
}
