package main

import (
	"bytes"
	"context"
	"math/bits"
	"strings"
	"testing"
	"time"

	"bitban/engine"
	"bitban/othello"
	"bitban/session"
)

// stepTime is a fake clock that the fake engine moves on.
type stepTime struct{ t time.Time }

func (s *stepTime) now() time.Time { return s.t }

// slowFirst is an Othello engine that plays the first legal move (or the
// pass) after thinking for step on the fake clock, and keeps the limits
// it was given.
type slowFirst struct {
	clock *stepTime
	step  time.Duration
	lims  []engine.Limits
}

func (e *slowFirst) Search(_ context.Context, p othello.Position, r engine.Request[int]) engine.Result[int] {
	e.clock.t = e.clock.t.Add(e.step)
	e.lims = append(e.lims, r.Limits)
	if p.MustPass() {
		return engine.Result[int]{Best: othello.PassMove, HasBest: true}
	}
	return engine.Result[int]{Best: bits.TrailingZeros64(p.Moves()), HasBest: true}
}
func (e *slowFirst) NewGame() {}

// clockScript plays Othello as black under clock set with the fake engine
// (step a search) and returns the output and the engine.
func clockScript(t *testing.T, set session.ClockSetting, step time.Duration, script ...string) (string, *slowFirst) {
	t.Helper()
	ft := &stepTime{t: time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)}
	eng := &slowFirst{clock: ft, step: step}
	var out bytes.Buffer
	in := strings.NewReader(strings.Join(script, "\n") + "\n")
	setup := playSetup{human: 0, lim: engine.Limits{Threads: 1}, clock: set, now: ft.now}
	if err := runPlay(in, &out, playGame[othello.Position, int](&othelloGame{pos: othello.StartPosition()}), eng, setup); err != nil {
		t.Fatal(err)
	}
	return out.String(), eng
}

// TestPlayClockHumanLoses: the engine's moves and the hints (searched on
// the human's time) are charged; the human out of time loses at their next
// line, undo gives the time back and new starts the clocks again.
func TestPlayClockHumanLoses(t *testing.T) {
	out, eng := clockScript(t, session.ClockSetting{Kind: session.ClockSudden, MainMS: 60000}, 25*time.Second,
		"f5", "hint", "hint", "hint", "d3", "undo", "new", "quit")
	wantInOrder(t, out,
		"Clock: black 1:00.0 (to move), white 1:00.0",
		"You play F5", "Clock: black 1:00.0, white 1:00.0 (to move)",
		"bitban plays", "Clock: black 1:00.0 (to move), white 0:35.0",
		"hint: ", "hint: ", "hint: ", // 75 s of black's 60
		"Clock: black 0:00.0 (lost on time), white 0:35.0\nGame over: white wins (black lost on time).",
		"game over> ", // undo: black's F5 and the answer taken back
		"Clock: black 1:00.0 (to move), white 1:00.0",
		"Clock: black 1:00.0 (to move), white 1:00.0", // new
		"bye.")
	if strings.Contains(out, "You play D3") {
		t.Errorf("a move after the loss on time was played:\n%s", out)
	}
	// The engine planned from its clock, not from a fixed time.
	if l := eng.lims[0]; l.TimeLeft != time.Minute || l.MoveTime != 0 || l.Margin != 800*time.Millisecond || l.Threads != 1 {
		t.Errorf("the engine's first limits %+v", l)
	}
	if l := eng.lims[1]; l.TimeLeft != time.Minute { // the hint: black's clock
		t.Errorf("the hint's limits %+v", l)
	}
}

// TestPlayClockEngineLoses: an engine that thinks past its byoyomi loses
// on time and its move is not played.
func TestPlayClockEngineLoses(t *testing.T) {
	out, _ := clockScript(t, session.ClockSetting{Kind: session.ClockByoyomi, ByoyomiMS: 10000}, 11*time.Second, "f5", "quit")
	wantInOrder(t, out,
		"Clock: black 0:00.0 + 10.0 (to move), white 0:00.0 + 10.0",
		"You play F5",
		"Clock: black 0:00.0 + 10.0, white 0:00.0 + 10.0 (lost on time)\nGame over: black wins (white lost on time).",
		"game over> bye.")
	if strings.Contains(out, "bitban plays") {
		t.Errorf("the engine's late move was played:\n%s", out)
	}
}

func TestPlayClockFormat(t *testing.T) {
	st := &session.ClockState{ClockSetting: session.ClockSetting{Kind: session.ClockByoyomi},
		Black: session.SideTime{MainMS: 59999, ByoyomiMS: 29950}, White: session.SideTime{MainMS: 3600000, ByoyomiMS: 30000},
		Running: "white"}
	if got, want := formatClock(st), "Clock: black 0:59.9 + 29.9, white 60:00.0 + 30.0 (to move)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestPlayClockFlags: --clock is checked, and excludes --time (and
// Othello's --level).
func TestPlayClockFlags(t *testing.T) {
	for _, args := range [][]string{
		{"othello", "play", "--clock", "blitz=5m"},
		{"othello", "play", "--clock", "fischer=1m+1s", "--level", "3"},
		{"shogi", "play", "--clock", "byoyomi=10s", "--time", "2"},
		{"renju", "play", "--clock", "sudden=0.5"},
	} {
		if code, _, errOut := runCLI(t, args...); code != 2 || !strings.Contains(errOut, "--clock") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}
