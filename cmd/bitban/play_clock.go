package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/session"
)

// The game clock of terminal play (--clock): the session's clock, the one
// the web's games use. Both sides' clocks run while their side is to move;
// the engine plans its moves from its clock instead of a fixed time, and
// the human's loss on time is declared when their next line comes in (the
// loop waits for the terminal, not for the clock). Undo gives the time of
// the moves taken back back, as in the web.

// playSetup is how a terminal game is played.
type playSetup struct {
	human int                  // the human's side
	lim   engine.Limits        // the engine's limits per move (without a clock: its time too)
	clock session.ClockSetting // the game clock; Kind "" or none: no clock
	now   func() time.Time     // the clock's time: nil is time.Now (tests give a fake)
}

// timed reports whether the game has a clock.
func (p playSetup) timed() bool {
	return p.clock.Kind != "" && p.clock.Kind != session.ClockNone
}

// addClockFlag registers --clock on a play command.
func addClockFlag(cmd *cobra.Command) {
	cmd.Flags().String("clock", "none", "a game clock for both sides: none, sudden=5m, fischer=5m+2s or byoyomi=10m+30s; "+
		"the engine then plans its time from its clock (instead of --time)")
}

// clockFlag reads --clock; a clock excludes a fixed engine time
// (--time given too).
func clockFlag(cmd *cobra.Command) (session.ClockSetting, error) {
	fl := cmd.Flags()
	text, _ := fl.GetString("clock")
	set, err := session.ParseClockSetting(text)
	if err != nil {
		return set, usagef("--clock: %v", err)
	}
	if set.Kind != session.ClockNone && fl.Changed("time") {
		return set, usagef("--clock and --time exclude each other: under a clock the engine plans its own time")
	}
	return set, nil
}

// searchLimits are the limits of a search at the current position: the
// setup's, with the clock of the side to move when a clock runs.
func (l *playLoop[P, M]) searchLimits() engine.Limits {
	c, ok := l.s.EngineLimits()
	if !ok {
		return l.lim
	}
	lim := l.lim
	lim.MoveTime = 0
	lim.TimeLeft, lim.Increment, lim.Byoyomi, lim.Margin = c.TimeLeft, c.Increment, c.Byoyomi, c.Margin
	return lim
}

// timeUp announces a loss on time that is due and not yet announced (the
// side to move's clock ran out since the last look) and reports whether
// it did.
func (l *playLoop[P, M]) timeUp() bool {
	c := l.s.Clock()
	if c == nil || c.Flagged() != session.NoSide {
		return false
	}
	if l.s.Outcome().Ending != engine.TimeLoss {
		return false
	}
	l.showClock()
	l.announce()
	return true
}

// showClock prints both sides' time, when the game has a clock.
func (l *playLoop[P, M]) showClock() {
	if st := l.s.ClockState(); st != nil {
		fmt.Fprintln(l.out, formatClock(st))
	}
}

// formatClock is a clock's line: "Clock: black 4:59.8 (to move), white
// 5:00.0"; under byoyomi with the period left ("0:00.0 + 28.5").
func formatClock(st *session.ClockState) string {
	out := "Clock:"
	for side, t := range [2]session.SideTime{st.Black, st.White} {
		name := session.SideNames[side]
		s := fmt.Sprintf(" %s %s", name, minutes(t.MainMS))
		if st.Kind == session.ClockByoyomi {
			s += fmt.Sprintf(" + %d.%d", t.ByoyomiMS/1000, t.ByoyomiMS%1000/100)
		}
		switch name {
		case st.Running:
			s += " (to move)"
		case st.Flagged:
			s += " (lost on time)"
		}
		if side == 0 {
			s += ","
		}
		out += s
	}
	return out
}

// minutes spells ms as m:ss.t, cut (not rounded) to the tenth as clocks
// show time.
func minutes(ms int64) string {
	tenths := ms / 100
	return fmt.Sprintf("%d:%02d.%d", tenths/600, tenths%600/10, tenths%10)
}
