package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// benchRow is one line of `bitban bench`: a fixed workload of one game (or of
// the bitboard core) that reports how many operations it did. Unit names the
// operation ("leaves", "nodes", "ops", "points").
type benchRow struct {
	Game string
	Name string
	Unit string
	// Run does the whole workload once and returns the operation count. quick
	// asks for a smaller workload (for tests and a fast look).
	Run func(quick bool) (uint64, error)
	// RunThreads, when set instead of Run, is a search workload that takes
	// a thread count (--threads); its time is what threads change.
	RunThreads func(quick bool, threads int) (uint64, error)
	// Timed, when set, times its workload itself and leaves its set-up (a
	// large table's allocation, say) out of the seconds; it takes the thread
	// count when Threaded is set.
	Timed    func(quick bool, threads int) (uint64, time.Duration, error)
	Threaded bool
}

// usesThreads reports whether the row's workload takes --threads.
func (r benchRow) usesThreads() bool { return r.RunThreads != nil || r.Threaded }

// run does the row's workload with the given threads (rows without
// RunThreads are single-threaded).
func (r benchRow) run(quick bool, threads int) (uint64, error) {
	switch {
	case r.RunThreads != nil:
		return r.RunThreads(quick, max(1, threads))
	case r.Run != nil:
		return r.Run(quick)
	}
	return 0, nil // Timed: run by the caller
}

var benchRows []benchRow

// registerBench adds rows to the project's benchmark table, in order.
func registerBench(rows ...benchRow) { benchRows = append(benchRows, rows...) }

type benchResult struct {
	Game    string  `json:"game"`
	Threads int     `json:"threads"`
	Name    string  `json:"name"`
	Unit    string  `json:"unit"`
	Ops     uint64  `json:"ops"`
	Seconds float64 `json:"seconds"`
	Rate    float64 `json:"rate"`
}

// benchLong is the help of bitban bench.
const benchLong = `bench runs a fixed workload per row and prints the operation count, the
seconds and the rate. Rows come from the bitboard core and from each game
(perft, solvers, searches, pattern checks). Rows run single-threaded; the
search rows marked [threads] use --threads search threads, so running them
with --threads 1 and --threads 2 gives the parallel speed-up (time to the
same depth or the same exact score).

With --json each row is printed as one JSON object on its own line:
{"game":...,"threads":...,"name":...,"unit":...,"ops":...,"seconds":...,"rate":...}`

// benchRowFormat is the layout of bench's text table. Fixed-width columns
// rather than a tabwriter: rows are printed as they finish, since a full
// run takes minutes.
const benchRowFormat = "%-9s %-36s %15s %-7s %9s %10s\n"

func newBenchCmd() *cobra.Command {
	var fl benchFlags
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "run the project's benchmark table (fixed workloads, one row each)",
		Long:  benchLong,
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return fl.run(cmd.OutOrStdout())
		},
	}
	fl.add(cmd.Flags())
	return cmd
}

// benchFlags are the flags of bitban bench.
type benchFlags struct {
	jsonOut bool
	quick   bool
	games   []string
	match   string
	list    bool
	threads int
}

// add registers the flags on f, with their defaults and help.
func (b *benchFlags) add(f *pflag.FlagSet) {
	f.BoolVar(&b.jsonOut, "json", false, "print one JSON object per row")
	f.BoolVar(&b.quick, "quick", false, "smaller workloads (seconds instead of minutes)")
	f.StringSliceVar(&b.games, "game", nil, "only rows of these games (bitboard, othello, shogi, renju); repeatable or comma-separated")
	f.StringVar(&b.match, "match", "", "only rows whose name contains this text")
	f.BoolVar(&b.list, "list", false, "list the rows without running them")
	f.IntVar(&b.threads, "threads", 1, "search threads for the rows marked [threads]")
}

// run lists or runs the selected rows, printing each row as it finishes
// (a table, or JSON lines with --json).
func (b *benchFlags) run(out io.Writer) error {
	selected := selectBenchRows(b.games, b.match)
	if len(selected) == 0 {
		return usagef("no benchmark row matches --game %v --match %q", b.games, b.match)
	}
	if b.list {
		listBenchRows(out, selected)
		return nil
	}
	if !b.jsonOut {
		fmt.Fprintf(out, benchRowFormat, "game", "name", "ops", "unit", "seconds", "rate/s")
	}
	if b.threads < 1 {
		return usagef("--threads must be at least 1, got %d", b.threads)
	}
	enc := json.NewEncoder(out)
	for _, r := range selected {
		res, err := runBenchRow(r, b.quick, b.threads)
		if err != nil {
			return err
		}
		if b.jsonOut {
			if err := enc.Encode(res); err != nil {
				return err
			}
			continue
		}
		fmt.Fprintf(out, benchRowFormat, res.Game, res.Name, fmt.Sprint(res.Ops), res.Unit, fmt.Sprintf("%.3f", res.Seconds), humanRate(res.Rate))
	}
	return nil
}

// listBenchRows prints the game and name of each row, marking those that
// take --threads.
func listBenchRows(out io.Writer, rows []benchRow) {
	for _, r := range rows {
		mark := ""
		if r.usesThreads() {
			mark = "\t[threads]"
		}
		fmt.Fprintf(out, "%s\t%s%s\n", r.Game, r.Name, mark)
	}
}

// runBenchRow does the workload of row r and measures it: threads search
// threads if the row takes them (else 1), timed around the whole run or,
// for a Timed row, by the row itself.
func runBenchRow(r benchRow, quick bool, threads int) (benchResult, error) {
	start := time.Now()
	ops, err := r.run(quick, threads)
	sec := time.Since(start).Seconds()
	used := 1
	if r.usesThreads() {
		used = threads
	}
	if r.Timed != nil {
		var d time.Duration
		ops, d, err = r.Timed(quick, used)
		sec = d.Seconds()
	}
	if err != nil {
		return benchResult{}, fmt.Errorf("bench %s/%s: %w", r.Game, r.Name, err)
	}
	res := benchResult{Game: r.Game, Threads: used, Name: r.Name, Unit: r.Unit, Ops: ops, Seconds: sec}
	if sec > 0 {
		res.Rate = float64(ops) / sec
	}
	return res, nil
}

func selectBenchRows(games []string, match string) []benchRow {
	var out []benchRow
	for _, r := range benchRows {
		if len(games) > 0 && !containsFold(games, r.Game) {
			continue
		}
		if match != "" && !strings.Contains(r.Name, match) {
			continue
		}
		out = append(out, r)
	}
	return out
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// humanRate prints a rate with an SI suffix: 263.4M.
func humanRate(r float64) string {
	switch {
	case r >= 1e9:
		return fmt.Sprintf("%.2fG", r/1e9)
	case r >= 1e6:
		return fmt.Sprintf("%.2fM", r/1e6)
	case r >= 1e3:
		return fmt.Sprintf("%.2fk", r/1e3)
	}
	return fmt.Sprintf("%.1f", r)
}
