package search

import (
	"bitban/engine"
	"bitban/renju"
)

// A proof-number VCT: the same threat space as VCT (the attacker's fours
// and threes, the defender's blocks and counter-fours, a VCF probe at each
// attacker node, Black's forbidden points), searched by depth-first
// proof-number search (df-pn) instead of iterative deepening over the
// number of threats. Proof numbers lead the search to the lines that need
// the fewest defences refuted, so long wins made of fours and a few threes
// are found without searching every shorter line first; no depth bound
// applies (only a ply cap that the board's size makes unreachable in
// practice).
//
// The table keeps, per position, the proof and disproof numbers (0 proof:
// the attacker wins; 0 disproof: it does not, within this threat space) and
// the attacker's best move; it lives beside the depth-limited table and is
// kept between calls, like it.

// pnInf is the infinite proof or disproof number.
const pnInf = 1 << 30

// pnMaxPly caps a line's length (plies); a node there counts as disproved.
const pnMaxPly = 60

// pnEntry is one position of the proof-number table.
type pnEntry struct {
	key      uint64
	pn, dn   uint32
	move     renju.Point // an attacker node's child with the least proof number
	expanded bool        // its VCF probe was made (so it found no VCF)
}

// pnChildren holds one node's moves and their numbers while it is searched.
type pnChildren struct {
	n      int
	moves  [renju.MaxSize * renju.MaxSize]renju.Point
	pn, dn [renju.MaxSize * renju.MaxSize]uint32
}

// ProofVCT searches whether the attacker (to move on b) wins by continuous
// threats, by proof numbers. stop (may be nil) and maxNodes (0: none) bound
// the work; the board is left as it was. Nodes count the VCF probes' too.
func (s *VCTSolver) ProofVCT(b *renju.Board, attacker renju.Color, stop *engine.Stopper, maxNodes uint64) VCTResult {
	res := VCTResult{Move: renju.NoPoint}
	if attacker != renju.Black && attacker != renju.White {
		return res
	}
	s.b, s.att, s.def = b, attacker, attacker.Opponent()
	s.hash = b.Hash() ^ 0x5bd1e9955bd1e995
	if attacker == renju.White {
		s.hash ^= renju.WhiteToMoveKey()
	}
	s.nodes, s.stop, s.maxNodes, s.aborted, s.nextCheck = 0, stop, maxNodes, false, 0
	if s.pnTT == nil {
		s.pnTT = make([]pnEntry, len(s.tt))
		s.kids = new([pnMaxPly + 1]pnChildren)
	}
	pn, _ := s.mid(0, true, pnInf-1, pnInf-1)
	res.Nodes = s.nodes
	switch {
	case pn == 0:
		res.Win = true
		res.Line = s.proofLine()
		if len(res.Line) > 0 {
			res.Move = res.Line[0]
		}
	case s.aborted:
		res.Aborted = true
	}
	return res
}

// pnLookup returns the table's numbers for the position of hash h, or
// (1, 1) for a position not searched yet.
func (s *VCTSolver) pnLookup(h uint64) (pn, dn uint32) {
	e := &s.pnTT[h&s.mask]
	if e.key == h {
		return e.pn, e.dn
	}
	return 1, 1
}

// pnStore records the current position's numbers (and best move).
func (s *VCTSolver) pnStore(pn, dn uint32, move renju.Point, expanded bool) {
	e := &s.pnTT[s.hash&s.mask]
	*e = pnEntry{key: s.hash, pn: pn, dn: dn, move: move, expanded: expanded}
}

// mid searches the current position (the attacker to move when or) until
// its proof number reaches thpn or its disproof number thdn, and returns
// both.
func (s *VCTSolver) mid(ply int, or bool, thpn, thdn uint32) (uint32, uint32) {
	s.nodes++
	if s.limit() {
		return s.pnLookup(s.hash)
	}
	var pn, dn uint32
	var done bool
	if or {
		pn, dn, done = s.expandOr(ply)
	} else {
		pn, dn, done = s.expandAnd(ply)
	}
	if done {
		return pn, dn
	}
	k := &s.kids[ply]
	mover, nextOr := s.def, true
	if or {
		mover, nextOr = s.att, false
	}
	for {
		best, pn, dn, second := k.summary(or)
		if pn >= thpn || dn >= thdn || pn == 0 || dn == 0 {
			s.pnStore(pn, dn, k.moves[best], true)
			return pn, dn
		}
		// The child's thresholds: it is searched until it stops being the
		// most promising (its number passes the second best's) or the
		// parent's own threshold is reached.
		var cpn, cdn uint32
		if or {
			cpn = min(thpn, second+1)
			cdn = sat(thdn - dn + k.dn[best])
		} else {
			cpn = sat(thpn - pn + k.pn[best])
			cdn = min(thdn, second+1)
		}
		m := k.moves[best]
		s.put(m, mover)
		k.pn[best], k.dn[best] = s.mid(ply+1, nextOr, cpn, cdn)
		s.take(m, mover)
		if s.aborted {
			return pn, dn
		}
	}
}

// sat caps a number at pnInf.
func sat(v uint32) uint32 { return min(v, pnInf) }

// summary gives a node's numbers from its children's: at an attacker (or)
// node the least proof number and the sum of the disproof numbers, at a
// defender node the sum of the proof numbers and the least disproof number;
// with the most promising child and the second least number.
func (k *pnChildren) summary(or bool) (best int, pn, dn, second uint32) {
	least, sum := k.pn[:k.n], k.dn[:k.n]
	if !or {
		least, sum = sum, least
	}
	lo, second := uint32(pnInf), uint32(pnInf)
	var total uint32
	for i, v := range least {
		if v < lo {
			lo, second, best = v, lo, i
		} else if v < second {
			second = v
		}
		total = sat(total + sum[i])
	}
	if or {
		return best, lo, total, second
	}
	return best, total, lo, second
}

// expandOr settles an attacker node that needs no search (a five, a
// double five of the defender, a VCF, no threat left, the ply cap) or
// lists its moves with their table numbers; done reports the first case.
func (s *VCTSolver) expandOr(ply int) (pn, dn uint32, done bool) {
	e := &s.pnTT[s.hash&s.mask]
	if e.key == s.hash && (e.pn == 0 || e.dn == 0) {
		return e.pn, e.dn, true
	}
	expanded := e.key == s.hash && e.expanded
	if !expanded {
		if f := fivePoints(s.b, s.att, s.buf[ply][:0]); len(f) > 0 {
			s.pnStore(0, pnInf, f[0], true)
			return 0, pnInf, true
		}
	}
	dfives := fivePoints(s.b, s.def, s.dbuf[ply][:0])
	if len(dfives) >= 2 || ply >= pnMaxPly {
		s.pnStore(pnInf, 0, renju.NoPoint, true)
		return pnInf, 0, true
	}
	if !expanded {
		r := s.vcf.VCF(s.b, s.att, s.stop, 1000)
		s.nodes += r.Nodes
		if r.Win {
			mv := renju.NoPoint
			if len(r.Line) > 0 {
				mv = r.Line[0]
			}
			s.pnStore(0, pnInf, mv, true)
			return 0, pnInf, true
		}
	}
	moves := s.threatMoves(ply, dfives)
	if len(moves) == 0 {
		s.pnStore(pnInf, 0, renju.NoPoint, true)
		return pnInf, 0, true
	}
	s.fillChildren(ply, moves, s.att)
	return 0, 0, false
}

// expandAnd settles a defender node that needs no search (its five, the
// attacker's double five or unstoppable five, no threat to answer) or
// lists its answers with their table numbers.
func (s *VCTSolver) expandAnd(ply int) (pn, dn uint32, done bool) {
	e := &s.pnTT[s.hash&s.mask]
	if e.key == s.hash && (e.pn == 0 || e.dn == 0) {
		return e.pn, e.dn, true
	}
	if len(fivePoints(s.b, s.def, s.dbuf[ply][:0])) > 0 {
		s.pnStore(pnInf, 0, renju.NoPoint, true)
		return pnInf, 0, true
	}
	afives := fivePoints(s.b, s.att, s.buf[ply][:0])
	var moves []renju.Point
	switch {
	case len(afives) >= 2:
		s.pnStore(0, pnInf, renju.NoPoint, true)
		return 0, pnInf, true
	case len(afives) == 1:
		f := afives[0]
		if !s.legalFor(f.X(), f.Y(), s.def) {
			s.pnStore(0, pnInf, renju.NoPoint, true)
			return 0, pnInf, true
		}
		moves = afives[:1]
	default:
		moves = s.defences(ply)
		if len(moves) == 0 {
			s.pnStore(pnInf, 0, renju.NoPoint, true)
			return pnInf, 0, true
		}
	}
	s.fillChildren(ply, moves, s.def)
	return 0, 0, false
}

// fillChildren copies a node's moves (played by c) into its child list
// with the numbers the table has for them.
func (s *VCTSolver) fillChildren(ply int, moves []renju.Point, c renju.Color) {
	k := &s.kids[ply]
	k.n = copy(k.moves[:], moves)
	for i, m := range k.moves[:k.n] {
		k.pn[i], k.dn[i] = s.pnLookup(s.hash ^ renju.ZobristKey(c, m))
	}
}

// proofLine follows a proof from the root: the attacker's proven move, the
// forced block or the first answer listed, and so on while the table knows
// the attacker's move; a VCF that ends the proof is appended whole.
func (s *VCTSolver) proofLine() []renju.Point {
	var line []renju.Point
	type undo struct {
		p renju.Point
		c renju.Color
	}
	var played []undo
	for len(line) < 2*pnMaxPly {
		e := &s.pnTT[s.hash&s.mask]
		if e.key != s.hash || e.pn != 0 || e.move == renju.NoPoint || s.b.At(e.move) != renju.Empty {
			break
		}
		m := e.move
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
		d := renju.NoPoint
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
