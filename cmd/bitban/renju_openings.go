package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"

	"bitban/match"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// `bitban renju openings`: a balanced openings file for bitban match.
func init() {
	renjuGroup().AddCommand(newRenjuOpeningsCmd())
}

func newRenjuOpeningsCmd() *cobra.Command {
	o := renjusearch.DefaultOpeningOptions()
	var out, rule, from string
	cmd := &cobra.Command{
		Use:   "openings [--count N] [--stones N] [--rule R] [--max-score S] [--seed N] [--out FILE]",
		Short: "Generate balanced random openings for engine matches",
		Long: `openings writes --count distinct openings for bitban match --openings: Black's
first stone on the centre, then each stone picked at random among the
--lines best at --pick-depth within --margin of the best, kept only when a
depth --check-depth search scores the position within --max-score and
proves no win by threats. The same --seed gives the same file. Self-play
at a fixed node count needs many openings: the same opening and limits
give the same game.

--from grows the openings from the lines of an openings file instead of the
centre stone (e.g. the 26 canonical 3-stone openings of bitban match,
match/testdata/openings/renju.txt), taken in turn, with stones added up to
--stones: more openings like them, for matches that need more games than
the file has. Lopsided roots want a larger --max-score.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			r, err := renju.ParseRule(rule)
			if err != nil {
				return usagef("--rule: %v", err)
			}
			o.Rule = r
			if from != "" {
				if o.Roots, err = readRenjuRoots(from, o.Size); err != nil {
					return usagef("--from: %v", err)
				}
			}
			if o.Count < 1 || o.Count > 100000 || o.Stones < 1 || o.Stones > 60 {
				return usagef("--count must be 1..100000 and --stones 1..60")
			}
			ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
			defer cancel()
			o.Progress = func(n, tried int) {
				fmt.Fprintf(cmd.ErrOrStderr(), "\ropenings %d/%d (%d tried)", n, o.Count, tried)
			}
			lines, scores, err := renjusearch.GenerateOpenings(ctx, o)
			fmt.Fprintln(cmd.ErrOrStderr())
			var b strings.Builder
			fmt.Fprintf(&b, "# %d %s openings: bitban renju openings --rule %s --count %d --stones %d --pick-depth %d --lines %d --margin %d --check-depth %d --max-score %d --seed %d%s\n",
				len(lines), o.Rule, o.Rule, o.Count, o.Stones, o.PickDepth, o.PickLines, o.PickMargin, o.CheckDepth, o.MaxScore, o.Seed, fromFlag(from))
			for i, l := range lines {
				fmt.Fprintf(&b, "%s # %+d\n", renju.FormatMoves(l, o.Size), scores[i])
			}
			if werr := writeOut(cmd, out, b.String()); werr != nil {
				return werr
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&rule, "rule", "renju", "rule: renju, freestyle or standard")
	f.IntVar(&o.Count, "count", o.Count, "number of openings")
	f.IntVar(&o.Stones, "stones", o.Stones, "stones in each opening, the centre one included")
	f.IntVar(&o.PickDepth, "pick-depth", o.PickDepth, "search depth of the move choice")
	f.IntVar(&o.PickLines, "lines", o.PickLines, "candidate moves per stone")
	f.IntVar(&o.PickMargin, "margin", o.PickMargin, "how far behind the best a candidate may score")
	f.IntVar(&o.CheckDepth, "check-depth", o.CheckDepth, "search depth of the balance check")
	f.IntVar(&o.MaxScore, "max-score", o.MaxScore, "largest |score| an opening may have")
	f.Uint64Var(&o.Seed, "seed", o.Seed, "random seed")
	f.StringVar(&out, "out", "", "output file (default standard output)")
	f.StringVar(&from, "from", "", "openings file whose lines the openings grow from (default: the centre stone)")
	return cmd
}

// readRenjuRoots reads the lines of an openings file (bitban match's
// format) as roots of GenerateOpenings on a size x size board.
func readRenjuRoots(name string, size int) ([][]renju.Point, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ops, err := match.ReadOpenings(f, "renju")
	if err != nil {
		return nil, err
	}
	roots := make([][]renju.Point, 0, len(ops))
	for _, op := range ops {
		if op.Size != size {
			return nil, fmt.Errorf("line %d: a %dx%d opening; the openings are made on %dx%d", op.Line, op.Size, op.Size, size, size)
		}
		roots = append(roots, op.Points)
	}
	return roots, nil
}

// fromFlag is the --from flag as the file header repeats it ("" when unset).
func fromFlag(from string) string {
	if from == "" {
		return ""
	}
	return " --from " + from
}
