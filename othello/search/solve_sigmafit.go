package search

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"bitban/othello"
	"bitban/othello/eval"
)

// SigmaStat is the error of a depth-Depth evaluation search against the
// exact score at some empties: what ProbCut's probCutSigma models.
type SigmaStat struct {
	Empties, Depth int
	N              int
	Mean, SD       float64 // of exact - search, in discs
	Model          float64 // probCutSigma, in discs
}

// MeasureProbCutSigma plays each start board on to each of the target
// empties (by the depth-1 search's best move 60 % of the time, else at
// random, reps times with different random choices), solves the position
// exactly and compares evaluation searches of depth 0..maxDepth with the
// exact score. It takes about a minute on the FFO suites (see
// othello/cmd/sigmafit).
func MeasureProbCutSigma(starts []othello.Board, targets []int, maxDepth, reps int, seed uint64) []SigmaStat {
	r := rand.New(rand.NewPCG(seed, seed+1))
	s := NewSolver(64)
	n := make([][]float64, len(targets))
	sum := make([][]float64, len(targets))
	sq := make([][]float64, len(targets))
	for i := range targets {
		n[i], sum[i], sq[i] = make([]float64, maxDepth+1), make([]float64, maxDepth+1), make([]float64, maxDepth+1)
	}
	for range reps {
		for _, b := range starts {
			for ti, e := range targets {
				p, q, ok := s.playOutTo(r, b.Player, b.Opponent, e)
				if !ok {
					continue
				}
				exact := s.Solve(othello.Board{Player: p, Opponent: q}).Score
				for d := 0; d <= maxDepth; d++ {
					diff := float64(exact) - float64(s.evalSearch(p, q, -scoreInf*eval.Scale, scoreInf*eval.Scale, d))/eval.Scale
					n[ti][d]++
					sum[ti][d] += diff
					sq[ti][d] += diff * diff
				}
			}
		}
	}
	var out []SigmaStat
	for ti, e := range targets {
		for d := 0; d <= maxDepth; d++ {
			st := SigmaStat{Empties: e, Depth: d, N: int(n[ti][d]), Model: probCutSigma(e, d) / eval.Scale}
			if st.N > 0 {
				st.Mean = sum[ti][d] / n[ti][d]
				st.SD = math.Sqrt(max(0, sq[ti][d]/n[ti][d]-st.Mean*st.Mean))
			}
			out = append(out, st)
		}
	}
	return out
}

// playOutTo plays (p, q) on to the given empties with plausible but varied
// moves; ok is false when the game ends first or the side to move must
// pass there.
func (s *Solver) playOutTo(r *rand.Rand, p, q uint64, empties int) (uint64, uint64, bool) {
	for bits.OnesCount64(^(p | q)) > empties {
		m := othello.Moves(p, q)
		if m == 0 {
			if othello.Moves(q, p) == 0 {
				return p, q, false
			}
			p, q = q, p
			continue
		}
		sq := bits.TrailingZeros64(m)
		if r.IntN(10) < 6 {
			best := math.MinInt
			for mm := m; mm != 0; mm &= mm - 1 {
				x := bits.TrailingZeros64(mm)
				f := othello.Flip(p, q, x)
				if v := -s.evalSearch(q^f, p^f^(1<<uint(x)), -scoreInf*eval.Scale, scoreInf*eval.Scale, 1); v > best {
					best, sq = v, x
				}
			}
		} else {
			for k := r.IntN(bits.OnesCount64(m)); k > 0; k-- {
				m &= m - 1
			}
			sq = bits.TrailingZeros64(m)
		}
		f := othello.Flip(p, q, sq)
		p, q = q^f, p^f^(1<<uint(sq))
	}
	return p, q, bits.OnesCount64(^(p|q)) == empties && othello.Moves(p, q) != 0
}
