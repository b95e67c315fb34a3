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

// BenchmarkKingZoneAttacks: both sides' attacks next to both kings, as
// the evaluation asks for them (the sliders' attacks once, then
// KingZoneAttacksWith for each king), over the positions of a
// deterministic game from each perft position.
func BenchmarkKingZoneAttacks(b *testing.B) {
	var ps []*Position
	for _, c := range loadPerft(b) {
		p, err := ParseSFENRelaxed(c.SFEN)
		if err != nil {
			b.Fatal(err)
		}
		var buf [MaxMoves]Move
		for ply := 0; ply < 60; ply++ {
			if p.KingSquare(Black) != NoSquare && p.KingSquare(White) != NoSquare {
				ps = append(ps, p.Clone())
			}
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.DoMove(moves[(ply*7919+13)%len(moves)])
		}
	}
	var acc Bitboard
	for b.Loop() {
		for _, p := range ps {
			sliders := p.SliderAttacks()
			for c := Black; c <= White; c++ {
				a := p.KingZoneAttacksWith(p.KingSquare(c), &sliders)
				acc = acc.Or(a[Black]).Or(a[White])
			}
		}
	}
	if acc.IsZero() {
		b.Fatal("no attack next to any king")
	}
	b.ReportMetric(float64(len(ps)), "positions")
}
