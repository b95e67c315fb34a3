package match

import (
	"context"
	"fmt"
	"strings"
	"time"

	"bitban/renju"
)

// gomocupClient drives a renju/gomoku brain by the Gomocup protocol: START,
// INFO (rule, timeout_turn, timeout_match, time_left, max_depth, max_node and
// the engine's options), BOARD..DONE for the opening, then TURN.
type gomocupClient struct {
	p      *proc
	spec   EngineSpec
	tc     TC
	game   string
	synced int // stones the engine knows (-1: send the board)
}

func (c *gomocupClient) process() *proc { return c.p }

func (c *gomocupClient) handshake(ctx context.Context) error { return nil }

// ruleMask is Gomocup's INFO rule: 0 freestyle, 1 exactly five, 4 renju.
func ruleMask(game string) int {
	switch RenjuRule(game) {
	case renju.Standard:
		return 1
	case renju.Renju:
		return 4
	}
	return 0
}

func (c *gomocupClient) newGame(ctx context.Context, g referee) error {
	rg := g.(*renjuGame)
	c.p.drain()
	c.synced = -1
	if err := c.p.send("START %d", rg.size); err != nil {
		return err
	}
	l, err := waitFor(ctx, c.p, startupWait, "OK after START", func(l string) bool {
		return !isGomocupChatter(l)
	})
	if err != nil {
		return err
	}
	if !strings.HasPrefix(strings.ToUpper(l), "OK") {
		return fmt.Errorf("START %d answered %q", rg.size, l)
	}
	lines := []string{fmt.Sprintf("INFO rule %d", ruleMask(c.game))}
	switch c.tc.Kind {
	case TCDepth:
		lines = append(lines, fmt.Sprintf("INFO max_depth %d", c.tc.Depth))
	case TCNodes:
		lines = append(lines, fmt.Sprintf("INFO max_node %d", c.tc.Nodes))
	case TCFischer:
		lines = append(lines, fmt.Sprintf("INFO timeout_match %d", c.tc.Main.Milliseconds()))
	default:
		lines = append(lines, "INFO timeout_match 0")
	}
	for _, o := range c.spec.Options {
		lines = append(lines, "INFO "+o[0]+" "+o[1])
	}
	for _, l := range lines {
		if err := c.p.send("%s", l); err != nil {
			return err
		}
	}
	return nil
}

// isGomocupChatter tells the lines that are not answers.
func isGomocupChatter(l string) bool {
	u := strings.ToUpper(strings.TrimSpace(l))
	for _, p := range []string{"MESSAGE", "DEBUG", "ERROR", "UNKNOWN", "SUGGEST", "FORBID"} {
		if strings.HasPrefix(u, p) {
			return true
		}
	}
	return u == ""
}

func (c *gomocupClient) think(ctx context.Context, g referee, a thinkArgs) (answer, error) {
	rg := g.(*renjuGame)
	var turn time.Duration
	switch a.own.TC.Kind {
	case TCDepth, TCNodes:
		turn = a.wait
	default:
		turn = a.own.Allowed()
	}
	send := []string{fmt.Sprintf("INFO timeout_turn %d", turn.Milliseconds())}
	if a.own.TC.Kind == TCFischer {
		send = append(send, fmt.Sprintf("INFO time_left %d", a.own.Left.Milliseconds()))
	}
	switch n := len(rg.pts); {
	case n == 0:
		send = append(send, "BEGIN")
	case c.synced == n-1:
		p := rg.pts[n-1]
		send = append(send, fmt.Sprintf("TURN %d,%d", p.X(), p.Y()))
	default:
		send = appendBoard(send, rg.pts)
	}
	for _, l := range send {
		if err := c.p.send("%s", l); err != nil {
			return answer{}, err
		}
	}
	c.synced = len(rg.pts) + 1 // the brain plays its own answer
	var ans answer
	mv, took, err := readAnswer(ctx, c.p, a, time.Now(), func() { _ = c.p.send("YXSTOP") }, func(l string) (string, bool) {
		if isGomocupChatter(l) {
			var s GomocupScore
			if parseGomocupMessageScore(l, &s) {
				ans.score = s.String()
			}
			if s.Depth > 0 {
				ans.depth = s.Depth
			}
			if n, ok := parseGomocupMessageNodes(l); ok {
				ans.nodes = n
			}
			return "", false
		}
		return strings.TrimSpace(l), true
	})
	ans.move, ans.took = mv, took
	return ans, err
}

func (c *gomocupClient) gameOver(g referee, out *Outcome, side int) {}

func (c *gomocupClient) quit() { c.p.stop("END", 2*time.Second) }

// appendBoard appends Gomocup's BOARD..DONE for the stones in the order
// played: the stones of the side to move are 1, the others 2.
func appendBoard(send []string, stones []renju.Point) []string {
	send = append(send, "BOARD")
	n := len(stones)
	for i, p := range stones {
		own := 1
		if (n-i)%2 == 1 {
			own = 2
		}
		send = append(send, fmt.Sprintf("%d,%d,%d", p.X(), p.Y(), own))
	}
	return append(send, "DONE")
}
