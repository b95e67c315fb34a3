package search

import (
	"bitban/engine"
	"bitban/renju"
)

// VCT: victory by continuous threats (threat-space search). The attacker
// plays fours and threes (moves after which it can make a straight four on
// its next move); the defender answers a four at its single point, and a
// three with any move that could matter: a point where the attacker would
// make a four or a straight four (the blocks of the three), or a four of its
// own. The attacker wins when every answer still loses to a VCT, found with
// the VCF solver at each attacker node first.
//
// It is a proof search over those defences: a defence outside the set (a
// quiet move elsewhere) is never better for the defender than the ones
// considered, since the attacker then makes its straight four. Two known
// simplifications keep it small: the defender's counter-threes are not
// tried as defences (a three does not stop a straight four), and depth
// counts attacker threats, so a found win is real but "no win" may only
// mean "not within the depth".

// VCTResult is the answer of a VCT search.
type VCTResult struct {
	Win   bool
	Move  renju.Point   // first attacker move of a win
	Line  []renju.Point // the main line: attacker, defender, ... (one defence each)
	Nodes uint64
	// Aborted: limits reached before an answer.
	Aborted bool
}

type vctEntry struct {
	key   uint64
	move  renju.Point
	depth int8
	win   bool
}

// VCTSolver searches VCT wins; it keeps its tables between calls.
type VCTSolver struct {
	b         *renju.Board
	att, def  renju.Color
	hash      uint64
	tt        []vctEntry
	mask      uint64
	vcf       *VCFSolver
	nodes     uint64
	stop      *engine.Stopper
	outer     *engine.Stopper // a caller's stop signal, also polled
	maxNodes  uint64
	nextCheck uint64
	aborted   bool
	buf       [64][renju.MaxSize * renju.MaxSize]renju.Point
	dbuf      [64][renju.MaxSize * renju.MaxSize]renju.Point
}

// NewVCTSolver makes a solver with tables of 1<<ttBits entries.
func NewVCTSolver(ttBits int) *VCTSolver {
	ttBits = max(10, min(ttBits, 26))
	v := &VCTSolver{tt: make([]vctEntry, 1<<ttBits), mask: 1<<ttBits - 1, vcf: NewVCFSolver(ttBits)}
	v.vcf.firstOnly = true // the probes need only the first move
	return v
}

// Clear empties the tables.
func (s *VCTSolver) Clear() {
	clear(s.tt)
	s.vcf.Clear()
}

// maxVCTDepth bounds the attacker's threats in one VCT line.
const maxVCTDepth = 12

// VCT searches whether the attacker (to move on b) wins by continuous
// threats within maxDepth attacker threats (0: the default 8). stop (may be
// nil) and maxNodes (0: none) bound the work. The board is left as it was.
func (s *VCTSolver) VCT(b *renju.Board, attacker renju.Color, maxDepth int, stop *engine.Stopper, maxNodes uint64) VCTResult {
	s.b, s.att, s.def = b, attacker, attacker.Opponent()
	s.hash = b.Hash() ^ 0x5bd1e9955bd1e995
	if attacker == renju.White {
		s.hash ^= renju.WhiteToMoveKey()
	}
	s.nodes, s.stop, s.maxNodes, s.aborted, s.nextCheck = 0, stop, maxNodes, false, 0
	if maxDepth <= 0 {
		maxDepth = 8
	}
	maxDepth = min(maxDepth, maxVCTDepth)
	res := VCTResult{Move: renju.NoPoint}
	if attacker != renju.Black && attacker != renju.White {
		return res
	}
	for depth := 1; depth <= maxDepth; depth++ {
		if s.attack(0, depth) {
			res.Win = true
			res.Line = s.mainLine(depth)
			if len(res.Line) > 0 {
				res.Move = res.Line[0]
			}
			break
		}
		if s.aborted {
			res.Aborted = true
			break
		}
	}
	res.Nodes = s.nodes
	return res
}

func (s *VCTSolver) put(p renju.Point, c renju.Color) {
	s.b.Put(p, c)
	s.hash ^= renju.ZobristKey(c, p)
}

func (s *VCTSolver) take(p renju.Point, c renju.Color) {
	s.b.Take(p, c)
	s.hash ^= renju.ZobristKey(c, p)
}

func (s *VCTSolver) limit() bool {
	if s.aborted {
		return true
	}
	if s.nodes >= s.nextCheck {
		s.nextCheck = s.nodes + 256
		if (s.stop != nil && s.stop.ShouldStop(s.nodes)) || (s.outer != nil && s.outer.ShouldStop(0)) {
			s.aborted = true
		}
	}
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.aborted = true
	}
	return s.aborted
}

// legalFor reports whether colour c may play the empty point (x, y).
func (s *VCTSolver) legalFor(x, y int, c renju.Color) bool {
	return c != renju.Black || s.b.Rule() != renju.Renju || s.b.ForbiddenXY(x, y) == renju.NotForbidden
}

// attack: the attacker to move, depth threats left.
func (s *VCTSolver) attack(ply, depth int) bool {
	s.nodes++
	if s.limit() {
		return false
	}
	e := &s.tt[s.hash&s.mask]
	if e.key == s.hash {
		if e.win {
			return true
		}
		if int(e.depth) >= depth {
			return false
		}
	}
	if len(fivePoints(s.b, s.att, s.buf[ply][:0])) > 0 {
		s.store(renju.NoPoint, true, depth)
		return true
	}
	dfives := fivePoints(s.b, s.def, s.dbuf[ply][:0])
	if len(dfives) >= 2 {
		s.store(renju.NoPoint, false, vcfInf)
		return false
	}
	// Continuous fours first: cheap and decisive.
	r := s.vcf.VCF(s.b, s.att, s.stop, 1000)
	s.nodes += r.Nodes // node budgets count the VCF work too
	if r.Win {
		mv := renju.NoPoint
		if len(r.Line) > 0 {
			mv = r.Line[0]
		}
		s.store(mv, true, depth)
		return true
	}
	if ply >= 60 || (depth <= 0 && len(dfives) == 0) {
		return false
	}
	// Blocking the defender's four is forced and costs no depth.
	next := depth - 1
	if len(dfives) == 1 {
		next = depth
	}
	moves := s.threatMoves(ply, dfives)
	for _, m := range moves {
		s.put(m, s.att)
		win := s.defend(ply+1, next)
		s.take(m, s.att)
		if s.aborted {
			return false
		}
		if win {
			s.store(m, true, depth)
			return true
		}
	}
	s.store(renju.NoPoint, false, depth)
	return false
}

// threatMoves lists the attacker's legal moves that make a four or a three
// (fours first). With a defender five point the only move is its block.
func (s *VCTSolver) threatMoves(ply int, dfives []renju.Point) []renju.Point {
	b := s.b
	exact := b.Rule().ExactFive(s.att)
	out := s.buf[ply][:0]
	if len(dfives) == 1 {
		q := dfives[0]
		if s.legalFor(q.X(), q.Y(), s.att) {
			out = append(out, q)
		}
		return out
	}
	var cand [renju.MaxSize]uint64
	b.NearMasks(s.att, &cand, 2)
	nf := 0
	for y := 0; y < b.Size(); y++ {
		m := cand[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			if !b.MayMakeXY(x, y, s.att, 2) {
				continue // neither a four nor a three
			}
			sh := b.ShapesXY(x, y, s.att, exact)
			or := sh[0] | sh[1] | sh[2] | sh[3]
			four := sh[0].Fours()+sh[1].Fours()+sh[2].Fours()+sh[3].Fours() > 0
			if !four && !or.Three() {
				continue
			}
			if !s.legalFor(x, y, s.att) {
				continue
			}
			p := renju.Pt(x, y)
			if four {
				out = append(out, p)
				out[nf], out[len(out)-1] = out[len(out)-1], out[nf]
				nf++
			} else {
				out = append(out, p)
			}
		}
	}
	return out
}

// defend: the defender to move after the attacker's threat; reports whether
// the attacker wins against every defence considered.
func (s *VCTSolver) defend(ply, depth int) bool {
	s.nodes++
	if s.limit() {
		return false
	}
	// The defender wins first if it has a five.
	if len(fivePoints(s.b, s.def, s.dbuf[ply][:0])) > 0 {
		return false
	}
	afives := fivePoints(s.b, s.att, s.buf[ply][:0])
	if len(afives) >= 2 {
		return true
	}
	if len(afives) == 1 {
		f := afives[0]
		if !s.legalFor(f.X(), f.Y(), s.def) {
			return true
		}
		s.put(f, s.def)
		win := s.attack(ply+1, depth)
		s.take(f, s.def)
		return win
	}
	// A three: the attacker threatens a straight four somewhere.
	defs := s.defences(ply)
	if len(defs) == 0 {
		return false // no live threat: the attack stalled
	}
	for _, d := range defs {
		s.put(d, s.def)
		win := s.attack(ply+1, depth)
		s.take(d, s.def)
		if !win || s.aborted {
			return false
		}
	}
	return true
}

// defences lists the defender's answers to the attacker's threes: the
// points where the attacker would make a four or a playable straight four,
// and the defender's own fours. It returns none when the attacker has no
// playable straight-four point (no threat to answer).
func (s *VCTSolver) defences(ply int) []renju.Point {
	b := s.b
	exA, exD := b.Rule().ExactFive(s.att), b.Rule().ExactFive(s.def)
	out := s.dbuf[ply][:0]
	threat := false
	var ca, cd [renju.MaxSize]uint64
	b.NearMasks(s.att, &ca, 2)
	b.NearMasks(s.def, &cd, 2)
	for y := 0; y < b.Size(); y++ {
		m := ca[y] | cd[y]
		for m != 0 {
			x := bitsTZ(m) / 2
			m &= m - 1
			add := false
			if b.MayMakeXY(x, y, s.att, 3) {
				sa := b.ShapesXY(x, y, s.att, exA)
				oa := sa[0] | sa[1] | sa[2] | sa[3]
				if oa&renju.ShapeStraightFour != 0 || sa[0].Fours()+sa[1].Fours()+sa[2].Fours()+sa[3].Fours() > 0 {
					add = true
					if oa&renju.ShapeStraightFour != 0 && s.legalFor(x, y, s.att) {
						threat = true
					}
				}
			}
			if !add && b.MayMakeXY(x, y, s.def, 3) {
				sd := b.ShapesXY(x, y, s.def, exD)
				add = sd[0].Fours()+sd[1].Fours()+sd[2].Fours()+sd[3].Fours() > 0
			}
			if add && s.legalFor(x, y, s.def) {
				out = append(out, renju.Pt(x, y))
			}
		}
	}
	if !threat {
		return out[:0]
	}
	return out
}

func (s *VCTSolver) store(m renju.Point, win bool, depth int) {
	e := &s.tt[s.hash&s.mask]
	if e.key == s.hash && e.win && !win {
		return
	}
	*e = vctEntry{key: s.hash, move: m, depth: int8(min(depth, 127)), win: win}
}

// mainLine follows the table from the root: the attacker's winning move,
// the first defence considered, and so on, until the VCF takes over (then
// the VCF line ends it).
func (s *VCTSolver) mainLine(depth int) []renju.Point {
	var line []renju.Point
	type undo struct {
		p renju.Point
		c renju.Color
	}
	var played []undo
	for len(line) < 4*maxVCTDepth {
		e := &s.tt[s.hash&s.mask]
		if e.key != s.hash || !e.win {
			break
		}
		m := e.move
		if m == renju.NoPoint {
			break
		}
		// A VCF entry: append the VCF line and stop.
		s.vcf.firstOnly = false
		r := s.vcf.VCF(s.b, s.att, nil, 2000)
		s.vcf.firstOnly = true
		if r.Win && len(r.Line) > 0 && r.Line[0] == m {
			line = append(line, r.Line...)
			break
		}
		line = append(line, m)
		s.put(m, s.att)
		played = append(played, undo{m, s.att})
		// One defence: the forced block, or the first answer to the three.
		var d renju.Point = renju.NoPoint
		if af := fivePoints(s.b, s.att, nil); len(af) >= 1 {
			d = af[0]
		} else if defs := s.defences(0); len(defs) > 0 {
			d = defs[0]
		}
		if d == renju.NoPoint || s.b.At(d) != renju.Empty {
			break
		}
		line = append(line, d)
		s.put(d, s.def)
		played = append(played, undo{d, s.def})
	}
	for i := len(played) - 1; i >= 0; i-- {
		s.take(played[i].p, played[i].c)
	}
	return line
}
