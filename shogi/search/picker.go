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
	stageRest
)

// picker is the move source of one node.
type picker struct {
	stage  int
	ttMove shogi.Move
	moves  []shogi.Move // generated moves, a prefix of w.moves[ply]
	next   int          // index of the next move to pick
	any    bool         // a legal move exists (the table move or a generated one)
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
			n := len(pk.moves)
			quiets := w.without(p.GenerateQuiets(w.quiets[:0]), pk.ttMove)
			pk.moves = append(pk.moves, quiets...)
			w.scoreMoves(p, pk.moves, ply, n)
			pk.any = pk.any || len(pk.moves) > 0
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
