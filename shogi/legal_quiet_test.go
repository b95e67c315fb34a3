package shogi

import (
	"slices"
	"testing"
)

// allMoveCodes lists every move a Move can encode for the board and hand:
// each board move by each piece type, with and without promotion, and
// each drop, plus a few malformed codes (a drop whose two type fields
// disagree, a board move naming the wrong piece).
func allMoveCodes() []Move {
	var out []Move
	for from := Square(0); from < 81; from++ {
		for to := Square(0); to < 81; to++ {
			for pt := Pawn; pt <= Dragon; pt++ {
				out = append(out, NewMove(from, to, pt, false), NewMove(from, to, pt, true))
			}
		}
	}
	for to := Square(0); to < 81; to++ {
		for pt := Pawn; pt <= Gold; pt++ {
			d := NewDrop(pt, to)
			out = append(out, d, d&^(15<<16)|Move(pt%7+1)<<16)
		}
	}
	return out
}

// TestLegalQuietMatchesGenerator: in positions of random games and in
// positions built for the drop rules and pins, LegalQuiet accepts exactly
// the moves GenerateQuiets writes, out of every encodable move.
func TestLegalQuietMatchesGenerator(t *testing.T) {
	ps := randomPositions(60)
	for _, s := range []string{
		"7lk/9/8S/9/9/9/9/7L1/8K b P 1",      // P*1b mates: illegal
		"8k/9/p5NS1/9/9/9/9/9/4K4 b P 1",     // the same, and nifu elsewhere
		"4k4/9/9/9/9/9/4P4/9/4K4 b P 1",      // nifu on file 5
		"4k4/4r4/9/9/9/9/4S4/4G4/4K4 b NL 1", // silver and gold pinned on the file
		"k8/9/9/9/4b4/9/9/1S7/K8 w 2P 1",     // white to move, drops on the last ranks
		"4k4/9/9/9/1b7/9/3S5/9/5K3 b - 1",    // silver pinned on a diagonal
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
	} {
		p, err := ParseSFENRelaxed(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		ps = append(ps, p)
	}
	codes := allMoveCodes()
	for _, p := range ps {
		if p.InCheck() {
			continue
		}
		quiets := p.GenerateQuiets(nil)
		accepted := 0
		for _, m := range codes {
			want := slices.Contains(quiets, m)
			if got := p.LegalQuiet(m); got != want {
				t.Fatalf("%s: LegalQuiet(%s) = %v, GenerateQuiets has it: %v", p.SFEN(), m, got, want)
			}
			if want {
				accepted++
			}
		}
		if accepted != len(quiets) {
			t.Fatalf("%s: %d of the %d generated quiet moves found among the codes", p.SFEN(), accepted, len(quiets))
		}
	}
}

// TestLegalQuietInCheck: in check LegalQuiet accepts nothing.
func TestLegalQuietInCheck(t *testing.T) {
	p, err := ParseSFENRelaxed("4k4/9/9/9/9/9/9/4r4/4K4 b G 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range allMoveCodes() {
		if p.LegalQuiet(m) {
			t.Fatalf("in check, LegalQuiet(%s) = true", m)
		}
	}
}
