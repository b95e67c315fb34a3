package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"bitban/match"
)

const matchCompareLong = `compare measures the change between two runs of bitban match against the
same opponent on the same openings: each game of the new run is paired with
the base run's game of the same opening in which the compared engine had the
same colour, and the difference of their results (in points: percent of a
game) is given with its 95 % interval and the likelihood that the new run is
the stronger. The opening, which decides many games by itself, cancels out,
so the paired interval is much narrower than the two runs' scores apart.

BASE and NEW are games.jsonl files of bitban match, several of a side joined
by commas (their games are pooled). The compared engine is each run's
engine A (the first --engine of its matches, whose statistics bitban match
reports); --engine names another, and --new-engine names it in the new run
where the runs call it differently.
Games without a partner are counted and left out.

Examples:
  bitban match compare old/games.jsonl new/games.jsonl
  bitban match compare a1/games.jsonl,a2/games.jsonl b1/games.jsonl,b2/games.jsonl
  bitban match compare --engine bitban --new-engine candidate base/games.jsonl cand/games.jsonl`

func newMatchCompareCmd() *cobra.Command {
	var engine, newEngine string
	cmd := &cobra.Command{
		Use:   "compare [--engine NAME] [--new-engine NAME] BASE.jsonl[,...] NEW.jsonl[,...]",
		Short: "the paired difference between two runs on the same openings (points with a 95 % interval)",
		Long:  matchCompareLong,
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			var runs [2][]*match.GameRecord
			for i, arg := range args {
				var paths []string
				for _, p := range strings.Split(arg, ",") {
					if p = strings.TrimSpace(p); p != "" {
						paths = append(paths, p)
					}
				}
				if len(paths) == 0 {
					return fmt.Errorf("argument %d (%q) names no file", i+1, arg)
				}
				recs, err := readGameFiles(paths)
				if err != nil {
					return err
				}
				runs[i] = recs
			}
			if newEngine == "" {
				newEngine = engine
			}
			c, err := match.Compare(runs[0], runs[1], [2]string{engine, newEngine})
			if err != nil {
				return err
			}
			match.WriteComparison(cmd.OutOrStdout(), c)
			return nil
		},
	}
	cmd.Flags().StringVar(&engine, "engine", "", "the compared engine's name (default: each run's first --engine)")
	cmd.Flags().StringVar(&newEngine, "new-engine", "", "its name in the new run, where it differs (default: --engine)")
	return cmd
}
