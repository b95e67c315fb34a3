package eval

import (
	"fmt"
	"io"
	"math"
	"math/bits"
	"math/rand/v2"

	"bitban/othello"
)

// Training the pattern evaluation from the project's own play (no game
// database): the procedure behind zz_eval_weights.gz, run by
// othello/cmd/train (its shipped.sh gives the exact steps). This package
// holds the fit (steps 3 and 5, Fit and AverageEvaluators); the self-play
// games and their labels (steps 1, 2 and 4) are the command's, as they need
// the searcher of othello/search, which imports this package.
//
//  1. Self-play: each game starts with RandomPlies random moves (the
//     variety), then both sides play a PlayDepth search with the current
//     evaluation (round 0: HandEvaluator, a hand-tuned mobility and corner
//     evaluation, the first step only).
//  2. Labels: once a game reaches ExactEmpties empties the exact solver
//     scores every later position of the game. Every earlier position gets
//     the mean of two estimates: the exact score of the game's first
//     position at ExactEmpties empties (the outcome of the played line with
//     perfect play from there, seen from the position's side to move), and
//     in rounds after the first the value of a LabelDepth search with the
//     previous round's evaluation (a deeper look than the evaluation itself).
//  3. Fit: per phase (on its positions and the neighbouring phases'), least squares of the label on the pattern weights and
//     the scalar terms, by stochastic gradient descent with AdaGrad step
//     sizes and a small L2 penalty. The instances of a pattern share
//     weights, and each pattern's weights are tied to its mirror image.
//  4. Rounds: the fitted evaluation plays the next round's games.
//  5. Ensemble: the shipped weights are the mean of the last rounds'
//     (AverageEvaluators). On FFO #40-#49 the solver needed 1.31, 1.44 and
//     1.33 G nodes with the three rounds alone and 1.18 G with their mean
//     (1.71 G with the first stage's weights, same solver).

// TrainConfig sets the size of a training run.
type TrainConfig struct {
	Rounds       int     // self-play / fit rounds
	Games        int     // games per round
	RandomPlies  int     // random opening plies (each game: a random number up to this)
	PlayDepth    int     // self-play search depth
	ExactEmpties int     // positions with at most this many empties are solved exactly
	LabelDepth   int     // search depth of the midgame labels (rounds >= 1)
	Epochs       int     // passes of gradient descent
	Rate         float64 // AdaGrad base step
	L2           float64 // L2 penalty per weight
	Seed         uint64
	Log          io.Writer
	// Init, when set, plays the first round instead of HandEvaluator (for
	// example the shipped weights, to continue from them).
	Init *Evaluator
	// Warm, with Init set, starts every fit from Init's weights instead of
	// zero: new labels refine the evaluation rather than replace it, so a
	// smaller set of better-labelled positions can improve it.
	Warm bool
}

// DefaultTrainConfig is the first stage of the shipped weights (see
// cmd/train/shipped.sh for the rest).
func DefaultTrainConfig() TrainConfig {
	return TrainConfig{
		Rounds: 3, Games: 3000, RandomPlies: 24, PlayDepth: 2, ExactEmpties: 14,
		LabelDepth: 4, Epochs: 15, Rate: 0.2, L2: 1e-4, Seed: 1,
	}
}

// Sample is one labelled position: the board (P to move) and its label in
// discs from P's view, as the self-play of othello/cmd/train makes them.
type Sample struct {
	P, O  uint64
	Label float32 // discs, from P's view
}

// canonical maps a pattern index to the smaller of itself and its mirror
// image, so both share a weight.
func canonicalIndex(pat int, i int32) int32 {
	n := patternSquares[pat]
	var digits [10]int32
	v := i
	for k := 0; k < n; k++ {
		digits[k] = v % 3
		v /= 3
	}
	var perm [10]int
	switch pat {
	case patEdge2X:
		for k := 0; k < 8; k++ {
			perm[k] = 7 - k
		}
		perm[8], perm[9] = 9, 8
	case patCorner9:
		for k := 0; k < 9; k++ {
			perm[k] = 3*(k%3) + k/3
		}
	case patCorner10:
		return i
	default:
		for k := 0; k < n; k++ {
			perm[k] = n - 1 - k
		}
	}
	var j int32
	for k := n - 1; k >= 0; k-- {
		j = 3*j + digits[perm[k]]
	}
	return min(i, j)
}

// Fit fits the weights of every phase on train (step 3 of the procedure
// above) and reports the error on valid through logf.
func Fit(cfg TrainConfig, rng *rand.Rand, train, valid []Sample, logf func(string, ...any)) *Evaluator {
	canon := canonicalSlots()
	tr, va := fitRows(train, canon), fitRows(valid, canon)
	ev := NewEvaluator()
	for ph := 0; ph < NumPhases; ph++ {
		var start *Evaluator
		if cfg.Warm {
			start = cfg.Init
		}
		pw := fitPhase(cfg, rng, tr, ph, start)
		// Report RMSE on the training and held-out positions of the phase
		// (and the held-out RMSE of the weights the fit started from).
		rt, nt := pw.rmse(tr, ph)
		rv, nv := pw.rmse(va, ph)
		from := ""
		if start != nil {
			r0, _ := startFit(start, ph).rmse(va, ph)
			from = fmt.Sprintf(", from %.2f", r0)
		}
		logf("phase %2d (empties %2d-%2d): %6d positions, rmse train %.2f held-out %.2f (%d)%s\n",
			ph, max(0, 60-5*ph-4), 60-5*ph, nt, rt, rv, nv, from)
		pw.export(ev, ph, canon)
	}
	return ev
}

// canonicalSlots maps every weight slot of a phase to the slot of its
// canonical index (canonicalIndex), which it shares with its mirror image.
func canonicalSlots() []int32 {
	canon := make([]int32, phaseSize)
	for p := 0; p < numPatterns; p++ {
		off := patternOffset[p]
		for i := int32(0); i < pow3[patternSquares[p]]; i++ {
			canon[off+i] = off + canonicalIndex(p, i)
		}
	}
	return canon
}

// fitRow is a sample as the fit reads it: its pattern features (as
// canonical weight slots), its scalar terms (the two sides' mobility, the
// parity of the empties and a constant), its label and its phase.
type fitRow struct {
	f   [NumFeatures]int32
	s   [numScalars]float32
	y   float32
	phs int
}

// fitRows computes the rows of the samples d once, for all epochs and
// phases; canon is canonicalSlots.
func fitRows(d []Sample, canon []int32) []fitRow {
	rows := make([]fitRow, len(d))
	for i, s := range d {
		r := &rows[i]
		Features(s.P, s.O, &r.f)
		for k := range r.f {
			r.f[k] = canon[r.f[k]]
		}
		e := bits.OnesCount64(^(s.P | s.O))
		r.s = [numScalars]float32{
			float32(bits.OnesCount64(othello.Moves(s.P, s.O))),
			float32(bits.OnesCount64(othello.Moves(s.O, s.P))),
			float32(e & 1), 1,
		}
		r.y = s.Label
		r.phs = PhaseOf(e)
	}
	return rows
}

// phaseFit is the weights of one phase while they are fitted, in discs,
// with AdaGrad's sums of squared gradients: w and g2 for the pattern
// slots, sw and sg2 for the scalar terms.
type phaseFit struct {
	w, g2   []float32
	sw, sg2 [numScalars]float32
}

// fitPhase fits the weights of phase ph by cfg.Epochs passes of AdaGrad
// over tr, each pass in an order drawn from rng. Positions of the
// neighbouring phases train the phase too: three times the data for
// weights that change slowly with the phase. The weights start at zero, or
// at start's weights of the phase when start is not nil.
func fitPhase(cfg TrainConfig, rng *rand.Rand, tr []fitRow, ph int, start *Evaluator) *phaseFit {
	var idx []int
	for i := range tr {
		if d := tr[i].phs - ph; d >= -1 && d <= 1 {
			idx = append(idx, i)
		}
	}
	pw := &phaseFit{w: make([]float32, phaseSize), g2: make([]float32, phaseSize)}
	if start != nil {
		pw = startFit(start, ph)
	}
	rate := float32(cfg.Rate)
	l2 := float32(cfg.L2)
	for ep := 0; ep < cfg.Epochs; ep++ {
		rng.Shuffle(len(idx), func(a, b int) { idx[a], idx[b] = idx[b], idx[a] })
		for _, i := range idx {
			pw.step(&tr[i], rate, l2)
		}
	}
	return pw
}

// startFit returns phase ph of ev as a fit's starting weights, in discs.
// Their squared-gradient sums start at 1, not 0: AdaGrad's first step is
// otherwise a full step whatever the error (every weight of a position
// moved by the whole rate), which would undo good weights at once; with 1,
// small errors make small steps.
func startFit(ev *Evaluator, ph int) *phaseFit {
	pw := &phaseFit{w: make([]float32, phaseSize), g2: make([]float32, phaseSize)}
	for i, v := range ev.w[ph] {
		pw.w[i] = float32(v) / Scale
		pw.g2[i] = 1
	}
	for k := range pw.sg2 {
		pw.sg2[k] = 1
	}
	for k, v := range ev.s[ph] {
		pw.sw[k] = float32(v) / Scale
	}
	return pw
}

// predict is the evaluation of row r by the current weights, in discs.
func (pw *phaseFit) predict(r *fitRow) float32 {
	var p float32
	for _, k := range r.f {
		p += pw.w[k]
	}
	for k := range r.s {
		p += pw.sw[k] * r.s[k]
	}
	return p
}

// step is one AdaGrad step towards row r's label: the squared error with
// an L2 penalty on the pattern weights; the scalar terms move at a tenth
// of the rate.
func (pw *phaseFit) step(r *fitRow, rate, l2 float32) {
	err := pw.predict(r) - r.y
	for _, k := range r.f {
		g := err + l2*pw.w[k]
		pw.g2[k] += g * g
		pw.w[k] -= rate * g / float32(math.Sqrt(float64(pw.g2[k])+1e-8))
	}
	for k := range r.s {
		g := err * r.s[k]
		pw.sg2[k] += g * g
		pw.sw[k] -= rate * 0.1 * g / float32(math.Sqrt(float64(pw.sg2[k])+1e-8))
	}
}

// rmse is the root mean squared error of the weights on the rows of phase
// ph, and how many there are (0, 0 when none).
func (pw *phaseFit) rmse(rows []fitRow, ph int) (float64, int) {
	var s float64
	n := 0
	for i := range rows {
		if rows[i].phs != ph {
			continue
		}
		d := float64(pw.predict(&rows[i]) - rows[i].y)
		s += d * d
		n++
	}
	if n == 0 {
		return 0, 0
	}
	return math.Sqrt(s / float64(n)), n
}

// export writes the weights into phase ph of ev in Scale units,
// expanding the tied weights (canon is canonicalSlots) and clamping the
// pattern weights to what an int16 holds.
func (pw *phaseFit) export(ev *Evaluator, ph int, canon []int32) {
	for i := range ev.w[ph] {
		v := math.Round(float64(pw.w[canon[i]]) * Scale)
		ev.w[ph][i] = int16(max(-32000, min(32000, v)))
	}
	for k := range pw.sw {
		ev.s[ph][k] = int32(math.Round(float64(pw.sw[k]) * Scale))
	}
}

// HandEvaluator is the hand-tuned starting point of training: mobility (one
// disc a move), corners (eight discs) and X-squares next to an empty corner
// (minus four). It only plays the first round's games.
func HandEvaluator() *Evaluator {
	e := NewEvaluator()
	for ph := 0; ph < NumPhases; ph++ {
		e.s[ph][scalarMobility] = Scale
		e.s[ph][scalarOppMobility] = -Scale
		off := patternOffset[patCorner9]
		for i := int32(0); i < pow3[9]; i++ {
			var d [9]int32
			v := i
			for k := range d {
				d[k] = v % 3
				v /= 3
			}
			val := 0
			switch d[0] { // A1
			case 1:
				val += 8
			case 2:
				val -= 8
			case 0:
				switch d[4] { // B2
				case 1:
					val -= 4
				case 2:
					val += 4
				}
			}
			// Each corner is seen by one corner9 instance.
			e.w[ph][off+i] = int16(val * Scale)
		}
	}
	return e
}

// AverageEvaluators returns the evaluator whose every weight is the mean of
// evs' (rounded): since the evaluation is linear in its weights, it is the
// mean of their evaluations, an ensemble of independently trained rounds
// with less variance than any one of them.
func AverageEvaluators(evs ...*Evaluator) *Evaluator {
	out := NewEvaluator()
	if len(evs) == 0 {
		return out
	}
	n := float64(len(evs))
	for ph := 0; ph < NumPhases; ph++ {
		for i := range out.w[ph] {
			var sum float64
			for _, e := range evs {
				sum += float64(e.w[ph][i])
			}
			out.w[ph][i] = int16(math.Round(sum / n))
		}
		for k := range out.s[ph] {
			var sum float64
			for _, e := range evs {
				sum += float64(e.s[ph][k])
			}
			out.s[ph][k] = int32(math.Round(sum / n))
		}
	}
	return out
}
