package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"bitban/match"
	"bitban/shogi"
	shogieval "bitban/shogi/eval"
)

// `bitban shogi blunders`: the positions of match games where an engine's
// move made its opponent's reported score jump. Such positions decide
// games, so a search change that finds better moves there is worth a
// match; `bitban shogi quality` judges an engine's moves on them.
func init() {
	shogiGroup().AddCommand(newShogiBlundersCmd())
}

const shogiBlundersLong = `blunders reads the games.jsonl files of bitban match (shogi) and prints,
as lines of a data file (SFEN, score, result and game, tab-separated: the
format of bitban shogi data, which quality and train read), each position
where a move of --player made the opponent's reported score rise by at
least --jump centipawns to at least --above, from at most --below: the
opponent's score at its move after the player's, against its score at its
move before (so that positions of games already lost are left out). The score
of a line is the player's own reported score for the move it then played;
a mate counts as ±10000. A position found in several games is printed once.

A summary goes to standard error; -v adds a line per position with the
game, the move played and the opponent's scores before and after it.

Example:
  bitban shogi blunders --player bitban run1/games.jsonl run2/games.jsonl > blunders.txt
  bitban shogi quality --reference SPEC --nodes 1200000 --positions 1000 blunders.txt`

// blunderOptions are the flags of bitban shogi blunders.
type blunderOptions struct {
	player  string
	jump    int
	above   int
	below   int
	verbose bool
}

// blunderMate is the centipawn value of a reported mate.
const blunderMate = 10000

func newShogiBlundersCmd() *cobra.Command {
	o := blunderOptions{jump: 250, above: 300, below: 200}
	cmd := &cobra.Command{
		Use:   "blunders [--player NAME] [--jump CP] [--above CP] [--below CP] [-v] GAMES.jsonl...",
		Short: "positions of match games where a move made the opponent's score jump (a data file for quality)",
		Long:  shogiBlundersLong,
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.jump < 1 {
				return usagef("--jump must be positive, got %d", o.jump)
			}
			return runShogiBlunders(cmd.OutOrStdout(), cmd.ErrOrStderr(), o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.player, "player", "", "only this engine's moves (default: both engines')")
	f.IntVar(&o.jump, "jump", o.jump, "least rise of the opponent's score (centipawns)")
	f.IntVar(&o.above, "above", o.above, "least opponent's score after the move (centipawns)")
	f.IntVar(&o.below, "below", o.below, "largest opponent's score before the move (centipawns)")
	f.BoolVarP(&o.verbose, "verbose", "v", false, "a line per position on standard error")
	return cmd
}

// blunder is a position found: the data line and what made it one.
type blunder struct {
	sample        shogieval.DataSample
	ply           int    // the move's index in the record's moves
	move          string // the move played
	before, after int    // the opponent's scores around it
}

func runShogiBlunders(out, errOut io.Writer, o blunderOptions, paths []string) error {
	seen := map[string]bool{}
	games, found, dup := 0, 0, 0
	for _, path := range paths {
		recs, err := readGameFiles([]string{path})
		if err != nil {
			return err
		}
		for _, g := range recs {
			if o.player != "" && !g.Plays(o.player) {
				continue
			}
			games++
			bs, err := shogiBlunders(*g, games-1, o)
			if err != nil {
				return fmt.Errorf("%s game %d: %v", path, g.Index, err)
			}
			for _, b := range bs {
				if seen[b.sample.SFEN] {
					dup++
					continue
				}
				seen[b.sample.SFEN] = true
				found++
				if o.verbose {
					fmt.Fprintf(errOut, "%s game %d move %d %s: opponent %+d -> %+d\n", path, g.Index, b.ply+1, b.move, b.before, b.after)
				}
				if _, err := fmt.Fprintln(out, b.sample); err != nil {
					return err
				}
			}
		}
	}
	who := "both engines'"
	if o.player != "" {
		who = o.player + "'s"
	}
	fmt.Fprintf(errOut, "%d games, %d positions where %s move raised the opponent's score from %d or less by %d or more to %d or more (%d repeated positions left out)\n",
		games, found, who, o.below, o.jump, o.above, dup)
	return nil
}

// shogiBlunders replays one shogi game record and returns its blunders
// (o's player's moves, or both engines' when o.player is ""), numbered as
// game.
func shogiBlunders(g match.GameRecord, game int, o blunderOptions) ([]blunder, error) {
	var out []blunder
	err := replayShogiRecord(g, func(i int, mv string, p *shogi.Position, result float64) {
		if mover := g.EngineOf(p.SideToMove() == shogi.Black); o.player != "" && o.player != mover {
			return
		}
		before, ok1 := reportedCP(g.Scores, i-1)
		after, ok2 := reportedCP(g.Scores, i+1)
		own, ok3 := reportedCP(g.Scores, i)
		if ok1 && ok2 && ok3 && after-before >= o.jump && after >= o.above && before <= o.below {
			s := shogieval.DataSample{SFEN: p.SFEN(), Score: own, Result: result, Game: game}
			out = append(out, blunder{sample: s, ply: i, move: mv, before: before, after: after})
		}
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// reportedCP is the score reported with move i of a record in centipawns
// for its mover (match.ScoreValue's mates as ±blunderMate); ok is false
// when there is no such move or it came without a score.
func reportedCP(scores []string, i int) (int, bool) {
	if i < 0 || i >= len(scores) {
		return 0, false
	}
	v, ok := match.ScoreValue(scores[i])
	return int(max(-blunderMate, min(blunderMate, v))), ok
}
