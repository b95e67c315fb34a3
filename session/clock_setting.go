package session

import (
	"fmt"
	"time"
)

// A game's time control: no clock, sudden death (a main time for the
// whole game), Fischer (a main time plus an increment after every move) or
// byoyomi (a main time, then a fixed time for every move, as in shogi).
// The same controls serve every game. The JSON names are the web API's
// (POST /api/games {"clock": {...}}).

// The clock kinds.
const (
	ClockNone    = "none"
	ClockSudden  = "sudden"
	ClockFischer = "fischer"
	ClockByoyomi = "byoyomi"
)

// The bounds of a setting: long enough for any game played in a browser,
// short enough that arithmetic on them never overflows.
const (
	MinMainMS      = 1000             // sudden death and Fischer: at least a second
	MaxMainMS      = 10 * 3600 * 1000 // ten hours
	MaxIncrementMS = 10 * 60 * 1000   // ten minutes a move
	MinByoyomiMS   = 1000             // a second a move
	MaxByoyomiMS   = 60 * 60 * 1000   // an hour a move
)

// ClockSetting is a time control as the web API reads and writes it.
type ClockSetting struct {
	Kind        string `json:"kind"`         // none, sudden, fischer, byoyomi
	MainMS      int64  `json:"main_ms"`      // main time of each side
	IncrementMS int64  `json:"increment_ms"` // Fischer: added after every move
	ByoyomiMS   int64  `json:"byoyomi_ms"`   // byoyomi: time per move once the main time is spent
}

// Main is each side's main time.
func (c ClockSetting) Main() time.Duration { return time.Duration(c.MainMS) * time.Millisecond }

// Increment is Fischer's time added after every move.
func (c ClockSetting) Increment() time.Duration {
	return time.Duration(c.IncrementMS) * time.Millisecond
}

// Byoyomi is the time of every move once the main time is spent.
func (c ClockSetting) Byoyomi() time.Duration { return time.Duration(c.ByoyomiMS) * time.Millisecond }

// Check refuses a setting that is not one of the kinds with its fields in
// range; the error names the field ("clock.main_ms 999: ..."). A field the
// kind does not use must be zero, so that a mistyped kind is not silently
// another control.
func (c ClockSetting) Check() error {
	unused := func(field string, v int64) error {
		if v != 0 {
			return fmt.Errorf("clock.%s %d: unused by a %q clock (want 0 or no field)", field, v, c.Kind)
		}
		return nil
	}
	inRange := func(field string, v, lo, hi int64) error {
		if v < lo || v > hi {
			return fmt.Errorf("clock.%s %d: want %d..%d for a %s clock", field, v, lo, hi, c.Kind)
		}
		return nil
	}
	var errs []error
	switch c.Kind {
	case ClockNone:
		errs = []error{unused("main_ms", c.MainMS), unused("increment_ms", c.IncrementMS), unused("byoyomi_ms", c.ByoyomiMS)}
	case ClockSudden:
		errs = []error{inRange("main_ms", c.MainMS, MinMainMS, MaxMainMS), unused("increment_ms", c.IncrementMS), unused("byoyomi_ms", c.ByoyomiMS)}
	case ClockFischer:
		errs = []error{inRange("main_ms", c.MainMS, MinMainMS, MaxMainMS), inRange("increment_ms", c.IncrementMS, 0, MaxIncrementMS), unused("byoyomi_ms", c.ByoyomiMS)}
	case ClockByoyomi:
		errs = []error{inRange("main_ms", c.MainMS, 0, MaxMainMS), unused("increment_ms", c.IncrementMS), inRange("byoyomi_ms", c.ByoyomiMS, MinByoyomiMS, MaxByoyomiMS)}
	default:
		return fmt.Errorf("clock.kind %q: want none, sudden, fischer or byoyomi", truncate(c.Kind, 20))
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// truncate shortens s to n bytes, marking the cut.
func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// ClockState is a clock as the web API shows it (a game state's "clock"):
// the setting, the time each side has left at the moment of the answer,
// the side whose clock runs ("" when none does: no side to move, the game
// over) and the side that lost on time ("" when none).
type ClockState struct {
	ClockSetting
	Black   SideTime `json:"black"`
	White   SideTime `json:"white"`
	Running string   `json:"running"`
	Flagged string   `json:"flagged"`
}

// SideTime is one side's time left: its main time and what is left of its
// current byoyomi period (the whole period when its clock is stopped, 0
// without byoyomi).
type SideTime struct {
	MainMS    int64 `json:"main_ms"`
	ByoyomiMS int64 `json:"byoyomi_ms"`
}
