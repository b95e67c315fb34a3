package match

import (
	"context"
	"fmt"
	"time"
)

// worker plays games one after another with its own two engine processes
// (engine A in slot 0, B in slot 1), restarting an engine after a crash or
// a hang.
type worker struct {
	cfg     *Config
	argv    [2][]string
	eng     [2]client
	started [2]bool // the engine started once (a later failure loses games)
}

func (w *worker) close() {
	for i, c := range w.eng {
		if c != nil {
			c.quit()
			w.eng[i] = nil
		}
	}
}

// kill drops an engine that crashed or hung; the next game restarts it.
func (w *worker) kill(i int) {
	if c := w.eng[i]; c != nil {
		c.process().stop("", 100*time.Millisecond)
		w.eng[i] = nil
	}
}

// ensure starts engine i if it is not running. The first start's failure
// is a setup error (the match stops); later ones lose the game.
func (w *worker) ensure(ctx context.Context, i int) error {
	if w.eng[i] != nil {
		return nil
	}
	c, err := newClient(ctx, w.cfg.Game, w.cfg.Engines[i], w.argv[i], w.cfg.tcOf(i), w.cfg.EngineLog)
	if err != nil {
		return err
	}
	w.eng[i] = c
	w.started[i] = true
	return nil
}

// play plays game idx; it returns nil without error when ctx was cancelled.
func (w *worker) play(ctx context.Context, idx int) (*GameRecord, error) {
	cfg := w.cfg
	op := cfg.Openings[(idx/2)%len(cfg.Openings)]
	slot := [2]int{0, 1} // slot[side] is the engine playing that side
	if idx%2 == 1 {
		slot = [2]int{1, 0}
	}
	rec := &GameRecord{Index: idx, Game: cfg.Game, Opening: op.Text, OpeningLine: op.Line,
		First: cfg.Engines[slot[0]].Name, Second: cfg.Engines[slot[1]].Name, Start: time.Now(),
		TC:    [2]string{cfg.tcOf(slot[0]).String(), cfg.tcOf(slot[1]).String()},
		Moves: []string{}, TimesMs: []int64{}, Scores: []string{}, Depths: []int{}, Nodes: []int64{}}
	g, err := newReferee(cfg.Game, op, cfg.MaxPly)
	if err != nil {
		return nil, fmt.Errorf("opening line %d: %v", op.Line, err)
	}
	out := w.setup(ctx, g, slot)
	if ctx.Err() != nil {
		return nil, nil
	}
	if out != nil && (!w.started[0] || !w.started[1]) {
		return nil, fmt.Errorf("%s", out.Reason)
	}
	clocks := [2]Clock{NewClock(cfg.tcOf(slot[0])), NewClock(cfg.tcOf(slot[1]))}
	var movers []int // the side of each recorded move, for adjudication
	for out == nil {
		if out = g.end(); out != nil {
			break
		}
		if mv := g.forced(); mv != "" {
			movers = append(movers, g.side())
			rec.Moves, rec.TimesMs, rec.Scores = append(rec.Moves, mv), append(rec.TimesMs, 0), append(rec.Scores, "")
			rec.Depths, rec.Nodes = append(rec.Depths, 0), append(rec.Nodes, 0)
			out = g.play(mv)
			continue
		}
		side := g.side()
		var ans answer
		ans, out = w.move(ctx, g, slot, side, &clocks)
		if ctx.Err() != nil {
			return nil, nil
		}
		if out != nil {
			break
		}
		clocks[side].Spend(ans.took)
		rec.Moves = append(rec.Moves, ans.move)
		rec.TimesMs = append(rec.TimesMs, ans.took.Milliseconds())
		rec.Scores = append(rec.Scores, ans.score)
		rec.Depths, rec.Nodes = append(rec.Depths, ans.depth), append(rec.Nodes, ans.nodes)
		rec.Search[side].add(ans.depth, ans.nodes, ans.took)
		movers = append(movers, side)
		out = g.play(ans.move)
		if out == nil && cfg.Adjudicate != nil {
			out = cfg.Adjudicate.judge(rec.Scores, movers)
		}
	}
	for side, i := range slot {
		if c := w.eng[i]; c != nil {
			c.gameOver(g, out, side)
		}
	}
	rec.Result, rec.Reason = out.Result(), out.Reason
	if out.Winner >= 0 {
		rec.Winner = cfg.Engines[slot[out.Winner]].Name
	}
	rec.Seconds = time.Since(rec.Start).Seconds()
	rec.records = recordsOf(g, rec)
	return rec, nil
}

// setup starts both engines and their new game. An engine that fails
// gets one more try with a fresh process (a brain that did not answer
// START on a loaded machine then costs a restart, not a forfeited game);
// failing again, it loses.
func (w *worker) setup(ctx context.Context, g referee, slot [2]int) *Outcome {
	for side, i := range slot {
		err := w.start(ctx, g, i)
		if err != nil && ctx.Err() == nil {
			err2 := w.start(ctx, g, i)
			if err2 == nil {
				continue
			}
			err = fmt.Errorf("%v; after a restart: %v", err, err2)
		}
		if err != nil {
			return win(1-side, "engine failed to start: %v", err)
		}
	}
	return nil
}

// start makes sure engine i runs and begins game g; a failed new game
// kills the process.
func (w *worker) start(ctx context.Context, g referee, i int) error {
	if err := w.ensure(ctx, i); err != nil {
		return err
	}
	if err := w.eng[i].newGame(ctx, g); err != nil {
		w.kill(i)
		return fmt.Errorf("engine %s: new game: %v", w.cfg.Engines[i].Name, err)
	}
	return nil
}

// move asks the side to move for its move and judges the clock: a crash,
// a hang or a late answer loses.
func (w *worker) move(ctx context.Context, g referee, slot [2]int, side int, clocks *[2]Clock) (answer, *Outcome) {
	cfg := w.cfg
	i := slot[side]
	own := &clocks[side]
	allowed := own.Allowed()
	wait := cfg.MaxWait
	if own.TC.Timed() {
		wait = allowed + cfg.Margin
	}
	ans, err := w.eng[i].think(ctx, g, thinkArgs{own: own, opp: &clocks[1-side], side: side, wait: wait, grace: cfg.Grace})
	if ctx.Err() != nil {
		return ans, nil
	}
	switch err {
	case nil:
	case errTimeout:
		w.kill(i)
		if own.TC.Timed() {
			return ans, win(1-side, "time: no answer within %v and %v after (hang); engine restarted", wait, cfg.Grace)
		}
		return ans, win(1-side, "no answer within %v (hang); engine restarted", wait)
	default:
		st := w.eng[i].process().exitStatus()
		w.kill(i)
		return ans, win(1-side, "engine crashed (%v%s); engine restarted", err, prefixed("; ", st))
	}
	if own.TC.Timed() && ans.took > wait {
		return ans, win(1-side, "time: answered %q after %v, allowed %v + margin %v", ans.move, ans.took.Round(time.Millisecond), allowed, cfg.Margin)
	}
	return ans, nil
}

func prefixed(p, s string) string {
	if s == "" {
		return ""
	}
	return p + s
}
