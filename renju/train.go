package renju

import (
	"fmt"
	"math"
)

// Training the evaluation: the leaf score of a quiet position is linear in
// counts taken from the board (the window counts of each side, the line
// levels and classes of the empty points for the side to move and for
// the side that waits, and whether the opponent threatens a straight four
// we cannot answer with a four), so its weights are fitted to game results
// by logistic regression (Texel's method): P(the side to move wins) =
// 1/(1+exp(-score/Scale)), minimising the cross-entropy over positions of
// self-play games by gradient descent.

// Feature layout of one position (side to move's view).
const (
	ftWindow    = 0                             // 4: open windows with k=1..4 stones, own minus opponent's
	ftLevelMove = ftWindow + 4                  // NumLevels: levels of the side to move's points
	ftLevelWait = ftLevelMove + NumLevels       // NumLevels: the waiting side's
	ftClassMove = ftLevelWait + NumLevels       // numClasses
	ftClassWait = ftClassMove + int(numClasses) // numClasses
	ftThreat    = ftClassWait + int(numClasses) // 1: opponent's open three, no four of ours
	ftTempo     = ftThreat + 1                  // 1: constant
	NumFeatures = ftTempo + 1
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

// Trainer extracts features with a searcher's thread.
type Trainer struct {
	s *Searcher
}

// NewTrainer returns a feature extractor.
func NewTrainer() *Trainer { return &Trainer{s: NewSearcher(10)} }

// Sample returns the features of b for its side to move; ok is false for a
// position the search does not score statically: a five on the board's
// next move for either side, or a straight four (or four-three) to play.
func (tr *Trainer) Sample(b *Board) (x [NumFeatures]float32, ok bool) {
	t := tr.s.threads[0]
	t.setup(b)
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	if t.clsN[me][clsFive] > 0 || t.clsN[opp][clsFive] > 0 || t.clsN[me][clsStraightFour] > 0 {
		return x, false
	}
	for k := 1; k <= 4; k++ {
		var w [6]int32
		w[k] = 1
		bl, wh := 0, 0
		for i := range NumLineSlots {
			a, c := lineScores(b, i, &w)
			bl += int(a)
			wh += int(c)
		}
		if me == White {
			bl, wh = wh, bl
		}
		x[ftWindow+k-1] = float32(bl - wh)
	}
	for y := 0; y < b.Size(); y++ {
		for xx := 0; xx < b.Size(); xx++ {
			p := y*Stride + xx
			if b.Stone(Point(p)) != Empty {
				continue
			}
			tr.addPoint(&x, t, me, p, ftLevelMove, ftClassMove)
			tr.addPoint(&x, t, opp, p, ftLevelWait, ftClassWait)
		}
	}
	info := t.countInfo()
	if info.oppThreat && info.ownFours == 0 {
		x[ftThreat] = 1
	}
	x[ftTempo] = 1
	return x, true
}

// addPoint counts point p's levels and class for colour c.
func (tr *Trainer) addPoint(x *[NumFeatures]float32, t *thread, c Color, p, lv, cl int) {
	if t.pt[c][p].cls == clsForbidden {
		return
	}
	for _, l := range t.pt[c][p].lv {
		x[lv+int(l)]++
	}
	x[cl+int(t.pt[c][p].cls)]++
}

// Weights returns the feature weights of p (the model the search uses).
func Weights(p *Params) [NumFeatures]float64 {
	var w [NumFeatures]float64
	for k := 1; k <= 4; k++ {
		w[ftWindow+k-1] = float64(p.WindowWeight[k])
	}
	for l := range NumLevels {
		w[ftLevelMove+l] = float64(p.LevelMove[l])
		w[ftLevelWait+l] = -float64(p.LevelWait[l])
	}
	for c := range int(numClasses) {
		w[ftClassMove+c] = float64(p.ClassMove[c])
		w[ftClassWait+c] = -float64(p.ClassWait[c])
	}
	w[ftThreat] = -float64(p.ThreatPenalty)
	w[ftTempo] = float64(p.Tempo)
	return w
}

// SetWeights stores w in p, rounded, and clears the leaf's capped count
// terms (the classes replace them).
func SetWeights(p *Params, w *[NumFeatures]float64) {
	r := func(v float64) int32 { return int32(math.Round(v)) }
	for k := 1; k <= 4; k++ {
		p.WindowWeight[k] = r(w[ftWindow+k-1])
	}
	for l := range NumLevels {
		p.LevelMove[l] = r(w[ftLevelMove+l])
		p.LevelWait[l] = -r(w[ftLevelWait+l])
	}
	for c := range int(numClasses) {
		p.ClassMove[c] = r(w[ftClassMove+c])
		p.ClassWait[c] = -r(w[ftClassWait+c])
	}
	p.ThreatPenalty = -r(w[ftThreat])
	p.Tempo = r(w[ftTempo])
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
	if len(samples) == 0 {
		return fmt.Errorf("train: no samples")
	}
	var m, v [NumFeatures]float64
	const b1, b2 = 0.9, 0.999
	for step := 1; step <= steps; step++ {
		var g [NumFeatures]float64
		for i := range samples {
			x := &samples[i].X
			d := sigmoid(dot(w, x)/scale) - samples[i].Result
			for j := range g {
				g[j] += d * float64(x[j])
			}
		}
		for j := range g {
			g[j] = g[j]/(scale*float64(len(samples))) + l2*w[j]
			m[j] = b1*m[j] + (1-b1)*g[j]
			v[j] = b2*v[j] + (1-b2)*g[j]*g[j]
			mh := m[j] / (1 - math.Pow(b1, float64(step)))
			vh := v[j] / (1 - math.Pow(b2, float64(step)))
			w[j] -= rate * mh / (math.Sqrt(vh) + 1e-12)
		}
		if progress != nil && (step%50 == 0 || step == steps) {
			progress(step, Loss(samples, w, scale))
		}
	}
	return nil
}

func sigmoid(v float64) float64 { return 1 / (1 + math.Exp(-v)) }

func dot(w *[NumFeatures]float64, x *[NumFeatures]float32) float64 {
	var s float64
	for j := range w {
		s += w[j] * float64(x[j])
	}
	return s
}
