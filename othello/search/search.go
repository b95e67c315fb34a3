package search

import (
	"math/bits"
	"slices"
	"sync/atomic"
	"time"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/eval"
)

// The midgame search: iterative deepening PVS with a transposition table
// and aspiration windows over the pattern evaluation. Whenever the remaining
// depth reaches the end of the game the exact solver answers instead, and at
// the root the solver takes over completely once the empties are at most
// SolveEmpties. Scores are in eval.Scale units (exact scores are discs times
// eval.Scale).

// Info is reported after each completed iteration (and each root move
// of a multi-PV search).
type Info struct {
	Depth int
	Exact bool // solved to the end of the game
	// Selectivity is the chance in percent that a selective endgame
	// iteration's score is right (the normal distribution up to its
	// ProbCut margin); 100 when exact, 0 for a midgame iteration.
	Selectivity int
	Score       int // eval.Scale units, from the side to move
	PV          []int
	Nodes       uint64
	Elapsed     time.Duration
	// Moves holds, in a multi-PV search, every root move scored at this depth
	// (best first).
	Moves []RootMove
}

// RootMove is a root move with its score.
type RootMove struct {
	Move  int
	Score int
	PV    []int
}

// Result is the outcome of Search.
type Result struct {
	Move  int // best move; PassMove if the side must pass, -1 if the game is over
	Score int
	Depth int
	Exact bool
	PV    []int
	Nodes uint64
	// Moves is filled in a multi-PV search (MultiPV > 1): every root move
	// scored at the last completed depth, best first.
	Moves   []RootMove
	Elapsed time.Duration
}

// Searcher runs midgame searches. Not safe for concurrent use.
type Searcher struct {
	Eval         *eval.Evaluator
	SolveEmpties int // the exact solver takes over at the root at or below (default 20)
	MultiPV      int // >1: score every root move exactly (hint N)
	// TimeMargin is kept back from the clock for answering (default 50 ms).
	TimeMargin time.Duration
	// Params are the search's tunable values (DefaultParams).
	Params Params

	tt      *TT
	solver  *Solver
	gen     uint8
	nodes   uint64
	stop    engine.Stopper
	stopped bool
	// abort is set by Stop: it also cancels a search that has not started
	// its clock yet (Stop racing with the start of Search).
	abort atomic.Bool
	// improved is a root move that beat the first one in the current
	// iteration (-1: none yet), with its score: an interrupted iteration's
	// answer.
	improved, improvedScore int
	// helpers are the Lazy SMP threads (search_smp.go).
	helpers []*Searcher
	// rootMask restricts the root moves (0: all legal moves); set by Engine
	// for a request's SearchMoves.
	rootMask uint64
}

// NewSearcher returns a searcher with the shipped evaluation and tables of
// ttMB megabytes (one for the midgame, one for the solver).
func NewSearcher(ttMB int) *Searcher {
	s := &Searcher{Eval: eval.DefaultEvaluator(), SolveEmpties: 20, TimeMargin: 50 * time.Millisecond, Params: DefaultParams()}
	s.tt = NewTT(ttMB)
	s.solver = NewSolver(ttMB)
	s.solver.SetStopper(&s.stop)
	s.solver.inSearch = true // the searcher's own iterations order the solver
	s.solver.hint = s.tt
	return s
}

// Stop asks a running search to stop (safe from another goroutine). It
// also stops a search that starts after it, until ResetStop.
func (s *Searcher) Stop() {
	s.abort.Store(true)
	s.stop.Stop()
}

// ResetStop clears a Stop, before starting a new search.
func (s *Searcher) ResetStop() { s.abort.Store(false) }

// Clear empties the tables (a new game).
func (s *Searcher) Clear() {
	s.tt.Clear()
	s.solver.ClearTT()
}

// SetEval makes ev (not nil) the evaluation of the midgame search and of
// its solver's move ordering, the Lazy SMP helpers' too.
func (s *Searcher) SetEval(ev *eval.Evaluator) {
	s.Eval = ev
	s.solver.SetEval(ev)
	for _, h := range s.helpers {
		h.Eval = ev
		h.solver.SetEval(ev)
	}
}

// Solver returns the searcher's exact solver.
func (s *Searcher) Solver() *Solver { return s.solver }

const midInf = 1 << 20

// Search searches b within lim (Depth in plies; the clock fields as in
// package engine). info, if not nil, is called after each iteration.
//
// The steps: start the clock and the counters (startSearch); answer a
// position without a move apart (searchNoMove); order the root moves
// (rootMoves); then deepen one ply per iteration, keeping each completed
// iteration's answer (recordIteration) or, when the clock stops one, what
// it already proved (keepImproved).
func (s *Searcher) Search(b othello.Board, lim engine.Limits, info func(Info)) Result {
	empties := b.Empties()
	budget := s.startSearch(lim, empties)
	moves := b.Moves()
	if moves == 0 {
		return s.searchNoMove(b, lim)
	}
	maxDepth := lim.Depth
	if maxDepth <= 0 {
		maxDepth = 60
	}
	root := s.rootMoves(b, moves)
	res := Result{Move: root[0].Move}
	stopHelpers := s.startHelpers(b, root, maxDepth)
	prev, sel := 0, 0
	for depth := 1; depth <= maxDepth; depth++ {
		exact := depth >= empties || empties <= s.SolveEmpties
		level := -1
		if !exact && lim.Depth <= 0 && s.endgameReached(depth, empties) {
			// Selective endgame: the solver's levels in turn, then exact.
			if sel < len(s.solver.p.SelLevels) {
				level = sel
				sel++
			} else {
				exact = true
			}
		}
		d := depth
		if exact || level >= 0 {
			d = empties
		}
		s.setEndgameLevel(level)
		var score int
		if s.MultiPV > 1 {
			score = s.rootMulti(b, root, d)
		} else {
			score = s.rootAspiration(b, root, d, prev)
		}
		s.setEndgameLevel(-1)
		if s.stopped && depth > 1 {
			s.keepImproved(&res, b, d)
			break
		}
		prev = score
		s.recordIteration(&res, b, root, d, score, exact)
		if info != nil {
			info(Info{Depth: d, Exact: exact, Selectivity: s.selectivity(level, exact), Score: score, PV: res.PV,
				Nodes: res.Nodes, Elapsed: res.Elapsed, Moves: res.Moves})
		}
		if exact || s.stopped {
			break
		}
		// Do not start an iteration that cannot finish before the soft limit:
		// each one costs a few times the previous.
		if budget.Soft > 0 && res.Elapsed.Seconds() > s.Params.IterationShare*budget.Soft.Seconds() {
			break
		}
	}
	stopHelpers()
	res.Nodes = s.nodes + s.solver.nodes
	res.Elapsed = s.stop.Elapsed()
	return res
}

// startSearch starts the clock for a search of a position with empties
// empty squares (stopped at once if Stop came first), and resets the
// counters and the flags of the searcher and its solver, and moves both
// tables to a new generation. It returns the time budget.
func (s *Searcher) startSearch(lim engine.Limits, empties int) engine.Budget {
	s.tt.markUsed()
	s.solver.markTablesUsed()
	budget := engine.TimePlan(lim, s.TimeMargin, max(1, (empties+1)/2))
	s.stop.Start(budget.Hard, lim.Nodes)
	if s.abort.Load() {
		s.stop.Stop()
	}
	s.stopped = false
	s.solver.stopped = false
	s.improved = -1
	s.gen++
	s.solver.gen++
	s.nodes = 0
	s.solver.nodes = 0
	return budget
}

// searchNoMove answers a position whose side to move has no move: the
// final score if the game is over, else the pass, with the search of the
// position after it seen from this side (scores negated, the pass in
// front of the PV).
func (s *Searcher) searchNoMove(b othello.Board, lim engine.Limits) Result {
	if b.Pass().Moves() == 0 {
		return Result{Move: -1, Score: b.FinalScore() * eval.Scale, Exact: true}
	}
	s.rootMask = 0 // a restriction of this side's moves says nothing of the reply
	r := s.Search(b.Pass(), lim, nil)
	r.Move, r.Score, r.PV = othello.PassMove, -r.Score, append([]int{othello.PassMove}, r.PV...)
	for i := range r.Moves {
		r.Moves[i].Score = -r.Moves[i].Score
	}
	return r
}

// rootMoves returns the root moves (those of rootMask, if any is legal),
// ordered by a shallow evaluation to start with.
func (s *Searcher) rootMoves(b othello.Board, moves uint64) []RootMove {
	if r := moves & s.rootMask; r != 0 {
		moves = r // searchmoves
	}
	var root []RootMove
	for m := moves; m != 0; m &= m - 1 {
		root = append(root, RootMove{Move: bits.TrailingZeros64(m)})
	}
	for i := range root {
		c := b.Play(root[i].Move)
		root[i].Score = -s.Eval.Eval(c.Player, c.Opponent)
	}
	slices.SortStableFunc(root, func(a, b RootMove) int { return b.Score - a.Score })
	return root
}

// recordIteration makes the iteration completed at depth d (score, root
// sorted best first) the answer in res: move, score, PV, counts and, in a
// multi-PV search, every root move with its PV.
func (s *Searcher) recordIteration(res *Result, b othello.Board, root []RootMove, d, score int, exact bool) {
	res.Move, res.Score, res.Depth, res.Exact = root[0].Move, score, d, exact
	res.PV = s.pv(b, root[0].Move, d)
	res.Nodes = s.nodes + s.solver.nodes
	res.Elapsed = s.stop.Elapsed()
	if s.MultiPV > 1 {
		res.Moves = slices.Clone(root)
		for i := range res.Moves {
			res.Moves[i].PV = s.pv(b, res.Moves[i].Move, d)
		}
	}
}

// keepImproved ends a search whose iteration at depth d the clock
// stopped: res keeps the last completed iteration, unless this one already
// proved another root move better than its first one.
func (s *Searcher) keepImproved(res *Result, b othello.Board, d int) {
	if s.improved >= 0 {
		res.Move, res.Score = s.improved, s.improvedScore
		res.PV = s.pv(b, s.improved, d)
	}
}

// rootAspiration searches the root moves at depth with a window around the
// previous score, widening it on failure; it moves the best move first.
func (s *Searcher) rootAspiration(b othello.Board, root []RootMove, depth, prev int) int {
	delta := 2 * eval.Scale
	alpha, beta := prev-delta, prev+delta
	if depth <= 2 {
		alpha, beta = -midInf, midInf
	}
	for {
		score := s.rootSearch(b, root, depth, alpha, beta)
		if s.stopped {
			return score
		}
		switch {
		case score <= alpha && alpha > -midInf:
			alpha = max(score-delta, -midInf)
		case score >= beta && beta < midInf:
			beta = min(score+delta, midInf)
		default:
			return score
		}
		delta *= 2
	}
}

// rootSearch is PVS over the root moves; the best is moved to the front.
func (s *Searcher) rootSearch(b othello.Board, root []RootMove, depth, alpha, beta int) int {
	best := -midInf
	bestIdx := 0
	s.improved = -1
	for i := range root {
		c := b.Play(root[i].Move)
		lo := max(alpha, best)
		var v int
		if i == 0 {
			v = -s.pvs(c.Player, c.Opponent, -beta, -lo, depth-1)
		} else {
			v = -s.pvs(c.Player, c.Opponent, -lo-1, -lo, depth-1)
			if v > lo && v < beta {
				v = -s.pvs(c.Player, c.Opponent, -beta, -v, depth-1)
			}
		}
		if s.stopped {
			break
		}
		root[i].Score = v
		if v > best {
			if i > 0 && v > alpha {
				s.improved, s.improvedScore = root[i].Move, v
			}
			best, bestIdx = v, i
			if best >= beta {
				break
			}
		}
	}
	if bestIdx > 0 {
		m := root[bestIdx]
		copy(root[1:bestIdx+1], root[:bestIdx])
		root[0] = m
	}
	return best
}

// rootMulti scores every root move with a full window (hint N) and sorts
// them, best first.
func (s *Searcher) rootMulti(b othello.Board, root []RootMove, depth int) int {
	scores := make([]int, len(root))
	for i := range root {
		c := b.Play(root[i].Move)
		scores[i] = -s.pvs(c.Player, c.Opponent, -midInf, midInf, depth-1)
		if s.stopped {
			return 0
		}
	}
	for i := range root {
		root[i].Score = scores[i]
	}
	slices.SortStableFunc(root, func(a, b RootMove) int { return b.Score - a.Score })
	return root[0].Score
}

// pv follows the table from the root move.
func (s *Searcher) pv(b othello.Board, first int, depth int) []int {
	pv := []int{first}
	b = b.Play(first)
	for len(pv) < depth && !b.GameOver() {
		if b.Moves() == 0 {
			pv = append(pv, othello.PassMove)
			b = b.Pass()
			continue
		}
		mv := othello.PassMove
		if e, ok := s.tt.probe(b.Player, b.Opponent); ok {
			mv = int(e.move)
		} else if e, ok := s.solver.tt.probe(b.Player, b.Opponent); ok {
			mv = int(e.move)
		}
		if mv == othello.PassMove || !b.IsLegal(mv) {
			break
		}
		pv = append(pv, mv)
		b = b.Play(mv)
	}
	return pv
}

// floorDiv and ceilDiv convert window bounds to discs.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

// pvs is the midgame principal variation search.
func (s *Searcher) pvs(P, O uint64, alpha, beta, depth int) int {
	if s.stopped {
		return 0
	}
	empties := bits.OnesCount64(^(P | O))
	if depth >= empties {
		return s.solveToEnd(P, O, alpha, beta, empties)
	}
	s.nodes++
	if s.nodes&1023 == 0 && s.stop.ShouldStop(s.nodes+s.solver.nodes) {
		s.stopped = true
		return 0
	}
	if depth <= 0 {
		return s.Eval.Eval(P, O)
	}
	pvNode := beta-alpha > 1
	ttMove := othello.PassMove
	if e, ok := s.tt.probe(P, O); ok {
		ttMove = int(e.move)
		if !pvNode && int(e.depth) >= depth {
			if int(e.lower) >= beta {
				return int(e.lower)
			}
			if int(e.upper) <= alpha {
				return int(e.upper)
			}
		}
	}
	if !pvNode && depth >= s.Params.ProbCutMinDepth && s.Params.ProbCutT > 0 {
		if v, ok := s.probCut(P, O, alpha, depth, empties); ok {
			return v
		}
	}
	moves := othello.Moves(P, O)
	if moves == 0 {
		if othello.Moves(O, P) == 0 {
			return finalScore(P, O) * eval.Scale
		}
		return -s.pvs(O, P, -beta, -alpha, depth)
	}
	// The node's pattern indices seen by the opponent: each child's
	// evaluation (ordering, leaves) follows from them by its move.
	var opp eval.Indices
	eval.Features(O, P, &opp)
	var list moveList
	n := s.orderMoves(&list, P, O, moves, ttMove, depth, &opp)
	best, bestMove := -midInf, othello.PassMove
	for i := 0; i < n; i++ {
		mv := list.next(i)
		nP, nO := O^mv.Flip, P^mv.Flip^(1<<uint(mv.Sq))
		lo := max(alpha, best)
		var v int
		switch {
		case depth == 1:
			v = -s.pvsLeaf(nP, nO, -beta, -lo, i == 0, &opp, mv)
		case i == 0:
			v = -s.pvs(nP, nO, -beta, -lo, depth-1)
		default:
			v = -s.pvs(nP, nO, -lo-1, -lo, depth-1)
			if v > lo && v < beta {
				v = -s.pvs(nP, nO, -beta, -v, depth-1)
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
	}
	s.tt.store(P, O, depth, alpha, beta, best, bestMove, s.gen)
	return best
}

// pvsLeaf is the search of the child (nP, nO) of a node at depth 1 (its
// move mv) on the child's window (alpha, beta) as the node's loop would
// search it with pvs at depth 0 — a later child with a null window at
// beta, again when its value lands inside (alpha, beta) — but evaluated
// from the node's indices seen by the opponent (opp): at depth 0 the
// window does not change the value, so only the node count follows it.
func (s *Searcher) pvsLeaf(nP, nO uint64, alpha, beta int, first bool, opp *eval.Indices, mv *othello.ScoredMove) int {
	v := s.leaf(nP, nO, opp, mv)
	if !first && v < beta && v > alpha {
		// pvs's re-search: the same value, one more node.
		if s.stopped || s.countNode() {
			return 0
		}
	}
	return v
}

// countNode counts a node and polls the clock every 1024 nodes; it reports
// that the search stopped.
func (s *Searcher) countNode() bool {
	s.nodes++
	if s.nodes&1023 == 0 && s.stop.ShouldStop(s.nodes+s.solver.nodes) {
		s.stopped = true
	}
	return s.stopped
}

// leaf is pvs at depth 0 on the child (nP, nO) of move mv, its evaluation
// made from the parent's indices seen by the opponent (opp). The child has
// an empty square: pvs solves to the end a node with depth >= empties, so
// a node at depth 1 has at least two.
func (s *Searcher) leaf(nP, nO uint64, opp *eval.Indices, mv *othello.ScoredMove) int {
	if s.stopped || s.countNode() {
		return 0
	}
	return s.Eval.EvalChildCounts(opp, int(mv.Sq), mv.Flip, nP, nO, int(mv.NP), int(mv.NO))
}

// solveToEnd is pvs where the search reaches the end of the game: the
// exact solver answers, on the window rounded out to discs (at least one
// disc wide), and its score is scaled back to eval.Scale units.
func (s *Searcher) solveToEnd(P, O uint64, alpha, beta, empties int) int {
	a := max(floorDiv(alpha, eval.Scale), -64)
	bb := min(ceilDiv(beta, eval.Scale), 64)
	if a >= bb {
		bb = a + 1
	}
	v := s.solver.pvs(P, O, a, bb, empties)
	if s.solver.stopped {
		s.stopped = true
		return 0
	}
	return v * eval.Scale
}

// orderMoves fills list with the moves of (P, O) at depth, scored for
// ordering, and returns their number: the table's move first, then, at
// depth 2 or more, by the child's evaluation less its weighted mobility,
// below that by mobility alone (the fewer replies the better).
func (s *Searcher) orderMoves(list *moveList, P, O, moves uint64, ttMove, depth int, opp *eval.Indices) int {
	var idx eval.Indices
	n := 0
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := othello.Flip(P, O, sq)
		mv := &list.m[n]
		mv.Sq, mv.Flip = int8(sq), f
		switch {
		case depth < 2:
			// The children are the leaves: their move counts serve the
			// order and then their evaluation (leaf).
			mp, mo := othello.MovesBoth(O^f, P^f^(1<<uint(sq)))
			mv.NP, mv.NO = uint8(bits.OnesCount64(mp)), uint8(bits.OnesCount64(mo))
			mv.Score = -int32(othello.MobilityWeight(mp))
			if sq == ttMove {
				mv.Score = 1 << 30
			}
		case sq == ttMove:
			mv.Score = 1 << 30
		default:
			nP, nO := O^f, P^f^(1<<uint(sq))
			s.tt.prefetch(nP, nO) // the child probes it (most children are searched at a PV or all node)
			eval.ChildIndices(&idx, opp, sq, f)
			m, mo := othello.MovesBoth(nP, nO)
			mv.Score = int32(-s.Eval.EvalIndicesCounts(&idx, nP, nO, bits.OnesCount64(m), bits.OnesCount64(mo))) - int32(othello.MobilityWeight(m))*eval.Scale
		}
		n++
	}
	list.n = n
	return n
}

// depthLimits searches to a fixed depth without a clock.
func depthLimits(depth int) engine.Limits { return engine.Limits{Depth: depth} }
