package search

import (
	"bitban/shogi"
)

// Mate searches by checks at the root (Params.RootMateNodes): the df-pn
// solver proves in a few thousand nodes mates by checks that lie far
// beyond the alpha-beta horizon, where the games against YaneuraOu were
// lost a rook up (README, "Mates at the root"). Only the main worker runs
// them; a root move they settle keeps its score (rootMove.settled) for
// the rest of the search and is not searched again.

// rootMateMB is the size of the solver's table for these short searches
// (cleared before each one, so it should stay small).
const rootMateMB = 4

// solver returns the searcher's root mate solver, made on first use.
func (s *Searcher) solver() *MateSolver {
	if s.mate == nil {
		s.mate = NewMateSolver(rootMateMB)
	}
	return s.mate
}

// prove runs one root mate search of p (its side to move attacking)
// within the parameters' node budget and the search's deadline, and
// counts its nodes as the main worker's.
func (w *worker) prove(p *shogi.Position) []shogi.Move {
	s := w.s
	ms := s.solver()
	s.mateStop.StartUnder(&s.stop, uint64(w.prm.RootMateNodes))
	line, status := ms.Prove(p, &s.mateStop)
	w.nodes += ms.Nodes()
	w.mateNodes += ms.Nodes()
	if status != MateFound {
		return nil
	}
	return line
}

// settleOwnMate looks for a mate by checks of the side to move before the
// first iteration and settles the root move that starts it with its mate
// score. A proof is taken unless this searcher settled one two plies
// earlier in the game with a line no longer than this one: the proofs are
// not shortest mates, and a strictly shorter line each time keeps a
// string of them from walking in circles.
func (w *worker) settleOwnMate() {
	s, p := w.s, w.pos
	if w.prm.RootMateNodes <= 0 || w.id != 0 {
		return
	}
	line := w.prove(p)
	if len(line) == 0 {
		return
	}
	ply := p.GamePly()
	if s.ownMateLen > 0 && s.ownMatePly == ply-2 && len(line) >= s.ownMateLen {
		return
	}
	for i := range w.rms {
		if rm := &w.rms[i]; rm.move == line[0] {
			s.ownMatePly, s.ownMateLen = ply, len(line)
			rm.settled = MateValue - len(line)
			rm.line = append(rm.line[:0], line...)
			return
		}
	}
}

// refutedByMate reports whether root move rm, about to become the best
// at depth, lets the opponent mate by checks; it then settles rm as
// mated. Each move is looked at once a search, from Params.RootMateDepth
// on, while the search's mate searches have used fewer than
// Params.RootMateTotal nodes.
func (w *worker) refutedByMate(rm *rootMove, depth int) bool {
	prm := &w.prm
	if prm.RootMateNodes <= 0 || w.id != 0 || depth < prm.RootMateDepth ||
		rm.checked || w.mateNodes >= uint64(prm.RootMateTotal) {
		return false
	}
	rm.checked = true
	p := w.pos
	p.DoMove(rm.move)
	line := w.prove(p)
	p.UndoMove(rm.move)
	if len(line) == 0 {
		return false
	}
	rm.settled = -MateValue + 1 + len(line)
	rm.line = append(rm.line[:0], rm.move)
	rm.line = append(rm.line, line...)
	rm.score, rm.prev = rm.settled, rm.settled
	return true
}

// mateCleared reports whether a helper may answer with move m: without
// root mate searches any move may; with them, only one the main worker
// looked at and found no mate against (pick passes over a helper whose
// line starts with a move settled as mated or never looked at).
func (s *Searcher) mateCleared(m shogi.Move) bool {
	if s.workers[0].prm.RootMateNodes <= 0 {
		return true
	}
	for i := range s.workers[0].rms {
		if rm := &s.workers[0].rms[i]; rm.move == m {
			return rm.checked && rm.settled >= 0
		}
	}
	return false
}

// keepMatedLast orders the root moves of an interrupted iteration so that
// a move settled as mated does not head moves the iteration never reached.
// Those keep their previous score, which is -infScore for every move that
// failed low in the last completed iteration, so when the iteration
// settled its first move (the last best) as mated and was stopped before
// another move raised alpha, the lost move stood first and was played.
// The first unsettled move in the previous order that a root mate search
// cleared (else the first unsettled one) takes its place, with the
// root's score of the last completed iteration.
func (w *worker) keepMatedLast(rms []rootMove) {
	if len(rms) < 2 || rms[0].settled >= 0 {
		return
	}
	j := pickUnsettled(rms)
	if j == 0 {
		return
	}
	rm := rms[j]
	copy(rms[1:j+1], rms[:j])
	rms[0] = rm
	rms[0].score = w.completedScore
	if w.completedScore <= -MateInMaxPly {
		rms[0].score = 0
	}
	rms[0].pv = append(rms[0].pv[:0], rm.move)
}

// pickUnsettled is the index of the first unsettled move of rms[1:] that
// a root mate search looked at and cleared, else of the first unsettled
// one, else 0.
func pickUnsettled(rms []rootMove) int {
	first := 0
	for j := 1; j < len(rms); j++ {
		if rms[j].settled != 0 {
			continue
		}
		if rms[j].checked {
			return j
		}
		if first == 0 {
			first = j
		}
	}
	return first
}
