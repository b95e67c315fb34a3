package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/engine"
	"bitban/match"
	"bitban/othello"
	othelloeval "bitban/othello/eval"
	othellosearch "bitban/othello/search"
)

// `bitban othello quality make|run`: the move-quality set of positions from
// self-play with every legal move solved exactly, and the measure of the
// engine's choices on it (the mean loss in discs against perfect play).

func init() {
	q := newGroup("quality", "move-quality set: make it (self-play + exact solves), run the engine on it",
		`A move-quality set holds positions from self-play games with the exact
score of every legal move (from the exact solver). "make" builds one,
"run" plays the engine on each position and reports how many discs its
choices lose against the best move.

The file is OBF lines in the form of the FFO suites, one position a line,
with an annotation for every legal move, best first:
  <64 squares A1..H8> <X|O>; F5:+4; D6:+2; C3:-6;
each score the exact final disc differential after that move with perfect
play, from the mover's view, empties going to the winner. Lines starting
with # are comments (the header says how the set was made). The shipped
set is testdata/othello/quality-60.txt; "bitban othello solve" reads it too
and checks each line's best score.`)
	q.AddCommand(newOthelloQualityMakeCmd(), newOthelloQualityRunCmd())
	othelloGroup().AddCommand(q)
}

// ---- make ---------------------------------------------------------------

// qualityMakeSettings are the flags of quality make, read and checked.
type qualityMakeSettings struct {
	out                    string
	positions              int
	minEmpties, maxEmpties int
	openingsPath           string
	openings               []match.Opening // nil: every game from the start position
	randomPlies, depth     int
	seed                   uint64
	threads, hashMB        int
	verbose                bool   // a line per solved move
	resume                 bool   // continue an interrupted make of the same set
	command                string // the command line that made the set, for the header
}

const othelloQualityMakeLong = `make plays self-play games with the engine at a fixed --depth (one thread,
fresh tables each game, no exact solving before the search reaches the
end: the same flags give the same games), takes one
position from each game, and solves every legal move of every position
exactly with --threads threads, writing the set to --out.

Game g starts from opening g mod K of --openings (a file of move strings
or OBF lines, as bitban match reads; without it, the start position),
then --random-plies random legal moves drawn from --seed and g, then the
engine plays both sides. Each game aims at an empties count between
--min-empties and --max-empties still short of its quota (the --positions
spread evenly, the lower counts taking the remainder) and takes the
position with that many empties if the side to move has at least 2 legal
moves and no earlier position is the same up to the board's symmetries.

The positions are then solved from the fewest empties up, each with a
cleared table that is kept between its moves; a line on stderr per
position gives its time and nodes. The file gets a header comment (the
command, the seed, the version and the date), and a comment before each
position saying which game it comes from and what its solve cost; it is
written position by position, so an interrupted run leaves the solved ones,
and --resume continues it: the same flags pick the same positions, so the
positions the file holds are kept (they must be the first of the picks,
and the header's command the same but for --out, --threads and --hash-mb),
an incomplete last record is cut, and the rest is solved and appended.

Solving every move of a position with 30 empties takes minutes with one
thread; the positions with the most empties dominate the time.`

func newOthelloQualityMakeCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "make --out FILE [--resume] [--positions N] [--min-empties N] [--max-empties N] [--openings FILE] [--random-plies N] [--depth N] [--seed N] [--threads N]",
		Short: "build a move-quality set: self-play positions with every legal move solved exactly",
		Long:  othelloQualityMakeLong,
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			ms, err := readQualityMakeSettings(cmd.Flags())
			if err != nil {
				return err
			}
			return othelloQualityMake(cmd.ErrOrStderr(), ms, time.Now())
		},
	}
	fl := cmd.Flags()
	fl.String("out", "", "the set's file (required; overwritten unless --resume)")
	fl.Int("positions", 60, "positions in the set")
	fl.Int("min-empties", 24, "fewest empty squares of a position")
	fl.Int("max-empties", 30, "most empty squares of a position")
	fl.String("openings", "", "openings file (e.g. testdata/othello/xot-openings-48.txt; default: the start position)")
	fl.Int("random-plies", 2, "random legal moves after the opening")
	fl.Int("depth", 6, "the self-play engine's search depth")
	fl.Uint64("seed", 1, "seed of the random plies and of the empties each game aims at")
	fl.Int("threads", 1, "threads of the exact solver")
	fl.Int("hash-mb", 256, "the exact solver's table in megabytes")
	fl.Bool("resume", false, "continue an interrupted make: keep the positions --out already holds (made by the same flags) and solve the rest")
	fl.BoolP("verbose", "v", false, "a line on stderr for every solved move (its score, nodes and seconds)")
	return cmd
}

func readQualityMakeSettings(fl *pflag.FlagSet) (qualityMakeSettings, error) {
	var s qualityMakeSettings
	s.out, _ = fl.GetString("out")
	s.positions, _ = fl.GetInt("positions")
	s.minEmpties, _ = fl.GetInt("min-empties")
	s.maxEmpties, _ = fl.GetInt("max-empties")
	s.openingsPath, _ = fl.GetString("openings")
	s.randomPlies, _ = fl.GetInt("random-plies")
	s.depth, _ = fl.GetInt("depth")
	s.seed, _ = fl.GetUint64("seed")
	s.threads, _ = fl.GetInt("threads")
	s.hashMB, _ = fl.GetInt("hash-mb")
	s.verbose, _ = fl.GetBool("verbose")
	s.resume, _ = fl.GetBool("resume")
	switch {
	case s.out == "":
		return s, usagef("--out is required")
	case s.positions < 1 || s.positions > 10000:
		return s, usagef("--positions %d: want 1..10000", s.positions)
	case s.minEmpties < 2 || s.maxEmpties > 56 || s.minEmpties > s.maxEmpties:
		return s, usagef("--min-empties %d, --max-empties %d: want 2 <= min <= max <= 56", s.minEmpties, s.maxEmpties)
	case s.randomPlies < 0 || s.randomPlies > 56:
		return s, usagef("--random-plies %d: want 0..56", s.randomPlies)
	case s.depth < 1 || s.depth > 30:
		return s, usagef("--depth %d: want 1..30", s.depth)
	case s.threads < 1 || s.threads > 256:
		return s, usagef("--threads %d: want 1..256", s.threads)
	case s.hashMB < 1 || s.hashMB > 1<<16:
		return s, usagef("--hash-mb %d: want 1..65536", s.hashMB)
	}
	if s.openingsPath != "" {
		f, err := os.Open(s.openingsPath)
		if err != nil {
			return s, usagef("--openings: %v", err)
		}
		s.openings, err = match.ReadOpenings(f, "othello")
		f.Close()
		if err != nil {
			return s, usagef("--openings %s: %v", s.openingsPath, err)
		}
	}
	// The command that makes this set again: every flag with its value.
	parts := []string{"bitban othello quality make"}
	fl.VisitAll(func(f *pflag.Flag) {
		if f.Name == "help" || f.Name == "verbose" || f.Name == "resume" || f.Name == "cpuprofile" {
			return
		}
		v := f.Value.String()
		if v == "" || strings.ContainsAny(v, " \t'\"") {
			v = fmt.Sprintf("%q", v)
		}
		parts = append(parts, "--"+f.Name+" "+v)
	})
	s.command = strings.Join(parts, " ")
	return s, nil
}

// qualityPick is a position picked from a self-play game.
type qualityPick struct {
	pos  othello.Position
	game int    // game number (0-based)
	from string // where the game started: "" the start position, else its OBF
	line []int  // the game's moves up to pos (passes included)
}

// qualityQuotas spreads n positions over the empties counts lo..hi: n/k
// each, the lowest n%k counts one more.
func qualityQuotas(n, lo, hi int) map[int]int {
	k := hi - lo + 1
	q := make(map[int]int, k)
	for e := lo; e <= hi; e++ {
		q[e] = n / k
		if e-lo < n%k {
			q[e]++
		}
	}
	return q
}

// qualityKey is a position's key up to the eight symmetries of the board:
// the least (black, white) pair over them, with the side to move.
type qualityKey struct {
	black, white uint64
	turn         othello.Color
}

func symmetricKey(p othello.Position) qualityKey {
	black, white := p.Discs()
	best := qualityKey{^uint64(0), ^uint64(0), p.Turn}
	for s := 0; s < 8; s++ {
		b, w := othello.TransformSquares(black, s), othello.TransformSquares(white, s)
		if b < best.black || b == best.black && w < best.white {
			best.black, best.white = b, w
		}
	}
	return best
}

// qualityPickStats counts what the picking saw.
type qualityPickStats struct {
	games, duplicates, fewMoves, missed int
}

// pickQualityPositions plays the self-play games until every empties count
// has its quota (at most 50 games a position).
func pickQualityPositions(ms qualityMakeSettings) ([]qualityPick, qualityPickStats, error) {
	quota := qualityQuotas(ms.positions, ms.minEmpties, ms.maxEmpties)
	seen := map[qualityKey]bool{}
	var picks []qualityPick
	var st qualityPickStats
	e := othellosearch.NewEngine(16)
	e.Searcher().SolveEmpties = 0 // the depth alone, also near the end (quick tests)
	maxGames := 50*ms.positions + 100
	for g := 0; len(picks) < ms.positions; g++ {
		if g == maxGames {
			return picks, st, fmt.Errorf("only %d of %d positions after %d games (%d duplicates, %d with fewer than 2 moves, %d games ended or passed the count)",
				len(picks), ms.positions, g, st.duplicates, st.fewMoves, st.missed)
		}
		st.games++
		rng := rand.New(rand.NewPCG(ms.seed, uint64(g)))
		var open []int
		for c := ms.minEmpties; c <= ms.maxEmpties; c++ {
			if quota[c] > 0 {
				open = append(open, c)
			}
		}
		target := open[rng.IntN(len(open))]
		pick, err := qualitySelfPlay(e, ms, g, rng, target)
		if err != nil {
			return picks, st, err
		}
		switch {
		case pick == nil:
			st.missed++
		case bits.OnesCount64(pick.pos.Moves()) < 2:
			st.fewMoves++
		case seen[symmetricKey(pick.pos)]:
			st.duplicates++
		default:
			seen[symmetricKey(pick.pos)] = true
			quota[target]--
			picks = append(picks, *pick)
		}
	}
	return picks, st, nil
}

// orderQualityPicks puts the picks in the order they are solved and
// written: the cheap positions first, so that the first lines show what
// the rest costs (stable: by game within an empties count).
func orderQualityPicks(picks []qualityPick) {
	slices.SortStableFunc(picks, func(a, b qualityPick) int { return a.pos.Empties() - b.pos.Empties() })
}

// qualitySelfPlay plays game g up to target empties with the side to move
// having a move; nil if the game ends or the opening is already past it.
func qualitySelfPlay(e *othellosearch.Engine, ms qualityMakeSettings, g int, rng *rand.Rand, target int) (*qualityPick, error) {
	pick := &qualityPick{game: g, pos: othello.StartPosition()}
	if len(ms.openings) > 0 {
		op := ms.openings[g%len(ms.openings)]
		if op.Othello != othello.StartPosition() {
			pick.from = othello.FormatOBF(op.Othello)
		}
		pos, line, err := op.OthelloLine()
		if err != nil {
			return nil, fmt.Errorf("opening line %d: %v", op.Line, err)
		}
		pick.pos, pick.line = pos, line
	}
	play := func(m int) {
		pick.pos = pick.pos.Play(m)
		pick.line = append(pick.line, m)
	}
	for n := 0; n < ms.randomPlies && !pick.pos.GameOver(); {
		m := pick.pos.Moves()
		if m == 0 {
			play(othello.PassMove)
			continue
		}
		for k := rng.IntN(bits.OnesCount64(m)); k > 0; k-- {
			m &= m - 1
		}
		play(bits.TrailingZeros64(m))
		n++
	}
	e.NewGame()
	for {
		switch {
		case pick.pos.GameOver() || pick.pos.Empties() < target:
			return nil, nil
		case pick.pos.Moves() == 0:
			play(othello.PassMove)
			continue
		case pick.pos.Empties() == target:
			return pick, nil
		}
		r := e.Search(context.Background(), pick.pos, engine.Request[int]{Limits: engine.Limits{Depth: ms.depth}})
		if !r.HasBest || !pick.pos.IsLegal(r.Best) {
			return nil, fmt.Errorf("game %d: the engine gave no legal move in %s", g, othello.FormatOBF(pick.pos))
		}
		play(r.Best)
	}
}

// othelloQualityMake picks the positions, solves them and writes the set.
func othelloQualityMake(errOut io.Writer, ms qualityMakeSettings, now time.Time) error {
	t0 := time.Now()
	picks, st, err := pickQualityPositions(ms)
	if err != nil {
		return err
	}
	fmt.Fprintf(errOut, "quality make: %d positions from %d games in %.1f s (%d duplicates, %d with fewer than 2 moves, %d games that ended or passed their count)\n",
		len(picks), st.games, time.Since(t0).Seconds(), st.duplicates, st.fewMoves, st.missed)
	orderQualityPicks(picks)

	f, done, err := openQualityOut(errOut, ms, picks, func(w io.Writer) error {
		return writeQualityHeader(w, ms, len(picks), now)
	})
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	var werr error
	s := othellosearch.NewSolver(ms.hashMB)
	s.SetThreads(ms.threads)
	progress := newProgressLine(errOut, "quality make")
	progress.steps = "moves"
	start := time.Now()
	var total uint64
	for i, p := range picks {
		if werr != nil {
			break
		}
		if i < done {
			continue
		}
		s.ClearTT()
		s.ResetNodes()
		t := time.Now()
		n, done := bits.OnesCount64(p.pos.Moves()), 0
		tm := time.Now()
		scores := s.SolveMoves(p.pos.Board, func(m othello.MoveScore, r othellosearch.SolveResult) {
			done++
			if ms.verbose {
				progress.clear()
				fmt.Fprintf(errOut, "quality make: %d/%d: move %d/%d %s %+d, %s nodes in %.1f s\n",
					i+1, len(picks), done, n, othello.MoveName(m.Move), m.Score, humanRate(float64(r.Nodes)), time.Since(tm).Seconds())
				tm = time.Now()
			}
			progress.report(t, done, n)
		})
		progress.clear()
		sec, nodes := time.Since(t).Seconds(), s.Nodes()
		total += nodes
		game := "moves " + othello.FormatTranscript(p.line)
		if p.from != "" {
			game = "from " + p.from + " " + game
		}
		_, werr = fmt.Fprintf(w, "# %d: %d empties, game %d (%s), %d moves solved in %.1f s, %d nodes\n%s\n",
			i+1, p.pos.Empties(), p.game+1, game, n, sec, nodes, othello.OBF{Position: p.pos, Scores: scores})
		if werr == nil {
			werr = w.Flush()
		}
		fmt.Fprintf(errOut, "quality make: %d/%d: %d empties, %d moves, best %s %+d, %s nodes in %.1f s (%.1f s so far)\n",
			i+1, len(picks), p.pos.Empties(), n, othello.MoveName(scores[0].Move), scores[0].Score, humanRate(float64(nodes)), sec, time.Since(start).Seconds())
	}
	if werr == nil {
		werr = w.Flush()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return werr
	}
	fmt.Fprintf(errOut, "quality make: %d positions written to %s; solving took %.1f s, %d nodes\n", len(picks)-done, ms.out, time.Since(start).Seconds(), total)
	return nil
}

func writeQualityHeader(w io.Writer, ms qualityMakeSettings, n int, now time.Time) error {
	from := "the start position"
	if ms.openingsPath != "" {
		from = fmt.Sprintf("the %d openings of %s (game g: opening g mod %d)", len(ms.openings), ms.openingsPath, len(ms.openings))
	}
	quota := qualityQuotas(ms.positions, ms.minEmpties, ms.maxEmpties)
	var spread []string
	for e := ms.minEmpties; e <= ms.maxEmpties; e++ {
		spread = append(spread, fmt.Sprintf("%d:%d", e, quota[e]))
	}
	_, err := fmt.Fprintf(w, `# bitban Othello move-quality set: %d positions with %d..%d empties from self-play, every legal move solved exactly.
# Made by: %s
# with bitban %s on %s.
# Games: the engine at depth %d against itself (one thread, fresh tables, no exact solving) from %s,
# then %d random legal moves (seed %d, game g's own stream); one position a game, with an empties count still
# short of its quota (empties:positions %s), the side to move having at least 2 legal moves,
# no position twice (up to the board's symmetries). Solved with %d solver thread(s), a %d MB table.
# A line: OBF (64 squares A1..H8 row by row, X black, O white, - empty; the side to move), then every legal
# move with the exact final disc differential after it (perfect play, the mover's view, empties to the
# winner), best first. Read by "bitban othello quality run" and "bitban othello solve".
`, n, ms.minEmpties, ms.maxEmpties, ms.command, version, now.UTC().Format("2006-01-02 15:04 UTC"),
		ms.depth, from, ms.randomPlies, ms.seed, strings.Join(spread, " "), ms.threads, ms.hashMB)
	return err
}

// ---- run ----------------------------------------------------------------

const othelloQualityRunLong = `run reads a move-quality set (see "bitban othello quality make"), lets the
engine choose a move in each position with --time seconds a move (or to
a fixed --depth) and its default settings (fresh 64 MB tables for each
position, the exact solver from 20 empties, --threads threads), looks up
the exact score of the chosen move and prints a line per position:
  #N line L  E empties  best +B MOVE  chose MOVE +S  loss B-S  depth D  T s
(depth D* when the engine's score was exact), then the summary: the mean
loss in discs, how often the engine chose a best move, the worst loss, the
depths and times, and the mean loss by empties. The figure is reported, not
checked: the exit status is 0 unless the file or a flag is bad.

A line of the set that does not parse stops the run with an error naming
the line.`

func newOthelloQualityRunCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "run FILE [--time S | --depth N] [--threads N] [--eval FILE] [--params FILE]",
		Short: "play the engine on a move-quality set and report the mean loss against perfect play",
		Long:  othelloQualityRunLong,
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			fl := cmd.Flags()
			secs, _ := fl.GetFloat64("time")
			depth, _ := fl.GetInt("depth")
			threads, _ := fl.GetInt("threads")
			switch {
			case depth != 0 && fl.Changed("time"):
				return usagef("--time and --depth: give one")
			case secs <= 0 || secs > 86400 || secs != secs:
				return usagef("--time %v: want more than 0, at most 86400 seconds", secs)
			case depth < 0 || depth > 60:
				return usagef("--depth %d: want 1..60", depth)
			case threads < 1 || threads > 256:
				return usagef("--threads %d: want 1..256", threads)
			}
			prm, err := othelloSearchParamsFlag(fl)
			if err != nil {
				return err
			}
			f, err := os.Open(args[0])
			if err != nil {
				return err
			}
			set, err := othellosearch.ReadQualitySet(f)
			f.Close()
			if err != nil {
				return fmt.Errorf("%s: %v", args[0], err)
			}
			lim := engine.Limits{MoveTime: time.Duration(secs * float64(time.Second)), Threads: threads}
			if depth > 0 {
				lim = engine.Limits{Depth: depth, Threads: threads}
			}
			ev, err := othelloEvalFlag(fl, false)
			if err != nil {
				return err
			}
			evName, _ := fl.GetString("eval")
			return othelloQualityRun(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], set, lim, qualityEngine{ev, evName, prm})
		},
	}
	fl := cmd.Flags()
	fl.Float64("time", 1, "seconds a move")
	fl.Int("depth", 0, "search to this depth instead of --time (0: by time)")
	fl.Int("threads", 1, "search threads")
	fl.String("eval", "", evalFlagHelp)
	fl.String("params", "", "JSON file of midgame search parameters (othello/search.Params; missing fields keep their defaults)")
	return cmd
}

// qualityEngine is what quality run changes in the engine: the weights
// (nil: the shipped ones) and the search's parameters (nil: the defaults),
// with the names the header gives.
type qualityEngine struct {
	ev     *othelloeval.Evaluator
	evName string
	params *othellosearch.Params
}

// qualityResult is the engine's choice in one position of the set.
type qualityResult struct {
	q         othellosearch.QualityPosition
	move      int
	best, got int // the best exact score and the chosen move's
	depth     int
	exact     bool
	time      time.Duration
}

func (r qualityResult) loss() int { return r.best - r.got }

func othelloQualityRun(out, errOut io.Writer, path string, set []othellosearch.QualityPosition, lim engine.Limits, qe qualityEngine) error {
	limit := fmt.Sprintf("%.3f s a move", lim.MoveTime.Seconds())
	if lim.Depth > 0 {
		limit = fmt.Sprintf("depth %d", lim.Depth)
	}
	settings := ""
	if qe.ev != nil {
		settings = ", weights " + qe.evName
	}
	if qe.params != nil {
		js, _ := json.Marshal(qe.params)
		settings += ", params " + string(js)
	}
	fmt.Fprintf(out, "quality run: %d positions of %s, %s, %d thread(s)%s\n", len(set), path, limit, max(1, lim.Threads), settings)
	e := othellosearch.NewEngine(64)
	if qe.ev != nil {
		e.Searcher().SetEval(qe.ev)
	}
	if qe.params != nil {
		e.Searcher().Params = *qe.params
	}
	progress := newProgressLine(errOut, "quality run")
	progress.steps = "positions"
	start := time.Now()
	var res []qualityResult
	for i, q := range set {
		e.NewGame()
		r := e.Search(context.Background(), q.Position, engine.Request[int]{Limits: lim})
		got, ok := q.ScoreOf(r.Best)
		if !r.HasBest || !ok {
			return fmt.Errorf("line %d: the engine chose %s, which the set does not score", q.Line, othello.MoveName(r.Best))
		}
		qr := qualityResult{q: q, move: r.Best, best: q.Best(), got: got, depth: r.Depth, exact: r.Exact, time: r.Time}
		res = append(res, qr)
		progress.clear()
		d := fmt.Sprintf("%d ", qr.depth)
		if qr.exact {
			d = fmt.Sprintf("%d*", qr.depth)
		}
		if _, err := fmt.Fprintf(out, "#%-3d line %-4d %2d empties  best %+3d %s  chose %s %+3d  loss %2d  depth %s  %.2f s\n",
			i+1, q.Line, q.Empties(), qr.best, othello.MoveName(q.Scores[0].Move), othello.MoveName(qr.move), qr.got, qr.loss(), d, qr.time.Seconds()); err != nil {
			return err
		}
		progress.report(start, i+1, len(set))
	}
	progress.clear()
	return qualitySummary(out, res)
}

// qualitySummary prints the totals of a run.
func qualitySummary(out io.Writer, res []qualityResult) error {
	var lossSum, bestN, exactN, depthSum int
	worst := res[0]
	minDepth, maxDepth := res[0].depth, res[0].depth
	var timeSum, maxTime time.Duration
	byEmpties := map[int][2]int{} // loss sum, positions
	for _, r := range res {
		lossSum += r.loss()
		if r.loss() == 0 {
			bestN++
		}
		if r.loss() > worst.loss() {
			worst = r
		}
		if r.exact {
			exactN++
		}
		depthSum += r.depth
		minDepth, maxDepth = min(minDepth, r.depth), max(maxDepth, r.depth)
		timeSum += r.time
		maxTime = max(maxTime, r.time)
		e := byEmpties[r.q.Empties()]
		byEmpties[r.q.Empties()] = [2]int{e[0] + r.loss(), e[1] + 1}
	}
	n := float64(len(res))
	_, err := fmt.Fprintf(out, "mean loss %.3f discs over %d positions (total %d); best move in %d (%.1f %%); worst loss %d (line %d)\n"+
		"depth %d-%d, mean %.1f, exact in %d; time a move: mean %.2f s, longest %.2f s\n",
		float64(lossSum)/n, len(res), lossSum, bestN, 100*float64(bestN)/n, worst.loss(), worst.q.Line,
		minDepth, maxDepth, float64(depthSum)/n, exactN, timeSum.Seconds()/n, maxTime.Seconds())
	if err != nil {
		return err
	}
	var parts []string
	for _, e := range slices.Sorted(maps.Keys(byEmpties)) {
		v := byEmpties[e]
		parts = append(parts, fmt.Sprintf("%d: %.2f (%d)", e, float64(v[0])/float64(v[1]), v[1]))
	}
	_, err = fmt.Fprintf(out, "mean loss by empties (positions): %s\n", strings.Join(parts, ", "))
	return err
}
