package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"

	shogisearch "bitban/shogi/search"
)

// `bitban shogi openings`: a balanced openings file for bitban match.
func init() {
	shogiGroup().AddCommand(newShogiOpeningsCmd())
}

func newShogiOpeningsCmd() *cobra.Command {
	o := shogisearch.DefaultOpeningOptions()
	var out string
	cmd := &cobra.Command{
		Use:   "openings [--count N] [--plies N] [--max-score CP] [--seed N] [--out FILE]",
		Short: "Generate balanced random openings for engine matches",
		Long: `openings writes --count distinct openings for bitban match --openings: each
is --plies moves from the initial position, every move picked at random
among the --lines best at --pick-depth within --margin centipawns of the
best, kept only when a depth --check-depth search scores it within
--max-score centipawns. The same --seed gives the same file. Self-play
matches at a fixed node count need many openings: the same opening and
limits give the same game.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if o.Count < 1 || o.Count > 100000 || o.Plies < 1 || o.Plies > 200 {
				return usagef("--count must be 1..100000 and --plies 1..200")
			}
			ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
			defer cancel()
			o.Progress = func(n, tried int) {
				fmt.Fprintf(cmd.ErrOrStderr(), "\ropenings %d/%d (%d tried)", n, o.Count, tried)
			}
			lines, scores, err := shogisearch.GenerateOpenings(ctx, o)
			fmt.Fprintln(cmd.ErrOrStderr())
			var b strings.Builder
			fmt.Fprintf(&b, "# %d shogi openings: bitban shogi openings --count %d --plies %d --pick-depth %d --lines %d --margin %d --check-depth %d --max-score %d --seed %d\n",
				len(lines), o.Count, o.Plies, o.PickDepth, o.PickLines, o.PickMargin, o.CheckDepth, o.MaxScore, o.Seed)
			for i, l := range lines {
				ms := make([]string, len(l))
				for j, m := range l {
					ms[j] = m.USI()
				}
				fmt.Fprintf(&b, "%s # %+d\n", strings.Join(ms, " "), scores[i])
			}
			if werr := writeOut(cmd, out, b.String()); werr != nil {
				return werr
			}
			return err
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Count, "count", o.Count, "number of openings")
	f.IntVar(&o.Plies, "plies", o.Plies, "moves in each opening")
	f.IntVar(&o.PickDepth, "pick-depth", o.PickDepth, "search depth of the move choice")
	f.IntVar(&o.PickLines, "lines", o.PickLines, "candidate moves per ply")
	f.IntVar(&o.PickMargin, "margin", o.PickMargin, "centipawns a candidate may be behind the best")
	f.IntVar(&o.CheckDepth, "check-depth", o.CheckDepth, "search depth of the balance check")
	f.IntVar(&o.MaxScore, "max-score", o.MaxScore, "largest |score| in centipawns an opening may have")
	f.Uint64Var(&o.Seed, "seed", o.Seed, "random seed")
	f.StringVar(&out, "out", "", "output file (default standard output)")
	return cmd
}

// writeOut writes text to the file path, or to the command's output when
// path is empty.
func writeOut(cmd *cobra.Command, path, text string) error {
	if path == "" {
		_, err := fmt.Fprint(cmd.OutOrStdout(), text)
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}
