package web

import (
	"net/http"

	"bitban/session"
)

// A game's time control is chosen when the game is created (POST
// /api/games {"clock": {...}}) and kept with it: session.ClockSetting, its
// kinds, bounds and check (session/clock_setting.go), serve every game.

// playReq is the part of a new game's request that sets how it is played.
type playReq struct {
	Clock *session.ClockSetting `json:"clock"` // default: no clock
	Level *int                  `json:"level"` // engine strength, default 0 = full
}

// play checks a new game's clock and level and fills in their defaults:
// no clock, full strength.
func (r playReq) play() (session.ClockSetting, int, error) {
	set := session.ClockSetting{Kind: session.ClockNone}
	if r.Clock != nil {
		set = *r.Clock
		if set.Kind == "" {
			set.Kind = session.ClockNone
		}
		if err := set.Check(); err != nil {
			return set, 0, errf(http.StatusBadRequest, "%v", err)
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
