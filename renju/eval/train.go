package eval

import (
	"fmt"
	"math"

	"bitban/renju"
)

// Training the evaluation: the leaf score of a quiet position is linear in
// counts taken from the board (the window counts of each side, the line
// levels and classes of the empty points for the side to move and for
// the side that waits, and whether the opponent threatens a straight four
// we cannot answer with a four), so its weights are fitted to game results
// by logistic regression (Texel's method): P(the side to move wins) =
// 1/(1+exp(-score/Scale)), minimising the cross-entropy over positions of
// self-play games by gradient descent.

// Feature layout of one position (side to move's view). The features are
// taken from the search's point cache (renju/search, Trainer.Sample).
const (
	FtWindow    = 0                               // 4: open windows with k=1..4 stones, own minus opponent's
	FtLevelMove = FtWindow + 4                    // NumLevels: levels of the side to move's points
	FtLevelWait = FtLevelMove + renju.NumLevels   // NumLevels: the waiting side's
	FtClassMove = FtLevelWait + renju.NumLevels   // NumClasses
	FtClassWait = FtClassMove + int(NumClasses)   // NumClasses
	FtThreat    = FtClassWait + int(NumClasses)   // 1: opponent's open three, no four of ours
	FtTempo     = FtThreat + 1                    // 1: constant
	FtPointMove = FtTempo + 1                     // NumLevelMultisets: the multisets of the side to move's points
	FtPointWait = FtPointMove + NumLevelMultisets // NumLevelMultisets: the waiting side's
	NumFeatures = FtPointWait + NumLevelMultisets
)

// TrainSample is one position's features and its game's result for the
// side to move (1 win, 0.5 draw, 0 loss).
type TrainSample struct {
	X      [NumFeatures]float32
	Result float64
	// Score is a search's score of the position (HasScore), which
	// MixLabels blends into Result.
	Score    int32
	HasScore bool
}

// MixLabels replaces each Result of a sample with a score by lambda*Result
// + (1-lambda)*P(win | Score) on the given logistic scale.
func MixLabels(samples []TrainSample, scale, lambda float64) {
	for i := range samples {
		if s := &samples[i]; s.HasScore {
			s.Result = lambda*s.Result + (1-lambda)*sigmoid(float64(s.Score)/scale)
		}
	}
}

// Weights returns the feature weights of p (the model the search uses).
func Weights(p *Params) [NumFeatures]float64 {
	var w [NumFeatures]float64
	for k := 1; k <= 4; k++ {
		w[FtWindow+k-1] = float64(p.WindowWeight[k])
	}
	for l := range renju.NumLevels {
		w[FtLevelMove+l] = float64(p.LevelMove[l])
		w[FtLevelWait+l] = -float64(p.LevelWait[l])
	}
	for c := range int(NumClasses) {
		w[FtClassMove+c] = float64(p.ClassMove[c])
		w[FtClassWait+c] = -float64(p.ClassWait[c])
	}
	for m := range NumLevelMultisets {
		w[FtPointMove+m] = float64(p.PointMove[m])
		w[FtPointWait+m] = -float64(p.PointWait[m])
	}
	w[FtThreat] = -float64(p.ThreatPenalty)
	w[FtTempo] = float64(p.Tempo)
	return w
}

// SetWeights stores w in p, rounded, and clears the leaf's capped count
// terms (the classes replace them).
func SetWeights(p *Params, w *[NumFeatures]float64) {
	r := func(v float64) int32 { return int32(math.Round(v)) }
	for k := 1; k <= 4; k++ {
		p.WindowWeight[k] = r(w[FtWindow+k-1])
	}
	for l := range renju.NumLevels {
		p.LevelMove[l] = r(w[FtLevelMove+l])
		p.LevelWait[l] = -r(w[FtLevelWait+l])
	}
	for c := range int(NumClasses) {
		p.ClassMove[c] = r(w[FtClassMove+c])
		p.ClassWait[c] = -r(w[FtClassWait+c])
	}
	for m := range NumLevelMultisets {
		p.PointMove[m] = r(w[FtPointMove+m])
		p.PointWait[m] = -r(w[FtPointWait+m])
	}
	p.ThreatPenalty = -r(w[FtThreat])
	p.Tempo = r(w[FtTempo])
	p.OwnThree, p.OwnFour, p.OppThree, p.OppFour = 0, 0, 0, 0
}

// Loss is the mean cross-entropy of the samples under weights w and scale.
func Loss(samples []TrainSample, w *[NumFeatures]float64, scale float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	for i := range samples {
		p := sigmoid(dot(w, &samples[i].X) / scale)
		p = min(max(p, 1e-9), 1-1e-9)
		y := samples[i].Result
		sum -= y*math.Log(p) + (1-y)*math.Log(1-p)
	}
	return sum / float64(len(samples))
}

// FitScale returns the scale that minimises the loss of fixed weights
// (golden-section search over 10..100000).
func FitScale(samples []TrainSample, w *[NumFeatures]float64) float64 {
	lo, hi := math.Log(10), math.Log(100000)
	for range 60 {
		a, b := lo+(hi-lo)*0.382, lo+(hi-lo)*0.618
		if Loss(samples, w, math.Exp(a)) < Loss(samples, w, math.Exp(b)) {
			hi = b
		} else {
			lo = a
		}
	}
	return math.Exp((lo + hi) / 2)
}

// Fit runs steps of Adam gradient descent on w (scale fixed) with L2
// penalty l2 on every weight and returns the training loss after each
// report interval through progress (may be nil).
func Fit(samples []TrainSample, w *[NumFeatures]float64, scale, rate, l2 float64, steps int, progress func(step int, loss float64)) error {
	return FitMasked(samples, w, nil, scale, rate, l2, steps, progress)
}

// PointsMask selects the pattern table and the tempo: a fit of the table
// on top of fixed hand-set terms.
func PointsMask() *[NumFeatures]bool {
	var m [NumFeatures]bool
	for j := FtPointMove; j < NumFeatures; j++ {
		m[j] = true
	}
	m[FtTempo] = true
	return &m
}

// FitMasked is Fit changing only the weights mask selects (nil: all).
func FitMasked(samples []TrainSample, w *[NumFeatures]float64, mask *[NumFeatures]bool, scale, rate, l2 float64, steps int, progress func(step int, loss float64)) error {
	if len(samples) == 0 {
		return fmt.Errorf("train: no samples")
	}
	sp := sparseSamples(samples)
	var m, v [NumFeatures]float64
	for step := 1; step <= steps; step++ {
		var g [NumFeatures]float64
		for i := range sp {
			x := &sp[i]
			d := sigmoid(x.dot(w)/scale) - samples[i].Result
			for k, j := range x.idx {
				g[j] += d * float64(x.val[k])
			}
		}
		for j := range g {
			if mask != nil && !mask[j] {
				continue
			}
			w[j] -= adamStep(&m[j], &v[j], g[j]/(scale*float64(len(samples)))+l2*w[j], step, rate)
		}
		if progress != nil && (step%50 == 0 || step == steps) {
			progress(step, Loss(samples, w, scale))
		}
	}
	return nil
}

// sparseSample is the non-zero features of a sample (most of the pattern
// table's features are zero in any one position): the gradient steps go
// over these only.
type sparseSample struct {
	// idx fits in 16 bits: uint16(NumFeatures-1) below does not compile otherwise.
	idx []uint16
	val []float32
}

const _ = uint16(NumFeatures - 1)

func (x *sparseSample) dot(w *[NumFeatures]float64) float64 {
	var s float64
	for k, j := range x.idx {
		s += w[j] * float64(x.val[k])
	}
	return s
}

// sparseSamples returns the non-zero features of each sample.
func sparseSamples(samples []TrainSample) []sparseSample {
	sp := make([]sparseSample, len(samples))
	for i := range samples {
		for j, f := range samples[i].X {
			if f != 0 {
				sp[i].idx = append(sp[i].idx, uint16(j))
				sp[i].val = append(sp[i].val, f)
			}
		}
	}
	return sp
}

// adamStep is the change Adam makes to a weight with gradient g at step
// (from 1), keeping its moment estimates in m and v.
func adamStep(m, v *float64, g float64, step int, rate float64) float64 {
	const b1, b2 = 0.9, 0.999
	*m = b1**m + (1-b1)*g
	*v = b2**v + (1-b2)*g*g
	mh := *m / (1 - math.Pow(b1, float64(step)))
	vh := *v / (1 - math.Pow(b2, float64(step)))
	return rate * mh / (math.Sqrt(vh) + 1e-12)
}

func sigmoid(v float64) float64 { return 1 / (1 + math.Exp(-v)) }

func dot(w *[NumFeatures]float64, x *[NumFeatures]float32) float64 {
	var s float64
	for j := range w {
		s += w[j] * float64(x[j])
	}
	return s
}
