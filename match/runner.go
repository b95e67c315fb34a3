package match

import (
	"context"
	"fmt"
	"io"
	"math"
	"strings"
	"time"
)

// Config is one match.
type Config struct {
	Game     string        // shogi, othello, renju, gomoku, standard
	Engines  [2]EngineSpec // A and B; statistics are A's
	Openings []Opening
	Games    int // total games (rounded up to whole pairs)
	TC       TC  // the default time control
	// Margin is the time an answer may come after its clock ran out
	// before it loses on time (pipes, a loaded machine).
	Margin time.Duration
	// Grace is how long a silent engine is waited for after its time
	// (and, for USI, after stop) before it is declared hung and restarted.
	Grace time.Duration
	// MaxWait bounds a move at a depth or node limit (no clock).
	MaxWait time.Duration
	MaxPly  int // shogi: a draw after this many plies (0: none)
	// Adjudicate, when set, ends games early on agreed scores.
	Adjudicate  *Adjudication
	Concurrency int
	Out         string // directory of games.jsonl and the records ("": none)
	Resume      bool
	SPRT        *SPRT
	SelfExe     string    // the program cmd=self runs
	Progress    io.Writer // the progress line and messages (nil: none)
	EngineLog   io.Writer // the whole conversation with the engines (nil: none)
}

// Defaults fills unset fields with their defaults: Margin 200 ms, Grace 1 s,
// MaxWait 60 s, MaxPly 512, Concurrency 1, Games two per opening.
func (c *Config) Defaults() {
	if c.Margin == 0 {
		c.Margin = 200 * time.Millisecond
	}
	if c.Grace == 0 {
		c.Grace = time.Second
	}
	if c.MaxWait == 0 {
		c.MaxWait = 60 * time.Second
	}
	if c.MaxPly == 0 && c.Game == "shogi" {
		c.MaxPly = 512
	}
	if c.Concurrency < 1 {
		c.Concurrency = 1
	}
	if c.Games <= 0 {
		c.Games = 2 * len(c.Openings)
	}
	c.Games += c.Games % 2
}

// Summary is what a match ends with.
type Summary struct {
	Stats    Stats
	Played   int    // games finished (resumed ones included)
	Stopped  string // why the match ended early ("" when all games were played)
	Reasons  map[string]int
	LLR      float64
	Decision int // SPRT: -1 H0 accepted, +1 H1 accepted, 0 none
	// Search sums the search reports of engine A's and B's moves.
	Search [2]SearchStats
}

// tcOf is engine i's time control.
func (c *Config) tcOf(i int) TC {
	if c.Engines[i].TC != nil {
		return *c.Engines[i].TC
	}
	return c.TC
}

// Run plays the match until all games are played, the SPRT decides or ctx
// is cancelled (the games in progress are then dropped: --resume replays
// them). The returned error is a setup failure (an engine that does not
// start, an unwritable --out).
func Run(ctx context.Context, cfg Config) (Summary, error) {
	cfg.Defaults()
	sum := Summary{Reasons: map[string]int{}}
	if err := cfg.check(); err != nil {
		return sum, err
	}
	argv, err := cfg.engineArgv()
	if err != nil {
		return sum, err
	}
	out, err := openOutput(cfg)
	if err != nil {
		return sum, err
	}
	defer out.close()
	t := newTally(cfg)
	for _, r := range out.done {
		t.add(r)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	results := make(chan gameResult)
	setupErr := make(chan error, cfg.Concurrency)
	for w := 0; w < cfg.Concurrency; w++ {
		go runWorker(ctx, cancel, &cfg, argv, jobs, results, setupErr)
	}
	go feedJobs(ctx, cfg.Games, out.done, jobs)
	pending, err := collectResults(ctx, cancel, t, out, results, cfg.Games-len(out.done))
	if err != nil {
		return t.summary(), err
	}
	cancel()
	select {
	case err := <-setupErr:
		return t.summary(), err
	default:
	}
	if pending > 0 && t.stopped == "" {
		t.stopped = "interrupted: " + fmt.Sprint(pending) + " game(s) not played (--resume continues)"
	}
	return t.summary(), nil
}

// check refuses a match that cannot be played whatever the engines do: an
// unknown game, no openings, or two engines of one name (the statistics
// and records tell them apart by name).
func (c *Config) check() error {
	if err := CheckGame(c.Game); err != nil {
		return err
	}
	if len(c.Openings) == 0 {
		return fmt.Errorf("no openings")
	}
	if c.Engines[0].Name == c.Engines[1].Name {
		return fmt.Errorf("the two engines need different names (both are %q)", c.Engines[0].Name)
	}
	return nil
}

// engineArgv is the command line of each engine, with cmd=self turned
// into this program and the verb that plays the match's game.
func (c *Config) engineArgv() ([2][]string, error) {
	var argv [2][]string
	for i := range c.Engines {
		a, err := resolveSelf(c.Engines[i].Cmd, c.Game, c.SelfExe, c.tcOf(i))
		if err != nil {
			return argv, err
		}
		argv[i] = a
	}
	return argv, nil
}

// runWorker plays the games whose indexes arrive on jobs, each on the
// worker's own pair of engines, and sends their records to results until
// jobs closes. A setup failure (an engine that does not start) is sent to
// setupErr and cancels the whole match; a game cut short by cancellation
// sends nothing.
func runWorker(ctx context.Context, cancel context.CancelFunc, cfg *Config, argv [2][]string,
	jobs <-chan int, results chan<- gameResult, setupErr chan<- error) {
	wk := &worker{cfg: cfg, argv: argv}
	defer wk.close()
	for idx := range jobs {
		r, err := wk.play(ctx, idx)
		if err != nil {
			setupErr <- err
			cancel()
			return
		}
		if r == nil {
			continue // cancelled
		}
		results <- gameResult{r}
	}
}

// feedJobs hands out the indexes of the games not yet played (those not in
// done), in order, until all are given out or ctx is cancelled; then it
// closes jobs so that the workers end.
func feedJobs(ctx context.Context, games int, done map[int]*GameRecord, jobs chan<- int) {
	defer close(jobs)
	for i := 0; i < games; i++ {
		if _, ok := done[i]; ok {
			continue
		}
		select {
		case jobs <- i:
		case <-ctx.Done():
			return
		}
	}
}

// collectResults records each finished game (games.jsonl, the tally, the
// progress line) until pending games are in or ctx is cancelled, and stops
// the match once the SPRT decides. It returns how many games were still
// pending, and the error of a record that could not be written (the match
// is then cancelled).
func collectResults(ctx context.Context, cancel context.CancelFunc, t *tally, out *output,
	results <-chan gameResult, pending int) (int, error) {
	t.progress()
	for pending > 0 && ctx.Err() == nil {
		select {
		case gr := <-results:
			pending--
			if err := out.write(gr.rec); err != nil {
				cancel()
				return pending, err
			}
			t.add(gr.rec)
			t.progress()
			if d := t.decision(); d != 0 {
				t.stopped = "SPRT accepted " + map[int]string{-1: "H0", 1: "H1"}[d]
				cancel()
			}
		case <-ctx.Done():
		}
	}
	return pending, nil
}

type gameResult struct{ rec *GameRecord }

// tally keeps the running statistics.
type tally struct {
	cfg     *Config
	stats   Stats
	pairs   map[int][]float64 // A's points of each game of a pair
	reasons map[string]int
	played  int
	stopped string
	search  [2]SearchStats // engine A's and B's reports
}

func newTally(cfg Config) *tally {
	return &tally{cfg: &cfg, pairs: map[int][]float64{}, reasons: map[string]int{}}
}

func (t *tally) add(r *GameRecord) {
	a := t.cfg.Engines[0].Name
	pts := 0.5
	switch r.Winner {
	case a:
		t.stats.W++
		pts = 1
	case "":
		t.stats.D++
	default:
		t.stats.L++
		pts = 0
	}
	t.played++
	t.reasons[reasonKind(r.Reason)]++
	first := 0 // r.Search index of engine A's moves
	if r.First != a {
		first = 1
	}
	t.search[0].merge(r.Search[first])
	t.search[1].merge(r.Search[1-first])
	p := r.Index / 2
	t.pairs[p] = append(t.pairs[p], pts)
	if len(t.pairs[p]) == 2 {
		t.stats.Penta[int(math.Round(2*(t.pairs[p][0]+t.pairs[p][1])))]++
	}
}

func (t *tally) llr() float64 {
	if t.cfg.SPRT == nil {
		return 0
	}
	return t.cfg.SPRT.LLRPenta(t.stats)
}

func (t *tally) decision() int {
	if t.cfg.SPRT == nil {
		return 0
	}
	return t.cfg.SPRT.Decide(t.llr())
}

// progress prints one line: games, W/D/L, score, Elo ± 95 %, LLR.
func (t *tally) progress() {
	w := t.cfg.Progress
	if w == nil {
		return
	}
	s := t.stats
	e, m := s.Elo()
	line := fmt.Sprintf("games %d/%d  %s vs %s  W/D/L %d/%d/%d  score %.1f%%  Elo %s",
		t.played, t.cfg.Games, t.cfg.Engines[0].Name, t.cfg.Engines[1].Name, s.W, s.D, s.L, 100*s.Score(), fmtElo(e, m))
	if p := t.cfg.SPRT; p != nil {
		lo, hi := p.Bounds()
		line += fmt.Sprintf("  LLR %.2f [%.2f, %.2f]", t.llr(), lo, hi)
	}
	fmt.Fprintln(w, line)
}

func (t *tally) summary() Summary {
	s := Summary{Stats: t.stats, Played: t.played, Stopped: t.stopped, Reasons: t.reasons, LLR: t.llr(), Decision: t.decision(), Search: t.search}
	return s
}

// reasonKind shortens a reason to its kind for the summary's table
// ("illegal move: ...", "five in a row at H8" -> "illegal move", "five in
// a row").
func reasonKind(r string) string {
	cut := len(r)
	for _, sep := range []string{":", " (", " at ", " after ", " within "} {
		if i := strings.Index(r, sep); i >= 0 && i < cut {
			cut = i
		}
	}
	for i := 0; i < cut; i++ {
		if r[i] >= '0' && r[i] <= '9' {
			cut = i
		}
	}
	return strings.TrimSpace(r[:cut])
}
