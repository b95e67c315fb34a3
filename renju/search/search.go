package search

import (
	"context"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
	"time"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/eval"
)

// Scores of the search, from the side to move's point of view.
const (
	ScoreWin  int32 = 1 << 20 // a win at ply 0; a win at ply n scores ScoreWin-n
	scoreInf  int32 = ScoreWin + 1000
	scoreMate int32 = ScoreWin - 1000 // |score| above this is a proven result
)

const maxPly = 128

// Searcher is the alpha-beta searcher for five-in-a-row games; it satisfies
// engine.Searcher[*renju.Board, renju.Point]. It keeps its transposition table, the
// threat solvers' tables and the threads' histories between searches (one
// game); NewGame forgets them. Lazy SMP: the threads of a request share the
// table (lock-free engine.Slot entries) and each keeps its own board,
// shape cache, killers and history; thread 0 reports. One Searcher runs
// one search at a time.
type Searcher struct {
	// Params are the tuning values; set them between searches only.
	Params Params

	tt     []engine.Slot // shared by the threads
	mask   uint64
	ttBits int
	vcf    *VCFSolver // root probes and thread 0's tree probes
	vct    *VCTSolver
	// threads[0] is the main thread (the caller's goroutine); the others
	// are helpers, kept between searches with their histories.
	threads []*thread

	own    engine.Stopper // this search's limits: clock, nodes, ctx
	ext    engine.Stopper // the caller's cancellation only (ctx)
	budget engine.Budget  // the time plan (solver probes take shares)
	maxN   uint64         // node budget of the whole search, 0 = none

	// values are the point-value tables of Params (built when a search
	// starts); defence is shapeValue scaled by Params.DefenceQuarters
	// (the move ordering's value of blocking a shape).
	values  eval.PointValues
	ev      eval.Params // the evaluation of this search (buildTables)
	inSwap2 bool        // a Swap2 decision is searching (Params.Swap2GomokuEval)
	defence [1 << 12]int32
	// policy is Params.Policy by LevelsIndex, scaled by PolicyOrder/16:
	// the move order's value of a point for the side to move (Move) and
	// of taking it from the opponent (Wait).
	policy eval.PointValues

	helperNodes atomic.Uint64 // nodes the helpers have counted so far
	mainDepth   atomic.Int32  // the main thread's last completed depth
	// done is the deepest iteration any thread has completed (doneDepth
	// mirrors its depth for polling): the main thread adopts it instead of
	// finishing an iteration of that depth itself.
	done      completed
	doneDepth atomic.Int32
	// lastRoot is the main thread's root moves after the deepening, in
	// the order of its last iteration (checkBest's candidates).
	lastRoot []RootMove
}

// completed is a finished iteration: its depth, best move, score and PV.
type completed struct {
	sync.Mutex
	depth int
	best  renju.Point
	score int32
	line  []renju.Point
}

var _ engine.Searcher[*renju.Board, renju.Point] = (*Searcher)(nil)

// NewSearcher makes a searcher with a transposition table of 1<<ttBits
// entries (16 bytes each) and default Params.
func NewSearcher(ttBits int) *Searcher {
	ttBits = max(10, min(ttBits, 26))
	s := &Searcher{
		Params: DefaultParams(),
		tt:     make([]engine.Slot, 1<<ttBits), mask: 1<<ttBits - 1, ttBits: ttBits,
		vcf: NewVCFSolver(ttBits - 1),
		vct: NewVCTSolver(ttBits - 2),
	}
	s.threads = []*thread{s.newThread(0)}
	s.buildTables(renju.Renju)
	return s
}

// NewGame empties the tables and histories (a new game).
func (s *Searcher) NewGame() {
	for i := range s.tt {
		s.tt[i].Clear()
	}
	s.vcf.Clear()
	s.vct.Clear()
	for _, t := range s.threads {
		t.history = [3][renju.MaxSize * renju.Stride]int32{}
		if t.id > 0 {
			t.vcf.Clear()
		}
	}
}

// Clear is NewGame (the older name).
func (s *Searcher) Clear() { s.NewGame() }

// resize replaces the tables by ones of about mb megabytes in all (the
// search table, the VCF table half its entries, the VCT table a quarter).
func (s *Searcher) resize(mb int) {
	bits := max(10, min(26, bits.Len64(uint64(mb)<<20/28)-1))
	if bits == s.ttBits {
		return
	}
	s.tt, s.mask, s.ttBits = make([]engine.Slot, 1<<bits), 1<<bits-1, bits
	s.vcf, s.vct = NewVCFSolver(bits-1), NewVCTSolver(bits-2)
	s.threads = []*thread{s.newThread(0)}
}

// movesLeft estimates how many more moves of the side to move the clock
// must cover: a quarter of the empty points, between 10 and 40.
func movesLeft(b *renju.Board) int {
	return max(10, min(40, b.Count(renju.Empty)/4))
}

// Search finds a move for the side to move of b under req and leaves b as
// it found it (b is the main thread's scratch board meanwhile). With
// MultiPV n > 1 it searches n times, each time without the best moves
// found before, on an equal share of the time, and returns every line.
func (s *Searcher) Search(ctx context.Context, b *renju.Board, req engine.Request[renju.Point]) engine.Result[renju.Point] {
	if req.HashMB > 0 {
		s.resize(req.HashMB)
	}
	start := time.Now()
	s.buildTables(b.Rule())
	if req.Lines() > 1 {
		return s.searchLines(ctx, b, &req, start)
	}
	var reported uint64 // the nodes of the last report
	if info := req.Info; info != nil {
		req.Info = func(in engine.Info[renju.Point]) { reported = in.Nodes; info(in) }
	}
	done := s.begin(ctx, req.Limits, movesLeft(b))
	r := s.searchLine(b, &req, nil, 1, start)
	done()
	if r.HasBest && r.Nodes > reported {
		// The search went on past its last report (an iteration the clock
		// cut short, the check of the move): a last report with the
		// totals, so that a manager's log, the web's panel and a match's
		// nodes a second count every node the move took.
		req.Report(engine.Info[renju.Point]{Depth: r.Depth, SelDepth: r.SelDepth, Score: r.Score,
			Exact: r.Exact, Nodes: r.Nodes, Time: r.Time, PV: r.PV})
	}
	return r
}

// buildTables picks the evaluation for rule and fills the tables made
// from Params.
func (s *Searcher) buildTables(rule renju.Rule) {
	s.ev = s.Params.Params
	switch {
	case rule == renju.Renju:
	case s.inSwap2 && s.Params.Swap2GomokuEval != nil:
		s.ev = *s.Params.Swap2GomokuEval
	case s.Params.GomokuEval != nil:
		s.ev = *s.Params.GomokuEval
	}
	s.values.Build(&s.ev)
	for i := range s.defence {
		s.defence[i] = shapeValueTab[i] * s.Params.DefenceQuarters / 4
	}
	s.policy = eval.PointValues{}
	if pol := s.Params.Policy; pol != nil && s.Params.PolicyOrder != 0 {
		for i := range s.policy {
			ms := eval.MultisetOf(i)
			s.policy[i].Move = pol.Move[ms] * s.Params.PolicyOrder / 16
			s.policy[i].Wait = pol.Wait[ms] * s.Params.PolicyOrder / 16
		}
	}
}

// begin arms the stoppers and the time plan for one search under lim.
func (s *Searcher) begin(ctx context.Context, lim engine.Limits, left int) (done func()) {
	d1 := s.own.Begin(ctx, lim, left)
	d2 := s.ext.Begin(ctx, engine.Limits{Infinite: true}, left)
	s.budget = engine.Budget{}
	if !lim.Infinite && lim.Ponder == nil {
		s.budget = engine.TimePlan(lim, lim.Margin, left)
	}
	s.maxN = lim.Nodes
	return func() { d1(); d2() }
}

// searchLines is the multi-PV search: one search per line, each without
// the moves of the lines before, on 1/n of the soft time.
func (s *Searcher) searchLines(ctx context.Context, b *renju.Board, req *engine.Request[renju.Point], start time.Time) engine.Result[renju.Point] {
	n := min(req.Lines(), b.Count(renju.Empty))
	lim := req.Limits
	left := movesLeft(b)
	if plan := engine.TimePlan(lim, lim.Margin, left); !lim.Infinite && plan.Soft > 0 {
		lim = engine.Limits{MoveTime: max(plan.Soft/time.Duration(n), time.Millisecond),
			Depth: lim.Depth, Nodes: lim.Nodes, Threads: lim.Threads}
	}
	var out engine.Result[renju.Point]
	var exclude []renju.Point
	var nodes uint64
	for i := 0; i < n; i++ {
		if i > 0 && ctx.Err() != nil {
			break
		}
		done := s.begin(ctx, lim, left)
		r := s.searchLine(b, req, exclude, i+1, time.Now())
		done()
		if !r.HasBest {
			break
		}
		nodes += r.Nodes
		if i == 0 {
			out = r
		}
		out.Lines = append(out.Lines, engine.Info[renju.Point]{Depth: r.Depth, MultiPV: i + 1, Score: r.Score,
			Exact: r.Exact, Nodes: r.Nodes, Time: r.Time, PV: r.PV})
		exclude = append(exclude, r.Best)
	}
	out.Nodes, out.Time = nodes, time.Since(start)
	return out
}

// toScore turns a search score into the contract's form: a proven result
// in plies, or the evaluation.
func toScore(v int32) engine.Score {
	switch {
	case v > scoreMate:
		return engine.Mate(int(ScoreWin - v))
	case v < -scoreMate:
		return engine.Mate(-int(ScoreWin + v))
	}
	return engine.Value(int(v))
}

// FormatScore writes a score as Gomocup managers show it: "+M7" for a win in
// 7 plies, "-M4" for a loss, otherwise the signed evaluation.
func FormatScore(sc engine.Score) string {
	if sc.IsMate() {
		if sc.Value >= 0 {
			return fmt.Sprintf("+M%d", sc.Value)
		}
		return fmt.Sprintf("-M%d", -sc.Value)
	}
	return fmt.Sprintf("%+d", sc.Value)
}

// answer is one root decision in the contract's form.
func answer(best renju.Point, score int32, pv []renju.Point, depth int, nodes uint64, start time.Time) engine.Result[renju.Point] {
	r := engine.Result[renju.Point]{Best: best, HasBest: best != renju.NoPoint, Score: toScore(score),
		Depth: depth, Nodes: nodes, Time: time.Since(start)}
	r.Exact = r.Score.IsMate()
	r.PV = append([]renju.Point(nil), pv...)
	if len(r.PV) == 0 && r.HasBest {
		r.PV = []renju.Point{best}
	}
	if len(r.PV) > 1 {
		r.Ponder, r.HasPonder = r.PV[1], true
	}
	return r
}
