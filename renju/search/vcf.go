package search

import (
	"bitban/engine"
	"bitban/renju"
)

// VCF: victory by continuous fours. The attacker plays only fours; each one
// leaves a single point where it would make five, so the defender's reply is
// forced; the attacker wins when a four cannot be stopped (a straight four,
// a double four, or, under renju, a single four whose only defence is a
// point forbidden to Black) or when it makes five.
//
// Along the way the defender may get fours of its own by blocking; the
// attacker must then block that point, and the block must itself be a four
// (or a five) for the sequence to go on. Under renju Black's fours must not
// be forbidden moves, and a Black defender cannot block on a forbidden point.

// VCFResult is the answer of a VCF search.
type VCFResult struct {
	Win bool
	// Line is the winning sequence from the attacker's first move:
	// attacker, defender, attacker, ... It ends with the attacker's five, or
	// with a four whose only defence is forbidden to Black.
	Line  []renju.Point
	Nodes uint64
	// Aborted is set when the search stopped on its limits before proving
	// anything (Win is then false but the position may still be won).
	Aborted bool
}

// vcfEntry is one transposition table slot: a position with the attacker to
// move, and what is known about it.
type vcfEntry struct {
	key   uint64
	move  renju.Point // winning move (win entries)
	depth int8        // remaining depth searched without a win (fail entries); vcfInf: exhaustive
	win   bool
}

const vcfInf = 127

// maxVCFDepth bounds the attacker moves of one VCF line (a 20x20 board has
// at most 200 attacker moves anyway).
const maxVCFDepth = 100

// VCFSolver searches VCF wins. It keeps its transposition table between
// calls; one solver must not be used by two goroutines at once.
type VCFSolver struct {
	b        *renju.Board
	att, def renju.Color
	hash     uint64
	tt       []vcfEntry
	mask     uint64
	nodes    uint64
	stop     *engine.Stopper
	outer    *engine.Stopper // a caller's stop signal, also polled
	maxNodes uint64
	aborted  bool
	// firstOnly: VCF returns a one-move Line (the first move) from first.
	firstOnly bool
	first     [1]renju.Point
	// per-ply move buffers
	moves [maxVCFDepth + 2][renju.MaxSize * renju.MaxSize]renju.Point
	lastA [maxVCFDepth + 2]renju.Point
}

// NewVCFSolver makes a solver with a transposition table of 1<<ttBits
// entries (16 bytes each); ttBits is clamped to 10..26.
func NewVCFSolver(ttBits int) *VCFSolver {
	ttBits = max(10, min(ttBits, 26))
	return &VCFSolver{tt: make([]vcfEntry, 1<<ttBits), mask: 1<<ttBits - 1}
}

// Clear empties the transposition table.
func (s *VCFSolver) Clear() { clear(s.tt) }

// VCF searches whether attacker (to move on b) wins by continuous fours.
// stop (may be nil) bounds the time; maxNodes (0: none) the nodes. The board
// is left as it was.
func (s *VCFSolver) VCF(b *renju.Board, attacker renju.Color, stop *engine.Stopper, maxNodes uint64) VCFResult {
	s.b, s.att, s.def = b, attacker, attacker.Opponent()
	s.hash = b.Hash()
	if attacker == renju.White {
		s.hash ^= renju.WhiteToMoveKey()
	}
	s.nodes, s.stop, s.maxNodes, s.aborted = 0, stop, maxNodes, false
	res := VCFResult{}
	if attacker != renju.Black && attacker != renju.White {
		return res
	}
	// A five of the attacker's own wins at once (before any block).
	if af := fivePoints(s.b, s.att, nil); len(af) > 0 {
		res.Win, res.Line, res.Nodes = true, af[:1], 1
		return res
	}
	// The defender's five points on the board as given.
	var dbuf [renju.MaxSize * renju.MaxSize]renju.Point
	dfives := fivePoints(s.b, s.def, dbuf[:0])
	forced := renju.NoPoint
	if len(dfives) >= 2 {
		return res
	}
	if len(dfives) >= 1 {
		forced = dfives[0]
	}
	s.lastA[0] = b.LastMove()
	// With vcfFirstDepth = maxVCFDepth this is one depth-first search; a
	// smaller first depth makes it iterative deepening (see vcfFirstDepth).
	for depth := vcfFirstDepth; ; depth = nextVCFDepth(depth) {
		win, exhaustive := s.attack(0, depth, forced)
		if s.aborted {
			res.Aborted = true
			break
		}
		if win {
			res.Win = true
			if s.firstOnly {
				// Only the first move: read it from the table without
				// building the line (no allocation inside a search).
				e := &s.tt[s.hash&s.mask]
				if e.key == s.hash && e.win && e.move != renju.NoPoint {
					s.first[0] = e.move
					res.Line = s.first[:]
					break
				}
			}
			res.Line = s.extractLine(forced)
			break
		}
		if exhaustive || depth >= maxVCFDepth {
			break
		}
	}
	res.Nodes = s.nodes
	return res
}

// nextVCFDepth is the iterative deepening schedule: 1, 2, ..., 8, then
// growing by half each time, up to maxVCFDepth.
func nextVCFDepth(d int) int {
	if d < 8 {
		return d + 1
	}
	return min(d+d/2, maxVCFDepth)
}

func (s *VCFSolver) put(p renju.Point, c renju.Color) {
	s.b.Put(p, c)
	s.hash ^= renju.ZobristKey(c, p)
}

func (s *VCFSolver) take(p renju.Point, c renju.Color) {
	s.b.Take(p, c)
	s.hash ^= renju.ZobristKey(c, p)
}

// fivePoints appends the empty points where colour c makes a winning five.
// Such a point always has a stone of c next to it on the five's line, so
// only the points one step from c's stones are tried.
func fivePoints(b *renju.Board, c renju.Color, dst []renju.Point) []renju.Point {
	exact := b.Rule().ExactFive(c)
	var cand [renju.MaxSize]uint64
	b.NearMasks(c, &cand, 1)
	for y := 0; y < b.Size(); y++ {
		m := cand[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			if !b.MayMakeXY(x, y, c, 4) {
				continue
			}
			sh := b.ShapesXY(x, y, c, exact)
			if (sh[0]|sh[1]|sh[2]|sh[3])&renju.ShapeFive != 0 {
				dst = append(dst, renju.Pt(x, y))
			}
		}
	}
	return dst
}

// fiveAlong appends the empty points on the line of direction d through p
// (within 4 steps) where colour c makes a winning five through p, a stone
// of c, skipping duplicates of what dst already holds. (The searches call
// it for the stone just placed: a five without it would have been found
// before.)
func (s *VCFSolver) fiveAlong(p renju.Point, d renju.Dir, c renju.Color, dst []renju.Point) []renju.Point {
	b := s.b
	exact := b.Rule().ExactFive(c)
	x0, y0 := p.X(), p.Y()
	// A five along d through p and a point within 4 steps of it holds p
	// and three more stones of c there.
	if b.LineStonesXY(x0, y0, d, c) < 4 {
		return dst
	}
	for k := -4; k <= 4; k++ {
		if k == 0 {
			continue
		}
		x, y := x0+k*d.DX(), y0+k*d.DY()
		if !b.OnBoard(x, y) || b.Stone(renju.Pt(x, y)) != renju.Empty {
			continue
		}
		if sh, _ := b.LevelXY(x, y, d, c, exact); sh&renju.ShapeFive == 0 {
			continue
		}
		q := renju.Pt(x, y)
		dup := false
		for _, r := range dst {
			if r == q {
				dup = true
			}
		}
		if !dup {
			dst = append(dst, q)
		}
	}
	return dst
}

// attackerFours lists the legal moves of the attacker that make a four or a
// five, fives first, then fours ordered by distance to the attacker's last
// move. If forced is a point, only that point is considered.
func (s *VCFSolver) attackerFours(ply int, forced renju.Point, dst []renju.Point) (out []renju.Point, five renju.Point) {
	b := s.b
	exact := b.Rule().ExactFive(s.att)
	renjuBlack := b.Rule() == renju.Renju && s.att == renju.Black
	// consider classifies a point; bonus ranks a four by what else it
	// makes (threes on other lines, a second four) for the move order.
	consider := func(x, y int) (isFive, isFour bool, bonus int) {
		if !b.MayMakeXY(x, y, s.att, 3) {
			return false, false, 0
		}
		sh := b.ShapesXY(x, y, s.att, exact)
		or := sh[0] | sh[1] | sh[2] | sh[3]
		if or&renju.ShapeFive != 0 {
			return true, false, 0
		}
		fours := sh[0].Fours() + sh[1].Fours() + sh[2].Fours() + sh[3].Fours()
		if fours == 0 {
			return false, false, 0
		}
		if renjuBlack && b.ForbiddenXY(x, y) != renju.NotForbidden {
			return false, false, 0
		}
		for d := 0; d < renju.NumDirs; d++ {
			if sh[d].Fours() == 0 && sh[d].Three() {
				bonus++
			}
		}
		if fours >= 2 || or&renju.ShapeStraightFour != 0 {
			bonus += 4
		}
		return false, true, bonus
	}
	if forced != renju.NoPoint {
		f5, f4, _ := consider(forced.X(), forced.Y())
		if f5 {
			return dst, forced
		}
		if f4 {
			dst = append(dst, forced)
		}
		return dst, renju.NoPoint
	}
	var cand [renju.MaxSize]uint64
	b.NearMasks(s.att, &cand, 2)
	last := s.lastA[ply]
	lx, ly := last.X(), last.Y()
	var dist [renju.MaxSize * renju.MaxSize]int8
	for y := 0; y < b.Size(); y++ {
		m := cand[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			f5, f4, bonus := consider(x, y)
			if f5 {
				return dst[:0], renju.Pt(x, y)
			}
			if f4 {
				d := 0
				if last != renju.NoPoint {
					d = max(absInt(x-lx), absInt(y-ly))
				}
				d = max(d*vcfDistWeight-vcfBonusWeight*bonus+64, 0)
				// insertion by distance (lists are short)
				i := len(dst)
				dst = append(dst, renju.Pt(x, y))
				for i > 0 && int(dist[i-1]) > d {
					dst[i], dist[i] = dst[i-1], dist[i-1]
					i--
				}
				dst[i], dist[i] = renju.Pt(x, y), int8(min(d, 127))
			}
		}
	}
	return dst, renju.NoPoint
}

// Move-order weights of the attacker's fours: distance to its last move,
// and the bonus of what else the four makes. Measured on the 1,930 lfz084
// puzzles (total nodes): distance 2 + bonus 3: 692k (max 254k for one
// puzzle); bonus only: 523k (max 57k).
const vcfDistWeight, vcfBonusWeight = 0, 1

// vcfFirstDepth is the depth of the first iteration. Iterative deepening
// from 1 finds the shortest lines but pays for every shallower tree: on
// every third lfz084 puzzle it took 1.66M nodes, doubling depths 713k, and
// one depth-first search to maxVCFDepth 380k (the lines still verify; they
// are just not the shortest). The schedule stays for a caller that wants
// short lines.
const vcfFirstDepth = maxVCFDepth

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// attack searches with the attacker to move and at most depth attacker
// moves left. forced is the defender's five point the attacker must block
// (NoPoint: none). It returns whether the attacker wins, and whether the
// answer "no win" holds at any depth (exhaustive).
func (s *VCFSolver) attack(ply, depth int, forced renju.Point) (win, exhaustive bool) {
	s.nodes++
	if s.nodes&1023 == 0 && ((s.stop != nil && s.stop.ShouldStop(s.nodes)) || (s.outer != nil && s.outer.ShouldStop(0))) {
		s.aborted = true
		return false, false
	}
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.aborted = true
		return false, false
	}
	e := &s.tt[s.hash&s.mask]
	if e.key == s.hash {
		if e.win {
			return true, true
		}
		if int(e.depth) >= depth {
			return false, e.depth == vcfInf
		}
	}
	moves, five := s.attackerFours(ply, forced, s.moves[ply][:0])
	if five != renju.NoPoint {
		s.store(five, true, 0)
		return true, true
	}
	if len(moves) == 0 {
		s.store(renju.NoPoint, false, vcfInf)
		return false, true
	}
	if depth <= 0 {
		return false, false
	}
	exhaustive = true
	for _, m := range moves {
		won, ex := s.tryFour(m, ply, depth)
		if !ex {
			exhaustive = false
		}
		if s.aborted {
			return false, false
		}
		if won {
			s.store(m, true, 0)
			return true, true
		}
	}
	if exhaustive {
		s.store(renju.NoPoint, false, vcfInf)
	} else {
		s.store(renju.NoPoint, false, depth)
	}
	return false, exhaustive
}

// tryFour plays the attacker's four m at ply (depth attacker moves left
// with m) and takes it back: it wins at once with two fives (the defender
// blocks one), else the defender must block the one five (block). It
// returns whether m wins and whether a loss holds at any depth.
func (s *VCFSolver) tryFour(m renju.Point, ply, depth int) (won, exhaustive bool) {
	s.put(m, s.att)
	// The attacker's five points made by m: on m's lines.
	var fbuf [8]renju.Point
	sh := shapes4Placed(s.b, m, s.att)
	fives := fbuf[:0]
	for d := renju.Dir(0); d < renju.NumDirs; d++ {
		if sh[d] {
			fives = s.fiveAlong(m, d, s.att, fives)
		}
	}
	won, exhaustive = false, true
	if len(fives) >= 2 {
		won = true
	} else if len(fives) == 1 {
		won, exhaustive = s.block(fives[0], m, ply, depth)
	}
	s.take(m, s.att)
	return won, exhaustive
}

// block is the defender's forced reply at f to the attacker's four m: a
// black defender loses if f is forbidden to it; otherwise the attacker
// goes on, bound to block a five the defender made, and with two of them
// wins only by a five of its own. It returns whether the attacker wins and
// whether a loss holds at any depth.
func (s *VCFSolver) block(f, m renju.Point, ply, depth int) (won, exhaustive bool) {
	if s.def == renju.Black && s.b.Rule() == renju.Renju && s.b.ForbiddenXY(f.X(), f.Y()) != renju.NotForbidden {
		return true, true
	}
	s.put(f, s.def)
	// Fives the defender made by blocking: on f's lines.
	var dbuf [8]renju.Point
	dfives := dbuf[:0]
	for d := renju.Dir(0); d < renju.NumDirs; d++ {
		dfives = s.fiveAlong(f, d, s.def, dfives)
	}
	exhaustive = true
	switch {
	case len(dfives) >= 2:
		// Two defender fours: the attacker cannot block both
		// (a five of its own would have been seen first).
		won, _ = s.attackFivesOnly(ply + 1)
	default:
		fp := renju.NoPoint
		if len(dfives) == 1 {
			fp = dfives[0]
		}
		s.lastA[ply+1] = m
		won, exhaustive = s.attack(ply+1, depth-1, fp)
	}
	s.take(f, s.def)
	return won, exhaustive
}

// attackFivesOnly: the defender has two fives; the attacker wins only if it
// has a five itself.
func (s *VCFSolver) attackFivesOnly(ply int) (bool, bool) {
	_, five := s.attackerFours(ply, renju.NoPoint, s.moves[ply][:0])
	if five != renju.NoPoint {
		s.store(five, true, 0)
		return true, true
	}
	return false, true
}

func (s *VCFSolver) store(m renju.Point, win bool, depth int) {
	e := &s.tt[s.hash&s.mask]
	if e.key == s.hash && !win && e.win {
		return
	}
	if depth > vcfInf {
		depth = vcfInf
	}
	*e = vcfEntry{key: s.hash, move: m, depth: int8(depth), win: win}
}

// shapes4Placed reports, for the stone of colour c just placed on p, in
// which directions it stands in a four (some empty point of that line within
// 4 steps would make five). It is a cheap filter for fiveAlong.
func shapes4Placed(b *renju.Board, p renju.Point, c renju.Color) (dirs [renju.NumDirs]bool) {
	x, y := p.X(), p.Y()
	b.Take(p, c)
	sh := b.ShapesXY(x, y, c, b.Rule().ExactFive(c))
	b.Put(p, c)
	for d := 0; d < renju.NumDirs; d++ {
		dirs[d] = sh[d].Fours() > 0 || sh[d]&renju.ShapeFive != 0
	}
	return dirs
}

// extractLine replays the proven win from the root along the table's moves,
// re-searching a node whose entry was overwritten.
func (s *VCFSolver) extractLine(forced renju.Point) []renju.Point {
	var line []renju.Point
	type undo struct {
		p renju.Point
		c renju.Color
	}
	var played []undo
	defer func() {
		for i := len(played) - 1; i >= 0; i-- {
			s.take(played[i].p, played[i].c)
		}
	}()
	for len(line) < 2*maxVCFDepth+2 {
		e := &s.tt[s.hash&s.mask]
		if e.key != s.hash || !e.win {
			// Lost from the table: search this node again.
			found := false
			for depth := 1; depth <= maxVCFDepth && !found; depth++ {
				w, ex := s.attack(len(line)/2, depth, forced)
				if w {
					found = true
				}
				if ex || s.aborted {
					break
				}
			}
			e = &s.tt[s.hash&s.mask]
			if !found || e.key != s.hash || !e.win {
				return line
			}
		}
		m := e.move
		line = append(line, m)
		if s.b.IsWinningMove(m, s.att) {
			return line
		}
		s.put(m, s.att)
		played = append(played, undo{m, s.att})
		var fbuf [8]renju.Point
		fives := fbuf[:0]
		for d := renju.Dir(0); d < renju.NumDirs; d++ {
			fives = s.fiveAlong(m, d, s.att, fives)
		}
		if len(fives) == 0 {
			return line
		}
		if len(fives) >= 2 {
			// Unstoppable: the defender blocks one, the attacker plays the
			// other.
			line = append(line, fives[0], fives[1])
			return line
		}
		f := fives[0]
		if s.def == renju.Black && s.b.Rule() == renju.Renju && s.b.ForbiddenXY(f.X(), f.Y()) != renju.NotForbidden {
			return line
		}
		line = append(line, f)
		s.put(f, s.def)
		played = append(played, undo{f, s.def})
		var dbuf [8]renju.Point
		dfives := dbuf[:0]
		for d := renju.Dir(0); d < renju.NumDirs; d++ {
			dfives = s.fiveAlong(f, d, s.def, dfives)
		}
		forced = renju.NoPoint
		if len(dfives) >= 1 {
			forced = dfives[0]
		}
	}
	return line
}
