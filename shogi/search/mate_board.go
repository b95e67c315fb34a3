package search

import (
	"time"

	"bitban/engine"
	"bitban/shogi"
)

// BoardLine plays a mate line found by Solve out to checkmate on the board.
// Solve's line follows the composers' convention: it stops where the
// defender has only useless interpositions left, which is mate in the
// tsume sense but not on the board, so a GUI that replays the line sees no
// mate. BoardLine appends, as often as needed, one such drop and the
// attacker's mate after it (solved again, within stop and at most a few
// seconds), until the defender has no legal move. It returns line itself
// when it already ends in checkmate, and nil when it cannot complete it.
func (ms *MateSolver) BoardLine(p *shogi.Position, line []shogi.Move, stop *engine.Stopper) []shogi.Move {
	q := p.Clone()
	for _, m := range line {
		q.DoMove(m)
	}
	out := append([]shogi.Move(nil), line...)
	var own engine.Stopper
	own.Start(3*time.Second, 0)
	for range 20 { // each round adds a drop and at least its capture
		var buf [shogi.MaxMoves]shogi.Move
		moves := q.Generate(buf[:0])
		if len(moves) == 0 {
			if !q.InCheck() {
				return nil
			}
			return out
		}
		if (stop != nil && stop.Stopped()) || own.Stopped() {
			return nil
		}
		d := moves[0]
		for _, m := range moves {
			if m.IsDrop() {
				d = m // an interposition, as the convention assumes
				break
			}
		}
		q.DoMove(d)
		out = append(out, d)
		more, status := ms.Solve(q, &own)
		if status != MateFound || len(more) == 0 {
			return nil
		}
		for _, m := range more {
			q.DoMove(m)
		}
		out = append(out, more...)
	}
	return nil
}
