package shogi

import (
	"math/rand/v2"
	"testing"
)

// TestLegalQuietMatchesGenerator: on positions of random games from the
// start and the perft positions, LegalQuiet accepts exactly the quiet
// moves the generator makes (legal, no capture, no promotion) among
// candidates from everywhere: this position's moves, the moves of the
// positions before it and after another move (as a search's killers come
// from sibling nodes), and random encodings. The drop rules' corner cases
// (uchifuzume, nifu, last ranks) are in the fixed cases below.
func TestLegalQuietMatchesGenerator(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	starts := []string{StartSFEN}
	for _, c := range loadPerft(t) {
		starts = append(starts, c.SFEN)
	}
	checked, accepted := 0, 0
	for _, s := range starts {
		for game := 0; game < 6; game++ {
			p, err := ParseSFENRelaxed(s)
			if err != nil {
				t.Fatal(err)
			}
			var pool []Move // moves of earlier positions and siblings
			for ply := 0; ply < 100; ply++ {
				var buf [MaxMoves]Move
				legal := p.Generate(buf[:0])
				if len(legal) == 0 {
					break
				}
				pool = append(pool, legal...)
				if len(pool) > 4000 {
					pool = pool[len(pool)-4000:]
				}
				cands := append([]Move(nil), legal...)
				for i := 0; i < 200; i++ {
					cands = append(cands, pool[r.IntN(len(pool))], Move(r.Uint32()))
				}
				sibling := legal[r.IntN(len(legal))]
				p.DoMove(sibling)
				var sbuf [MaxMoves]Move
				cands = append(cands, p.Generate(sbuf[:0])...)
				p.UndoMove(sibling)
				want := map[Move]bool{}
				if !p.InCheck() {
					var qbuf [MaxMoves]Move
					for _, m := range p.GenerateQuiets(qbuf[:0]) {
						want[m] = true
					}
				}
				for _, m := range cands {
					if got := p.LegalQuiet(m); got != want[m] {
						t.Fatalf("%s: LegalQuiet(%v) = %v, generator says %v", p.SFEN(), m, got, want[m])
					} else if got {
						accepted++
					}
					checked++
				}
				p.DoMove(legal[r.IntN(len(legal))])
			}
		}
	}
	if accepted == 0 || checked < 100000 {
		t.Fatalf("%d candidates, %d accepted: too few to check anything", checked, accepted)
	}
	for _, c := range []struct {
		sfen, usi string
		want      bool
	}{
		{"7lk/9/8S/9/9/9/9/7L1/8K b P 1", "P*1b", false},   // uchifuzume
		{"7lk/9/8S/9/9/9/9/7L1/8K b G 1", "G*1b", true},    // the same square with a gold
		{"4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e", false},   // nifu
		{"4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*4e", true},    // another file
		{"4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "P*1a", false},   // last rank
		{"4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "L*1a", false},   // last rank
		{"4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "N*1b", false},   // last two ranks
		{"4k4/9/9/9/9/9/9/9/4K4 b PLN 1", "N*1c", true},    // a knight may go here
		{"4k4/9/9/9/4r4/9/9/4S4/4K4 b - 1", "5h4g", false}, // pinned silver
		{"4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1", "5h5g", true},  // along the pin
		{"4k4/9/9/9/4r4/9/9/9/3K5 b - 1", "6i5i", false},   // into the rook's file
		{"4k4/9/9/9/4r4/9/9/9/3K5 b - 1", "6i7i", true},    // away from it
		{"4k4/9/9/9/9/9/9/9/4K4 b - 1", "5i5h+", false},    // a king move never promotes
	} {
		p, err := ParseSFEN(c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parseUSISyntax(c.usi)
		if err != nil {
			t.Fatal(err)
		}
		if !m.IsDrop() { // the piece type, as a killer from elsewhere has it
			m = NewMove(m.From(), m.To(), p.PieceOn(m.From()).Type(), m.IsPromotion())
		}
		if got := p.LegalQuiet(m); got != c.want {
			t.Errorf("%s: LegalQuiet(%s) = %v, want %v", c.sfen, c.usi, got, c.want)
		}
	}
}
