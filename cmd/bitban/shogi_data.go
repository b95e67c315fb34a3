package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"

	"github.com/spf13/cobra"

	shogieval "bitban/shogi/eval"
	shogisearch "bitban/shogi/search"
)

// `bitban shogi data`: training positions from self-play for
// `bitban shogi train`.
func init() {
	shogiGroup().AddCommand(newShogiDataCmd())
}

func newShogiDataCmd() *cobra.Command {
	o := shogisearch.DefaultDataOptions()
	o.Workers = runtime.NumCPU()
	var out, params string
	cmd := &cobra.Command{
		Use:   "data --out FILE [--games N] [--nodes N] [--workers N] [--seed N] [--params FILE]",
		Short: "Play self-play games and write their quiet positions with scores and results (training data)",
		Long: `data plays --games games of the engine against itself, --nodes search nodes a
move, --workers games at once (one search thread each; default all CPUs),
each from a random opening of --opening-plies moves (picked at depth 3
among the 4 best within 80 cp; game i's opening depends only on --seed
and i). A game ends by the rules, at --max-plies (a draw) or when the
score passes --adjudicate centipawns. Every quiet position (not in check,
no capture winning material by SEE) is written as one line: the SFEN, the
search's score in centipawns and the game's result (1, 0.5, 0), both for
the side to move, separated by tabs. The games are appended in the order
they finish.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return usagef("--out is required")
			}
			if o.Games < 1 || o.Nodes < 1 || o.Workers < 1 || o.Opening.Plies < 0 {
				return usagef("--games, --nodes and --workers must be positive")
			}
			if params != "" {
				p, err := shogiParams(params)
				if err != nil {
					return err
				}
				o.Params = &p
			}
			return writeShogiData(cmd, o, out)
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Games, "games", o.Games, "games to play")
	f.Uint64Var(&o.Nodes, "nodes", o.Nodes, "search nodes a move")
	f.IntVar(&o.Workers, "workers", o.Workers, "games played at once")
	f.Uint64Var(&o.Seed, "seed", o.Seed, "random seed of the openings")
	f.IntVar(&o.Opening.Plies, "opening-plies", o.Opening.Plies, "random moves at the start of each game")
	f.IntVar(&o.MaxPlies, "max-plies", o.MaxPlies, "a game this long is a draw")
	f.IntVar(&o.Adjudicate, "adjudicate", o.Adjudicate, "a score this far from 0 (centipawns) ends the game")
	f.StringVar(&params, "params", "", "JSON file of search and evaluation parameters (shogi/search.Params)")
	f.StringVar(&out, "out", "", "output file")
	return cmd
}

// writeShogiData plays the games of o into the file path, with progress
// on standard error.
func writeShogiData(cmd *cobra.Command, o shogisearch.DataOptions, path string) error {
	fh, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(fh)
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	positions, games := 0, 0
	emit := func(_ int, samples []shogieval.DataSample) error {
		for _, s := range samples {
			if _, err := fmt.Fprintln(w, s); err != nil {
				return err
			}
		}
		positions += len(samples)
		games++
		return nil
	}
	progress := func(done int) {
		fmt.Fprintf(cmd.ErrOrStderr(), "\rgames %d/%d, %d positions", done, o.Games, positions)
	}
	err = shogisearch.GenerateData(ctx, o, emit, progress)
	fmt.Fprintln(cmd.ErrOrStderr())
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if cerr := fh.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, context.Canceled) {
		// Ctrl-C: the finished games are in the file.
		fmt.Fprintf(cmd.ErrOrStderr(), "interrupted: %d games, %d positions written to %s\n", games, positions, path)
		return nil
	}
	return err
}
