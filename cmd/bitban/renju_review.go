package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"bitban/match"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// `bitban renju review`: where the games of a match were decided. For
// every position of every game it asks our VCT solver whether the side to
// move wins by threats, and reports the first ply each colour had such a
// win: the move before it is where the other side lost the game (as far as
// the solver sees), and a colour that had one and still lost missed it.
func init() {
	renjuGroup().AddCommand(newRenjuReviewCmd())
}

func newRenjuReviewCmd() *cobra.Command {
	var nodes uint64
	cmd := &cobra.Command{
		Use:   "review [--nodes N] GAMES.jsonl...",
		Short: "Find where the renju games of a match were decided (first threat win of each colour)",
		Long: `review reads the games.jsonl of bitban match --game renju|gomoku|standard and
replays each game. At every position it runs the VCT solver for the side to
move with --nodes nodes; it prints, per game, the first ply after the opening
at which Black and White had a win by threats, who won, and whether a colour
missed its win. A summary per engine follows. Progress goes to stderr.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if nodes < 1000 {
				return usagef("--nodes must be at least 1000")
			}
			var recs []match.GameRecord
			for _, path := range args {
				rs, err := readGameRecords(path)
				if err != nil {
					return err
				}
				recs = append(recs, rs...)
			}
			return renjuReview(cmd.OutOrStdout(), cmd.ErrOrStderr(), recs, nodes)
		},
	}
	cmd.Flags().Uint64Var(&nodes, "nodes", 200000, "VCT solver nodes per position")
	return cmd
}

// readGameRecords reads a games.jsonl file of bitban match.
func readGameRecords(path string) ([]match.GameRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var recs []match.GameRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r match.GameRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		recs = append(recs, r)
	}
	return recs, sc.Err()
}

// reviewed is what the review found in one game.
type reviewed struct {
	firstWin [2]int // first ply (after the opening) each colour had a VCT; -1 none
	plies    int
	winner   int // colour of the winning engine: 0 Black, 1 White, -1 draw
}

// reviewGame replays r and finds the first threat win of each colour
// (renjusearch.FirstThreatWins) after the opening.
func reviewGame(r match.GameRecord, nodes uint64) (reviewed, error) {
	out := reviewed{plies: len(r.Moves), winner: -1}
	op, err := match.ParseOpening(r.Game, r.Opening)
	if err != nil {
		return out, fmt.Errorf("opening %q: %v", r.Opening, err)
	}
	stones := append([]renju.Point(nil), op.Points...)
	for i, m := range r.Moves {
		p, err := renju.ParseGomocup(m, op.Size)
		if err != nil {
			return out, fmt.Errorf("move %d %q: %v", i+1, m, err)
		}
		stones = append(stones, p)
	}
	out.firstWin, err = renjusearch.FirstThreatWins(op.Size, match.RenjuRule(r.Game), stones, len(op.Points), nodes)
	switch r.Winner {
	case r.First:
		out.winner = 0
	case r.Second:
		out.winner = 1
	}
	return out, err
}

// renjuReview prints the review of every game and the summary per engine.
func renjuReview(w, progress io.Writer, recs []match.GameRecord, nodes uint64) error {
	type tally struct{ games, wins, firstThreat, missed int }
	sum := map[string]*tally{}
	ply := func(n int) string {
		if n < 0 {
			return "none"
		}
		return fmt.Sprintf("ply %d", n)
	}
	for i, r := range recs {
		fmt.Fprintf(progress, "\rreview %d/%d", i+1, len(recs))
		g, err := reviewGame(r, nodes)
		if err != nil {
			return fmt.Errorf("game %d: %v", r.Index+1, err)
		}
		names := [2]string{r.First, r.Second}
		who := "a draw"
		if g.winner >= 0 {
			who = names[g.winner] + " won"
		}
		fmt.Fprintf(w, "game %d (%s): Black %s, White %s, %s after %d plies (%s); threat win first seen: Black %s, White %s\n",
			r.Index+1, r.Opening, r.First, r.Second, who, g.plies, r.Reason, ply(g.firstWin[0]), ply(g.firstWin[1]))
		first := -1 // the colour whose threat win came first
		if g.firstWin[0] >= 0 && (g.firstWin[1] < 0 || g.firstWin[0] < g.firstWin[1]) {
			first = 0
		} else if g.firstWin[1] >= 0 {
			first = 1
		}
		for c, name := range names {
			t := sum[name]
			if t == nil {
				t = &tally{}
				sum[name] = t
			}
			t.games++
			if g.winner == c {
				t.wins++
			}
			if first == c {
				t.firstThreat++
			}
			if g.firstWin[c] >= 0 && g.winner != c {
				t.missed++
			}
		}
	}
	fmt.Fprintln(progress)
	names := make([]string, 0, len(sum))
	for name := range sum {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t := sum[name]
		fmt.Fprintf(w, "%s: %d games, %d won; had the first threat win in %d; lost %d games in which it had a threat win\n",
			name, t.games, t.wins, t.firstThreat, t.missed)
	}
	return nil
}
