package book

import (
	"math/bits"

	"bitban/othello"
)

// walk is one pass over the book from the roots that collects a wave's
// tasks (Learn): positions are visited by their number of discs (a move
// adds one), each with the fewest discs given away on a way to it.
type walk struct {
	b              *Book
	maxPly, margin int
	loss           map[othello.Board]int
	levels         [65][]othello.Board // positions reached, by discs
	tasks          []task
}

// tasks returns what the book misses below the roots (normalised).
func (b *Book) tasks(roots []othello.Board, maxPly, margin int) []task {
	w := &walk{b: b, maxPly: maxPly, margin: margin, loss: map[othello.Board]int{}}
	for _, k := range roots {
		w.reach(k, 0)
	}
	for d := range w.levels {
		for _, k := range w.levels[d] {
			w.visit(k)
		}
	}
	return w.tasks
}

// reach records a way to k that gives away loss discs.
func (w *walk) reach(k othello.Board, loss int) {
	old, seen := w.loss[k]
	switch {
	case !seen:
		w.loss[k] = loss
		d := bits.OnesCount64(k.Player | k.Opponent)
		w.levels[d] = append(w.levels[d], k)
	case loss < old:
		w.loss[k] = loss
	}
}

// visit asks for k's search if it is new, else, below the last ply,
// reaches the children of its moves within the margin and asks for a
// search of its moves left out while their bound is within the margin.
func (w *walk) visit(k othello.Board) {
	loss, p := w.loss[k], ply(k)
	ms, ok := w.b.entries[k]
	if !ok {
		w.tasks = append(w.tasks, task{board: k, prio: loss, ply: p})
		return
	}
	if p >= w.maxPly {
		return
	}
	v := best(ms).Score
	bound, listed := 65, uint64(0)
	for _, m := range ms {
		listed |= 1 << uint(m.Square)
		c, _, over := child(k, m.Square)
		if over {
			continue
		}
		ck, _ := normalise(c)
		if _, linked := w.b.entries[ck]; !linked {
			bound = min(bound, m.Score)
		}
		if m.Score >= v-w.margin {
			w.reach(ck, loss+v-m.Score)
		}
	}
	if k.Moves()&^listed != 0 && bound >= v-w.margin {
		w.tasks = append(w.tasks, task{board: k, exclude: listed, prio: loss + max(0, v-bound), ply: p})
	}
}
