package search

import (
	"bitban/engine"
	"bitban/shogi"
)

// Checkmate (tsume) search by df-pn, Nagai's depth-first proof-number
// search. The attacker (the side to move at the root) must check with every
// move; the defender answers with any legal evasion; the attacker mates when
// the defender has no legal move. The attacker needs no king (tsume problems
// leave it out). A position repeated on the current line counts as a failed
// attack (perpetual check is not a mate).
//
// The proof gives a mate, not necessarily the shortest one. Solve then asks
// df-pn for a mate two plies shorter than the best found, until none is
// proven: the last one is a shortest mate against the longest defence, counted as tsume composers
// count (useless interpositions, muda-ai, cost nothing; see mate_muda.go
// for the rule and why). Each stored proven node keeps the length of the
// mate found below it, which is how the line is read back from the table:
// at the attacker's nodes the shortest proven check, at the defender's the
// longest evasion.

// MateStatus is the outcome of a mate search.
type MateStatus int

const (
	MateFound   MateStatus = iota // a forced mate, with its line
	MateNone                      // proven: no forced mate by checks
	MateUnknown                   // stopped (time or node limit) before an answer
)

func (s MateStatus) String() string {
	switch s {
	case MateFound:
		return "mate"
	case MateNone:
		return "nomate"
	}
	return "timeout"
}

const (
	pnInf       = uint32(1 << 30)
	maxMatePly  = 200
	mateBucketN = 4
)

// mateEntry is one table entry. Entries are found by the board part of a
// node's identity (board, side to move, and under a length limit the plies
// left and the drop square), so that the positions differing only in the
// hands share a bucket: that is what lets lookup use hand superiority.
type mateEntry struct {
	board  uint64
	ah, dh shogi.Hand // the attacker's and the defender's hands
	pn, dn uint32
	dist   int16 // proven nodes: plies to mate along the proof (-1 after a useless drop, see mid)
	used   bool
}

// nodeID identifies a node in the table.
type nodeID struct {
	board  uint64
	ah, dh shogi.Hand
}

// MateSolver is a df-pn solver with its table; reuse it across problems.
type MateSolver struct {
	table []mateEntry
	mask  uint64

	nodes    uint64
	stop     *engine.Stopper
	stopped  bool
	limited  bool // a length limit is in force (keys include the plies left)
	inexact  bool // Solve returned the proof's line, not a shortest one
	attacker shogi.Color
	path     [maxMatePly + 1]uint64

	moves [maxMatePly + 1][shogi.MaxMoves]shogi.Move
	cpn   [maxMatePly + 1][shogi.MaxMoves]uint32
	cdn   [maxMatePly + 1][shogi.MaxMoves]uint32
	cdist [maxMatePly + 1][shogi.MaxMoves]int16
	cfree [maxMatePly + 1][shogi.MaxMoves]bool // a free capture after a useless drop
}

// remKey[n+1] is mixed into the key of a node with n plies left under a
// length limit (n is -1 at the attacker's node after a useless drop with
// no plies left, which may still take the drop for free), so that the same
// position at different remaining lengths gets different entries.
var remKey [maxMatePly + 3]uint64

func init() {
	x := uint64(0x9E3779B97F4A7C15)
	for i := range remKey {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		remKey[i] = x &^ 1
	}
}

// NewMateSolver returns a solver with a table of about mb megabytes.
func NewMateSolver(mb int) *MateSolver {
	n := uint64(1)
	for n*2*32 <= uint64(max(1, min(mb, 1<<14)))<<20 {
		n *= 2
	}
	return &MateSolver{table: make([]mateEntry, n), mask: n - 1 - (mateBucketN - 1)}
}

// Nodes returns the nodes visited by the last Solve.
func (ms *MateSolver) Nodes() uint64 { return ms.nodes }

// probe returns what the table knows of node id: its own entry, or, by hand
// superiority (mochigoma no yuetsu), a solved entry of the same board with
// other hands that settles it. A proof with the attacker holding less and
// the defender more is a proof here too: every move of that proof is still
// legal and every defence here was a defence there (the defender's drops
// are a subset; nothing else depends on the hands). A disproof with the
// attacker holding more and the defender less is a disproof here.
func (ms *MateSolver) probe(id nodeID) *mateEntry {
	b := id.board & ms.mask
	var own *mateEntry
	for i := uint64(0); i < mateBucketN; i++ {
		c := &ms.table[b+i]
		if !c.used || c.board != id.board {
			continue
		}
		if c.ah == id.ah && c.dh == id.dh {
			if c.pn == 0 || c.dn == 0 {
				return c
			}
			own = c
			continue
		}
		if c.pn == 0 && id.ah.Covers(c.ah) && c.dh.Covers(id.dh) ||
			c.dn == 0 && c.ah.Covers(id.ah) && id.dh.Covers(c.dh) {
			return c
		}
	}
	return own
}

func (ms *MateSolver) store(id nodeID, pn, dn uint32, dist int) {
	dist = max(-1, min(dist, 32767))
	b := id.board & ms.mask
	victim := &ms.table[b]
	for i := uint64(0); i < mateBucketN; i++ {
		e := &ms.table[b+i]
		if !e.used || e.board == id.board && e.ah == id.ah && e.dh == id.dh {
			victim = e
			break
		}
		// Keep solved entries and big unsolved subtrees; replace the
		// least informative one.
		if e.pn != 0 && e.dn != 0 && (victim.pn == 0 || victim.dn == 0 || e.pn+e.dn < victim.pn+victim.dn) {
			victim = e
		}
	}
	*victim = mateEntry{board: id.board, ah: id.ah, dh: id.dh, pn: pn, dn: dn, dist: int16(dist), used: true}
}

// lookup returns what the table knows of p with rem plies left, reached by
// a useless drop on muda (NoSquare: not). Under a length limit it also
// accepts the entries of the unlimited run, which counts every evasion: a
// position without any mate has none within rem plies, and a mate found in
// dist <= rem plies is a mate within rem plies (the convention only gives
// the attacker more).
func (ms *MateSolver) lookup(p *shogi.Position, rem int, muda shogi.Square) (pn, dn uint32, dist int16, ok bool) {
	id := ms.nodeKey(p, rem, muda)
	if e := ms.probe(id); e != nil {
		return e.pn, e.dn, e.dist, true
	}
	if ms.limited {
		id.board = p.BoardKey()
		if e := ms.probe(id); e != nil {
			if e.dn == 0 {
				return pnInf, 0, 0, true
			}
			if e.pn == 0 && int(e.dist) <= rem {
				return 0, pnInf, e.dist, true
			}
		}
	}
	return 0, 0, 0, false
}

func (ms *MateSolver) nodeKey(p *shogi.Position, rem int, muda shogi.Square) nodeID {
	id := nodeID{board: p.BoardKey(), ah: p.Hand(ms.attacker), dh: p.Hand(ms.attacker.Opp())}
	if ms.limited {
		id.board ^= remKey[max(0, min(rem+1, maxMatePly+2))] ^ mudaKey[muda]
	}
	return id
}

func satAdd(a, b uint32) uint32 {
	if a >= pnInf-b {
		return pnInf
	}
	return a + b
}

// Solve searches p for a forced mate by checks of the side to move. On
// MateFound, the line is a shortest mate against the longest defence,
// counted as composers count: it leaves out useless interpositions and
// ends where the defender is mate in the tsume sense (MatedByConvention:
// no legal move, or only drops on the check line that the attacker takes
// for free into such a mate again), so its length is the published one.
// In the rare case where only such a drop holds out longest (the capture
// then lengthens the mate, so the drop is not useless after all), the line
// plays the drop and its capture and is two plies longer. If the stopper
// fires while shortening, or the exact line cannot be read, the line is
// the mate found so far, every evasion counted, ending in a real mate, and
// Shortest reports false.
func (ms *MateSolver) Solve(p *shogi.Position, stop *engine.Stopper) ([]shogi.Move, MateStatus) {
	ms.reset(p, stop)
	pn, dn, dist := ms.run(p, maxMatePly, true)
	if dn == 0 && !ms.stopped {
		return nil, MateNone
	}
	if pn != 0 {
		ms.inexact = true
		return nil, MateUnknown
	}
	// A mating sequence from the proof: valid, but its length is only an
	// upper bound of the shortest mate, as the stored distances are.
	fallback := ms.line(p, maxMatePly)
	// The shortest mate, from above: ask for a mate two plies shorter than
	// the best one proven, taking the length of each new proof, until a
	// limit fails. A failure is the expensive part (the whole tree within
	// the limit), and this way there is only one, at the shortest length
	// minus two; counting up from 1 failed at every length below that as
	// well. The failed limit leaves its disproofs in the table (keyed by
	// the plies left), which exactLine below reuses.
	ms.limited = true
	best := min(dist, maxMatePly)
	for best > 1 {
		pn, _, d := ms.run(p, best-2, true)
		if ms.stopped {
			ms.inexact = true
			return orNil(fallback)
		}
		if pn != 0 {
			break
		}
		best = max(1, min(best-2, d))
	}
	line := ms.exactLine(p, best)
	if ms.stopped || line == nil {
		ms.inexact = true
		return orNil(fallback)
	}
	return line, MateFound
}

// reset readies the solver for a new problem p under stop: an empty
// table, no length limit, p's side to move the attacker.
func (ms *MateSolver) reset(p *shogi.Position, stop *engine.Stopper) {
	ms.stop = stop
	ms.stopped = false
	ms.inexact = false
	ms.nodes = 0
	ms.limited = false
	ms.attacker = p.SideToMove()
	clear(ms.table)
}

// Shortest reports whether the last MateFound of Solve is proven shortest:
// false when the time or node limit stopped the shortening (or the exact
// line could not be read back), so the line is a mate but maybe not the
// shortest one.
func (ms *MateSolver) Shortest() bool { return !ms.inexact }

func orNil(line []shogi.Move) ([]shogi.Move, MateStatus) {
	if line == nil {
		return nil, MateUnknown
	}
	return line, MateFound
}

// run solves p with rem plies allowed; or: the attacker is to move.
func (ms *MateSolver) run(p *shogi.Position, rem int, or bool) (pn, dn uint32, dist int) {
	return ms.runFrom(p, rem, shogi.NoSquare, or)
}

// runFrom is run for a node reached by a useless drop on muda (NoSquare:
// not).
func (ms *MateSolver) runFrom(p *shogi.Position, rem int, muda shogi.Square, or bool) (pn, dn uint32, dist int) {
	ms.path[0] = p.Key()
	return ms.mid(p, 0, rem, muda, or, pnInf-1, pnInf-1)
}

// mateWithin reports whether p (attacker to move if or; reached by a
// useless drop on muda, or NoSquare) is a mate within rem plies, by a
// limited run from p.
func (ms *MateSolver) mateWithin(p *shogi.Position, rem int, muda shogi.Square, or bool) bool {
	if rem < 0 && (muda == shogi.NoSquare || rem < -1) {
		return false
	}
	if pn, dn, _, ok := ms.lookup(p, rem, muda); ok && (pn == 0 || dn == 0) {
		return pn == 0
	}
	pn, _, _ := ms.runFrom(p, rem, muda, or)
	return pn == 0 && !ms.stopped
}

// childRem returns the plies left and the drop square for the child
// reached by m from a node with rem plies left. At the attacker's node, a
// free capture (free: see freeCapture) of the piece just dropped on the
// check line costs nothing: rem+1, the plies the defender had before the
// drop. At the defender's node, a drop on the check line (line) marks the
// child, whose table key then includes the square. Under no length limit
// nothing is free and nothing marked.
func childRem(m shogi.Move, rem int, or, free bool, line shogi.Bitboard) (int, shogi.Square) {
	if or {
		if free {
			return rem + 1, shogi.NoSquare
		}
		return rem - 1, shogi.NoSquare
	}
	if m.IsDrop() && line.Has(m.To()) {
		return rem - 1, m.To()
	}
	return rem - 1, shogi.NoSquare
}

// exactLine builds a mating line of exactly length plies when p is a mate
// in length (within length proven, within length-2 not): the attacker
// plays a check that mates within the plies left (exactCheck); the
// defender an evasion that is not mated two plies sooner, which exists by
// exactness (exactEvasion). The defender's drops on the check line are
// avoided while another evasion does that (the line then reads like a
// published solution, ending where only useless drops are left). If only
// such a drop holds out, it is not useless after all (it lengthens the
// mate): the line plays it and its capture, and goes on with the exact
// length of the position reached (exactLength), so it comes out longer
// than length, as composers would count it.
func (ms *MateSolver) exactLine(p *shogi.Position, length int) []shogi.Move {
	var out []shogi.Move
	defer func() {
		for i := len(out) - 1; i >= 0; i-- {
			p.UndoMove(out[i])
		}
	}()
	rem, muda := length, shogi.NoSquare
	for or := true; ; or = !or {
		pick, pickRem, pickMuda, pickFree := shogi.MoveNone, 0, shogi.NoSquare, false
		if or {
			pick, pickRem, pickFree = ms.exactCheck(p, rem, muda)
		} else {
			var mated bool
			pick, pickRem, pickMuda, mated = ms.exactEvasion(p, rem)
			if mated {
				break
			}
		}
		if pick == shogi.MoveNone {
			return nil
		}
		p.DoMove(pick)
		out = append(out, pick)
		rem, muda = pickRem, pickMuda
		if pickFree {
			// The line took a drop that held out longest, and its capture:
			// the drop lengthened the mate, so it counts. From the real
			// position now (the attacker holds the captured piece, which
			// the search below a free capture does not give it), the line
			// follows that position's own exact length, at most rem.
			if rem = ms.exactLength(p, rem); rem < 0 {
				return nil
			}
		}
	}
	return append([]shogi.Move(nil), out...)
}

// exactCheck picks the attacker's move of exactLine at p with rem plies
// left, after a useless drop on muda (NoSquare: none): the check the table
// already proves with the shortest mate, else the first check a new limited
// run proves. It returns the check, the plies left after it and whether it
// is the free capture of the drop; MoveNone when no check mates within rem
// or the stopper fired.
func (ms *MateSolver) exactCheck(p *shogi.Position, rem int, muda shogi.Square) (pick shogi.Move, pickRem int, pickFree bool) {
	var buf [shogi.MaxMoves]shogi.Move
	checks := p.GenerateChecks(buf[:0])
	bestD := 1 << 30
	for _, m := range checks {
		free := muda != shogi.NoSquare && freeCapture(p, m, muda)
		crem, _ := childRem(m, rem, true, free, shogi.Bitboard{})
		if crem < 0 {
			continue
		}
		p.DoMove(m)
		if pn, _, d, ok := ms.lookup(p, crem, shogi.NoSquare); ok && pn == 0 && int(d) < bestD {
			pick, pickRem, pickFree, bestD = m, crem, free, int(d)
		}
		p.UndoMove(m)
	}
	for i := 0; pick == shogi.MoveNone && i < len(checks); i++ {
		free := muda != shogi.NoSquare && freeCapture(p, checks[i], muda)
		crem, _ := childRem(checks[i], rem, true, free, shogi.Bitboard{})
		if crem < 0 {
			continue
		}
		p.DoMove(checks[i])
		if ms.mateWithin(p, crem, shogi.NoSquare, false) {
			pick, pickRem, pickFree = checks[i], crem, free
		}
		p.UndoMove(checks[i])
		if ms.stopped {
			return shogi.MoveNone, 0, false
		}
	}
	return pick, pickRem, pickFree
}

// exactEvasion picks the defender's move of exactLine at p with rem plies
// left: an evasion that is not mated two plies sooner, the drops on the
// check line last (those may be useless). It returns the evasion with the
// plies left after it and its drop square (see childRem); mated when the
// line ends here, the defender being mate (no evasion, or by convention
// only drops on the check line) with no ply left; MoveNone and not mated
// when the length was not exact or the stopper fired.
func (ms *MateSolver) exactEvasion(p *shogi.Position, rem int) (pick shogi.Move, pickRem int, pickMuda shogi.Square, mated bool) {
	var buf [shogi.MaxMoves]shogi.Move
	moves := p.Generate(buf[:0])
	if len(moves) == 0 {
		return shogi.MoveNone, 0, shogi.NoSquare, rem == 0 // mated early: the length was not exact
	}
	line := checkLine(p)
	if rem == 0 {
		return shogi.MoveNone, 0, shogi.NoSquare, allDrops(moves, line) // mate by convention
	}
	// Two passes: first the evasions that are not drops on the check line,
	// then those drops.
	for pass := 0; pass < 2; pass++ {
		for _, m := range moves {
			crem, cmuda := childRem(m, rem, false, false, line)
			if (cmuda != shogi.NoSquare) != (pass == 1) {
				continue
			}
			p.DoMove(m)
			longest := !ms.mateWithin(p, crem-2, cmuda, true)
			p.UndoMove(m)
			if ms.stopped {
				return shogi.MoveNone, 0, shogi.NoSquare, false
			}
			if longest {
				return m, crem, cmuda, false
			}
		}
	}
	return shogi.MoveNone, 0, shogi.NoSquare, false
}

// exactLength returns the exact mate length of p, the attacker to move,
// known to mate within rem plies: the least even n that a limited run
// proves, or rem. It returns -1 when the stopper fired.
func (ms *MateSolver) exactLength(p *shogi.Position, rem int) int {
	n := 0
	for n < rem && !ms.mateWithin(p, n, shogi.NoSquare, false) {
		if ms.stopped {
			return -1
		}
		n += 2
	}
	return n
}

func (ms *MateSolver) onPath(key uint64, ply int) bool {
	for i := ply - 2; i >= 0; i -= 2 {
		if ms.path[i] == key {
			return true
		}
	}
	return false
}

// mid expands the node until its proof number reaches thpn or its disproof
// number thdn. or: the attacker is to move. rem: plies left (a limit only
// when ms.limited). muda: the square of the drop on the check line that
// led here (NoSquare: none), whose free capture costs nothing and gives the
// piece back to the defender (see childRem and mate_muda.go).
//
// The steps: generate the moves, which may settle the node at once
// (nodeMoves); give each child its first numbers (initChildren); then,
// until a threshold is reached, take the most proving child (selectChild)
// and search it within its thresholds (childThresholds); store the result
// with the plies to mate of a proof (provenDist).
func (ms *MateSolver) mid(p *shogi.Position, ply, rem int, muda shogi.Square, or bool, thpn, thdn uint32) (uint32, uint32, int) {
	ms.nodes++
	if ms.nodes&1023 == 0 && ms.stop != nil && ms.stop.ShouldStop(ms.nodes) {
		ms.stopped = true
	}
	if ms.stopped {
		return 1, 1, 0
	}
	key := ms.nodeKey(p, rem, muda)
	if ply >= maxMatePly {
		return pnInf, 0, 0 // too deep: not proven here (not stored: path-dependent)
	}
	moves, line, pn, dn := ms.nodeMoves(p, ply, rem, muda, or)
	if pn == 0 || dn == 0 {
		ms.store(key, pn, dn, 0)
		return pn, dn, 0
	}
	ms.initChildren(p, ply, rem, muda, or, moves, line)
	cpn, cdn, cdist := ms.cpn[ply][:len(moves)], ms.cdn[ply][:len(moves)], ms.cdist[ply][:len(moves)]
	cfree := ms.cfree[ply][:len(moves)]
	for {
		var best int
		var second, tpn, tdn uint32
		if or {
			pn, dn, best, second = selectChild(cpn, cdn)
		} else {
			dn, pn, best, second = selectChild(cdn, cpn)
		}
		if pn == 0 || dn == 0 || pn >= thpn || dn >= thdn || ms.stopped {
			break
		}
		if or {
			tpn, tdn = childThresholds(thpn, thdn, dn, cdn[best], second)
		} else {
			tdn, tpn = childThresholds(thdn, thpn, pn, cpn[best], second)
		}
		m := moves[best]
		crem, cmuda := childRem(m, rem, or, cfree[best], line)
		p.DoMove(m)
		if cfree[best] {
			p.GiveBackCapture()
		}
		ms.path[ply+1] = p.Key()
		cpn[best], cdn[best], cdist[best] = ms.midDist(p, ply+1, crem, cmuda, !or, tpn, tdn)
		if cfree[best] {
			p.TakeBackCapture()
		}
		p.UndoMove(m)
	}
	if ms.stopped {
		return pn, dn, 0
	}
	dist := 0
	if pn == 0 {
		dist = provenDist(or, cpn, cdist, cfree)
	}
	ms.store(key, pn, dn, dist)
	return pn, dn, dist
}

// nodeMoves generates the moves of mid's node into the ply's buffer: the
// attacker's checks, or the defender's evasions with, under a length
// limit, the check line. When the moves settle the node at once it
// returns its numbers with pn or dn 0 (no moves then): the attacker
// without a check, or without a ply left for one, is disproved; the
// defender without an evasion is mate, and without a ply left is escaped
// unless every evasion is a drop on the check line. Otherwise pn and dn
// are 1.
func (ms *MateSolver) nodeMoves(p *shogi.Position, ply, rem int, muda shogi.Square, or bool) (moves []shogi.Move, line shogi.Bitboard, pn, dn uint32) {
	if or {
		if ms.limited && rem < 1 && muda == shogi.NoSquare {
			return nil, line, pnInf, 0
		}
		moves = p.GenerateChecks(ms.moves[ply][:0])
		if len(moves) == 0 {
			return nil, line, pnInf, 0
		}
		return moves, line, 1, 1
	}
	moves = p.Generate(ms.moves[ply][:0])
	if len(moves) == 0 {
		return nil, line, 0, pnInf
	}
	if ms.limited {
		line = checkLine(p)
		// No plies left: mate only if every evasion is a drop on the
		// check line (each one must then be freely captured).
		if rem < 1 && !allDrops(moves, line) {
			return nil, line, pnInf, 0
		}
	}
	return moves, line, 1, 1
}

// initChildren fills the ply's child arrays for mid's moves: whether each
// move is the free capture of a useless drop on muda, and the child's
// first proof and disproof numbers and distance (childNumbers), or a
// disproof for a check with no ply left for it, without playing it.
func (ms *MateSolver) initChildren(p *shogi.Position, ply, rem int, muda shogi.Square, or bool, moves []shogi.Move, line shogi.Bitboard) {
	cpn, cdn, cdist := ms.cpn[ply][:len(moves)], ms.cdn[ply][:len(moves)], ms.cdist[ply][:len(moves)]
	cfree := ms.cfree[ply][:len(moves)]
	for i, m := range moves {
		cfree[i] = or && muda != shogi.NoSquare && freeCapture(p, m, muda)
		crem, cmuda := childRem(m, rem, or, cfree[i], line)
		if ms.limited && crem < 0 && cmuda == shogi.NoSquare {
			cpn[i], cdn[i], cdist[i] = pnInf, 0, 0 // a check without a ply left for it
			continue
		}
		p.DoMove(m)
		if cfree[i] {
			p.GiveBackCapture()
		}
		cpn[i], cdn[i], cdist[i] = ms.childNumbers(p, ply+1, crem, cmuda, or)
		if cfree[i] {
			p.TakeBackCapture()
		}
		p.UndoMove(m)
	}
}

// childNumbers returns the first numbers of the child p at ply, reached by
// a move of the attacker if or, with crem plies left and drop square cmuda:
// a disproof if it repeats the line; the table's numbers if it knows them;
// else, after a check, the defender's reply count as the proof number (1 as
// the disproof number), or a proof when there is no reply, or a disproof
// when under a limit no ply is left and a reply is not a drop on the check
// line; after an evasion 1 and 1, or a disproof when no ply is left to
// check. The replies are generated into the child's move buffer, which the
// child's own search overwrites anyway.
func (ms *MateSolver) childNumbers(p *shogi.Position, ply, crem int, cmuda shogi.Square, or bool) (pn, dn uint32, dist int16) {
	if ms.onPath(p.Key(), ply) {
		return pnInf, 0, 0 // repetition: no mate this way
	}
	if pn, dn, d, ok := ms.lookup(p, crem, cmuda); ok {
		return pn, dn, d
	}
	if or {
		// The defender's replies: none is mate at once; their number is
		// a good first proof number.
		replies := p.Generate(ms.moves[ply][:0])
		switch {
		case len(replies) == 0:
			return 0, pnInf, 0
		case ms.limited && crem < 1 && !allDrops(replies, checkLine(p)):
			return pnInf, 0, 0 // the defender escapes and no ply is left to mate in
		}
		return uint32(len(replies)), 1, 0
	}
	if ms.limited && crem < 1 && cmuda == shogi.NoSquare {
		return pnInf, 0, 0 // no ply left to check
	}
	return 1, 1, 0
}

// selectChild picks the most proving child. At the attacker's node pn is
// the least child pn and dn the sum of the child dns; at the defender's
// node the roles swap, so mid passes (cpn, cdn) or (cdn, cpn) as (least,
// sum). It returns the node's two numbers in that order, the child with
// the least number (the first of equals) and the second least number.
func selectChild(least, sum []uint32) (leastN, sumN uint32, best int, second uint32) {
	best, second = -1, pnInf
	sum = sum[:len(least)]
	for i := range least {
		sumN = satAdd(sumN, sum[i])
		if best < 0 || least[i] < least[best] {
			if best >= 0 {
				second = min(second, least[best])
			}
			best = i
		} else {
			second = min(second, least[i])
		}
	}
	return least[best], sumN, best, second
}

// childThresholds returns the thresholds for searching the best child, in
// selectChild's order: for the least number (pn at the attacker's node)
// and for the summed one. The 1+epsilon trick (Pawlewicz and Lew): let the
// best child run a quarter past the second best before switching, which
// saves most re-expansions when two children are close. The summed
// number's threshold leaves the child what the other children leave of
// the node's threshold.
func childThresholds(thLeast, thSum, sumN, childSum, second uint32) (tLeast, tSum uint32) {
	return min(thLeast, satAdd(second, second/4+1)), satAdd(thSum-sumN, childSum)
}

// provenDist returns the plies to mate of a proven node: one per move,
// except the free capture after a useless drop, which takes back the
// drop's ply (so the pair counts 0, and a node after a useless drop can
// be at -1). The attacker takes the shortest proven check, the defender
// the longest evasion.
func provenDist(or bool, cpn []uint32, cdist []int16, cfree []bool) int {
	if or {
		d := 1 << 30
		for i := range cpn {
			if cpn[i] == 0 {
				cost := 1
				if cfree[i] {
					cost = -1
				}
				d = min(d, int(cdist[i])+cost)
			}
		}
		return d
	}
	dist := -1
	for i := range cdist {
		dist = max(dist, int(cdist[i]))
	}
	return dist + 1
}

// midDist is mid with the distance narrowed to the entry type.
func (ms *MateSolver) midDist(p *shogi.Position, ply, rem int, muda shogi.Square, or bool, thpn, thdn uint32) (uint32, uint32, int16) {
	pn, dn, d := ms.mid(p, ply, rem, muda, or, thpn, thdn)
	return pn, dn, int16(max(-1, min(d, 32767)))
}

// line reads the mating line back from the table of the unlimited run
// (every evasion counted): the attacker's proven check with the shortest
// mate, the defender's evasion with the longest. It returns nil when the
// table no longer holds a complete proof.
func (ms *MateSolver) line(p *shogi.Position, rem int) []shogi.Move {
	var out []shogi.Move
	or := true
	ok := false
	for ply := 0; ply < maxMatePly; ply++ {
		var buf, b2 [shogi.MaxMoves]shogi.Move
		var moves []shogi.Move
		if or {
			moves = p.GenerateChecks(buf[:0])
		} else {
			moves = p.Generate(buf[:0])
			if len(moves) == 0 {
				ok = true // mated
				break
			}
		}
		pick, pickDist := shogi.MoveNone, -1
		for _, m := range moves {
			p.DoMove(m)
			d := -1
			if pn, _, dist, ok := ms.lookup(p, rem-1, shogi.NoSquare); ok && pn == 0 {
				d = int(dist)
			} else if or && len(p.Generate(b2[:0])) == 0 {
				d = 0 // mate at once (a leaf the table need not hold)
			}
			p.UndoMove(m)
			if d < 0 {
				if !or {
					pick = shogi.MoveNone // an evasion without a proof
					break
				}
				continue
			}
			if pick == shogi.MoveNone || (or && d < pickDist) || (!or && d > pickDist) {
				pick, pickDist = m, d
			}
		}
		if pick == shogi.MoveNone {
			break
		}
		out = append(out, pick)
		p.DoMove(pick)
		rem--
		or = !or
	}
	for i := len(out) - 1; i >= 0; i-- {
		p.UndoMove(out[i])
	}
	if !ok || len(out)%2 == 0 {
		return nil
	}
	return out
}
