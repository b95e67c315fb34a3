package match

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"
)

// EngineSpec is one --engine: `name=A cmd="bitban shogi usi" [dir=D]
// [tc=byoyomi=1s] [option.X=Y ...]`.
type EngineSpec struct {
	Name    string
	Cmd     []string
	Dir     string
	TC      *TC         // nil: the match's --tc
	Options [][2]string // in the order given
}

// ParseEngineSpec reads an --engine value: key=value fields separated by
// spaces, values in double or single quotes when they hold spaces; cmd is
// split into words the same way.
func ParseEngineSpec(s string) (EngineSpec, error) {
	var e EngineSpec
	fields, err := splitWords(s)
	if err != nil {
		return e, fmt.Errorf("engine %q: %v", s, err)
	}
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return e, fmt.Errorf("engine %q: field %q is not key=value", s, f)
		}
		switch {
		case k == "name":
			e.Name = v
		case k == "cmd":
			if e.Cmd, err = splitWords(v); err != nil {
				return e, fmt.Errorf("engine %q: cmd: %v", s, err)
			}
		case k == "dir":
			e.Dir = v
		case k == "tc":
			tc, err := ParseTC(v)
			if err != nil {
				return e, fmt.Errorf("engine %q: %v", s, err)
			}
			e.TC = &tc
		case strings.HasPrefix(k, "option.") && len(k) > len("option."):
			e.Options = append(e.Options, [2]string{k[len("option."):], v})
		default:
			return e, fmt.Errorf("engine %q: unknown key %q (want name, cmd, dir, tc, option.NAME)", s, k)
		}
	}
	if e.Name == "" {
		return e, fmt.Errorf("engine %q: missing name=", s)
	}
	if len(e.Cmd) == 0 {
		return e, fmt.Errorf("engine %q: missing cmd=", s)
	}
	return e, nil
}

// splitWords splits s at spaces outside quotes; quotes are removed and a
// backslash escapes the next character.
func splitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	in, quote, esc := false, byte(0), false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case esc:
			cur.WriteByte(c)
			esc, in = false, true
		case c == '\\':
			esc = true
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '"' || c == '\'':
			quote, in = c, true
		case c == ' ' || c == '\t':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed quote")
	}
	if in {
		words = append(words, cur.String())
	}
	return words, nil
}

// resolveSelf expands cmd=self[:GAME] [args...] to this program (exe) with
// the engine verb of the game: "shogi usi", "othello nboard", "renju
// gomocup". For Othello, whose protocol carries no clock, a per-move time
// control becomes --time.
func resolveSelf(cmd []string, game, exe string, tc TC) ([]string, error) {
	if len(cmd) == 0 || (cmd[0] != "self" && !strings.HasPrefix(cmd[0], "self:")) {
		return cmd, nil
	}
	if exe == "" {
		return nil, fmt.Errorf("cmd=self: the path of this program is unknown")
	}
	g := game
	if _, after, ok := strings.Cut(cmd[0], ":"); ok {
		g = after
	}
	var verb []string
	switch g {
	case "shogi":
		verb = []string{"shogi", "usi"}
	case "othello":
		verb = []string{"othello", "nboard"}
		if tc.Kind == TCMoveTime || tc.Kind == TCByoyomi {
			t := tc.MoveTime
			if tc.Kind == TCByoyomi {
				t = tc.Byoyomi
			}
			verb = append(verb, "--time", fmt.Sprintf("%g", t.Seconds()))
		}
	case "renju", "gomoku", "standard":
		verb = []string{"renju", "gomocup"}
	default:
		return nil, fmt.Errorf("cmd=%s: unknown game %q", cmd[0], g)
	}
	return append(append([]string{exe}, verb...), cmd[1:]...), nil
}

// answer is an engine's move with the time it took and its score (as the
// protocol printed it; "" when none).
type answer struct {
	move  string
	score string
	took  time.Duration
	depth int   // the last reported search depth (0: none)
	nodes int64 // the last reported node count (0: none)
}

// thinkArgs are the clocks and limits of one move.
type thinkArgs struct {
	own, opp *Clock
	side     int           // the side to move: 0 first, 1 second
	wait     time.Duration // how long to wait for the answer before giving up
	grace    time.Duration // extra wait after stop for a late answer
}

// client speaks one protocol to one engine process.
type client interface {
	// handshake starts the protocol and sets the options.
	handshake(ctx context.Context) error
	newGame(ctx context.Context, g referee) error
	// think asks for a move; errTimeout, errCrashed or ctx's error.
	think(ctx context.Context, g referee, a thinkArgs) (answer, error)
	gameOver(g referee, out *Outcome, side int)
	quit()
	process() *proc
}

// startupWait bounds the handshake and the readiness checks.
const startupWait = 60 * time.Second

// newClient starts the engine process and speaks the protocol of game.
func newClient(ctx context.Context, game string, e EngineSpec, argv []string, tc TC, log io.Writer) (client, error) {
	p, err := startProc(e.Name, argv, e.Dir, log)
	if err != nil {
		return nil, err
	}
	var c client
	switch protocolOf(game) {
	case "usi":
		c = &usiClient{p: p, spec: e, tc: tc}
	case "nboard":
		c = &nboardClient{p: p, spec: e, tc: tc}
	default:
		c = &gomocupClient{p: p, spec: e, tc: tc, game: game}
	}
	if err := c.handshake(ctx); err != nil {
		p.stop("", time.Second)
		return nil, fmt.Errorf("engine %s: %v", e.Name, err)
	}
	return c, nil
}

// waitFor reads lines until one satisfies ok (it returns that line).
func waitFor(ctx context.Context, p *proc, d time.Duration, what string, ok func(string) bool) (string, error) {
	deadline := time.Now().Add(d)
	for {
		l, err := p.readLine(ctx, deadline)
		if err != nil {
			if err == errTimeout {
				return "", fmt.Errorf("no %s within %v", what, d)
			}
			if err == errCrashed {
				return "", fmt.Errorf("exited before %s %s", what, p.exitStatus())
			}
			return "", err
		}
		if ok(l) {
			return l, nil
		}
	}
}

// readAnswer reads lines until pick returns a move, for at most a.wait; then
// it calls onLate (a stop command) and waits a.grace more. took is measured
// from t0.
func readAnswer(ctx context.Context, p *proc, a thinkArgs, t0 time.Time, onLate func(), pick func(string) (move string, done bool)) (string, time.Duration, error) {
	deadline := t0.Add(a.wait)
	late := false
	for {
		l, err := p.readLine(ctx, deadline)
		if err == errTimeout && !late {
			late = true
			if onLate != nil {
				onLate()
			}
			deadline = time.Now().Add(a.grace)
			continue
		}
		if err != nil {
			return "", time.Since(t0), err
		}
		if mv, done := pick(l); done {
			return mv, time.Since(t0), nil
		}
	}
}
