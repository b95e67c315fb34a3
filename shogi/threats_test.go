package shogi

import "testing"

// A piece fears the attacks of the classes cheaper than its own; pawns and
// kings fear none.
func TestThreatLevel(t *testing.T) {
	for pt := Pawn; pt < NumPieceTypes; pt++ {
		want := refThreatClass(pt) - 1
		if pt == King || pt == Pawn {
			want = -1
		}
		if got := ThreatLevel(pt); got != want {
			t.Errorf("ThreatLevel(%v) = %d, want %d", pt, got, want)
		}
	}
}
