package eval

import (
	"fmt"
	"math"
)

// A move policy: how likely a strong player is to play an empty point,
// from what a stone there makes for the side to move (the multiset of its
// four line levels) and what it takes away from the opponent (the
// opponent's multiset there). The score of a point is Move[own] +
// Wait[opp]; the probability of a move is the softmax of the scores over
// the candidates. Fitted to the moves another engine chose (FitPolicy),
// it orders the search's quiet moves (renju/search Params.Policy).

// Policy holds the two tables, in the units the search adds to its move
// order (a softmax unit is PolicyScale).
type Policy struct {
	Move [NumLevelMultisets]int32
	Wait [NumLevelMultisets]int32
}

// PolicyScale is the integer value of one unit of the fitted log-odds.
const PolicyScale = 256

// PolicySample is one position: for each candidate point the multiset of
// the side to move's levels there (Own) and of the opponent's (Opp), and
// which candidate was played (Target).
type PolicySample struct {
	Own, Opp []uint16
	Target   int
}

// PolicyWeights are the fitted tables in log-odds units.
type PolicyWeights struct {
	Move, Wait [NumLevelMultisets]float64
}

// Policy rounds w to the search's units.
func (w *PolicyWeights) Policy() Policy {
	var p Policy
	for i := range w.Move {
		p.Move[i] = int32(math.Round(w.Move[i] * PolicyScale))
		p.Wait[i] = int32(math.Round(w.Wait[i] * PolicyScale))
	}
	return p
}

// logits fills z with the candidates' scores under w.
func (w *PolicyWeights) logits(s *PolicySample, z []float64) []float64 {
	z = z[:0]
	for i := range s.Own {
		z = append(z, w.Move[s.Own[i]]+w.Wait[s.Opp[i]])
	}
	return z
}

// softmaxInPlace turns z into probabilities.
func softmaxInPlace(z []float64) {
	m := math.Inf(-1)
	for _, v := range z {
		m = max(m, v)
	}
	sum := 0.0
	for i, v := range z {
		z[i] = math.Exp(v - m)
		sum += z[i]
	}
	for i := range z {
		z[i] /= sum
	}
}

// PolicyLoss is the mean cross-entropy of the played moves under w.
func PolicyLoss(samples []PolicySample, w *PolicyWeights) float64 {
	var z []float64
	loss := 0.0
	for i := range samples {
		z = w.logits(&samples[i], z)
		softmaxInPlace(z)
		loss -= math.Log(max(z[samples[i].Target], 1e-12))
	}
	return loss / float64(max(1, len(samples)))
}

// PolicyTopK is the fraction of samples whose played move is among the k
// best-scored candidates of w (ties counted against it).
func PolicyTopK(samples []PolicySample, w *PolicyWeights, k int) float64 {
	var z []float64
	hit := 0
	for i := range samples {
		s := &samples[i]
		z = w.logits(s, z)
		if rankOf(z, s.Target) < k {
			hit++
		}
	}
	return float64(hit) / float64(max(1, len(samples)))
}

// rankOf is how many candidates score at least z[t], the target excluded.
func rankOf(z []float64, t int) int {
	r := 0
	for i, v := range z {
		if i != t && v >= z[t] {
			r++
		}
	}
	return r
}

// RankTopK is PolicyTopK for another ordering: score[i][j] is candidate
// j's order score in sample i.
func RankTopK(samples []PolicySample, score [][]float64, k int) float64 {
	hit := 0
	for i := range samples {
		if rankOf(score[i], samples[i].Target) < k {
			hit++
		}
	}
	return float64(hit) / float64(max(1, len(samples)))
}

// FitPolicy runs steps of full-batch Adam on the cross-entropy of the
// played moves with an L2 penalty, reporting the training loss through
// progress (may be nil) every 50 steps.
func FitPolicy(samples []PolicySample, w *PolicyWeights, rate, l2 float64, steps int, progress func(step int, loss float64)) error {
	if len(samples) == 0 {
		return fmt.Errorf("policy: no samples")
	}
	const n = 2 * NumLevelMultisets
	var m, v [n]float64
	var z []float64
	for step := 1; step <= steps; step++ {
		var g [n]float64
		for i := range samples {
			s := &samples[i]
			z = w.logits(s, z)
			softmaxInPlace(z)
			z[s.Target]--
			for j, d := range z {
				g[s.Own[j]] += d
				g[NumLevelMultisets+int(s.Opp[j])] += d
			}
		}
		for j := range g {
			wj := &w.Move[j%NumLevelMultisets]
			if j >= NumLevelMultisets {
				wj = &w.Wait[j-NumLevelMultisets]
			}
			*wj -= adamStep(&m[j], &v[j], g[j]/float64(len(samples))+l2**wj, step, rate)
		}
		if progress != nil && (step%50 == 0 || step == steps) {
			progress(step, PolicyLoss(samples, w))
		}
	}
	return nil
}
