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
	n := 0
	gamePositions(rand.New(rand.NewPCG(7, 11)), 3000, func(b Board, m uint64) {
		for _, edax := range []bool{false, true} {
			got, want := perftLeafAVX2(b.Player, b.Opponent, m, edax), perftLeaf(b.Player, b.Opponent, m, edax)
			if got != want {
				t.Fatalf("%v edax=%v: assembly %d, portable %d", b, edax, got, want)
			}
		}
		n++
	})
	t.Logf("%d positions x 2 modes agree (AVX2 in use: %v)", n, hasAVX2)
}

// gamePositions calls f with every position of random games in which the
// side to move has moves (m), passes made on the way.
func gamePositions(rng *rand.Rand, games int, f func(b Board, m uint64)) {
	for game := 0; game < games; game++ {
		b := Start()
		for !b.GameOver() {
			m := b.Moves()
			if m == 0 {
				b = b.Pass()
				continue
			}
			f(b, m)
			for k := rng.IntN(bits.OnesCount64(m)); k > 0; k-- {
				m &= m - 1
			}
			b = b.Play(bits.TrailingZeros64(m))
		}
	}
}

// BenchmarkPerftLeaf compares the two leaf loops on the same positions (every
// position of 200 random games): the figure behind "about twice" in doc.go.
func BenchmarkPerftLeaf(b *testing.B) {
	var boards []Board
	gamePositions(rand.New(rand.NewPCG(5, 6)), 200, func(b Board, _ uint64) { boards = append(boards, b) })
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
