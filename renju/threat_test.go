package renju

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

func TestThreatHelpers(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for iter := 0; iter < 200; iter++ {
		b := randomBoard(r, 15, Rule(r.IntN(3)))
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				p := Pt(x, y)
				for _, c := range []Color{Black, White} {
					th := b.Threat(p, c)
					s := b.Shapes(p, c)
					fours, threes, five := 0, 0, false
					for d := 0; d < 4; d++ {
						fours += s[d].Fours()
						if s[d].Three() {
							threes++
						}
						five = five || s[d].Five()
					}
					if th.Five != five || th.Fours != fours || th.Threes != threes ||
						th.Five != b.MakesFive(p, c) || (fours > 0) != b.MakesFour(p, c) || (threes > 0) != b.MakesOpenThree(p, c) {
						t.Fatalf("%s %v: %+v vs shapes %v", b.PointName(p), c, th, s)
					}
				}
			}
		}
	}
}

func TestOneEmptyWindowsAndLinePoint(t *testing.T) {
	b, _ := ParseRows([]string{
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............", "...XX.XX.......",
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............",
	}, Renju)
	p := mustPoint(t, "F8", 15)
	mask, pos := b.OneEmptyWindows(p, Horizontal, Black, 4)
	// One window: D8..H8 with F8 empty.
	if bits.OnesCount64(mask) != 1 {
		t.Fatalf("mask %x", mask)
	}
	start := bits.TrailingZeros64(mask) / 2
	if q, ok := b.LinePoint(p, Horizontal, start); !ok || b.PointName(q) != "D8" || start > pos || pos > start+4 {
		t.Errorf("window start %d (%v %v), pos %d", start, q, ok, pos)
	}
	if _, ok := b.LinePoint(p, Horizontal, 2); ok {
		t.Error("position 2 is off the board")
	}
}
