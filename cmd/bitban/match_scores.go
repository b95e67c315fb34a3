package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"bitban/match"
)

const matchScoresLong = `scores reads the games.jsonl files of bitban match and shows, for each
engine, what its reported scores said about the results: the scores of its
moves by range (centipawns for shogi, discs for Othello, the engine's units
for renju and gomoku), and for each range the share of those moves whose
game it went on to win, draw and lose. An evaluation that judges well wins
more the higher it scores; a flat stretch shows scores that say nothing.
Each move counts once, so long games weigh more; the first --skip moves of
each game (the opening's book-like part) are left out, and mates announced
for or against the engine have their own rows.

Example:
  bitban match scores --skip 6 run1/games.jsonl run2/games.jsonl`

func newMatchScoresCmd() *cobra.Command {
	var edges string
	var skip int
	cmd := &cobra.Command{
		Use:   "scores [--edges LIST] [--skip N] GAMES.jsonl...",
		Short: "what each engine's reported scores said about its results (score ranges against win/draw/loss)",
		Long:  matchScoresLong,
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			recs, err := readGameFiles(args)
			if err != nil {
				return err
			}
			if len(recs) == 0 {
				return fmt.Errorf("no games in %s", strings.Join(args, ", "))
			}
			es := match.DefaultScoreEdges(recs[0].Game)
			if edges != "" {
				if es, err = parseEdges(edges); err != nil {
					return err
				}
			}
			tables, err := match.ScoreTables(recs, es, skip)
			if err != nil {
				return err
			}
			match.WriteScoreTables(cmd.OutOrStdout(), tables)
			return nil
		},
	}
	cmd.Flags().StringVar(&edges, "edges", "", "comma-separated increasing range bounds (default: -1000,-600,-400,-250,-100,0,100,250,400,600,1000; Othello -16,-8,-4,-2,0,2,4,8,16)")
	cmd.Flags().IntVar(&skip, "skip", 6, "recorded moves of each game left out at its start")
	return cmd
}

// parseEdges reads a comma-separated list of numbers.
func parseEdges(s string) ([]float64, error) {
	var es []float64
	for i, f := range strings.Split(s, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || v != v {
			return nil, fmt.Errorf("--edges %q: item %d (%q) is not a number", s, i+1, f)
		}
		es = append(es, v)
	}
	return es, nil
}

// readGameFiles reads the games of bitban match's games.jsonl files.
func readGameFiles(paths []string) ([]*match.GameRecord, error) {
	var recs []*match.GameRecord
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		rs, err := match.ReadGameRecords(f, path)
		f.Close()
		if err != nil {
			return nil, err
		}
		recs = append(recs, rs...)
	}
	return recs, nil
}
