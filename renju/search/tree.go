package search

import (
	"math"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/eval"
)

// The tree: the candidate scan, the PVS alpha-beta with its table, in-tree
// VCF probe and threat rules, and the leaf score.

// Table entries are engine.Slot words: the data packs the score (32 bits),
// the move plus one (11 bits), the depth (8 bits) and the bound (2 bits).
const (
	ttExact = 1
	ttLower = 2
	ttUpper = 3
)

func packTT(score int32, move renju.Point, depth int, flag uint8) uint64 {
	return uint64(uint32(score)) | uint64(uint16(move+1))&0x7ff<<32 |
		uint64(uint8(min(depth, 127)))<<43 | uint64(flag)<<51
}

func unpackTT(d uint64) (score int32, move renju.Point, depth int, flag uint8) {
	return int32(uint32(d)), renju.Point(d>>32&0x7ff) - 1, int(d >> 43 & 0xff), uint8(d >> 51 & 3)
}

// nodeInfo is what one pass over the candidate points finds.
type nodeInfo struct {
	ownFive    renju.Point
	oppFives   int
	oppFive    renju.Point
	oppThreat  bool  // the opponent can make a straight four (an open three)
	threatDirs uint8 // the directions (bit d: line direction d) of those straight fours
	ownFours   int   // legal moves making a four
	ownThreats int   // legal moves making a straight four
	ownThrees  int   // legal moves making an open three
	oppFours   int   // points where the opponent makes a four
	oppThrees  int   // points where the opponent makes an open three
	n          int   // candidates
}

// candidates scores every empty point near a stone for the side to move and
// fills info. Forbidden points of a Black side to move are left out.
func (t *thread) candidates(dst []scoredMove, ply int) ([]scoredMove, nodeInfo) {
	b, p := t.b, t.p
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	info := nodeInfo{ownFive: renju.NoPoint, oppFive: renju.NoPoint}
	var near [renju.MaxSize]uint64
	b.NearMasks(renju.Empty, &near, 2)
	checkForbid := b.Rule() == renju.Renju && me == renju.Black
	k0, k1 := t.killers[ply][0], t.killers[ply][1]
	def := &t.sr.defence
	// Loop invariants, read once: the parameters and the two colours'
	// rows of the cache and the history.
	orderValue, policy, histShift := p.OrderValue, p.PolicyOrder != 0, p.HistoryShift
	pm, po, hist := &t.pt[me], &t.pt[opp], &t.history[me]
	for y := 0; y < b.Size(); y++ {
		m := near[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			pt := renju.Pt(x, y)
			em, eo := &pm[pt], &po[pt]
			sm, so := &em.sh, &eo.sh
			om, oo := sm[0]|sm[1]|sm[2]|sm[3], so[0]|so[1]|so[2]|so[3]
			if om&renju.ShapeFive != 0 {
				info.ownFive = pt
			}
			if oo&renju.ShapeFive != 0 {
				info.oppFives++
				info.oppFive = pt
			}
			if oo&(renju.ShapeStraightFour) != 0 {
				info.oppThreat = true
				info.threatDirs |= straightFourDirs(so)
			}
			if oo.AnyFour() {
				info.oppFours++
			} else if oo.Three() {
				info.oppThrees++
			}
			// The class says whether the point is forbidden (kept up to
			// date by recheck): no check of the board here.
			if checkForbid && em.cls == eval.ClassForbidden {
				continue
			}
			// Most points make no shape for either colour: their shape
			// values are those of shape 0, none.
			var sc int32
			if om|oo != 0 {
				sc = shapeValueTab[sm[0]&0xfff] + def[so[0]&0xfff] +
					shapeValueTab[sm[1]&0xfff] + def[so[1]&0xfff] +
					shapeValueTab[sm[2]&0xfff] + def[so[2]&0xfff] +
					shapeValueTab[sm[3]&0xfff] + def[so[3]&0xfff]
			}
			if om.AnyFour() {
				info.ownFours++
				if om&renju.ShapeStraightFour != 0 || sm[0].Fours()+sm[1].Fours()+sm[2].Fours()+sm[3].Fours() >= 2 {
					info.ownThreats++
				}
			} else if om.Three() {
				info.ownThrees++
			}
			if orderValue != 0 {
				sc += (em.vm + eo.vw) * orderValue / 16
			}
			if policy {
				sc += t.sr.policy[eval.LevelsIndex(&em.lv)&(eval.NumLevelSets-1)].Move +
					t.sr.policy[eval.LevelsIndex(&eo.lv)&(eval.NumLevelSets-1)].Wait
			}
			if pt == k0 || pt == k1 {
				sc += p.KillerBonus
			}
			sc += hist[pt] >> histShift
			dst = append(dst, scoredMove{pt, sc})
		}
	}
	info.n = len(dst)
	return dst, info
}

// shapeValue ranks what a stone makes on one line, for move ordering.
func shapeValue(sh renju.Shape) int32 {
	switch {
	case sh&renju.ShapeFive != 0:
		return 100000
	case sh&renju.ShapeStraightFour != 0:
		return 5000
	case sh.Fours() > 0:
		return 1200 * int32(sh.Fours())
	case sh.Three():
		return 500
	}
	return 0
}

// shapeValueTab is shapeValue for every shape (12 bits). Shape 0 (no
// shape) is worth 0, which the candidate scan relies on.
var shapeValueTab [1 << 12]int32

func init() {
	for i := range shapeValueTab {
		shapeValueTab[i] = shapeValue(renju.Shape(i))
	}
	if shapeValueTab[0] != 0 {
		panic("renju/search: shape 0 has a value")
	}
}

// sortMoves orders by score, best first: an insertion sort, stable and
// without the allocations of sort.Slice (lists are a few dozen moves).
func sortMoves(ms []scoredMove) {
	for i := 1; i < len(ms); i++ {
		m := ms[i]
		j := i
		for j > 0 && ms[j-1].s < m.s {
			ms[j] = ms[j-1]
			j--
		}
		ms[j] = m
	}
}

// pickMove moves the next move of sortMoves's order to ms[i] and returns
// it: the first of the best-scored among ms[i:], the others keeping their
// order behind it. Picking the moves one by one gives the sorted order
// without sorting the moves a cut leaves unsearched.
func pickMove(ms []scoredMove, i int) scoredMove {
	j := i
	for k := i + 1; k < len(ms); k++ {
		if ms[k].s > ms[j].s {
			j = k
		}
	}
	m := ms[j]
	if j != i {
		copy(ms[i+1:j+1], ms[i:j])
		ms[i] = m
	}
	return m
}

// negamax is the PVS alpha-beta search with the side to move of t.b.
func (t *thread) negamax(depth, ply int, alpha, beta int32) int32 {
	t.nodes++
	t.pvLen[ply] = 0
	if t.checkStop() {
		return 0
	}
	b := t.b
	if b.Stones() == b.Size()*b.Size() {
		return 0
	}
	// A win found later than a shorter one cannot beat it.
	if a := -ScoreWin + int32(ply); alpha < a {
		alpha = a
		if alpha >= beta {
			return alpha
		}
	}
	if bnd := ScoreWin - int32(ply) - 1; beta > bnd {
		beta = bnd
		if alpha >= beta {
			return beta
		}
	}
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	if t.clsN[me][eval.ClassFive] > 0 {
		return ScoreWin - int32(ply) - 1
	}
	oppFives := t.clsN[opp][eval.ClassFive]
	if oppFives >= 2 {
		return -ScoreWin + int32(ply) + 2
	}
	if ply >= maxPly-2 {
		return t.leaf(t.countInfo())
	}
	key := t.key()
	slot := &t.sr.tt[key&t.sr.mask]
	tte := ttEntry{move: renju.NoPoint}
	if k, d := slot.Load(); k == key {
		tte = entryOf(d, ply)
		if sc, ok := tte.cut(depth, alpha, beta); ok && t.excluded[ply] == renju.NoPoint {
			return sc
		}
	}
	if depth <= 0 && oppFives == 0 {
		if depth > -t.p.QFours && t.fours() > 0 {
			return t.qFours(depth, ply, alpha, beta, depth > -t.p.QPlainFours)
		}
		if t.p.LeafVCFNodes > 0 && t.fours() > 0 {
			if sc, ok := t.runVCF(0, ply, key, slot, t.p.LeafVCFNodes); ok {
				return sc
			}
		}
		return t.checkedLeaf(ply, key, slot)
	}
	t.noteStatic(ply, oppFives)
	static, quiet := t.staticForPruning(depth, alpha, beta, oppFives)
	if quiet && depth <= t.p.RFPDepth && static-t.p.RFPMargin*int32(depth) >= beta {
		return static
	}
	if quiet && depth <= t.p.RazorDepth && static+t.p.RazorMargin*int32(depth) <= alpha {
		if t.fours() == 0 {
			return static
		}
		if t.p.RazorFours {
			return t.qFours(0, ply, alpha, beta, true)
		}
	}
	ttMove, ext := tte.move, 0
	if d := t.p.SingularDepth; d > 0 && depth >= d {
		var sc int32
		var cut bool
		if ext, sc, cut = t.singular(tte, depth, ply, beta, oppFives); cut {
			return sc
		}
	}
	ms, info := t.candidates(t.buf[ply][:0], ply)
	if sc, ok := t.probeVCF(depth, ply, info, key, slot); ok {
		return sc
	}
	if sc, ok := t.probeVCT(depth, ply, info, key, slot); ok {
		return sc
	}
	ms, depth, sc, done := t.moves(ms, info, depth, ply)
	if done {
		return sc
	}
	rules := moveRules{
		futile:   quiet && depth <= t.p.FutilityDepth && static+t.p.FutilityMargin*int32(depth) <= alpha,
		trivial:  depth < t.p.TrivialDepth,
		limit:    t.width(depth, ply, beta-alpha == 1 && !info.oppThreat && info.oppFives == 0),
		failHigh: t.failHighReduction(depth, alpha, beta, info),
		ttExtend: ext,
	}
	return t.searchMoves(ms, ttMove, depth, ply, alpha, beta, key, slot, rules)
}

// noteCut records the move p that cut at ply: the killers and the
// history (Params.HistoryMax bounds the counters: a counter h gains
// bonus - h·bonus/HistoryMax, so it tends to HistoryMax).
func (t *thread) noteCut(ply int, p renju.Point, depth int) {
	if p != t.killers[ply][0] {
		t.killers[ply][1] = t.killers[ply][0]
		t.killers[ply][0] = p
	}
	h, bonus := &t.history[t.b.SideToMove()][p], int32(depth*depth)
	if m := t.p.HistoryMax; m > 0 {
		bonus = min(bonus, m)
		*h += bonus - int32(int64(*h)*int64(bonus)/int64(m))
		return
	}
	*h += bonus
}

// moveRules are what searchMoves may skip or reduce at a node: with futile
// set the moves after the first that neither make nor block a three, with
// trivial those where neither colour makes an open two or more; at most
// limit moves (past it, Params.BeyondWidth says); the moves that make no
// four failHigh plies shallower, the table's move ttExtend plies deeper.
type moveRules struct {
	futile, trivial bool
	limit           int
	failHigh        int
	ttExtend        int
}

// ttEntry is what the table holds of a node: its score (from the node's
// ply), move, depth and bound (no entry: move NoPoint, depth 0).
type ttEntry struct {
	score int32
	move  renju.Point
	depth int
	flag  uint8
}

// entryOf unpacks the table data d of a node at ply.
func entryOf(d uint64, ply int) ttEntry {
	sc, mv, dep, flag := unpackTT(d)
	return ttEntry{fromTT(sc, ply), mv, dep, flag}
}

// cut reports whether the entry settles a search of depth in the window
// (alpha, beta), and with which score.
func (e ttEntry) cut(depth int, alpha, beta int32) (int32, bool) {
	if e.depth < depth {
		return 0, false
	}
	switch {
	case e.flag == ttExact, e.flag == ttLower && e.score >= beta, e.flag == ttUpper && e.score <= alpha:
		return e.score, true
	}
	return 0, false
}

// singular is the singular extension (Params.SingularDepth, at depth
// SingularDepth or more; negamax tests the depth, so that most nodes make
// no call): where the table's move scored a lower bound at nearly the
// node's depth, the other moves are searched without it, half as deep,
// against that score less SingularMargin a ply. When none reaches it the
// table's move is singular and is searched a ply deeper (ext); when the
// margin's bound itself beats beta, the node is cut with it (cut, sc: two
// moves beat beta).
func (t *thread) singular(e ttEntry, depth, ply int, beta, oppFives int32) (ext int, sc int32, cut bool) {
	if ply == 0 || e.move == renju.NoPoint || t.excluded[ply] != renju.NoPoint || oppFives != 0 ||
		e.flag == ttUpper || e.depth < depth-3 || e.score > scoreMate || e.score < -scoreMate {
		return 0, 0, false
	}
	sb := int32(min(max(int64(e.score)-int64(t.p.SingularMargin)*int64(depth), -int64(scoreMate)), int64(scoreMate)))
	t.excluded[ply] = e.move
	v := t.negamax(depth/2, ply, sb-1, sb)
	t.excluded[ply] = renju.NoPoint
	t.pvLen[ply] = 0
	switch {
	case t.aborted:
		return 0, 0, true
	case v < sb:
		return 1, 0, false
	case sb >= beta:
		return 0, sb, true
	}
	return 0, 0, false
}

// failHighReduction is the reduction of Params.FailHighReduce at a node
// (0 where it does not apply): a quiet null-window node (quietNullWindow;
// no straight four of the opponent to answer either) whose static score
// beats beta by the margin.
func (t *thread) failHighReduction(depth int, alpha, beta int32, info nodeInfo) int {
	p := t.p
	if p.FailHighReduce == 0 || info.oppThreat || !t.quietNullWindow(alpha, beta, int32(info.oppFives)) ||
		t.quietLeaf(t.countInfo()) < beta+p.FailHighMargin+p.FailHighPerPly*int32(depth) {
		return 0
	}
	return p.FailHighReduce
}

// noStatic marks a ply whose static score is not taken (the opponent has
// a five to block, or the root).
const noStatic = -scoreInf

// noteStatic records the static score of the node at ply for the
// improving test of the plies below (none where a five must be blocked).
func (t *thread) noteStatic(ply int, oppFives int32) {
	t.static[ply] = noStatic
	if oppFives == 0 && t.p.NotImprovingQuarters != 4 {
		t.static[ply] = t.leaf(t.countInfo())
	}
}

// improving reports whether the static score at ply beats the one two
// plies up (the same side to move); unknown scores count as improving.
func (t *thread) improving(ply int) bool {
	if ply < 2 || t.static[ply] == noStatic || t.static[ply-2] == noStatic {
		return true
	}
	return t.static[ply] > t.static[ply-2]
}

// width is how many of the best-ordered moves a node searches: Width (or
// NearRootWidth near the root) plus WidthPerDepth a ply of depth left, in
// NotImprovingQuarters of that at a null-window node with no threat to
// answer whose static score has not improved over two plies.
func (t *thread) width(depth, ply int, quietNull bool) int {
	p := t.p
	w := p.Width
	if ply <= p.NearRootPlies {
		w = p.NearRootWidth
	}
	w += p.WidthPerDepth * max(depth, 0) // below the horizon (fours and their blocks) as at it
	if quietNull && p.NotImprovingQuarters != 4 && !t.improving(ply) {
		w = max(2, w*p.NotImprovingQuarters/4)
	}
	return w
}

// staticForPruning is the static score of a null-window node for the
// static pruning (Params.RFPDepth, FutilityDepth, RazorDepth); quiet
// reports that the pruning may apply: no five to block, no winning threat
// of the opponent to answer, and a window away from the proven scores.
func (t *thread) staticForPruning(depth int, alpha, beta, oppFives int32) (int32, bool) {
	p := t.p
	if depth > max(p.RFPDepth, p.FutilityDepth, p.RazorDepth) || !t.quietNullWindow(alpha, beta, oppFives) {
		return 0, false
	}
	return t.quietLeaf(t.countInfo()), true
}

// quietNullWindow reports whether a node may be pruned or reduced by its
// static score: a null window away from the proven scores, no five to
// block, and no point where the opponent makes a double three, a
// four-three, a straight four or a five (Black's double threes are
// ClassForbidden under the renju rule).
func (t *thread) quietNullWindow(alpha, beta, oppFives int32) bool {
	if beta-alpha != 1 || oppFives != 0 || beta > scoreMate || alpha < -scoreMate {
		return false
	}
	o := &t.clsN[t.b.SideToMove().Opponent()]
	return o[eval.ClassDoubleThree]+o[eval.ClassFourThree]+o[eval.ClassStraightFour]+o[eval.ClassFive] == 0
}

// probeVCF runs a small VCF search inside the tree: it finds the short wins
// by fours the width-limited search could miss. ok reports a result
// (a win, or 0 when the search must stop).
func (t *thread) probeVCF(depth, ply int, info nodeInfo, key uint64, slot *engine.Slot) (int32, bool) {
	if depth < 2 || info.ownFours == 0 || info.oppFives != 0 {
		return 0, false
	}
	return t.runVCF(depth, ply, key, slot, t.p.TreeVCFNodes)
}

// runVCF is the VCF probe of probeVCF with a budget of nodes.
func (t *thread) runVCF(depth, ply int, key uint64, slot *engine.Slot, nodes uint64) (int32, bool) {
	r := t.treeVCF(nodes)
	if r.Win {
		return t.vcfWin(r, depth, ply, key, slot), true
	}
	if t.stoppedAfterProbe() {
		t.aborted = true
		return 0, true
	}
	return 0, false
}

// treeVCF runs the thread's VCF solver for the side to move on a budget of
// nodes (first move only), polling the search's stop, and counts its nodes.
func (t *thread) treeVCF(nodes uint64) VCFResult {
	if t.id == 0 {
		t.vcf.outer = &t.sr.ext
	} else {
		t.vcf.outer = &t.sr.own
	}
	t.vcf.firstOnly = true
	r := t.vcf.VCF(t.b, t.b.SideToMove(), nil, nodes)
	t.vcf.firstOnly = false
	t.nodes += r.Nodes
	return r
}

// vcfWin scores the VCF win r at ply, stores it and starts the PV with it.
func (t *thread) vcfWin(r VCFResult, depth, ply int, key uint64, slot *engine.Slot) int32 {
	sc := ScoreWin - int32(ply) - int32(len(r.Line))
	slot.Store(key, packTT(toTT(sc, ply), r.Line[0], depth, ttExact))
	t.pv[ply][0], t.pvLen[ply] = r.Line[0], 1
	return sc
}

// probeVCT runs a small VCT search for the side to move near the root
// (main thread only: the VCT solver is the Searcher's): at ply 1 it finds
// the opponent's threat wins after our root move, which the width-limited
// tree sees only when they land. ok reports a win (or 0 when the search
// must stop).
func (t *thread) probeVCT(depth, ply int, info nodeInfo, key uint64, slot *engine.Slot) (int32, bool) {
	p := t.p
	if t.id != 0 || ply > p.TreeVCTPly || depth < p.TreeVCTMinDepth || info.oppFives != 0 {
		return 0, false
	}
	v := t.sr.vct
	v.outer, v.vcf.outer = &t.sr.ext, &t.sr.ext
	r := v.VCT(t.b, t.b.SideToMove(), p.TreeVCTDepth, nil, p.TreeVCTNodes)
	t.nodes += r.Nodes
	if r.Win && r.Move != renju.NoPoint {
		sc := ScoreWin - int32(ply) - int32(max(len(r.Line), 2))
		slot.Store(key, packTT(toTT(sc, ply), r.Move, depth, ttExact))
		t.pv[ply][0], t.pvLen[ply] = r.Move, 1
		return sc, true
	}
	if t.stoppedAfterProbe() {
		t.aborted = true
		return 0, true
	}
	return 0, false
}

// moves picks the moves to search: the forced block, the threat answers, or
// the candidates; at depth 0 it scores the quiet leaf instead (done).
func (t *thread) moves(ms []scoredMove, info nodeInfo, depth, ply int) (_ []scoredMove, _ int, score int32, done bool) {
	switch {
	case info.oppFives == 1:
		found := false
		for _, m := range ms {
			if m.p == info.oppFive {
				ms[0] = m
				found = true
				break
			}
		}
		if !found {
			return nil, depth, -ScoreWin + int32(ply) + 2, true // the only block is forbidden
		}
		ms = ms[:1]
		depth++ // a forced move costs no depth
	case depth <= 0:
		return nil, depth, t.quietLeaf(info), true
	case info.oppThreat:
		// The opponent threatens a straight four: only our fours and the
		// moves on the opponent's four points can matter.
		ms = t.threatAnswers(ms, info.threatDirs)
		if len(ms) <= t.p.ThreatExtend {
			depth++
		}
	case t.p.WinPointAnswers:
		if w := t.winPoint(); w != renju.NoPoint {
			ms = t.winPointAnswers(ms, w)
		}
	}
	if len(ms) == 0 {
		return nil, depth, t.leaf(info), true
	}
	return ms, depth, 0, false
}

// searchMoves is the PVS loop over the best-ordered moves (the table's move
// first), with killers and history on a cut, and the table store; rules
// say which moves it skips or reduces.
func (t *thread) searchMoves(ms []scoredMove, ttMove renju.Point, depth, ply int, alpha, beta int32, key uint64, slot *engine.Slot, rules moveRules) int32 {
	if ttMove != renju.NoPoint {
		for i := range ms {
			if ms[i].p == ttMove {
				ms[i].s += 1 << 24
			}
		}
	}
	limit := min(rules.limit, len(ms))
	beyondR := t.p.BeyondWidth  // the reduction past the width (0: none searched)
	excluded := t.excluded[ply] // a singular test's move (NoPoint: none)
	side := t.b.SideToMove()
	best, bestMove := -scoreInf, renju.NoPoint
	oldAlpha := alpha
	for i := 0; i < len(ms); i++ {
		// The width and the futility skip cut only while some move searched
		// does not lose: a loss is proven only when every move loses, and
		// a cut move may be the defence (otherwise the tree reports false
		// wins, stops deepening on them and plays them).
		lost := best < -scoreMate
		beyond := i >= limit && !lost
		if beyond && (beyondR == 0 || depth-1-beyondR < 1) {
			break
		}
		m := pickMove(ms, i)
		if m.p == excluded {
			continue
		}
		if i > 0 && !lost && (rules.futile && !t.threatening(m.p) || rules.trivial && t.trivial(m.p)) {
			continue
		}
		d := depth - 1
		if m.p == ttMove {
			d += rules.ttExtend
		}
		if rules.failHigh > 0 && !t.makesFour(m.p, side) {
			d -= rules.failHigh
		}
		r := t.reduction(m.p, i, depth)
		if beyond {
			r = max(r, beyondR)
		}
		t.prefetchChild(m.p)
		t.place(m.p)
		var sc int32
		if i == 0 {
			sc = -t.negamax(d, ply+1, -beta, -alpha)
		} else {
			sc = -t.negamax(d-r, ply+1, -alpha-1, -alpha)
			if r > 0 && sc > alpha && !t.aborted {
				sc = -t.negamax(d, ply+1, -alpha-1, -alpha)
			}
			if sc > alpha && sc < beta && !t.aborted {
				sc = -t.negamax(d, ply+1, -beta, -alpha)
			}
		}
		t.unplace(m.p)
		if t.aborted {
			return 0
		}
		if sc <= best {
			continue
		}
		best, bestMove = sc, m.p
		if sc <= alpha {
			continue
		}
		alpha = sc
		t.extendPV(ply, m.p)
		if alpha >= beta {
			t.noteCut(ply, m.p, depth)
			break
		}
	}
	flag := uint8(ttExact)
	if best <= oldAlpha {
		flag = ttUpper
	} else if best >= beta {
		flag = ttLower
	}
	if excluded == renju.NoPoint {
		slot.Store(key, packTT(toTT(best, ply), bestMove, depth, flag))
	}
	return best
}

// reduction is the late-move reduction of the i-th move p at depth: none
// for the first moves, near the leaves, and for moves that make or block
// a three or more.
func (t *thread) reduction(p renju.Point, i, depth int) int {
	q := t.p
	if q.LMRMinDepth == 0 || depth < q.LMRMinDepth || i < q.LMRMinMove {
		return 0
	}
	if t.classAtLeast(p, q.LMRExemptOwn, q.LMRExemptOpp) {
		return 0
	}
	r := 1
	if q.LMRLog > 0 {
		r = max(1, int(lmrLog[min(depth, 63)]*lmrLog[min(i+1, 63)]/q.LMRLog))
	} else if i >= q.LMRLateMove {
		r++
	}
	return min(r, depth-2)
}

// fours counts the points where the side to move makes a four.
func (t *thread) fours() int32 { return foursIn(&t.clsN[t.b.SideToMove()]) }

// foursIn counts the points of the class counts n where a four is made.
func foursIn(n *[eval.NumClasses]int32) int32 {
	return n[eval.ClassFour] + n[eval.ClassFourPlus] + n[eval.ClassFourThree] + n[eval.ClassStraightFour]
}

// lmrLog[n] is ln(n), for the late-move reductions.
var lmrLog = func() (l [64]float64) {
	for n := 1; n < 64; n++ {
		l[n] = math.Log(float64(n))
	}
	return l
}()

// threatening reports whether a stone on p makes or blocks a three or more.
func (t *thread) threatening(p renju.Point) bool {
	return t.classAtLeast(p, eval.ClassThree, eval.ClassThree)
}

// trivial reports whether neither colour makes an open two or more on p.
func (t *thread) trivial(p renju.Point) bool {
	return t.pt[renju.Black][p].cls == eval.ClassNone && t.pt[renju.White][p].cls == eval.ClassNone
}

// classAtLeast reports whether the side to move's class of p is at least
// own (what a stone there makes) or the opponent's at least opp (what it
// takes away).
func (t *thread) classAtLeast(p renju.Point, own, opp eval.Class) bool {
	me := t.b.SideToMove()
	return t.pt[me][p].cls >= own || t.pt[me.Opponent()][p].cls >= opp
}

// threatAnswers keeps the moves that can answer an open three: our own
// fours, and the points where the opponent would make a four: in any line,
// or with Params.ThreatLineAnswers only in the directions of its straight
// fours (dirs), since a point that makes a four in another line leaves the
// open three as it was.
func (t *thread) threatAnswers(ms []scoredMove, dirs uint8) []scoredMove {
	b := t.b
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	if !t.p.ThreatLineAnswers {
		dirs = 0xf
	}
	out := ms[:0]
	for _, m := range ms {
		sm, so := &t.pt[me][m.p].sh, &t.pt[opp][m.p].sh
		if sm[0].Fours()+sm[1].Fours()+sm[2].Fours()+sm[3].Fours() > 0 ||
			foursIn4(so, dirs) ||
			(so[0]|so[1]|so[2]|so[3])&renju.ShapeStraightFour != 0 {
			out = append(out, m)
		}
	}
	return out
}

// foursIn4 reports whether the shapes sh make a four in one of the
// directions dirs (bit d: direction d).
func foursIn4(sh *[4]renju.Shape, dirs uint8) bool {
	return dirs&1 != 0 && sh[0].AnyFour() || dirs&2 != 0 && sh[1].AnyFour() ||
		dirs&4 != 0 && sh[2].AnyFour() || dirs&8 != 0 && sh[3].AnyFour()
}

// straightFourDirs is the set of directions (bit d: direction d) in which
// the shapes sh make a straight four.
func straightFourDirs(sh *[4]renju.Shape) uint8 {
	var d uint8
	for i := range sh {
		if sh[i]&renju.ShapeStraightFour != 0 {
			d |= 1 << i
		}
	}
	return d
}

// quietLeaf scores a leaf without a five to block. A side with a
// straight-four move and no four against it usually wins (not proven: the
// opponent may have fours to play first), so it scores high but below the
// proven range.
func (t *thread) quietLeaf(info nodeInfo) int32 {
	if info.ownThreats > 0 {
		return t.ev.ThreatLeaf + t.leaf(info)/8
	}
	if t.fourThreeBonus(info) {
		return t.ev.FourThreeLeaf + t.leaf(info)/8
	}
	return t.leaf(info)
}

// fourThreeBonus reports whether the leaf gets the four-three bonus: a
// four-three to play wins like a straight four when the opponent has no
// four to interpose.
func (t *thread) fourThreeBonus(info nodeInfo) bool {
	return t.ev.FourThreeLeaf > 0 && info.oppFours == 0 && t.clsN[t.b.SideToMove()][eval.ClassFourThree] > 0
}

// checkedLeaf is the quiet leaf's score, its threat bonuses checked
// (Params.LeafThreatVCF): where the side to move can make a straight four
// or a four-three, a VCF search says whether that wins. A win scores as
// one; a refutation (the block of the four makes a four, a forbidden
// point on the way) drops the bonus; an unfinished search keeps it.
func (t *thread) checkedLeaf(ply int, key uint64, slot *engine.Slot) int32 {
	info := t.countInfo()
	if t.p.LeafThreatVCF == 0 || !t.threatBonus(info) {
		return t.quietLeaf(info)
	}
	r := t.treeVCF(t.p.LeafThreatVCF)
	switch {
	case r.Win:
		return t.vcfWin(r, 0, ply, key, slot)
	case r.Aborted:
		return t.quietLeaf(info)
	}
	return t.leaf(info)
}

// threatBonus reports whether quietLeaf adds a threat bonus for info.
func (t *thread) threatBonus(info nodeInfo) bool {
	return info.ownThreats > 0 || t.fourThreeBonus(info)
}

// countInfo is the part of nodeInfo a leaf needs, read from the class
// counts (no scan of the board).
func (t *thread) countInfo() nodeInfo {
	me, opp := t.b.SideToMove(), t.b.SideToMove().Opponent()
	n, o := &t.clsN[me], &t.clsN[opp]
	return nodeInfo{ownFive: renju.NoPoint, oppFive: renju.NoPoint,
		oppThreat:  o[eval.ClassStraightFour] > 0,
		ownFours:   int(foursIn(n)),
		ownThreats: int(n[eval.ClassStraightFour]),
		ownThrees:  int(n[eval.ClassThree] + n[eval.ClassThreePlus] + n[eval.ClassDoubleThree]),
		oppFours:   int(foursIn(o)),
		oppThrees:  int(o[eval.ClassThree] + o[eval.ClassThreePlus] + o[eval.ClassDoubleThree]),
	}
}

// leaf is the static score for the side to move: the window evaluation and
// a tempo bonus.
func (t *thread) leaf(info nodeInfo) int32 {
	p := t.ev
	me, opp := t.b.SideToMove(), t.b.SideToMove().Opponent()
	v := t.evaluate(me) + p.Tempo + t.sumMove[me] - t.sumWait[opp]
	if info.oppThreat && info.ownFours == 0 {
		v -= p.ThreatPenalty
	}
	v >>= p.Shift
	// The points where each side would make a three or a four: the side
	// to move uses them first.
	v += p.OwnThree*int32(min(info.ownThrees, 6)) + p.OwnFour*int32(min(info.ownFours, 6))
	v -= p.OppThree*int32(min(info.oppThrees, 6)) + p.OppFour*int32(min(info.oppFours, 6))
	return v
}

// extendPV makes p followed by the next ply's PV the PV of ply.
func (t *thread) extendPV(ply int, p renju.Point) {
	t.pv[ply][0] = p
	copy(t.pv[ply][1:], t.pv[ply+1][:t.pvLen[ply+1]])
	t.pvLen[ply] = t.pvLen[ply+1] + 1
}

func toTT(sc int32, ply int) int32 {
	if sc > scoreMate {
		return sc + int32(ply)
	}
	if sc < -scoreMate {
		return sc - int32(ply)
	}
	return sc
}

func fromTT(sc int32, ply int) int32 {
	if sc > scoreMate {
		return sc - int32(ply)
	}
	if sc < -scoreMate {
		return sc + int32(ply)
	}
	return sc
}
