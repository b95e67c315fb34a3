package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestPerftLeafAVX2 checks the assembly leaf against the portable perftLeaf
// on every position of random games (passes and finished games included),
// in both counting conventions. (Without AVX2, or with -tags purego, the two
// are the same function and the test still checks the portable one runs.)
func TestPerftLeafAVX2(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	n := 0
	for game := 0; game < 3000; game++ {
		b := Start()
		for !b.GameOver() {
			m := b.Moves()
			if m == 0 {
				b = b.Pass()
				continue
			}
			for _, edax := range []bool{false, true} {
				got, want := perftLeafAVX2(b.Player, b.Opponent, m, edax), perftLeaf(b.Player, b.Opponent, m, edax)
				if got != want {
					t.Fatalf("%v edax=%v: assembly %d, portable %d", b, edax, got, want)
				}
				n++
			}
			for k := rng.IntN(bits.OnesCount64(m)); k > 0; k-- {
				m &= m - 1
			}
			b = b.Play(bits.TrailingZeros64(m))
		}
	}
	t.Logf("%d positions x 2 modes agree (AVX2 in use: %v)", n/2, hasAVX2)
}

// BenchmarkPerftLeaf compares the two leaf loops on the same positions (every
// position of 200 random games): the figure behind "about twice" in doc.go.
func BenchmarkPerftLeaf(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	var boards []Board
	for game := 0; game < 200; game++ {
		bd := Start()
		for !bd.GameOver() {
			m := bd.Moves()
			if m == 0 {
				bd = bd.Pass()
				continue
			}
			boards = append(boards, bd)
			for k := rng.IntN(bits.OnesCount64(m)); k > 0; k-- {
				m &= m - 1
			}
			bd = bd.Play(bits.TrailingZeros64(m))
		}
	}
	for _, leaf := range []struct {
		name string
		f    func(P, O, moves uint64, edax bool) uint64
	}{{"assembly", perftLeafAVX2}, {"portable", perftLeaf}} {
		b.Run(leaf.name, func(b *testing.B) {
			var n uint64
			for b.Loop() {
				for _, bd := range boards {
					n += leaf.f(bd.Player, bd.Opponent, bd.Moves(), false)
				}
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
		})
	}
}
