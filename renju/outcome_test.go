package renju

import (
	"testing"

	"bitban/engine"
)

// TestOutcome: a five wins under the board's rule, a full board is a draw,
// and so is a renju board where Black, to move, has only forbidden points
// left (the overline at D7 here).
func TestOutcome(t *testing.T) {
	for _, c := range []struct {
		name string
		rows []string
		rule Rule
		want engine.Outcome
	}{
		{"black five", []string{"XXXXX", "OOOO.", ".....", ".....", "....."}, Freestyle, engine.Win(0, engine.Five)},
		{"white five", []string{"XXXX.", "OOOOO", "X....", ".....", "....."}, Renju, engine.Win(1, engine.Five)},
		{"playing", []string{"XXXX.", "OOOO.", ".....", ".....", "....."}, Renju, engine.Outcome{}},
		{"full board", []string{"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"}, Freestyle, engine.Drawn(engine.NoPointLeft)},
		{"only forbidden points", []string{
			"XXX.XXO", "XXOOOXO", "XXXXOXX", "OOOOXOO", "OOOOXOX", "XXOXXOO", "OXXOXOO",
		}, Renju, engine.Drawn(engine.NoPointLeft)},
		{"the same under freestyle: the six wins", []string{
			"XXX.XXO", "XXOOOXO", "XXXXOXX", "OOOOXOO", "OOOOXOX", "XXOXXOO", "OXXOXOO",
		}, Freestyle, engine.Outcome{}},
	} {
		b, err := ParseRows(c.rows, c.rule)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := b.Outcome(); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}
