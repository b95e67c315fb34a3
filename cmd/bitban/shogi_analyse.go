package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/shogi"
	shogisearch "bitban/shogi/search"
)

// `bitban shogi analyse` (the search on one position, its reports printed
// as they come) and the search rows of `bitban bench`.
func init() {
	shogiGroup().AddCommand(newShogiAnalyseCmd())
	registerBench(benchRow{Game: "shogi", Name: "time to depth 9/14, 5 positions (7/12 quick)", Unit: "nodes",
		RunThreads: benchShogiSearch})
}

// shogiSearchFlags are the search flags shared by analyse and play.
type shogiSearchFlags struct {
	threads int
	hashMB  int
	params  string
}

func (f *shogiSearchFlags) register(cmd *cobra.Command) {
	cmd.Flags().IntVar(&f.threads, "threads", runtime.NumCPU(), "search threads (Lazy SMP)")
	cmd.Flags().IntVar(&f.hashMB, "hash", 64, "hash table size in megabytes")
	cmd.Flags().StringVar(&f.params, "params", "", "JSON file of search and evaluation parameters (shogi/search.Params; missing fields keep their defaults)")
}

// searcher builds the searcher the flags ask for and returns the thread
// count.
func (f *shogiSearchFlags) searcher() (*shogisearch.Searcher, int, error) {
	if f.threads < 1 || f.threads > 256 {
		return nil, 0, usagef("--threads must be 1..256, got %d", f.threads)
	}
	if f.hashMB < 1 || f.hashMB > 1<<16 {
		return nil, 0, usagef("--hash must be 1..65536 megabytes, got %d", f.hashMB)
	}
	s := shogisearch.NewSearcher(f.hashMB)
	if f.params != "" {
		if err := engine.LoadParams(f.params, &s.Params); err != nil {
			return nil, 0, err
		}
	}
	return s, f.threads, nil
}

func newShogiAnalyseCmd() *cobra.Command {
	var (
		sfen    string
		depth   int
		seconds float64
		nodes   uint64
		multiPV int
		jsonOut bool
		stats   bool
		sf      shogiSearchFlags
	)
	cmd := &cobra.Command{
		Use:   "analyse [--sfen SFEN] [--depth N] [--time S] [--nodes N] [--multipv N] [--threads N] [--params FILE] [--stats] [--json]",
		Short: "search one position and print each iteration (depth, score, nodes, nps, line)",
		Long: `analyse searches a position (--sfen, default the start position; "startpos
moves ..." or "sfen ... moves ..." also work) with the engine's search and
prints a line per completed iteration and MultiPV line: depth, selective
depth, score (centipawns, or mate in plies), nodes, nodes per second, time
and the principal variation, then the best move and the expected reply.
With no --depth, --time or --nodes it runs until interrupted (Ctrl-C).

--threads sets the Lazy SMP threads (default: the number of CPUs), --params
loads tuned parameters from a JSON file (fields of shogi/search.Params). With
--json every report and the result are one JSON object per line. --stats
adds the tree's shape to the result: the share of quiescence nodes, how
often the first move searched failed high, and how many later moves were
searched reduced or at full depth, and why (shogi/search.TreeStats).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetShogiFlags(cmd)
			if seconds < 0 || depth < 0 || multiPV < 1 || multiPV > 16 {
				return usagef("want --time >= 0, --depth >= 0 and --multipv 1..16")
			}
			p, err := parseShogiPosition(sfen)
			if err != nil {
				return usagef("--sfen: %v", err)
			}
			s, threads, err := sf.searcher()
			if err != nil {
				return err
			}
			lim := engine.Limits{Depth: depth, Nodes: nodes, MoveTime: time.Duration(seconds * float64(time.Second)),
				MultiPV: multiPV, Threads: threads}
			lim.Infinite = depth == 0 && nodes == 0 && seconds == 0
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			return shogiAnalyse(ctx, cmd.OutOrStdout(), s, p, lim, jsonOut, stats)
		},
	}
	cmd.Flags().StringVar(&sfen, "sfen", "startpos", "the position: SFEN or startpos, optionally followed by moves")
	cmd.Flags().IntVar(&depth, "depth", 0, "depth limit in plies (0 = none)")
	cmd.Flags().Float64Var(&seconds, "time", 0, "time limit in seconds (0 = none)")
	cmd.Flags().Uint64Var(&nodes, "nodes", 0, "node limit over all threads (0 = none)")
	cmd.Flags().IntVar(&multiPV, "multipv", 1, "number of best moves to search with their own lines")
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print JSON objects instead of text lines")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the tree's shape after the result (quiescence share, first-move cuts, reduced and unreduced late moves)")
	sf.register(cmd)
	return cmd
}

// parseShogiPosition reads an SFEN or "startpos", optionally with a
// leading "position"/"sfen" and trailing "moves m1 m2 ...".
func parseShogiPosition(text string) (*shogi.Position, error) {
	text = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "position "))
	moveText := ""
	if i := strings.Index(text, "moves"); i >= 0 {
		text, moveText = strings.TrimSpace(text[:i]), text[i+len("moves"):]
	}
	p, err := shogi.ParseSFEN(text)
	if err != nil {
		return nil, err
	}
	for i, f := range strings.Fields(moveText) {
		m, err := p.ParseUSIMove(f)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		p.DoMove(m)
	}
	return p, nil
}

// shogiAnalyseLine is one JSON line of analyse.
type shogiAnalyseLine struct {
	Depth    int      `json:"depth"`
	SelDepth int      `json:"seldepth"`
	MultiPV  int      `json:"multipv"`
	Score    string   `json:"score"`
	Nodes    uint64   `json:"nodes"`
	NPS      uint64   `json:"nps"`
	TimeMS   int64    `json:"time_ms"`
	PV       []string `json:"pv"`
	Best     string   `json:"best,omitempty"`
	Ponder   string   `json:"ponder,omitempty"`
	// Stats: the tree's shape, on the result line with --stats.
	Stats *shogisearch.TreeStats `json:"stats,omitempty"`
}

func shogiAnalyse(ctx context.Context, out io.Writer, s *shogisearch.Searcher, p *shogi.Position, lim engine.Limits, jsonOut, stats bool) error {
	enc := json.NewEncoder(out)
	print := func(l shogiAnalyseLine) {
		if jsonOut {
			_ = enc.Encode(l)
			return
		}
		fmt.Fprintf(out, "depth %2d/%-2d", l.Depth, l.SelDepth)
		if lim.MultiPV > 1 {
			fmt.Fprintf(out, " multipv %d", l.MultiPV)
		}
		fmt.Fprintf(out, " score %-9s nodes %d nps %d time %d pv %s\n", l.Score, l.Nodes, l.NPS, l.TimeMS, strings.Join(l.PV, " "))
	}
	line := func(in engine.Info[shogi.Move]) shogiAnalyseLine {
		return shogiAnalyseLine{Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV, Score: in.Score.String(),
			Nodes: in.Nodes, NPS: in.NPS(), TimeMS: in.Time.Milliseconds(), PV: usiLine(in.PV)}
	}
	res := s.Search(ctx, p, engine.Request[shogi.Move]{Limits: lim, Info: func(in engine.Info[shogi.Move]) { print(line(in)) }})
	if !res.HasBest {
		fmt.Fprintln(out, "no legal move: the side to move is mated")
		return nil
	}
	last := line(engine.Info[shogi.Move]{Depth: res.Depth, SelDepth: res.SelDepth, MultiPV: 1, Score: res.Score,
		Nodes: res.Nodes, Time: res.Time, PV: res.PV})
	last.Best = res.Best.USI()
	if res.HasPonder {
		last.Ponder = res.Ponder.USI()
	}
	if stats {
		t := s.TreeStats()
		last.Stats = &t
	}
	if jsonOut {
		return enc.Encode(last)
	}
	fmt.Fprintf(out, "best %s ponder %s (%s, depth %d, %d nodes, %.3f s, %d threads)\n", last.Best, last.Ponder,
		describeScore(res.Score), res.Depth, res.Nodes, res.Time.Seconds(), lim.ThreadCount())
	if last.Stats != nil {
		fmt.Fprint(out, last.Stats)
	}
	return nil
}

// benchSearch is the fixed bench set of the search row, each position
// with its depth: the perft.json middle games matsuri, peeper-2 and
// peeper-4 (sharp, many drops) at depth 9, and two quiet openings (a
// yagura-like game, a bishop exchange) at depth 14, about a second or more
// each with one thread.
var benchSearch = []struct {
	sfen  string
	depth int
}{
	{"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 9},
	{"l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91", 9},
	{"8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124", 9},
	{"ln1g3nl/1r1sgkb2/p1pppsppp/1p3p3/9/2P1P4/PPSP1PPPP/1BG1GS1R1/LN2K2NL b - 17", 14},
	{"lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 11", 14},
}

// benchShogiSearch is time to depth: each position searched to its depth
// (two plies less when quick) from a fresh table with the given threads.
// Its seconds with --threads 2 over those with --threads 1 is the Lazy SMP
// speed-up.
func benchShogiSearch(quick bool, threads int) (uint64, error) {
	var nodes uint64
	for _, b := range benchSearch {
		depth := b.depth
		if quick {
			depth -= 2
		}
		p, err := shogi.ParseSFEN(b.sfen)
		if err != nil {
			return 0, err
		}
		res := shogisearch.NewSearcher(64).Search(context.Background(), p,
			engine.Request[shogi.Move]{Limits: engine.Limits{Depth: depth, Threads: threads}})
		if res.Depth != depth {
			return 0, fmt.Errorf("bench search %s: depth %d, want %d", b.sfen, res.Depth, depth)
		}
		nodes += res.Nodes
	}
	return nodes, nil
}
