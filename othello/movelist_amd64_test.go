//go:build amd64 && !purego

package othello

import (
	"math/rand/v2"
	"testing"
)

// TestDispatch takes the other branch of the assembly entries ListMoves and
// MovesBoth: without AVX2 each must hand the caller's arguments to its Go
// twin (listMovesGo, movesBothGo), and with it give the same results.
func TestDispatch(t *testing.T) {
	saved := hasAVX2
	defer func() { hasAVX2 = saved }()
	rng := rand.New(rand.NewPCG(7, 8))
	for _, avx2 := range []bool{false, saved} {
		hasAVX2 = avx2
		for i := 0; i < 2000; i++ {
			P, O := randomBoard(rng)
			var d, g [36]ScoredMove
			nd, ng := ListMoves(P, O, &d), listMovesGo(P, O, &g)
			if nd != ng || d != g {
				t.Fatalf("hasAVX2 %v, P %#x O %#x: ListMoves %d %v, listMovesGo %d %v", avx2, P, O, nd, d[:nd], ng, g[:ng])
			}
			dp, do := MovesBoth(P, O)
			gp, gOpp := movesBothGo(P, O)
			if dp != gp || do != gOpp {
				t.Fatalf("hasAVX2 %v, P %#x O %#x: MovesBoth %#x %#x, movesBothGo %#x %#x", avx2, P, O, dp, do, gp, gOpp)
			}
		}
	}
}
