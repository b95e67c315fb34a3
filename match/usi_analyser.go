package match

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// USIAnalyser runs one USI engine process for scoring positions outside a
// game (training labels): one position, one search, the last reported
// score. Each analysis is a game of its own (gameover, isready,
// usinewgame before it), so the engine starts it with cleared tables
// and the score does not depend on the positions analysed before. It is
// not safe for use by several goroutines at once.
type USIAnalyser struct {
	c     *usiClient
	fresh bool // no analysis since usinewgame
}

// StartUSIAnalyser starts the engine of spec (cmd=self[:shogi] runs exe
// itself), sets its options and waits for readyok. log, if not nil,
// receives every line sent and read.
func StartUSIAnalyser(ctx context.Context, spec EngineSpec, exe string, log io.Writer) (*USIAnalyser, error) {
	argv, err := resolveSelf(spec.Cmd, "shogi", exe, TC{})
	if err != nil {
		return nil, err
	}
	p, err := startProc(spec.Name, argv, spec.Dir, log)
	if err != nil {
		return nil, err
	}
	c := &usiClient{p: p, spec: spec}
	if err := c.handshake(ctx); err != nil {
		p.stop("", time.Second)
		return nil, fmt.Errorf("engine %s: %v", spec.Name, err)
	}
	if err := p.send("usinewgame"); err != nil {
		p.stop("", time.Second)
		return nil, fmt.Errorf("engine %s: %v", spec.Name, err)
	}
	return &USIAnalyser{c: c, fresh: true}, nil
}

// USIScore is the outcome of one analysis: the score for the side to move
// in centipawns, or a mate in Mate plies (positive: the side to move
// mates; negative: it is mated), the engine's best move and its depth.
type USIScore struct {
	CP       int
	Mate     int
	IsMate   bool
	Depth    int
	BestMove string
}

// Analyse searches position (a USI "position" argument: "startpos ...",
// "sfen ... [moves ...]") under tc (depth, nodes or movetime) and returns
// the score of the last info line that had one. A search with no score
// (the engine resigned or declared at once) is an error. wait bounds the
// search; past it the engine gets "stop" and a further second.
func (a *USIAnalyser) Analyse(ctx context.Context, position string, tc TC, wait time.Duration) (USIScore, error) {
	var s USIScore
	if !tc.IsSearchLimit() {
		return s, fmt.Errorf("analysis limit %s: want depth=N, nodes=N or movetime=D", tc)
	}
	goCmd := usiGo(thinkArgs{own: &Clock{TC: tc}, opp: &Clock{TC: tc}})
	p := a.c.p
	if !a.fresh {
		if err := a.newGame(ctx); err != nil {
			return s, fmt.Errorf("engine %s: %v", p.name, err)
		}
	}
	a.fresh = false
	if err := p.send("position %s", position); err != nil {
		return s, err
	}
	if err := p.send("%s", goCmd); err != nil {
		return s, err
	}
	found := false
	args := thinkArgs{wait: wait, grace: time.Second}
	mv, _, err := readAnswer(ctx, p, args, time.Now(), func() { _ = p.send("stop") }, func(l string) (string, bool) {
		f := strings.Fields(l)
		if len(f) > 1 && f[0] == "bestmove" {
			return f[1], true
		}
		if len(f) > 0 && f[0] == "info" && parseUSIInfoScore(f, &s) {
			found = true
		}
		return "", false
	})
	if err != nil {
		return s, fmt.Errorf("engine %s: %v", p.name, err)
	}
	s.BestMove = mv
	if !found {
		return s, fmt.Errorf("engine %s: no score before bestmove %s", p.name, mv)
	}
	return s, nil
}

// newGame ends the last analysis's game and starts a new one: the engine
// clears its tables at isready between games (or at usinewgame).
func (a *USIAnalyser) newGame(ctx context.Context) error {
	if err := a.c.p.send("gameover draw"); err != nil {
		return err
	}
	return a.c.newGame(ctx, nil)
}

// parseUSIInfoScore reads depth and score of one info line (split into
// fields) into s; it reports whether the line had a score. Bound scores
// (lowerbound/upperbound) count: they are the engine's best knowledge when
// the search stopped.
func parseUSIInfoScore(f []string, s *USIScore) bool {
	found := false
	for i := 1; i+1 < len(f); i++ {
		switch f[i] {
		case "depth":
			if d, err := strconv.Atoi(f[i+1]); err == nil {
				s.Depth = d
			}
		case "score":
			if i+2 >= len(f) {
				return found
			}
			v := f[i+2]
			switch f[i+1] {
			case "cp":
				n, err := strconv.Atoi(v)
				if err != nil {
					continue
				}
				s.CP, s.Mate, s.IsMate, found = n, 0, false, true
			case "mate":
				// "mate +" / "mate -": a mate of unknown length.
				n, err := strconv.Atoi(v)
				if err == nil && n == 0 && strings.HasPrefix(v, "-") {
					n = -1 // "mate -0": mated now
				}
				if err != nil {
					switch v {
					case "+":
						n = 1
					case "-":
						n = -1
					default:
						continue
					}
				}
				s.CP, s.Mate, s.IsMate, found = 0, n, true, true
			}
		}
	}
	return found
}

// Centipawns is the score in centipawns, a mate counted as ±mate (the
// sign: who mates).
func (s USIScore) Centipawns(mate int) int {
	switch {
	case !s.IsMate:
		return s.CP
	case s.Mate < 0:
		return -mate
	}
	return mate
}

// Close asks the engine to quit and ends its process.
func (a *USIAnalyser) Close() { a.c.quit() }
