package shogi

import "testing"

// TestRepetition: a cycle repeated is a draw, a cycle of checks a win for
// the checked side (looking back 32 plies, the search's bound).
func TestRepetition(t *testing.T) {
	p := NewStartPosition()
	cycle := []string{"5i5h", "5a5b", "5h5i", "5b5a"}
	for round := 1; round <= 3; round++ {
		for _, s := range cycle {
			m, err := p.ParseUSIMove(s)
			if err != nil {
				t.Fatal(err)
			}
			p.DoMove(m)
		}
		if got := p.Repetition(32); got != RepDraw {
			t.Errorf("round %d: Repetition = %d, want draw", round, got)
		}
		if got := p.RepetitionCount(); got != round+1 {
			t.Errorf("round %d: RepetitionCount = %d, want %d", round, got, round+1)
		}
	}
	// Perpetual check: Black's rook checks on every move.
	p, err := ParseSFEN("8k/9/6R2/9/9/9/9/9/9 b r2b4g4s4n4l18p 1")
	if err != nil {
		t.Fatal(err)
	}
	want := []int{RepNone, RepNone, RepNone, RepNone, RepWin, RepLoss, RepWin}
	for i, s := range []string{"3c3a", "1a1b", "3a3b", "1b1a", "3b3a", "1a1b", "3a3b"} {
		m, err := p.ParseUSIMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.DoMove(m)
		if got := p.Repetition(32); got != want[i] {
			t.Errorf("after %s (ply %d): Repetition = %d, want %d", s, i+1, got, want[i])
		}
	}
}
