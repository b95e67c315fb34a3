package othello

import (
	"testing"
	"time"
)

func TestGGFClock(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{{"15:00", 15 * time.Minute, true}, {"1:00:30", time.Hour + 30*time.Second, true}, {"0:02//1:00", 2 * time.Second, true},
		{"45", 45 * time.Second, true}, {"", 0, false}, {"x:10", 0, false}, {"1:2:3:4", 0, false}, {"-5", 0, false}} {
		got, err := ParseGGFClock(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("%q: %v %v, want %v", c.in, got, err, c.want)
		}
	}
	// Black used 1.5 s of a 2 s clock, White 0.1 s: Black to move has 0.5 s.
	g, err := ParseGGF("(;GM[Othello]TI[0:02]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.5]W[D6//0.1];)")
	if err != nil {
		t.Fatal(err)
	}
	if left, ok := g.TimeLeft(); !ok || left != 500*time.Millisecond {
		t.Fatalf("time left %v %v, want 0.5 s", left, ok)
	}
	g, _ = ParseGGF("(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)")
	if _, ok := g.TimeLeft(); ok {
		t.Fatal("a record without TI has a clock")
	}
}
