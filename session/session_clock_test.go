package session

import (
	"errors"
	"testing"
	"time"

	"bitban/engine"
)

// TestSessionClockCharges: every move is charged to its side, the clock
// runs for the side to move, an undo restores the times of the position it
// goes back to and a redo is charged as a move made then.
func TestSessionClockCharges(t *testing.T) {
	ft := newFakeTime()
	s := New[int, int](&race{})
	s.SetClock(ClockSetting{Kind: ClockFischer, MainMS: 60000, IncrementMS: 1000}, ft.now)
	ft.pass(10 * sec)
	playAll(t, s, 1) // black 60 - 10 + 1
	ft.pass(20 * sec)
	playAll(t, s, 1) // white 60 - 20 + 1
	st := s.ClockState()
	if st.Black.MainMS != 51000 || st.White.MainMS != 41000 || st.Running != "black" {
		t.Fatalf("state %+v", st)
	}
	ft.pass(5 * sec)
	s.Undo() // back to white to move, with white's 60 s again
	if st := s.ClockState(); st.White.MainMS != 60000 || st.Black.MainMS != 51000 || st.Running != "white" {
		t.Fatalf("after the undo: %+v", st)
	}
	ft.pass(2 * sec)
	s.Redo()
	if st := s.ClockState(); st.White.MainMS != 59000 || st.Running != "black" {
		t.Errorf("after the redo: %+v", st)
	}
	// The clock stops at the end by the rules.
	playAll(t, s, 3, 3, 1) // sum 9: a draw
	if st := s.ClockState(); st.Running != "" {
		t.Errorf("at the end: %+v", st)
	}
}

// TestSessionLossOnTime: a side out of time loses when the outcome is next
// asked for; its move is refused; an undo gives the time back.
func TestSessionLossOnTime(t *testing.T) {
	ft := newFakeTime()
	s := New[int, int](&race{})
	s.SetClock(ClockSetting{Kind: ClockByoyomi, MainMS: 0, ByoyomiMS: 3000}, ft.now)
	ft.pass(2 * sec)
	playAll(t, s, 1)
	ft.pass(3*sec + time.Millisecond)
	if o := s.Outcome(); o != engine.Win(0, engine.TimeLoss) {
		t.Fatalf("white past its byoyomi: %+v", o)
	}
	if err := s.Play(1); !errors.Is(err, ErrOver) || len(s.Line()) != 1 {
		t.Errorf("a move after the loss on time: %v, line %v", err, s.Line())
	}
	if st := s.ClockState(); st.Flagged != "white" || st.Running != "" {
		t.Errorf("state %+v", st)
	}
	s.Undo()
	if o := s.Outcome(); o.Over || s.Clock().Running() != Black {
		t.Errorf("after the undo: %+v, running %d", o, s.Clock().Running())
	}
	// Restart starts the clock again from its setting; no clock at all
	// is nil.
	s.Restart()
	if s.Clock().Plies() != 0 || s.ClockState().Black.ByoyomiMS != 3000 {
		t.Errorf("restart: %+v", s.ClockState())
	}
	s.SetClock(ClockSetting{Kind: ClockNone}, ft.now)
	if s.Clock() != nil || s.ClockState() != nil {
		t.Error("a clock of kind none")
	}
}

// TestClockOutcome: the clock's own verdict, over only after a loss.
func TestClockOutcome(t *testing.T) {
	c := NewClock(ClockSetting{Kind: ClockSudden, MainMS: 1000}, 0)
	c.Start(White, t0)
	if c.Outcome().Over || c.Flagged() != NoSide {
		t.Fatal("lost before time ran out")
	}
	c.Flag(at(2 * sec))
	if o := c.Outcome(); o != engine.Win(Black, engine.TimeLoss) || c.Flagged() != White {
		t.Errorf("outcome %+v", o)
	}
}

func TestSideNames(t *testing.T) {
	for side, name := range SideNames {
		if SideIndex(name) != side || SideName(side) != name {
			t.Errorf("side %d: %q", side, name)
		}
	}
	if SideIndex("red") != NoSide || SideName(NoSide) != "" {
		t.Error("NoSide")
	}
}

// TestSessionClockReadsTimeOnce: a move checked in time is charged at the
// moment it was checked, even when the time runs on while it is played
// (here every look at the clock is 600 ms later).
func TestSessionClockReadsTimeOnce(t *testing.T) {
	ft := newFakeTime()
	ticking := func() time.Time { ft.pass(600 * time.Millisecond); return ft.now() }
	s := New[int, int](&race{})
	s.SetClock(ClockSetting{Kind: ClockSudden, MainMS: 1000}, ticking)
	if err := s.Play(1); err != nil {
		t.Fatal(err)
	}
	if n := s.Clock().Plies(); n != 1 {
		t.Errorf("the clock knows %d moves, the line 1", n)
	}
	if st := s.Clock().State(ft.now()); st.Black.MainMS != 400 {
		t.Errorf("black charged %d ms, want 600", 1000-st.Black.MainMS)
	}
}
