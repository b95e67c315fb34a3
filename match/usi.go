package match

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// usiClient drives a shogi engine by USI.
type usiClient struct {
	p    *proc
	spec EngineSpec
	tc   TC
}

func (c *usiClient) process() *proc { return c.p }

func (c *usiClient) handshake(ctx context.Context) error {
	if err := c.p.send("usi"); err != nil {
		return err
	}
	if _, err := waitFor(ctx, c.p, startupWait, "usiok", func(l string) bool { return l == "usiok" }); err != nil {
		return err
	}
	for _, o := range c.spec.Options {
		if err := c.p.send("setoption name %s value %s", o[0], o[1]); err != nil {
			return err
		}
	}
	return c.ready(ctx)
}

func (c *usiClient) ready(ctx context.Context) error {
	if err := c.p.send("isready"); err != nil {
		return err
	}
	_, err := waitFor(ctx, c.p, startupWait, "readyok", func(l string) bool { return l == "readyok" })
	return err
}

func (c *usiClient) newGame(ctx context.Context, g referee) error {
	c.p.drain()
	if err := c.ready(ctx); err != nil {
		return err
	}
	return c.p.send("usinewgame")
}

func (c *usiClient) think(ctx context.Context, g referee, a thinkArgs) (answer, error) {
	sg := g.(*shogiGame)
	pos := "position sfen " + sg.op.Start
	if all := append(append([]string{}, sg.op.Moves...), sg.played...); len(all) > 0 {
		pos += " moves " + strings.Join(all, " ")
	}
	if err := c.p.send("%s", pos); err != nil {
		return answer{}, err
	}
	if err := c.p.send("%s", usiGo(a)); err != nil {
		return answer{}, err
	}
	t0 := time.Now()
	var ans answer
	mv, took, err := readAnswer(ctx, c.p, a, t0, func() { _ = c.p.send("stop") }, func(l string) (string, bool) {
		f := strings.Fields(l)
		if len(f) == 0 {
			return "", false
		}
		switch f[0] {
		case "info":
			parseUSIInfo(f, &ans)
		case "bestmove":
			if len(f) < 2 {
				return "(none)", true
			}
			return f[1], true
		}
		return "", false
	})
	ans.move, ans.took = mv, took
	return ans, err
}

// parseUSIInfo reads the score, depth and node count of an info line's
// fields into a (the last line that gives each wins).
func parseUSIInfo(f []string, a *answer) {
	for i := 1; i+1 < len(f); i++ {
		switch f[i] {
		case "score":
			if i+2 < len(f) && (f[i+1] == "cp" || f[i+1] == "mate") {
				a.score = f[i+1] + " " + f[i+2]
			}
		case "depth":
			if v, err := strconv.Atoi(f[i+1]); err == nil && v > 0 {
				a.depth = v
			}
		case "nodes":
			if v, err := strconv.ParseInt(f[i+1], 10, 64); err == nil && v > 0 {
				a.nodes = v
			}
		case "pv", "string":
			return // the rest is moves or free text
		}
	}
}

// usiGo writes the go command of a move: the clocks as btime/wtime with
// byoyomi or binc/winc, or depth/nodes.
func usiGo(a thinkArgs) string {
	tc := a.own.TC
	ms := func(d time.Duration) int64 { return d.Milliseconds() }
	black, white := a.own, a.opp
	if a.side == 1 {
		black, white = a.opp, a.own
	}
	switch tc.Kind {
	case TCDepth:
		return fmt.Sprintf("go depth %d", tc.Depth)
	case TCNodes:
		return fmt.Sprintf("go nodes %d", tc.Nodes)
	case TCMoveTime:
		return fmt.Sprintf("go btime 0 wtime 0 byoyomi %d", ms(tc.MoveTime))
	case TCFischer:
		return fmt.Sprintf("go btime %d wtime %d binc %d winc %d", ms(black.Left), ms(white.Left), ms(black.TC.Inc), ms(white.TC.Inc))
	}
	return fmt.Sprintf("go btime %d wtime %d byoyomi %d", ms(black.Left), ms(white.Left), ms(tc.Byoyomi))
}

func (c *usiClient) gameOver(g referee, out *Outcome, side int) {
	r := "draw"
	if out.Winner == side {
		r = "win"
	} else if out.Winner >= 0 {
		r = "lose"
	}
	_ = c.p.send("gameover %s", r)
}

func (c *usiClient) quit() { c.p.stop("quit", 2*time.Second) }
