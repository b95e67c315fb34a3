package search

import (
	"bitban/shogi"
)

// Staged move picking: most nodes cut on the table move or a capture, so
// the quiet moves (in shogi mostly drops, often a hundred or more) are
// generated and scored only when the node gets that far. Out of check the
// order is: the table move, captures and promotions that do not lose
// material, then the quiet moves (killers, counter-move, histories) and
// the losing captures together by their scores. In check the evasions
// other than the table move are generated at once.

// Picker stages.
const (
	stageTT = iota
	stageCaptures
	stageQuiets
	stageKillers
	stageRest
)

// picker is the move source of one node.
type picker struct {
	stage  int
	ttMove shogi.Move
	moves  []shogi.Move // generated moves, a prefix of w.moves[ply]
	next   int          // index of the next move to pick
	any    bool         // a legal move exists (the table move or a generated one)
	// killers holds the killers already returned (MoveNone where not),
	// left out of the quiet moves generated after them; killer counts
	// the killers looked at.
	killers [2]shogi.Move
	killer  int
	// dropped: the quiet moves were cut from the list before they were
	// generated (late-move or futility pruning during the killers), with
	// the checks kept when keepChecks; the generation then drops them too.
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
				w.scoreMoves(p, pk.moves, ply, 0)
				pk.any = pk.any || len(pk.moves) > 0
				pk.stage = stageRest
				continue
			}
			pk.moves = w.without(p.GenerateCaptures(w.moves[ply][:0]), pk.ttMove)
			w.scoreMoves(p, pk.moves, ply, 0)
			pk.stage = stageQuiets
		case stageQuiets:
			if pk.next < len(pk.moves) && w.bestScore(pk.moves, ply, pk.next) >= goodCaptureFloor {
				pk.any = true
				pk.next++
				return w.pickMove(pk.moves, ply, pk.next-1)
			}
			pk.stage = stageKillers
		case stageKillers:
			// The killers before the quiet moves are generated: when one
			// cuts, the node never generates or scores them.
			for pk.killer < len(pk.killers) {
				k := w.killers[ply][pk.killer]
				pk.killer++
				if k != shogi.MoveNone && k != pk.ttMove && !pk.dropped && p.LegalQuiet(k) {
					pk.killers[pk.killer-1] = k
					pk.any = true
					return k
				}
			}
			w.generateQuiets(p, pk, ply)
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

// generateQuiets appends the quiet moves but the table move and the
// killers already searched to the picker's list and scores them; when the
// pruning cut the quiet moves during the killers, only the checks it keeps
// stay.
func (w *worker) generateQuiets(p *shogi.Position, pk *picker, ply int) {
	n := len(pk.moves)
	quiets := w.without(p.GenerateQuiets(w.quiets[:0]), pk.ttMove)
	pk.moves = append(pk.moves, quiets...)
	w.scoreMoves(p, pk.moves, ply, n)
	// The killers searched take the first places of the rest, as picking
	// them from the list would have put them (the same order of ties).
	for _, k := range pk.killers {
		if k == shogi.MoveNone {
			continue
		}
		for j := pk.next; j < len(pk.moves); j++ {
			if pk.moves[j] == k {
				w.swapMoves(pk.moves, ply, pk.next, j)
				pk.next++
				break
			}
		}
	}
	if pk.dropped {
		pk.moves = w.dropQuiets(p, pk.moves, ply, pk.next, pk.keepChecks)
	}
	pk.any = pk.any || len(pk.moves) > 0
}

// swapMoves swaps moves i and j at ply with their ordering scores.
func (w *worker) swapMoves(moves []shogi.Move, ply, i, j int) {
	sc := w.scores[ply][:len(moves)]
	moves[i], moves[j] = moves[j], moves[i]
	sc[i], sc[j] = sc[j], sc[i]
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

// bestScore is the highest ordering score of moves[from:] at ply.
func (w *worker) bestScore(moves []shogi.Move, ply, from int) int32 {
	sc := w.scores[ply][:len(moves)]
	best := int32(-1 << 31)
	for j := from; j < len(moves); j++ {
		best = max(best, sc[j])
	}
	return best
}

// dropQuiets cuts the quiet moves not yet picked (but the checks with
// keepChecks): from the list when they are generated, else from the
// generation to come (the killer stage).
func (pk *picker) dropQuiets(w *worker, p *shogi.Position, ply int, keepChecks bool) {
	if pk.stage == stageRest {
		pk.moves = w.dropQuiets(p, pk.moves, ply, pk.next, keepChecks)
		return
	}
	// The stricter of two cuts holds.
	pk.keepChecks = keepChecks && (!pk.dropped || pk.keepChecks)
	pk.dropped = true
	pk.moves = w.dropQuiets(p, pk.moves, ply, pk.next, keepChecks)
}
