package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// Swap2Options tune the engine's Swap2 decisions (DecideSwap2).
type Swap2Options struct {
	// Balanced is the largest |score| (White to move, evaluation points)
	// of a position the engine calls balanced: the opener aims for one,
	// the responder places two stones when the three it got are one and
	// otherwise takes the better colour. 0 selects 30.
	Balanced int
	// Verify is how many screened candidate stones get a full search; 0
	// selects 4.
	Verify int
	// Seed drives the opener's random choices (White's first stone, and
	// among equally balanced candidates); the same seed, the same choice
	// for the same search results.
	Seed uint64
}

func (o Swap2Options) withDefaults() Swap2Options {
	if o.Balanced <= 0 {
		o.Balanced = 30
	}
	if o.Verify <= 0 {
		o.Verify = 4
	}
	return o
}

// Swap2Decision is the engine's Swap2 decision and the evaluation behind
// it.
type Swap2Decision struct {
	Move renju.Swap2Move
	// Score is the evaluation, White to move, of the position the decision
	// rests on: after the stones placed for PlaceThree and PlaceTwo, the
	// position judged otherwise (every Swap2 position has White to move).
	Score engine.Score
	// Why says in words what the engine saw.
	Why string
}

// swap2DefaultDepth bounds each search when the limits have no clock, no
// depth and no node count (Infinite and Ponder are ignored: a Swap2
// decision always ends).
const swap2DefaultDepth = 8

// screenDepth is the depth of the quick search that screens candidate
// stones (even: odd depths favour the side that moves last).
const screenDepth = 4

// DecideSwap2 makes the decision the opening st waits for, as its chooser:
// the opener's three stones, the responder's choice after three stones, or
// the opener's colour after five. It searches on the searcher's tables
// within lim (clock or move time, depth, nodes, threads), planning on the
// soft time and stopping at the hard limit or when ctx ends. Black's
// forbidden points are the board's (renju), as in every search. Under
// freestyle and standard it judges with Params.Swap2GomokuEval when set.
func (s *Searcher) DecideSwap2(ctx context.Context, st renju.Swap2, lim engine.Limits, opt Swap2Options) (Swap2Decision, error) {
	if _, ok := st.Chooser(); !ok {
		return Swap2Decision{}, fmt.Errorf("swap2: nothing to decide %s", st.Phase())
	}
	s.inSwap2 = true
	defer func() { s.inSwap2 = false }()
	r := newSwap2Run(ctx, s, lim, opt)
	defer r.cancel()
	var d Swap2Decision
	var err error
	switch st.Phase() {
	case renju.Swap2NeedThree:
		d, err = r.placeThree(st)
	case renju.Swap2ThreeStones:
		d, err = r.answerThree(st)
	default:
		d, err = r.answerFive(st)
	}
	if err == nil {
		_, err = st.Apply(d.Move) // the decision must be legal: say so if not
	}
	return d, err
}

// swap2Run is one decision's searcher, limits, clock and random source.
type swap2Run struct {
	ctx    context.Context
	cancel context.CancelFunc
	s      *Searcher
	lim    engine.Limits
	until  time.Time // the soft end of the decision; zero: no clock
	opt    Swap2Options
	rng    *rand.Rand
}

func newSwap2Run(ctx context.Context, s *Searcher, lim engine.Limits, opt Swap2Options) *swap2Run {
	r := &swap2Run{s: s, lim: lim, opt: opt.withDefaults()}
	r.rng = rand.New(rand.NewPCG(r.opt.Seed, 0x5a2))
	// Plan as for an early move of a game (40 moves left on the clock).
	lim.Infinite, lim.Ponder = false, nil
	plan := engine.TimePlan(lim, lim.Margin, 40)
	if plan.Hard > 0 {
		start := time.Now()
		r.until = start.Add(plan.Soft)
		r.ctx, r.cancel = context.WithDeadline(ctx, start.Add(plan.Hard))
	} else {
		r.ctx, r.cancel = context.WithCancel(ctx)
	}
	return r
}

// limits are those of one search given frac of the time left (and of the
// node budget) and at most depth plies (0: the caller's depth).
func (r *swap2Run) limits(frac float64, depth int) engine.Limits {
	l := engine.Limits{Depth: r.lim.Depth, Threads: r.lim.Threads}
	if depth > 0 && (l.Depth == 0 || depth < l.Depth) {
		l.Depth = depth
	}
	if r.lim.Nodes > 0 {
		l.Nodes = max(1000, uint64(float64(r.lim.Nodes)*frac))
	}
	if !r.until.IsZero() {
		l.MoveTime = max(time.Millisecond, time.Duration(float64(time.Until(r.until))*frac))
	} else if l.Depth == 0 && l.Nodes == 0 {
		l.Depth = swap2DefaultDepth
	}
	return l
}

// timeLeft reports whether the soft time (if any) is not yet spent.
func (r *swap2Run) timeLeft() bool {
	return r.ctx.Err() == nil && (r.until.IsZero() || time.Now().Before(r.until))
}

// search runs one search of b and returns the best move and the score from
// White's point of view; ok is false when the search found no move.
func (r *swap2Run) search(b *renju.Board, lim engine.Limits) (best renju.Point, white engine.Score, ok bool) {
	res := r.s.Search(r.ctx, b, engine.Request[renju.Point]{Limits: lim})
	if !res.HasBest {
		return renju.NoPoint, engine.Score{}, false
	}
	if b.SideToMove() == renju.Black {
		res.Score = res.Score.Neg()
	}
	return res.Best, res.Score, true
}

// signed orders scores: a proven win above every evaluation, a quicker win
// above a slower one (and the reverse for losses).
func signed(sc engine.Score) int {
	if !sc.IsMate() {
		return sc.Value
	}
	if sc.Value > 0 {
		return 1<<30 - sc.Value
	}
	return -1<<30 - sc.Value
}

// imbalance is how far a score is from even.
func imbalance(sc engine.Score) int {
	return max(signed(sc), -signed(sc))
}
