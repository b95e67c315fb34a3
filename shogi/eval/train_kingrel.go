package eval

import (
	"context"
	"fmt"
	"math"

	"bitban/shogi"
)

// Fitting the king-relative terms (Params.KingRel) to self-play data
// (GenerateData): every other weight is held, so the model is linear in
// KingRel on top of the hand-written score. Minimised is the mean squared
// error between sigmoid(score/Scale) and a target mixing the sample's
// search score and the game's result, sigmoid over both seen from the
// side to move; full-batch Adam (one second moment for all weights) with
// an L2 pull towards zero, and the
// weights of the epoch with the lowest validation error are kept.

// KingRelOptions control TrainKingRel.
type KingRelOptions struct {
	Epochs int
	Rate   float64 // Adam step size in centipawns
	L2     float64 // pull of each weight towards zero, per epoch
	Scale  float64 // centipawns per logistic unit
	Lambda float64 // weight of the search score in the target (1-Lambda: the result)
	// ValidateEvery: the samples of every n-th game validate instead of
	// training.
	ValidateEvery int
	Progress      func(epoch int, train, validation float64)
}

// DefaultKingRelOptions: 300 epochs at 3 cp, scale 600, the search score
// alone as the target (with a quarter of the game result in it the
// validation error rose from the first step on 33k positions: a result
// is one label for a whole game), every 10th game for validation, no L2
// pull (the epoch of the lowest validation error is kept instead; on
// 5k-node self-play positions an L2 of 1e-8 left the validation error at
// 0.008517 against 0.008053 without it over 525k positions, 0.008462
// against 0.008037 over 40k, and helped only over 15k: 0.008871 against
// 0.008950).
func DefaultKingRelOptions() KingRelOptions {
	return KingRelOptions{Epochs: 300, Rate: 3, Scale: 600, Lambda: 1, ValidateEvery: 10}
}

// kingRelSize is the number of KingRel weights.
const kingRelSize = 2 * int(shogi.NumPieceTypes) * 9 * 17

// kingRelMax bounds each KingRel weight (centipawns, either sign): the
// trainer clamps its fit to it and a weights file beyond it is refused.
const kingRelMax = 2000

// kingRelIndex is the flat index of a KingRel weight.
func kingRelIndex(king int, pt shogi.PieceType, df, dr int) int {
	return ((king*int(shogi.NumPieceTypes)+int(pt))*9+df)*17 + dr
}

// krSet is the training set in flat arrays: sample i has base score
// base[i] (the evaluation without KingRel), target y[i] and the features
// feat[off[i]:off[i+1]] (a weight index times 2, plus 1 for the side not
// to move).
type krSet struct {
	base, y []float64
	off     []int
	feat    []int32
}

// kingRelFeatures appends the KingRel features of p to dst.
func kingRelFeatures(p *shogi.Position, dst []int32) []int32 {
	for c := shogi.Black; c <= shogi.White; c++ {
		own, enemy := p.KingSquare(c), p.KingSquare(c.Opp())
		sign := int32(0)
		if c != p.SideToMove() {
			sign = 1
		}
		for b := p.Pieces(c); b.NonZero(); {
			s := b.PopLSB()
			pt := p.PieceOn(s).Type()
			if pt == shogi.King {
				continue
			}
			if own != shogi.NoSquare {
				df, dr := kingRelOffset(c, s, own)
				dst = append(dst, int32(kingRelIndex(0, pt, df, dr))*2+sign)
			}
			if enemy != shogi.NoSquare {
				df, dr := kingRelOffset(c, s, enemy)
				dst = append(dst, int32(kingRelIndex(1, pt, df, dr))*2+sign)
			}
		}
	}
	return dst
}

// newKingRelSets splits samples into a training and a validation set.
func newKingRelSets(samples []DataSample, e *Params, o KingRelOptions) (train, val krSet, err error) {
	base := *e
	base.KingRel = [2][shogi.NumPieceTypes][9][17]int16{}
	ev := NewEvaluator(&base)
	for _, s := range []*krSet{&train, &val} {
		s.off = []int{0}
	}
	for i, d := range samples {
		p, err := shogi.ParseSFEN(d.SFEN)
		if err != nil {
			return train, val, fmt.Errorf("sample %d: %v", i+1, err)
		}
		set := &train
		if o.ValidateEvery > 0 && d.Game%o.ValidateEvery == o.ValidateEvery-1 {
			set = &val
		}
		target := o.Lambda*sigmoid(float64(d.Score)/o.Scale) + (1-o.Lambda)*d.Result
		set.base = append(set.base, float64(ev.Evaluate(p)))
		set.y = append(set.y, target)
		set.feat = kingRelFeatures(p, set.feat)
		set.off = append(set.off, len(set.feat))
	}
	return train, val, nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// krError is the mean squared error of set under weights w; with grad not
// nil it also adds the error's gradient to grad.
func krError(set *krSet, w []float64, scale float64, grad []float64) float64 {
	sum := 0.0
	for i := range set.y {
		fs := set.feat[set.off[i]:set.off[i+1]]
		v := set.base[i]
		for _, f := range fs {
			if f&1 == 0 {
				v += w[f>>1]
			} else {
				v -= w[f>>1]
			}
		}
		p := sigmoid(v / scale)
		d := p - set.y[i]
		sum += d * d
		if grad != nil {
			g := 2 * d * p * (1 - p) / scale
			for _, f := range fs {
				if f&1 == 0 {
					grad[f>>1] += g
				} else {
					grad[f>>1] -= g
				}
			}
		}
	}
	return sum / float64(max(1, len(set.y)))
}

// TrainKingRel fits start's KingRel weights to samples and returns the
// weights with the training and validation errors of the start and of
// the result.
func TrainKingRel(ctx context.Context, samples []DataSample, start Params, o KingRelOptions) (Params, [2][2]float64, error) {
	var errs [2][2]float64
	if o.Epochs < 1 || o.Rate <= 0 || o.Scale <= 0 || o.Lambda < 0 || o.Lambda > 1 {
		return start, errs, fmt.Errorf("train: want epochs >= 1, rate > 0, scale > 0 and lambda in 0..1")
	}
	train, val, err := newKingRelSets(samples, &start, o)
	if err != nil {
		return start, errs, err
	}
	if len(train.y) == 0 {
		return start, errs, fmt.Errorf("train: no training samples")
	}
	w := make([]float64, kingRelSize)
	for i := range w {
		w[i] = float64(kingRelWeight(&start, i))
	}
	errs[0] = [2]float64{krError(&train, w, o.Scale, nil), krError(&val, w, o.Scale, nil)}
	best := append([]float64(nil), w...)
	bestVal := errs[0][1]
	adamFit(ctx, &train, &val, w, o, func(epoch int, tr, v float64) {
		if v < bestVal || len(val.y) == 0 {
			bestVal = v
			copy(best, w)
		}
		if o.Progress != nil {
			o.Progress(epoch, tr, v)
		}
	})
	out := start
	for i, x := range best {
		*kingRelPtr(&out, i) = int16(max(-kingRelMax, min(kingRelMax, math.Round(x))))
	}
	errs[1] = [2]float64{krError(&train, best, o.Scale, nil), krError(&val, best, o.Scale, nil)}
	return out, errs, ctx.Err()
}

// adamFit runs o.Epochs full-batch steps on w, calling after each epoch
// with the training and validation errors. The steps are Adam's with one
// second moment for all weights (that of the largest gradient), so the
// step of a weight is in proportion to its gradient: a weight that few
// positions use moves little (per-weight moments move every weight by the
// same amount and fit the rare ones to noise: the validation error rose
// from the first step).
func adamFit(ctx context.Context, train, val *krSet, w []float64, o KingRelOptions, after func(epoch int, tr, v float64)) {
	const b1, b2, eps = 0.9, 0.999, 1e-18
	m := make([]float64, len(w))
	grad := make([]float64, len(w))
	vg := 0.0
	for epoch := 1; epoch <= o.Epochs && ctx.Err() == nil; epoch++ {
		clear(grad)
		tr := krError(train, w, o.Scale, grad)
		c1, c2 := 1-math.Pow(b1, float64(epoch)), 1-math.Pow(b2, float64(epoch))
		top := 0.0
		for i := range grad {
			grad[i] = grad[i]/float64(len(train.y)) + o.L2*w[i]
			top = max(top, grad[i]*grad[i])
		}
		vg = b2*vg + (1-b2)*top
		for i, g := range grad {
			m[i] = b1*m[i] + (1-b1)*g
			w[i] -= o.Rate * (m[i] / c1) / (math.Sqrt(vg/c2) + eps)
		}
		after(epoch, tr, krError(val, w, o.Scale, nil))
	}
}

// kingRelPtr is the KingRel weight of flat index i.
func kingRelPtr(e *Params, i int) *int16 {
	dr := i % 17
	i /= 17
	df := i % 9
	i /= 9
	return &e.KingRel[i/int(shogi.NumPieceTypes)][i%int(shogi.NumPieceTypes)][df][dr]
}

func kingRelWeight(e *Params, i int) int16 { return *kingRelPtr(e, i) }
