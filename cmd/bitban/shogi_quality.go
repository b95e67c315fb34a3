package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/match"
	"bitban/shogi"
	shogieval "bitban/shogi/eval"
	shogisearch "bitban/shogi/search"
)

// `bitban shogi quality`: the engine's moves judged by a reference engine.
// A match against a strong engine needs hundreds of games to tell two
// builds apart; the loss of each move, as the reference scores it, tells
// them apart on a few hundred positions with far less noise.
func init() {
	shogiGroup().AddCommand(newShogiQualityCmd())
}

type shogiQualityOptions struct {
	reference string
	refLimit  string
	positions int
	nodes     uint64
	seconds   float64
	cache     string
	capLoss   int
	verbose   bool
	compare   string
	jobs      int
	sf        shogiSearchFlags
}

func newShogiQualityCmd() *cobra.Command {
	o := shogiQualityOptions{refLimit: "nodes=100000", positions: 300, capLoss: 1000, jobs: 1}
	cmd := &cobra.Command{
		Use:   "quality --reference SPEC [--ref-limit nodes=N] [--positions N] [--nodes N | --time S] [--params FILE] [--cache FILE] [--jobs N] DATA...",
		Short: "judge the engine's moves by a reference engine's searches (move quality)",
		Long: `quality takes --positions positions spread evenly over the inputs (data
files of bitban shogi data or label, or games.jsonl records of bitban
match), lets the engine choose a move in each (--nodes or --time, 1
thread, a fresh table each time; --params as for analyse) and asks a
reference USI engine (--reference, a bitban match --engine value) to score
the position after that move and after its own best move, both searched
under --ref-limit. The loss of a move is how much worse the reference
finds it than its own choice (0 when the engine chose the same move or a
better one), capped at --cap centipawns (a mate counts as the cap). The
summary gives the mean loss, the share of moves the reference agrees with
and of blunders (a loss of 300 or more), by game phase.

--cache FILE keeps the reference's scores between runs (one line per
position searched: the position and its score); two builds then share the
searches of every move they agree on. -v prints one line per position;
--compare FILE reads such an output of an earlier run (another build or
--params) and prints the paired difference of the losses with its 95 %
interval: two builds differ only where their moves differ, so the pairs
have far less noise than the two means.

--jobs N judges N positions at once, each job with its own engine (1
thread) and its own reference process, and prints the lines in the same
order: the engine's moves and the reference's scores are those of --jobs 1,
since every search of either starts from cleared tables (the reference
gets gameover, isready and usinewgame before each position).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runShogiQuality(cmd, o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.reference, "reference", "", "the reference USI engine (a bitban match --engine value)")
	f.StringVar(&o.refLimit, "ref-limit", o.refLimit, "the reference's limit per search: nodes=N, depth=N or movetime=D")
	f.IntVar(&o.positions, "positions", o.positions, "positions to judge, spread evenly over the inputs")
	f.Uint64Var(&o.nodes, "nodes", 0, "the engine's node limit per move")
	f.Float64Var(&o.seconds, "time", 0, "the engine's time per move in seconds (default: 100000 nodes when neither is given)")
	f.StringVar(&o.cache, "cache", "", "file of reference scores kept between runs")
	f.IntVar(&o.capLoss, "cap", o.capLoss, "largest loss counted for one move (centipawns)")
	f.BoolVarP(&o.verbose, "verbose", "v", false, "print one line per position")
	f.StringVar(&o.compare, "compare", "", "the -v output of an earlier run on the same positions: print the paired difference")
	f.IntVar(&o.jobs, "jobs", o.jobs, "positions judged at once (an engine and a reference process each)")
	f.IntVar(&o.sf.hashMB, "hash", 64, "the engine's hash table in megabytes")
	f.StringVar(&o.sf.params, "params", "", "JSON file of search and evaluation parameters (shogi/search.Params)")
	return cmd
}

func runShogiQuality(cmd *cobra.Command, o shogiQualityOptions, args []string) error {
	if o.reference == "" {
		return usagef("--reference is required")
	}
	if o.positions < 1 || o.capLoss < 1 || o.seconds < 0 || o.jobs < 1 || o.jobs > 256 {
		return usagef("--positions and --cap must be positive, --jobs 1..256, --time not negative")
	}
	spec, tc, err := parseAnalysisEngine("--reference", o.reference, "--ref-limit", o.refLimit)
	if err != nil {
		return err
	}
	lim := engine.Limits{Nodes: o.nodes, MoveTime: time.Duration(o.seconds * float64(time.Second))}
	if lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.Nodes = 100000
	}
	o.sf.threads = 1
	judges := make([]*shogiJudge, o.jobs)
	for i := range judges {
		s, _, err := o.sf.searcher()
		if err != nil {
			return err
		}
		judges[i] = &shogiJudge{s: s, lim: lim}
	}
	samples, err := readShogiSamples(args, 1, "")
	if err != nil {
		return err
	}
	picked := spreadSamples(samples, o.positions)
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	exe, _ := os.Executable()
	ref, err := newQualityReference(tc, o.capLoss, o.cache)
	if err != nil {
		return err
	}
	defer ref.close()
	for _, j := range judges {
		if j.a, err = match.StartUSIAnalyser(ctx, spec, exe, nil); err != nil {
			return err
		}
		defer j.a.Close()
		j.ref = ref
	}
	var before map[string]judged
	if o.compare != "" {
		if before, err = readQualityLosses(o.compare); err != nil {
			return err
		}
	}
	res, err := runJudges(ctx, judges, cmd.OutOrStdout(), cmd.ErrOrStderr(), picked, o.verbose)
	if err != nil || before == nil {
		return err
	}
	sfens := make([]string, len(res))
	for i := range res {
		sfens[i] = picked[i].SFEN
	}
	return qualityCompare(cmd.OutOrStdout(), res, sfens, before, o.compare)
}

// spreadSamples picks n samples evenly spaced over all (all of them when
// there are fewer).
func spreadSamples(all []shogieval.DataSample, n int) []shogieval.DataSample {
	if len(all) <= n {
		return all
	}
	out := make([]shogieval.DataSample, n)
	for i := range out {
		out[i] = all[i*len(all)/n]
	}
	return out
}

// refScore is one reference search: the score for the side to move (a
// mate counted as ±cap) and the reference's move.
type refScore struct {
	v    int
	best string
}

// qualityReference is the cache of the reference's searches (kept in a
// file when one is given), shared by the judges: each searches with its
// own reference process what the cache does not hold.
type qualityReference struct {
	tc    match.TC
	cap   int
	mu    sync.Mutex // guards known and file
	known map[string]refScore
	file  *os.File
}

func newQualityReference(tc match.TC, capLoss int, cache string) (*qualityReference, error) {
	r := &qualityReference{tc: tc, cap: capLoss, known: map[string]refScore{}}
	if cache != "" {
		if err := r.load(cache); err != nil {
			r.close()
			return nil, err
		}
	}
	return r, nil
}

// load reads the cache file (lines: limit, position, score, move) and
// opens it for appending; searches under another limit are not used.
func (r *qualityReference) load(path string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	r.file = f
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) != 4 {
			return fmt.Errorf("%s:%d: want 4 tab-separated fields (limit, position, score, move)", path, line)
		}
		v, err := strconv.Atoi(fs[2])
		if err != nil {
			return fmt.Errorf("%s:%d: score %q: %v", path, line, fs[2], err)
		}
		if fs[0] == r.tc.String() {
			r.known[fs[1]] = refScore{v, fs[3]}
		}
	}
	return sc.Err()
}

// score searches position ("sfen ... [moves ...]") with the reference
// process a, or finds it in the cache.
func (r *qualityReference) score(ctx context.Context, a *match.USIAnalyser, position string) (refScore, error) {
	r.mu.Lock()
	s, ok := r.known[position]
	r.mu.Unlock()
	if ok {
		return s, nil
	}
	res, err := a.Analyse(ctx, position, r.tc, 5*time.Minute)
	if err != nil {
		return refScore{}, err
	}
	s = refScore{v: max(-r.cap, min(r.cap, res.Centipawns(r.cap))), best: res.BestMove}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.known[position] = s
	if r.file != nil {
		fmt.Fprintf(r.file, "%s\t%s\t%d\t%s\n", r.tc, position, s.v, s.best)
	}
	return s, nil
}

func (r *qualityReference) close() {
	if r.file != nil {
		r.file.Close()
	}
}

// shogiJudge is one job: an engine and a reference process.
type shogiJudge struct {
	s   *shogisearch.Searcher
	lim engine.Limits
	ref *qualityReference
	a   *match.USIAnalyser
}

// judged is one position's verdict; skipped when the reference had no
// move to compare with (it resigned or declared).
type judged struct {
	moveNumber int
	ours, ref  string
	loss       int
	skipped    bool
}

// runJudges judges the positions of set, each judge taking the next
// position not yet taken, prints the per-position lines (verbose) in the
// set's order and the summary, and returns the verdicts in order (fewer
// when ctx ended first or a judge failed).
func runJudges(ctx context.Context, judges []*shogiJudge, out, errOut io.Writer, set []shogieval.DataSample, verbose bool) ([]judged, error) {
	type verdict struct {
		i   int
		r   judged
		err error
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int, len(set))
	for i := range set {
		next <- i
	}
	close(next)
	done := make(chan verdict)
	var wg sync.WaitGroup
	for _, j := range judges {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r, err := j.judge(ctx, set[i].SFEN)
				if ctx.Err() != nil {
					return
				}
				done <- verdict{i, r, err}
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()
	res := make([]judged, len(set))
	have := make([]bool, len(set))
	printed, count := 0, 0
	var firstErr error
	t0 := time.Now()
	for v := range done {
		if v.err != nil {
			if firstErr == nil {
				firstErr = fmt.Errorf("position %d (%s): %v", v.i+1, set[v.i].SFEN, v.err)
				cancel()
			}
			continue
		}
		res[v.i], have[v.i] = v.r, true
		count++
		for ; printed < len(set) && have[printed]; printed++ {
			if verbose {
				r := res[printed]
				fmt.Fprintf(out, "%d\t%s\tours %s\treference %s\tloss %d\n", printed+1, set[printed].SFEN, r.ours, r.ref, r.loss)
			}
		}
		fmt.Fprintf(errOut, "\r%d/%d positions, %v", count, len(set), time.Since(t0).Round(time.Second))
	}
	fmt.Fprintln(errOut)
	res = res[:printed]
	if firstErr != nil {
		return res, firstErr
	}
	return res, shogiQualitySummary(out, res, judges[0].ref.cap)
}

// judge lets the engine move in sfen and measures the move's loss: the
// reference's score after its own move less its score after ours, both
// seen from the side that moved (0 when the moves are the same).
func (j *shogiJudge) judge(ctx context.Context, sfen string) (judged, error) {
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		return judged{}, err
	}
	j.s.NewGame()
	res := j.s.Search(ctx, p, engine.Request[shogi.Move]{Limits: j.lim})
	if !res.HasBest {
		return judged{}, fmt.Errorf("the engine found no move")
	}
	r := judged{moveNumber: sfenMoveNumber(sfen), ours: res.Best.USI()}
	root := "sfen " + sfen
	rs, err := j.ref.score(ctx, j.a, root)
	if err != nil {
		return r, err
	}
	r.ref = rs.best
	if _, err := p.ParseUSIMove(r.ref); err != nil {
		r.skipped = true // resign, win or no move: nothing to compare with
		return r, nil
	}
	if r.ref == r.ours {
		return r, nil
	}
	after, err := j.ref.score(ctx, j.a, root+" moves "+r.ours)
	if err != nil {
		return r, err
	}
	best, err := j.ref.score(ctx, j.a, root+" moves "+r.ref)
	if err != nil {
		return r, err
	}
	r.loss = min(j.ref.cap, max(0, after.v-best.v))
	return r, nil
}

// sfenMoveNumber is the move number at the end of an SFEN (0 if none).
func sfenMoveNumber(sfen string) int {
	f := strings.Fields(sfen)
	if len(f) < 4 {
		return 0
	}
	n, _ := strconv.Atoi(f[3])
	return n
}

// shogiQualitySummary prints the mean loss, the agreement and the
// blunders, over all positions and by phase (move number).
func shogiQualitySummary(out io.Writer, res []judged, capLoss int) error {
	phases := []struct {
		name   string
		lo, hi int
	}{{"all", 0, 1 << 30}, {"moves 1-40", 0, 40}, {"moves 41-80", 41, 80}, {"moves 81-", 81, 1 << 30}}
	fmt.Fprintf(out, "%-12s %9s %10s %12s %9s %13s\n", "phase", "positions", "mean loss", "median loss", "agreeing", "blunders≥300")
	for _, ph := range phases {
		var losses []int
		agree, blunders := 0, 0
		for _, r := range res {
			if r.skipped || r.moveNumber < ph.lo || r.moveNumber > ph.hi {
				continue
			}
			losses = append(losses, r.loss)
			if r.ours == r.ref {
				agree++
			}
			if r.loss >= 300 {
				blunders++
			}
		}
		if len(losses) == 0 {
			continue
		}
		slices.Sort(losses)
		sum := 0
		for _, l := range losses {
			sum += l
		}
		n := float64(len(losses))
		fmt.Fprintf(out, "%-12s %9d %10.1f %12d %8.1f%% %12.1f%%\n", ph.name, len(losses), float64(sum)/n, losses[len(losses)/2], 100*float64(agree)/n, 100*float64(blunders)/n)
	}
	skipped := 0
	for _, r := range res {
		if r.skipped {
			skipped++
		}
	}
	_, err := fmt.Fprintf(out, "losses in centipawns, each capped at %d; %d position(s) skipped (the reference resigned or declared)\n", capLoss, skipped)
	return err
}
