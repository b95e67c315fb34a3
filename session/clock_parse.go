package session

import (
	"fmt"
	"strings"
	"time"

	"bitban/engine"
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
	a, err := engine.ParseDuration(first)
	var b time.Duration
	if err == nil && two {
		b, err = engine.ParseDuration(second)
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
