package renju

import (
	"math/rand/v2"
	"testing"
)

// TestStoneCountFilters: on random games of every rule and size,
// MayMakeXY(n) holds exactly where some line's LineStonesXY is at least n,
// and wherever a stone of either colour makes a three, a four or a five
// on a line (ShapesXY) the counts allow it: LineStonesXY at least 2, 3 or
// 4 on that line, MayMakeXY with 2, 3 or 4. The filters are only sound if
// they never skip such a point; they must also skip some.
func TestStoneCountFilters(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	skipped, checked, threes, fours, fives := 0, 0, 0, 0, 0
	for g := 0; g < 300; g++ {
		rule := []Rule{Renju, Freestyle, Standard}[g%3]
		size := []int{15, 15, 19, 20}[g%4]
		b := RandomGame(r, size, rule, 10+r.IntN(60))
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				if b.Stone(Pt(x, y)) != Empty {
					continue
				}
				for _, c := range []Color{Black, White} {
					var k [NumDirs]int
					for d := Dir(0); d < NumDirs; d++ {
						k[d] = b.LineStonesXY(x, y, d, c)
					}
					for n := 1; n <= 4; n++ {
						want := k[0] >= n || k[1] >= n || k[2] >= n || k[3] >= n
						if got := b.MayMakeXY(x, y, c, n); got != want {
							t.Fatalf("%v (%d,%d) %v n=%d: MayMakeXY %v, line counts %v\n%v", rule, x, y, c, n, got, k, b)
						}
					}
					checked++
					if !b.MayMakeXY(x, y, c, 3) {
						skipped++
					}
					sh := b.ShapesXY(x, y, c, rule.ExactFive(c))
					for d := Dir(0); d < NumDirs; d++ {
						switch {
						case sh[d].Five():
							fives++
							if k[d] < 4 {
								t.Fatalf("%v (%d,%d) dir %d %v: a five with %d stones\n%v", rule, x, y, d, c, k[d], b)
							}
						case sh[d].AnyFour():
							fours++
							if k[d] < 3 {
								t.Fatalf("%v (%d,%d) dir %d %v: a four (%012b) with %d stones\n%v", rule, x, y, d, c, sh[d], k[d], b)
							}
						case sh[d].Three():
							threes++
							if k[d] < 2 {
								t.Fatalf("%v (%d,%d) dir %d %v: a three (%012b) with %d stones\n%v", rule, x, y, d, c, sh[d], k[d], b)
							}
						}
					}
				}
			}
		}
	}
	if skipped == 0 || skipped == checked || threes == 0 || fours == 0 || fives == 0 {
		t.Fatalf("MayMakeXY(3) false on %d of %d points; %d threes, %d fours, %d fives seen", skipped, checked, threes, fours, fives)
	}
	t.Logf("MayMakeXY(3) false on %d of %d empty points and colours; %d threes, %d fours and %d fives kept", skipped, checked, threes, fours, fives)
}
