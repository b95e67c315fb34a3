package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"bitban/match"
	shogieval "bitban/shogi/eval"
)

// `bitban shogi label`: training positions scored again by another USI
// engine (labels independent of our own search).
func init() {
	shogiGroup().AddCommand(newShogiLabelCmd())
}

// labelOptions are the flags of bitban shogi label.
type labelOptions struct {
	engine    string
	limit     string
	jobs      int
	every     int
	mateScore int
	out       string
}

func newShogiLabelCmd() *cobra.Command {
	o := labelOptions{limit: "nodes=30000", jobs: 1, every: 1, mateScore: 5000}
	cmd := &cobra.Command{
		Use:   "label --engine SPEC --out FILE [--limit nodes=N|depth=N|movetime=D] [--jobs N] [--every N] DATA...",
		Short: "Score training positions again with any USI engine (labels for bitban shogi train)",
		Long: `label reads the positions of bitban shogi data files (or the games.jsonl
records of bitban match, like train), searches each with a USI engine
under --limit and writes it again in the data format with the engine's
score in place of the old one (the game result and number are kept), so
that bitban shogi train can fit the evaluation to another engine's deeper
searches instead of our own.

--engine is a bitban match engine: 'name=yo cmd=/path/YaneuraOu
option.Threads=1 option.BookFile=no_book' (cmd=self runs this program's
USI engine). --jobs engine processes search at once. A mate is written as
±--mate-score. --every N keeps every N-th position. --out is appended to:
when it already holds lines, that many positions are skipped, so an
interrupted run (Ctrl-C) continues where it stopped.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runShogiLabel(cmd, o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.engine, "engine", "", "the USI engine that scores (a bitban match --engine value)")
	f.StringVar(&o.limit, "limit", o.limit, "search limit of each position: nodes=N, depth=N or movetime=D")
	f.IntVar(&o.jobs, "jobs", o.jobs, "engine processes searching at once")
	f.IntVar(&o.every, "every", o.every, "keep every N-th position of the input")
	f.IntVar(&o.mateScore, "mate-score", o.mateScore, "centipawns written for a mate (negated when mated)")
	f.StringVar(&o.out, "out", "", "data file to append the scored positions to")
	return cmd
}

func runShogiLabel(cmd *cobra.Command, o labelOptions, args []string) error {
	if o.out == "" || o.engine == "" {
		return usagef("--engine and --out are required")
	}
	if o.jobs < 1 || o.every < 1 {
		return usagef("--jobs and --every must be at least 1")
	}
	spec, tc, err := parseAnalysisEngine("--engine", o.engine, "--limit", o.limit)
	if err != nil {
		return err
	}
	samples, err := readShogiSamples(args, o.every, "")
	if err != nil {
		return err
	}
	exe, _ := os.Executable()
	a := shogiAnalyst{spec: spec, tc: tc, exe: exe, mate: o.mateScore}
	return labelToFile(cmd.ErrOrStderr(), o.out, samples, o.jobs, a.start, shogieval.DataSample.String, spec.Name, o.limit)
}

// parseAnalysisEngine reads the engine flag (a bitban match --engine
// value) and the limit flag (depth, nodes or movetime) of a command that
// has an engine analyse positions; errors are usage errors naming the flag.
func parseAnalysisEngine(engineFlag, spec, limitFlag, limit string) (match.EngineSpec, match.TC, error) {
	e, err := match.ParseEngineSpec(spec)
	if err != nil {
		return e, match.TC{}, usagef("%s: %v", engineFlag, err)
	}
	tc, err := match.ParseTC(limit)
	if err != nil || !tc.IsSearchLimit() {
		return e, tc, usagef("%s %q: want nodes=N, depth=N or movetime=D", limitFlag, limit)
	}
	return e, tc, nil
}

// countLines is the number of lines of path (0 when it does not exist).
func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		n++
	}
	return n, sc.Err()
}

// shogiAnalyst starts USI engine processes that score data samples.
type shogiAnalyst struct {
	spec match.EngineSpec
	tc   match.TC
	exe  string
	mate int
}

// start runs one engine; its analyse scores one sample.
func (a shogiAnalyst) start(ctx context.Context) (analyse func(context.Context, shogieval.DataSample) (shogieval.DataSample, error), stop func(), err error) {
	e, err := match.StartUSIAnalyser(ctx, a.spec, a.exe, nil)
	if err != nil {
		return nil, nil, err
	}
	wait := time.Minute
	if a.tc.Kind == match.TCMoveTime {
		wait = a.tc.MoveTime + 5*time.Second
	}
	return func(ctx context.Context, s shogieval.DataSample) (shogieval.DataSample, error) {
		r, err := e.Analyse(ctx, "sfen "+s.SFEN, a.tc, wait)
		if err != nil {
			return s, fmt.Errorf("%s: %v", s.SFEN, err)
		}
		s.Score = r.Centipawns(a.mate)
		return s, nil
	}, e.Close, nil
}
