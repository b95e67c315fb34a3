package session

import (
	"strings"
	"testing"
	"time"
)

func TestParseClockSetting(t *testing.T) {
	good := map[string]ClockSetting{
		"none":             {Kind: ClockNone},
		"sudden=5m":        {Kind: ClockSudden, MainMS: 300000},
		"fischer=90+2.5":   {Kind: ClockFischer, MainMS: 90000, IncrementMS: 2500},
		"fischer=1m":       {Kind: ClockFischer, MainMS: 60000},
		"byoyomi=30s":      {Kind: ClockByoyomi, ByoyomiMS: 30000},
		"byoyomi=10m+30s":  {Kind: ClockByoyomi, MainMS: 600000, ByoyomiMS: 30000},
		" byoyomi=0+1s ":   {Kind: ClockByoyomi, ByoyomiMS: 1000},
		"sudden=1h30m0.5s": {Kind: ClockSudden, MainMS: 5400500},
	}
	for in, want := range good {
		if got, err := ParseClockSetting(in); err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", in, got, err, want)
		}
	}
	bad := map[string]string{
		"":              "want none",
		"blitz=5m":      "want none",
		"sudden=5m+2s":  "want none",
		"sudden=":       "want none",
		"sudden=500ms":  "clock.main_ms 500",
		"fischer=1m+-1": "out of range",
		"fischer=1m+2x": "not a duration",
		"byoyomi=0":     "clock.byoyomi_ms 0",
		"byoyomi=1e9":   "out of range",
	}
	for in, want := range bad {
		if _, err := ParseClockSetting(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one with %q", in, err, want)
		}
	}
}

// TestClockEngineLimits: the running side's clock as the engine's limits,
// with the margin kept back; none while the clock is stopped.
func TestClockEngineLimits(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockFischer, MainMS: 60000, IncrementMS: 3000}, 0)
	if _, ok := c.EngineLimits(t0); ok {
		t.Fatal("limits of a stopped clock")
	}
	c.Start(White, t0)
	lim, ok := c.EngineLimits(at(10 * sec))
	if !ok || lim.TimeLeft != 50*sec || lim.Increment != 3*sec || lim.Byoyomi != 0 || lim.Margin != 700*time.Millisecond {
		t.Errorf("fischer: %+v", lim)
	}
	c = NewClock(ClockSetting{Kind: ClockByoyomi, MainMS: 1000, ByoyomiMS: 10000}, 0)
	c.Start(Black, t0)
	if lim, _ := c.EngineLimits(at(3 * sec)); lim.TimeLeft != 0 || lim.Byoyomi != 8*sec || lim.Increment != 0 || lim.Margin != 280*time.Millisecond {
		t.Errorf("byoyomi: %+v", lim)
	}
	if m := EngineMargin(time.Hour); m != time.Second {
		t.Errorf("margin of an hour: %v, want the 1 s cap", m)
	}
}
