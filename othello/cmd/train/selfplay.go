package main

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"time"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/eval"
	"bitban/othello/search"
)

// trainRNG is the random source of a run (and of a -fit) from its seed.
func trainRNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x6f74686c)) }

// Train runs the whole procedure and returns the last round's evaluation.
// save, if not nil, is given each round's labelled games before the fit.
func Train(cfg eval.TrainConfig, save func(round int, games [][]eval.Sample) error) *eval.Evaluator {
	logf := func(format string, a ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, format, a...)
		}
	}
	rng := trainRNG(cfg.Seed)
	ev := eval.HandEvaluator()
	if cfg.Init != nil {
		ev = cfg.Init
	}
	var data []eval.Sample
	for round := 0; round < cfg.Rounds; round++ {
		t0 := time.Now()
		var labeler *search.Searcher
		if round > 0 || cfg.Init != nil {
			labeler = search.NewSearcher(16)
			labeler.Eval = ev
			labeler.SolveEmpties = cfg.ExactEmpties
		}
		player := search.NewSearcher(16)
		player.Eval = ev
		player.SolveEmpties = cfg.ExactEmpties
		games := make([][]eval.Sample, 0, cfg.Games)
		for g := 0; g < cfg.Games; g++ {
			games = append(games, playTrainingGame(cfg, rng, player, labeler))
			if (g+1)%500 == 0 {
				logf("round %d: %d games, %.0fs\n", round, g+1, time.Since(t0).Seconds())
			}
		}
		if save != nil {
			if err := save(round, games); err != nil {
				fail(err)
			}
		}
		// Hold out one game in twenty to report the fit.
		var train, valid []eval.Sample
		for i, gs := range games {
			if heldOut(i) {
				valid = append(valid, gs...)
			} else {
				train = append(train, gs...)
			}
		}
		// Earlier rounds' positions stay in the training set (their labels
		// are still good estimates).
		train = append(train, data...)
		data = train
		logf("round %d: %d training positions, %d held out, games %.0fs\n", round, len(train), len(valid), time.Since(t0).Seconds())
		ev = eval.Fit(cfg, rng, train, valid, logf)
		logf("round %d done in %.0fs\n", round, time.Since(t0).Seconds())
	}
	return ev
}

// playTrainingGame plays one self-play game and returns its labelled
// positions.
func playTrainingGame(cfg eval.TrainConfig, rng *rand.Rand, player, labeler *search.Searcher) []eval.Sample {
	b := othello.Start()
	random := rng.IntN(cfg.RandomPlies + 1)
	var line []othello.Board
	var colour []int // 0: black to move
	c := 0
	for ply := 0; !b.GameOver(); ply++ {
		m := b.Moves()
		if m == 0 {
			b = b.Pass()
			c ^= 1
			continue
		}
		line = append(line, b)
		colour = append(colour, c)
		var sq int
		if ply < random {
			k := rng.IntN(bits.OnesCount64(m))
			for ; k > 0; k-- {
				m &= m - 1
			}
			sq = bits.TrailingZeros64(m)
		} else {
			r := player.Search(b, engine.Limits{Depth: cfg.PlayDepth}, nil)
			sq = r.Move
		}
		b = b.Play(sq)
		c ^= 1
	}
	// Exact labels from ExactEmpties on; the first such position's score is
	// the outcome of the line for the earlier ones.
	solver := player.Solver()
	out := make([]eval.Sample, 0, len(line))
	outcome, outcomeColour, have := 0, 0, false
	for i, p := range line {
		if p.Empties() > cfg.ExactEmpties {
			continue
		}
		v := solver.Solve(p).Score
		if !have {
			outcome, outcomeColour, have = v, colour[i], true
		}
		out = append(out, eval.Sample{P: p.Player, O: p.Opponent, Label: float32(v)})
	}
	for i, p := range line {
		if p.Empties() <= cfg.ExactEmpties {
			continue
		}
		y := float64(0)
		if have {
			// The outcome seen from p's side to move.
			y = float64(outcome)
			if colour[i] != outcomeColour {
				y = -y
			}
		}
		if labeler != nil {
			r := labeler.Search(p, engine.Limits{Depth: cfg.LabelDepth}, nil)
			y = (y + float64(r.Score)/eval.Scale) / 2
		}
		out = append(out, eval.Sample{P: p.Player, O: p.Opponent, Label: float32(y)})
	}
	return out
}
