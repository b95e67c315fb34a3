package web

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"net/http"
	"runtime/debug"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// swap2Engine lets the engine make the decision the opening waits for
// (renju/search: Searcher.DecideSwap2) within the request's time, as the chooser;
// a stop request ends it early with the best decision found so far. The
// decision is made only if the game did not change meanwhile.
func (s *Server) swap2Engine(w http.ResponseWriter, r *http.Request, g *game, req swap2Req) {
	t, err := s.timeAndDepth(req.TimeMS, s.cfg.DefaultTime, req.Depth)
	if err != nil {
		fail(w, err)
		return
	}
	set, err := s.apply(req.engineSettings)
	if err != nil {
		fail(w, err)
		return
	}
	g.mu.Lock()
	if err := g.swap2Ready(); err != nil {
		g.mu.Unlock()
		fail(w, err)
		return
	}
	opening, version := *g.swap2, g.version
	ctx, cancel := context.WithTimeout(r.Context(), t)
	defer cancel()
	g.cancel, g.mode = cancel, "swap2"
	g.publish("engine", map[string]string{"mode": "swap2"})
	g.mu.Unlock()
	d, err := s.decideSwap2(ctx, opening, engine.Limits{MoveTime: t, Depth: req.Depth, Threads: set.Threads}, set.HashMB)
	g.mu.Lock()
	defer g.mu.Unlock()
	g.cancel, g.mode = nil, ""
	g.publish("engine", map[string]string{"mode": ""})
	switch {
	case err != nil:
		fail(w, err)
		return
	case g.version != version:
		fail(w, errf(http.StatusConflict, "the game changed while the engine decided; its decision (%s) was not made", d.Move.Format(renjuSize)))
		return
	}
	st, err := g.applySwap2(d.Move)
	if err != nil {
		fail(w, errf(http.StatusInternalServerError, "the engine's decision %s: %v", d.Move.Format(renjuSize), err))
		return
	}
	writeJSON(w, http.StatusOK, swap2Answer{State: st, Decision: d.Move.Format(renjuSize),
		Action: swap2ActionName(d.Move.Action), Stones: pointNames(d.Move.Points), Why: d.Why})
}

// decideSwap2 runs the engine's decision in a search slot, on tables of
// memMB; a panic inside the engine becomes an error.
func (s *Server) decideSwap2(ctx context.Context, st renju.Swap2, lim engine.Limits, memMB int) (d renjusearch.Swap2Decision, err error) {
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return d, errf(http.StatusConflict, "stopped before the engine could decide")
	case <-s.done:
		return d, errf(http.StatusServiceUnavailable, "the server is shutting down")
	}
	defer func() { <-s.sem }()
	defer func() {
		if v := recover(); v != nil {
			s.log.Printf("panic in the Swap2 decision: %v\n%s", v, debug.Stack())
			err = errf(http.StatusInternalServerError, "the engine failed: %v", v)
		}
	}()
	// 16 bytes a table entry, and the VCF table of half the size (as a game move).
	ttBits := bits.Len(uint(max(1, memMB))<<20/24) - 1
	d, err = renjusearch.NewSearcher(ttBits).DecideSwap2(ctx, st, lim, renjusearch.Swap2Options{Seed: rand.Uint64()})
	if err != nil {
		return d, errf(http.StatusInternalServerError, "engine: %v", err)
	}
	return d, nil
}
