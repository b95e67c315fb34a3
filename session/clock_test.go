package session

import (
	"testing"
	"time"
)

// The clock's arithmetic on made-up times: nothing here sleeps.

var t0 = time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)

func at(d time.Duration) time.Time { return t0.Add(d) }

const sec = time.Second

// wantLeft checks a side's main time and byoyomi period left at now.
func wantLeft(t *testing.T, c *Clock, side int, now time.Time, main, period time.Duration) {
	t.Helper()
	if m, p := c.Remaining(side, now); m != main || p != period {
		t.Errorf("%s at %v: main %v period %v, want %v and %v", SideName(side), now.Sub(t0), m, p, main, period)
	}
}

func TestClockFischer(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockFischer, MainMS: 60000, IncrementMS: 5000}, 0)
	c.Start(Black, t0)
	wantLeft(t, c, Black, at(10*sec), 50*sec, 0) // running
	wantLeft(t, c, White, at(10*sec), 60*sec, 0) // waiting
	if !c.Moved(at(10*sec), 1, White) {
		t.Fatal("black's move refused")
	}
	wantLeft(t, c, Black, at(10*sec), 55*sec, 0) // 60 - 10 + 5
	if !c.Moved(at(30*sec), 2, Black) {
		t.Fatal("white's move refused")
	}
	wantLeft(t, c, White, at(30*sec), 45*sec, 0) // 60 - 20 + 5
	// The increment can raise the time above the main time.
	c.Moved(at(30*sec+100*time.Millisecond), 3, White)
	wantLeft(t, c, Black, at(31*sec), 59*sec+900*time.Millisecond, 0)
	if len(c.history) != 4 || c.history[2] != [2]time.Duration{55 * sec, 45 * sec} {
		t.Errorf("history %v", c.history)
	}
}

func TestClockSuddenDeathLoss(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockSudden, MainMS: 5000}, 0)
	c.Start(Black, t0)
	if c.Flag(at(5 * sec)) {
		t.Fatal("lost on time with exactly no time left: the whole 5 s are the side's")
	}
	if !c.Flag(at(5*sec + time.Millisecond)) {
		t.Fatal("no loss on time after 5.001 s of 5 s")
	}
	if c.flagged != Black || c.running != NoSide {
		t.Errorf("flagged %d running %d, want black and none", c.flagged, c.running)
	}
	// A move after the loss is refused and charges nothing.
	if c.Moved(at(6*sec), 1, White) || len(c.history) != 1 {
		t.Errorf("a move after the loss on time was accepted (history %v)", c.history)
	}
	// The loss stands, whatever the time asked about.
	if !c.Flag(at(sec)) {
		t.Error("the loss on time was forgotten")
	}
	st := c.State(at(7 * sec))
	if st.Flagged != "black" || st.Running != "" || st.Black.MainMS != 0 || st.White.MainMS != 5000 {
		t.Errorf("state %+v", st)
	}
}

func TestClockByoyomi(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockByoyomi, MainMS: 10000, ByoyomiMS: 30000}, 0)
	c.Start(Black, t0)
	wantLeft(t, c, Black, at(25*sec), 0, 15*sec) // 10 s main, then 15 s of the period
	c.Moved(at(25*sec), 1, White)
	wantLeft(t, c, Black, at(25*sec), 0, 30*sec) // the period is whole again
	c.Moved(at(27*sec), 2, Black)                // white: 2 s of its main time
	wantLeft(t, c, White, at(27*sec), 8*sec, 30*sec)
	// In byoyomi each move may take the whole period, never more.
	if !c.Moved(at(57*sec), 3, White) {
		t.Fatal("a move in exactly the period was refused")
	}
	c.Moved(at(58*sec), 4, Black)
	if c.Flag(at(88 * sec)) {
		t.Fatal("lost on time at exactly the period")
	}
	if !c.Flag(at(88*sec+time.Millisecond)) || c.flagged != Black {
		t.Fatal("no loss on time past the byoyomi period")
	}
}

func TestClockByoyomiOnly(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockByoyomi, ByoyomiMS: 3000}, 0)
	c.Start(Black, t0)
	wantLeft(t, c, Black, at(sec), 0, 2*sec)
	for ply := 1; ply <= 10; ply++ { // ten moves of 2.9 s each: never lost
		if !c.Moved(at(time.Duration(ply)*2900*time.Millisecond), ply, 1-c.running) {
			t.Fatalf("move %d refused", ply)
		}
	}
}

func TestClockUndo(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockFischer, MainMS: 60000, IncrementMS: 2000}, 0)
	c.Start(Black, t0)
	c.Moved(at(10*sec), 1, White) // black 52
	c.Moved(at(15*sec), 2, Black) // white 57
	c.Moved(at(35*sec), 3, White) // black 34
	// Undo of black's second move: black to move again, with the times of
	// the position after two moves, its clock running from the undo.
	c.Undo(2, Black, at(40*sec))
	wantLeft(t, c, Black, at(40*sec), 52*sec, 0)
	wantLeft(t, c, White, at(40*sec), 57*sec, 0)
	if c.running != Black || len(c.history) != 3 {
		t.Errorf("running %d history %v", c.running, c.history)
	}
	// An undo lifts a loss on time.
	c.Flag(at(200 * sec))
	if c.flagged != Black {
		t.Fatal("no loss on time after 160 s of 52")
	}
	c.Undo(0, Black, at(201*sec))
	if c.flagged != NoSide || c.running != Black {
		t.Errorf("after the undo: flagged %d running %d", c.flagged, c.running)
	}
	wantLeft(t, c, Black, at(201*sec), 60*sec, 0)
	// A move from an earlier position records its times at its own ply.
	c.Moved(at(202*sec), 1, White)
	if len(c.history) != 2 || c.history[1][0] != 61*sec {
		t.Errorf("history %v", c.history)
	}
}

// TestClockStartsWithRecord: a game created with moves has their
// positions' times (full) for undo.
func TestClockStartsWithRecord(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockSudden, MainMS: 1000}, 3)
	c.Start(White, t0)
	c.Undo(1, White, at(500*time.Millisecond))
	wantLeft(t, c, White, at(500*time.Millisecond), sec, 0)
	c.Undo(9, White, at(sec)) // beyond the record: its end
	if len(c.history) != 2 {
		t.Errorf("history %v", c.history)
	}
}

func TestClockSettingCheck(t *testing.T) {
	good := []ClockSetting{
		{Kind: ClockNone},
		{Kind: ClockSudden, MainMS: 1000},
		{Kind: ClockFischer, MainMS: 300000, IncrementMS: 0},
		{Kind: ClockFischer, MainMS: MaxMainMS, IncrementMS: MaxIncrementMS},
		{Kind: ClockByoyomi, MainMS: 0, ByoyomiMS: 1000},
	}
	for _, c := range good {
		if err := c.Check(); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
	}
	bad := map[string]ClockSetting{
		"clock.kind":         {Kind: "blitz"},
		"clock.main_ms -1":   {Kind: ClockSudden, MainMS: -1},
		"clock.main_ms 999":  {Kind: ClockFischer, MainMS: 999},
		"clock.main_ms 3600": {Kind: ClockByoyomi, MainMS: 36000001, ByoyomiMS: 1000},
		"clock.increment_ms": {Kind: ClockFischer, MainMS: 1000, IncrementMS: -5},
		"clock.byoyomi_ms 0": {Kind: ClockByoyomi, MainMS: 1000},
		"clock.byoyomi_ms 5": {Kind: ClockSudden, MainMS: 1000, ByoyomiMS: 5},
		"clock.main_ms 1000": {Kind: ClockNone, MainMS: 1000},
	}
	for want, c := range bad {
		err := c.Check()
		if err == nil || len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
			t.Errorf("%+v: error %v, want one starting %q", c, err, want)
		}
	}
}
