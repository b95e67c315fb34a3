// Command train produces the Othello evaluation weights from self-play
// (Train, selfplay.go: self-play games, labels by the exact solver and deeper
// searches, least squares by gradient descent) and writes them to the
// file the othello/eval package embeds:
//
//	go run ./othello/cmd/train                 # the first stage (minutes on one core)
//	go run ./othello/cmd/train -games 200 -o /tmp/w.gz   # a quick trial
//	go run ./othello/cmd/train -init w.gz ...  # more rounds from earlier weights
//	go run ./othello/cmd/train -average a.gz,b.gz -o mean.gz
//	go run ./othello/cmd/train -init embedded -warm -save s.bin ...  # refine the shipped weights, keep the labelled positions
//	go run ./othello/cmd/train -init embedded -warm -fit s.bin,t.bin -o w.gz   # fit again on kept positions
//
// bitban othello solve, nboard and quality run take a weights file with
// --eval, to measure one against the shipped weights.
//
// shipped.sh in this directory is the whole procedure behind the shipped
// weights (three more rounds of 40,000 games from the first stage, then the
// mean of their three evaluations).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"bitban/othello/eval"
)

func main() {
	cfg := eval.DefaultTrainConfig()
	out := flag.String("o", "othello/eval/zz_eval_weights.gz", "output weights file")
	flag.IntVar(&cfg.Rounds, "rounds", cfg.Rounds, "self-play and fit rounds")
	flag.IntVar(&cfg.Games, "games", cfg.Games, "games per round")
	flag.IntVar(&cfg.RandomPlies, "random", cfg.RandomPlies, "random opening plies (at most)")
	flag.IntVar(&cfg.PlayDepth, "depth", cfg.PlayDepth, "self-play search depth")
	flag.IntVar(&cfg.ExactEmpties, "exact", cfg.ExactEmpties, "exact labels at or below this many empties")
	flag.IntVar(&cfg.LabelDepth, "label-depth", cfg.LabelDepth, "search depth of midgame labels (rounds after the first)")
	flag.IntVar(&cfg.Epochs, "epochs", cfg.Epochs, "gradient descent passes")
	flag.Float64Var(&cfg.Rate, "rate", cfg.Rate, "AdaGrad step")
	flag.Float64Var(&cfg.L2, "l2", cfg.L2, "L2 penalty")
	flag.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "random seed")
	init := flag.String("init", "", "first round's evaluation: \"embedded\" (the shipped weights) or a weights file (default: the hand-tuned one)")
	flag.BoolVar(&cfg.Warm, "warm", false, "start each fit from the -init weights instead of zero (needs -init)")
	save := flag.String("save", "", "also write each round's labelled positions to this file (round r > 0: FILE.r)")
	fit := flag.String("fit", "", "instead of self-play: fit on the positions of these comma-separated -save files")
	average := flag.String("average", "", "instead of training: write the mean of these comma-separated weights files")
	flag.Parse()
	if *average != "" {
		var evs []*eval.Evaluator
		for _, name := range strings.Split(*average, ",") {
			ev, err := readWeights(name)
			if err != nil {
				fail(err)
			}
			evs = append(evs, ev)
		}
		write(*out, eval.AverageEvaluators(evs...))
		fmt.Fprintf(os.Stderr, "wrote %s: the mean of %d evaluations\n", *out, len(evs))
		return
	}
	switch *init {
	case "":
	case "embedded":
		cfg.Init = eval.DefaultEvaluator()
	default:
		ev, err := readWeights(*init)
		if err != nil {
			fail(err)
		}
		cfg.Init = ev
	}
	if cfg.Warm && cfg.Init == nil {
		fail(fmt.Errorf("-warm needs -init (the weights the fit starts from)"))
	}
	runtime.GOMAXPROCS(1) // the run is single-threaded by design
	cfg.Log = os.Stderr
	t0 := time.Now()
	if *fit != "" {
		var train, valid []eval.Sample
		for _, name := range strings.Split(*fit, ",") {
			tr, va, err := readSamples(name)
			if err != nil {
				fail(err)
			}
			train, valid = append(train, tr...), append(valid, va...)
		}
		fmt.Fprintf(os.Stderr, "fit: %d training positions, %d held out\n", len(train), len(valid))
		ev := eval.Fit(cfg, trainRNG(cfg.Seed), train, valid, func(f string, a ...any) { fmt.Fprintf(os.Stderr, f, a...) })
		write(*out, ev)
		fmt.Fprintf(os.Stderr, "wrote %s in %.0fs\n", *out, time.Since(t0).Seconds())
		return
	}
	var saveRound func(int, [][]eval.Sample) error
	if *save != "" {
		saveRound = func(round int, games [][]eval.Sample) error {
			name := *save
			if round > 0 {
				name = fmt.Sprintf("%s.%d", name, round)
			}
			return writeSamples(name, games)
		}
	}
	ev := Train(cfg, saveRound)
	write(*out, ev)
	fmt.Fprintf(os.Stderr, "wrote %s in %.0fs\n", *out, time.Since(t0).Seconds())
}

func readWeights(name string) (*eval.Evaluator, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ev, err := eval.ReadWeights(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return ev, nil
}

func write(name string, ev *eval.Evaluator) {
	var buf bytes.Buffer
	if err := ev.WriteWeights(&buf); err != nil {
		fail(err)
	}
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "train:", err)
	os.Exit(1)
}
