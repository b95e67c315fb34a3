package search

import (
	"fmt"
	"math"
	"math/bits"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/eval"
)

// The exact endgame solver: negascout (PVS) on the final disc differential.
//
//   - 1-4 empties: solve1..solve4 (solve_last.go), no move generation; the
//     last move only counts flips (seed-000 line extraction and a table).
//   - 5..shallowEmpties (solve_shallow.go): alpha-beta without table over a
//     list of the empty squares made once on entry (corners first, X-squares
//     last), odd quadrants first with the parity kept incrementally; the 5-
//     and 6-empty levels pass each child its remaining squares by index
//     table; stability cut-off above Edax's alpha thresholds (at 4 empties
//     too, on entry to solve4Sorted).
//   - shallowEmpties+1: nws7 (solve_shallow.go), the null-window search
//     without table: the same ordering, and each child gets its six
//     empties listed by the parent.
//   - more: null-window search (PVS along the principal variation) with:
//     a stability cut-off (64 - 2 * the opponent's stable discs bounds the
//     score) above the same thresholds; from hashEmpties a transposition
//     table (the children's buckets are prefetched while the moves are
//     scored), enhanced transposition cut-offs (from etcEmpties before
//     any move is searched; from lateETCEmpties once the first move failed
//     to cut, when the children's prefetched buckets have arrived);
//     the move list made in one call (ListMoves: flips and the
//     opponent's mobility after each move, in AVX2 where the CPU has it);
//     fastest-first ordering (the opponent's weighted mobility after the
//     move, then corner stability, potential mobility above
//     cheapOrderEmpties and, with few empties, parity); above
//     SolveParams.SortEvalEmpties the order comes from shallow alpha-beta searches with
//     the pattern evaluation, deeper as the empties grow, exact only down to
//     alpha - sortAlphaDelta, with the opponent's mobility and potential
//     mobility and our stable corners beside it, and a child whose table
//     bound already decides the window first or last.
//   - from SolveParams.SelSearchEmpties: selective searches first (solve_selective.go),
//     the same search with ProbCut, whose table entries give the exact
//     search a first move almost everywhere and whose score centres its
//     window.
//
// Win/loss/draw mode is the same search with the window (-1, 1).

// Fixed structure of the solver: the shallow solvers are written for
// shallowEmpties, the tables are sized for these splits.
const (
	hintEmpties       = 12 // a driving Searcher's moves are used at or above
	hashEmpties       = 8  // the table is used at or above
	shallowEmpties    = 6  // no table, fixed order at or below
	sortAlphaDelta    = 8  // evaluation searches for ordering are exact down to alpha - this
	cheapOrderEmpties = 8  // no potential mobility in the ordering at or below
	nearTTEmpties     = 11 // the small table holds the positions with fewer empties (8-10)
	nearTTMB          = 2
)

// SolveParams are the solver's tunable parameters: move ordering, the
// root window and the selective pre-searches (solve_selective.go). They
// change the nodes searched, never the exact score.
type SolveParams struct {
	// SortEvalEmpties: moves are ordered by evaluation searches above this
	// many empties (default 13), of depth (empties-SortEvalEmpties)/SortDepthStep
	// (default 3), scored EvalOrderW x the opponent's evaluation (default 1)
	// plus EvalMobW x its mobility (default 2*eval.Scale: each move left to
	// the opponent weighs two discs of its evaluation).
	SortEvalEmpties, SortDepthStep int
	EvalOrderW, EvalMobW           int
	// EvalPotMobW and EvalCornerW add to that score the opponent's
	// potential mobility (the empty squares next to our discs) times
	// -EvalPotMobW and our stable corner discs times EvalCornerW
	// (defaults 64 and 64: one disc of evaluation each).
	EvalPotMobW, EvalCornerW int
	// AspirationDelta: the root window is the selective searches' score
	// ± 2*AspirationDelta (default 1; 0: the full window).
	AspirationDelta int
	// SelLevels are the ProbCut margins, in standard deviations of the
	// shallow search's error, of the selective searches run in turn (at
	// most exactLevel; default {0.5, 1, 1.5, 2}; nil: no selective searches).
	SelLevels []float64
	// SelMinEmpties: ProbCut from here up (default 8); below, the selective
	// search calls the exact one. SelSearchEmpties: the pre-searches run at
	// or above (default 18).
	SelMinEmpties, SelSearchEmpties int
	// The ProbCut search depth is (empties-ProbCutOffset)/ProbCutStep
	// (defaults 8 and 4).
	ProbCutOffset, ProbCutStep int
	// ChildTTOrder: where the evaluation orders the moves, a child whose
	// stored bound (of any level) already decides the null window moves
	// up (a refutation) or down (a move that fails low). Default on.
	ChildTTOrder bool
	// ChildTTOrderEmpties: with ChildTTOrder, the same where the mobility
	// orders the moves, from this many empties up (9 is the fewest whose
	// children the table holds; default 0: only where the evaluation
	// orders). It saves nodes (FFO #40-#49: 459.4M from 9, 465.7M from
	// 10, 473.8M from 12, 476.7M without) but its probes cost about what
	// they save, so it is off.
	ChildTTOrderEmpties int
	// RescoreTop (0: off): at a node with RescoreEmpties or more empties
	// whose moves the evaluation orders and whose table knows no move
	// (most of the exact search runs in subtrees the selective searches
	// never reached), the RescoreTop best-scored moves are scored again by
	// an evaluation search a ply deeper and put ahead of the others in
	// that order (scores of two depths do not compare). The first move
	// decides most null-window nodes: a deeper look at the few candidates
	// for it costs less than a deeper search of every move. Defaults 3 and
	// 16.
	RescoreTop, RescoreEmpties int
}

// DefaultSolveParams are the shipped values. Total nodes of FFO #45-#49
// (pre-searches included) by SelLevels: {0.5, 1, 1.5} 630M, {0.6, 1.2, 2}
// 638M, {1, 2} 641M, {1, 2, 3} 689M; of FFO #50-#59, where the
// pre-searches up to 1.5 take under a tenth of the exact search's nodes:
// {0.5, 1, 1.5} 13.17G, {0.5, 1, 1.5, 2} 12.25G, {0.5, 1, 1.5, 2, 2.5}
// 12.54G, and with RescoreTop 3 from 16 empties 10.11G. FFO #50-#54 by
// RescoreEmpties (RescoreTop 3): 14 3.68G, 15 3.71G, 16 3.77G, 17 3.82G,
// off 4.16G (from 14 it took longer on #45-#49). FFO #40-#49 by EvalMobW
// (in eval.Scale units): 1 744M, 1.5 734M, 2 713M, 3 724M, 4 748M.
func DefaultSolveParams() SolveParams {
	return SolveParams{
		SortEvalEmpties: 13, SortDepthStep: 3, EvalOrderW: 1, EvalMobW: 2 * eval.Scale,
		EvalPotMobW: eval.Scale, EvalCornerW: eval.Scale,
		AspirationDelta: 1,
		SelLevels:       []float64{0.5, 1.0, 1.5, 2.0},
		SelMinEmpties:   8, SelSearchEmpties: 18,
		ProbCutOffset: 8, ProbCutStep: 4,
		ChildTTOrder: true,
		RescoreTop:   3, RescoreEmpties: 16,
	}
}

const (
	scoreInf = 127 // above every disc differential

	parityOrderEmpties = 12      // prefer odd quadrants in the ordering at or below
	parityOrderBonus   = 1 << 13 // worth a quarter of one move of mobility
	etcEmpties         = 13      // enhanced transposition cut-off at or above
	ttFirstEmpties     = 14      // below, the table's move is searched before the move list is made
	lateETCEmpties     = 9       // from here to etcEmpties, the cut-off is tried once the first move failed
)

// Solver holds the table and counters of exact searches. It is not safe for
// concurrent use; give each goroutine its own.
type Solver struct {
	tt *TT
	// near holds the positions with fewer than nearTTEmpties empties: they
	// are the most numerous and transpose mostly within a small subtree, so
	// a table that stays in the cache serves them as well as the large one,
	// without a memory access per node.
	near  *TT
	gen   uint8
	nodes uint64
	stop  *engine.Stopper
	// stopped is set when the stopper fired: the search unwinds and its
	// result must be discarded.
	stopped bool
	eval    *eval.Evaluator // move ordering with many empties; nil: mobility only
	p       SolveParams
	// lists are the move lists by empties: preallocated so the recursion
	// does not clear a fresh list at every node.
	lists [61]moveList
	// hint is the table of a driving Searcher: its moves order the solver
	// where the solver's own table has none.
	hint     *TT
	inSearch bool // a Searcher drives this solver: no selective pre-searches
	// level is exactLevel for the exact search, 0.. for the selective
	// searches (solve_selective.go); selT is their ProbCut margin in
	// standard deviations.
	level int
	selT  float64
	// The parallel search (solve_parallel.go): threads and helper solvers
	// as set by SetThreads; pool while a parallel solve runs; sp the split
	// point this thread works under; polls counts the polls for a cut.
	threads int
	helpers []*Solver
	pool    *solverPool
	sp      *splitPoint
	polls   uint32
}

// NewSolver returns a solver with a table of ttMB megabytes.
func NewSolver(ttMB int) *Solver {
	s := &Solver{tt: NewTT(ttMB), near: NewTT(nearTTMB), level: exactLevel, p: DefaultSolveParams()}
	s.eval = eval.DefaultEvaluator()
	return s
}

// SetEval makes ev the evaluation that orders the solver's moves with many
// empties (nil: mobility only), its helpers' too; NewSolver starts with the
// shipped one.
func (s *Solver) SetEval(ev *eval.Evaluator) {
	s.eval = ev
	for _, h := range s.helpers {
		h.eval = ev
	}
}

// Check reports the first value of p the solver cannot run with (a
// parameters file is read over the defaults, so any field may be off):
// the depth steps divide, and the selective levels have one table key
// each below the exact search's.
func (p SolveParams) Check() error {
	switch {
	case p.SortDepthStep < 1:
		return fmt.Errorf("SortDepthStep %d: must be at least 1", p.SortDepthStep)
	case p.ProbCutStep < 1:
		return fmt.Errorf("ProbCutStep %d: must be at least 1", p.ProbCutStep)
	case len(p.SelLevels) > exactLevel:
		return fmt.Errorf("SelLevels: %d levels, at most %d", len(p.SelLevels), exactLevel)
	case p.AspirationDelta < 0:
		return fmt.Errorf("AspirationDelta %d: must not be negative", p.AspirationDelta)
	case p.RescoreTop < 0 || p.RescoreEmpties < 0:
		return fmt.Errorf("RescoreTop %d, RescoreEmpties %d: must not be negative", p.RescoreTop, p.RescoreEmpties)
	case p.ChildTTOrderEmpties < 0:
		return fmt.Errorf("ChildTTOrderEmpties %d: must not be negative", p.ChildTTOrderEmpties)
	}
	for i, t := range p.SelLevels {
		if !(t > 0) || math.IsInf(t, 1) {
			return fmt.Errorf("SelLevels[%d] %v: must be a positive number of standard deviations", i, t)
		}
	}
	return nil
}

// SetParams replaces the solver's parameters (DefaultSolveParams unless
// set); call it between solves.
func (s *Solver) SetParams(p SolveParams) { s.p = p }

// Params returns the solver's parameters.
func (s *Solver) Params() SolveParams { return s.p }

// SetStopper makes searches poll st (nil: never stop early).
func (s *Solver) SetStopper(st *engine.Stopper) { s.stop = st }

// Nodes returns the nodes searched since the last ResetNodes.
func (s *Solver) Nodes() uint64 { return s.nodes }

// ResetNodes zeroes the node counter.
func (s *Solver) ResetNodes() { s.nodes = 0 }

// Stopped reports whether the last search was interrupted.
func (s *Solver) Stopped() bool { return s.stopped }

// Prepare writes every page of the solver's tables, which a new table
// leaves to its first use: a benchmark calls it before its timed solves,
// so that the first solve does not pay for the pages.
func (s *Solver) Prepare() {
	s.tt.touch()
	s.near.touch()
}

// markTablesUsed records that a search may store in the solver's tables
// (ClearTT then clears them).
func (s *Solver) markTablesUsed() {
	s.tt.markUsed()
	s.near.markUsed()
}

// ClearTT empties the transposition table.
func (s *Solver) ClearTT() {
	s.tt.Clear()
	s.near.Clear()
}

// table returns the exact table for positions with the given empties: the
// small one near the end, the large one above.
func (s *Solver) table(empties int) *TT {
	if empties < nearTTEmpties {
		return s.near
	}
	return s.tt
}

// tableFor returns the table and the depth key of a node. Exact and
// selective results share the tables: the key is the empties plus
// keyStep times the search's level (selective levels 0 to exactLevel-1,
// exact exactLevel), so a probe is decided only by a result of its own level or
// a more exact one, while the move of any level orders the search.
func (s *Solver) tableFor(empties int) (*TT, int) {
	return s.table(empties), empties + keyStep*s.level
}

const (
	keyStep    = 61 // above the most empties: the key's level part is key / keyStep
	exactLevel = 5  // the exact search's level, above at most five selective ones
)

// SolveResult is the outcome of an exact search.
type SolveResult struct {
	Move  int // best move, PassMove when the side to move must pass, -1 when the game is over
	Score int // exact disc differential (WLD: -1, 0, +1 scaled to -64/0/64 bounds, see SolveWLD)
	Nodes uint64
}

// Solve returns the exact score of b with perfect play and a best move.
func (s *Solver) Solve(b othello.Board) SolveResult {
	return s.SolveWindow(b, -64, 64)
}

// SolveWLD returns only whether the side to move wins (Score > 0), draws (0)
// or loses (< 0): a search with the window (-1, 1). The score is a bound
// beyond ±1: its sign is exact, its size is not.
func (s *Solver) SolveWLD(b othello.Board) SolveResult {
	return s.SolveWindow(b, -1, 1)
}

// SolveWindow searches b with the window (alpha, beta); a score inside it is
// exact, outside it a bound.
func (s *Solver) SolveWindow(b othello.Board, alpha, beta int) SolveResult {
	s.gen++
	s.stopped = false
	s.markTablesUsed()
	P, O := b.Player, b.Opponent
	moves := othello.Moves(P, O)
	if moves == 0 {
		if othello.Moves(O, P) == 0 {
			return SolveResult{Move: -1, Score: finalScore(P, O), Nodes: 1}
		}
		r := s.SolveWindow(b.Pass(), -beta, -alpha)
		return SolveResult{Move: othello.PassMove, Score: -r.Score, Nodes: r.Nodes}
	}
	n0 := s.nodes
	stopHelpers := s.startHelpers()
	score, move := s.solveRoot(P, O, alpha, beta)
	stopHelpers()
	return SolveResult{Move: move, Score: score, Nodes: s.nodes - n0}
}

// solveRoot runs the selective pre-searches, when the position has enough
// empties, and the exact search of (P, O), which has a legal move.
func (s *Solver) solveRoot(P, O uint64, alpha, beta int) (score, move int) {
	if e := bits.OnesCount64(^(P | O)); e >= s.p.SelSearchEmpties && len(s.p.SelLevels) > 0 && s.eval != nil && !s.inSearch {
		guess := s.selectiveSearches(P, O, alpha, beta)
		if s.stopped {
			return 0, othello.PassMove
		}
		if s.p.AspirationDelta > 0 && alpha+1 < beta {
			return s.aspiration(P, O, alpha, beta, guess)
		}
	}
	return s.root(P, O, alpha, beta)
}

// aspiration solves the root inside (alpha, beta) starting with a narrow
// window around the selective searches' estimate, widening it on failure. Exact
// scores are even, so odd bounds lose nothing.
func (s *Solver) aspiration(P, O uint64, alpha, beta, guess int) (int, int) {
	g := guess &^ 1
	lo, hi := max(alpha, g-s.p.AspirationDelta-1), min(beta, g+s.p.AspirationDelta+1)
	delta := s.p.AspirationDelta
	for {
		score, move := s.root(P, O, lo, hi)
		if s.stopped {
			return score, move
		}
		switch {
		case score <= lo && lo > alpha:
			delta *= 2
			lo = max(alpha, score-delta-1)
		case score >= hi && hi < beta:
			delta *= 2
			hi = min(beta, score+delta+1)
		default:
			return score, move
		}
	}
}

// root is pvs at the root, returning the best move as well.
func (s *Solver) root(P, O uint64, alpha, beta int) (int, int) {
	empties := bits.OnesCount64(^(P | O))
	var list moveList
	// The large table always gets the root (a Searcher reads its move).
	tbl, key := s.tt, empties+keyStep*s.level
	ttMove := othello.PassMove
	if e, ok := tbl.probe(P, O); ok {
		ttMove = int(e.move)
	}
	ttMove = s.withHint(P, O, empties, ttMove)
	s.genMoves(&list, P, O, empties, ttMove, -scoreInf)
	best, bestMove := -scoreInf, int(list.m[0].Sq)
	for i := 0; i < list.n; i++ {
		mv := list.next(i)
		nP, nO := O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq))
		var v int
		lo := max(alpha, best)
		if i == 0 {
			v = -s.pvs(nP, nO, -beta, -lo, empties-1)
		} else {
			v = -s.pvs(nP, nO, -lo-1, -lo, empties-1)
			if v > lo && v < beta {
				v = -s.pvs(nP, nO, -beta, -v, empties-1)
			}
		}
		if s.stopped {
			break
		}
		if v > best {
			best, bestMove = v, int(mv.Sq)
			if best >= beta {
				break
			}
		}
		if i == 0 && s.canSplit(empties, list.n-1) {
			best, bestMove = s.split(P, O, &list, 1, alpha, beta, true, empties, best, bestMove)
			break
		}
	}
	if !s.stopped {
		tbl.store(P, O, key, alpha, beta, best, bestMove, s.gen)
	}
	return best, bestMove
}

// pvs is the full-window search of the principal variation.
func (s *Solver) pvs(P, O uint64, alpha, beta, empties int) int {
	if empties <= shallowEmpties {
		if empties <= 4 {
			return s.solveSmall(P, O, alpha, beta, empties)
		}
		return s.shallowStart(P, O, alpha, beta, empties)
	}
	s.nodes++
	if s.pollStop() {
		return 0
	}
	list := &s.lists[empties]
	tbl, key := s.tableFor(empties)
	_, _, ttMove := probe(tbl, P, O, key, alpha, beta)
	ttMove = s.withHint(P, O, empties, ttMove)
	if s.genMoves(list, P, O, empties, ttMove, alpha) == 0 {
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O)
		}
		return -s.pvs(O, P, -beta, -alpha, empties)
	}
	best, bestMove := -scoreInf, othello.PassMove
	for i := 0; i < list.n; i++ {
		mv := list.next(i)
		nP, nO := O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq))
		lo := max(alpha, best)
		var v int
		if i == 0 {
			v = -s.pvs(nP, nO, -beta, -lo, empties-1)
		} else {
			v = -s.nws(nP, nO, -lo-1, empties-1)
			if v > lo && v < beta {
				v = -s.pvs(nP, nO, -beta, -v, empties-1)
			}
		}
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, int(mv.Sq)
			if best >= beta {
				break
			}
		}
		if i == 0 && s.canSplit(empties, list.n-1) {
			best, bestMove = s.split(P, O, list, 1, alpha, beta, true, empties, best, bestMove)
			if s.stopped {
				return 0
			}
			break
		}
	}
	tbl.store(P, O, key, alpha, beta, best, bestMove, s.gen)
	return best
}

// pollStop checks the stopper every 4096 nodes and, in a parallel solve,
// every 32nd call whether the split point above was cut off.
func (s *Solver) pollStop() bool {
	if s.stopped {
		return true
	}
	if s.sp != nil {
		s.polls++
		if s.polls&31 == 0 && s.sp.cutAbove() {
			s.stopped = true
			return true
		}
	}
	if s.stop != nil && s.nodes&4095 == 0 && s.stop.ShouldStop(s.nodes) {
		s.stopped = true
	}
	return s.stopped
}

// nws is the null-window search (alpha, alpha+1) with table and stability
// cut-off.
func (s *Solver) nws(P, O uint64, alpha, empties int) int {
	if empties <= shallowEmpties {
		if empties <= 4 {
			return s.solveSmall(P, O, alpha, alpha+1, empties)
		}
		return s.shallowStart(P, O, alpha, alpha+1, empties)
	}
	if empties == shallowEmpties+1 && (s.level == exactLevel || s.p.SelMinEmpties > empties) {
		return s.nws7(P, O, alpha)
	}
	s.nodes++
	if s.pollStop() {
		return 0
	}
	useTT := empties >= hashEmpties
	tbl, key := s.tableFor(empties)
	v, ttMove, cut := s.nwsCut(P, O, tbl, key, alpha, empties)
	if cut {
		return v
	}
	best, bestMove := -scoreInf, othello.PassMove
	if ttMove != othello.PassMove && empties < ttFirstEmpties {
		// The table's move first, before the others are generated: it
		// often refutes the node on its own.
		f := othello.Flip(P, O, ttMove)
		v := -s.nws(O^f, P^f^(1<<uint(ttMove)), -alpha-1, empties-1)
		if s.stopped {
			return 0
		}
		if v > alpha {
			if useTT {
				tbl.store(P, O, key, alpha, alpha+1, v, ttMove, s.gen)
			}
			return v
		}
		best, bestMove = v, ttMove
	}
	list := &s.lists[empties]
	if ttMove != othello.PassMove && empties >= ttFirstEmpties {
		// The table's move first as below, but after the list is made and
		// the enhanced transposition cut-off tried, before the others are
		// scored: the same tree without the scoring a refutation makes
		// useless.
		var done bool
		if best, bestMove, done = s.nwsTableFirst(P, O, list, alpha, empties, ttMove); done {
			if s.stopped {
				return 0
			}
			tbl.store(P, O, key, alpha, alpha+1, best, bestMove, s.gen)
			return best
		}
	}
	if s.genMoves(list, P, O, empties, ttMove, alpha) == 0 {
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O)
		}
		return -s.nws(O, P, -alpha-1, empties)
	}
	best, bestMove = s.nwsMoves(P, O, list, alpha, empties, best, bestMove)
	if s.stopped {
		return 0
	}
	if useTT {
		tbl.store(P, O, key, alpha, alpha+1, best, bestMove, s.gen)
	}
	return best
}

// nwsCut is the pruning of a null-window node before its moves are made:
// the stability cut-off, the table's bound (at hashEmpties or more) and,
// in a selective search, ProbCut. cut reports that v is the node's score;
// otherwise ttMove is the move to try first (the table's or the driving
// Searcher's, PassMove when neither knows one).
func (s *Solver) nwsCut(P, O uint64, tbl *TT, key, alpha, empties int) (v, ttMove int, cut bool) {
	if alpha >= stabilityThreshold[empties&63] {
		if v, ok := stabilityCut(P, O, alpha); ok {
			return v, othello.PassMove, true
		}
	}
	ttMove = othello.PassMove
	if empties >= hashEmpties {
		cut, v, m := probe(tbl, P, O, key, alpha, alpha+1)
		if cut {
			return v, othello.PassMove, true
		}
		ttMove = m
	}
	if s.level != exactLevel && empties >= s.p.SelMinEmpties {
		if v, ok := s.probCut(P, O, alpha, empties); ok {
			return v, othello.PassMove, true
		}
	}
	return 0, s.withHint(P, O, empties, ttMove), false
}

// nwsMoves is the move loop of a null-window node with the generated list
// (the enhanced transposition cut-offs and the split of a parallel solve
// included): it returns the best score and move from best, bestMove, the
// table's move already searched when bestMove is set. A cut-off found in
// the table returns its score and move, to be stored as the node's. The
// caller discards the result when the search stopped.
func (s *Solver) nwsMoves(P, O uint64, list *moveList, alpha, empties, best, bestMove int) (int, int) {
	if empties >= etcEmpties {
		if v, m, ok := s.etc(P, O, list, 0, alpha, empties); ok {
			return v, m
		}
	}
	return s.nwsLoop(P, O, list, alpha, empties, best, bestMove)
}

// nwsTableFirst is a null-window node with the table's move ttMove at
// ttFirstEmpties or more empties (nws): the moves are listed, the enhanced
// transposition cut-off tried, then the table's move searched; only when
// it does not refute the node are the other moves scored and searched
// (nwsLoop). Moves, order and scores are those of genMoves and nwsMoves;
// what a refutation saves is the scoring of the other moves (evaluation
// searches at these empties). done is false, with nothing searched, when
// ttMove is not in the list (a hint of another position's search).
func (s *Solver) nwsTableFirst(P, O uint64, list *moveList, alpha, empties, ttMove int) (best, bestMove int, done bool) {
	n := othello.ListMoves(P, O, &list.m)
	list.n = n
	k := -1
	child, _ := s.tableFor(empties - 1)
	for i := 0; i < n; i++ {
		mv := &list.m[i]
		child.prefetch(O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq)))
		if int(mv.Sq) == ttMove {
			k = i
		}
	}
	if k < 0 {
		return 0, 0, false
	}
	if empties >= etcEmpties {
		if v, m, ok := s.etc(P, O, list, 0, alpha, empties); ok {
			return v, m, true
		}
	}
	mv := list.m[k]
	v := -s.nws(O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq)), -alpha-1, empties-1)
	if s.stopped || v > alpha {
		return v, ttMove, true
	}
	s.scoreMoves(list, P, O, empties, ttMove, alpha)
	best, bestMove = s.nwsLoop(P, O, list, alpha, empties, v, ttMove)
	return best, bestMove, true
}

// nwsLoop is nwsMoves after its enhanced transposition cut-off.
func (s *Solver) nwsLoop(P, O uint64, list *moveList, alpha, empties, best, bestMove int) (int, int) {
	first := 0
	if bestMove != othello.PassMove {
		first = 1 // the table's move, searched above, is first in the list
		list.next(0)
	}
	for i := first; i < list.n; i++ {
		if i == 1 && s.canSplit(empties, list.n-1) {
			return s.split(P, O, list, 1, alpha, alpha+1, false, empties, best, bestMove)
		}
		if i == 1 && empties >= lateETCEmpties && empties < etcEmpties {
			if v, m, ok := s.etc(P, O, list, 1, alpha, empties); ok {
				return v, m
			}
		}
		mv := list.next(i)
		v := -s.nws(O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq)), -alpha-1, empties-1)
		if s.stopped {
			return 0, othello.PassMove
		}
		if v > best {
			best, bestMove = v, int(mv.Sq)
			if best > alpha {
				break
			}
		}
	}
	return best, bestMove
}

// etc is the enhanced transposition cut-off on the moves list.m[from:] of
// the null-window node (P, O): a child whose stored upper bound already
// refutes it for the opponent decides the node (its score and move).
func (s *Solver) etc(P, O uint64, list *moveList, from, alpha, empties int) (int, int, bool) {
	ctbl, ckey := s.tableFor(empties - 1)
	for i := from; i < list.n; i++ {
		mv := &list.m[i]
		if e, ok := ctbl.probe(O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq))); ok && int(e.depth) >= ckey && -int(e.upper) > alpha {
			return -int(e.upper), int(mv.Sq), true
		}
	}
	return 0, 0, false
}

// stabilityCut returns an upper bound <= alpha from the opponent's stable
// discs when there is one.
func stabilityCut(P, O uint64, alpha int) (int, bool) {
	// The bound 64 - 2*stable(O) can only reach alpha if O has enough discs.
	if 64-2*bits.OnesCount64(O) > alpha {
		return 0, false
	}
	v := 64 - 2*bits.OnesCount64(StableDiscs(O, P))
	if v <= alpha {
		return v, true
	}
	return 0, false
}

// stabilityThreshold[empties] is the lowest alpha for which the stability
// cut-off is tried (Edax's NWS_STABILITY_THRESHOLD): below it the bound
// from the opponent's stable discs almost never reaches alpha, and computing
// the stable discs costs more than the rare cut saves.
var stabilityThreshold = [64]int{
	99, 99, 99, 99, 6, 8, 10, 12,
	14, 16, 20, 22, 24, 26, 28, 30,
	32, 34, 36, 38, 40, 42, 44, 46,
	48, 48, 50, 50, 52, 52, 54, 54,
	56, 56, 58, 58, 60, 60, 62, 62,
	64, 64, 64, 64, 64, 64, 64, 64,
	99, 99, 99, 99, 99, 99, 99, 99,
	99, 99, 99, 99, 99, 99, 99, 99,
}

// solveSmall dispatches 0-4 empties.
func (s *Solver) solveSmall(P, O uint64, alpha, beta, empties int) int {
	empty := ^(P | O)
	switch empties {
	case 4:
		return s.solve4(P, O, alpha, beta)
	case 3:
		x1 := bits.TrailingZeros64(empty)
		empty &= empty - 1
		x2 := bits.TrailingZeros64(empty)
		empty &= empty - 1
		x3 := bits.TrailingZeros64(empty)
		// An odd quadrant holds one square alone: try it first.
		if quadrant[x1] == quadrant[x2] {
			x1, x3 = x3, x1
		} else if quadrant[x1] == quadrant[x3] {
			x1, x2 = x2, x1
		}
		return s.solve3(P, O, alpha, beta, x1, x2, x3)
	case 2:
		x1 := bits.TrailingZeros64(empty)
		x2 := bits.TrailingZeros64(empty & (empty - 1))
		return s.solve2(P, O, alpha, beta, x1, x2)
	case 1:
		s.nodes++
		return solve1(P, bits.TrailingZeros64(empty))
	}
	s.nodes++
	return finalScore(P, O)
}

// moveList holds the moves of one node (at most 33 legal moves in Othello).
type moveList struct {
	m [36]othello.ScoredMove
	n int
}

// next selection-sorts the best remaining move into slot i and returns it.
func (l *moveList) next(i int) *othello.ScoredMove {
	b := i
	for j := i + 1; j < l.n; j++ {
		if l.m[j].Score > l.m[b].Score {
			b = j
		}
	}
	if b != i {
		l.m[i], l.m[b] = l.m[b], l.m[i]
	}
	return &l.m[i]
}

// potentialMobility counts the empty squares next to O's discs: where P
// might get moves later.
func potentialMobility(P, O uint64) int {
	const notA, notH = 0xfefefefefefefefe, 0x7f7f7f7f7f7f7f7f
	e, w := O&notH, O&notA
	around := e<<1 | w>>1 | O<<8 | O>>8 | e<<9 | w>>9 | w<<7 | e>>7
	return bits.OnesCount64(around &^ (P | O))
}

// probe looks (P, O) up in t: cut is set when a bound stored at depth key or
// deeper decides the window (alpha, beta); ttMove is the stored best move or
// PassMove.
func probe(t *TT, P, O uint64, key, alpha, beta int) (cut bool, score, ttMove int) {
	e, ok := t.probe(P, O)
	if !ok {
		return false, 0, othello.PassMove
	}
	if int(e.depth) >= key {
		switch {
		case int(e.lower) >= beta:
			return true, int(e.lower), int(e.move)
		case int(e.upper) <= alpha:
			return true, int(e.upper), int(e.move)
		case e.lower == e.upper:
			return true, int(e.lower), int(e.move)
		}
	}
	return false, 0, int(e.move)
}

// withHint returns ttMove, or when it is PassMove (the exact table knows
// no move) the driving Searcher's move for (P, O) if any.
func (s *Solver) withHint(P, O uint64, empties, ttMove int) int {
	if ttMove == othello.PassMove && s.hint != nil && empties >= hintEmpties {
		if e, ok := s.hint.probe(P, O); ok {
			return int(e.move)
		}
	}
	return ttMove
}

// genMoves fills list with the moves of (P, O) scored for ordering (ttMove
// first) and returns their number.
func (s *Solver) genMoves(list *moveList, P, O uint64, empties, ttMove, alpha int) int {
	n := othello.ListMoves(P, O, &list.m)
	list.n = n
	s.scoreMoves(list, P, O, empties, ttMove, alpha)
	return n
}

// scoreMoves scores the moves of list, as ListMoves made them, for
// ordering (genMoves).
func (s *Solver) scoreMoves(list *moveList, P, O uint64, empties, ttMove, alpha int) {
	n := list.n
	useEval := empties > s.p.SortEvalEmpties && s.eval != nil
	var odd uint64
	if empties <= parityOrderEmpties {
		odd = quadrantMask[parityOf(^(P | O))]
	}
	// The children that will probe the table: start loading their buckets
	// now, while the moves are scored (most are never searched at a cut
	// node, but the loads overlap each other and the scoring).
	prefetch := empties > hashEmpties
	child, _ := s.tableFor(empties - 1)
	// Where the mobility orders, a child's stored bound reorders too.
	bounds := s.p.ChildTTOrder && s.p.ChildTTOrderEmpties > 0 && empties >= s.p.ChildTTOrderEmpties
	// par: the parent's indices the children's evaluations follow from
	// (evalOrder): seen by the opponent when the children are evaluated
	// without a search, by the mover when they are searched a ply.
	var par eval.Indices
	evalDepth := 0 // the children's evaluation searches (useEval)
	if useEval {
		evalDepth = (empties - 1 - s.p.SortEvalEmpties) / s.p.SortDepthStep
		switch evalDepth {
		case 0:
			eval.Features(O, P, &par)
		case 1:
			eval.Features(P, O, &par)
		}
	}
	for i := 0; i < n; i++ {
		mv := &list.m[i]
		sq, f, mob := int(mv.Sq), mv.Flip, mv.Score
		nP, nO := O^f, P^f^(1<<uint(sq)) // the opponent to move
		if prefetch {
			child.prefetch(nP, nO)
		}
		switch {
		case sq == ttMove:
			mv.Score = 1 << 30
		case nP == 0:
			mv.Score = 1 << 29 // wipe-out
		case useEval:
			mv.Score = s.evalOrder(nP, nO, evalDepth, alpha, mob, &par, sq, f)
			if s.p.ChildTTOrder {
				mv.Score += childBoundOrder(child, nP, nO, alpha)
			}
		case empties <= cheapOrderEmpties:
			mv.Score = (36-mob)<<15 + int32(cornerStability(nO))<<13
			if odd>>uint(sq)&1 != 0 {
				mv.Score += parityOrderBonus
			}
		default:
			mv.Score = (36-mob)<<15 + int32(cornerStability(nO)<<13+(36-potentialMobility(nP, nO))<<5)
			if odd>>uint(sq)&1 != 0 {
				mv.Score += parityOrderBonus
			}
			if bounds {
				mv.Score += childBoundOrder(child, nP, nO, alpha)
			}
		}
	}
	if useEval && s.p.RescoreTop > 0 && empties >= s.p.RescoreEmpties && ttMove == othello.PassMove && n > 1 {
		s.rescoreTop(list, P, O, child, evalDepth+1, alpha)
	}
}

// rescoredBonus puts the rescored moves above the others, below the
// table's move (1<<30) and a wipe-out (1<<29). A child's stored bound
// (childBoundOrder, ±1<<26) still counts within that: a rescored move
// whose child is known to fail low can rank with an unrescored one whose
// child is known to refute.
const rescoredBonus = 1 << 27

// rescoreTop scores the RescoreTop best-scored moves of list again with an
// evaluation search of depth d, ahead of the others (wipe-outs keep their
// rank).
func (s *Solver) rescoreTop(list *moveList, P, O uint64, child *TT, d, alpha int) {
	var par *eval.Indices // evalOrder's parent indices: seen by the mover for d 1
	var own eval.Indices
	if d == 1 {
		eval.Features(P, O, &own)
		par = &own
	}
	for k := 0; k < min(s.p.RescoreTop, list.n); k++ {
		mv := list.next(k)
		if mv.Score >= 1<<29 {
			continue
		}
		sq, f := int(mv.Sq), mv.Flip
		nP, nO := O^f, P^f^(1<<uint(sq))
		mob := int32(othello.WeightedMobility(nP, nO))
		mv.Score = s.evalOrder(nP, nO, d, alpha, mob, par, sq, f)
		if s.p.ChildTTOrder {
			mv.Score += childBoundOrder(child, nP, nO, alpha)
		}
		mv.Score += rescoredBonus
	}
}

// childBoundOrder is the ordering bonus of a child (nP, nO) from its table
// entry: a stored bound of any level that already decides the parent's
// null window (alpha, alpha+1) moves the move above or below the others.
func childBoundOrder(child *TT, nP, nO uint64, alpha int) int32 {
	e, ok := child.probe(nP, nO)
	switch {
	case !ok:
		return 0
	case -int(e.upper) > alpha:
		return 1 << 26
	case -int(e.lower) <= alpha:
		return -(1 << 26)
	}
	return 0
}

// evalSearch is a small fail-soft alpha-beta over the evaluation, without
// table: the shallow searches that order moves with many empties.
func (s *Solver) evalSearch(P, O uint64, alpha, beta, depth int) int {
	return s.evalSearchFrom(P, O, alpha, beta, depth, nil)
}

// evalSearchFrom is evalSearch given, when view is not nil, the node's
// indices seen by the opponent (Features(O, P)): at depth 1 the children's
// evaluations follow from them (ChildIndices), and a depth-2 node makes
// them for its children from its own indices (MoverChildIndices) instead
// of each child computing them.
func (s *Solver) evalSearchFrom(P, O uint64, alpha, beta, depth int, view *eval.Indices) int {
	if depth <= 0 {
		return s.eval.Eval(P, O)
	}
	s.nodes++
	moves := othello.Moves(P, O)
	if moves == 0 {
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O) * eval.Scale
		}
		return -s.evalSearchFrom(O, P, -beta, -alpha, depth, nil)
	}
	best := -scoreInf * eval.Scale
	var ind, child eval.Indices
	switch {
	case depth == 1 && view == nil:
		eval.Features(O, P, &ind)
		view = &ind
	case depth == 2:
		eval.Features(P, O, &ind) // seen by the mover: the children's views follow
	}
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := othello.Flip(P, O, sq)
		nP, nO := O^f, P^f^(1<<uint(sq))
		var v int
		switch depth {
		case 1:
			v = -s.eval.EvalChild(view, sq, f, nP, nO)
		case 2:
			eval.MoverChildIndices(&child, &ind, sq, f)
			v = -s.evalSearchFrom(nP, nO, -beta, -max(alpha, best), 1, &child)
		default:
			v = -s.evalSearchFrom(nP, nO, -beta, -max(alpha, best), depth-1, nil)
		}
		if v > best {
			best = v
			if best >= beta {
				break
			}
		}
	}
	return best
}

// evalOrder scores a child (the opponent to move) for ordering with many
// empties: the opponent's evaluation and its mobility, both to be low. The
// evaluation search only needs to be exact for moves that might reach the
// parent's alpha: a child scoring above -(alpha - sortAlphaDelta) for the
// opponent is cut off early (fail-soft, so it still orders below the moves
// that might reach alpha), as Edax does. d is the search's depth; par holds
// the parent's indices: at depth 0 seen by the opponent (the child is
// evaluated from them), at depth 1 seen by the mover or nil (the child's
// search starts from them; nil: it computes its own).
func (s *Solver) evalOrder(P, O uint64, d, alpha int, mob int32, par *eval.Indices, sq int, f uint64) int32 {
	var v int
	if d == 0 {
		v = -s.eval.EvalChild(par, sq, f, P, O)
	} else {
		lo := max(-scoreInf, alpha-sortAlphaDelta) * eval.Scale
		var view *eval.Indices
		var child eval.Indices
		if d == 1 && par != nil {
			eval.MoverChildIndices(&child, par, sq, f)
			view = &child
		}
		v = -s.evalSearchFrom(P, O, -scoreInf*eval.Scale, -lo, d, view)
	}
	return int32(v*s.p.EvalOrderW) - mob*int32(s.p.EvalMobW) -
		int32(potentialMobility(P, O)*s.p.EvalPotMobW) + int32(cornerStability(O)*s.p.EvalCornerW)
}
