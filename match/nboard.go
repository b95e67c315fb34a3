package match

import (
	"context"
	"strconv"
	"strings"
	"time"
)

// nboardClient drives an Othello engine by NBoard. The protocol has no
// clock: a per-move time is the engine's own setting (bitban othello nboard
// --time S, set by cmd=self:othello); depth=N becomes "set depth N".
type nboardClient struct {
	p      *proc
	spec   EngineSpec
	tc     TC
	synced int // moves of the game the engine knows (-1: send the game)
	ping   int
}

func (c *nboardClient) process() *proc { return c.p }

func (c *nboardClient) handshake(ctx context.Context) error {
	if err := c.p.send("nboard 2"); err != nil {
		return err
	}
	for _, o := range c.spec.Options {
		if err := c.p.send("set %s %s", o[0], o[1]); err != nil {
			return err
		}
	}
	if c.tc.Kind == TCDepth {
		if err := c.p.send("set depth %d", c.tc.Depth); err != nil {
			return err
		}
	}
	return c.sync(ctx)
}

// sync sends ping N and waits for pong N.
func (c *nboardClient) sync(ctx context.Context) error {
	c.ping++
	if err := c.p.send("ping %d", c.ping); err != nil {
		return err
	}
	want := "pong " + strconv.Itoa(c.ping)
	_, err := waitFor(ctx, c.p, startupWait, want, func(l string) bool { return strings.TrimSpace(l) == want })
	return err
}

func (c *nboardClient) newGame(ctx context.Context, g referee) error {
	c.synced = -1
	return c.sync(ctx)
}

func (c *nboardClient) think(ctx context.Context, g referee, a thinkArgs) (answer, error) {
	og := g.(*othelloGame)
	if c.synced < 0 {
		rec := og.game
		rec.Tags = nil
		if err := c.p.send("set game %s", rec.FormatGGF()); err != nil {
			return answer{}, err
		}
	} else {
		for _, m := range og.mvs[c.synced:] {
			if err := c.p.send("move %s", m); err != nil {
				return answer{}, err
			}
		}
	}
	c.synced = len(og.mvs)
	if err := c.p.send("go"); err != nil {
		return answer{}, err
	}
	var ans answer
	mv, took, err := readAnswer(ctx, c.p, a, time.Now(), nil, func(l string) (string, bool) {
		if !strings.HasPrefix(l, "===") {
			parseNBoardProgress(l, &ans)
			return "", false
		}
		var mv string
		mv, ans.score = parseNBoardAnswer(l)
		return mv, true
	})
	ans.move, ans.took = mv, took
	return ans, err
}

// parseNBoardProgress reads the depth of a "status depth D ..." line (as
// bitban's engine sends; "100%", an exact solve, counts as no depth) and
// the node count of a "nodestats NODES SECONDS" line into a.
func parseNBoardProgress(l string, a *answer) {
	f := strings.Fields(l)
	switch {
	case len(f) >= 3 && f[0] == "status" && f[1] == "depth":
		if v, err := strconv.Atoi(f[2]); err == nil && v > 0 {
			a.depth = v
		}
	case len(f) >= 2 && f[0] == "nodestats":
		if v, err := strconv.ParseInt(f[1], 10, 64); err == nil && v > 0 {
			a.nodes = v
		}
	}
}

func (c *nboardClient) gameOver(g referee, out *Outcome, side int) {}

func (c *nboardClient) quit() { c.p.stop("quit", 2*time.Second) }

// parseNBoardAnswer reads "=== MOVE[/EVAL[/TIME]]" as the protocol writes
// it, or with spaces as Edax sends it ("=== d6 -1.00 0.0"); an empty move
// is judged as garbage by the referee.
func parseNBoardAnswer(l string) (move, score string) {
	body := strings.TrimSpace(strings.TrimPrefix(l, "==="))
	f := strings.Split(body, "/")
	if !strings.Contains(body, "/") {
		f = strings.Fields(body)
	}
	if len(f) == 0 {
		return "", ""
	}
	if len(f) > 1 {
		score = f[1]
	}
	return strings.TrimSpace(f[0]), score
}
