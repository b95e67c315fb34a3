package eval

import (
	"math/rand/v2"
	"testing"

	"bitban/renju"
)

// naiveWindowScores counts, point by point, every window of five on the
// board in the four directions that holds stones of one colour only, and
// weighs it by its stone count: the definition the bit-sliced evaluation
// must match.
func naiveWindowScores(b *renju.Board) (black, white int32) {
	n := b.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			for d := renju.Dir(0); d < renju.NumDirs; d++ {
				var cnt [3]int
				ok := true
				for k := 0; k < 5; k++ {
					xx, yy := x+k*d.DX(), y+k*d.DY()
					if !b.OnBoard(xx, yy) {
						ok = false
						break
					}
					cnt[b.At(renju.Pt(xx, yy))]++
				}
				if !ok {
					continue
				}
				if cnt[renju.White] == 0 && cnt[renju.Black] > 0 {
					black += DefaultParams().WindowWeight[cnt[renju.Black]]
				}
				if cnt[renju.Black] == 0 && cnt[renju.White] > 0 {
					white += DefaultParams().WindowWeight[cnt[renju.White]]
				}
			}
		}
	}
	return
}

func TestWindowScoresMatchNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 600; i++ {
		size := renju.MinSize + r.IntN(renju.MaxSize-renju.MinSize+1)
		moves := r.IntN(size * size / 2)
		b := renju.RandomGame(r, size, renju.Rule(r.IntN(3)), moves)
		gb, gw := windowScores(b)
		nb, nw := naiveWindowScores(b)
		if gb != nb || gw != nw {
			t.Fatalf("size %d, %d stones: got %d/%d, naive %d/%d\n%s", size, b.Stones(), gb, gw, nb, nw, b)
		}
		if e := Evaluate(b, renju.Black); e != gb-gw || Evaluate(b, renju.White) != -e {
			t.Fatalf("Evaluate %d, want %d", e, gb-gw)
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	bd := renju.RandomGame(r, 15, renju.Renju, 40)
	var sink int32
	for b.Loop() {
		sink += Evaluate(bd, renju.Black)
	}
	_ = sink
}
