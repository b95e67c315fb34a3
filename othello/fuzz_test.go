package othello

import (
	"strings"
	"testing"
)

// Fuzz targets for the three parsers: no input may panic, and whatever
// parses must format back to something that parses to the same value.

func FuzzParseOBF(f *testing.F) {
	f.Add("---------------------------OX------XO--------------------------- X")
	f.Add("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;")
	f.Add("XO" + strings.Repeat("-", 62) + " O; PA:+0;")
	f.Add(strings.Repeat(".", 64) + " x;;")
	f.Add("")
	f.Add(strings.Repeat("X", 65))
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOBF(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if o.Player&o.Opponent != 0 {
			t.Fatalf("%q: overlapping discs", s)
		}
		o2, err := ParseOBF(o.String())
		if err != nil {
			t.Fatalf("%q -> %q: %v", s, o.String(), err)
		}
		if o2.Position != o.Position || len(o2.Scores) != len(o.Scores) {
			t.Fatalf("%q: round trip %v != %v", s, o2, o)
		}
		_ = o.Diagram()
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "H8", "pa", "PASS", "", "i9", " d3 ", "\xff1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		if m < 0 || m > PassMove {
			t.Fatalf("%q: move %d out of range", s, m)
		}
		if m2, err := ParseMove(MoveName(m)); err != nil || m2 != m {
			t.Fatalf("%q: %d -> %q -> %d, %v", s, m, MoveName(m), m2, err)
		}
	})
}

func FuzzParseTranscript(f *testing.F) {
	for _, s := range []string{"f5d6c3d3c4", "F5 D6, C3", "f5pa", "f5f5", "f5d6c", "pass", "", "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, moves, err := ParseTranscript(StartPosition(), s)
		if err != nil {
			// The moves read before the error replay to the position returned.
			q := StartPosition()
			for _, m := range moves {
				q = q.Play(m)
			}
			if q != p {
				t.Fatalf("%q: partial moves do not replay to the returned position", s)
			}
			return
		}
		q, _, err := ParseTranscript(StartPosition(), FormatTranscript(moves))
		if err != nil || q != p {
			t.Fatalf("%q -> %q: %v", s, FormatTranscript(moves), err)
		}
	})
}
