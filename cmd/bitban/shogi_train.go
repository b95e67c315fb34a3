package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/match"
	"bitban/shogi"
	shogieval "bitban/shogi/eval"
	shogisearch "bitban/shogi/search"
)

// `bitban shogi train`: the king-relative evaluation terms fitted to the
// positions of `bitban shogi data`.
func init() {
	shogiGroup().AddCommand(newShogiTrainCmd())
}

func newShogiTrainCmd() *cobra.Command {
	o := shogieval.DefaultKingRelOptions()
	var out, params, player, weightsOut string
	cmd := &cobra.Command{
		Use:   "train --out FILE [--weights-out FILE] [--params FILE] [--epochs N] [--lambda X] [--player NAME] DATA...",
		Short: "Fit the king-relative evaluation terms to self-play positions (bitban shogi data)",
		Long: `train reads the position files of bitban shogi data (or the games.jsonl
records of bitban match: the quiet positions where the engine to move
reported a centipawn score; with --player only where that engine, by its
name in the games, was to move) and fits the evaluation's
king-relative piece-square terms (shogi/eval.Params.KingRel: each piece's
place seen from its own king and from the enemy king) so that
sigmoid(score/--scale) of the static score predicts a mix of the
positions' search scores (--lambda) and game results (1 - --lambda); the
other weights are held. Full-batch Adam for --epochs steps of --rate
centipawns with an L2 pull (--l2); the positions of every --validate-th
game validate, and the epoch with the lowest validation error is kept.
It writes a Params JSON file for --params (analyse, play, data) or the USI
engine's hidden Params option, starting from --params (default: the
built-in weights). --weights-out also writes the fitted terms alone as a
weights file of the format the engine ships (shogi/eval/kingrel_default.json,
described in kingrel_default.go): a new default is that file replaced.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("--out is required")
			}
			prm, err := shogiParams(params)
			if err != nil {
				return err
			}
			samples, err := readShogiSamples(args, 1, player)
			if err != nil {
				return err
			}
			if len(samples) == 0 {
				what := "no position to train from"
				if player != "" {
					what = fmt.Sprintf("no position where %q (an engine's name as the games give it) was to move and reported a centipawn score", player)
				}
				return fmt.Errorf("%s in %s", what, strings.Join(args, ", "))
			}
			errOut := cmd.ErrOrStderr()
			fmt.Fprintf(errOut, "%d positions from %d file(s)\n", len(samples), len(args))
			ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
			defer cancel()
			o.Progress = func(epoch int, tr, v float64) {
				if epoch%25 == 0 || epoch == o.Epochs {
					fmt.Fprintf(errOut, "epoch %d: error %.6f (validation %.6f)\n", epoch, tr, v)
				}
			}
			ev, errs, err := shogieval.TrainKingRel(ctx, samples, prm.Eval, o)
			if err != nil && ctx.Err() == nil {
				return err
			}
			prm.Eval = ev
			fmt.Fprintf(errOut, "error %.6f -> %.6f, validation %.6f -> %.6f; written to %s\n",
				errs[0][0], errs[1][0], errs[0][1], errs[1][1], out)
			if weightsOut != "" {
				if err := os.WriteFile(weightsOut, shogieval.MarshalKingRel(&ev.KingRel), 0o644); err != nil {
					return err
				}
			}
			return writeShogiParams(out, prm)
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "Params JSON file to write")
	f.StringVar(&weightsOut, "weights-out", "", "also write the fitted terms as a weights file in the shipped format (shogi/eval/kingrel_default.json)")
	f.StringVar(&params, "params", "", "Params JSON file to start from (default: the built-in weights, the trained king-relative terms included; testdata/shogi/no-kingrel.params.json starts the fit from zero)")
	f.IntVar(&o.Epochs, "epochs", o.Epochs, "full-batch gradient steps")
	f.Float64Var(&o.Rate, "rate", o.Rate, "Adam step size in centipawns")
	f.Float64Var(&o.L2, "l2", o.L2, "pull of each weight towards zero, added to the mean gradient (default 0: none; the epoch of the lowest validation error is kept either way)")
	f.Float64Var(&o.Scale, "scale", o.Scale, "centipawns per logistic unit")
	f.Float64Var(&o.Lambda, "lambda", o.Lambda, "weight of the search score in the target (the rest: the game result)")
	f.IntVar(&o.ValidateEvery, "validate", o.ValidateEvery, "the positions of every N-th game validate (0: none)")
	f.StringVar(&player, "player", "", "in match records, only the positions where this engine (its name in the games) was to move, with its scores (default: every engine's)")
	return cmd
}

// readShogiSamples reads the data files and match records (.jsonl) of
// args, game numbers made unique over the files (validation picks games),
// and keeps every every-th position: the input of train, label and
// quality. A player other than "" keeps, of the match records, only the
// positions where that engine was to move.
func readShogiSamples(args []string, every int, player string) ([]shogieval.DataSample, error) {
	var all []shogieval.DataSample
	for _, path := range args {
		var s []shogieval.DataSample
		var err error
		if strings.HasSuffix(path, ".jsonl") {
			s, err = readMatchData(path, player)
		} else {
			s, err = readShogiData(path)
		}
		if err != nil {
			return nil, err
		}
		base := 0
		if len(all) > 0 {
			base = all[len(all)-1].Game + 1
		}
		for i := range s {
			s[i].Game += base
		}
		all = append(all, s...)
	}
	var kept []shogieval.DataSample
	for i := 0; i < len(all); i += every {
		kept = append(kept, all[i])
	}
	return kept, nil
}

// readShogiData reads a file of bitban shogi data.
func readShogiData(path string) ([]shogieval.DataSample, error) {
	var out []shogieval.DataSample
	err := scanLines(path, func(text []byte) error {
		d, err := shogieval.ParseDataSample(string(text))
		out = append(out, d)
		return err
	})
	return out, err
}

// readMatchData reads the games of a bitban match games.jsonl file as
// data: every quiet position before a move whose engine reported a
// centipawn score (player's moves only, unless player is ""), with that
// score and the game's result for the side to move; game numbers are the
// file's line numbers less one.
func readMatchData(path, player string) ([]shogieval.DataSample, error) {
	var out []shogieval.DataSample
	game := 0
	err := scanLines(path, func(text []byte) error {
		var g match.GameRecord
		if err := json.Unmarshal(text, &g); err != nil {
			return err
		}
		s, err := matchGameData(g, game, player)
		game++
		out = append(out, s...)
		return err
	})
	return out, err
}

// scanLines calls read with each line of the file path (up to 16 MB a
// line); an error comes back with the file and line.
func scanLines(path string, read func(text []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		if err := read(sc.Bytes()); err != nil {
			return fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
	return sc.Err()
}

// matchGameData is readMatchData for one game record.
func matchGameData(g match.GameRecord, game int, player string) ([]shogieval.DataSample, error) {
	if g.Game == "shogi" && player != "" && !g.Plays(player) {
		return nil, nil // a game the player took no part in (another game's record still fails below)
	}
	var out []shogieval.DataSample
	err := replayShogiRecord(g, func(i int, _ string, p *shogi.Position, result float64) {
		var cp int
		mover := g.EngineOf(p.SideToMove() == shogi.Black)
		if i < len(g.Scores) && (player == "" || player == mover) && p.Quiet() {
			if n, _ := fmt.Sscanf(g.Scores[i], "cp %d", &cp); n == 1 {
				out = append(out, shogieval.DataSample{SFEN: p.SFEN(), Score: cp, Result: result, Game: game})
			}
		}
	})
	return out, err
}

// replayShogiRecord plays a finished shogi game record from its opening
// and calls visit before each recorded move i (mv, in USI) with the
// position and the game's result for its side to move (1 win, 0.5 draw, 0
// loss). An unfinished game is skipped without an error; a declaration or
// resignation ends the record.
func replayShogiRecord(g match.GameRecord, visit func(i int, mv string, p *shogi.Position, result float64)) error {
	if g.Game != "shogi" {
		return fmt.Errorf("a %s game, not shogi", g.Game)
	}
	black, ok := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}[g.Result]
	if !ok {
		return nil // unfinished
	}
	p, err := shogi.ParseSFENMoves("startpos moves "+g.Opening, false)
	if err != nil {
		return fmt.Errorf("opening: %v", err)
	}
	for i, mv := range g.Moves {
		mv = strings.TrimSpace(mv)
		if mv == "win" || mv == "resign" {
			break
		}
		m, err := p.ParseUSIMove(mv)
		if err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		result := black
		if p.SideToMove() == shogi.White {
			result = 1 - black
		}
		visit(i, mv, p, result)
		p.DoMove(m)
	}
	return nil
}

// shogiParams are the default parameters, or those of the file path over
// them.
func shogiParams(path string) (shogisearch.Params, error) {
	prm := shogisearch.DefaultParams()
	if path == "" {
		return prm, nil
	}
	err := engine.LoadParams(path, &prm)
	return prm, err
}

// writeShogiParams writes prm as the JSON file path (for --params).
func writeShogiParams(path string, prm shogisearch.Params) error {
	js, err := json.MarshalIndent(prm, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(js, '\n'), 0o644)
}
