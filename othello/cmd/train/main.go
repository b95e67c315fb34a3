// Command train produces the Othello evaluation weights from self-play
// (othello.Train: self-play games, labels by the exact solver and deeper
// searches, least squares by gradient descent) and writes them to the
// file the othello package embeds:
//
//	go run ./othello/cmd/train                 # the shipped run (minutes on one core)
//	go run ./othello/cmd/train -games 200 -o /tmp/w.gz   # a quick trial
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"bitban/othello"
)

func main() {
	cfg := othello.DefaultTrainConfig()
	out := flag.String("o", "othello/zz_eval_weights.gz", "output weights file")
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
	flag.Parse()
	switch *init {
	case "":
	case "embedded":
		cfg.Init = othello.DefaultEvaluator()
	default:
		f, err := os.Open(*init)
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		cfg.Init, err = othello.ReadWeights(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(os.Stderr, "train: %s: %v\n", *init, err)
			os.Exit(1)
		}
	}
	runtime.GOMAXPROCS(1) // the run is single-threaded by design
	cfg.Log = os.Stderr
	t0 := time.Now()
	ev := othello.Train(cfg)
	var buf bytes.Buffer
	if err := ev.WriteWeights(&buf); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "wrote %s (%d bytes) in %.0fs\n", *out, buf.Len(), time.Since(t0).Seconds())
}
