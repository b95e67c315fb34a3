package web

import (
	"net/http"
	"time"
)

// A game's time control, chosen when the game is created (POST /api/games
// {"clock": {...}}) and kept with it: no clock, sudden death (a main time
// for the whole game), Fischer (a main time plus an increment after every
// move) or byoyomi (a main time, then a fixed time for every move, as in
// shogi). The same controls serve every game.

// The clock kinds.
const (
	clockNone    = "none"
	clockSudden  = "sudden"
	clockFischer = "fischer"
	clockByoyomi = "byoyomi"
)

// The bounds of a setting: long enough for any game played in a browser,
// short enough that arithmetic on them never overflows.
const (
	minMainMS      = 1000             // sudden death and Fischer: at least a second
	maxMainMS      = 10 * 3600 * 1000 // ten hours
	maxIncrementMS = 10 * 60 * 1000   // ten minutes a move
	minByoyomiMS   = 1000             // a second a move
	maxByoyomiMS   = 60 * 60 * 1000   // an hour a move
)

// clockSetting is a time control as the API reads and writes it.
type clockSetting struct {
	Kind        string `json:"kind"`         // none, sudden, fischer, byoyomi
	MainMS      int64  `json:"main_ms"`      // main time of each side
	IncrementMS int64  `json:"increment_ms"` // Fischer: added after every move
	ByoyomiMS   int64  `json:"byoyomi_ms"`   // byoyomi: time per move once the main time is spent
}

func (c clockSetting) main() time.Duration { return time.Duration(c.MainMS) * time.Millisecond }
func (c clockSetting) increment() time.Duration {
	return time.Duration(c.IncrementMS) * time.Millisecond
}
func (c clockSetting) byoyomi() time.Duration { return time.Duration(c.ByoyomiMS) * time.Millisecond }

// check refuses a setting that is not one of the kinds with its fields in
// range; the error (a 400) names the field. A field the kind does not use
// must be zero, so that a mistyped kind is not silently another control.
func (c clockSetting) check() error {
	bad := func(field string, v, lo, hi int64) error {
		return errf(http.StatusBadRequest, "clock.%s %d: want %d..%d for a %s clock", field, v, lo, hi, c.Kind)
	}
	unused := func(field string, v int64) error {
		if v != 0 {
			return errf(http.StatusBadRequest, "clock.%s %d: unused by a %q clock (want 0 or no field)", field, v, c.Kind)
		}
		return nil
	}
	inRange := func(field string, v, lo, hi int64) error {
		if v < lo || v > hi {
			return bad(field, v, lo, hi)
		}
		return nil
	}
	var errs []error
	switch c.Kind {
	case clockNone:
		errs = []error{unused("main_ms", c.MainMS), unused("increment_ms", c.IncrementMS), unused("byoyomi_ms", c.ByoyomiMS)}
	case clockSudden:
		errs = []error{inRange("main_ms", c.MainMS, minMainMS, maxMainMS), unused("increment_ms", c.IncrementMS), unused("byoyomi_ms", c.ByoyomiMS)}
	case clockFischer:
		errs = []error{inRange("main_ms", c.MainMS, minMainMS, maxMainMS), inRange("increment_ms", c.IncrementMS, 0, maxIncrementMS), unused("byoyomi_ms", c.ByoyomiMS)}
	case clockByoyomi:
		errs = []error{inRange("main_ms", c.MainMS, 0, maxMainMS), unused("increment_ms", c.IncrementMS), inRange("byoyomi_ms", c.ByoyomiMS, minByoyomiMS, maxByoyomiMS)}
	default:
		return errf(http.StatusBadRequest, "clock.kind %q: want none, sudden, fischer or byoyomi", truncate(c.Kind, 20))
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// clockState is the "clock" of a game's state: the setting, the time each
// side has left at the moment of the answer, the side whose clock runs
// ("" when none does: no side to move, the game over) and the side that
// lost on time ("" when none).
type clockState struct {
	clockSetting
	Black   sideTime `json:"black"`
	White   sideTime `json:"white"`
	Running string   `json:"running"`
	Flagged string   `json:"flagged"`
}

// sideTime is one side's time left: its main time and what is left of its
// current byoyomi period (the whole period when its clock is stopped, 0
// without byoyomi).
type sideTime struct {
	MainMS    int64 `json:"main_ms"`
	ByoyomiMS int64 `json:"byoyomi_ms"`
}

// playReq is the part of a new game's request that sets how it is played.
type playReq struct {
	Clock *clockSetting `json:"clock"` // default: no clock
	Level *int          `json:"level"` // engine strength, default 0 = full
}

// play checks a new game's clock and level and fills in their defaults:
// no clock, full strength.
func (r playReq) play() (clockSetting, int, error) {
	set := clockSetting{Kind: clockNone}
	if r.Clock != nil {
		set = *r.Clock
		if set.Kind == "" {
			set.Kind = clockNone
		}
		if err := set.check(); err != nil {
			return set, 0, err
		}
	}
	level := 0
	if r.Level != nil {
		level = *r.Level
		if level < 0 || level > maxLevel {
			return set, 0, errf(http.StatusBadRequest, "level %d: want 0 (full strength) to %d", level, maxLevel)
		}
	}
	return set, level, nil
}
