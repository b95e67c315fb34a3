package search

import (
	"bitban/shogi"
	"bitban/shogi/eval"
)

// The inner nodes of a worker's search: the PVS node and quiescence.

// search is the PVS node: depth left in plies, ply from the root. Near
// the root of a parallel search it leaves a breadcrumb (crumbs.go)
// around node.
func (w *worker) search(p *shogi.Position, alpha, beta, depth, ply int, nullOK bool) int {
	if ply >= crumbPlies || depth <= 0 || w.single {
		w.busy[ply] = false
		return w.node(p, alpha, beta, depth, ply, nullOK)
	}
	c, mine := w.leaveCrumb(p.Key(), ply)
	v := w.node(p, alpha, beta, depth, ply, nullOK)
	if mine {
		c.owner.Store(0)
	}
	return v
}

// node is the body of search: the checks that end the node early (stop,
// repetition, mate distance, the table, static pruning), then the moves.
func (w *worker) node(p *shogi.Position, alpha, beta, depth, ply int, nullOK bool) int {
	pvNode := beta-alpha > 1
	w.pvLen[ply] = ply
	if depth <= 0 {
		return w.qsearch(p, alpha, beta, ply, 0)
	}
	if v, done := w.enter(p, ply); done {
		return v
	}
	// Mate distance pruning: no line from here beats a mate already found
	// closer to the root.
	alpha = max(alpha, -MateValue+ply)
	beta = min(beta, MateValue-ply-1)
	if alpha >= beta {
		return alpha
	}
	inCheck := p.InCheck()
	key := p.Key()
	excluded := w.excluded[ply] // set: a singular-extension test (no table, no pruning)
	ttMove, ttScore, ttBound := shogi.MoveNone, 0, boundNone
	if excluded == shogi.MoveNone {
		m, v, hit, b, pv := w.probe(key, alpha, beta, depth, ply, pvNode)
		if hit {
			return v
		}
		ttMove, ttScore, ttBound = m, v, b
		w.ttPv[ply] = pvNode || pv
		if !inCheck && w.prm.MateOneDepth > 0 && depth >= w.prm.MateOneDepth {
			if m, v := w.mateInOne(p, ply); m != shogi.MoveNone {
				w.s.TT.Store(key, m, scoreToTT(v, ply), depth, boundExact)
				return v
			}
		}
	}
	eval := w.staticEval(p, ply, inCheck, ttScore, ttBound)
	if !inCheck && !pvNode && excluded == shogi.MoveNone {
		if v, cut := w.prune(p, alpha, beta, eval, depth, ply, nullOK); cut {
			return v
		}
	}
	if ttMove == shogi.MoveNone && depth >= w.prm.IIRDepth && excluded == shogi.MoveNone {
		depth-- // no table move: a shallower search finds one cheaper
	}
	w.extend[ply] = shogi.MoveNone
	if ttMove != shogi.MoveNone && w.prm.SingularDepth > 0 && depth >= w.prm.SingularDepth && ply < 2*w.rootDepth {
		if v, cut := w.singular(p, key, ttMove, beta, depth, ply); cut {
			return v
		}
	}
	best, bestMove, any := w.searchMoves(p, ttMove, alpha, beta, depth, ply, pvNode, inCheck)
	if w.stopped {
		return 0
	}
	if !any {
		return -MateValue + ply // no legal move: lost (shogi has no stalemate)
	}
	if excluded == shogi.MoveNone {
		w.store(key, best, bestMove, beta, depth, ply)
		if w.corrOn && w.correctable(p, best, bestMove, beta, ply) {
			w.updateCorrection(p, best, w.evals[ply], depth, ply)
		}
	}
	return best
}

// correctable reports whether the node's result best (bestMove, MoveNone
// if none raised alpha) says how far its static score was off: not in
// check, no capture found best, not a mate score, and not a bound that
// lies on the static score's side (a fail high at or below it, a fail low
// at or above it).
func (w *worker) correctable(p *shogi.Position, best int, bestMove shogi.Move, beta, ply int) bool {
	ev := w.evals[ply]
	if ev == noEval || isMateScore(best) || (bestMove != shogi.MoveNone && p.IsCapture(bestMove)) {
		return false
	}
	return !(best >= beta && best <= ev) && !(bestMove == shogi.MoveNone && best >= ev)
}

// enter counts the node and ends it early when the search stopped, the
// position repeats (the repetition's score) or the ply limit is reached
// (the static score): done reports that v is the node's score.
func (w *worker) enter(p *shogi.Position, ply int) (v int, done bool) {
	w.nodes++
	if w.checkStop() {
		return 0, true
	}
	if ply > w.selDepth {
		w.selDepth = ply
	}
	switch p.Repetition(maxRepetitionBack) {
	case shogi.RepDraw:
		return 0, true
	case shogi.RepWin:
		return MateValue - ply, true
	case shogi.RepLoss:
		return -MateValue + ply, true
	}
	if ply >= MaxPly {
		return w.evaluate(p, ply), true
	}
	return 0, false
}

// mateInOne looks for a mate in one at a node not in check and, when there
// is one, makes it the node's line and returns it with the node's score v
// (MoveNone: none). The caller stores it in the table when it may.
func (w *worker) mateInOne(p *shogi.Position, ply int) (m shogi.Move, v int) {
	m = p.MateInOne(w.mateMoves[:0])
	if m == shogi.MoveNone {
		return m, 0
	}
	w.pv[ply][ply], w.pvLen[ply] = m, ply+1
	return m, MateValue - ply - 1
}

// store records the node's result in the table: a lower bound when it
// failed high, exact when a move raised alpha, an upper bound otherwise;
// with the node's PV flag (w.ttPv).
func (w *worker) store(key uint64, best int, bestMove shogi.Move, beta, depth, ply int) {
	bound := boundUpper
	if best >= beta {
		bound = boundLower
	} else if bestMove != shogi.MoveNone {
		bound = boundExact
	}
	w.s.TT.StorePV(key, bestMove, scoreToTT(best, ply), depth, bound, w.ttPv[ply])
}

// singular tests whether the table move is much better than every other
// move (a search without it at half depth fails low under the table score
// less a margin): then it is extended by a ply (w.extend). When even
// without it the node fails high, the node's score is that bound (cut).
func (w *worker) singular(p *shogi.Position, key uint64, ttMove shogi.Move, beta, depth, ply int) (int, bool) {
	e, ok := w.s.TT.Probe(key)
	if !ok || e.move != ttMove || e.gen&boundLower == 0 || int(e.depth) < depth-3 {
		return 0, false
	}
	ttScore := scoreFromTT(int(e.score), ply)
	if isMateScore(ttScore) {
		return 0, false
	}
	sBeta := ttScore - w.prm.SingularMargin*depth/8
	w.excluded[ply] = ttMove
	v := w.node(p, sBeta-1, sBeta, (depth-1)/2, ply, false)
	w.excluded[ply] = shogi.MoveNone
	w.pvLen[ply] = ply
	if w.stopped {
		return 0, true
	}
	if v < sBeta {
		w.extend[ply] = ttMove
		return 0, false
	}
	if sBeta >= beta {
		return sBeta, true // multi-cut: another move also beats beta
	}
	return 0, false
}

// probe looks key up in the table: the move to try first, the stored
// score and its bound (boundNone: no entry), the entry's PV flag and, at a
// non-PV node with a deep enough entry whose bound settles the window,
// whether that score is the node's (hit).
func (w *worker) probe(key uint64, alpha, beta, depth, ply int, pvNode bool) (ttMove shogi.Move, v int, hit bool, bound int, pv bool) {
	e, ok := w.s.TT.Probe(key)
	if !ok {
		return shogi.MoveNone, 0, false, boundNone, false
	}
	v = scoreFromTT(int(e.score), ply)
	b := int(e.gen & 3)
	hit = !pvNode && int(e.depth) >= depth && settles(b, v, alpha, beta)
	return e.move, v, hit, b, e.pv
}

// settles reports whether a stored score v with bound b decides the
// window (alpha, beta): exact, a lower bound at or above beta, or an upper
// bound at or below alpha.
func settles(b, v, alpha, beta int) bool {
	return b == boundExact || (b == boundLower && v >= beta) || (b == boundUpper && v <= alpha)
}

// staticEval scores the position for the pruning of the node at ply and
// records whether it improves on the side's score two plies up (none in
// check: the score of a position in check means little). With
// w.prm.TTEval the table's score (ttBound: its bound, boundNone for none)
// replaces the static score when its bound says more; only the static
// score is recorded.
func (w *worker) staticEval(p *shogi.Position, ply int, inCheck bool, ttScore, ttBound int) int {
	if inCheck {
		w.evals[ply], w.improving[ply] = noEval, false
		w.keepSum(p, ply)
		return noEval
	}
	v := w.evaluate(p, ply) + w.correction(p, ply)
	w.evals[ply] = v
	w.improving[ply] = ply >= 2 && (w.evals[ply-2] == noEval || v > w.evals[ply-2])
	if w.prm.TTEval && ttBound != boundNone && !isMateScore(ttScore) &&
		(ttBound == boundExact || (ttBound == boundLower) == (ttScore > v)) {
		return ttScore // the table's bound says more than the static score
	}
	return v
}

// noEval marks a ply whose static score was not taken (in check).
const noEval = -infScore

// prune tries the static cuts of a non-PV node not in check: reverse
// futility (the static score far above beta near the horizon), razoring
// (far below alpha: quiescence decides), the null move (passing still
// fails high) and ProbCut. cut reports that v is the node's score.
func (w *worker) prune(p *shogi.Position, alpha, beta, eval, depth, ply int, nullOK bool) (v int, cut bool) {
	margin := w.prm.FutilityMargin * depth
	if w.improving[ply] {
		margin -= w.prm.FutilityMargin / 2
	}
	if depth <= w.prm.FutilityDepth && eval-margin >= beta && beta > -MateInMaxPly && beta < MateInMaxPly {
		return eval, true
	}
	if depth <= w.prm.RazorDepth && eval+w.prm.RazorBase+w.prm.RazorMargin*depth+w.prm.RazorSquare*depth*depth < alpha && alpha > -MateInMaxPly {
		if v := w.qsearch(p, alpha, alpha+1, ply, 0); v <= alpha || w.stopped {
			return v, true
		}
	}
	if nullOK && depth >= w.prm.NullMinDepth && beta > -MateInMaxPly && (w.cut[ply] || !w.prm.NullCutOnly) &&
		eval >= beta+max(0, w.prm.NullMargin-w.prm.NullMarginDepth*depth) {
		r := w.prm.NullBase + depth/max(1, w.prm.NullDivisor) + min((eval-beta)/max(1, w.prm.NullEvalDivisor), 3)
		w.played[ply] = shogi.MoveNone
		w.cut[ply+1] = !w.cut[ply]
		p.DoNullMove()
		if depth-1-r > 0 {
			w.s.TT.Prefetch(p.Key())
		}
		v = -w.search(p, -beta, -beta+1, depth-1-r, ply+1, false)
		p.UndoNullMove()
		if w.stopped {
			return 0, true
		}
		if v >= beta {
			if v > MateInMaxPly {
				v = beta
			}
			return v, true
		}
	}
	if w.prm.ProbCutDepth > 0 && depth >= w.prm.ProbCutDepth {
		return w.probCut(p, beta, eval, depth, ply)
	}
	return 0, false
}

// scoreMoves gives moves[from:] their ordering keys in w.scores[ply]:
// captures by victim (losing ones by SEE after the killers), promotions,
// the killers and the counter-move, then quiet moves by their histories
// (and with Params.ThreatOrder by the attacks of cheaper enemy pieces on
// the squares they leave and reach). With lazySEE the captures get their
// keys without SEE (captureKey): the picker tests it when they come up.
// (The table move is picked before any move is generated.)
func (w *worker) scoreMoves(p *shogi.Position, moves []shogi.Move, ply, from int, lazySEE bool) {
	sc := w.scores[ply][:len(moves)]
	us := p.SideToMove()
	k0, k1, cm := w.killers[ply][0], w.killers[ply][1], w.counterMove(ply)
	rows := w.quietRows(us, ply)
	var threats *shogi.Threats // the opponent's, on first use
	for i := from; i < len(moves); i++ {
		m := moves[i]
		switch {
		case p.IsCapture(m) && lazySEE:
			sc[i] = w.captureKey(p, m)
		case p.IsCapture(m):
			sc[i] = w.captureScore(p, m)
		case m.IsPromotion() && m.PieceType() != shogi.Silver:
			sc[i] = 1<<27 + int32(m.PieceType())
		case m == k0:
			sc[i] = 1<<26 + 1
		case m == k1:
			sc[i] = 1 << 26
		case m == cm:
			sc[i] = 1<<26 - 1
		default:
			sc[i] = rows.score(m)
			if w.prm.ThreatOrder != 0 {
				if threats == nil {
					threats = w.nodeThreats(p, ply)
				}
				sc[i] += w.threatScore(m, threats)
			}
			if w.prm.CheckOrderBonus != 0 && w.givesCheck(p, m, ply) && p.SEEAtLeast(m, 0) {
				sc[i] += int32(w.prm.CheckOrderBonus)
			}
		}
	}
}

// captureScore is the ordering key of capture m (captureKey), lowered by
// badCaptureDrop when it loses material by SEE.
func (w *worker) captureScore(p *shogi.Position, m shogi.Move) int32 {
	v := w.captureKey(p, m)
	if !p.SEEAtLeast(m, 0) {
		v -= w.badCaptureDrop()
	}
	return v
}

// captureKey is the ordering key of capture m before its SEE is known: by
// victim (and with Params.CaptureHistory by its history), then attacker;
// a promotion above.
func (w *worker) captureKey(p *shogi.Position, m shogi.Move) int32 {
	var v int32
	if w.prm.CaptureHistory != 0 {
		v = 1<<28 + int32(victimValue(p, m))*8 + int32(*w.captureEntry(p, m))/2
	} else {
		v = 1<<28 + int32(victimValue(p, m))*16 - int32(m.PieceType())
	}
	if m.IsPromotion() {
		v += 2000
	}
	return v
}

// nodeThreats returns the opponent's threat maps at the node at ply,
// computed on first use (w.threatsOK[ply] is cleared when the node's move
// loop starts).
func (w *worker) nodeThreats(p *shogi.Position, ply int) *shogi.Threats {
	if !w.threatsOK[ply] {
		w.threats[ply], w.threatsOK[ply] = p.Threats(p.SideToMove().Opp()), true
	}
	return &w.threats[ply]
}

// threatScore is the ordering term of quiet move m (Params.ThreatOrder)
// given the opponent's threat maps: a bonus for taking a piece out of the
// attack of a cheaper enemy piece to a square no cheaper piece attacks, a
// malus for putting it (or dropping it) where one does.
func (w *worker) threatScore(m shogi.Move, t *shogi.Threats) int32 {
	level := shogi.ThreatLevel(m.PieceType())
	if level < 0 {
		return 0
	}
	bonus := int32(w.prm.ThreatOrder * (level + 1))
	switch {
	case t[level].Has(m.To()):
		return -bonus
	case !m.IsDrop() && t[level].Has(m.From()):
		return bonus
	}
	return 0
}

// badCaptureDrop is taken off the ordering key of a capture that loses
// material by SEE: it then comes right after the killers, or with
// Params.BadCapturesLast below every quiet move's history.
func (w *worker) badCaptureDrop() int32 {
	if w.prm.BadCapturesLast {
		return 1<<28 + 1<<20
	}
	return 1<<28 - 1<<25
}

// pickMove swaps the best-scored move of moves[i:] to i (a selection sort
// step: most nodes cut after a few moves) and returns it.
func (w *worker) pickMove(moves []shogi.Move, ply, i int) shogi.Move {
	sc := w.scores[ply][:len(moves)]
	bi, bv := i, sc[i]
	for j, v := range sc[i+1:] { // the first of the best (the best value kept in a register)
		if v > bv {
			bi, bv = i+1+j, v
		}
	}
	moves[i], moves[bi] = moves[bi], moves[i]
	sc[i], sc[bi] = sc[bi], sc[i]
	return moves[i]
}

// searchMoves is the move loop of a node: late-move pruning, check
// extensions, PVS with late-move reductions, the line of the best move and
// the killer and history updates of a cut, over the moves of a staged
// picker (picker.go). It returns the best score and move (MoveNone
// when no move raised alpha), and whether the node has a legal move.
func (w *worker) searchMoves(p *shogi.Position, ttMove shogi.Move, alpha, beta, depth, ply int, pvNode, inCheck bool) (int, shogi.Move, bool) {
	best, bestMove := -infScore, shogi.MoveNone
	count := 0
	var quietsTried [64]shogi.Move
	var capturesTried [32]shogi.Move
	nQuiets, nCaptures := 0, 0
	w.ciReady[ply], w.threatsOK[ply] = false, false
	if w.prm.PawnHistory {
		w.pawnKey[ply] = pawnRow(p)
	}
	var pk picker
	w.startPicker(p, &pk, ttMove)
	for {
		m := w.nextMove(p, &pk, ply, inCheck)
		if m == shogi.MoveNone {
			break
		}
		if m == w.excluded[ply] {
			continue
		}
		quiet := !p.IsCapture(m) && !m.IsPromotion()
		if best > -MateInMaxPly && !inCheck && w.prunable(p, &pk, m, quiet, alpha, depth, ply, count, pvNode) {
			continue
		}
		// A late capture that loses material by SEE may be reduced too.
		badCapture := w.prm.LMRBadCaptures && count >= 2 && !quiet && !m.IsPromotion() && !p.SEEAtLeast(m, 0)
		w.played[ply] = m
		if depth > 1 { // the child probes the table (quiescence does not)
			w.s.TT.Prefetch(p.KeyAfter(m))
		}
		p.DoMove(m)
		count++
		givesCheck := p.InCheck()
		newDepth := depth - 1
		// Extend a singular table move, and safe checks only: in shogi a
		// drop can check almost anywhere, and extending every check
		// explodes the tree.
		if m == w.extend[ply] {
			newDepth++
		} else if givesCheck && w.prm.CheckExtension > 0 && ply < 2*w.rootDepth && !p.Attacked(m.To(), p.SideToMove(), p.Occupied()) {
			newDepth += w.prm.CheckExtension
		}
		var r int
		if w.prm.LMRAll {
			r = w.reductionAll(p, m, quiet, givesCheck, depth, count, ply, newDepth, pvNode)
		} else if depth >= w.prm.LMRMinDepth && count > 2 && !inCheck && (!givesCheck || w.checkReducible(newDepth, depth)) {
			if quiet {
				r = w.reduction(p.SideToMove().Opp(), m, depth, count, ply, newDepth, pvNode)
				if givesCheck {
					r = max(0, r-1)
				}
			} else if badCapture {
				r = max(0, min(int(w.lmr[min(depth, 63)][min(count, 63)]), newDepth-1))
			}
		}
		if count > 1 {
			w.counts[w.laterCount(r, depth, count, inCheck, givesCheck, quiet)]++
		}
		v := w.pvsChild(p, alpha, beta, best, newDepth, r, ply, count, pvNode)
		p.UndoMove(m)
		if w.stopped {
			return 0, shogi.MoveNone, true
		}
		if v > best {
			best = v
			if v > alpha {
				bestMove, alpha = m, v
				w.copyPV(m, ply)
				if v >= beta {
					w.counts[cntCuts]++
					if count == 1 {
						w.counts[cntFirstCuts]++
					}
					if quiet {
						w.rewardQuiet(p.SideToMove(), m, depth, ply, quietsTried[:nQuiets])
					}
					if w.prm.CaptureHistory != 0 {
						w.rewardCaptures(p, m, depth, capturesTried[:nCaptures])
					}
					break
				}
			}
		}
		if quiet && nQuiets < len(quietsTried) {
			quietsTried[nQuiets] = m
			nQuiets++
		} else if w.prm.CaptureHistory != 0 && !quiet && nCaptures < len(capturesTried) && p.IsCapture(m) {
			capturesTried[nCaptures] = m
			nCaptures++
		}
	}
	return best, bestMove, pk.any
}

// reductionAll is the late-move reduction of LMRAll (m made, the count-th
// move of a node of depth): every move after the first (the first two at
// the root and its children on the PV) from LMRAllMinDepth on, whatever
// its kind, as YaneuraOu's search reduces: quiet moves and evasions by
// reduction, captures and promotions a ply less and by the table alone.
// Checks are reduced only as checkReducible allows (not by default: a
// mating line is all checks), then a ply less than their kind.
func (w *worker) reductionAll(p *shogi.Position, m shogi.Move, quiet, givesCheck bool, depth, count, ply, newDepth int, pvNode bool) int {
	first := 1
	if pvNode && ply <= 1 {
		first = 2
	}
	if depth < w.prm.LMRAllMinDepth || count <= first || givesCheck && !w.checkReducible(newDepth, depth) {
		return 0
	}
	var r int
	if quiet {
		r = w.reduction(p.SideToMove().Opp(), m, depth, count, ply, newDepth, pvNode)
	} else {
		r = int(w.lmr[min(depth, 63)][min(count, 63)]) - 1
		if pvNode {
			r--
		}
		if w.cut[ply] {
			r += w.prm.LMRCutNode
		}
	}
	if givesCheck {
		r--
	}
	return max(0, min(r, newDepth-1))
}

// checkReducible reports whether a check (its child searched to newDepth
// from a node of depth) may be reduced: with CheckReduction, when it was
// not extended.
func (w *worker) checkReducible(newDepth, depth int) bool {
	return w.prm.CheckReduction && newDepth < depth
}

// pvsChild searches the child of the count-th move (made) to newDepth:
// the first move with the full window, a later one with the null window
// reduced by r, again unreduced when it beats alpha, and with the full
// window when it still lands inside it. w.cut[ply+1] marks the expected
// cut nodes.
func (w *worker) pvsChild(p *shogi.Position, alpha, beta, best, newDepth, r, ply, count int, pvNode bool) int {
	if count == 1 {
		w.cut[ply+1] = !pvNode && !w.cut[ply]
		return -w.search(p, -beta, -alpha, newDepth, ply+1, true)
	}
	w.cut[ply+1] = r > 0 || !w.cut[ply]
	v := -w.search(p, -alpha-1, -alpha, newDepth-r, ply+1, true)
	if v > alpha && r > 0 {
		w.counts[cntReducedHigh]++
	}
	if v > alpha && r > 0 && !w.stopped {
		newDepth = w.researchDepth(v, best, newDepth)
		w.cut[ply+1] = !w.cut[ply]
		v = -w.search(p, -alpha-1, -alpha, newDepth, ply+1, true)
	}
	if v > alpha && v < beta && !w.stopped {
		w.cut[ply+1] = false
		v = -w.search(p, -beta, -alpha, newDepth, ply+1, true)
	}
	return v
}

// researchDepth is the depth of the re-search of a reduced move whose
// reduced search scored v, above alpha and the node's best so far: a ply
// deeper when v beat it by far, a ply shallower when only just
// (LMRDeeper, LMRShallower; newDepth when both are 0).
func (w *worker) researchDepth(v, best, newDepth int) int {
	if w.prm.LMRDeeper > 0 && v > best+w.prm.LMRDeeper {
		return newDepth + 1
	}
	if w.prm.LMRShallower > 0 && v < best+w.prm.LMRShallower {
		return newDepth - 1
	}
	return newDepth
}

// prunable reports whether move m, the count-th tried, can be skipped near
// the horizon of a node not in check that already has a move: late quiet
// moves (late-move pruning), quiet moves that cannot lift the static score
// to alpha (futility), and moves that lose material by SEE. Checks are
// always searched. When every later quiet move can be skipped too, they
// are dropped from the picker pk.
func (w *worker) prunable(p *shogi.Position, pk *picker, m shogi.Move, quiet bool, alpha, depth, ply, count int, pvNode bool) bool {
	k := w.prunableStatic(p, m, quiet, alpha, depth, ply, count, pvNode)
	if k == pruneNone {
		return false
	}
	if !w.prm.PruneChecks && w.givesCheck(p, m, ply) {
		if w.prm.PruneChecksLMP && quiet && w.lateMove(depth, ply, count, pvNode) {
			w.dropPickerQuiets(p, pk, ply, false)
			return true
		}
		return w.prm.CheckSEEPrune && w.losesBySEE(p, m, quiet, depth, w.lmrDepth(depth, count))
	}
	if k == pruneQuiets {
		w.dropPickerQuiets(p, pk, ply, !w.prm.PruneChecks)
	}
	return true
}

// lateMove reports whether the count-th move of a node of depth is past
// the late-move pruning's count (LMPBase + LMPScale*depth^2, two thirds of
// it where the static score does not improve), at non-PV nodes up to
// LMPDepth.
func (w *worker) lateMove(depth, ply, count int, pvNode bool) bool {
	lmp := w.prm.LMPBase + depth*depth*w.prm.LMPScale
	if !w.improving[ply] {
		lmp = lmp * 2 / 3
	}
	return !pvNode && depth <= w.prm.LMPDepth && count > lmp
}

// losesBySEE is the SEE pruning near the horizon: capture m loses more
// than SEECaptureScale*depth, quiet move m more than
// SEEQuietScale*lmrDepth^2 (lmrDepth: the depth left after its late-move
// reduction).
func (w *worker) losesBySEE(p *shogi.Position, m shogi.Move, quiet bool, depth, lmrDepth int) bool {
	if !quiet {
		return depth <= w.prm.SEEPruneDepth && p.IsCapture(m) && !p.SEEAtLeast(m, -w.prm.SEECaptureScale*depth)
	}
	return lmrDepth <= w.prm.SEEPruneDepth && !p.SEEAtLeast(m, -w.prm.SEEQuietScale*lmrDepth*lmrDepth)
}

// lmrDepth is the depth left to the count-th move of a node of depth after
// its late-move reduction (the depth the pruning of quiet moves judges).
func (w *worker) lmrDepth(depth, count int) int {
	return max(0, depth-1-int(w.lmr[min(depth, 63)][min(count+1, 63)]))
}

// pruneKind is the verdict of prunableStatic: search the move, skip it, or skip
// it and every later quiet move (late-move and futility pruning only get
// easier as the move count grows).
type pruneKind uint8

const (
	pruneNone pruneKind = iota
	pruneMove
	pruneQuiets
)

// prunableStatic is prunable without the check test (the costliest, so
// made last).
func (w *worker) prunableStatic(p *shogi.Position, m shogi.Move, quiet bool, alpha, depth, ply, count int, pvNode bool) pruneKind {
	if !quiet {
		if w.futileCapture(p, m, alpha, depth, ply, count) || w.losesBySEE(p, m, false, depth, 0) {
			return pruneMove
		}
		return pruneNone
	}
	if w.lateMove(depth, ply, count, pvNode) {
		return pruneQuiets
	}
	lmrDepth := w.lmrDepth(depth, count)
	if lmrDepth < w.prm.HistPruneDepth && w.quietScore(p.SideToMove(), m, ply) < -int32(w.prm.HistPruneMargin*depth) {
		return pruneMove
	}
	if lmrDepth <= w.prm.FutilityQuietDepth && w.evals[ply] != noEval &&
		w.evals[ply]+w.prm.FutilityQuietBase+w.prm.FutilityQuietScale*lmrDepth <= alpha {
		return pruneQuiets
	}
	if w.losesBySEE(p, m, true, depth, lmrDepth) {
		return pruneMove
	}
	return pruneNone
}

// victimValue is the value of the piece move m takes in p (0 for none).
func victimValue(p *shogi.Position, m shogi.Move) int {
	return shogi.PieceValue[p.PieceOn(m.To()).Type()]
}

// materialGain is what move m wins on the board at once: the piece it
// takes and what its promotion adds.
func materialGain(p *shogi.Position, m shogi.Move) int {
	gain := 0
	if p.IsCapture(m) {
		gain = victimValue(p, m)
	}
	if m.IsPromotion() {
		gain += shogi.PieceValue[m.PieceType().Promote()] - shogi.PieceValue[m.PieceType()]
	}
	return gain
}

// futileCapture reports whether capture m, the count-th move, cannot lift
// the static score to alpha by the captured piece's value and the
// CaptureFutility margins (Params).
func (w *worker) futileCapture(p *shogi.Position, m shogi.Move, alpha, depth, ply, count int) bool {
	if w.prm.CaptureFutility == 0 || !p.IsCapture(m) || w.evals[ply] == noEval {
		return false
	}
	d := w.lmrDepth(depth, count)
	if d >= 7 {
		return false
	}
	return w.evals[ply]+w.prm.CaptureFutility+w.prm.CaptureFutilityScale*d+materialGain(p, m) <= alpha
}

// givesCheck is p.GivesCheck(m) with the node's check squares computed
// once (w.ci[ply]).
func (w *worker) givesCheck(p *shogi.Position, m shogi.Move, ply int) bool {
	return p.GivesCheckWith(m, w.checkInfo(p, ply))
}

// checkInfo is the check information of the node at ply, made on first use.
func (w *worker) checkInfo(p *shogi.Position, ply int) *shogi.CheckInfo {
	if !w.ciReady[ply] {
		w.ci[ply], w.ciReady[ply] = p.NewCheckInfo(), true
	}
	return &w.ci[ply]
}

// dropQuiets removes the quiet moves from moves[from:], but for the
// checks with keepChecks (with their ordering scores), and returns the
// shortened list.
func (w *worker) dropQuiets(p *shogi.Position, moves []shogi.Move, ply, from int, keepChecks bool) []shogi.Move {
	sc := w.scores[ply][:len(moves)]
	var ci *shogi.CheckInfo
	if keepChecks {
		ci = w.checkInfo(p, ply)
	}
	n := from
	for j := from; j < len(moves); j++ {
		m := moves[j]
		var keep bool
		if m.IsDrop() {
			keep = keepChecks && ci.DropGivesCheck(m)
		} else {
			keep = p.IsCapture(m) || m.IsPromotion() || (keepChecks && p.GivesCheckWith(m, ci))
		}
		if keep {
			moves[n], sc[n] = m, sc[j]
			n++
		}
	}
	return moves[:n]
}

// reduction is the late-move reduction of quiet move m, the count-th
// tried at depth: the table's value, one less at PV nodes and for killers,
// one more where another thread searches the node, leaving at least one
// ply.
func (w *worker) reduction(us shogi.Color, m shogi.Move, depth, count, ply, newDepth int, pvNode bool) int {
	r := int(w.lmr[min(depth, 63)][min(count, 63)])
	r -= int(w.quietScore(us, m, ply)) / max(1, w.prm.LMRHistoryDiv)
	if pvNode {
		r--
	}
	r += w.prm.LMRBase
	if w.ttPv[ply] {
		r -= w.prm.LMRTTPv
	}
	if m == w.killers[ply][0] || m == w.killers[ply][1] {
		r--
	}
	if w.prm.LMREscape != 0 && w.threatsOK[ply] && w.threatScore(m, &w.threats[ply]) > 0 {
		r -= w.prm.LMREscape // it saves a piece from a cheaper attacker
	}
	if w.busy[ply] {
		r++ // another thread searches this node: spread out
	}
	if w.cut[ply] {
		r += w.prm.LMRCutNode
	}
	if !w.improving[ply] {
		r += w.prm.LMRNotImproving
	}
	return max(0, min(r, newDepth-1))
}

// copyPV puts m and the child's line as the line of ply.
func (w *worker) copyPV(m shogi.Move, ply int) {
	w.pv[ply][ply] = m
	n := w.pvLen[ply+1]
	copy(w.pv[ply][ply+1:n], w.pv[ply+1][ply+1:n])
	w.pvLen[ply] = max(n, ply+1)
}

// qsearch resolves captures and promotions (all evasions when in check)
// until the position is quiet.
func (w *worker) qsearch(p *shogi.Position, alpha, beta, ply, qdepth int) int {
	w.nodes++
	w.counts[cntQNodes]++
	w.pvLen[ply] = ply
	if w.checkStop() {
		return 0
	}
	if ply > w.selDepth {
		w.selDepth = ply
	}
	inCheck := p.InCheck()
	if ply >= MaxPly || qdepth > w.prm.QMaxDepth {
		if inCheck {
			return alpha
		}
		return w.evaluate(p, ply)
	}
	key, ttMove, store := uint64(0), shogi.MoveNone, false
	if w.prm.QTable {
		key = p.Key()
		var v int
		var cut bool
		if ttMove, v, cut, store = w.qProbe(key, alpha, beta, ply); cut {
			return v
		}
	}
	if w.prm.QMateOne && qdepth == 0 && !inCheck && ttMove == shogi.MoveNone {
		if m, v := w.mateInOne(p, ply); m != shogi.MoveNone {
			if store {
				w.s.TT.Store(key, m, scoreToTT(v, ply), 0, boundExact)
			}
			return v
		}
	}
	best := -infScore
	standPat := 0
	if inCheck {
		w.keepSum(p, ply)
	} else {
		standPat = w.evaluate(p, ply)
		if w.prm.CorrQuiescence {
			standPat += w.correction(p, ply)
		}
		if standPat >= beta {
			return standPat
		}
		best = standPat
		alpha = max(alpha, standPat)
	}
	moves := w.qMoves(p, ply, inCheck, standPat, alpha)
	if w.prm.QChecks && qdepth == 0 && !inCheck {
		moves = w.qChecks(p, moves, ply)
	}
	if inCheck && len(moves) == 0 {
		return -MateValue + ply
	}
	if ttMove != shogi.MoveNone {
		w.qFirst(moves, ply, ttMove)
	}
	bestMove := shogi.MoveNone
	last := p.LastMove()
	tried := 0 // moves out of check that passed SEE
	for i := range moves {
		m := w.pickMove(moves, ply, i)
		if !inCheck {
			// SEE is tested only for the moves reached: most nodes
			// cut on their first capture.
			if !p.SEEAtLeast(m, 0) {
				continue
			}
			tried++
			if w.prm.QMaxMoves > 0 && tried > w.prm.QMaxMoves && (last == shogi.MoveNone || m.To() != last.To()) {
				continue
			}
		}
		p.DoMove(m)
		v := -w.qsearch(p, -beta, -alpha, ply+1, qdepth+1)
		p.UndoMove(m)
		if w.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha, bestMove = v, m
				w.copyPV(m, ply)
				if v >= beta {
					break
				}
			}
		}
	}
	if store {
		w.store(key, best, bestMove, beta, 0, ply)
	}
	return best
}

// qProbe is quiescence's look at the table: the stored move, the stored
// score and whether it settles the window (cut: a null window only, as
// at the main search's non-PV nodes), and whether the node may store its
// result (no entry of a main search, which a depth-0 result must not
// replace).
func (w *worker) qProbe(key uint64, alpha, beta, ply int) (ttMove shogi.Move, v int, cut, store bool) {
	e, ok := w.s.TT.Probe(key)
	if !ok {
		return shogi.MoveNone, 0, false, true
	}
	v = scoreFromTT(int(e.score), ply)
	b := int(e.gen & 3)
	if beta-alpha == 1 && settles(b, v, alpha, beta) {
		return e.move, v, true, false
	}
	return e.move, v, false, e.depth <= 0
}

// qFirst moves m, when quiescence generated it, to the front of the
// ordering (the table's move).
func (w *worker) qFirst(moves []shogi.Move, ply int, m shogi.Move) {
	sc := w.scores[ply][:len(moves)]
	for i := range moves {
		if moves[i] == m {
			sc[i] = 1 << 30
			return
		}
	}
}

// qMoves generates the moves of quiescence at ply into w.moves[ply], their
// ordering keys (captures by victim, then promotions) in w.scores[ply]:
// every evasion when in check, otherwise the captures and the promotions
// of pawns, bishops and rooks that pass the delta pruning (winning the
// piece lifts standPat to alpha); qsearch skips those that lose material
// by SEE when it picks them.
func (w *worker) qMoves(p *shogi.Position, ply int, inCheck bool, standPat, alpha int) []shogi.Move {
	var moves []shogi.Move
	if inCheck {
		moves = p.Generate(w.moves[ply][:0])
	} else {
		moves = p.GenerateQuiescence(w.moves[ply][:0])
	}
	sc := w.scores[ply][:0]
	n := 0
	for _, m := range moves {
		capt := p.IsCapture(m)
		// Delta pruning: even winning the piece cannot reach alpha.
		if !inCheck && standPat+materialGain(p, m)+w.prm.QDeltaMargin < alpha {
			continue
		}
		v := int32(0)
		if capt {
			v = 1<<20 + int32(victimValue(p, m))*16 - int32(m.PieceType())
		}
		if m.IsPromotion() {
			v += 1000
		}
		moves[n] = m
		sc = append(sc, v)
		n++
	}
	return moves[:n]
}

// qChecks appends to quiescence's moves at ply the quiet checks (no
// capture, no promotion), each ordered below every capture and promotion
// (Params.QChecks); those that lose the checking piece by SEE are skipped
// when picked, as the captures are.
func (w *worker) qChecks(p *shogi.Position, moves []shogi.Move, ply int) []shogi.Move {
	for _, m := range p.GenerateChecks(w.quiets[:0]) {
		n := len(moves)
		if n == len(w.moves[ply]) {
			break // the ply's list is full
		}
		if p.IsCapture(m) || m.IsPromotion() {
			continue
		}
		moves = append(moves, m)
		w.scores[ply][n] = 0 // below every capture's and promotion's key
	}
	return moves
}

// keyedSum is a piece sum (eval.PieceSum) and the key of its position.
type keyedSum struct {
	key uint64
	ok  bool
	sum eval.PieceSum
}

// evaluate is the static score of p, the position at ply: its piece sum is
// the one kept at ply when that was p's, else the parent's at ply-1
// updated by the last move when the parent was the last position scored
// there, else computed from scratch.
func (w *worker) evaluate(p *shogi.Position, ply int) int {
	ks := &w.sums[ply]
	if k := p.Key(); !ks.ok || ks.key != k {
		ks.key, ks.ok = k, true
		if !w.updatedSum(p, ply, &ks.sum) {
			ks.sum = w.ev.Sum(p)
		}
	}
	// Any weights (a --params file) stay below the mate scores: a static
	// score never claims a mate.
	return max(-evalLimit, min(evalLimit, w.ev.Finish(p, &ks.sum)))
}

// keepSum brings the piece sum kept at ply to p, a position in check that
// is not scored, when its parent's sum is at hand: its children then
// update theirs from it instead of summing every piece again.
func (w *worker) keepSum(p *shogi.Position, ply int) {
	ks := &w.sums[ply]
	k := p.Key()
	if ks.ok && ks.key == k {
		return
	}
	var sum eval.PieceSum
	if w.updatedSum(p, ply, &sum) {
		ks.key, ks.ok, ks.sum = k, true, sum
	}
}

// evalLimit bounds the static score, below every mate score.
const evalLimit = MateInMaxPly - 1

// updatedSum sets sum to the parent's piece sum updated by p's last move,
// when the parent (at ply-1) was the last position scored there; false
// when it was not, or the move was a king's.
func (w *worker) updatedSum(p *shogi.Position, ply int, sum *eval.PieceSum) bool {
	if ply == 0 {
		return false
	}
	parent := &w.sums[ply-1]
	pk, ok := p.KeyBefore()
	if !ok || !parent.ok || parent.key != pk {
		return false
	}
	*sum = parent.sum
	return w.ev.Update(sum, p)
}
