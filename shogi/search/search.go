package search

import (
	"context"
	"slices"
	"sync/atomic"

	"bitban/engine"
	"bitban/shogi"
	"bitban/shogi/eval"
)

// The game-tree search: iterative deepening over a principal variation
// search (alpha-beta with null windows for all but the first move) with
// aspiration windows, a transposition table, quiescence on captures and
// promotions, and the pruning of strong engines: reverse futility,
// razoring, null move, futility, late-move and SEE pruning (with an
// "improving" flag), late-move reductions driven by the move's histories,
// internal iterative reduction; singular and safe-check extensions;
// mate-distance scores and pruning; repetition scores (shogi/repetition.go).
// Moves come from a staged picker: the table move, captures that do not
// lose material, then quiet moves ordered by killers, counter-moves and
// continuation histories. MultiPV searches the root moves again without
// the lines already found.
//
// Parallel search is Lazy SMP: Limits.Threads workers run the same
// iterative deepening on their own copies of the position, sharing only
// the lock-free table (tt.go); helpers skip some depths (thread.go)
// so that they run ahead of the main worker and fill the table with what
// it will need, and the main worker skips a depth a helper has completed.
// The main worker alone reports and decides when to stop; its
// line is the answer unless a helper completed a deeper iteration. A helper
// that completes the depth limit ends the search (time to depth), except
// with MultiPV, where only the main worker searches every line.
//
// Files: search.go (the Searcher and the engine contract), thread.go
// (one worker's iterative deepening and root), node.go (the inner
// nodes and quiescence), picker.go (move picking), history.go
// (ordering statistics), params.go (Params), tt.go (the table).

// Score bounds. A score above MateInMaxPly is "the side to move mates in
// MateValue-score plies"; below -MateInMaxPly it is mated.
const (
	MateValue    = 32000
	MateInMaxPly = MateValue - 1000
	infScore     = 32001
	// MaxPly is the deepest ply the search reaches (extensions included).
	MaxPly = 128
)

// maxRepetitionBack bounds the walk back through the history in the search
// (a cycle longer than this many plies is not seen inside the tree; the
// game history check uses RepetitionCount).
const maxRepetitionBack = 32

// movesLeft is how many more moves of the side to move the clock is
// planned over (engine.TimePlan).
const movesLeft = 30

// isMateScore reports whether a score is a mate score.
func isMateScore(score int) bool { return score > MateInMaxPly || score < -MateInMaxPly }

// matePlies returns the signed mate distance in plies of a mate score.
func matePlies(score int) int {
	if score > 0 {
		return MateValue - score
	}
	return -(MateValue + score)
}

// engineScore converts a search score to the contract's Score.
func engineScore(score int) engine.Score {
	if isMateScore(score) {
		return engine.Mate(matePlies(score))
	}
	return engine.Value(score)
}

// Searcher is the shogi engine.Searcher: the table and the workers (with
// their histories and killers) survive between the searches of one game.
// It runs one search at a time.
type Searcher struct {
	TT *TT
	// Params are the tuning values; a search copies them when it starts.
	Params Params

	workers []*worker // workers[0] is the main thread
	lmr     lmrTable  // from Params.LMRDivisor, rebuilt when it changes
	lmrDiv  float64
	stop    engine.Stopper
	halt    atomic.Bool // the main worker is done: helpers return
	multiPV bool        // this search has several lines: only the main worker ends it
	crumbs  crumbTable  // nodes near the root being searched, by thread
	// The root mate searches (rootmate.go): their solver and stopper, and
	// the game ply and length of the last own mate they settled (length 0:
	// none since NewGame).
	mate                   *MateSolver
	mateStop               engine.Stopper
	ownMatePly, ownMateLen int
}

var _ engine.Searcher[*shogi.Position, shogi.Move] = (*Searcher)(nil)

// NewSearcher returns a searcher with the default Params and a hash table
// of hashMB megabytes.
func NewSearcher(hashMB int) *Searcher {
	return &Searcher{TT: NewTT(hashMB), Params: DefaultParams()}
}

// NewGame forgets everything learned: the table, histories and killers.
func (s *Searcher) NewGame() {
	s.TT.Clear()
	s.ownMatePly, s.ownMateLen = 0, 0
	for _, w := range s.workers {
		w.clearHistory()
	}
}

// Search runs an iterative-deepening search of p with req.Threads threads
// until a limit of req is reached or ctx is cancelled, reporting each
// completed iteration (and MultiPV line) of the main thread to req.Info.
// It leaves p as it found it.
func (s *Searcher) Search(ctx context.Context, p *shogi.Position, req engine.Request[shogi.Move]) engine.Result[shogi.Move] {
	done := s.stop.Begin(ctx, req.Limits, movesLeft)
	defer done()
	if req.HashMB > 0 && req.HashMB != s.TT.MB() {
		s.TT.Resize(req.HashMB)
	}
	var buf [shogi.MaxMoves]shogi.Move
	legal := p.Generate(buf[:0])
	if len(legal) == 0 {
		return engine.Result[shogi.Move]{Score: engine.Mate(0), Exact: true, Time: s.stop.Elapsed()}
	}
	root := legal[:0:0]
	for _, m := range legal {
		if req.Allowed(m) {
			root = append(root, m)
		}
	}
	if len(root) == 0 {
		root = legal // no searchmove is legal: search them all
	}
	s.prepare(req.ThreadCount())
	for _, w := range s.workers {
		w.ev = w.ev.ForEngine(p.SideToMove())
	}
	s.TT.NewSearch()
	s.halt.Store(false)
	for i, w := range s.workers {
		pos := p
		if i > 0 {
			pos = p.Clone()
		}
		w.begin(pos, root)
	}
	s.workers[0].settleOwnMate()
	lines := max(1, min(req.Lines(), len(root)))
	s.multiPV = lines > 1
	maxDepth := MaxPly - 8
	if req.Depth > 0 {
		maxDepth = min(req.Depth, maxDepth)
	}
	main := s.workers[0]
	engine.Threads(len(s.workers), func(id int) {
		if id == 0 {
			main.iterate(maxDepth, lines, &req)
			return
		}
		s.workers[id].iterate(maxDepth, 1, nil)
	}, func() { s.halt.Store(true) })
	pick := s.pick(lines)
	if pick != main && pick.completed > 0 {
		req.Report(pick.info(pick.completed, 0))
	}
	return s.result(pick, lines)
}

// pick chooses the worker whose line answers: the main worker, or a helper
// that completed a deeper iteration (one line only: helpers do not search
// MultiPV lines).
func (s *Searcher) pick(lines int) *worker {
	best := s.workers[0]
	if lines > 1 || best.rms[0].settled > 0 {
		return best
	}
	for _, w := range s.workers[1:] {
		if w.completed > best.completed && s.mateCleared(w.rms[0].move) {
			best = w
		}
	}
	return best
}

// prepare sizes the worker pool to n threads and hands every worker this
// search's parameters.
func (s *Searcher) prepare(n int) {
	for len(s.workers) < n {
		s.workers = append(s.workers, &worker{s: s, id: len(s.workers)})
	}
	s.workers = s.workers[:n]
	if s.Params.LMRDivisor != s.lmrDiv {
		s.lmr, s.lmrDiv = newLMRTable(s.Params.LMRDivisor), s.Params.LMRDivisor
	}
	for _, w := range s.workers {
		w.prm = s.Params
		w.corrW = corrWeights(&w.prm)
		w.corrOn = w.corrW != [corrTables]int{}
		w.ev = eval.NewEvaluator(&w.prm.Eval)
		w.sums = [MaxPly + 2]keyedSum{} // the weights may have changed
		w.lmr = &s.lmr
		if w.corr == nil {
			w.corr = new(corrHistory)
		}
		if w.cont == nil {
			w.cont = new(contHistory)
		}
		if w.prm.PawnHistory && w.pawnHist == nil {
			w.pawnHist = new(pawnHistory)
		}
	}
}

// totalNodes sums the node counts the workers have published (the main
// worker's own count is exact; helpers publish every 1024 nodes).
func (s *Searcher) totalNodes() uint64 {
	n := s.workers[0].nodes
	for _, w := range s.workers[1:] {
		n += w.published.Load()
	}
	return n
}

// result builds the answer from worker w's line once every worker has
// returned (so plain counters are safe to read).
func (s *Searcher) result(w *worker, lines int) engine.Result[shogi.Move] {
	var nodes uint64
	for _, w := range s.workers {
		nodes += w.nodes
	}
	best := &w.rms[0]
	res := engine.Result[shogi.Move]{
		Best: best.move, HasBest: true,
		Score:    engineScore(best.score),
		Exact:    isMateScore(best.score),
		Depth:    w.completed,
		SelDepth: best.selDepth,
		Nodes:    nodes,
		Time:     s.stop.Elapsed(),
		PV:       slices.Clone(best.pv), // rm.pv buffers are reused by the next search
	}
	if len(best.pv) > 1 {
		res.Ponder, res.HasPonder = best.pv[1], true
	} else if m := s.ponderFromTT(s.workers[0].pos, best.move); m != shogi.MoveNone {
		res.Ponder, res.HasPonder = m, true
	}
	if lines > 1 {
		for i := range lines {
			res.Lines = append(res.Lines, w.info(w.completed, i))
		}
		res.Lines[0].Nodes = nodes
	}
	return res
}

// ponderFromTT finds the expected reply to m in the hash table.
func (s *Searcher) ponderFromTT(p *shogi.Position, m shogi.Move) shogi.Move {
	p.DoMove(m)
	defer p.UndoMove(m)
	e, ok := s.TT.Probe(p.Key())
	if !ok || e.move == shogi.MoveNone {
		return shogi.MoveNone
	}
	var buf [shogi.MaxMoves]shogi.Move
	if slices.Contains(p.Generate(buf[:0]), e.move) {
		return e.move
	}
	return shogi.MoveNone
}

func scoreToTT(v, ply int) int {
	if v > MateInMaxPly {
		return v + ply
	}
	if v < -MateInMaxPly {
		return v - ply
	}
	return v
}

func scoreFromTT(v, ply int) int {
	if v > MateInMaxPly {
		return v - ply
	}
	if v < -MateInMaxPly {
		return v + ply
	}
	return v
}
