package web

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// Whole-game analysis: POST /api/games/{id}/analyse-game runs the engine
// over every position of the game's record, from the start to the end, a
// short fixed time each, and keeps each evaluation for the graph (evals);
// the state then marks the moves whose evaluation dropped (move_marks.go).
// It is one engine search of the game as far as the other endpoints go:
// while it runs, moves, imports and a second search answer 409; stop ends
// it (the evaluations so far stay); undo ends it too and nothing more is
// written to the changed game; the record itself is never touched.

// defaultPositionTime is the time per position when the request gives none.
const defaultPositionTime = 500 * time.Millisecond

// gameAnalysisMode is the engine mode the state and events show meanwhile.
const gameAnalysisMode = "game"

type gameAnalysisReq struct {
	TimeMS  *int `json:"time_ms"` // per position, default 500
	Depth   int  `json:"depth"`   // depth limit per position, 0 = none
	Threads *int `json:"threads"`
	HashMB  *int `json:"hash_mb"`
}

// GameAnalysis is the answer of POST /api/games/{id}/analyse-game.
type GameAnalysis struct {
	Mode     string          `json:"mode"`     // "game"
	Analysed int             `json:"analysed"` // positions given an evaluation
	Total    int             `json:"total"`    // positions of the record (moves + 1)
	Stopped  bool            `json:"stopped"`  // ended early (stop, undo, client gone)
	Settings appliedSettings `json:"settings"`
	State    *State          `json:"state"`
}

// progress is the "progress" event: the position being analysed (ply),
// how many are done and of how many.
type progress struct {
	Mode  string `json:"mode"`
	Ply   int    `json:"ply"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
}

func (s *Server) handleAnalyseGame(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	var req gameAnalysisReq
	if err := s.decode(w, r, &req); err != nil {
		fail(w, err)
		return
	}
	t, err := s.timeAndDepth(req.TimeMS, defaultPositionTime, req.Depth)
	if err != nil {
		fail(w, err)
		return
	}
	set, err := s.apply(engineSettings{Threads: req.Threads, HashMB: req.HashMB})
	if err != nil {
		fail(w, err)
		return
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	moves, version, err := g.claim(cancel, gameAnalysisMode)
	if err != nil {
		fail(w, err)
		return
	}
	n, err := s.analyseLine(ctx, g, moves, version, set.job("analyse", t, req.Depth))
	stopped := ctx.Err() != nil
	g.mu.Lock()
	g.cancel, g.mode = nil, ""
	g.notify() // the state with the engine idle and the final marks
	st, serr := g.state(-1)
	g.publish("engine", map[string]string{"mode": ""})
	g.mu.Unlock()
	switch {
	case errors.Is(err, errNoEngine):
		fail(w, errf(http.StatusNotImplemented, "%s analysis: %v", g.name, err))
	case err != nil:
		fail(w, errf(http.StatusInternalServerError, "engine: %v", err))
	case serr != nil:
		fail(w, errf(http.StatusInternalServerError, "%v", serr))
	default:
		writeJSON(w, http.StatusOK, GameAnalysis{Mode: gameAnalysisMode, Analysed: n, Total: len(moves) + 1,
			Stopped: stopped, Settings: set, State: st})
	}
}

// claim marks g as searching in mode, with cancel as what stop, undo and
// delete call, and returns a copy of the record and its version; 409 when
// a search already runs.
func (g *game) claim(cancel context.CancelFunc, mode string) ([]string, int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.cancel != nil {
		return nil, 0, errf(http.StatusConflict, "the engine is already thinking (%s)", g.mode)
	}
	g.cancel, g.mode = cancel, mode
	g.used = time.Now()
	g.publish("engine", map[string]string{"mode": mode})
	return g.tree.mainMoves(), g.version, nil
}

// analyseLine searches every position of moves (the record of version)
// with j and stores each evaluation, telling the streams the progress and
// the new state. It returns the number of positions evaluated; it ends
// early, without error, when ctx is done or the record changed.
func (s *Server) analyseLine(ctx context.Context, g *game, moves []string, version int, j job) (int, error) {
	done := 0
	total := len(moves) + 1
	for ply := 0; ply < total; ply++ {
		if ctx.Err() != nil {
			return done, nil
		}
		g.mu.Lock()
		g.publish("progress", progress{Mode: gameAnalysisMode, Ply: ply, Done: ply, Total: total})
		g.mu.Unlock()
		eval, ok, err := s.evaluate(ctx, g, moves[:ply], j)
		if err != nil || ctx.Err() != nil && !ok {
			return done, err
		}
		g.mu.Lock()
		if g.version != version {
			g.mu.Unlock()
			return done, nil // taken back meanwhile: the evaluations belong to another record
		}
		if ok {
			g.tree.mainNode(ply).eval = &eval
			done++
			g.notify()
		}
		g.mu.Unlock()
	}
	g.mu.Lock()
	g.publish("progress", progress{Mode: gameAnalysisMode, Ply: len(moves), Done: total, Total: total})
	g.mu.Unlock()
	return done, nil
}

// evaluate searches the position after moves in a search slot and returns
// its evaluation (Black's view); ok is false when there is none (stopped
// before the first iteration). A finished game's evaluation is its result.
func (s *Server) evaluate(ctx context.Context, g *game, moves []string, j job) (eval float64, ok bool, err error) {
	g.mu.Lock()
	b, err := g.replay(moves)
	g.mu.Unlock()
	if err != nil {
		return 0, false, err
	}
	over := b.view().Over
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return 0, false, nil
	case <-s.done:
		return 0, false, nil
	}
	res, err := s.search(ctx, g, b, j, false)
	if err == nil && res.Depth == 0 && !over && ctx.Err() == nil {
		// The clock ran out before the first iteration (a loaded
		// machine): one iteration, the time only a guard, gives the
		// position its evaluation.
		j.Depth, j.Time = 1, max(j.Time, 10*time.Second)
		res, err = s.search(ctx, g, b, j, false)
	}
	<-s.sem
	if err != nil {
		return 0, false, err
	}
	return res.Eval, res.Depth > 0 || over, nil
}
