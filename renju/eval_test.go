package renju

import (
	"math/rand/v2"
	"testing"
)

// naiveWindowScores counts, point by point, every window of five on the
// board in the four directions that holds stones of one colour only, and
// weighs it by its stone count: the definition the bit-sliced evaluation
// must match.
func naiveWindowScores(b *Board) (black, white int32) {
	n := b.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			for d := Dir(0); d < NumDirs; d++ {
				var cnt [3]int
				ok := true
				for k := 0; k < 5; k++ {
					xx, yy := x+k*dirDX[d], y+k*dirDY[d]
					if !b.OnBoard(xx, yy) {
						ok = false
						break
					}
					cnt[b.At(Pt(xx, yy))]++
				}
				if !ok {
					continue
				}
				if cnt[White] == 0 && cnt[Black] > 0 {
					black += DefaultParams().WindowWeight[cnt[Black]]
				}
				if cnt[Black] == 0 && cnt[White] > 0 {
					white += DefaultParams().WindowWeight[cnt[White]]
				}
			}
		}
	}
	return
}

func TestWindowScoresMatchNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 600; i++ {
		size := MinSize + r.IntN(MaxSize-MinSize+1)
		moves := r.IntN(size * size / 2)
		b := RandomGame(r, size, Rule(r.IntN(3)), moves)
		gb, gw := b.windowScores()
		nb, nw := naiveWindowScores(b)
		if gb != nb || gw != nw {
			t.Fatalf("size %d, %d stones: got %d/%d, naive %d/%d\n%s", size, b.Stones(), gb, gw, nb, nw, b)
		}
		if e := b.Evaluate(Black); e != gb-gw || b.Evaluate(White) != -e {
			t.Fatalf("Evaluate %d, want %d", e, gb-gw)
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	bd := RandomGame(r, 15, Renju, 40)
	var sink int32
	for b.Loop() {
		sink += bd.Evaluate(Black)
	}
	_ = sink
}
