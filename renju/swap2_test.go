package renju

import (
	"errors"
	"strings"
	"testing"
)

// pts parses algebraic points on 15x15 for the tests.
func pts(t *testing.T, s string) []Point {
	t.Helper()
	var out []Point
	for _, f := range strings.Fields(s) {
		p, err := ParsePoint(f, 15)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// mustSwap2 returns a function that fails t on an error and returns the
// state otherwise.
func mustSwap2(t *testing.T) func(Swap2, error) Swap2 {
	return func(s Swap2, err error) Swap2 {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}

// TestSwap2Sequences plays every legal path of the opening and checks the
// phase, who chooses, who ends with black and the position.
func TestSwap2Sequences(t *testing.T) {
	must := mustSwap2(t)
	start := must(NewSwap2(15, Renju))
	p := pts(t, "H8 H9 J8 G7 K8 J9")
	three := must(start.PlaceThree(p[0], p[1], p[2]))
	five := must(three.PlaceTwo(p[3], p[4]))
	cases := []struct {
		name   string
		s      Swap2
		stones int
		black  Swap2Player
		side   Color
	}{
		{"stay white", must(three.TakeWhite(p[3])), 4, Opener, Black},
		{"swap after three", must(three.TakeBlack()), 3, Responder, White},
		{"opener takes white", must(five.TakeWhite(p[5])), 6, Responder, Black},
		{"opener takes black", must(five.TakeBlack()), 5, Opener, White},
	}
	for _, c := range cases {
		who, ok := c.s.BlackPlayer()
		if c.s.Phase() != Swap2Settled || !ok || who != c.black {
			t.Errorf("%s: phase %v, black %v %v; want settled, %v", c.name, c.s.Phase(), who, ok, c.black)
		}
		if len(c.s.Stones()) != c.stones || c.s.SideToMove() != c.side || c.s.Actions() != nil {
			t.Errorf("%s: %d stones, %v to move, actions %v", c.name, len(c.s.Stones()), c.s.SideToMove(), c.s.Actions())
		}
		b, err := c.s.Board()
		if err != nil || b.Stones() != c.stones || b.SideToMove() != c.side || b.Count(Black) != (c.stones+1)/2 {
			t.Errorf("%s: board %v, %v", c.name, b, err)
		}
	}
	for _, c := range []struct {
		s       Swap2
		phase   Swap2Phase
		chooser Swap2Player
	}{{start, Swap2NeedThree, Opener}, {three, Swap2ThreeStones, Responder}, {five, Swap2FiveStones, Opener}} {
		who, ok := c.s.Chooser()
		if c.s.Phase() != c.phase || !ok || who != c.chooser {
			t.Errorf("phase %v chooser %v %v; want %v %v", c.s.Phase(), who, ok, c.phase, c.chooser)
		}
	}
}

// TestSwap2Refused: actions out of phase, wrong stone counts and bad
// points are errors naming the action, the phase and the stone, and leave
// the state unchanged.
func TestSwap2Refused(t *testing.T) {
	must := mustSwap2(t)
	start := must(NewSwap2(15, Standard))
	p := pts(t, "H8 H9 J8 G7 K8")
	three := must(start.PlaceThree(p[0], p[1], p[2]))
	five := must(three.PlaceTwo(p[3], p[4]))
	settled := must(three.TakeBlack())
	cases := []struct {
		name string
		s    Swap2
		m    Swap2Move
		want string
	}{
		{"swap before stones", start, Swap2Move{Action: Swap2TakeBlack},
			"swap2: take black before the first three stones: not allowed here; the opener may: place three"},
		{"place two after five", five, Swap2Move{Swap2PlaceTwo, p[:2]},
			"swap2: place two after five stones: not allowed here; the opener may: take white, take black"},
		{"after settled", settled, Swap2Move{Swap2TakeWhite, p[3:4]},
			"swap2: take white after the colours are settled: the opening is over"},
		{"two stones for three", start, Swap2Move{Swap2PlaceThree, p[:2]},
			"swap2: place three before the first three stones: want 3 stone(s), got 2"},
		{"stones with swap", three, Swap2Move{Swap2TakeBlack, p[:1]},
			"swap2: take black after three stones: want 0 stone(s), got 1"},
		{"occupied", three, Swap2Move{Swap2TakeWhite, p[1:2]},
			"swap2: take white after three stones: stone 4 at H9: occupied"},
		{"duplicate in one action", start, Swap2Move{Swap2PlaceThree, []Point{p[0], p[1], p[0]}},
			"swap2: place three before the first three stones: stone 3 at H8: occupied"},
		{"off board", three, Swap2Move{Swap2PlaceTwo, []Point{p[3], Pt(15, 2)}},
			"swap2: place two after three stones: stone 5 at ??: off the board"},
		{"no point", five, Swap2Move{Swap2TakeWhite, []Point{NoPoint}},
			"swap2: take white after five stones: stone 6 at ??: off the board"},
		{"unknown action", three, Swap2Move{Action: 9}, "swap2: action 9 after three stones: not allowed here; the responder may: take white, take black, place two"},
		{"zero value", Swap2{}, Swap2Move{Swap2PlaceThree, p[:3]},
			"swap2: place three before the first three stones: no board (make the state with NewSwap2)"},
	}
	for _, c := range cases {
		before := c.s.Stones()
		got, err := c.s.Apply(c.m)
		var se *Swap2Error
		if !errors.As(err, &se) || err.Error() != c.want {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
		if got != c.s || len(c.s.Stones()) != len(before) {
			t.Errorf("%s: state changed to %+v", c.name, got)
		}
	}
}

// TestSwap2FromStones reads the SWAP2BOARD stone counts and refuses the
// others, bad sizes and bad stones.
func TestSwap2FromStones(t *testing.T) {
	p := pts(t, "H8 H9 J8 G7 K8")
	for n, want := range map[int]Swap2Phase{0: Swap2NeedThree, 3: Swap2ThreeStones, 5: Swap2FiveStones} {
		s, err := Swap2FromStones(15, Freestyle, p[:n])
		if err != nil || s.Phase() != want || len(s.Stones()) != n {
			t.Errorf("%d stones: %v %v", n, s.Phase(), err)
		}
	}
	for _, c := range []struct {
		size   int
		stones []Point
		want   string
	}{
		{15, p[:4], "swap2: 4 stones: a Swap2 opening is decided with 0, 3 or 5 stones on the board"},
		{15, []Point{p[0], p[1], p[2], p[3], p[0]}, "swap2: place two after three stones: stone 5 at H8: occupied"},
		{4, nil, "swap2: board size 4 out of range 5..20"},
	} {
		if _, err := Swap2FromStones(c.size, Renju, c.stones); err == nil || err.Error() != c.want {
			t.Errorf("%v: %v, want %q", c.stones, err, c.want)
		}
	}
}

func TestSwap2MoveFormat(t *testing.T) {
	m := Swap2Move{Swap2PlaceThree, pts(t, "H8 H9 J8")}
	if got := m.Format(15); got != "place three H8 H9 J8" {
		t.Errorf("%q", got)
	}
	if got := (Swap2Move{Action: Swap2TakeBlack}).Format(15); got != "take black" {
		t.Errorf("%q", got)
	}
}
