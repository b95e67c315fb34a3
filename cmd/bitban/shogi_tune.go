package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/signal"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"bitban/match"
	"bitban/shogi"
	shogieval "bitban/shogi/eval"
)

// `bitban shogi tune`: Texel tuning of the evaluation from match games.
func init() {
	shogiGroup().AddCommand(newShogiTuneCmd())
}

func newShogiTuneCmd() *cobra.Command {
	var (
		out, params    string
		skip, validate int
		labelScale     float64
		lambda         float64
		o              = shogieval.TuneOptions{Passes: 4, Workers: runtime.NumCPU()}
	)
	cmd := &cobra.Command{
		Use:   "tune --out FILE [--params FILE] [--passes N] GAMES.jsonl|DATA...",
		Short: "Fit the evaluation weights to the results of match games or to labelled positions (Texel tuning)",
		Long: `tune reads the games.jsonl files that bitban match writes, takes the quiet
positions of every game (not in check, no capture that wins material by
SEE; the first --skip plies after the opening left out) labelled with the
game's result, and fits the evaluation weights (shogi/eval.Params) so that
a logistic function of the static score predicts those results: a local
search over the integer weights, each tried one step up and down per
pass. It writes a Params JSON file for --params (analyse, play) or the
USI engine's hidden Params option. Start from --params (default: the
built-in weights).

Files not ending in .jsonl are data files of bitban shogi data or
bitban shogi label: each position's target is then sigmoid(score /
--label-scale), mixed with its game's result by --lambda (1: the score
alone), and the logistic scale is held at --label-scale instead of being
fitted, so that an evaluation too large or too small everywhere is
corrected rather than absorbed by the scale.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("--out is required")
			}
			prm, err := shogiParams(params)
			if err != nil {
				return err
			}
			in := tuneInput{skip: skip, validate: validate, labelScale: labelScale, lambda: lambda}
			samples, val, scale, err := in.read(args)
			if err != nil {
				return err
			}
			o.Validation, o.Scale = val, scale
			errOut := cmd.ErrOrStderr()
			fmt.Fprintf(errOut, "%d quiet positions from %d file(s), %d more to validate\n", len(samples), len(args), len(o.Validation))
			if o.Scale > 0 {
				fmt.Fprintf(errOut, "logistic scale held at %g centipawns (data files)\n", o.Scale)
			}
			ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
			defer cancel()
			o.Progress = func(pass int, e, v float64, changed int) {
				fmt.Fprintf(errOut, "pass %d: error %.6f (validation %.6f), %d weights changed\n", pass, e, v, changed)
			}
			ev, before, after, err := shogieval.TuneEval(ctx, samples, prm.Eval, o)
			if err != nil && ctx.Err() == nil {
				return err
			}
			prm.Eval = ev
			fmt.Fprintf(errOut, "error %.6f -> %.6f; written to %s\n", before, after, out)
			return writeShogiParams(out, prm)
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "Params JSON file to write")
	f.StringVar(&params, "params", "", "Params JSON file to start from (default: the built-in weights)")
	f.IntVar(&o.Passes, "passes", o.Passes, "rounds over all weights")
	f.IntVar(&o.Workers, "workers", o.Workers, "goroutines computing the error")
	f.IntVar(&skip, "skip", 8, "plies after the opening left out of each game")
	f.IntVar(&validate, "validate", 5, "every N-th game validates instead of training (0: none)")
	f.Float64Var(&labelScale, "label-scale", 600, "centipawns per logistic unit of the data files' scores (and the scale held with them)")
	f.Float64Var(&lambda, "lambda", 1, "weight of a data file's score in the target (the rest: the game result)")
	return cmd
}

// tuneInput says how bitban shogi tune reads its files.
type tuneInput struct {
	skip, validate     int
	labelScale, lambda float64
}

// read reads the match records and data files of args: the training
// samples, the validation samples, and the logistic scale to hold (0: fit
// it; the label scale when a data file is among the inputs).
func (in tuneInput) read(args []string) (train, val []shogieval.TuneSample, scale float64, err error) {
	for _, f := range args {
		if !strings.HasSuffix(f, ".jsonl") {
			t, v, err := readLabelledTuneSamples(f, in.validate, in.labelScale, in.lambda)
			if err != nil {
				return nil, nil, 0, err
			}
			train, val, scale = append(train, t...), append(val, v...), in.labelScale
			continue
		}
		t, err := readTuneSamples(f, in.skip, in.validate, false)
		if err != nil {
			return nil, nil, 0, err
		}
		train = append(train, t...)
		if in.validate > 0 {
			v, err := readTuneSamples(f, in.skip, in.validate, true)
			if err != nil {
				return nil, nil, 0, err
			}
			val = append(val, v...)
		}
	}
	return train, val, scale, nil
}

// readTuneSamples reads the games of a games.jsonl file: the quiet
// positions after the first skip plies of each, with its result for Black.
// With every > 0, every every-th game is a validation game: it is read
// when validation is true, and only then.
func readTuneSamples(path string, skip, every int, validation bool) ([]shogieval.TuneSample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []shogieval.TuneSample
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		if every > 0 && (line%every == 0) != validation || every <= 0 && validation {
			continue
		}
		var g match.GameRecord
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		if g.Game != "shogi" {
			return nil, fmt.Errorf("%s:%d: a %s game, not shogi", path, line, g.Game)
		}
		var res float64
		switch g.Result {
		case "1-0":
			res = 1
		case "0-1":
			res = 0
		case "1/2-1/2":
			res = 0.5
		default:
			continue // unfinished or unknown
		}
		p, err := shogi.ParseSFENMoves("startpos moves "+g.Opening, false)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: opening: %v", path, line, err)
		}
		for i, mv := range g.Moves {
			mv = strings.TrimSpace(mv)
			if mv == "win" || mv == "resign" {
				break // a declaration or resignation ends the record
			}
			m, err := p.ParseUSIMove(mv)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: move %d: %v", path, line, i+1, err)
			}
			p.DoMove(m)
			if i >= skip && p.Quiet() {
				out = append(out, shogieval.TuneSample{Pos: p.Clone(), Result: res})
			}
		}
	}
	return out, sc.Err()
}

// readLabelledTuneSamples reads a data file (bitban shogi data or label):
// every position with the target lambda*sigmoid(score/scale) +
// (1-lambda)*result, turned to Black's view; the positions of every
// every-th game go to validation (none when every is 0).
func readLabelledTuneSamples(path string, every int, scale, lambda float64) (train, val []shogieval.TuneSample, err error) {
	if scale <= 0 || lambda < 0 || lambda > 1 {
		return nil, nil, usagef("--label-scale must be positive and --lambda within 0..1")
	}
	data, err := readShogiData(path)
	if err != nil {
		return nil, nil, err
	}
	for i, d := range data {
		p, err := shogi.ParseSFEN(d.SFEN)
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
		}
		y := lambda/(1+math.Exp(-float64(d.Score)/scale)) + (1-lambda)*d.Result
		if p.SideToMove() == shogi.White {
			y = 1 - y
		}
		s := shogieval.TuneSample{Pos: p, Result: y}
		if every > 0 && d.Game%every == every-1 {
			val = append(val, s)
		} else {
			train = append(train, s)
		}
	}
	return train, val, nil
}
