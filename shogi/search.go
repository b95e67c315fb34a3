package shogi

import (
	"math"
	"slices"
	"time"

	"bitban/engine"
)

// The game-tree search: iterative deepening over a principal variation
// search (alpha-beta with null windows for all but the first move), with a
// transposition table, quiescence on captures and promotions, null-move
// pruning, late-move reductions, killer and history move ordering, check
// extensions, mate-distance scores and pruning, and repetition scores
// (repetition.go). MultiPV searches the root moves again without the lines
// already found.

// Score bounds. A score above MateInMaxPly is "the side to move mates in
// MateValue-score plies"; below -MateInMaxPly it is mated.
const (
	MateValue    = 32000
	MateInMaxPly = MateValue - 1000
	infScore     = 32001
	// MaxPly is the deepest ply the search reaches (extensions included).
	MaxPly = 128
)

// SearchInfo is one progress report: a completed iteration (or MultiPV
// line) of the search.
type SearchInfo struct {
	Depth, SelDepth int
	MultiPV         int // 1-based line number
	Score           int // centipawns, or a mate score (IsMateScore)
	Nodes           uint64
	Time            time.Duration
	Hashfull        int
	PV              []Move
}

// IsMateScore reports whether a score is a mate score; MatePlies turns it
// into plies to mate (> 0 the side to move mates, < 0 it is mated).
func IsMateScore(score int) bool { return score > MateInMaxPly || score < -MateInMaxPly }

// MatePlies returns the signed mate distance in plies of a mate score.
func MatePlies(score int) int {
	if score > 0 {
		return MateValue - score
	}
	return -(MateValue + score)
}

// SearchLimits tells one search when to stop and whom to report to.
type SearchLimits struct {
	Depth    int              // maximum depth, 0 = none
	Stop     *engine.Stopper  // required: hard deadline, node budget, stop
	SoftDone func() bool      // optional: true once no iteration should start
	MultiPV  int              // lines to search, at least 1
	Info     func(SearchInfo) // optional
}

// SearchResult is what a search found.
type SearchResult struct {
	Best, Ponder Move // MoveNone when there is no legal move
	Score        int
	Depth        int
	Nodes        uint64
	PV           []Move
}

type rootMove struct {
	move     Move
	score    int
	prev     int
	pv       []Move
	selDepth int
}

// Searcher holds the state of the search that survives between moves (the
// hash table, history) and the preallocated per-ply buffers.
type Searcher struct {
	TT *TT

	nodes     uint64
	selDepth  int
	rootDepth int
	stop      *engine.Stopper
	stopped   bool

	moves   [MaxPly + 1][MaxMoves]Move
	scores  [MaxPly + 1][MaxMoves]int32
	pv      [MaxPly + 1][MaxPly + 1]Move
	pvLen   [MaxPly + 1]int
	killers [MaxPly + 1][2]Move
	history [2][16][81]int32

	noAspiration bool // full-window root searches (tests compare)
}

// NewSearcher returns a searcher with a hash table of hashMB megabytes.
func NewSearcher(hashMB int) *Searcher { return &Searcher{TT: NewTT(hashMB)} }

// Clear forgets everything learned (new game).
func (s *Searcher) Clear() {
	s.TT.Clear()
	s.history = [2][16][81]int32{}
	s.killers = [MaxPly + 1][2]Move{}
}

// lmr[d][n] is the reduction of the n-th move at depth d.
var lmr [64][64]int8

func init() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			lmr[d][n] = int8(0.5 + math.Log(float64(d))*math.Log(float64(n))/2.2)
		}
	}
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

// Search runs an iterative-deepening search of p (which it leaves as it
// found it) until a limit is reached.
func (s *Searcher) Search(p *Position, lim SearchLimits) SearchResult {
	s.stop = lim.Stop
	s.stopped = false
	s.nodes = 0
	s.TT.NewSearch()
	for i := range s.killers {
		s.killers[i] = [2]Move{}
	}
	for c := range s.history {
		for pt := range s.history[c] {
			for sq := range s.history[c][pt] {
				s.history[c][pt][sq] /= 4
			}
		}
	}
	var buf [MaxMoves]Move
	legal := p.Generate(buf[:0])
	if len(legal) == 0 {
		return SearchResult{Score: -MateValue}
	}
	rms := make([]rootMove, len(legal))
	for i, m := range legal {
		rms[i] = rootMove{move: m, score: -infScore, prev: -infScore}
	}
	multi := max(1, min(lim.MultiPV, len(rms)))
	maxDepth := MaxPly - 8
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, maxDepth)
	}
	var res SearchResult
	report := func(depth int, idx int) {
		if lim.Info == nil {
			return
		}
		rm := &rms[idx]
		lim.Info(SearchInfo{Depth: depth, SelDepth: rm.selDepth, MultiPV: idx + 1, Score: rm.score,
			Nodes: s.nodes, Time: s.stop.Elapsed(), Hashfull: s.TT.Hashfull(), PV: slices.Clone(rm.pv)})
	}
	completed := 0
	for depth := 1; depth <= maxDepth; depth++ {
		s.rootDepth = depth
		for i := range rms {
			rms[i].prev = rms[i].score
		}
		for pvIdx := 0; pvIdx < multi && !s.stopped; pvIdx++ {
			s.selDepth = 0
			s.searchWindowed(p, rms, pvIdx, depth, multi)
			if s.stopped {
				// Moves the interrupted iteration did not finish keep the
				// previous iteration's score.
				for i := pvIdx; i < len(rms); i++ {
					if rms[i].score == -infScore {
						rms[i].score = rms[i].prev
					}
				}
			}
			slices.SortStableFunc(rms[pvIdx:], func(a, b rootMove) int { return b.score - a.score })
			if s.stopped {
				break
			}
			report(depth, pvIdx)
		}
		if s.stopped {
			break
		}
		completed = depth
		// Stop early once a mate for either side is proven within the depth.
		if rms[0].score > MateInMaxPly && MatePlies(rms[0].score) <= depth {
			break
		}
		if lim.SoftDone != nil && lim.SoftDone() {
			break
		}
	}
	if completed == 0 && rms[0].score == -infScore {
		// Interrupted before depth 1 finished: any legal move.
		rms[0].score = 0
		rms[0].pv = []Move{rms[0].move}
	}
	best := &rms[0]
	if s.stopped && completed > 0 {
		// The interrupted iteration's line is reported once more.
		report(completed, 0)
	}
	res.Best = best.move
	res.Score = best.score
	res.Depth = completed
	res.Nodes = s.nodes
	res.PV = slices.Clone(best.pv) // rm.pv buffers are reused by the next search
	if len(best.pv) > 1 {
		res.Ponder = best.pv[1]
	} else {
		res.Ponder = s.ponderFromTT(p, best.move)
	}
	return res
}

// ponderFromTT finds the expected reply to m in the hash table.
func (s *Searcher) ponderFromTT(p *Position, m Move) Move {
	p.DoMove(m)
	defer p.UndoMove(m)
	e, ok := s.TT.Probe(p.Key())
	if !ok || e.move == MoveNone {
		return MoveNone
	}
	var buf [MaxMoves]Move
	if slices.Contains(p.Generate(buf[:0]), e.move) {
		return e.move
	}
	return MoveNone
}

// searchWindowed searches the root with an aspiration window around the
// previous iteration's score, widening it on a fail, so that most of the
// tree is searched with tight bounds.
func (s *Searcher) searchWindowed(p *Position, rms []rootMove, pvIdx, depth, multi int) {
	prev := rms[pvIdx].prev
	if s.noAspiration || multi > 1 || depth < 4 || prev <= -MateInMaxPly || prev >= MateInMaxPly {
		s.searchRoot(p, rms, pvIdx, depth, -infScore, infScore)
		return
	}
	delta := 40
	alpha, beta := prev-delta, prev+delta
	for {
		s.searchRoot(p, rms, pvIdx, depth, alpha, beta)
		if s.stopped {
			return
		}
		slices.SortStableFunc(rms[pvIdx:], func(a, b rootMove) int { return b.score - a.score })
		sc := rms[pvIdx].score
		switch {
		case sc <= alpha:
			alpha = max(sc-delta, -infScore)
		case sc >= beta:
			beta = min(sc+delta, infScore)
		default:
			return
		}
		delta *= 2
		if delta > 800 {
			alpha, beta = -infScore, infScore
		}
	}
}

// searchRoot searches rms[pvIdx:] to depth within (alpha, beta) and
// records the scores and lines of the moves that completed (a bound when
// outside the window).
func (s *Searcher) searchRoot(p *Position, rms []rootMove, pvIdx, depth, alpha, beta int) {
	for i := pvIdx; i < len(rms); i++ {
		rms[i].score = -infScore
	}
	for i := pvIdx; i < len(rms); i++ {
		rm := &rms[i]
		m := rm.move
		p.DoMove(m)
		s.nodes++
		newDepth := depth - 1
		if p.InCheck() {
			newDepth++
		}
		var score int
		if i == pvIdx {
			score = -s.search(p, -beta, -alpha, newDepth, 1, true)
		} else {
			score = -s.search(p, -alpha-1, -alpha, newDepth, 1, true)
			if score > alpha && !s.stopped {
				score = -s.search(p, -beta, -alpha, newDepth, 1, true)
			}
		}
		p.UndoMove(m)
		if s.stopped {
			return
		}
		if score > alpha || i == pvIdx {
			rm.score = score
			rm.selDepth = s.selDepth
			rm.pv = append(append(rm.pv[:0], m), s.pv[1][1:s.pvLen[1]]...)
			if score >= beta {
				return // fail high: the caller widens the window
			}
			if score > alpha {
				alpha = score
			}
		}
	}
}

func (s *Searcher) checkStop() bool {
	if s.nodes&1023 == 0 && s.stop.ShouldStop(s.nodes) {
		s.stopped = true
	}
	return s.stopped
}

// search is the PVS node: depth left in plies, ply from the root.
func (s *Searcher) search(p *Position, alpha, beta, depth, ply int, nullOK bool) int {
	pvNode := beta-alpha > 1
	s.pvLen[ply] = ply
	if depth <= 0 {
		return s.qsearch(p, alpha, beta, ply, 0)
	}
	s.nodes++
	if s.checkStop() {
		return 0
	}
	if ply > s.selDepth {
		s.selDepth = ply
	}
	switch p.Repetition(maxRepetitionBack) {
	case RepDraw:
		return 0
	case RepWin:
		return MateValue - ply
	case RepLoss:
		return -MateValue + ply
	}
	if ply >= MaxPly {
		return p.Evaluate()
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
	ttMove := MoveNone
	if e, ok := s.TT.Probe(key); ok {
		ttMove = e.move
		if !pvNode && int(e.depth) >= depth {
			v := scoreFromTT(int(e.score), ply)
			b := int(e.gen & 3)
			if (b == boundExact) || (b == boundLower && v >= beta) || (b == boundUpper && v <= alpha) {
				return v
			}
		}
	}
	eval := -infScore
	if !inCheck {
		eval = p.Evaluate()
		// Reverse futility: far above beta at a shallow depth.
		if !pvNode && depth <= 3 && eval-150*depth >= beta && beta > -MateInMaxPly && beta < MateInMaxPly {
			return eval
		}
		// Null move: if passing still fails high, a real move will too.
		if !pvNode && nullOK && depth >= 3 && eval >= beta && beta > -MateInMaxPly {
			r := 3 + depth/5
			p.DoNullMove()
			v := -s.search(p, -beta, -beta+1, depth-1-r, ply+1, false)
			p.UndoNullMove()
			if s.stopped {
				return 0
			}
			if v >= beta {
				if v > MateInMaxPly {
					v = beta
				}
				return v
			}
		}
	}
	moves := p.Generate(s.moves[ply][:0])
	if len(moves) == 0 {
		return -MateValue + ply // no legal move: lost (shogi has no stalemate)
	}
	sc := s.scores[ply][:len(moves)]
	us := p.side
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	for i, m := range moves {
		switch {
		case m == ttMove:
			sc[i] = 1 << 30
		case p.IsCapture(m):
			sc[i] = 1<<28 + int32(PieceValue[p.board[m.To()].Type()])*16 - int32(m.PieceType())
			if m.IsPromotion() {
				sc[i] += 2000
			}
			if p.SEE(m) < 0 {
				sc[i] -= 1<<28 - 1<<25 // losing captures after the killers
			}
		case m.IsPromotion() && m.PieceType() != Silver:
			sc[i] = 1<<27 + int32(m.PieceType())
		case m == k0:
			sc[i] = 1<<26 + 1
		case m == k1:
			sc[i] = 1 << 26
		default:
			sc[i] = s.history[us][m.PieceType()&15][m.To()%81]
		}
	}
	best := -infScore
	bestMove := MoveNone
	count := 0
	var quietsTried [64]Move
	nQuiets := 0
	for i := range moves {
		// Selection sort: the best remaining move first.
		bi := i
		for j := i + 1; j < len(moves); j++ {
			if sc[j] > sc[bi] {
				bi = j
			}
		}
		moves[i], moves[bi] = moves[bi], moves[i]
		sc[i], sc[bi] = sc[bi], sc[i]
		m := moves[i]
		quiet := !p.IsCapture(m) && !m.IsPromotion()
		// Late move pruning of quiet moves at shallow depth.
		if !pvNode && !inCheck && quiet && depth <= 3 && count > 4+depth*depth*3 && best > -MateInMaxPly {
			continue
		}
		p.DoMove(m)
		count++
		givesCheck := p.InCheck()
		newDepth := depth - 1
		// Extend safe checks only: in shogi a drop can check almost
		// anywhere, and extending every check explodes the tree.
		if givesCheck && ply < 2*s.rootDepth && !p.attacked(m.To(), p.side, p.bb[bbAll]) {
			newDepth++
		}
		var v int
		if count == 1 {
			v = -s.search(p, -beta, -alpha, newDepth, ply+1, true)
		} else {
			r := 0
			if depth >= 3 && count > 2 && quiet && !inCheck && !givesCheck {
				r = int(lmr[min(depth, 63)][min(count, 63)])
				if pvNode {
					r--
				}
				if m == k0 || m == k1 {
					r--
				}
				r = max(0, min(r, newDepth-1))
			}
			v = -s.search(p, -alpha-1, -alpha, newDepth-r, ply+1, true)
			if v > alpha && r > 0 && !s.stopped {
				v = -s.search(p, -alpha-1, -alpha, newDepth, ply+1, true)
			}
			if v > alpha && v < beta && !s.stopped {
				v = -s.search(p, -beta, -alpha, newDepth, ply+1, true)
			}
		}
		p.UndoMove(m)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				bestMove = m
				alpha = v
				// Copy the child's line behind this move.
				s.pv[ply][ply] = m
				n := s.pvLen[ply+1]
				copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
				s.pvLen[ply] = max(n, ply+1)
				if v >= beta {
					if quiet {
						if m != k0 {
							s.killers[ply][1] = k0
							s.killers[ply][0] = m
						}
						bonus := int32(min(depth*depth, 400))
						s.addHistory(us, m, bonus)
						for _, q := range quietsTried[:nQuiets] {
							s.addHistory(us, q, -bonus)
						}
					}
					break
				}
			}
		}
		if quiet && nQuiets < len(quietsTried) {
			quietsTried[nQuiets] = m
			nQuiets++
		}
	}
	bound := boundUpper
	if best >= beta {
		bound = boundLower
	} else if bestMove != MoveNone {
		bound = boundExact
	}
	s.TT.Store(key, bestMove, scoreToTT(best, ply), depth, bound)
	return best
}

func (s *Searcher) addHistory(c Color, m Move, bonus int32) {
	h := &s.history[c&1][m.PieceType()&15][m.To()%81]
	*h += bonus - *h*max(bonus, -bonus)/16384
}

// qsearch resolves captures and promotions (all evasions when in check)
// until the position is quiet.
func (s *Searcher) qsearch(p *Position, alpha, beta, ply, qdepth int) int {
	s.nodes++
	s.pvLen[ply] = ply
	if s.checkStop() {
		return 0
	}
	if ply > s.selDepth {
		s.selDepth = ply
	}
	inCheck := p.InCheck()
	if ply >= MaxPly || qdepth > 12 {
		if inCheck {
			return alpha
		}
		return p.Evaluate()
	}
	best := -infScore
	standPat := 0
	if !inCheck {
		standPat = p.Evaluate()
		if standPat >= beta {
			return standPat
		}
		best = standPat
		alpha = max(alpha, standPat)
	}
	var moves []Move
	if inCheck {
		moves = p.Generate(s.moves[ply][:0])
		if len(moves) == 0 {
			return -MateValue + ply
		}
	} else {
		moves = p.GenerateCaptures(s.moves[ply][:0])
	}
	sc := s.scores[ply][:0]
	n := 0
	for _, m := range moves {
		capt := p.IsCapture(m)
		if !inCheck {
			if !capt && !(m.IsPromotion() && (m.PieceType() == Pawn || m.PieceType() >= Bishop)) {
				continue
			}
			// Delta pruning: even winning the piece cannot reach alpha.
			gain := 0
			if capt {
				gain = PieceValue[p.board[m.To()].Type()]
			}
			if m.IsPromotion() {
				gain += PieceValue[m.PieceType().Promote()] - PieceValue[m.PieceType()]
			}
			if standPat+gain+200 < alpha || p.SEE(m) < 0 {
				continue
			}
		}
		v := int32(0)
		if capt {
			v = 1<<20 + int32(PieceValue[p.board[m.To()].Type()])*16 - int32(m.PieceType())
		}
		if m.IsPromotion() {
			v += 1000
		}
		moves[n] = m
		sc = append(sc, v)
		n++
	}
	moves = moves[:n]
	for i := range moves {
		bi := i
		for j := i + 1; j < len(moves); j++ {
			if sc[j] > sc[bi] {
				bi = j
			}
		}
		moves[i], moves[bi] = moves[bi], moves[i]
		sc[i], sc[bi] = sc[bi], sc[i]
		m := moves[i]
		p.DoMove(m)
		v := -s.qsearch(p, -beta, -alpha, ply+1, qdepth+1)
		p.UndoMove(m)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				s.pv[ply][ply] = m
				k := s.pvLen[ply+1]
				copy(s.pv[ply][ply+1:k], s.pv[ply+1][ply+1:k])
				s.pvLen[ply] = max(k, ply+1)
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}
