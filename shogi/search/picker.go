package search

import (
	"slices"

	"bitban/shogi"
)

// Staged move picking: most nodes cut on the table move or a capture, so
// the quiet moves (in shogi mostly drops, often a hundred or more) are
// generated and scored only when the node gets that far. Out of check the
// order is: the table move, captures and promotions that do not lose
// material, the killers and the counter-move (each tested for legality
// here, since it was remembered from another position), then the other
// quiet moves (by their histories) and the losing captures together by
// their scores. In check the evasions other than the table move are
// generated at once.

// Picker stages.
const (
	stageTT = iota
	stageCaptures
	stageGoodCaptures
	stageRefutations
	stageQuiets
	stageRest
)

// picker is the move source of one node.
type picker struct {
	stage  int
	ttMove shogi.Move
	moves  []shogi.Move // generated moves, a prefix of w.moves[ply]
	next   int          // index of the next move to pick
	any    bool         // a legal move exists (the table move or a generated one)
	// refs are the killers and the counter-move of the refutation stage
	// (distinct, none the table move), nRefs of them, tried up to ref.
	refs       [3]shogi.Move
	nRefs, ref int
	// dropped: the quiet moves were pruned all at once (prunable), so
	// the refutations and the quiet moves generated later are dropped
	// too, but for the checks with keepChecks (dropQuiets).
	dropped, keepChecks bool
}

// goodCaptureFloor: captures scored below it lose material by SEE and wait
// for the quiet moves.
const goodCaptureFloor = 1 << 27

// startPicker prepares the picker of the node at ply.
func (w *worker) startPicker(p *shogi.Position, pk *picker, ttMove shogi.Move) {
	*pk = picker{stage: stageTT, ttMove: ttMove}
	if ttMove == shogi.MoveNone || !p.Plausible(ttMove) {
		pk.ttMove = shogi.MoveNone
		pk.stage = stageCaptures
	}
}

// nextMove returns the next move to search at ply, or MoveNone when there
// is none left.
func (w *worker) nextMove(p *shogi.Position, pk *picker, ply int, inCheck bool) shogi.Move {
	for {
		switch pk.stage {
		case stageTT:
			pk.stage = stageCaptures
			pk.any = true
			return pk.ttMove
		case stageCaptures:
			if inCheck {
				pk.moves = w.without(p.Generate(w.moves[ply][:0]), pk.ttMove)
				w.scoreMoves(p, pk.moves, ply, 0, false)
				pk.any = pk.any || len(pk.moves) > 0
				pk.stage = stageRest
				continue
			}
			pk.moves = w.without(p.GenerateCaptures(w.moves[ply][:0]), pk.ttMove)
			w.scoreMoves(p, pk.moves, ply, 0, true)
			pk.stage = stageGoodCaptures
		case stageGoodCaptures:
			if m := w.nextGoodCapture(p, pk, ply); m != shogi.MoveNone {
				pk.any = true
				return m
			}
			pk.stage = stageQuiets
			if !w.prm.KillersInList {
				w.startRefutations(pk, ply)
				pk.stage = stageRefutations
			}
		case stageRefutations:
			if m := w.nextRefutation(p, pk, ply); m != shogi.MoveNone {
				pk.any = true
				return m
			}
			pk.stage = stageQuiets
		case stageQuiets:
			w.addQuiets(p, pk, ply)
			pk.stage = stageRest
		case stageRest:
			if pk.next < len(pk.moves) {
				pk.next++
				return w.pickMove(pk.moves, ply, pk.next-1)
			}
			return shogi.MoveNone
		}
	}
}

// nextGoodCapture returns the next capture or promotion that does not
// lose material, or MoveNone. The captures were scored without SEE
// (captureKey); each is tested when it comes up, and one that loses
// material is lowered by badCaptureDrop to wait for the quiet moves, as
// captureScore would have scored it: most nodes cut before the later
// captures' SEE is needed.
func (w *worker) nextGoodCapture(p *shogi.Position, pk *picker, ply int) shogi.Move {
	for pk.next < len(pk.moves) {
		m := w.pickMove(pk.moves, ply, pk.next)
		sc := &w.scores[ply][pk.next]
		if *sc < goodCaptureFloor {
			return shogi.MoveNone
		}
		if p.IsCapture(m) && !p.SEEAtLeast(m, 0) {
			*sc -= w.badCaptureDrop()
			continue
		}
		pk.next++
		return m
	}
	return shogi.MoveNone
}

// startRefutations lists the node's killers and counter-move, distinct and
// other than the table move, for the refutation stage.
func (w *worker) startRefutations(pk *picker, ply int) {
	for _, m := range [3]shogi.Move{w.killers[ply][0], w.killers[ply][1], w.counterMove(ply)} {
		if m != shogi.MoveNone && m != pk.ttMove && !slices.Contains(pk.refs[:pk.nRefs], m) {
			pk.refs[pk.nRefs] = m
			pk.nRefs++
		}
	}
}

// nextRefutation returns the next refutation that is a quiet move of p
// (and not dropped with the quiet moves), or MoveNone.
func (w *worker) nextRefutation(p *shogi.Position, pk *picker, ply int) shogi.Move {
	for pk.ref < pk.nRefs {
		m := pk.refs[pk.ref]
		pk.ref++
		if p.LegalQuiet(m) && (!pk.dropped || pk.keepChecks && w.givesCheck(p, m, ply)) {
			return m
		}
	}
	return shogi.MoveNone
}

// addQuiets generates the quiet moves of p but the table move and the
// refutations already tried, scores them, and appends them to the
// picker's moves. Once the quiet moves were pruned (pk.dropped) it
// generates only the quiet checks, or with no checks to keep nothing
// (pruning needs a move searched before, so pk.any already holds).
func (w *worker) addQuiets(p *shogi.Position, pk *picker, ply int) {
	var quiets []shogi.Move
	switch {
	case !pk.dropped:
		quiets = p.GenerateQuiets(w.quiets[:0])
	case pk.keepChecks:
		quiets = quietOnly(p, p.GenerateChecks(w.quiets[:0]))
	default:
		return
	}
	quiets = w.without(quiets, pk.ttMove)
	for _, m := range pk.refs[:pk.nRefs] {
		quiets = w.without(quiets, m)
	}
	n := len(pk.moves)
	pk.moves = append(pk.moves, quiets...)
	w.scoreMoves(p, pk.moves, ply, n, false)
	pk.any = pk.any || len(pk.moves) > 0
}

// quietOnly keeps the moves of moves that neither capture nor promote.
func quietOnly(p *shogi.Position, moves []shogi.Move) []shogi.Move {
	n := 0
	for _, m := range moves {
		if !p.IsCapture(m) && !m.IsPromotion() {
			moves[n] = m
			n++
		}
	}
	return moves[:n]
}

// dropPickerQuiets prunes the quiet moves of the picker at once: those
// generated and not yet tried, and those still to come.
func (w *worker) dropPickerQuiets(p *shogi.Position, pk *picker, ply int, keepChecks bool) {
	pk.keepChecks = keepChecks && (pk.keepChecks || !pk.dropped)
	pk.dropped = true
	pk.moves = w.dropQuiets(p, pk.moves, ply, pk.next, keepChecks)
}

// without removes m from moves (in place).
func (w *worker) without(moves []shogi.Move, m shogi.Move) []shogi.Move {
	if m == shogi.MoveNone {
		return moves
	}
	for i, x := range moves {
		if x == m {
			moves[i] = moves[len(moves)-1]
			return moves[:len(moves)-1]
		}
	}
	return moves
}
