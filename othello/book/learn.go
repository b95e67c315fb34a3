package book

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"time"

	"bitban/othello"
)

// SearchFunc searches a position for the book: the best of b's legal
// moves outside exclude (at least one is left), with its score from the
// view of b's side to move. The same position must always give the same
// answer (a fixed depth, cleared tables) for a build to be repeatable.
type SearchFunc func(ctx context.Context, b othello.Board, exclude uint64) (Move, error)

// LearnOptions control Learn.
type LearnOptions struct {
	// MaxPly: positions with at most this many discs beyond the start's
	// four get children (each book move within Margin of the position's
	// best does); the positions at MaxPly get their best move only.
	MaxPly int
	Margin int // discs
	// Positions stops the build once the book holds this many positions
	// (0: no limit).
	Positions int
	// Batch is the number of searches of one wave (default 64): the book
	// grown by a run depends on it, never on Jobs.
	Batch int
	// Jobs is the number of searches run at once (default 1), each with
	// its own searcher from NewSearch.
	Jobs      int
	NewSearch func() SearchFunc
	// Progress, if not nil, is called after each wave.
	Progress func(Progress)
	// Save, if not nil, is called after a wave once SaveEvery has passed
	// since the last call, and when the build ends (also when it fails or
	// is cancelled, with the waves completed until then).
	Save      func(*Book) error
	SaveEvery time.Duration
}

// Progress is the state of a build after a wave.
type Progress struct {
	Wave      int
	Positions int // in the book
	Added     int // positions added by this run
	Searches  int // searches of this run
	Pending   int // searches the book asked for before this wave
	Elapsed   time.Duration
	Saved     bool // the book was just saved
}

// task is one search a wave runs: a position new to the book, or the
// best of the moves a book position does not list yet (exclude).
type task struct {
	board   othello.Board // normalised
	exclude uint64
	prio    int // discs given away on the way from a root
	ply     int
}

// ply is the number of discs beyond the start's four.
func ply(b othello.Board) int { return bits.OnesCount64(b.Player|b.Opponent) - 4 }

// Learn grows b by deviation learning from the roots (positions whose
// side to move has a move). Each wave asks the book what it misses
// (tasks): a root or a child not in the book yet, reached from a root by
// book moves each within opt.Margin discs of its position's best (the
// best line and its deviations), to be searched for its best move; or,
// in a position below opt.MaxPly whose moves left out could still be
// within the margin (the lowest searched move not linked to a child is
// their bound), a search of those moves for the next-best one. It runs
// the opt.Batch tasks that give away the fewest discs from a root (then
// the shallowest, then in a fixed order), adds their moves, and brings
// the scores up to date (Negamax). The build ends when nothing is
// missing, the book holds opt.Positions positions, a search fails, or
// ctx is cancelled (the searches of the wave running then are dropped).
func Learn(ctx context.Context, b *Book, roots []othello.Board, opt LearnOptions) (Progress, error) {
	if opt.NewSearch == nil {
		return Progress{}, errors.New("book: learn: no searcher")
	}
	if opt.Batch <= 0 {
		opt.Batch = 64
	}
	opt.Jobs = max(opt.Jobs, 1)
	keys, err := normalRoots(roots)
	if err != nil {
		return Progress{}, err
	}
	searches := make([]SearchFunc, opt.Jobs)
	for i := range searches {
		searches[i] = opt.NewSearch()
	}
	start, lastSave := time.Now(), time.Now()
	pr := Progress{Positions: b.Len()}
	startLen := b.Len()
	b.Negamax()
	for err == nil {
		if opt.Positions > 0 && b.Len() >= opt.Positions {
			break
		}
		tasks := b.tasks(keys, opt.MaxPly, opt.Margin)
		if len(tasks) == 0 {
			break
		}
		pr.Pending = len(tasks)
		tasks = pick(tasks, opt.Batch, opt.Positions-b.Len(), opt.Positions > 0, b)
		var res []Move
		if res, err = runWave(ctx, tasks, searches); err == nil {
			err = b.insert(tasks, res)
			b.Negamax()
		}
		if err != nil {
			break
		}
		pr.Wave++
		pr.Searches += len(tasks)
		pr.Positions, pr.Added, pr.Elapsed, pr.Saved = b.Len(), b.Len()-startLen, time.Since(start), false
		if opt.Save != nil && time.Since(lastSave) >= opt.SaveEvery {
			if err = opt.Save(b); err == nil {
				pr.Saved, lastSave = true, time.Now()
			}
		}
		if opt.Progress != nil {
			opt.Progress(pr)
		}
	}
	pr.Positions, pr.Added, pr.Elapsed = b.Len(), b.Len()-startLen, time.Since(start)
	if opt.Save != nil {
		if serr := opt.Save(b); err == nil {
			err = serr
		}
	}
	return pr, err
}

// normalRoots normalises the roots, a forced pass played.
func normalRoots(roots []othello.Board) ([]othello.Board, error) {
	out := make([]othello.Board, 0, len(roots))
	for i, r := range roots {
		if r.MustPass() {
			r = r.Pass()
		}
		if r.Player&r.Opponent != 0 || r.Moves() == 0 {
			return nil, fmt.Errorf("book: learn: root %d has no move to play", i+1)
		}
		k, _ := normalise(r)
		out = append(out, k)
	}
	return out, nil
}

// pick takes the batch tasks to run first: the fewest discs given away,
// then the shallowest, then the searches of more moves before new
// positions, then by board; at most room new positions when limited.
func pick(tasks []task, batch, room int, limited bool, b *Book) []task {
	slices.SortFunc(tasks, func(x, y task) int {
		switch {
		case x.prio != y.prio:
			return x.prio - y.prio
		case x.ply != y.ply:
			return x.ply - y.ply
		case (x.exclude == 0) != (y.exclude == 0):
			if x.exclude != 0 {
				return -1
			}
			return 1
		case less(x.board, y.board):
			return -1
		case x.board == y.board:
			return 0
		}
		return 1
	})
	out := tasks[:0]
	for _, t := range tasks {
		if len(out) == batch {
			break
		}
		if _, old := b.entries[t.board]; !old && limited {
			if room == 0 {
				continue
			}
			room--
		}
		out = append(out, t)
	}
	return out
}

// runWave runs the tasks on the searchers, one goroutine each.
func runWave(ctx context.Context, tasks []task, searches []SearchFunc) ([]Move, error) {
	res := make([]Move, len(tasks))
	errs := make([]error, len(tasks))
	next := make(chan int)
	var wg sync.WaitGroup
	for _, search := range searches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res[i], errs[i] = search(ctx, tasks[i].board, tasks[i].exclude)
			}
		}()
	}
	for i := range tasks {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("book: search of %s: %v", othello.FormatOBF(othello.Position{Board: tasks[i].board}), err)
		}
	}
	return res, nil
}

// insert adds the moves the tasks found.
func (b *Book) insert(tasks []task, res []Move) error {
	for i, t := range tasks {
		m := res[i]
		if m.Exact {
			m.Depth = 0
		}
		if err := checkMove(t.board, m); err != nil || t.exclude&(1<<uint(m.Square)) != 0 {
			return fmt.Errorf("book: the search of %s gave move %d, not one of the moves searched", othello.FormatOBF(othello.Position{Board: t.board}), m.Square)
		}
		b.addNormal(t.board, m)
	}
	return nil
}
