package match

import (
	"fmt"
	"math"
)

// Stats are the results of engine A against engine B, from A's view.
type Stats struct {
	W, D, L int
	// Penta counts the finished pairs (one opening, colours swapped) by A's
	// points in the pair in half points: Penta[0] lost both ... Penta[4]
	// won both.
	Penta [5]int
}

// Games is the number of finished games.
func (s Stats) Games() int { return s.W + s.D + s.L }

// Pairs is the number of finished pairs.
func (s Stats) Pairs() int { return s.Penta[0] + s.Penta[1] + s.Penta[2] + s.Penta[3] + s.Penta[4] }

// Score is A's mean points per game (0.5 when no game is finished).
func (s Stats) Score() float64 {
	if s.Games() == 0 {
		return 0.5
	}
	return (float64(s.W) + float64(s.D)/2) / float64(s.Games())
}

// EloOf is the logistic Elo difference of a mean score: -400 log10(1/s - 1).
func EloOf(score float64) float64 {
	switch {
	case score <= 0:
		return math.Inf(-1)
	case score >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/score-1)
}

// ScoreOf is the expected score of an Elo difference.
func ScoreOf(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// z975 is the 97.5 % quantile of the standard normal distribution: a 95 %
// two-sided interval is mean ± z975 standard errors.
const z975 = 1.959963984540054

// meanVar returns the mean and the variance of outcomes a[i] seen n[i]
// times, and the total count.
func meanVar(a []float64, n []int) (mu, v float64, total int) {
	for _, k := range n {
		total += k
	}
	if total == 0 {
		return 0.5, 0, 0
	}
	for i, k := range n {
		mu += a[i] * float64(k)
	}
	mu /= float64(total)
	for i, k := range n {
		v += (a[i] - mu) * (a[i] - mu) * float64(k)
	}
	return mu, v / float64(total), total
}

// eloInterval turns a mean score and its per-sample variance over count
// samples into an Elo difference and the half width of its 95 % interval
// (as cutechess-cli and fastchess print "Elo ± margin").
func eloInterval(mu, v float64, count int) (elo, margin float64) {
	elo = EloOf(mu)
	if count < 2 {
		return elo, math.NaN()
	}
	se := math.Sqrt(v / float64(count))
	return elo, (EloOf(mu+z975*se) - EloOf(mu-z975*se)) / 2
}

var (
	triOutcomes   = []float64{0, 0.5, 1}
	pentaOutcomes = []float64{0, 0.25, 0.5, 0.75, 1}
)

// Elo is the Elo difference and its 95 % margin from the W/D/L counts
// (trinomial model).
func (s Stats) Elo() (elo, margin float64) {
	mu, v, n := meanVar(triOutcomes, []int{s.L, s.D, s.W})
	return eloInterval(mu, v, n)
}

// PentaElo is the Elo difference and its 95 % margin from the pairs
// (pentanomial model: the two games of a pair are not independent).
func (s Stats) PentaElo() (elo, margin float64) {
	mu, v, n := meanVar(pentaOutcomes, s.Penta[:])
	return eloInterval(mu, v, n)
}

// LOS is the likelihood of superiority of A (draws ignored), in [0, 1].
func (s Stats) LOS() float64 {
	if s.W+s.L == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(s.W-s.L)/math.Sqrt(2*float64(s.W+s.L))))
}

// SPRT are the parameters of a sequential probability ratio test: H0 says
// A is Elo0 stronger than B, H1 says Elo1 (logistic Elo); Alpha and Beta are
// the false positive and false negative rates.
type SPRT struct {
	Elo0, Elo1, Alpha, Beta float64
}

// ParseSPRT reads "elo0=0,elo1=5,alpha=0.05,beta=0.05" (missing keys take
// those defaults).
func ParseSPRT(s string) (SPRT, error) {
	p := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	if err := parseKeyNumbers("sprt", s, map[string]*float64{"elo0": &p.Elo0, "elo1": &p.Elo1, "alpha": &p.Alpha, "beta": &p.Beta}); err != nil {
		return p, err
	}
	if p.Elo1 <= p.Elo0 {
		return p, fmt.Errorf("sprt: elo1 (%g) must be greater than elo0 (%g)", p.Elo1, p.Elo0)
	}
	if p.Alpha <= 0 || p.Alpha >= 0.5 || p.Beta <= 0 || p.Beta >= 0.5 {
		return p, fmt.Errorf("sprt: alpha and beta must be in (0, 0.5)")
	}
	return p, nil
}

// Bounds are the log-likelihood ratios that accept H0 (lower) and H1
// (upper): log(beta/(1-alpha)) and log((1-beta)/alpha).
func (p SPRT) Bounds() (lower, upper float64) {
	return math.Log(p.Beta / (1 - p.Alpha)), math.Log((1 - p.Beta) / p.Alpha)
}

// regularized returns the counts as numbers with every empty outcome given
// half a sample: with all pairs won, say, the variance would otherwise be 0
// and the LLR undefined, and after a pair or two the variance of the few
// outcomes seen would be far too small (fishtest adds a tiny weight to its
// exact likelihood; the normal approximation needs a real prior). Once
// every outcome has been seen the counts are used as they are.
func regularized(n []int) (a []float64, total float64) {
	a = make([]float64, len(n))
	for i, k := range n {
		a[i] = float64(k)
		if k == 0 {
			a[i] = 0.5
		}
		total += a[i]
	}
	return a, total
}

// llrOf is the GSPRT of outcomes o[i] counted n[i] times (regularized).
func (p SPRT) llrOf(o []float64, n []int) float64 {
	cnt, total := regularized(n)
	var real int
	for _, k := range n {
		real += k
	}
	if real == 0 {
		return 0
	}
	var mu, v float64
	for i, c := range cnt {
		mu += o[i] * c
	}
	mu /= total
	for i, c := range cnt {
		v += (o[i] - mu) * (o[i] - mu) * c
	}
	return p.gsprt(mu, v/total, real)
}

// gsprt is the generalized SPRT's log-likelihood ratio in its normal
// approximation (fishtest's and fastchess's logistic model): for n samples
// of mean mu and variance v, n (s1 - s0) (2 mu - s0 - s1) / (2 v) with s0,
// s1 the expected scores of elo0 and elo1.
func (p SPRT) gsprt(mu, v float64, n int) float64 {
	if n == 0 || v <= 0 {
		return 0
	}
	s0, s1 := ScoreOf(p.Elo0), ScoreOf(p.Elo1)
	return (s1 - s0) * (2*mu - s0 - s1) / (2 * v / float64(n))
}

// LLR is the log-likelihood ratio of the W/D/L counts (trinomial).
func (p SPRT) LLR(s Stats) float64 {
	return p.llrOf(triOutcomes, []int{s.L, s.D, s.W})
}

// LLRPenta is the log-likelihood ratio of the pairs (pentanomial); the
// match's decisions use it, as fastchess does for paired openings.
func (p SPRT) LLRPenta(s Stats) float64 {
	return p.llrOf(pentaOutcomes, s.Penta[:])
}

// Decide says whether llr accepts H0 (-1), H1 (+1) or neither (0).
func (p SPRT) Decide(llr float64) int {
	lo, hi := p.Bounds()
	switch {
	case llr <= lo:
		return -1
	case llr >= hi:
		return 1
	}
	return 0
}

// fmtElo prints an Elo difference with its margin ("+41.6 ± 14.2").
func fmtElo(elo, margin float64) string {
	if elo == 0 {
		elo = 0 // no "-0.0" for a score of exactly 50 %
	}
	if math.IsInf(elo, 0) || math.IsNaN(margin) || math.IsInf(margin, 0) {
		if math.IsInf(elo, 0) {
			if elo > 0 {
				return "+inf"
			}
			return "-inf"
		}
		return fmt.Sprintf("%+.1f", elo)
	}
	return fmt.Sprintf("%+.1f ± %.1f", elo, margin)
}
