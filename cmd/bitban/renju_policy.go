package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/engine"
	"bitban/match"
	"bitban/renju"
	renjueval "bitban/renju/eval"
	renjusearch "bitban/renju/search"
)

// `bitban renju policy`: fit a move policy to another engine's moves.
func init() {
	renjuGroup().AddCommand(newRenjuPolicyCmd())
}

const renjuPolicyLong = `policy reads the games.jsonl files that bitban match writes (renju, gomoku
or standard games) and takes every move --player made after the opening
and the first --skip moves, where the move was not forced (no five to
make or to block) and lies among the search's candidates (within two
steps of a stone, not forbidden). It fits a move policy to those moves:
each candidate point scores a value for the multiset of the line levels a
stone there makes for the mover plus one for the multiset it takes from
the opponent, and the played move's softmax probability over the
candidates is maximised by --steps steps of gradient descent (Adam) with
an L2 penalty. Every --validate-th game is held out: the command reports
its loss and how often the played move is among the best 1, 3 and 9
candidates of the fitted policy and of the search's own move order (the
shapes, without killers and history), and writes a Params JSON file for
bitban renju gomocup --params with the policy as Policy and --order as
PolicyOrder (the weight of the policy in the move order, in sixteenths).
Start from --params (default: the built-in values).`

func newRenjuPolicyCmd() *cobra.Command {
	var fl renjuPolicyFlags
	cmd := &cobra.Command{
		Use:   "policy --out FILE --player NAME [--params FILE] GAMES.jsonl...",
		Short: "Fit a move-order policy to another engine's moves in match games",
		Long:  renjuPolicyLong,
		RunE: func(cmd *cobra.Command, args []string) error {
			return fl.run(cmd.ErrOrStderr(), args)
		},
	}
	fl.add(cmd.Flags())
	return cmd
}

// renjuPolicyFlags are the flags of bitban renju policy.
type renjuPolicyFlags struct {
	out, params, player   string
	skip, validate, steps int
	order                 int
	rate, l2              float64
}

func (r *renjuPolicyFlags) add(f *pflag.FlagSet) {
	f.StringVar(&r.out, "out", "", "Params JSON file to write")
	f.StringVar(&r.params, "params", "", "Params JSON file to start from (default: the built-in values)")
	f.StringVar(&r.player, "player", "", "the engine (its name in the games) whose moves the policy learns")
	f.IntVar(&r.steps, "steps", 600, "gradient steps")
	f.Float64Var(&r.rate, "rate", 0.05, "step size (log-odds units)")
	f.Float64Var(&r.l2, "l2", 1e-4, "L2 penalty on every weight")
	f.IntVar(&r.skip, "skip", 0, "moves after the opening left out of each game")
	f.IntVar(&r.validate, "validate", 5, "every N-th game validates instead of training (0: none)")
	f.IntVar(&r.order, "order", 16, "PolicyOrder written with the policy (sixteenths)")
}

// run fits the policy and writes the Params file, reporting on errOut.
func (r *renjuPolicyFlags) run(errOut io.Writer, files []string) error {
	if r.out == "" || r.player == "" {
		return usagef("--out and --player are required")
	}
	if len(files) == 0 {
		return usagef("give games.jsonl files")
	}
	if r.steps < 1 || r.validate < 0 || r.skip < 0 {
		return usagef("--steps must be at least 1, --validate and --skip at least 0")
	}
	prm := renjusearch.DefaultParams()
	if r.params != "" {
		if err := engine.LoadParams(r.params, &prm); err != nil {
			return err
		}
	}
	train, valid, err := readPolicySamples(files, r.player, r.skip, r.validate)
	if err != nil {
		return err
	}
	fmt.Fprintf(errOut, "%d moves of %s to train from, %d to validate\n", len(train.s), r.player, len(valid.s))
	if len(train.s) == 0 {
		return fmt.Errorf("no move of %q in these games", r.player)
	}
	var w renjueval.PolicyWeights
	report := func(what string) {
		fmt.Fprintf(errOut, "%s: loss %.4f (validation %.4f); validation top-1/3/9 %.3f %.3f %.3f\n", what,
			renjueval.PolicyLoss(train.s, &w), renjueval.PolicyLoss(valid.s, &w),
			renjueval.PolicyTopK(valid.s, &w, 1), renjueval.PolicyTopK(valid.s, &w, 3), renjueval.PolicyTopK(valid.s, &w, 9))
	}
	fmt.Fprintf(errOut, "the search's move order: validation top-1/3/9 %.3f %.3f %.3f\n",
		renjueval.RankTopK(valid.s, valid.order, 1), renjueval.RankTopK(valid.s, valid.order, 3), renjueval.RankTopK(valid.s, valid.order, 9))
	report("uniform")
	err = renjueval.FitPolicy(train.s, &w, r.rate, r.l2, r.steps, func(step int, _ float64) {
		if step%200 == 0 || step == r.steps {
			report(fmt.Sprintf("step %d", step))
		}
	})
	if err != nil {
		return err
	}
	pol := w.Policy()
	prm.Policy, prm.PolicyOrder = &pol, int32(r.order)
	js, err := json.MarshalIndent(prm, "", "  ")
	if err != nil {
		return err
	}
	fmt.Fprintf(errOut, "written to %s\n", r.out)
	return os.WriteFile(r.out, append(js, '\n'), 0o644)
}

// renjuMover is the name of the engine to move on b in the game g.
func renjuMover(g *match.GameRecord, b *renju.Board) string {
	return g.EngineOf(b.SideToMove() == renju.Black)
}

// policySet is a list of samples with the search's order scores of their
// candidates.
type policySet struct {
	s     []renjueval.PolicySample
	order [][]float64
}

// readPolicySamples replays the finished games of files and returns the
// samples of player's moves, every validate-th game's held out.
func readPolicySamples(files []string, player string, skip, validate int) (train, valid policySet, err error) {
	tr := renjusearch.NewTrainer()
	for _, path := range files {
		line := 0
		err = scanLines(path, func(text []byte) error {
			line++
			var g match.GameRecord
			if err := json.Unmarshal(text, &g); err != nil {
				return fmt.Errorf("%s:%d: %v", path, line, err)
			}
			if !g.Plays(player) {
				return nil
			}
			b, size, err := renjuGameStart(&g)
			if err != nil {
				return fmt.Errorf("%s:%d: %v", path, line, err)
			}
			set := &train
			if validate > 0 && line%validate == 0 {
				set = &valid
			}
			for i, mv := range g.Moves {
				p, err := renju.ParseGomocup(strings.TrimSpace(mv), size)
				if err != nil {
					break // a forfeit's move, or the record's end
				}
				if renjuMover(&g, b) == player && i >= skip {
					if s, order, ok := tr.PolicySample(b, p); ok {
						set.s, set.order = append(set.s, s), append(set.order, order)
					}
				}
				if b.Place(p) != nil {
					break
				}
			}
			return nil
		})
		if err != nil {
			return train, valid, err
		}
	}
	return train, valid, nil
}
