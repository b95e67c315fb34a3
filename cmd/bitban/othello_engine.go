package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/engine"
	"bitban/othello"
	othelloeval "bitban/othello/eval"
	"bitban/othello/nboard"
	othellosearch "bitban/othello/search"
	"bitban/work"
)

func init() {
	g := othelloGroup()
	g.AddCommand(newOthelloSolveCmd(), newOthelloNBoardCmd(), newOthelloPlayCmd())
	registerBench(benchRow{Game: "othello", Name: "solve FFO #40-#44 (#40 quick; the 256 MB table's allocation and clearing not timed)", Unit: "nodes", Timed: benchOthelloSolve, Threaded: true})
	registerBench(benchRow{Game: "othello", Name: "time to depth 16, 4 openings (12 quick)", Unit: "nodes", RunThreads: benchOthelloDepth})
}

// ---- solve --------------------------------------------------------------

type othelloSolveResult struct {
	N        int     `json:"n"`
	Move     string  `json:"move"`
	Score    int     `json:"score"`
	WLD      string  `json:"wld,omitempty"`
	Nodes    uint64  `json:"nodes"`
	Seconds  float64 `json:"seconds"`
	Expected *int    `json:"expected,omitempty"` // the line's best annotated score, if any
	OK       *bool   `json:"ok,omitempty"`       // score (and move) agree with the annotations
	Pos      string  `json:"pos"`
}

// othelloSolveLong is the help of bitban othello solve.
const othelloSolveLong = `solve reads OBF lines ("<64 chars A1..H8> <X|O>[; annotations]", as in the
FFO suites; - reads standard input), solves each exactly with --threads threads
(default: every CPU; the parallel solver splits the tree between them) and
a cleared table, and prints per position its number, the best move,
the exact final disc differential for the side to move (empties to the
winner), the nodes and the seconds, then the totals. When the line carries
"; MOVE:score" annotations (best first) the result is checked against them.

--wld only decides win, draw or loss (faster); the score printed is then
+1, 0 or -1.
--json prints one JSON object per position:
  {"n":1,"move":"G8","score":18,"nodes":..,"seconds":..,"pos":"..."}
and a last object {"total":true,"positions":..,"nodes":..,"seconds":..}.
Blank lines and lines starting with # are skipped; a bad line is reported on
stderr and the run goes on (exit status 1 at the end).

--distribute solves the positions as units of a work job, one unit per
position, on the workers of a NATS server (--nats) or on local workers; the
seconds are then each worker's (see "bitban work --help").

--params reads the solver's tuning values (othello/search.SolveParams: move
ordering and the selective pre-searches) from a JSON file, fields left out
keeping their defaults: they change the nodes searched, never the score,
which makes the node totals of a fixed suite the measure for tuning them.`

func newOthelloSolveCmd() *cobra.Command {
	var dist distributeFlags
	cmd := &cobra.Command{
		Use:   "solve [--json] [--wld] FILE|-",
		Short: "solve OBF positions exactly (perfect play to the end of the game)",
		Long:  othelloSolveLong,
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			set, err := readSolveSettings(cmd.Flags())
			if err != nil {
				return err
			}
			in, err := openSolveInput(cmd, args[0])
			if err != nil {
				return err
			}
			defer in.Close()
			prm, err := solveParamsFlag(cmd.Flags(), dist.on)
			if err != nil {
				return err
			}
			ev, err := othelloEvalFlag(cmd.Flags(), dist.on)
			if err != nil {
				return err
			}
			var d *distributeFlags
			if dist.on {
				d = &dist
			}
			return othelloSolve(cmd.OutOrStdout(), cmd.ErrOrStderr(), in, set.jsonOut, set.wld, set.mb, set.threads, set.first, prm, ev, d)
		},
	}
	fl := cmd.Flags()
	fl.Bool("json", false, "one JSON object per position")
	fl.Bool("wld", false, "win/draw/loss only")
	fl.Int("hash-mb", 256, "transposition table megabytes")
	fl.Int("first", 1, "number of the first position (e.g. 40 for fforum-40-59.obf)")
	fl.Int("threads", runtime.NumCPU(), "search threads (default: the number of CPUs; a distributed unit uses one)")
	fl.String("params", "", "JSON file of solver parameters (othello/search.SolveParams; missing fields keep their defaults)")
	fl.String("eval", "", evalFlagHelp+"; it orders the moves, so it changes the nodes, never the score")
	dist.add(fl, "")
	return cmd
}

// solveSettings are the flags of othello solve that shape the run, read
// and checked.
type solveSettings struct {
	jsonOut, wld       bool
	mb, threads, first int
}

// readSolveSettings reads --json, --wld, --hash-mb, --first and --threads
// and checks their ranges (threads, then table size, then first number).
func readSolveSettings(fl *pflag.FlagSet) (solveSettings, error) {
	var s solveSettings
	s.jsonOut, _ = fl.GetBool("json")
	s.wld, _ = fl.GetBool("wld")
	s.mb, _ = fl.GetInt("hash-mb")
	s.first, _ = fl.GetInt("first")
	s.threads, _ = fl.GetInt("threads")
	if s.threads < 1 || s.threads > 256 {
		return s, usagef("--threads %d: want 1..256", s.threads)
	}
	if s.mb < 1 || s.mb > 1<<16 {
		return s, usagef("--hash-mb %d: want 1..65536", s.mb)
	}
	if s.first < 1 {
		return s, usagef("--first %d: positions are numbered from 1", s.first)
	}
	return s, nil
}

// openSolveInput opens the OBF input of othello solve: the file at path,
// or standard input for "-" (which Close leaves open).
func openSolveInput(cmd *cobra.Command, path string) (io.ReadCloser, error) {
	if path == "-" {
		return io.NopCloser(cmd.InOrStdin()), nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// solveParamsFlag is the solver's tuning: the defaults, with the fields of
// the --params file over them. --params is refused with --distribute, as
// the workers solve with the defaults.
func solveParamsFlag(fl *pflag.FlagSet, distributed bool) (othellosearch.SolveParams, error) {
	prm := othellosearch.DefaultSolveParams()
	path, _ := fl.GetString("params")
	if path == "" {
		return prm, nil
	}
	if distributed {
		return prm, usagef("--params: not with --distribute (workers solve with the defaults)")
	}
	if err := engine.LoadParams(path, &prm); err != nil {
		return prm, usagef("--params: %v", err)
	}
	if err := prm.Check(); err != nil {
		return prm, usagef("--params: %s: %v", path, err)
	}
	return prm, nil
}

// solveItem is one position of the input.
type solveItem struct {
	n   int // position number (from --first)
	obf othello.OBF
}

// readSolveInput reads the OBF lines; a bad line is reported on errOut and
// counted.
func readSolveInput(errOut io.Writer, in io.Reader, first int) (items []solveItem, bad int, err error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	n, lineNo := first-1, 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		o, err := othello.ParseOBF(line)
		if err == nil && o.Player&o.Opponent != 0 {
			err = fmt.Errorf("overlapping discs")
		}
		if err != nil {
			fmt.Fprintf(errOut, "bitban: line %d: %v\n", lineNo, err)
			bad++
			continue
		}
		items = append(items, solveItem{n: n, obf: o})
	}
	return items, bad, sc.Err()
}

func othelloSolve(out, errOut io.Writer, in io.Reader, jsonOut, wld bool, mb, threads, first int, prm othellosearch.SolveParams, ev *othelloeval.Evaluator, dist *distributeFlags) error {
	items, bad, err := readSolveInput(errOut, in, first)
	if err != nil {
		return err
	}
	rep := &solveReport{out: out, enc: json.NewEncoder(out), jsonOut: jsonOut, wld: wld, bad: bad}
	if dist != nil {
		if err := distributedSolve(errOut, dist, items, wld, mb, rep); err != nil {
			return err
		}
		return rep.finish()
	}
	s := othellosearch.NewSolver(mb)
	s.SetParams(prm)
	if ev != nil {
		s.SetEval(ev)
	}
	s.SetThreads(threads)
	s.Prepare() // the table's pages are written before the first timed solve, as the clears between solves did
	for _, it := range items {
		s.ClearTT()
		s.ResetNodes()
		t0 := time.Now()
		var r othellosearch.SolveResult
		if wld {
			r = s.SolveWLD(it.obf.Board)
		} else {
			r = s.Solve(it.obf.Board)
		}
		move := "--" // game over
		if r.Move != -1 {
			move = othello.MoveName(r.Move)
		}
		if err := rep.add(it, move, r.Score, r.Nodes, time.Since(t0).Seconds()); err != nil {
			return err
		}
	}
	return rep.finish()
}

// distributedSolve solves the positions as units of a work job.
func distributedSolve(errOut io.Writer, d *distributeFlags, items []solveItem, wld bool, mb int, rep *solveReport) error {
	if len(items) == 0 {
		return nil
	}
	job := &work.SolveJob{WLD: wld, HashMB: mb}
	for _, it := range items {
		job.Positions = append(job.Positions, othello.FormatOBF(it.obf.Position))
	}
	res, st, err := d.run(errOut, job, nil)
	if err != nil {
		return err
	}
	lines, err := job.Lines(res)
	if err != nil {
		return err
	}
	for i, l := range lines {
		if err := rep.add(items[i], l.Move, l.Score, l.Nodes, l.Seconds); err != nil {
			return err
		}
	}
	fmt.Fprintf(errOut, "distributed: %d units, %d resumed, workers spent %.1f s\n", st.Units, st.Resumed, st.WorkerSeconds)
	return nil
}

// solveReport prints each solved position, checks it against the line's
// annotations and keeps the totals.
type solveReport struct {
	out             io.Writer
	enc             *json.Encoder
	jsonOut, wld    bool
	bad, mismatches int
	solved          int
	nodes           uint64
	seconds         float64
}

func (r *solveReport) add(it solveItem, move string, score int, nodes uint64, sec float64) error {
	res := othelloSolveResult{N: it.n, Move: move, Score: score, Nodes: nodes, Seconds: sec, Pos: othello.FormatOBF(it.obf.Position)}
	if r.wld {
		res.Score = sign(score)
		res.WLD = map[int]string{1: "win", 0: "draw", -1: "loss"}[res.Score]
	}
	if ms := it.obf.Scores; len(ms) > 0 {
		best := ms[0].Score
		ok := false
		if r.wld {
			ok = sign(best) == res.Score
		} else {
			for _, m := range ms {
				if m.Score == best && othello.MoveName(m.Move) == move {
					ok = score == best
				}
			}
		}
		res.Expected, res.OK = &best, &ok
		if !ok {
			r.mismatches++
		}
	}
	r.nodes += nodes
	r.seconds += sec
	r.solved++
	if r.jsonOut {
		return r.enc.Encode(res)
	}
	check := ""
	if res.OK != nil {
		check = "  ok"
		if !*res.OK {
			check = fmt.Sprintf("  MISMATCH (expected %+d)", *res.Expected)
		}
	}
	text := fmt.Sprintf("%+d", res.Score)
	if r.wld {
		text = res.WLD
	}
	_, err := fmt.Fprintf(r.out, "#%-3d %-2s %4s  nodes %12d  %8.3f s  %s%s\n", it.n, move, text, nodes, sec, humanRate(rate(nodes, sec)), check)
	return err
}

// finish prints the totals; unreadable lines or results differing from the
// annotations make it an error (exit status 1).
func (r *solveReport) finish() error {
	if r.jsonOut {
		if err := r.enc.Encode(map[string]any{"total": true, "positions": r.solved, "nodes": r.nodes, "seconds": r.seconds}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(r.out, "total: %d positions, %d nodes, %.3f s, %s nodes/s\n", r.solved, r.nodes, r.seconds, humanRate(rate(r.nodes, r.seconds)))
	}
	if r.bad > 0 || r.mismatches > 0 {
		return fmt.Errorf("%d unreadable line(s), %d result(s) differing from the annotations", r.bad, r.mismatches)
	}
	return nil
}

func rate(n uint64, sec float64) float64 {
	if sec <= 0 {
		return 0
	}
	return float64(n) / sec
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// benchOthelloSolve solves FFO #40-#44 (quick: #40) from the embedded copy
// of the suite lines.
func benchOthelloSolve(quick bool, threads int) (uint64, time.Duration, error) {
	lines := ffoBenchLines
	if quick {
		lines = lines[:1]
	}
	s := othellosearch.NewSolver(256)
	s.SetThreads(threads)
	s.Prepare()
	var nodes uint64
	var spent time.Duration
	for i, l := range lines {
		o, err := othello.ParseOBF(l)
		if err != nil {
			return 0, 0, err
		}
		s.ClearTT()
		s.ResetNodes()
		t0 := time.Now()
		r := s.Solve(o.Board)
		spent += time.Since(t0)
		if r.Score != o.Scores[0].Score {
			return 0, 0, fmt.Errorf("FFO #%d: score %d, want %d", 40+i, r.Score, o.Scores[0].Score)
		}
		nodes += r.Nodes
	}
	return nodes, spent, nil
}

// benchOthelloDepth searches four XOT openings to a fixed depth, each with
// fresh tables: the time is what threads change.
func benchOthelloDepth(quick bool, threads int) (uint64, error) {
	depth := 16
	if quick {
		depth = 12
	}
	var nodes uint64
	for _, line := range []string{"f5f4d3c4b5d6c5c2", "f5f4c3e6f6c6d7g6", "f5d6c4f4g4e3e6e7", "f5f6e6f4e3c5c4e7c6e2"} {
		p, _, err := othello.ParseTranscript(othello.StartPosition(), line)
		if err != nil {
			return 0, err
		}
		e := othellosearch.NewEngine(64)
		r := e.Search(context.Background(), p, engine.Request[int]{Limits: engine.Limits{Depth: depth, Threads: threads}})
		nodes += r.Nodes
	}
	return nodes, nil
}

// ffoBenchLines are FFO #40-#44, copied verbatim from
// testdata/othello/fforum-40-59.obf (a test checks they still match).
var ffoBenchLines = []string{
	"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; D8:+34; C1:+30; B1:+30; G7:+28; D7:+28; C6:+28; F7:+26; A6:+24;",
	"-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2; F8:-2; G5:-4; B7:-6; G7:-8; G1:-12; A2:-14; A7:-18; B2:-34;",
	"--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X; G2:+6; A4:+0; C6:-2; C7:-4; C2:-4; D2:-6; B5:-8; B2:-10; B6:-10;",
	"--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O; G3:-12; C7:-12; H4:-22; G7:-28; G2:-30; B1:-36;",
	"--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O; D2:-14; B8:-14; G2:-18; G6:-18; F1:-22; A7:-24; B7:-26; G5:-28; G8:-28; C8:-28;",
}

// ---- nboard -------------------------------------------------------------

func newOthelloNBoardCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "nboard [--depth N] [--time S] [--solve-empties N] [--threads N] [--params FILE] [--book FILE | --no-book]",
		Short: "speak the NBoard protocol on stdin/stdout (for the NBoard GUI)",
		Long: `nboard runs the engine side of the NBoard protocol: commands on standard
input, answers on standard output, one line each, flushed. Point the NBoard
GUI (or any NBoard client) at "bitban othello nboard".

Supported: nboard, set depth, set game <GGF>, set contempt, move <mv>[/eval/time],
hint N, go, analyze, ping N, learn, quit; status and nodestats lines while
thinking. An exactly solved hint shows its depth as 100%.
--depth is the initial search depth (the GUI usually sets it), bounded by the
game's clock (the GGF TI tag less the recorded move times); --time uses a
fixed time per move instead; --solve-empties is where the exact solver takes
over (default: depth+8, at most 22); --threads sets the search threads
(default 1, as engine matches expect; more use Lazy SMP); --params reads the midgame search's
tunable values from a JSON file (othello/search.Params, e.g.
{"ProbCutT": 1.5}; missing fields keep their defaults).

The opening book: in a position of the book, go plays the book's best
move at once (its book score as the eval, after a "status book move"
line) and hint lists the book's moves as NBoard's "book" lines before
searching the others. The book shipped inside the program is used unless
--book FILE names another (built by "bitban othello book build") or
--no-book turns it off (for example to measure the search alone in a
match).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			fl := cmd.Flags()
			depth, _ := fl.GetInt("depth")
			secs, _ := fl.GetFloat64("time")
			se, _ := fl.GetInt("solve-empties")
			if depth < 1 || depth > 60 {
				return usagef("--depth %d: want 1..60", depth)
			}
			if secs < 0 || secs > 86400 || secs != secs {
				return usagef("--time %v: want 0..86400 seconds", secs)
			}
			if se < 0 || se > 60 {
				return usagef("--solve-empties %d: want 0..60", se)
			}
			threads, _ := fl.GetInt("threads")
			if threads < 1 || threads > 256 {
				return usagef("--threads %d: want 1..256", threads)
			}
			bk, err := othelloBookFlag(fl)
			if err != nil {
				return err
			}
			ev, err := othelloEvalFlag(fl, false)
			if err != nil {
				return err
			}
			opts := nboard.Options{Depth: depth, MoveTime: time.Duration(secs * float64(time.Second)), SolveEmpties: se, Threads: threads, Book: bk, Eval: ev}
			if opts.Params, err = othelloSearchParamsFlag(fl); err != nil {
				return err
			}
			return nboard.Run(cmd.InOrStdin(), cmd.OutOrStdout(), opts)
		},
	}
	fl := cmd.Flags()
	fl.Int("depth", 12, "initial search depth")
	fl.Float64("time", 0, "seconds per move (0: use the depth)")
	fl.Int("solve-empties", 0, "exact solve at or below this many empties (0: depth-dependent)")
	fl.Int("threads", 1, "search threads")
	fl.String("params", "", "JSON file of midgame search parameters (othello/search.Params; missing fields keep their defaults)")
	fl.String("eval", "", evalFlagHelp)
	addOthelloBookFlags(fl)
	return cmd
}

// othelloSearchParamsFlag reads --params, the midgame search's
// parameters (othello/search.Params over the defaults); nil without it.
func othelloSearchParamsFlag(fl *pflag.FlagSet) (*othellosearch.Params, error) {
	path, _ := fl.GetString("params")
	if path == "" {
		return nil, nil
	}
	p := othellosearch.DefaultParams()
	if err := engine.LoadParams(path, &p); err != nil {
		return nil, usagef("--params: %v", err)
	}
	if err := p.Check(); err != nil {
		return nil, usagef("--params: %s: %v", path, err)
	}
	return &p, nil
}
