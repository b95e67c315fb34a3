package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
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

// `bitban renju train`: fit the evaluation to the results of match games.
func init() {
	renjuGroup().AddCommand(newRenjuTrainCmd())
}

// renjuTrainLong is the help of bitban renju train.
const renjuTrainLong = `train reads the games.jsonl files that bitban match writes (renju, gomoku
or standard games), takes every position after the opening and the first
--skip moves that the search scores statically (no five to make or block,
no straight four to play), labelled with the game's result for the side
to move, and fits the evaluation's weights (window weights, the values of
line levels and point classes for the side to move and the side that
waits, the threat penalty and the tempo: renju/search Params) by logistic
regression: first the scale of the logistic curve for the starting
weights, then --steps steps of gradient descent (Adam) with an L2 penalty.
With --search-depth D each position is also searched to depth D and the
label mixes the game's result (weight --lambda) with the win probability
of that score on the scale fitted to the starting weights (the rest):
the static score learns what a deeper search says, not only who won.
--game-scores takes that score from the games themselves instead: the
score the engine to move reported for its move (bitban match records
them), a proven result as ±--mate-score; positions whose move came
without a score (forced moves) are left out.
With --labels FILE (the output of bitban renju label, repeatable) the
positions another engine scored are samples too, their target the win
probability of that score on the engine's scale (--label-scale; Rapfi's
is 200): the evaluation learns a stronger engine's judgement. Label
positions of our own engine's play (self-play games): fits to positions
of games between bitban and Rapfi, or of Rapfi against itself, predicted
Rapfi better and played worse (the README's "Rapfi's judgement,
imitated").
The features include the pattern table (a value per multiset of a point's
four line levels, for the side to move and the side that waits).
The renju rule and the others have their own weights (the fitted ones
were fitted to renju positions): --for gomoku fits and writes those of
freestyle and standard (GomokuEval) instead of the renju rule's.
Every --validate-th game (line of a labels file) is held out and its loss
reported. It writes a Params JSON file for bitban renju gomocup --params.
Start from --params (default: the built-in weights).`

func newRenjuTrainCmd() *cobra.Command {
	var fl renjuTrainFlags
	cmd := &cobra.Command{
		Use:   "train --out FILE [--params FILE] [--steps N] [--labels FILE]... [GAMES.jsonl...]",
		Short: "Fit the evaluation weights to the results of match games",
		Long:  renjuTrainLong,
		RunE: func(cmd *cobra.Command, args []string) error {
			return fl.run(cmd.ErrOrStderr(), args)
		},
	}
	fl.add(cmd.Flags())
	return cmd
}

// renjuTrainFlags are the flags of bitban renju train.
type renjuTrainFlags struct {
	out, params          string
	skip, validate, step int
	rate, l2, lambda     float64
	depth                int
	gameScores           bool
	labels               []string
	labelScale, scale    float64
	fit                  string
	mateScore, shift     int
	rules                string
}

// add registers the flags on f, with their defaults and help.
func (r *renjuTrainFlags) add(f *pflag.FlagSet) {
	f.StringVar(&r.out, "out", "", "Params JSON file to write")
	f.StringVar(&r.params, "params", "", "Params JSON file to start from (default: the built-in weights)")
	f.IntVar(&r.step, "steps", 1000, "gradient steps")
	f.Float64Var(&r.rate, "rate", 0.5, "step size (weight units)")
	f.Float64Var(&r.l2, "l2", 1e-7, "L2 penalty on every weight")
	f.IntVar(&r.skip, "skip", 2, "moves after the opening left out of each game")
	f.IntVar(&r.validate, "validate", 5, "every N-th game validates instead of training (0: none)")
	f.IntVar(&r.depth, "search-depth", 0, "label positions with a search of this depth too (0: results only)")
	f.BoolVar(&r.gameScores, "game-scores", false, "label positions with the score the game's engine reported for its move from them too (proven: ±--mate-score)")
	f.Float64Var(&r.lambda, "lambda", 0.5, "weight of the game result in a mixed label")
	f.StringArrayVar(&r.labels, "labels", nil, "a file of bitban renju label: positions scored by another engine (repeatable)")
	f.StringVar(&r.rules, "for", "renju", "the weights to fit: renju (the renju rule's) or gomoku (GomokuEval: freestyle and standard)")
	f.IntVar(&r.shift, "shift", -1, "store the weights in 1/2^N units (the leaf divides by 2^N; -1: as the starting weights)")
	f.IntVar(&r.mateScore, "mate-score", 1000, "a proven result in a labels file counts as this score (the sign: who wins)")
	f.StringVar(&r.fit, "fit", "all", "the weights to fit: all, or points (the pattern table and the tempo, the other weights as they start)")
	f.Float64Var(&r.scale, "scale", 0, "the logistic scale of our evaluation (0: the one that fits the starting weights best)")
	f.Float64Var(&r.labelScale, "label-scale", 200, "the labelling engine's logistic scale: P(win) = 1/(1+exp(-score/scale))")
}

// run fits the weights to the games of files and writes them to --out,
// reporting the sample counts and the loss on errOut.
func (r *renjuTrainFlags) run(errOut io.Writer, files []string) error {
	prm, err := r.startParams()
	if err != nil {
		return err
	}
	var label positionLabel
	switch {
	case r.depth > 0:
		label = searchLabel(r.depth)
	case r.gameScores:
		label = gameScoreLabel(r.mateScore)
	}
	if len(files) == 0 && len(r.labels) == 0 {
		return usagef("give games.jsonl files or --labels files")
	}
	train, valid, err := readAllRenjuSamples(files, r.skip, r.validate, label)
	if err != nil {
		return err
	}
	for _, f := range r.labels {
		t, v, err := readRenjuLabels(f, r.validate, r.labelScale, r.mateScore)
		if err != nil {
			return err
		}
		train, valid = append(train, t...), append(valid, v...)
	}
	fmt.Fprintf(errOut, "%d positions to train from %d file(s), %d to validate\n", len(train), len(files), len(valid))
	// ep: the weights fitted, the renju rule's or (--for gomoku) those of
	// freestyle and standard.
	ep := &prm.Params
	if r.rules == "gomoku" {
		if prm.GomokuEval == nil {
			g := prm.Params
			prm.GomokuEval = &g
		}
		ep = prm.GomokuEval
	}
	if r.shift >= 0 {
		ep.SetShift(uint(r.shift))
	}
	w := renjueval.Weights(ep)
	// The weights are fitted in their stored units: the logistic scale of
	// the leaf's score times 2^Shift.
	unit := float64(int(1) << ep.Shift)
	scale := r.scale * unit
	if scale == 0 {
		scale = renjueval.FitScale(train, &w)
	}
	if label != nil {
		// The searches score in the leaf's units, the weights in 2^Shift
		// of them.
		renjueval.MixLabels(train, scale/unit, r.lambda)
		renjueval.MixLabels(valid, scale/unit, r.lambda)
		src := fmt.Sprintf("depth-%d search", r.depth)
		if r.gameScores {
			src = "the games' own search scores"
		}
		fmt.Fprintf(errOut, "labels: %.2f result + %.2f %s\n", r.lambda, 1-r.lambda, src)
	}
	before, vBefore := renjueval.Loss(train, &w, scale), renjueval.Loss(valid, &w, scale)
	fmt.Fprintf(errOut, "scale %.1f; loss %.5f (validation %.5f)\n", scale/unit, before, vBefore)
	var mask *[renjueval.NumFeatures]bool
	if r.fit == "points" {
		mask = renjueval.PointsMask()
	}
	err = renjueval.FitMasked(train, &w, mask, scale, r.rate, r.l2, r.step, func(s int, loss float64) {
		fmt.Fprintf(errOut, "step %d: loss %.5f (validation %.5f)\n", s, loss, renjueval.Loss(valid, &w, scale))
	})
	if err != nil {
		return err
	}
	own := [4]int32{ep.OwnThree, ep.OwnFour, ep.OppThree, ep.OppFour}
	renjueval.SetWeights(ep, &w)
	if mask != nil {
		// The capped count terms stay beside a fitted table.
		ep.OwnThree, ep.OwnFour, ep.OppThree, ep.OppFour = own[0], own[1], own[2], own[3]
	}
	js, err := json.MarshalIndent(prm, "", "  ")
	if err != nil {
		return err
	}
	fmt.Fprintf(errOut, "loss %.5f -> %.5f, validation %.5f -> %.5f; written to %s\n",
		before, renjueval.Loss(train, &w, scale), vBefore, renjueval.Loss(valid, &w, scale), r.out)
	return os.WriteFile(r.out, append(js, '\n'), 0o644)
}

// startParams checks the flags and returns the weights the fit starts
// from: the --params file's, or the built-in ones.
func (r *renjuTrainFlags) startParams() (renjusearch.Params, error) {
	if r.out == "" {
		return renjusearch.Params{}, usagef("--out is required")
	}
	prm := renjusearch.DefaultParams()
	if r.params != "" {
		if err := engine.LoadParams(r.params, &prm); err != nil {
			return prm, err
		}
	}
	if r.depth < 0 || r.depth > 20 || r.lambda < 0 || r.lambda > 1 {
		return prm, usagef("--search-depth must be 0..20 and --lambda 0..1")
	}
	if r.depth > 0 && r.gameScores {
		return prm, usagef("--search-depth and --game-scores are two sources of the search label: give one")
	}
	if r.shift > 8 {
		return prm, usagef("--shift must be 0..8 (or -1)")
	}
	if r.rules != "renju" && r.rules != "gomoku" {
		return prm, usagef("--for %q: want renju or gomoku", r.rules)
	}
	if r.fit != "all" && r.fit != "points" {
		return prm, usagef("--fit %q: want all or points", r.fit)
	}
	if r.labelScale <= 0 || r.scale < 0 {
		return prm, usagef("--label-scale must be positive and --scale not negative")
	}
	return prm, nil
}

// readAllRenjuSamples is readRenjuSamples over several games.jsonl files,
// their samples in the order of the files.
func readAllRenjuSamples(files []string, skip, every int, label positionLabel) (train, valid []renjueval.TrainSample, err error) {
	for _, f := range files {
		t, v, err := readRenjuSamples(f, skip, every, label)
		if err != nil {
			return nil, nil, err
		}
		train, valid = append(train, t...), append(valid, v...)
	}
	return train, valid, nil
}

// positionLabel is a search's score of the position b of game g from
// which move next was played, for the side to move (ok false: none).
type positionLabel func(b *renju.Board, g *match.GameRecord, next int) (int32, bool)

// searchLabel returns a labeller that searches a position to depth with
// the default engine and reports its score (not for proven results).
func searchLabel(depth int) positionLabel {
	s := renjusearch.NewSearcher(18)
	return func(b *renju.Board, _ *match.GameRecord, _ int) (int32, bool) {
		// The node cap bounds the threat solvers' share too (a depth alone
		// leaves them their large default budgets).
		r := s.Search(context.Background(), b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: depth, Nodes: 200_000, Threads: 1}})
		if !r.HasBest || r.Score.IsMate() {
			return 0, false
		}
		return int32(r.Score.Value), true
	}
}

// gameScoreLabel returns a labeller that reads the score the engine to
// move reported in the game for its move from the position (bitban
// match records it), a proven result as ±mateScore; a move played
// without a score (a forced one) gives none.
func gameScoreLabel(mateScore int) positionLabel {
	return func(_ *renju.Board, g *match.GameRecord, next int) (int32, bool) {
		if next >= len(g.Scores) || g.Scores[next] == "" {
			return 0, false
		}
		v, mate, ok := match.ParseGomocupValue(g.Scores[next])
		switch {
		case !ok:
			return 0, false
		case mate && v > 0:
			return int32(mateScore), true
		case mate:
			return int32(-mateScore), true
		}
		return int32(v), true
	}
}

// readRenjuSamples reads the games of a games.jsonl file: the statically
// scored positions after the first skip moves of each, labelled with the
// result for the side to move; every every-th game goes to valid.
func readRenjuSamples(path string, skip, every int, label positionLabel) (train, valid []renjueval.TrainSample, err error) {
	tr := renjusearch.NewTrainer()
	err = forEachRenjuPosition(path, skip, func(line int, g *match.GameRecord, next int, b *renju.Board, black float64) {
		x, ok := tr.Sample(b)
		if !ok {
			return
		}
		res := black
		if b.SideToMove() == renju.White {
			res = 1 - black
		}
		s := renjueval.TrainSample{X: x, Result: res}
		if label != nil {
			sc, ok := label(b, g, next)
			if !ok {
				return
			}
			s.Score, s.HasScore = sc, true
		}
		if every > 0 && line%every == 0 {
			valid = append(valid, s)
		} else {
			train = append(train, s)
		}
	})
	return train, valid, err
}

// readRenjuLabels reads a labels file of bitban renju label: each scored
// position the search scores statically becomes a sample whose target is
// the win probability of its score on the labelling engine's scale; every
// every-th line goes to valid.
func readRenjuLabels(path string, every int, scale float64, mateScore int) (train, valid []renjueval.TrainSample, err error) {
	tr := renjusearch.NewTrainer()
	line := 0
	err = scanLines(path, func(text []byte) error {
		line++
		p, err := parseRenjuPosition(string(text))
		if err != nil || !p.scored {
			return err
		}
		b, err := renju.NewBoard(p.size, renjuRules[p.game])
		if err == nil {
			err = b.PlayMoves(p.stones)
		}
		if err != nil {
			return err
		}
		x, ok := tr.Sample(b)
		if !ok {
			return nil
		}
		sc := p.score
		switch {
		case p.mate > 0:
			sc = mateScore
		case p.mate < 0:
			sc = -mateScore
		}
		s := renjueval.TrainSample{X: x, Result: 1 / (1 + math.Exp(-float64(sc)/scale))}
		if every > 0 && line%every == 0 {
			valid = append(valid, s)
		} else {
			train = append(train, s)
		}
		return nil
	})
	return train, valid, err
}

// renjuRules are the rules of the renju games of match records.
var renjuRules = map[string]renju.Rule{"renju": renju.Renju, "gomoku": renju.Freestyle, "standard": renju.Standard}

// forEachRenjuPosition replays the finished games of a games.jsonl file
// (renju, gomoku or standard) and calls fn with every position after the
// opening and the first skip moves: the file's line, the game, the board
// (fn must not keep it), the index in g.Moves of the move played from it,
// and the game's result for Black (1, 0.5, 0).
func forEachRenjuPosition(path string, skip int, fn func(line int, g *match.GameRecord, next int, b *renju.Board, black float64)) error {
	line := 0
	return scanLines(path, func(text []byte) error {
		line++
		var g match.GameRecord
		if err := json.Unmarshal(text, &g); err != nil {
			return err
		}
		black, finished := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}[g.Result]
		if !finished {
			return nil // unfinished or unknown
		}
		b, size, err := renjuGameStart(&g)
		if err != nil {
			return err
		}
		for i, mv := range g.Moves {
			p, err := renju.ParseGomocup(strings.TrimSpace(mv), size)
			if err == nil {
				err = b.Place(p)
			}
			if err != nil {
				break // the losing move of a forfeit, or a record's end
			}
			if i >= skip {
				fn(line, &g, i+1, b, black)
			}
		}
		return nil
	})
}

// renjuGameStart is the board of a renju match game after its opening,
// and the board's size.
func renjuGameStart(g *match.GameRecord) (*renju.Board, int, error) {
	rule, ok := renjuRules[g.Game]
	if !ok {
		return nil, 0, fmt.Errorf("game %q is not renju, gomoku or standard", g.Game)
	}
	op, err := match.ParseOpening(g.Game, g.Opening)
	if err != nil {
		return nil, 0, fmt.Errorf("opening: %v", err)
	}
	b, err := renju.NewBoard(op.Size, rule)
	if err != nil {
		return nil, 0, err
	}
	if err := b.PlayMoves(op.Points); err != nil {
		return nil, 0, fmt.Errorf("opening: %v", err)
	}
	return b, op.Size, nil
}
