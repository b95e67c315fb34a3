package search

import (
	"context"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/eval"
)

// Engine is the Othello searcher on the engine contract
// (engine.Searcher[othello.Position, int]): the midgame search with the exact
// solver near the end, multi-PV, root move restriction and cancellation by
// context. Moves are squares 0..63 and othello.PassMove; scores are in hundredths
// of a disc, exact ones marked Exact with Selectivity 100. It searches on
// Limits.Threads threads (Lazy SMP; 0 or 1: one).
type Engine struct {
	s *Searcher
}

var _ engine.Searcher[othello.Position, int] = (*Engine)(nil)

// NewEngine returns an engine with tables of ttMB megabytes.
func NewEngine(ttMB int) *Engine { return &Engine{s: NewSearcher(ttMB)} }

// Searcher is the underlying searcher, for its settings (SolveEmpties,
// TimeMargin, the evaluation).
func (e *Engine) Searcher() *Searcher { return e.s }

// NewGame forgets the tables.
func (e *Engine) NewGame() { e.s.Clear() }

// Search searches pos until the request's limits or ctx end it. A finished
// game gives no best move; a forced pass gives PassMove.
func (e *Engine) Search(ctx context.Context, pos othello.Position, req engine.Request[int]) engine.Result[int] {
	s := e.s
	s.ResetStop()
	if ctx.Err() != nil {
		s.Stop()
	}
	unwatch := context.AfterFunc(ctx, s.Stop)
	defer unwatch()
	s.MultiPV = 1
	if req.Lines() > 1 {
		s.MultiPV = 2 // score every root move exactly
	}
	s.SetThreads(req.Limits.Threads)
	s.rootMask = 0
	for _, m := range req.SearchMoves {
		if m >= 0 && m < 64 {
			s.rootMask |= 1 << uint(m)
		}
	}
	defer func() { s.rootMask = 0 }()
	lines := req.Lines()
	var report func(Info)
	if req.Info != nil {
		report = func(in Info) {
			for _, l := range infoLines(in, lines) {
				req.Info(l)
			}
		}
	}
	r := s.Search(pos.Board, req.Limits, report)
	return resultOf(r, lines)
}

// scoreOf converts an evaluation (eval.Scale units) to hundredths of a disc.
func scoreOf(v int) engine.Score { return engine.Value(v * 100 / eval.Scale) }

// infoLines turns one iteration into the contract's reports: one per line
// in a multi-PV search (best first, at most lines), else one.
func infoLines(in Info, lines int) []engine.Info[int] {
	base := engine.Info[int]{Depth: in.Depth, MultiPV: 1, Score: scoreOf(in.Score), Exact: in.Exact,
		Nodes: in.Nodes, Time: in.Elapsed, PV: in.PV}
	base.Selectivity = in.Selectivity
	if lines <= 1 || len(in.Moves) == 0 {
		return []engine.Info[int]{base}
	}
	out := make([]engine.Info[int], 0, min(lines, len(in.Moves)))
	for i, rm := range in.Moves[:min(lines, len(in.Moves))] {
		l := base
		l.MultiPV, l.Score, l.PV = i+1, scoreOf(rm.Score), rm.PV
		out = append(out, l)
	}
	return out
}

// resultOf converts the searcher's result.
func resultOf(r Result, lines int) engine.Result[int] {
	res := engine.Result[int]{Score: scoreOf(r.Score), Exact: r.Exact, Depth: r.Depth,
		Nodes: r.Nodes, Time: r.Elapsed, PV: r.PV}
	if r.Move != -1 {
		res.Best, res.HasBest = r.Move, true
	}
	if len(r.PV) > 1 {
		res.Ponder, res.HasPonder = r.PV[1], true
	}
	if lines > 1 && len(r.Moves) > 0 {
		res.Lines = infoLines(Info{Depth: r.Depth, Exact: r.Exact, Score: r.Score, PV: r.PV,
			Nodes: r.Nodes, Elapsed: r.Elapsed, Moves: r.Moves}, lines)
	}
	return res
}
