package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"bitban/engine"
)

// TCKind is the kind of a time control.
type TCKind int

// The time controls of --tc.
const (
	TCMoveTime TCKind = iota // a fixed time per move
	TCByoyomi                // optional main time, then a fixed time per move
	TCFischer                // main time plus an increment after each move
	TCDepth                  // a fixed search depth (no clock)
	TCNodes                  // a fixed number of nodes (no clock)
)

// TC is a time control as --tc gives it.
type TC struct {
	Kind     TCKind
	Main     time.Duration // byoyomi, fischer: the main time
	Byoyomi  time.Duration // byoyomi: the time per move after the main time
	Inc      time.Duration // fischer: added after each move
	MoveTime time.Duration // movetime
	Depth    int
	Nodes    uint64
}

// ParseTC reads byoyomi=1s, byoyomi=60s+1s (main + byoyomi), fischer=60s+1s,
// movetime=200ms, depth=N or nodes=N. Durations are Go durations ("1.5s",
// "200ms"); a bare number is seconds.
func ParseTC(s string) (TC, error) {
	key, val, ok := strings.Cut(strings.TrimSpace(s), "=")
	if !ok || val == "" {
		return TC{}, fmt.Errorf("time control %q: want byoyomi=1s, fischer=60s+1s, movetime=200ms, depth=N or nodes=N", s)
	}
	var tc TC
	var err error
	switch key {
	case "movetime":
		tc.Kind = TCMoveTime
		tc.MoveTime, err = engine.ParseDuration(val)
		if err == nil && tc.MoveTime <= 0 {
			err = fmt.Errorf("must be > 0")
		}
	case "byoyomi":
		tc.Kind = TCByoyomi
		if m, b, two := strings.Cut(val, "+"); two {
			if tc.Main, err = engine.ParseDuration(m); err == nil {
				tc.Byoyomi, err = engine.ParseDuration(b)
			}
		} else {
			tc.Byoyomi, err = engine.ParseDuration(val)
		}
		if err == nil && tc.Main+tc.Byoyomi <= 0 {
			err = fmt.Errorf("no time at all")
		}
	case "fischer":
		tc.Kind = TCFischer
		m, inc, _ := strings.Cut(val, "+")
		if tc.Main, err = engine.ParseDuration(m); err == nil && inc != "" {
			tc.Inc, err = engine.ParseDuration(inc)
		}
		if err == nil && tc.Main <= 0 {
			err = fmt.Errorf("the main time must be > 0")
		}
	case "depth":
		tc.Kind = TCDepth
		tc.Depth, err = strconv.Atoi(val)
		if err == nil && (tc.Depth < 1 || tc.Depth > 1000) {
			err = fmt.Errorf("depth must be 1..1000")
		}
	case "nodes":
		tc.Kind = TCNodes
		tc.Nodes, err = strconv.ParseUint(val, 10, 64)
		if err == nil && tc.Nodes == 0 {
			err = fmt.Errorf("nodes must be > 0")
		}
	default:
		return TC{}, fmt.Errorf("time control %q: unknown kind %q (want byoyomi, fischer, movetime, depth or nodes)", s, key)
	}
	if err != nil {
		return TC{}, fmt.Errorf("time control %q: %v", s, err)
	}
	return tc, nil
}

func (tc TC) String() string {
	switch tc.Kind {
	case TCMoveTime:
		return "movetime=" + tc.MoveTime.String()
	case TCByoyomi:
		if tc.Main > 0 {
			return "byoyomi=" + tc.Main.String() + "+" + tc.Byoyomi.String()
		}
		return "byoyomi=" + tc.Byoyomi.String()
	case TCFischer:
		return "fischer=" + tc.Main.String() + "+" + tc.Inc.String()
	case TCDepth:
		return "depth=" + strconv.Itoa(tc.Depth)
	}
	return "nodes=" + strconv.FormatUint(tc.Nodes, 10)
}

// Timed reports whether the control runs a clock.
func (tc TC) Timed() bool { return tc.Kind != TCDepth && tc.Kind != TCNodes }

// Clock is one side's clock in one game.
type Clock struct {
	TC   TC
	Left time.Duration // main time left (byoyomi, fischer)
}

// IsSearchLimit says whether tc limits one search by itself (depth,
// nodes or a time per move), as analysing a position needs, rather than
// being a game clock.
func (tc TC) IsSearchLimit() bool {
	return tc.Kind == TCDepth || tc.Kind == TCNodes || tc.Kind == TCMoveTime
}

// NewClock starts a clock with the full main time.
func NewClock(tc TC) Clock { return Clock{TC: tc, Left: tc.Main} }

// Allowed is how long the side may think on this move (0: no clock).
func (c *Clock) Allowed() time.Duration {
	switch c.TC.Kind {
	case TCMoveTime:
		return c.TC.MoveTime
	case TCByoyomi:
		return c.Left + c.TC.Byoyomi
	case TCFischer:
		return c.Left
	}
	return 0
}

// Spend charges a move's thinking time.
func (c *Clock) Spend(d time.Duration) {
	switch c.TC.Kind {
	case TCByoyomi:
		c.Left = max(0, c.Left-d)
	case TCFischer:
		c.Left = max(0, c.Left-d) + c.TC.Inc
	}
}
