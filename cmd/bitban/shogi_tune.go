package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
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
		o              = shogieval.TuneOptions{Passes: 4, Workers: runtime.NumCPU()}
	)
	cmd := &cobra.Command{
		Use:   "tune --out FILE [--params FILE] [--passes N] GAMES.jsonl...",
		Short: "Fit the evaluation weights to the results of match games (Texel tuning)",
		Long: `tune reads the games.jsonl files that bitban match writes, takes the quiet
positions of every game (not in check, no capture that wins material by
SEE; the first --skip plies after the opening left out) labelled with the
game's result, and fits the evaluation weights (shogi/eval.Params) so that
a logistic function of the static score predicts those results: a local
search over the integer weights, each tried one step up and down per
pass. It writes a Params JSON file for --params (analyse, play) or the
USI engine's hidden Params option. Start from --params (default: the
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
			var samples []shogieval.TuneSample
			for _, f := range args {
				s, err := readTuneSamples(f, skip, validate, false)
				if err != nil {
					return err
				}
				samples = append(samples, s...)
				if validate > 0 {
					v, _ := readTuneSamples(f, skip, validate, true)
					o.Validation = append(o.Validation, v...)
				}
			}
			errOut := cmd.ErrOrStderr()
			fmt.Fprintf(errOut, "%d quiet positions from %d file(s), %d more to validate\n", len(samples), len(args), len(o.Validation))
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
	return cmd
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
