package session

import (
	"errors"
	"slices"
	"testing"
	"time"

	"bitban/engine"
)

// race is a made-up game for the tests: the sides take turns adding 1..3
// to a sum; whoever reaches 10 wins, and a sum of exactly 9 is a draw
// (nobody may move then).
type race struct {
	sum   int
	moves []int
}

func (r *race) Position() int { return r.sum }
func (r *race) Turn() int     { return len(r.moves) % 2 }
func (r *race) Play(m int)    { r.sum += m; r.moves = append(r.moves, m) }
func (r *race) Undo() {
	n := len(r.moves) - 1
	r.sum -= r.moves[n]
	r.moves = r.moves[:n]
}

func (r *race) Outcome() engine.Outcome {
	switch {
	case r.sum >= 10:
		return engine.Win(1-r.Turn(), engine.Five) // the last mover
	case r.sum == 9:
		return engine.Drawn(engine.NoPointLeft)
	}
	return engine.Outcome{}
}

// fakeTime is a clock the tests move by hand.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time       { return f.t }
func (f *fakeTime) pass(d time.Duration) { f.t = f.t.Add(d) }
func newFakeTime() *fakeTime             { return &fakeTime{t: t0} }
func playAll(t *testing.T, s *Session[int, int], ms ...int) {
	t.Helper()
	for _, m := range ms {
		if err := s.Play(m); err != nil {
			t.Fatalf("move %d: %v", m, err)
		}
	}
}

func TestSessionLineUndoRedo(t *testing.T) {
	s := New[int, int](&race{})
	playAll(t, s, 3, 2, 1)
	if got := s.Line(); !slices.Equal(got, []Played[int]{{3, 0}, {2, 1}, {1, 0}}) {
		t.Fatalf("line %v", got)
	}
	if !s.Undo() || !s.Undo() || s.Position() != 3 || s.Turn() != 1 {
		t.Fatalf("after two undos: sum %d, turn %d", s.Position(), s.Turn())
	}
	if !s.Redo() || s.Position() != 5 || !s.CanRedo() {
		t.Fatalf("after a redo: sum %d, redo left %v", s.Position(), s.CanRedo())
	}
	// A new move forgets what was taken back.
	playAll(t, s, 3)
	if s.CanRedo() || s.Redo() {
		t.Error("redo after a new move")
	}
	if !slices.Equal(s.Moves(), []int{3, 2, 3}) {
		t.Errorf("moves %v", s.Moves())
	}
	s.Restart()
	if s.Position() != 0 || len(s.Line()) != 0 || s.CanRedo() || s.Undo() {
		t.Errorf("restart: sum %d, line %v", s.Position(), s.Line())
	}
}

// TestSessionUndoSide: a player's undo takes back their last move and the
// answer; a side that has not moved has nothing to undo.
func TestSessionUndoSide(t *testing.T) {
	s := New[int, int](&race{})
	if s.UndoSide(0) {
		t.Fatal("undo with no move")
	}
	playAll(t, s, 1)
	if s.UndoSide(1) {
		t.Fatal("white's undo before white moved")
	}
	playAll(t, s, 1, 2, 1)
	if !s.UndoSide(0) || !slices.Equal(s.Moves(), []int{1, 1}) {
		t.Errorf("black's undo left %v, want 1 1", s.Moves())
	}
}

func TestSessionRulesEnd(t *testing.T) {
	s := New[int, int](&race{})
	playAll(t, s, 3, 3, 3)
	if o := s.Outcome(); !o.Over || o.Winner != engine.Draw {
		t.Fatalf("sum 9: %+v, want a draw", o)
	}
	if err := s.Play(1); !errors.Is(err, ErrOver) || s.Position() != 9 {
		t.Errorf("a move after the end: %v (sum %d)", err, s.Position())
	}
	if err := s.Resign(0); !errors.Is(err, ErrOver) {
		t.Errorf("resigning after the end: %v", err)
	}
	s.Undo()
	playAll(t, s, 1, 3)
	if o := s.Outcome(); o != engine.Win(1, engine.Five) {
		t.Errorf("sum 11 by white: %+v", o)
	}
}

// TestSessionClaims: a resignation and a declaration end the game, stop
// the clock and are lifted by an undo.
func TestSessionClaims(t *testing.T) {
	ft := newFakeTime()
	s := New[int, int](&race{})
	s.SetClock(ClockSetting{Kind: ClockSudden, MainMS: 60000}, ft.now)
	playAll(t, s, 1)
	if err := s.Resign(1); err != nil {
		t.Fatal(err)
	}
	if o := s.Outcome(); o != engine.Win(0, engine.Resignation) || s.Clock().Running() != NoSide {
		t.Fatalf("after white resigns: %+v, clock of %d running", o, s.Clock().Running())
	}
	if err := s.Play(2); !errors.Is(err, ErrOver) {
		t.Errorf("a move after resigning: %v", err)
	}
	if err := s.Declare(0); !errors.Is(err, ErrOver) {
		t.Errorf("a declaration after resigning: %v", err)
	}
	s.Undo()
	if s.Outcome().Over || s.Clock().Running() != Black {
		t.Fatalf("after the undo: %+v, clock of %d running", s.Outcome(), s.Clock().Running())
	}
	if err := s.Declare(0); err != nil || s.Outcome() != engine.Win(0, engine.Declaration) {
		t.Errorf("declaration: %v, %+v", err, s.Outcome())
	}
}
