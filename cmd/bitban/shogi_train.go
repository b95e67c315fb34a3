package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/shogi"
)

// `bitban shogi train`: the king-relative evaluation terms fitted to the
// positions of `bitban shogi data`.
func init() {
	shogiGroup().AddCommand(newShogiTrainCmd())
}

func newShogiTrainCmd() *cobra.Command {
	o := shogi.DefaultKingRelOptions()
	var out, params string
	cmd := &cobra.Command{
		Use:   "train --out FILE [--params FILE] [--epochs N] [--lambda X] DATA...",
		Short: "Fit the king-relative evaluation terms to self-play positions (bitban shogi data)",
		Long: `train reads the position files of bitban shogi data and fits the evaluation's
king-relative piece-square terms (shogi.EvalParams.KingRel: each piece's
place seen from its own king and from the enemy king) so that
sigmoid(score/--scale) of the static score predicts a mix of the
positions' search scores (--lambda) and game results (1 - --lambda); the
other weights are held. Full-batch Adam for --epochs steps of --rate
centipawns with an L2 pull (--l2); the positions of every --validate-th
game validate, and the epoch with the lowest validation error is kept.
It writes a Params JSON file for --params (analyse, play, data) or the USI
engine's hidden Params option, starting from --params (default: the
built-in weights).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("--out is required")
			}
			prm, err := shogiParams(params)
			if err != nil {
				return err
			}
			var samples []shogi.DataSample
			for _, f := range args {
				s, err := readShogiData(f)
				if err != nil {
					return err
				}
				samples = append(samples, s...)
			}
			errOut := cmd.ErrOrStderr()
			fmt.Fprintf(errOut, "%d positions from %d file(s)\n", len(samples), len(args))
			ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
			defer cancel()
			o.Progress = func(epoch int, tr, v float64) {
				if epoch%25 == 0 || epoch == o.Epochs {
					fmt.Fprintf(errOut, "epoch %d: error %.6f (validation %.6f)\n", epoch, tr, v)
				}
			}
			ev, errs, err := shogi.TrainKingRel(ctx, samples, prm.Eval, o)
			if err != nil && ctx.Err() == nil {
				return err
			}
			prm.Eval = ev
			fmt.Fprintf(errOut, "error %.6f -> %.6f, validation %.6f -> %.6f; written to %s\n",
				errs[0][0], errs[1][0], errs[0][1], errs[1][1], out)
			return writeShogiParams(out, prm)
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "Params JSON file to write")
	f.StringVar(&params, "params", "", "Params JSON file to start from (default: the built-in weights)")
	f.IntVar(&o.Epochs, "epochs", o.Epochs, "full-batch gradient steps")
	f.Float64Var(&o.Rate, "rate", o.Rate, "Adam step size in centipawns")
	f.Float64Var(&o.L2, "l2", o.L2, "pull of each weight towards zero")
	f.Float64Var(&o.Scale, "scale", o.Scale, "centipawns per logistic unit")
	f.Float64Var(&o.Lambda, "lambda", o.Lambda, "weight of the search score in the target (the rest: the game result)")
	f.IntVar(&o.ValidateEvery, "validate", o.ValidateEvery, "the positions of every N-th game validate (0: none)")
	return cmd
}

// readShogiData reads a file of bitban shogi data.
func readShogiData(path string) ([]shogi.DataSample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []shogi.DataSample
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		d, err := shogi.ParseDataSample(sc.Text())
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		out = append(out, d)
	}
	return out, sc.Err()
}

// shogiParams are the default parameters, or those of the file path over
// them.
func shogiParams(path string) (shogi.Params, error) {
	prm := shogi.DefaultParams()
	if path == "" {
		return prm, nil
	}
	err := engine.LoadParams(path, &prm)
	return prm, err
}

// writeShogiParams writes prm as the JSON file path (for --params).
func writeShogiParams(path string, prm shogi.Params) error {
	js, err := json.MarshalIndent(prm, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(js, '\n'), 0o644)
}
