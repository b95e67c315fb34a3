//go:build amd64 && !purego

package search

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"bitban/othello"
)

// TestSolve4AVX2 compares the assembly last-four solver with its Go twin
// solve4Sq: the same score and the same node count for every window, on
// positions of random games (where passes are rare) and on random boards
// with four empties (where they are common: a side without a move, or
// both).
func TestSolve4AVX2(t *testing.T) {
	if !hasLastAVX2 {
		t.Skip("no AVX2/BMI2: the assembly is not used on this CPU")
	}
	r := rand.New(rand.NewPCG(5, 6))
	s := NewSolver(1)
	passes := 0
	for i := 0; i < 100000; i++ {
		P, O := fourEmpties(r, i%2 == 0)
		var x [4]int
		k := 0
		for m := ^(P | O); m != 0; m &= m - 1 {
			x[k] = bits.TrailingZeros64(m)
			k++
		}
		r.Shuffle(4, func(a, b int) { x[a], x[b] = x[b], x[a] })
		alpha := r.IntN(130) - 65
		beta := alpha + 1
		if r.IntN(4) == 0 {
			beta = alpha + 1 + r.IntN(66-alpha)
		}
		s.ResetNodes()
		want := s.solve4Sq(P, O, alpha, beta, x[0], x[1], x[2], x[3])
		wantNodes := s.Nodes()
		got, gotNodes := solve4AVX2(P, O, alpha, beta, uint64(x[0])|uint64(x[1])<<8|uint64(x[2])<<16|uint64(x[3])<<24)
		if got != want || gotNodes != wantNodes {
			t.Fatalf("P %#x O %#x squares %v window (%d, %d): assembly %d in %d nodes, Go %d in %d nodes",
				P, O, x, alpha, beta, got, gotNodes, want, wantNodes)
		}
		if othello.Moves(P, O) == 0 {
			passes++
		}
	}
	if passes < 1000 {
		t.Fatalf("only %d positions where the side to move passes: the test misses the pass paths", passes)
	}
}

// fourEmpties is a position with exactly four empty squares: from a random
// game, or (random) a random split of the other 60 squares.
func fourEmpties(r *rand.Rand, game bool) (P, O uint64) {
	for game {
		b := randomGameBoard(r, 4)
		if b.Empties() == 4 {
			return b.Player, b.Opponent
		}
	}
	var empty uint64
	for bits.OnesCount64(empty) < 4 {
		empty |= 1 << r.IntN(64)
	}
	P = r.Uint64() &^ empty
	return P, ^(P | empty)
}
