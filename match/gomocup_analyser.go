package match

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"bitban/renju"
)

// GomocupAnalyser runs one Gomocup brain for scoring positions outside a
// game (training labels): one position, one search, the last score the
// brain reported in its MESSAGE lines. It is not safe for use by several
// goroutines at once.
type GomocupAnalyser struct {
	c    *gomocupClient
	size int
}

// StartGomocupAnalyser starts the brain of spec (cmd=self runs exe's
// renju brain) for game (renju, gomoku or standard) on a size x size
// board: START, then INFO rule and the spec's options. log, if not nil,
// receives every line sent and read.
func StartGomocupAnalyser(ctx context.Context, spec EngineSpec, exe, game string, size int, log io.Writer) (*GomocupAnalyser, error) {
	argv, err := resolveSelf(spec.Cmd, game, exe, TC{})
	if err != nil {
		return nil, err
	}
	p, err := startProc(spec.Name, argv, spec.Dir, log)
	if err != nil {
		return nil, err
	}
	c := &gomocupClient{p: p, spec: spec, game: game}
	if err := c.newGame(ctx, &renjuGame{size: size}); err != nil {
		p.stop("", time.Second)
		return nil, fmt.Errorf("engine %s: %v", spec.Name, err)
	}
	return &GomocupAnalyser{c: c, size: size}, nil
}

// GomocupScore is the outcome of one analysis: the score for the side to
// move in the brain's own units, or a proven result in Mate plies
// (positive: the side to move wins), the depth the brain reported last and
// its answer (Gomocup x,y). HasScore is false when the brain answered
// without reporting a score (brains play forced moves and fives at once)
// or answered something that is not a point of the board.
type GomocupScore struct {
	Value    int
	Mate     int
	IsMate   bool
	HasScore bool
	Depth    int
	Move     string
}

// String is the score as bitban's brain words it: "+120", "-M24".
func (s GomocupScore) String() string {
	if s.IsMate {
		if s.Mate < 0 {
			return fmt.Sprintf("-M%d", -s.Mate)
		}
		return fmt.Sprintf("+M%d", s.Mate)
	}
	return fmt.Sprintf("%+d", s.Value)
}

// Analyse searches the position of stones (in the order played, Black
// first; the side to move is the colour of the next stone) under tc
// (depth, nodes or movetime) and returns the score of the last MESSAGE
// line that had one (HasScore false when none did). wait bounds the search; past it the brain gets
// YXSTOP and a further second.
func (a *GomocupAnalyser) Analyse(ctx context.Context, stones []renju.Point, tc TC, wait time.Duration) (GomocupScore, error) {
	var s GomocupScore
	if !tc.IsSearchLimit() {
		return s, fmt.Errorf("analysis limit %s: want depth=N, nodes=N or movetime=D", tc)
	}
	p := a.c.p
	send := []string{"INFO timeout_match 0"}
	switch tc.Kind {
	case TCDepth:
		send = append(send, fmt.Sprintf("INFO max_depth %d", tc.Depth), fmt.Sprintf("INFO timeout_turn %d", wait.Milliseconds()))
	case TCNodes:
		send = append(send, fmt.Sprintf("INFO max_node %d", tc.Nodes), fmt.Sprintf("INFO timeout_turn %d", wait.Milliseconds()))
	default:
		send = append(send, fmt.Sprintf("INFO timeout_turn %d", tc.MoveTime.Milliseconds()))
	}
	send = appendBoard(send, stones)
	for _, l := range send {
		if err := p.send("%s", l); err != nil {
			return s, err
		}
	}
	args := thinkArgs{wait: wait, grace: time.Second}
	mv, _, err := readAnswer(ctx, p, args, time.Now(), func() { _ = p.send("YXSTOP") }, func(l string) (string, bool) {
		if !isGomocupChatter(l) {
			return strings.TrimSpace(l), true
		}
		parseGomocupMessageScore(l, &s)
		return "", false
	})
	if err != nil {
		return s, fmt.Errorf("engine %s: %v", p.name, err)
	}
	s.Move = mv
	if _, perr := renju.ParseGomocup(mv, a.size); perr != nil {
		// Brains answer the odd position with a non-move (Rapfi: "-5,-5"
		// for a position it will not play on): no score then.
		s.HasScore = false
	}
	return s, nil
}

// Close ends the brain's process.
func (a *GomocupAnalyser) Close() { a.c.quit() }

// parseGomocupMessageScore reads the score and depth of a MESSAGE line
// into s and reports whether it had a score. Brains word them in their own
// ways: "score +120" and "score +M9" (bitban), "Eval -76" and "Eval +M24"
// (Rapfi), "ev 35" (Yixin-style); a depth follows "depth" or "Depth" (a
// range "16-34" counts its first number).
func parseGomocupMessageScore(l string, s *GomocupScore) bool {
	f, ok := gomocupMessageFields(l)
	if !ok {
		return false
	}
	found := false
	for i := 1; i+1 < len(f); i++ {
		switch strings.ToLower(f[i]) {
		case "depth":
			d, _, _ := strings.Cut(f[i+1], "-")
			if v, err := strconv.Atoi(d); err == nil {
				s.Depth = v
			}
		case "score", "eval", "ev":
			if v, mate, ok := ParseGomocupValue(f[i+1]); ok {
				s.Value, s.Mate, s.IsMate, s.HasScore, found = 0, 0, false, true, true
				if mate {
					s.Mate, s.IsMate = v, true
				} else {
					s.Value = v
				}
			}
		}
	}
	return found
}

// gomocupMessageFields splits a brain's MESSAGE line into its words (spaces,
// tabs and Rapfi's "|" separate them); ok is false for any other line.
func gomocupMessageFields(l string) (f []string, ok bool) {
	if !strings.HasPrefix(strings.ToUpper(strings.TrimSpace(l)), "MESSAGE") {
		return nil, false
	}
	return strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '|' || r == '\t' }), true
}

// parseGomocupMessageNodes reads the node count of a brain's MESSAGE line:
// "nodes 81234" (bitban) or "Node 233K" (Rapfi: K, M and G multiply by a
// thousand, a million, a billion).
func parseGomocupMessageNodes(l string) (int64, bool) {
	f, ok := gomocupMessageFields(l)
	if !ok {
		return 0, false
	}
	for i := 1; i+1 < len(f); i++ {
		if k := strings.ToLower(f[i]); k != "nodes" && k != "node" {
			continue
		}
		t, mul := f[i+1], 1.0
		switch t[len(t)-1] {
		case 'K', 'k':
			t, mul = t[:len(t)-1], 1e3
		case 'M', 'm':
			t, mul = t[:len(t)-1], 1e6
		case 'G', 'g':
			t, mul = t[:len(t)-1], 1e9
		}
		if v, err := strconv.ParseFloat(t, 64); err == nil && v > 0 && v*mul < 1e18 {
			return int64(v * mul), true
		}
	}
	return 0, false
}

// ParseGomocupValue reads a brain's score "+120", "-76", "35", "+M9",
// "-M24" or "M5": the value, and whether it is a proven result in that
// many plies (the sign: who wins).
func ParseGomocupValue(t string) (v int, mate, ok bool) {
	sign := 1
	switch {
	case strings.HasPrefix(t, "-"):
		sign, t = -1, t[1:]
	case strings.HasPrefix(t, "+"):
		t = t[1:]
	}
	if rest, isMate := strings.CutPrefix(t, "M"); isMate {
		n, err := strconv.Atoi(rest)
		return sign * n, true, err == nil
	}
	n, err := strconv.Atoi(t)
	return sign * n, false, err == nil
}
