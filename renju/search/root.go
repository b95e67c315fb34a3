package search

import (
	"time"

	"bitban/engine"
	"bitban/renju"
)

// The steps at the root before the tree: a move when there is nothing to
// search, the restriction of the root moves, an immediate five, wins by
// threats (VCF, VCT), the defences against the opponent's VCF, a forced
// block. Each returns ok when it has decided the move.

// searchLine is one search of the root (one line of a multi-PV search):
// the root steps, then the iterative deepening of the threads.
func (s *Searcher) searchLine(b *renju.Board, req *engine.Request[renju.Point], exclude []renju.Point, line int, start time.Time) engine.Result[renju.Point] {
	main := s.threads[0]
	main.setup(b)
	ms, info := main.candidates(main.buf[0][:0], 0)
	if info.n == 0 {
		return answer(anyMove(b), 0, nil, 0, 0, start)
	}
	ms = restrictRoot(ms, req, exclude)
	if len(ms) == 0 {
		return engine.Result[renju.Point]{}
	}
	if r, ok := main.rootFive(ms, info, start); ok {
		return r
	}
	sortMoves(ms)
	if info.oppFives > 0 {
		return forcedBlock(ms, info, start)
	}
	if r, ok := main.rootThreats(req, exclude, info, line, start); ok {
		return r
	}
	ms = main.defences(ms)
	// The opponent threatens a straight four: as in the tree, only our
	// fours and the points of the opponent's fours can answer it.
	if info.oppThreat {
		if answers := main.threatAnswers(ms, info.threatDirs); len(answers) > 0 {
			ms = answers
		}
	}
	root := make([]RootMove, len(ms))
	for i, m := range ms {
		root[i] = RootMove{m.p, -scoreInf}
	}
	r := s.deepen(b, root, req, line, start)
	if req.Lines() > 1 || len(exclude) > 0 {
		return r
	}
	return s.checkBest(r, start)
}

// anyMove is the move when no point is near a stone (an empty board): the
// centre, or any legal point.
func anyMove(b *renju.Board) renju.Point {
	c := renju.Pt(b.Size()/2, b.Size()/2)
	if b.Legal(c, b.SideToMove()) {
		return c
	}
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			if b.Legal(renju.Pt(x, y), b.SideToMove()) {
				return renju.Pt(x, y)
			}
		}
	}
	return renju.NoPoint
}

// restrictRoot keeps the moves the request allows (SearchMoves) that are
// not excluded (the lines a multi-PV search found already).
func restrictRoot(ms []scoredMove, req *engine.Request[renju.Point], exclude []renju.Point) []scoredMove {
	if len(req.SearchMoves) == 0 && len(exclude) == 0 {
		return ms
	}
	kept := ms[:0]
	for _, m := range ms {
		if req.Allowed(m.p) && !containsPoint(exclude, m.p) {
			kept = append(kept, m)
		}
	}
	return kept
}

func containsPoint(ps []renju.Point, p renju.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// rootFive plays a five when one of the root moves makes it.
func (t *thread) rootFive(ms []scoredMove, info nodeInfo, start time.Time) (engine.Result[renju.Point], bool) {
	if info.ownFive == renju.NoPoint {
		return engine.Result[renju.Point]{}, false
	}
	for _, m := range ms {
		if t.b.IsWinningMove(m.p, t.b.SideToMove()) {
			return answer(m.p, ScoreWin-1, nil, 0, t.nodes, start), true
		}
	}
	return engine.Result[renju.Point]{}, false
}

// forcedBlock answers an opponent's five: block it (a loss anyway if there
// are two, or if the block is forbidden).
func forcedBlock(ms []scoredMove, info nodeInfo, start time.Time) engine.Result[renju.Point] {
	best := renju.NoPoint
	for _, m := range ms {
		if m.p == info.oppFive {
			best = m.p
		}
	}
	if best == renju.NoPoint {
		best = ms[0].p // the block is forbidden: lost
	}
	var score int32
	if info.oppFives > 1 || best != info.oppFive {
		score = -ScoreWin + 2
	}
	return answer(best, score, nil, 0, 0, start)
}

// rootThreats tries a VCF, then a VCT, of the side to move: each wins
// outright and gets part of the budget.
func (t *thread) rootThreats(req *engine.Request[renju.Point], exclude []renju.Point, info nodeInfo, line int, start time.Time) (engine.Result[renju.Point], bool) {
	s, b, p := t.sr, t.b, &t.sr.Params
	me := b.SideToMove()
	allowed := func(m renju.Point) bool { return req.Allowed(m) && !containsPoint(exclude, m) }
	if info.ownFours > 0 {
		r := s.vcf.VCF(b, me, s.sub(p.VCFPart, p.VCFNodes), 0)
		t.nodes += r.Nodes
		if r.Win && len(r.Line) > 0 && allowed(r.Line[0]) {
			return t.threatWin(req, r.Line[0], r.Line, len(r.Line), line, start), true
		}
	}
	vr := s.vct.VCT(b, me, p.VCTDepth, s.sub(p.VCTPart, p.VCTNodes), 0)
	t.nodes += vr.Nodes
	if vr.Win && vr.Move != renju.NoPoint && b.Legal(vr.Move, me) && allowed(vr.Move) {
		pv := vr.Line
		if len(pv) == 0 || pv[0] != vr.Move {
			pv = []renju.Point{vr.Move}
		}
		return t.threatWin(req, vr.Move, pv, max(len(vr.Line), 2), line, start), true
	}
	return engine.Result[renju.Point]{}, false
}

// threatWin is the answer and the report of a proven win by threats in
// plies plies starting with move.
func (t *thread) threatWin(req *engine.Request[renju.Point], move renju.Point, pv []renju.Point, plies, line int, start time.Time) engine.Result[renju.Point] {
	r := answer(move, ScoreWin-int32(plies), pv, 0, t.nodes, start)
	req.Report(engine.Info[renju.Point]{MultiPV: line, Score: r.Score, Exact: true, Nodes: r.Nodes, Time: r.Time, PV: r.PV})
	return r
}

// defences looks for the opponent's VCF if we played nothing, and then for
// its VCT (Params.OppVCTPart > 0): when there is one, it keeps only the
// moves after which that threat is gone (if there are any).
func (t *thread) defences(ms []scoredMove) []scoredMove {
	s, b, p := t.sr, t.b, &t.sr.Params
	opp := b.SideToMove().Opponent()
	or := s.vcf.VCF(b, opp, s.sub(p.OppVCFPart, p.OppVCFNodes), 0)
	t.nodes += or.Nodes
	if or.Win {
		return t.keepDefences(ms, false)
	}
	if p.OppVCTPart <= 0 || s.own.Stopped() {
		return ms
	}
	vr := s.vct.VCT(b, opp, p.VCTDepth, s.sub(p.OppVCTPart, p.OppVCTNodes), 0)
	t.nodes += vr.Nodes
	if vr.Win {
		return t.keepDefences(ms, true)
	}
	return ms
}

// keepDefences keeps the first Params.DefenceMoves moves after which the
// opponent has no VCF (and, with vct, no VCT); all of ms when none is
// left (every move loses: play the best-ordered one).
func (t *thread) keepDefences(ms []scoredMove, vct bool) []scoredMove {
	s, b, p := t.sr, t.b, &t.sr.Params
	opp := b.SideToMove().Opponent()
	keep := make([]scoredMove, 0, len(ms))
	for i, m := range ms {
		if i >= p.DefenceMoves || s.own.Stopped() {
			break
		}
		t.place(m.p)
		s.vcf.firstOnly = true
		r := s.vcf.VCF(b, opp, s.sub(p.DefencePart, p.DefenceNodes), 0)
		s.vcf.firstOnly = false
		t.nodes += r.Nodes
		lost := r.Win || r.Aborted
		if !lost && vct {
			vr := s.vct.VCT(b, opp, p.VCTDepth, s.sub(p.DefencePart, p.DefenceNodes), 0)
			t.nodes += vr.Nodes
			lost = vr.Win // an unfinished VCT proves nothing
		}
		t.unplace(m.p)
		if !lost {
			keep = append(keep, m)
		}
	}
	if len(keep) > 0 {
		return keep
	}
	return ms
}

// sub returns a stopper for a solver probe: 1/part of the soft budget (or
// nodes nodes without a time limit), never past the search's own limits,
// which the solvers also poll through their outer stopper.
func (s *Searcher) sub(part int, nodes uint64) *engine.Stopper {
	st := new(engine.Stopper)
	st.Start(s.share(part, nodes))
	s.vcf.outer = &s.own
	s.vct.outer = &s.own
	s.vct.vcf.outer = &s.own
	return st
}

// share is a probe's part of the search's budget: 1/part of the soft
// time (0 without a clock) and nodes nodes (0: no cap of its own), at
// most 1/part of a node-limited search's nodes. A part below 1 (a
// --params file) is the whole budget.
func (s *Searcher) share(part int, nodes uint64) (time.Duration, uint64) {
	part = max(part, 1)
	if s.maxN > 0 {
		limit := max(s.maxN/uint64(part), 1000)
		if nodes == 0 || nodes > limit {
			nodes = limit
		}
	}
	if s.budget.Soft > 0 {
		return max(s.budget.Soft/time.Duration(part), time.Millisecond), nodes
	}
	return 0, nodes
}
