package othello

import (
	"testing"

	"bitban/engine"
)

// TestOutcome: the start position goes on; a finished game is counted with
// the empty squares given to the winner.
func TestOutcome(t *testing.T) {
	if o := StartPosition().Outcome(); o.Over {
		t.Errorf("start position: %+v", o)
	}
	// White has 3 discs, Black none, 61 squares empty: White wins 64-0.
	p := NewPosition(0, 1<<0|1<<1|1<<2, Black)
	want := engine.Outcome{Over: true, Winner: 1, Ending: engine.FinalCount, Black: 0, White: 64}
	if o := p.Outcome(); o != want {
		t.Errorf("got %+v, want %+v", o, want)
	}
	// A full board 32-32 is a draw.
	p = NewPosition(0x00000000ffffffff, 0xffffffff00000000, White)
	want = engine.Outcome{Over: true, Winner: engine.Draw, Ending: engine.FinalCount, Black: 32, White: 32}
	if o := p.Outcome(); o != want {
		t.Errorf("got %+v, want %+v", o, want)
	}
}
