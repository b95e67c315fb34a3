package eval

import (
	"context"
	"fmt"
	"math"
	"sync"

	"bitban/shogi"
)

// Texel tuning of the evaluation: the weights of Params are fitted so
// that a logistic function of the static score predicts the results of
// real games from their quiet positions. Minimised is the mean squared
// error between each sample's result (1 a Black win, 0.5 a draw, 0 a
// loss) and sigmoid(score/scale), the score seen from Black. The search
// is a local one over integer weights (each weight tried one step up and
// down; a step that lowers the error is kept), the method of the Texel
// engine's author; the scale is fitted first and then held.

// TuneSample is one training position with its target for Black: its
// game's result (1, 0.5, 0), or a probability made from a search score.
type TuneSample struct {
	Pos    *shogi.Position
	Result float64
}

// TuneOptions control TuneEval.
type TuneOptions struct {
	Passes  int // rounds over all weights
	Workers int // goroutines computing the error
	// Validation samples (other games than the training ones): a pass
	// that makes their error worse is undone and ends the tuning.
	Validation []TuneSample
	// Scale, when positive, is the centipawns per logistic unit, held
	// instead of fitted: soft targets made from another engine's scores
	// (sigmoid(score/Scale)) need the same scale, or a fitted one would
	// absorb an evaluation that is too large or too small everywhere.
	Scale    float64
	Progress func(pass int, err, validation float64, changed int)
}

// tuneWeights lists the tunable weights of e with the step each is
// tried by.
func tuneWeights(e *Params) (ws []*int, steps []int) {
	add := func(step int, ps ...*int) {
		for _, p := range ps {
			ws = append(ws, p)
			steps = append(steps, step)
		}
	}
	for pt := shogi.Pawn; pt < shogi.NumPieceTypes; pt++ {
		if pt != shogi.King {
			add(10, &e.Material[pt])
		}
	}
	for pt := shogi.Pawn; pt <= shogi.Gold; pt++ {
		add(10, &e.Hand[pt])
		add(1, &e.HandDanger[pt])
	}
	add(5, &e.HandPawnsV, &e.Tempo, &e.Shelter)
	add(1, &e.Mobility, &e.DangerScale)
	add(25, &e.DangerMax)
	add(1, &e.KingZoneAttack, &e.KingZoneWeak, &e.KingTrapped, &e.KingDropCheck)
	for pt := shogi.Pawn; pt < shogi.NumPieceTypes; pt++ {
		for d := 1; d < 9; d++ {
			add(5, &e.AttackNear[pt][d])
			if pt != shogi.King {
				add(5, &e.DefendNear[pt][d])
			}
		}
		for r := 1; r <= 9; r++ {
			add(5, &e.Rank[pt][r])
		}
	}
	return ws, steps
}

// TuneEval returns the weights fitted from start to the samples, and the
// error before and after. It stops between weights when ctx ends.
func TuneEval(ctx context.Context, samples []TuneSample, start Params, o TuneOptions) (Params, float64, float64, error) {
	if len(samples) == 0 {
		return start, 0, 0, fmt.Errorf("tune: no samples")
	}
	e := start
	scale := o.Scale
	if scale <= 0 {
		scale = fitScale(samples, &e, o.Workers)
	}
	before := tuneError(samples, &e, scale, o.Workers)
	best := before
	ws, steps := tuneWeights(&e)
	val := math.NaN()
	if len(o.Validation) > 0 {
		val = tuneError(o.Validation, &e, scale, o.Workers)
	}
	for pass := 1; pass <= o.Passes && ctx.Err() == nil; pass++ {
		prev, prevBest := e, best
		changed := 0
		for i, w := range ws {
			if ctx.Err() != nil {
				break
			}
			for _, dir := range [2]int{1, -1} {
				*w += dir * steps[i]
				if err := tuneError(samples, &e, scale, o.Workers); err < best {
					best = err
					changed++
					break
				}
				*w -= dir * steps[i]
			}
		}
		v := math.NaN()
		if len(o.Validation) > 0 {
			v = tuneError(o.Validation, &e, scale, o.Workers)
		}
		if o.Progress != nil {
			o.Progress(pass, best, v, changed)
		}
		if v > val {
			e, best = prev, prevBest // overfitting: keep the last pass that generalised
			break
		}
		val = v
		if changed == 0 {
			break
		}
	}
	return e, before, best, ctx.Err()
}

// fitScale finds the centipawn scale of the logistic curve that best
// predicts the results with weights e (golden-section search on 50..2000).
func fitScale(samples []TuneSample, e *Params, workers int) float64 {
	lo, hi := 50.0, 2000.0
	g := (math.Sqrt(5) - 1) / 2
	for hi-lo > 1 {
		a, b := hi-g*(hi-lo), lo+g*(hi-lo)
		if tuneError(samples, e, a, workers) < tuneError(samples, e, b, workers) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// tuneError is the mean squared error of the predictions, computed by
// workers goroutines over parts of the samples.
func tuneError(samples []TuneSample, e *Params, scale float64, workers int) float64 {
	workers = max(1, min(workers, len(samples)))
	sums := make([]float64, workers)
	ev := NewEvaluator(e) // its tables once for all samples (read only)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := k*len(samples)/workers, (k+1)*len(samples)/workers
			s := 0.0
			for _, smp := range samples[lo:hi] {
				v := ev.Evaluate(smp.Pos)
				if smp.Pos.SideToMove() == shogi.White {
					v = -v
				}
				d := smp.Result - 1/(1+math.Exp(-float64(v)/scale))
				s += d * d
			}
			sums[k] = s
		}()
	}
	wg.Wait()
	total := 0.0
	for _, s := range sums {
		total += s
	}
	return total / float64(len(samples))
}
