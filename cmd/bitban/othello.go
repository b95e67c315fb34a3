package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/bits"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/othello"
	"bitban/work"
)

func init() {
	registerGame(othelloGroup())
	registerBench(
		benchRow{Game: "othello", Name: "perft 11 from the start (10 quick)", Unit: "leaves", Run: benchOthelloPerftStart},
		benchRow{Game: "othello", Name: "perft 8 of a midgame position (7 quick)", Unit: "leaves", Run: benchOthelloPerftMidgame},
	)
}

var othelloCmd *cobra.Command

// othelloGroup returns the `bitban othello` command group, built once, so
// that other files of this package can add their subcommands to it
// (othelloGroup().AddCommand(...) from their init).
func othelloGroup() *cobra.Command {
	if othelloCmd == nil {
		othelloCmd = newGroup("othello", "Othello: perft, exact solver, NBoard engine, play in the terminal, move quality, opening book",
			`Othello (reversi) on bitboards.

Squares are A1..H8 (file letter, rank digit; A1 top-left in diagrams), in
either case; a pass is PA. Positions are OBF lines: 64 characters A1..H8 row
by row (X black, O white, - empty), a space and the side to move (X or O),
for example the start:
  ---------------------------OX------XO--------------------------- X`)
		othelloCmd.AddCommand(newOthelloPerftCmd())
	}
	return othelloCmd
}

// resetOthelloFlags puts every flag of cmd back to its default: the command
// objects outlive one run (tests run several).
func resetOthelloFlags(cmd *cobra.Command) {
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		_ = f.Value.Set(f.DefValue)
		f.Changed = false
	})
}

type othelloPerftResult struct {
	Game    string                `json:"game"`
	Depth   int                   `json:"depth"`
	Mode    string                `json:"mode"`
	Pos     string                `json:"pos"`
	Hash    bool                  `json:"hash"`
	Nodes   uint64                `json:"nodes"`
	Seconds float64               `json:"seconds"`
	NPS     float64               `json:"nps"`
	Divide  []othelloDivideResult `json:"divide,omitempty"`
}

type othelloDivideResult struct {
	Move  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

func newOthelloPerftCmd() *cobra.Command {
	var dist distributeFlags
	cmd := &cobra.Command{
		Use:   "perft [--depth N] [--pos OBF] [--mode published|edax] [--divide] [--json] [--hash]",
		Short: "count the leaves of the game tree to a depth (move generator test and benchmark)",
		Long: `perft counts the positions reached after exactly N plies (a pass is a
ply), single-threaded, and prints the count, the seconds and the leaves per
second.

Modes (see testdata/othello/perft.json):
  published  a finished game counts as one leaf at every greater depth (default)
  edax       a finished game is not counted at greater depths
From the start they first differ at depth 10: published 24571284, edax 24571056.

--pos takes an OBF line: "<64 chars A1..H8> <X|O>" (quote it).
--divide prints the count below each legal move first.
--hash uses a transposition table (--hash-mb megabytes) for deep counts.
With --json the last line is one JSON object:
  {"game":"othello","depth":..,"mode":..,"pos":..,"hash":..,"nodes":..,"seconds":..,"nps":..}
(plus "divide":[{"move":"F5","nodes":..},...] with --divide).
A progress line goes to stderr for long runs when stderr is a terminal.

--distribute splits the count into units for workers (bitban work): the
positions after --split plies are counted by the workers of the --nats
server, or without --nats by --workers local workers on an embedded server;
the result is the same count.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			fl := cmd.Flags()
			depth, _ := fl.GetInt("depth")
			posText, _ := fl.GetString("pos")
			modeText, _ := fl.GetString("mode")
			divide, _ := fl.GetBool("divide")
			jsonOut, _ := fl.GetBool("json")
			hash, _ := fl.GetBool("hash")
			hashMB, _ := fl.GetInt("hash-mb")
			if depth < 0 || depth > 60 {
				return usagef("--depth %d: want 0..60", depth)
			}
			mode, err := othello.ParsePerftMode(modeText)
			if err != nil {
				return usagef("--mode: %v", err)
			}
			pos := othello.StartPosition()
			if posText != "" {
				o, err := othello.ParseOBF(posText)
				if err != nil {
					return usagef("--pos: %v", err)
				}
				pos = o.Position
			}
			if hashMB < 1 || hashMB > 1<<16 {
				return usagef("--hash-mb %d: want 1..65536", hashMB)
			}
			if dist.on {
				job := &work.PerftJob{Game: "othello", Pos: othello.FormatOBF(pos), Depth: depth, Split: dist.split, Mode: mode}
				return distributedPerft(cmd.OutOrStdout(), cmd.ErrOrStderr(), &dist, job, job.Pos, divide, jsonOut)
			}
			return othelloPerft(cmd.OutOrStdout(), cmd.ErrOrStderr(), pos, depth, mode, divide, jsonOut, hash, hashMB)
		},
	}
	fl := cmd.Flags()
	fl.Int("depth", 8, "plies to count (0..60)")
	fl.String("pos", "", `start from this OBF position ("<64 chars> <X|O>"; default: the start position)`)
	fl.String("mode", "published", "counting convention: published or edax")
	fl.Bool("divide", false, "print the count below each root move")
	fl.Bool("json", false, "print the result as one JSON object on the last line")
	fl.Bool("hash", false, "use a transposition table")
	fl.Int("hash-mb", 64, "transposition table size in megabytes (with --hash)")
	dist.add(fl, "plies expanded before splitting into units (default: min(depth-1, 3))")
	return cmd
}

func othelloPerft(out, errOut io.Writer, pos othello.Position, depth int, mode othello.PerftMode, divide, jsonOut, hash bool, hashMB int) error {
	var table *othello.PerftTable
	if hash {
		table = othello.NewPerftTable(hashMB)
	}
	progress := newProgressLine(errOut, "perft")
	start := time.Now()
	var entries []othello.DivideEntry
	var nodes uint64
	// Divide at the root always: it is the same count and gives the
	// progress reports their steps.
	moves := pos.Moves()
	done := 0
	total := max(1, bits.OnesCount64(moves))
	each := func(e othello.DivideEntry) {
		done++
		progress.report(start, done, total)
	}
	if table != nil {
		entries, nodes = table.Divide(pos.Board, depth, mode, each)
	} else {
		entries, nodes = othello.Divide(pos.Board, depth, mode, each)
	}
	sec := time.Since(start).Seconds()
	progress.clear()
	res := othelloPerftResult{
		Game: "othello", Depth: depth, Mode: mode.String(), Pos: othello.FormatOBF(pos),
		Hash: hash, Nodes: nodes, Seconds: sec,
	}
	if sec > 0 {
		res.NPS = float64(nodes) / sec
	}
	if divide {
		for _, e := range entries {
			res.Divide = append(res.Divide, othelloDivideResult{othello.MoveName(e.Move), e.Count})
			if !jsonOut {
				fmt.Fprintf(out, "%s %d\n", othello.MoveName(e.Move), e.Count)
			}
		}
	}
	if jsonOut {
		return json.NewEncoder(out).Encode(res)
	}
	fmt.Fprintf(out, "perft %d (%s%s): %d leaves in %.3f s, %s leaves/s\n",
		depth, mode, map[bool]string{true: ", hash", false: ""}[hash], nodes, sec, humanRate(res.NPS))
	return nil
}

// Benchmark rows.

// othelloMidgame is a position after 20 plies of a game (f5d6c3d3c4f4c5b3c2e6
// c6b4b5d2e3a6c1b1a4f3), a typical middle-game tree.
const othelloMidgame = "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1a4f3"

func benchOthelloPerftStart(quick bool) (uint64, error) {
	depth, want := 11, uint64(212258800)
	if quick {
		depth, want = 10, 24571284
	}
	n := othello.Perft(othello.Start(), depth, othello.Published)
	if n != want {
		return n, fmt.Errorf("perft(%d) = %d, want %d", depth, n, want)
	}
	return n, nil
}

func benchOthelloPerftMidgame(quick bool) (uint64, error) {
	pos, _, err := othello.ParseTranscript(othello.StartPosition(), othelloMidgame)
	if err != nil {
		return 0, err
	}
	depth := 8
	if quick {
		depth = 7
	}
	return othello.Perft(pos.Board, depth, othello.Published), nil
}
