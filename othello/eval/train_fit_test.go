package eval

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"bitban/othello"
)

// fitSamples are n positions from random games, labelled by the shipped
// evaluation (in discs), from the seeded rng.
func fitSamples(rng *rand.Rand, n int) []Sample {
	ev := DefaultEvaluator()
	out := make([]Sample, n)
	for i := range out {
		b := randomGameBoard(rng, 4+rng.IntN(56))
		out[i] = Sample{b.Player, b.Opponent, float32(ev.Eval(b.Player, b.Opponent)) / Scale}
	}
	return out
}

// fitOnce fits an evaluator on fixed samples and returns it with its log.
func fitOnce() (*Evaluator, string) {
	rng := rand.New(rand.NewPCG(7, 8))
	train, valid := fitSamples(rng, 3000), fitSamples(rng, 300)
	var log strings.Builder
	cfg := TrainConfig{Epochs: 3, Rate: 0.2, L2: 1e-4}
	ev := Fit(cfg, rng, train, valid, func(f string, a ...any) { fmt.Fprintf(&log, f, a...) })
	return ev, log.String()
}

// TestFitEvaluator: the fit is reproducible from its seed, reports one
// line per phase, and learns: its evaluations follow the labels better
// than zero weights would. On amd64 (no fused multiply-adds) the weights
// and the log are pinned exactly, so that a restructuring of the fit that
// changes any arithmetic or the order of the random draws shows.
func TestFitEvaluator(t *testing.T) {
	ev, log := fitOnce()
	ev2, log2 := fitOnce()
	var w1, w2 bytes.Buffer
	if err := ev.WriteWeights(&w1); err != nil {
		t.Fatal(err)
	}
	ev2.WriteWeights(&w2)
	if !bytes.Equal(w1.Bytes(), w2.Bytes()) || log != log2 {
		t.Fatal("two fits from one seed differ")
	}
	lines := strings.Split(strings.TrimSuffix(log, "\n"), "\n")
	if len(lines) != NumPhases || !strings.HasPrefix(lines[0], "phase  0 (empties 56-60): ") ||
		!strings.HasPrefix(lines[11], "phase 11 (empties  1- 5): ") {
		t.Fatalf("log:\n%s", log)
	}
	// The fit against the labels, on fresh positions.
	rng := rand.New(rand.NewPCG(9, 10))
	var se, s0 float64
	for _, s := range fitSamples(rng, 500) {
		d := float64(ev.Eval(s.P, s.O))/Scale - float64(s.Label)
		se += d * d
		s0 += float64(s.Label) * float64(s.Label)
	}
	if math.Sqrt(se) > 0.85*math.Sqrt(s0) {
		t.Errorf("rmse %.2f against %.2f for zero weights", math.Sqrt(se/500), math.Sqrt(s0/500))
	}
	if runtime.GOARCH == "amd64" {
		const want = "2029447892b2ba608c780ce0bbcd8ad53f7a51330a6763e206a960510917f844"
		if got := fmt.Sprintf("%x", sha256.Sum256(w1.Bytes())); got != want {
			t.Errorf("weights sha256 %s, want %s", got, want)
		}
		if log != fitLog {
			t.Errorf("log:\n%s\nwant:\n%s", log, fitLog)
		}
	}
}

// fitLog is what fitOnce logs (on amd64).
const fitLog = `phase  0 (empties 56-60):    196 positions, rmse train 1.01 held-out 1.24 (19)
phase  1 (empties 51-55):    264 positions, rmse train 2.78 held-out 3.19 (36)
phase  2 (empties 46-50):    264 positions, rmse train 4.74 held-out 5.07 (28)
phase  3 (empties 41-45):    249 positions, rmse train 6.43 held-out 8.42 (28)
phase  4 (empties 36-40):    283 positions, rmse train 9.35 held-out 10.93 (32)
phase  5 (empties 31-35):    271 positions, rmse train 9.82 held-out 17.99 (24)
phase  6 (empties 26-30):    290 positions, rmse train 10.80 held-out 18.11 (18)
phase  7 (empties 21-25):    263 positions, rmse train 8.55 held-out 18.73 (35)
phase  8 (empties 16-20):    246 positions, rmse train 8.98 held-out 16.10 (26)
phase  9 (empties 11-15):    272 positions, rmse train 7.94 held-out 16.93 (19)
phase 10 (empties  6-10):    291 positions, rmse train 7.09 held-out 16.32 (26)
phase 11 (empties  1- 5):    111 positions, rmse train 7.11 held-out 12.60 (9)
`

// randomGameBoard plays random legal moves from the start until empties remain
// (or the game ends).
func randomGameBoard(r *rand.Rand, empties int) othello.Board {
	b := othello.Start()
	for b.Empties() > empties {
		m := b.Moves()
		if m == 0 {
			if b.Pass().Moves() == 0 {
				return b
			}
			b = b.Pass()
			continue
		}
		n := r.IntN(bits.OnesCount64(m))
		for ; n > 0; n-- {
			m &= m - 1
		}
		b = b.Play(bits.TrailingZeros64(m))
	}
	return b
}

// TestFitWarmStart: a warm fit with no epochs gives back the weights it
// started from and reports their held-out error beside its own; after one
// epoch on labels from those weights it is nearer them than a cold fit
// (from zero) of one epoch.
func TestFitWarmStart(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	train, valid := fitSamples(rng, 2000), fitSamples(rng, 200)
	start := DefaultEvaluator()
	var log strings.Builder
	logf := func(f string, a ...any) { fmt.Fprintf(&log, f, a...) }
	cfg := TrainConfig{Epochs: 0, Rate: 0.2, L2: 1e-4, Init: start, Warm: true}
	ev := Fit(cfg, rng, train, valid, logf)
	for ph := range NumPhases {
		for i, w := range ev.w[ph] {
			if w != start.w[ph][i] {
				t.Fatalf("phase %d weight %d: %d after no epochs, started at %d", ph, i, w, start.w[ph][i])
			}
		}
		if ev.s[ph] != start.s[ph] {
			t.Fatalf("phase %d scalars: %v after no epochs, started at %v", ph, ev.s[ph], start.s[ph])
		}
	}
	if !strings.Contains(log.String(), ", from ") {
		t.Fatalf("a warm fit's log does not give the starting error:\n%s", log.String())
	}
	cfg.Epochs = 1
	warm := Fit(cfg, rng, train, valid, logf)
	cfg.Warm = false
	cold := Fit(cfg, rng, train, valid, logf)
	errOf := func(ev *Evaluator) float64 {
		var sum float64
		for _, s := range valid {
			sum += math.Abs(float64(ev.Eval(s.P, s.O))/Scale - float64(s.Label))
		}
		return sum / float64(len(valid))
	}
	if w, c := errOf(warm), errOf(cold); w >= c {
		t.Fatalf("after one epoch the warm fit is %.2f discs from the labels, the cold one %.2f", w, c)
	}
}
