package engine

import (
	"strings"
	"sync"
	"testing"
	"time"
)

func TestTimePlanNeverExceedsClock(t *testing.T) {
	ms := time.Millisecond
	cases := []struct {
		name   string
		l      Limits
		margin time.Duration
	}{
		{"movetime", Limits{MoveTime: 1000 * ms}, 50 * ms},
		{"sudden death", Limits{TimeLeft: 60 * time.Second}, 100 * ms},
		{"increment", Limits{TimeLeft: 5 * time.Second, Increment: 2 * time.Second}, 100 * ms},
		{"byoyomi only", Limits{Byoyomi: 3 * time.Second}, 300 * ms},
		{"main + byoyomi", Limits{TimeLeft: 10 * time.Second, Byoyomi: 10 * time.Second}, 300 * ms},
		{"nearly flagged", Limits{TimeLeft: 40 * ms}, 100 * ms},
		{"moves to go", Limits{TimeLeft: 10 * time.Second, MovesToGo: 2}, 100 * ms},
	}
	for _, c := range cases {
		b := TimePlan(c.l, c.margin, 30)
		limit := c.l.TimeLeft + c.l.Byoyomi
		if c.l.MoveTime > 0 {
			limit = c.l.MoveTime
		}
		if b.Soft <= 0 || b.Hard < b.Soft {
			t.Errorf("%s: budget %+v is not soft <= hard with soft > 0", c.name, b)
		}
		if limit > c.margin+10*ms && b.Hard > limit-c.margin {
			t.Errorf("%s: hard %v exceeds clock %v minus margin %v", c.name, b.Hard, limit, c.margin)
		}
	}
	// Byoyomi: the whole byoyomi (less the margin) may be used.
	if b := TimePlan(Limits{Byoyomi: 3 * time.Second}, 300*ms, 30); b.Hard != 2700*ms {
		t.Errorf("byoyomi 3 s, margin 300 ms: hard %v, want 2.7s", b.Hard)
	}
	// No clock: no limit.
	if b := TimePlan(Limits{Depth: 5}, 50*ms, 30); b.Soft != 0 || b.Hard != 0 {
		t.Errorf("no clock: budget %+v, want none", b)
	}
}

func TestStopper(t *testing.T) {
	var s Stopper
	s.Start(0, 100)
	if s.ShouldStop(99) {
		t.Fatal("stopped before the node budget")
	}
	if !s.ShouldStop(100) || !s.Stopped() {
		t.Fatal("did not stop at the node budget")
	}
	s.Start(time.Millisecond, 0)
	time.Sleep(3 * time.Millisecond)
	if !s.ShouldStop(1) {
		t.Fatal("did not stop at the deadline")
	}
	s.Start(0, 0)
	if s.ShouldStop(1 << 40) {
		t.Fatal("stopped without a limit")
	}
	s.Stop()
	if !s.ShouldStop(0) {
		t.Fatal("Stop was ignored")
	}
	if NPS(1000, time.Second) != 1000 || NPS(5, 0) != 0 {
		t.Fatal("NPS is wrong")
	}
}

// TestStartWithin: a stopper armed within a parent keeps the earlier of
// its own limit and the parent's hard deadline, and ignores the
// parent's stop flag (a check after a finished search).
func TestStartWithin(t *testing.T) {
	var parent, s Stopper
	parent.Start(time.Hour, 0)
	parent.Stop()
	s.StartWithin(&parent, time.Millisecond, 0) // its own limit is earlier
	if s.ShouldStop(1) {
		t.Fatal("stopped at once: the parent's stop flag was taken over")
	}
	time.Sleep(3 * time.Millisecond)
	if !s.ShouldStop(1) {
		t.Fatal("did not stop at its own deadline")
	}
	parent.Start(time.Millisecond, 0)
	for _, hard := range []time.Duration{0, time.Hour} { // the parent's is earlier
		s.StartWithin(&parent, hard, 0)
		time.Sleep(3 * time.Millisecond)
		if !s.ShouldStop(1) {
			t.Fatalf("own limit %v: did not stop at the parent's deadline", hard)
		}
	}
	var free Stopper
	s.StartWithin(&free, 0, 10) // no deadline anywhere: the node budget only
	if s.ShouldStop(9) || !s.ShouldStop(10) {
		t.Fatal("the node budget is wrong without deadlines")
	}
}

func TestLineWriterWholeLines(t *testing.T) {
	var buf strings.Builder
	lw := NewLineWriter(&buf)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				lw.Println("info depth 1 score cp 0")
			}
		}()
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 400 {
		t.Fatalf("%d lines, want 400", len(lines))
	}
	for _, l := range lines {
		if l != "info depth 1 score cp 0" {
			t.Fatalf("interleaved line %q", l)
		}
	}
}
