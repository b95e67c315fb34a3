package search

import (
	"fmt"
	"math"
	"math/rand/v2"

	"bitban/othello"
	"bitban/othello/eval"
)

// Multi-ProbCut in the midgame search (Buro): at a null-window node of
// depth D a shallow search of depth d predicts the depth-D score; the
// error of that prediction is close to normal with a standard deviation
// that grows with D - d and with the empties (midSigma, fitted by
// `go run ./othello/cmd/sigmafit --midgame`). When the shallow search is
// beyond beta (or below alpha) by ProbCutT standard deviations, the node
// returns the bound without the deep search. The shallow search is the
// same search (with its own ProbCut), so the cuts nest.

// Params are the midgame search's tunable values.
type Params struct {
	// ProbCutT is the ProbCut margin in standard deviations of the shallow
	// search's error (default 1.5; 0: no ProbCut).
	ProbCutT float64
	// ProbCutMinDepth: ProbCut is tried at depths from here up (default 3).
	ProbCutMinDepth int
	// IterationShare: a new iteration starts only while the time spent is
	// below this share of the move's planned time (default 0.6); one that
	// cannot finish is cut at the hard limit, and its answer is used if it
	// already found a better root move.
	IterationShare float64
	// EndgameGap: once an iteration's depth comes within this many plies
	// of the end of the game, the next iterations search to the end with
	// the solver's selective levels, then exactly (search_endgame.go;
	// default 8; 0: midgame iterations until the depth reaches the end).
	EndgameGap int
}

// DefaultParams are the shipped values.
func DefaultParams() Params {
	return Params{ProbCutT: 1.5, ProbCutMinDepth: 3, IterationShare: 0.6, EndgameGap: 8}
}

// Check reports the first value of p the search cannot run with (a
// parameters file is read over the defaults, so any field may be off).
// The shallow search of ProbCut must be shallower than the node it
// predicts, which holds from depth 2 up.
func (p Params) Check() error {
	switch {
	case math.IsNaN(p.ProbCutT) || math.IsInf(p.ProbCutT, 0) || p.ProbCutT < 0:
		return fmt.Errorf("ProbCutT %v: must be 0 (off) or a positive number of standard deviations", p.ProbCutT)
	case p.ProbCutT > 0 && p.ProbCutMinDepth < 2:
		return fmt.Errorf("ProbCutMinDepth %d: must be at least 2", p.ProbCutMinDepth)
	case !(p.IterationShare > 0 && p.IterationShare <= 1):
		return fmt.Errorf("IterationShare %v: must be in (0, 1]", p.IterationShare)
	case p.EndgameGap < 0 || p.EndgameGap > 60:
		return fmt.Errorf("EndgameGap %d: must be 0 (off) to 60 plies", p.EndgameGap)
	}
	return nil
}

// probCutShallow is the depth of the shallow search that predicts a
// depth-D search: about half of it, with the same parity (an odd and an
// even depth disagree by the side that moved last).
func probCutShallow(depth int) int {
	return depth/4*2 + depth&1
}

// midSigma is the standard deviation, in evaluation units, of a depth-D
// search's score minus a depth-d search's at the given empties.
// Fitted on 48 XOT openings played out to 24-48 empties (sd 1.3-4.4
// discs): larger near the end, where single moves swing more, and with a
// larger gap between the depths.
func midSigma(empties, depth, d int) float64 {
	s := 4.5 + 0.25*float64(depth-d) - 0.065*float64(empties)
	return max(1.5, s) * eval.Scale
}

// probCut tries to decide the null-window node (P, O) at (alpha, alpha+1)
// by a shallow search; ok reports a cut.
func (s *Searcher) probCut(P, O uint64, alpha, depth, empties int) (int, bool) {
	d := probCutShallow(depth)
	margin := int(s.Params.ProbCutT * midSigma(empties, depth, d))
	beta := alpha + 1
	if hi := beta + margin; hi < 64*eval.Scale {
		if v := s.pvs(P, O, hi-1, hi, d); v >= hi && !s.stopped {
			return beta, true
		}
	}
	if lo := alpha - margin; lo > -64*eval.Scale {
		if v := s.pvs(P, O, lo, lo+1, d); v <= lo && !s.stopped {
			return alpha, true
		}
	}
	return 0, false
}

// MidSigmaStat is the measured error of a depth-Shallow search against a
// depth-Depth one at some empties, beside the model's value (discs).
type MidSigmaStat struct {
	Empties, Depth, Shallow int
	N                       int
	Mean, SD, Model         float64
}

// MeasureMidSigma plays each start board on to each target empties count
// (as MeasureProbCutSigma does, reps times), searches the position by
// iterative deepening to maxDepth without ProbCut and compares each
// depth's score with the score of its ProbCut shallow depth.
func MeasureMidSigma(starts []othello.Board, targets []int, maxDepth, reps int, seed uint64) []MidSigmaStat {
	r := rand.New(rand.NewPCG(seed, seed+1))
	play := NewSolver(16)
	se := NewSearcher(64)
	se.Params.ProbCutT = 0
	se.SolveEmpties = 0
	type acc struct{ n, sum, sq float64 }
	cells := make([][]acc, len(targets))
	for i := range cells {
		cells[i] = make([]acc, maxDepth+1)
	}
	for range reps {
		for _, b := range starts {
			for ti, e := range targets {
				p, q, ok := play.playOutTo(r, b.Player, b.Opponent, e)
				if !ok || maxDepth >= e {
					continue
				}
				se.Clear()
				scores := make([]int, maxDepth+1)
				se.Search(othello.Board{Player: p, Opponent: q}, depthLimits(maxDepth), func(in Info) {
					if in.Depth <= maxDepth {
						scores[in.Depth] = in.Score
					}
				})
				for D := 3; D <= maxDepth; D++ {
					diff := float64(scores[D]-scores[probCutShallow(D)]) / eval.Scale
					c := &cells[ti][D]
					c.n++
					c.sum += diff
					c.sq += diff * diff
				}
			}
		}
	}
	var out []MidSigmaStat
	for ti, e := range targets {
		for D := 3; D <= maxDepth; D++ {
			c := cells[ti][D]
			d := probCutShallow(D)
			st := MidSigmaStat{Empties: e, Depth: D, Shallow: d, N: int(c.n), Model: midSigma(e, D, d) / eval.Scale}
			if c.n > 0 {
				st.Mean = c.sum / c.n
				st.SD = math.Sqrt(max(0, c.sq/c.n-st.Mean*st.Mean))
			}
			out = append(out, st)
		}
	}
	return out
}
