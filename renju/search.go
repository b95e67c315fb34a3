package renju

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"bitban/engine"
)

// Scores of the search, from the side to move's point of view.
const (
	ScoreWin  int32 = 1 << 20 // a win at ply 0; a win at ply n scores ScoreWin-n
	scoreInf  int32 = ScoreWin + 1000
	scoreMate int32 = ScoreWin - 1000 // |score| above this is a proven result
)

const maxPly = 128

// SearchLimits bounds one search.
type SearchLimits struct {
	Budget   engine.Budget   // Soft: no new iteration after it; Hard: stop
	Stop     *engine.Stopper // a caller's stop signal, polled with Budget.Hard (may be nil)
	MaxDepth int             // 0: up to maxPly
	MaxNodes uint64          // 0: none
	// Info receives one line per completed iteration; may be nil.
	Info func(string)
	// Exclude lists root moves not to consider (for n-best searches).
	Exclude []Point
}

func containsPoint(ps []Point, p Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// RootMove is one move at the root with its last score.
type RootMove struct {
	P     Point
	Score int32
}

// SearchResult is the answer of Search.
type SearchResult struct {
	Best  Point
	Score int32
	Depth int
	PV    []Point
	Nodes uint64
	// Moves are the root moves, best first (the scores of moves other than
	// the best are bounds from the last iteration, good enough to rank).
	Moves []RootMove
	// VCF is set when the move starts a proven win by continuous fours.
	VCF bool
}

// ScoreString formats a score: "+M7" for a win in 7 plies, "-M4" for a
// loss, otherwise the plain number.
func ScoreString(s int32) string {
	switch {
	case s > scoreMate:
		return fmt.Sprintf("+M%d", ScoreWin-s)
	case s < -scoreMate:
		return fmt.Sprintf("-M%d", ScoreWin+s)
	}
	return fmt.Sprintf("%+d", s)
}

type ttEntry struct {
	key   uint64
	score int32
	move  Point
	depth int8
	flag  uint8 // 1 exact, 2 lower bound, 3 upper bound
}

const (
	ttExact = 1
	ttLower = 2
	ttUpper = 3
)

type scoredMove struct {
	p Point
	s int32
}

// Searcher is an alpha-beta searcher for five-in-a-row games. It keeps its
// transposition tables between searches; one Searcher must not be used by
// two goroutines at once.
type Searcher struct {
	b         *Board
	hash      uint64
	tt        []ttEntry
	mask      uint64
	vcf       *VCFSolver
	vct       *VCTSolver
	stop      *engine.Stopper // this search's limits
	ext       *engine.Stopper // the caller's stop signal (may be nil)
	own       engine.Stopper
	nodes     uint64
	maxN      uint64
	aborted   bool
	killers   [maxPly][2]Point
	history   [3][MaxSize * Stride]int32
	buf       [maxPly][MaxSize * MaxSize]scoredMove
	pv        [maxPly][maxPly]Point
	pvLen     [maxPly]int
	variant   int  // for experiments in tests: 0 = the engine
	firstIter bool // in the first iteration (see checkStop)
	// cache[c][p][d]: the shape of a stone of colour c on the empty point p
	// along d (search_cache.go).
	cache [3][MaxSize * Stride][NumDirs]Shape
	// lineEval[i]: the window scores (Black, White) of line slot i; evalB,
	// evalW their sums (search_cache.go).
	lineEval     [NumDirs * lineSlots][2]int32
	evalB, evalW int32
}

// NewSearcher makes a searcher with a transposition table of 1<<ttBits
// entries (16 bytes each).
func NewSearcher(ttBits int) *Searcher {
	ttBits = max(10, min(ttBits, 26))
	return &Searcher{
		tt: make([]ttEntry, 1<<ttBits), mask: 1<<ttBits - 1,
		vcf: NewVCFSolver(ttBits - 1),
		vct: NewVCTSolver(ttBits - 2),
	}
}

// Clear empties the tables (a new game).
func (s *Searcher) Clear() {
	clear(s.tt)
	s.vcf.Clear()
	s.vct.Clear()
	s.history = [3][MaxSize * Stride]int32{}
}

func (s *Searcher) key() uint64 {
	if s.b.side == White {
		return s.hash ^ zobristWhiteToMove
	}
	return s.hash
}

func (s *Searcher) place(p Point) {
	c := s.b.side
	s.b.put(p.X(), p.Y(), c)
	s.b.side = c.Opponent()
	s.hash ^= zobrist[c][p]
	s.refresh(p.X(), p.Y())
	s.updateEval(p.X(), p.Y())
}

func (s *Searcher) unplace(p Point) {
	c := s.b.cells[p]
	s.b.take(p.X(), p.Y(), c)
	s.b.side = c
	s.hash ^= zobrist[c][p]
	s.refresh(p.X(), p.Y())
	s.updateEval(p.X(), p.Y())
}

func (s *Searcher) checkStop() bool {
	if s.aborted {
		return true
	}
	if s.nodes&511 == 0 {
		// The first iteration always completes on our own limits (it is
		// one evaluation per root move), so the answer is never just the
		// move ordering's guess; only the caller's stop cuts it short.
		if (!s.firstIter && s.stop.ShouldStop(s.nodes)) || (s.ext != nil && s.ext.ShouldStop(0)) {
			s.aborted = true
		}
	}
	if !s.firstIter && s.maxN > 0 && s.nodes >= s.maxN {
		s.aborted = true
	}
	return s.aborted
}

// nodeInfo is what one pass over the candidate points finds.
type nodeInfo struct {
	ownFive    Point
	oppFives   int
	oppFive    Point
	oppThreat  bool // the opponent can make a straight four (an open three)
	ownFours   int  // legal moves making a four
	ownThreats int  // legal moves making a straight four
	ownThrees  int  // legal moves making an open three
	oppFours   int  // points where the opponent makes a four
	oppThrees  int  // points where the opponent makes an open three
	n          int  // candidates
}

// candidates scores every empty point near a stone for the side to move and
// fills info. Forbidden points of a Black side to move are left out.
func (s *Searcher) candidates(dst []scoredMove, ply int) ([]scoredMove, nodeInfo) {
	b := s.b
	me, opp := b.side, b.side.Opponent()
	info := nodeInfo{ownFive: NoPoint, oppFive: NoPoint}
	var cm, co [MaxSize]uint64
	b.nearMasks(me, &cm, 2)
	b.nearMasks(opp, &co, 2)
	checkForbid := b.rule == Renju && me == Black
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	for y := 0; y < b.size; y++ {
		m := cm[y] | co[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			p := Pt(x, y)
			sm := &s.cache[me][p]
			so := &s.cache[opp][p]
			om, oo := sm[0]|sm[1]|sm[2]|sm[3], so[0]|so[1]|so[2]|so[3]
			if om&ShapeFive != 0 {
				info.ownFive = p
			}
			if oo&ShapeFive != 0 {
				info.oppFives++
				info.oppFive = p
			}
			if oo&(ShapeStraightFour) != 0 {
				info.oppThreat = true
			}
			if so[0].Fours()+so[1].Fours()+so[2].Fours()+so[3].Fours() > 0 {
				info.oppFours++
			} else if oo.Three() {
				info.oppThrees++
			}
			if checkForbid && om != 0 && om&ShapeFive == 0 && b.forbidden(x, y) != NotForbidden {
				continue
			}
			var sc int32
			for d := 0; d < NumDirs; d++ {
				sc += shapeValueTab[sm[d]&0xfff] + shapeValueTab[so[d]&0xfff]*3/4
			}
			fours := sm[0].Fours() + sm[1].Fours() + sm[2].Fours() + sm[3].Fours()
			if fours > 0 {
				info.ownFours++
			}
			if om&ShapeStraightFour != 0 || fours >= 2 {
				info.ownThreats++
			}
			if fours == 0 && om.Three() {
				info.ownThrees++
			}
			if p == k0 || p == k1 {
				sc += 300
			}
			sc += s.history[me][p] >> 4
			dst = append(dst, scoredMove{p, sc})
		}
	}
	info.n = len(dst)
	return dst, info
}

// shapeValue ranks what a stone makes on one line, for move ordering.
func shapeValue(sh Shape) int32 {
	switch {
	case sh&ShapeFive != 0:
		return 100000
	case sh&ShapeStraightFour != 0:
		return 5000
	case sh.Fours() > 0:
		return 1200 * int32(sh.Fours())
	case sh.Three():
		return 500
	}
	return 0
}

// shapeValueTab is shapeValue for every shape (12 bits).
var shapeValueTab [1 << 12]int32

func init() {
	for i := range shapeValueTab {
		shapeValueTab[i] = shapeValue(Shape(i))
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

// Search finds a move for the side to move of b. The board is used as a
// scratch board and left as it was.
func (s *Searcher) Search(b *Board, lim SearchLimits) SearchResult {
	s.b = b
	s.hash = b.Hash()
	s.initCache()
	s.initEval()
	s.nodes = 0
	s.maxN = lim.MaxNodes
	s.aborted = false
	// Our own stopper holds this search's hard limit; the caller's (a
	// protocol's stop command, a whole n-best request) is polled too.
	s.own.Start(lim.Budget.Hard, lim.MaxNodes)
	s.stop = &s.own
	s.ext = lim.Stop
	s.firstIter = false
	start := time.Now()
	s.killers = [maxPly][2]Point{}
	res := SearchResult{Best: NoPoint}

	ms, info := s.candidates(s.buf[0][:0], 0)
	if info.n == 0 {
		// Empty board (or no legal point near stones): the centre, or any
		// legal point.
		c := Pt(b.size/2, b.size/2)
		if b.Legal(c, b.side) {
			res.Best, res.Moves = c, []RootMove{{c, 0}}
			return res
		}
		for y := 0; y < b.size && res.Best == NoPoint; y++ {
			for x := 0; x < b.size; x++ {
				if b.Legal(Pt(x, y), b.side) {
					res.Best = Pt(x, y)
					res.Moves = []RootMove{{res.Best, 0}}
					break
				}
			}
		}
		return res
	}
	if len(lim.Exclude) > 0 {
		kept := ms[:0]
		for _, m := range ms {
			if !containsPoint(lim.Exclude, m.p) {
				kept = append(kept, m)
			}
		}
		ms = kept
		if len(ms) == 0 {
			return res
		}
	}
	if info.ownFive != NoPoint {
		for _, m := range ms {
			if b.IsWinningMove(m.p, b.side) {
				res.Best, res.Score, res.PV = m.p, ScoreWin-1, []Point{m.p}
				res.Moves = []RootMove{{m.p, res.Score}}
				return res
			}
		}
	}
	sortMoves(ms)
	me, opp := b.side, b.side.Opponent()
	if info.oppFives == 0 {
		// A VCF, then a VCT, of our own wins outright; each gets part of
		// the budget.
		if info.ownFours > 0 {
			r := s.vcf.VCF(b, me, s.sub(lim, 4, 2_000_000), 0)
			s.nodes += r.Nodes
			if r.Win && len(r.Line) > 0 && !containsPoint(lim.Exclude, r.Line[0]) {
				res.Best, res.Score, res.PV, res.VCF = r.Line[0], ScoreWin-int32(len(r.Line)), r.Line, true
				res.Moves = []RootMove{{r.Line[0], res.Score}}
				res.Nodes = s.nodes
				if lim.Info != nil {
					lim.Info(fmt.Sprintf("vcf win %s nodes %d time %dms", FormatMoves(r.Line, b.size), r.Nodes, time.Since(start).Milliseconds()))
				}
				return res
			}
		}
		vr := s.vct.VCT(b, me, 6, s.sub(lim, 4, 300_000), 0)
		s.nodes += vr.Nodes
		if vr.Win && vr.Move != NoPoint && b.Legal(vr.Move, me) && !containsPoint(lim.Exclude, vr.Move) {
			res.Best, res.Score, res.PV, res.VCF = vr.Move, ScoreWin-int32(max(len(vr.Line), 2)), vr.Line, true
			res.Moves = []RootMove{{vr.Move, res.Score}}
			res.Nodes = s.nodes
			if lim.Info != nil {
				lim.Info(fmt.Sprintf("vct win %s nodes %d time %dms", FormatMoves(vr.Line, b.size), vr.Nodes, time.Since(start).Milliseconds()))
			}
			return res
		}
		// The opponent's VCF if we played nothing: keep only the moves
		// after which it is gone (if there are any).
		or := s.vcf.VCF(b, opp, s.sub(lim, 8, 200_000), 0)
		s.nodes += or.Nodes
		if or.Win {
			keep := make([]scoredMove, 0, len(ms))
			for i, m := range ms {
				if i >= 40 || s.stopped() {
					break
				}
				s.place(m.p)
				s.vcf.firstOnly = true
				r := s.vcf.VCF(b, opp, s.sub(lim, 40, 50_000), 0)
				s.vcf.firstOnly = false
				s.unplace(m.p)
				s.nodes += r.Nodes
				if !r.Win && !r.Aborted {
					keep = append(keep, m)
				}
			}
			if lim.Info != nil {
				lim.Info(fmt.Sprintf("opponent vcf %s; %d defences", FormatMoves(or.Line, b.size), len(keep)))
			}
			if len(keep) > 0 {
				ms = keep
			}
		}
	}
	if info.oppFives > 0 {
		// Forced: block (a loss anyway if there are two).
		for _, m := range ms {
			if m.p == info.oppFive {
				res.Best = m.p
			}
		}
		if res.Best == NoPoint {
			res.Best = ms[0].p // the block is forbidden: lost
		}
		if info.oppFives > 1 || res.Best != info.oppFive {
			res.Score = -ScoreWin + 2
		}
		res.Moves = []RootMove{{res.Best, res.Score}}
		return res
	}

	// The opponent threatens a straight four: as in the tree, only our fours
	// and the points of the opponent's fours can answer it.
	if info.oppThreat {
		if answers := s.threatAnswers(ms); len(answers) > 0 {
			ms = answers
		}
	}
	root := make([]RootMove, len(ms))
	for i, m := range ms {
		root[i] = RootMove{m.p, -scoreInf}
	}
	maxDepth := lim.MaxDepth
	if maxDepth <= 0 || maxDepth > maxPly-8 {
		maxDepth = maxPly - 8
	}
	bestP, bestS := root[0].P, int32(0)
	for depth := 1; depth <= maxDepth; depth++ {
		s.firstIter = depth == 1
		alpha, beta := -scoreInf, scoreInf
		iterBest, iterScore := NoPoint, -scoreInf
		for i := range root {
			p := root[i].P
			s.place(p)
			var sc int32
			if i == 0 {
				sc = -s.negamax(depth-1, 1, -beta, -alpha)
			} else {
				sc = -s.negamax(depth-1, 1, -alpha-1, -alpha)
				if sc > alpha && !s.aborted {
					sc = -s.negamax(depth-1, 1, -beta, -alpha)
				}
			}
			s.unplace(p)
			if s.aborted {
				break
			}
			root[i].Score = sc
			if sc > alpha || i == 0 {
				if sc > alpha {
					alpha = sc
				}
				iterBest, iterScore = p, sc
				s.pv[0][0] = p
				copy(s.pv[0][1:], s.pv[1][:s.pvLen[1]])
				s.pvLen[0] = s.pvLen[1] + 1
			} else {
				root[i].Score = min(sc, alpha) - 1 // a bound; keep it below the best
			}
		}
		if iterBest != NoPoint && (!s.aborted || iterScore > bestS || depth == 1) {
			bestP, bestS = iterBest, iterScore
			res.PV = append(res.PV[:0], s.pv[0][:s.pvLen[0]]...)
		}
		if s.aborted {
			break
		}
		res.Depth = depth
		sort.SliceStable(root, func(i, j int) bool { return root[i].Score > root[j].Score })
		// The best move first next iteration.
		for i := range root {
			if root[i].P == bestP {
				root[0], root[i] = root[i], root[0]
				break
			}
		}
		el := time.Since(start)
		if lim.Info != nil {
			lim.Info(fmt.Sprintf("depth %d score %s nodes %d nps %d time %dms pv %s", depth, ScoreString(bestS), s.nodes,
				engine.NPS(s.nodes, el), el.Milliseconds(), pvString(b, res.PV)))
		}
		if bestS > scoreMate || bestS < -scoreMate {
			break
		}
		if lim.Budget.Soft > 0 && el > lim.Budget.Soft/2 {
			break
		}
	}
	res.Best, res.Score, res.Nodes = bestP, bestS, s.nodes
	res.Moves = root
	return res
}

func pvString(b *Board, pv []Point) string {
	var parts []string
	for _, p := range pv {
		parts = append(parts, FormatPoint(p, b.size))
	}
	return strings.Join(parts, " ")
}

// sub returns a stopper for a solver probe: 1/part of the soft budget (or
// nodes nodes without a time limit), never past the search's own limits,
// which the solvers also poll through their outer stopper.
func (s *Searcher) sub(lim SearchLimits, part int, nodes uint64) *engine.Stopper {
	st := new(engine.Stopper)
	if lim.MaxNodes > 0 {
		nodes = min(nodes, max(lim.MaxNodes/uint64(part), 1000))
	}
	if lim.Budget.Soft > 0 {
		st.Start(max(lim.Budget.Soft/time.Duration(part), time.Millisecond), nodes)
	} else {
		st.Start(0, nodes)
	}
	out := s.stop
	if s.ext != nil {
		out = s.ext
	}
	s.vcf.outer = out
	s.vct.outer = out
	s.vct.vcf.outer = out
	return st
}

// stopped reports whether either stop signal is set.
func (s *Searcher) stopped() bool {
	return s.stop.Stopped() || (s.ext != nil && s.ext.Stopped())
}

// negamax is the PVS alpha-beta search with the side to move of s.b.
func (s *Searcher) negamax(depth, ply int, alpha, beta int32) int32 {
	s.nodes++
	s.pvLen[ply] = 0
	if s.checkStop() {
		return 0
	}
	b := s.b
	if b.Stones() == b.size*b.size {
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
	ms, info := s.candidates(s.buf[ply][:0], ply)
	if info.ownFive != NoPoint {
		return ScoreWin - int32(ply) - 1
	}
	if info.oppFives >= 2 {
		return -ScoreWin + int32(ply) + 2
	}
	if ply >= maxPly-2 {
		return s.leaf(info)
	}
	key := s.key()
	e := &s.tt[key&s.mask]
	ttMove := NoPoint
	if e.key == key {
		ttMove = e.move
		if int(e.depth) >= depth {
			sc := fromTT(e.score, ply)
			switch {
			case e.flag == ttExact:
				return sc
			case e.flag == ttLower && sc >= beta:
				return sc
			case e.flag == ttUpper && sc <= alpha:
				return sc
			}
		}
	}
	// A VCF probe inside the tree: a small budget finds the short wins by
	// fours the width-limited search could miss.
	if depth >= 2 && info.ownFours > 0 && info.oppFives == 0 {
		s.vcf.outer = s.ext
		s.vcf.firstOnly = true
		r := s.vcf.VCF(b, b.side, nil, 400)
		s.vcf.firstOnly = false
		s.nodes += r.Nodes
		if r.Win {
			sc := ScoreWin - int32(ply) - int32(len(r.Line))
			*e = ttEntry{key: key, score: toTT(sc, ply), move: r.Line[0], depth: int8(min(depth, 127)), flag: ttExact}
			s.pv[ply][0], s.pvLen[ply] = r.Line[0], 1
			return sc
		}
		if (!s.firstIter && s.stop.Stopped()) || (s.ext != nil && s.ext.Stopped()) {
			s.aborted = true
			return 0
		}
	}
	// Moves: forced block, threat answers, or the best candidates.
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
			return -ScoreWin + int32(ply) + 2 // the only block is forbidden
		}
		ms = ms[:1]
		depth++ // a forced move costs no depth
	case depth <= 0:
		// Quiet leaf. A side with a straight-four move and no four against
		// it usually wins (not proven: the opponent may have fours to
		// play first), so it scores high but below the proven range.
		if info.ownThreats > 0 {
			return 20000 + s.leaf(info)/8
		}
		return s.leaf(info)
	case info.oppThreat:
		// The opponent threatens a straight four: only our fours and the
		// moves on the opponent's four points can matter.
		ms = s.threatAnswers(ms)
	}
	if len(ms) == 0 {
		return s.leaf(info)
	}
	if ttMove != NoPoint {
		for i := range ms {
			if ms[i].p == ttMove {
				ms[i].s += 1 << 24
			}
		}
	}
	sortMoves(ms)
	limit := 12
	if ply <= 2 {
		limit = 20
	}
	if len(ms) > limit {
		ms = ms[:limit]
	}
	best, bestMove := -scoreInf, NoPoint
	oldAlpha := alpha
	for i, m := range ms {
		s.place(m.p)
		var sc int32
		if i == 0 {
			sc = -s.negamax(depth-1, ply+1, -beta, -alpha)
		} else {
			sc = -s.negamax(depth-1, ply+1, -alpha-1, -alpha)
			if sc > alpha && sc < beta && !s.aborted {
				sc = -s.negamax(depth-1, ply+1, -beta, -alpha)
			}
		}
		s.unplace(m.p)
		if s.aborted {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m.p
			if sc > alpha {
				alpha = sc
				s.pv[ply][0] = m.p
				copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
				s.pvLen[ply] = s.pvLen[ply+1] + 1
				if alpha >= beta {
					if m.p != s.killers[ply][0] {
						s.killers[ply][1] = s.killers[ply][0]
						s.killers[ply][0] = m.p
					}
					s.history[b.side][m.p] += int32(depth * depth)
					break
				}
			}
		}
	}
	flag := uint8(ttExact)
	if best <= oldAlpha {
		flag = ttUpper
	} else if best >= beta {
		flag = ttLower
	}
	*e = ttEntry{key: key, score: toTT(best, ply), move: bestMove, depth: int8(min(depth, 127)), flag: flag}
	return best
}

// threatAnswers keeps the moves that can answer an open three: our own
// fours, and the points where the opponent would make a four.
func (s *Searcher) threatAnswers(ms []scoredMove) []scoredMove {
	b := s.b
	me, opp := b.side, b.side.Opponent()
	out := ms[:0]
	for _, m := range ms {
		x, y := m.p.X(), m.p.Y()
		sm := b.shapes4(x, y, me, b.rule.exactFive(me))
		so := b.shapes4(x, y, opp, b.rule.exactFive(opp))
		if sm[0].Fours()+sm[1].Fours()+sm[2].Fours()+sm[3].Fours() > 0 ||
			so[0].Fours()+so[1].Fours()+so[2].Fours()+so[3].Fours() > 0 ||
			(so[0]|so[1]|so[2]|so[3])&ShapeStraightFour != 0 {
			out = append(out, m)
		}
	}
	return out
}

// leaf is the static score for the side to move: the window evaluation and
// a tempo bonus.
func (s *Searcher) leaf(info nodeInfo) int32 {
	v := s.evaluate(s.b.side) + 20
	if info.oppThreat && info.ownFours == 0 {
		v -= 300
	}
	// The points where each side would make a three or a four: the side
	// to move uses them first.
	v += 30*int32(min(info.ownThrees, 6)) + 15*int32(min(info.ownFours, 6))
	v -= 20*int32(min(info.oppThrees, 6)) + 10*int32(min(info.oppFours, 6))
	return v
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
