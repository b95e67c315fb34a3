package search

import (
	"slices"
	"sync/atomic"
	"time"

	"bitban/engine"
	"bitban/shogi"
	"bitban/shogi/eval"
)

// A worker is one thread of the search: its position, node count, root
// moves, per-ply buffers, killers and history. Only the table and the
// stopper are shared with the other workers.
type worker struct {
	s   *Searcher
	id  int // 0 = the main thread
	prm Params
	ev  eval.Evaluator // evaluates with prm.Eval
	// sums[ply] is the evaluation's piece sum of the last position
	// evaluated at ply, with its key (evaluate keeps it move by move).
	sums [MaxPly + 2]keyedSum
	lmr  *lmrTable
	pos  *shogi.Position

	nodes     uint64
	counts    treeCounts    // the tree's shape (treestats.go)
	published atomic.Uint64 // nodes, published every 1024 for the main thread's sum
	done      atomic.Int32  // completed, for the main thread
	selDepth  int
	rootDepth int
	stopped   bool
	single    bool // the only thread: no breadcrumbs
	rms       []rootMove
	completed int // last completed depth
	// completedScore is the best root score of that depth.
	completedScore int

	moves  [MaxPly + 1][shogi.MaxMoves]shogi.Move
	scores [MaxPly + 1][shogi.MaxMoves]int32
	quiets [shogi.MaxMoves]shogi.Move // scratch: a node's quiet moves, quiescence's checks, before they join the ply's list
	// mateMoves: MateInOne's scratch list.
	mateMoves [shogi.MaxMoves]shogi.Move
	pv        [MaxPly + 1][MaxPly + 1]shogi.Move
	pvLen     [MaxPly + 1]int
	killers   [MaxPly + 1][2]shogi.Move
	history   mainHistory
	capt      captureHistory
	cont      *contHistory // allocated by prepare
	pawnHist  *pawnHistory // allocated by prepare with Params.PawnHistory
	// pawnKey[ply]: the pawn-history row of the node at ply (set when its
	// move loop starts, with Params.PawnHistory).
	pawnKey [MaxPly + 1]int32
	corr    *corrHistory        // allocated by prepare
	counter [16 * 81]shogi.Move // by the piece and square of the previous move
	played  [MaxPly + 2]shogi.Move
	// excluded: the move a singular-extension test leaves out at a ply;
	// extend: the table move found singular there.
	excluded [MaxPly + 2]shogi.Move
	extend   [MaxPly + 2]shogi.Move
	// cut[ply]: the node at ply is an expected cut node (a null-window
	// child of an all node or of a late, reduced move); its parent sets it.
	cut [MaxPly + 2]bool
	// ci: the check squares of the node at each ply, once ciReady.
	ci      [MaxPly + 1]shogi.CheckInfo
	ciReady [MaxPly + 1]bool // ci[ply] is the node's
	// threats: the opponent's threat maps of the node at each ply, once
	// threatsOK (nodeThreats).
	threats   [MaxPly + 1]shogi.Threats
	threatsOK [MaxPly + 1]bool
	busy      [MaxPly + 1]bool // another thread searches the node at this ply
	// evals and improving: each ply's static score (noEval in check) and
	// whether it beats the same side's two plies up.
	evals     [MaxPly + 2]int
	improving [MaxPly + 2]bool
	// ttPv[ply]: the node at ply is a PV node or its table entry says it
	// was one (stored with its result; fewer reductions with LMRTTPv).
	ttPv [MaxPly + 2]bool
	// corrKeys[ply]: the correction tables' entries of the position at ply
	// (set when its static score was corrected).
	corrKeys [MaxPly + 2][corrTables]int32
	// mateNodes: the nodes of this search's root mate searches
	// (rootmate.go).
	mateNodes uint64
	// corrW: the correction tables' weights (corrWeights of prm); corrOn:
	// any of them is not 0.
	corrW  [corrTables]int
	corrOn bool
}

type rootMove struct {
	move     shogi.Move
	score    int
	prev     int
	pv       []shogi.Move
	selDepth int
	// settled: a mate score a root mate search proved for the move (0:
	// none), with its line; checked: the opponent's mate after the move
	// was looked for (rootmate.go).
	settled int
	line    []shogi.Move
	checked bool
}

// boundReportAfter: a main-thread root search that fails outside its
// aspiration window reports the bound once the search is this old (a GUI
// shows that the score is moving; shorter searches stay quiet).
const boundReportAfter = 2 * time.Second

// begin prepares the worker for a search of pos over the root moves.
func (w *worker) begin(pos *shogi.Position, root []shogi.Move) {
	w.pos = pos
	w.nodes, w.selDepth, w.completed, w.stopped = 0, 0, 0, false
	w.counts = treeCounts{}
	w.published.Store(0)
	w.done.Store(0)
	w.single = len(w.s.workers) == 1
	w.killers = [MaxPly + 1][2]shogi.Move{}
	w.staticEval(pos, 0, pos.InCheck(), 0, boundNone)
	w.evals[1], w.improving[1] = noEval, false
	for c := range w.history {
		for pt := range w.history[c] {
			for sq := range w.history[c][pt] {
				w.history[c][pt][sq] /= 4
			}
		}
	}
	w.rms = w.rms[:0]
	for _, m := range root {
		w.rms = append(w.rms, rootMove{move: m, score: -infScore, prev: -infScore})
	}
	w.mateNodes = 0
}

// Helpers skip some depths so that they run ahead of the main thread and
// of each other: helper h skips depth d when (d+phase)/size is odd, with
// size and phase taken from the tables below by (h-1) mod 20 (sizes 1 to 4
// with every phase of each).
var (
	skipSize  = [20]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	skipPhase = [20]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)

func (w *worker) skips(depth int) bool {
	if w.id == 0 {
		return false
	}
	i := (w.id - 1) % 20
	return (depth+skipPhase[i])/skipSize[i]%2 != 0
}

// iterate is the worker's iterative deepening up to maxDepth with lines
// MultiPV lines. The main worker (req != nil) reports and decides when
// the search ends; helpers run until they are halted or reach maxDepth.
func (w *worker) iterate(maxDepth, lines int, req *engine.Request[shogi.Move]) {
	st := &w.s.stop
	rms := w.rms
	for depth := 1; depth <= maxDepth; depth++ {
		if w.skips(depth) && depth < maxDepth {
			continue
		}
		if req != nil {
			// A helper already completed this depth: the table holds its
			// results, so the main thread goes on to the next one.
			if d := w.s.helperDepth(); d >= depth && depth < maxDepth {
				depth = min(d+1, maxDepth)
			}
		}
		w.rootDepth = depth
		for i := range rms {
			rms[i].prev = rms[i].score
		}
		for pvIdx := 0; pvIdx < lines && !w.stopped; pvIdx++ {
			w.selDepth = 0
			w.searchWindowed(rms, pvIdx, depth, lines, req)
			if w.stopped {
				// Moves the interrupted iteration did not finish keep the
				// previous iteration's score.
				for i := pvIdx; i < len(rms); i++ {
					if rms[i].score == -infScore {
						rms[i].score = rms[i].prev
					}
				}
			}
			sortRoot(rms[pvIdx:])
			if w.stopped {
				w.keepMatedLast(rms[pvIdx:])
				break
			}
			if req != nil {
				req.Report(w.info(depth, pvIdx))
			}
		}
		if w.stopped {
			break
		}
		w.completed, w.completedScore = depth, rms[0].score
		w.done.Store(int32(depth))
		if req == nil && depth == maxDepth {
			// A helper reached the depth limit first: done, unless its
			// answer may be refused (MultiPV, root mate searches) and the
			// main worker must finish on its own.
			if !w.s.multiPV && w.prm.RootMateNodes <= 0 {
				st.Stop()
			}
			break
		}
		// Stop early once a mate is proven within the depth, or by the
		// root mate search and confirmed by a few iterations.
		if rms[0].score > MateInMaxPly && (matePlies(rms[0].score) <= depth || rms[0].settled > 0 && depth >= 4) {
			break
		}
		if req != nil && st.PastSoft(1) {
			break
		}
	}
	if w.completed == 0 && rms[0].score == -infScore {
		// Interrupted before depth 1 finished: any legal move.
		rms[0].score = 0
		rms[0].pv = append(rms[0].pv[:0], rms[0].move)
	}
	if req != nil && w.stopped && w.completed > 0 {
		// The interrupted iteration's line is reported once more.
		req.Report(w.info(w.completed, 0))
	}
}

func sortRoot(rms []rootMove) {
	slices.SortStableFunc(rms, func(a, b rootMove) int { return b.score - a.score })
}

// info is the report of root line idx at depth.
func (w *worker) info(depth, idx int) engine.Info[shogi.Move] {
	rm := &w.rms[idx]
	return engine.Info[shogi.Move]{Depth: depth, SelDepth: rm.selDepth, MultiPV: idx + 1,
		Score: engineScore(rm.score), Exact: isMateScore(rm.score),
		Nodes: w.s.totalNodes(), Time: w.s.stop.Elapsed(), Hashfull: w.s.TT.Hashfull(), PV: slices.Clone(rm.pv)}
}

// searchWindowed searches the root with an aspiration window around the
// previous iteration's score, widening it on a fail, so that most of the
// tree is searched with tight bounds.
func (w *worker) searchWindowed(rms []rootMove, pvIdx, depth, lines int, req *engine.Request[shogi.Move]) {
	prev := rms[pvIdx].prev
	if lines > 1 || depth < 4 || prev <= -MateInMaxPly || prev >= MateInMaxPly || w.prm.AspirationDelta <= 0 {
		w.searchRoot(rms, pvIdx, depth, -infScore, infScore)
		return
	}
	delta := w.prm.AspirationDelta
	alpha, beta := prev-delta, prev+delta
	for {
		w.searchRoot(rms, pvIdx, depth, alpha, beta)
		if w.stopped {
			return
		}
		sortRoot(rms[pvIdx:])
		sc := rms[pvIdx].score
		bound := engine.BoundExact
		switch {
		case sc <= alpha:
			alpha, bound = max(sc-delta, -infScore), engine.BoundUpper
		case sc >= beta:
			beta, bound = min(sc+delta, infScore), engine.BoundLower
		default:
			return
		}
		if req != nil && w.s.stop.Elapsed() > boundReportAfter {
			in := w.info(depth, pvIdx)
			in.Score.Bound = bound
			req.Report(in)
		}
		delta *= 2
		if delta > w.prm.AspirationMax {
			alpha, beta = -infScore, infScore
		}
	}
}

// searchRoot searches rms[pvIdx:] to depth within (alpha, beta) and
// records the scores and lines of the moves that completed (a bound when
// outside the window).
func (w *worker) searchRoot(rms []rootMove, pvIdx, depth, alpha, beta int) {
	p := w.pos
	for i := pvIdx; i < len(rms); i++ {
		rms[i].score = -infScore
	}
	for i := pvIdx; i < len(rms); i++ {
		rm := &rms[i]
		if rm.settled != 0 {
			// Proven by a root mate search: its score and line stand.
			if rm.settled > alpha || i == pvIdx {
				rm.score = rm.settled
				rm.pv = append(rm.pv[:0], rm.line...)
				if rm.score >= beta {
					return
				}
				alpha = max(alpha, rm.score)
			}
			continue
		}
		m := rm.move
		w.played[0] = m
		p.DoMove(m)
		w.nodes++
		newDepth := depth - 1
		if p.InCheck() {
			newDepth++
		}
		var score int
		if i == pvIdx {
			w.cut[1] = false
			score = -w.search(p, -beta, -alpha, newDepth, 1, true)
		} else {
			r := w.rootReduction(p, m, depth, i-pvIdx+1, newDepth)
			w.cut[1] = true
			score = -w.search(p, -alpha-1, -alpha, newDepth-r, 1, true)
			if score > alpha && r > 0 && !w.stopped {
				w.cut[1] = true
				score = -w.search(p, -alpha-1, -alpha, newDepth, 1, true)
			}
			if score > alpha && !w.stopped {
				w.cut[1] = false
				score = -w.search(p, -beta, -alpha, newDepth, 1, true)
			}
		}
		p.UndoMove(m)
		if w.stopped {
			return
		}
		if (score > alpha || i == pvIdx) && w.refutedByMate(rm, depth) {
			// The opponent mates by checks after it: it scores as mated
			// (rm.score) from now on.
			rm.pv = append(rm.pv[:0], rm.line...)
			if i == pvIdx {
				alpha = max(alpha, rm.score)
			}
			continue
		}
		if score > alpha || i == pvIdx {
			rm.score = score
			rm.selDepth = w.selDepth
			rm.pv = append(append(rm.pv[:0], m), w.pv[1][1:w.pvLen[1]]...)
			if score >= beta {
				return // fail high: the caller widens the window
			}
			alpha = max(alpha, score)
		}
	}
}

// rootReduction is the late-move reduction of root move m (made on p),
// the count-th of the iteration: quiet moves that do not check, from the
// fourth on, two plies less than inside the tree.
func (w *worker) rootReduction(p *shogi.Position, m shogi.Move, depth, count, newDepth int) int {
	if depth < w.prm.LMRMinDepth || count < 4 || p.InCheck() || m.IsPromotion() || p.CapturedPiece() != shogi.NoPiece {
		return 0
	}
	r := int(w.lmr[min(depth, 63)][min(count, 63)]) - 2
	return max(0, min(r, newDepth-1))
}

// checkStop polls the stop conditions every 1024 nodes: the main worker
// the stopper (flag, node budget over all threads, deadline), helpers the
// stop flag and the halt of the main worker. It also publishes the node
// count.
func (w *worker) checkStop() bool {
	if w.nodes&1023 == 0 {
		w.published.Store(w.nodes)
		s := w.s
		if w.id == 0 {
			w.stopped = s.stop.ShouldStop(s.totalNodes())
		} else {
			w.stopped = s.halt.Load() || s.stop.Stopped()
		}
	}
	return w.stopped
}

// helperDepth is the deepest iteration a helper has completed.
func (s *Searcher) helperDepth() int {
	d := int32(0)
	for _, w := range s.workers[1:] {
		d = max(d, w.done.Load())
	}
	return int(d)
}
