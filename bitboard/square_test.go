package bitboard

import (
	"strings"
	"testing"
)

func TestSquareNamesRoundTrip(t *testing.T) {
	for sq := 0; sq < 64; sq++ {
		name := SquareName(sq)
		for _, s := range []string{name, strings.ToLower(name)} {
			got, err := ParseSquare(s)
			if err != nil || got != sq {
				t.Fatalf("ParseSquare(%q) = %d, %v; want %d", s, got, err, sq)
			}
		}
	}
	if SquareName(0) != "A1" || SquareName(7) != "H1" || SquareName(8) != "A2" || SquareName(63) != "H8" {
		t.Fatal("square numbering is not A1=0, H1=7, A2=8, H8=63")
	}
	if SquareName(-1) != "??" || SquareName(64) != "??" {
		t.Fatal("out-of-range squares must not format as names")
	}
}

func TestParseSquareErrors(t *testing.T) {
	for _, s := range []string{"", "A", "A0", "A9", "I1", "11", "AA", "A10", "@1", " a1", "a1 ", "ä1"} {
		if _, err := ParseSquare(s); err == nil {
			t.Errorf("ParseSquare(%q): want an error", s)
		} else if !strings.Contains(err.Error(), "square") {
			t.Errorf("ParseSquare(%q): error %q does not say what was wrong", s, err)
		}
	}
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"a1", "H8", "i9", "", "zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := ParseSquare(s)
		if err != nil {
			return
		}
		if sq < 0 || sq > 63 || !strings.EqualFold(SquareName(sq), s) {
			t.Fatalf("ParseSquare(%q) = %d, formats back as %q", s, sq, SquareName(sq))
		}
	})
}
