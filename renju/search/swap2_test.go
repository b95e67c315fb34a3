package search

import (
	"context"
	"slices"
	"testing"
	"time"

	"bitban/engine"
	"bitban/renju"
)

// TestDecideSwap2LegalInTime: in every phase and under every rule the
// engine's decision is one of the phase's actions, legal, and made within a
// 100 ms move time (with room for a loaded machine).
func TestDecideSwap2LegalInTime(t *testing.T) {
	s := NewSearcher(16)
	const budget = 100 * time.Millisecond
	for _, rule := range []renju.Rule{renju.Renju, renju.Freestyle, renju.Standard} {
		for _, stones := range []string{"", "H8 H9 J8", "H8 I9 J10", "A1 B2 O15", "H8 I9 J10 K7 L8", "H8 H9 J8 G7 K8"} {
			st, err := renju.Swap2FromStones(15, rule, pts(t, stones))
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			d, err := s.DecideSwap2(context.Background(), st, engine.Limits{MoveTime: budget}, Swap2Options{Seed: 7})
			el := time.Since(start)
			if err != nil {
				t.Fatalf("%v %q: %v", rule, stones, err)
			}
			if !slices.Contains(st.Actions(), d.Move.Action) {
				t.Errorf("%v %q: %s not among %v", rule, stones, d.Move.Format(15), st.Actions())
			}
			if _, err := st.Apply(d.Move); err != nil {
				t.Errorf("%v %q: %v", rule, stones, err)
			}
			if el > 2*budget+100*time.Millisecond {
				t.Errorf("%v %q: %v for a %v budget", rule, stones, el, budget)
			}
		}
	}
}

// TestDecideSwap2Choices: at a fixed depth (deterministic) the responder
// takes the colour a lopsided opening favours, places two stones when it is
// even, and the opener facing five takes the better colour.
func TestDecideSwap2Choices(t *testing.T) {
	s := NewSearcher(16)
	lim := engine.Limits{Depth: 6}
	cases := []struct {
		rule   renju.Rule
		stones string
		want   renju.Swap2Action
	}{
		{renju.Freestyle, "H8 H9 J8", renju.Swap2TakeBlack},       // compact black stones: Black is better
		{renju.Renju, "A1 H8 O15", renju.Swap2TakeWhite},          // black stones in the corners: White is better
		{renju.Standard, "A1 B2 O15", renju.Swap2PlaceTwo},        // about even
		{renju.Freestyle, "H8 H9 J8 G7 K8", renju.Swap2TakeBlack}, // Black is better after five
		{renju.Renju, "H8 I9 J10 K7 L8", renju.Swap2TakeWhite},    // White to move is better after five
	}
	for _, c := range cases {
		st, err := renju.Swap2FromStones(15, c.rule, pts(t, c.stones))
		if err != nil {
			t.Fatal(err)
		}
		s.NewGame()
		d, err := s.DecideSwap2(context.Background(), st, lim, Swap2Options{})
		if err != nil || d.Move.Action != c.want {
			t.Errorf("%v %q: %s (%s), %v; want %v", c.rule, c.stones, d.Move.Format(15), d.Why, err, c.want)
		}
	}
}

// TestDecideSwap2Opener: the opener's three stones are Black on the centre,
// White next to it and Black within three points, balanced within the
// option's margin at a fixed depth.
func TestDecideSwap2Opener(t *testing.T) {
	s := NewSearcher(16)
	for _, rule := range []renju.Rule{renju.Renju, renju.Standard} {
		st, _ := renju.NewSwap2(15, rule)
		d, err := s.DecideSwap2(context.Background(), st, engine.Limits{Depth: 4}, Swap2Options{Seed: 1})
		if err != nil || d.Move.Action != renju.Swap2PlaceThree || len(d.Move.Points) != 3 {
			t.Fatalf("%v: %+v %v", rule, d, err)
		}
		p := d.Move.Points
		dist := func(a, b renju.Point) int { return max(a.X()-b.X(), b.X()-a.X(), a.Y()-b.Y(), b.Y()-a.Y()) }
		if p[0] != renju.Pt(7, 7) || dist(p[0], p[1]) != 1 || dist(p[0], p[2]) > 3 {
			t.Errorf("%v: stones %s", rule, d.Move.Format(15))
		}
		if imbalance(d.Score) > 30 {
			t.Errorf("%v: %s scores %s", rule, d.Move.Format(15), FormatScore(d.Score))
		}
	}
}

// TestDecideSwap2Stopped: a cancelled context still gives a legal decision
// at once, and a settled opening is an error.
func TestDecideSwap2Stopped(t *testing.T) {
	s := NewSearcher(12)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, stones := range []string{"", "H8 H9 J8", "H8 H9 J8 G7 K8"} {
		st, _ := renju.Swap2FromStones(15, renju.Renju, pts(t, stones))
		start := time.Now()
		d, err := s.DecideSwap2(ctx, st, engine.Limits{MoveTime: time.Second}, Swap2Options{})
		if err != nil || time.Since(start) > 200*time.Millisecond {
			t.Errorf("%q: %+v %v after %v", stones, d, err, time.Since(start))
		}
	}
	st, _ := renju.Swap2FromStones(15, renju.Renju, pts(t, "H8 H9 J8"))
	st, _ = st.TakeBlack()
	if _, err := s.DecideSwap2(context.Background(), st, engine.Limits{Depth: 2}, Swap2Options{}); err == nil {
		t.Error("settled opening: no error")
	}
}

// TestNearPointsSkipsForbidden: candidate black stones leave out Black's
// forbidden points under renju (and keep them in gomoku).
func TestNearPointsSkipsForbidden(t *testing.T) {
	for _, rule := range []renju.Rule{renju.Renju, renju.Freestyle} {
		b, _ := renju.NewBoard(15, rule)
		for _, p := range pts(t, "G8 H8 J9 J10") {
			b.Set(p, renju.Black)
		}
		j8 := pts(t, "J8")[0]
		if rule == renju.Renju && b.Forbidden(j8) != renju.DoubleThree {
			t.Fatalf("J8: %v, want double-three", b.Forbidden(j8))
		}
		got := slices.Contains(nearPoints(b, pts(t, "J9"), 1), j8)
		if got != (rule != renju.Renju) {
			t.Errorf("%v: J8 among the candidates: %v", rule, got)
		}
	}
}
