package session

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseClockSetting reads a time control as the command line writes it:
// none, sudden=5m (a main time), fischer=5m+2s (main time plus increment),
// byoyomi=30s or byoyomi=10m+30s (main time, then the time of every move).
// Durations are Go durations ("1m30s", "500ms") or seconds ("90"). The
// setting is checked as the web API checks it.
func ParseClockSetting(s string) (ClockSetting, error) {
	s = strings.TrimSpace(s)
	if s == ClockNone {
		return ClockSetting{Kind: ClockNone}, nil
	}
	kind, val, ok := strings.Cut(s, "=")
	if !ok || val == "" {
		return ClockSetting{}, fmt.Errorf("clock %q: want none, sudden=5m, fischer=5m+2s or byoyomi=10m+30s", s)
	}
	first, second, two := strings.Cut(val, "+")
	a, err := parseDuration(first)
	var b time.Duration
	if err == nil && two {
		b, err = parseDuration(second)
	}
	if err != nil {
		return ClockSetting{}, fmt.Errorf("clock %q: %v", s, err)
	}
	set := ClockSetting{Kind: kind}
	switch {
	case kind == ClockSudden && !two:
		set.MainMS = a.Milliseconds()
	case kind == ClockFischer:
		set.MainMS, set.IncrementMS = a.Milliseconds(), b.Milliseconds()
	case kind == ClockByoyomi && two:
		set.MainMS, set.ByoyomiMS = a.Milliseconds(), b.Milliseconds()
	case kind == ClockByoyomi:
		set.ByoyomiMS = a.Milliseconds()
	default:
		return ClockSetting{}, fmt.Errorf("clock %q: want none, sudden=5m, fischer=5m+2s or byoyomi=10m+30s", s)
	}
	if err := set.Check(); err != nil {
		return ClockSetting{}, fmt.Errorf("clock %q: %v", s, err)
	}
	return set, nil
}

// parseDuration reads a Go duration or a number of seconds, not negative
// and short enough to count in milliseconds.
func parseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 || f > 1e6 {
			return 0, fmt.Errorf("%q seconds: out of range", s)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || d > 1e6*time.Second {
		return 0, fmt.Errorf("%q is not a duration (90s, 1m30s, 500ms)", s)
	}
	return d, nil
}
