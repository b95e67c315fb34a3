package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/match"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// `bitban renju label`: positions of match games scored by a Gomocup
// brain, the labels of bitban renju train --labels.
func init() {
	renjuGroup().AddCommand(newRenjuLabelCmd())
}

const renjuLabelLong = `label reads the games.jsonl files of bitban match (renju, gomoku or
standard games), takes every position after the opening and the first
--skip moves that the search scores statically (no five to make or
block, no straight four to play; every --every-th of them), has a Gomocup
brain search each under --limit, and writes one line per position:

    renju 15 h8h9h10g9i9 -76

the game, the board size, the stones in the order played (Black first;
the side to move is the colour of the next stone) and the brain's score
for the side to move in its own units, or "none" when it answered
without a score or with a proven result. bitban renju train --labels
fits the evaluation to these scores.

--engine is a bitban match engine: 'name=rapfi cmd=pbrain-rapfi
dir=RAPFI_DIR option.thread_num=1' (cmd=self runs this program's brain);
the brain is told the game's rule. --jobs brains search at once. --out
is appended to: when it already holds lines, that many positions are
skipped, so an interrupted run (Ctrl-C) continues where it stopped.

--openings FILE scores the openings of a bitban match --openings file
instead (each position after its last stone, in --game's rule; --every
applies, --skip does not): with
Rapfi as the judge, the openings it rates near 0 are a balanced set for
matches whose games the openings would otherwise decide.`

// renjuLabelOptions are the flags of bitban renju label.
type renjuLabelOptions struct {
	engine, limit, out string
	openings, game     string
	jobs, every, skip  int
}

func newRenjuLabelCmd() *cobra.Command {
	o := renjuLabelOptions{limit: "movetime=100ms", jobs: 1, every: 1, skip: 2, game: "renju"}
	cmd := &cobra.Command{
		Use:   "label --engine SPEC --out FILE [--limit movetime=D|depth=N|nodes=N] [--jobs N] (GAMES.jsonl... | --openings FILE [--game G])",
		Short: "Score positions of match games with a Gomocup brain (labels for bitban renju train)",
		Long:  renjuLabelLong,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRenjuLabel(cmd, o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.engine, "engine", "", "the Gomocup brain that scores (a bitban match --engine value)")
	f.StringVar(&o.limit, "limit", o.limit, "search limit of each position: movetime=D, depth=N or nodes=N")
	f.IntVar(&o.jobs, "jobs", o.jobs, "brain processes searching at once")
	f.IntVar(&o.every, "every", o.every, "keep every N-th position of the input")
	f.IntVar(&o.skip, "skip", o.skip, "moves after the opening left out of each game")
	f.StringVar(&o.out, "out", "", "file to append the scored positions to")
	f.StringVar(&o.openings, "openings", "", "score the openings of this file (bitban match --openings form) instead of games")
	f.StringVar(&o.game, "game", o.game, "the openings' game: renju, gomoku or standard")
	return cmd
}

func runRenjuLabel(cmd *cobra.Command, o renjuLabelOptions, args []string) error {
	if o.out == "" || o.engine == "" {
		return usagef("--engine and --out are required")
	}
	if o.jobs < 1 || o.every < 1 || o.skip < 0 {
		return usagef("--jobs and --every must be at least 1, --skip at least 0")
	}
	spec, tc, err := parseAnalysisEngine("--engine", o.engine, "--limit", o.limit)
	if err != nil {
		return err
	}
	var pos []renjuPosition
	switch {
	case o.openings != "" && len(args) > 0:
		return usagef("give --openings or game files, not both")
	case o.openings != "":
		pos, err = readRenjuOpenings(o.openings, o.game, o.every)
	case len(args) == 0:
		return usagef("no games.jsonl file (or --openings FILE) to label")
	default:
		pos, err = readRenjuPositions(args, o.skip, o.every)
	}
	if err != nil {
		return err
	}
	exe, _ := os.Executable()
	a := renjuAnalyst{spec: spec, tc: tc, exe: exe}
	return labelToFile(cmd.ErrOrStderr(), o.out, pos, o.jobs, a.start, renjuPosition.String, spec.Name, o.limit)
}

// renjuPosition is one labelled position: the game (renju, gomoku,
// standard), the board size, the stones in order and the score for the
// side to move (scored false: none), or a proven result in mate plies
// (positive: the side to move wins).
type renjuPosition struct {
	game   string
	size   int
	stones []renju.Point
	score  int
	mate   int
	scored bool
}

// String is the position's line of a labels file.
func (p renjuPosition) String() string {
	sc := "none"
	switch {
	case p.scored && p.mate > 0:
		sc = fmt.Sprintf("+M%d", p.mate)
	case p.scored && p.mate < 0:
		sc = fmt.Sprintf("-M%d", -p.mate)
	case p.scored:
		sc = strconv.Itoa(p.score)
	}
	return fmt.Sprintf("%s %d %s %s", p.game, p.size, strings.ToLower(renju.FormatMoves(p.stones, p.size)), sc)
}

// parseRenjuPosition reads a line of a labels file.
func parseRenjuPosition(line string) (renjuPosition, error) {
	f := strings.Fields(line)
	if len(f) != 4 {
		return renjuPosition{}, fmt.Errorf("want 4 fields (game size stones score), got %d", len(f))
	}
	p := renjuPosition{game: f[0]}
	if _, ok := renjuRules[f[0]]; !ok {
		return p, fmt.Errorf("game %q: want renju, gomoku or standard", f[0])
	}
	size, err := strconv.Atoi(f[1])
	if err != nil || size < 5 || size > renju.MaxSize {
		return p, fmt.Errorf("size %q: want 5..%d", f[1], renju.MaxSize)
	}
	p.size = size
	if p.stones, err = renju.ParseMoves(f[2], size); err != nil {
		return p, err
	}
	if f[3] != "none" {
		v, mate, ok := match.ParseGomocupValue(f[3])
		if !ok || (mate && v == 0) {
			return p, fmt.Errorf("score %q: want an integer, +M<plies>, -M<plies> or none", f[3])
		}
		if mate {
			p.mate = v
		} else {
			p.score = v
		}
		p.scored = true
	}
	return p, nil
}

// readRenjuPositions reads the statically scored positions of games.jsonl
// files (forEachRenjuPosition), every every-th of them. A finished
// position (a full board, or only Black's forbidden points left) has no
// move to search: a brain asked for one answers with an error, not a
// move, so it is left out.
func readRenjuPositions(files []string, skip, every int) ([]renjuPosition, error) {
	var out []renjuPosition
	tr := renjusearch.NewTrainer()
	n := 0
	for _, path := range files {
		err := forEachRenjuPosition(path, skip, func(_ int, g *match.GameRecord, _ int, b *renju.Board, _ float64) {
			if _, ok := tr.Sample(b); !ok || b.Outcome().Over {
				return
			}
			if n++; (n-1)%every != 0 {
				return
			}
			out = append(out, renjuPosition{game: g.Game, size: b.Size(), stones: append([]renju.Point(nil), b.History()...)})
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// readRenjuOpenings reads an openings file as positions of game, each
// after its last stone (every every-th of them).
func readRenjuOpenings(path, game string, every int) ([]renjuPosition, error) {
	if _, ok := renjuRules[game]; !ok {
		return nil, usagef("--game %q: want renju, gomoku or standard", game)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ops, err := match.ReadOpenings(f, game)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var pos []renjuPosition
	for i := 0; i < len(ops); i += every {
		pos = append(pos, renjuPosition{game: game, size: ops[i].Size, stones: ops[i].Points})
	}
	return pos, nil
}

// renjuAnalyst starts Gomocup brains that score positions.
type renjuAnalyst struct {
	spec match.EngineSpec
	tc   match.TC
	exe  string
}

// start runs one brain; its analyse scores one position. The brain is
// restarted when the game or the board size changes.
func (a renjuAnalyst) start(ctx context.Context) (analyse func(context.Context, renjuPosition) (renjuPosition, error), stop func(), err error) {
	var e *match.GomocupAnalyser
	var game string
	var size int
	wait := time.Minute
	if a.tc.Kind == match.TCMoveTime {
		wait = a.tc.MoveTime + 5*time.Second
	}
	closeBrain := func() {
		if e != nil {
			e.Close()
			e = nil
		}
	}
	return func(ctx context.Context, p renjuPosition) (renjuPosition, error) {
		if e == nil || p.game != game || p.size != size {
			closeBrain()
			var err error
			if e, err = match.StartGomocupAnalyser(ctx, a.spec, a.exe, p.game, p.size, nil); err != nil {
				e = nil
				return p, err
			}
			game, size = p.game, p.size
		}
		r, err := e.Analyse(ctx, p.stones, a.tc, wait)
		if err != nil {
			return p, fmt.Errorf("%s: %v", p, err)
		}
		p.score, p.mate, p.scored = r.Value, r.Mate, r.HasScore
		if r.IsMate && r.Mate == 0 {
			p.scored = false // a proven result without a distance
		}
		return p, nil
	}, closeBrain, nil
}
