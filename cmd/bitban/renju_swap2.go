package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// `bitban renju swap2`: the engine's Swap2 decision for a position.
func init() {
	renjuGroup().AddCommand(newRenjuSwap2Cmd())
}

func newRenjuSwap2Cmd() *cobra.Command {
	var (
		stones, rule string
		secs         float64
		size         int
		seed         uint64
		threads      int
	)
	cmd := &cobra.Command{
		Use:   `swap2 [--stones "H8 H9 J8"] [--rule R] [--time S] [--size N] [--seed N]`,
		Short: "the engine's decision in the Swap2 opening",
		Long: `swap2 prints the engine's decision in the Swap2 opening for the stones of
--stones (algebraic, in the order placed: black, white, black, then white,
black; spaces or nothing between them):

  no stones     the opener's three stones (black, white, black)
  three stones  the responder's choice: take white and play the 4th stone,
                take black (swap), or place two more stones (white, black)
  five stones   the opener's choice: take white and play the 6th stone, or
                take black

The opener aims for three stones after which White to move scores near
even; the responder takes the colour the three stones favour, and places
two stones that keep the position even when it is; after five stones the
opener takes the better colour. Each decision searches within --time.
Under renju Black's forbidden points count as in play. The last line is
the answer in Gomocup's SWAP2BOARD form (0-based x,y, or SWAP).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			defer resetRenjuFlags(cmd)
			r, err := renju.ParseRule(rule)
			if err != nil {
				return usagef("--rule: %v", err)
			}
			if secs <= 0 || threads < 1 {
				return usagef("--time must be positive and --threads at least 1")
			}
			if size < renju.MinSize || size > renju.MaxSize {
				return usagef("--size must be in %d..%d, got %d", renju.MinSize, renju.MaxSize, size)
			}
			pts, err := renju.ParseMoves(stones, size)
			if err != nil {
				return usagef("--stones: %v", err)
			}
			st, err := renju.Swap2FromStones(size, r, pts)
			if err != nil {
				return usagef("--stones: %v", err)
			}
			lim := engine.Limits{MoveTime: time.Duration(secs * float64(time.Second)), Threads: threads}
			return renjuSwap2(cmd.OutOrStdout(), st, lim, seed)
		},
	}
	f := cmd.Flags()
	f.StringVar(&stones, "stones", "", "the stones placed so far: none, three or five")
	f.StringVar(&rule, "rule", "renju", "rule: renju, standard or freestyle")
	f.Float64Var(&secs, "time", 1, "thinking time in seconds")
	f.IntVar(&size, "size", 15, "board size (5..20)")
	f.Uint64Var(&seed, "seed", 1, "random seed of the opener's choices")
	f.IntVar(&threads, "threads", 1, "search threads")
	return cmd
}

// renjuSwap2 decides for st and prints the position, the decision, the
// evaluation behind it and the Gomocup answer.
func renjuSwap2(out io.Writer, st renju.Swap2, lim engine.Limits, seed uint64) error {
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	size := st.Size()
	who, _ := st.Chooser()
	fmt.Fprintf(out, "position: %s (%s, %s; the %s decides)\n",
		pointList(st.Stones(), size), st.Rule(), st.Phase(), who)
	start := time.Now()
	d, err := renjusearch.NewSearcher(20).DecideSwap2(ctx, st, lim, renjusearch.Swap2Options{Seed: seed})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "decision: %s\n", d.Move.Format(size))
	fmt.Fprintf(out, "why: %s\n", d.Why)
	fmt.Fprintf(out, "time: %d ms\n", time.Since(start).Milliseconds())
	answer := "SWAP"
	if d.Move.Action != renju.Swap2TakeBlack {
		answer = ""
		for i, p := range d.Move.Points {
			if i > 0 {
				answer += " "
			}
			answer += renju.FormatGomocup(p)
		}
	}
	fmt.Fprintf(out, "gomocup: %s\n", answer)
	return nil
}

// pointList writes points algebraically, separated by spaces.
func pointList(ps []renju.Point, size int) string {
	if len(ps) == 0 {
		return "no stones"
	}
	s := renju.FormatPoint(ps[0], size)
	for _, p := range ps[1:] {
		s += " " + renju.FormatPoint(p, size)
	}
	return s
}
