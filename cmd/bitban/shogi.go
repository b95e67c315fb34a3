package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/shogi"
	"bitban/work"
)

func init() {
	registerGame(shogiGroup())
	registerBench(
		benchRow{Game: "shogi", Name: "perft 6 from the start (5 quick)", Unit: "leaves", Run: benchShogiPerftStart},
		benchRow{Game: "shogi", Name: "perft 4 of a middle game, peeper-2 (3 quick)", Unit: "leaves", Run: benchShogiPerftMiddle},
		benchRow{Game: "shogi", Name: "perft 3 of max-593, full hands (2 quick)", Unit: "leaves", Run: benchShogiPerftDrops},
	)
}

var shogiCmd *cobra.Command

// shogiGroup returns the `bitban shogi` command group, built once, so that
// other files of this package can add their subcommands to it
// (shogiGroup().AddCommand(...) from their init: usi, mate, play, ...).
func shogiGroup() *cobra.Command {
	if shogiCmd == nil {
		shogiCmd = newGroup("shogi", "shogi: perft, mate (tsume) solver, USI engine, analysis, play in the terminal, move quality against a reference engine, blunder positions of match games, match openings, training data, its labelling by other engines and evaluation tuning",
			`Shogi on 81-square bitboards: SFEN positions, USI moves, fully legal
move generation (drops, promotions, nifu, uchifuzume) and perft.

Positions are SFEN text ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
or the word startpos; moves are USI ("7g7f", "8h2b+", "P*5e").`)
		shogiCmd.AddCommand(newShogiPerftCmd())
	}
	return shogiCmd
}

// resetShogiFlags puts every flag of cmd back to its default: the command
// objects outlive one run (tests run several).
func resetShogiFlags(cmd *cobra.Command) {
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		_ = f.Value.Set(f.DefValue)
		f.Changed = false
	})
}

type shogiPerftResult struct {
	Game    string              `json:"game"`
	Depth   int                 `json:"depth"`
	SFEN    string              `json:"sfen"`
	Nodes   uint64              `json:"nodes"`
	Seconds float64             `json:"seconds"`
	NPS     float64             `json:"nps"`
	Divide  []shogiDivideResult `json:"divide,omitempty"`
}

type shogiDivideResult struct {
	Move  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

func newShogiPerftCmd() *cobra.Command {
	var dist distributeFlags
	cmd := &cobra.Command{
		Use:   "perft [--depth N] [--sfen SFEN] [--divide] [--json]",
		Short: "count the leaves of the legal move tree (single-threaded)",
		Long: `perft counts the positions reached after exactly N plies of legal moves:
every promotion and non-promotion and every drop counts; pawn-drop mate,
two pawns on a file and pieces with no further move are excluded. The last
ply is counted by the size of the legal move list.

It prints the count, the seconds and the leaves per second; --divide first
prints each root move (USI) with its count. With --json the last line is one
JSON object: {"game":"shogi","depth":..,"sfen":..,"nodes":..,"seconds":..,
"nps":..[,"divide":[{"move":..,"nodes":..},...]]}.

A progress line goes to stderr for long runs when stderr is a terminal.

--distribute splits the count into units for workers (bitban work): the
positions after --split plies are counted by the workers of the --nats
server, or without --nats by --workers local workers on an embedded server;
the result is the same count.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetShogiFlags(cmd)
			fl := cmd.Flags()
			depth, _ := fl.GetInt("depth")
			sfen, _ := fl.GetString("sfen")
			divide, _ := fl.GetBool("divide")
			jsonOut, _ := fl.GetBool("json")
			if depth < 1 || depth > 20 {
				return usagef("--depth must be 1..20, got %d", depth)
			}
			// Relaxed: some published perft positions have extra pieces
			// (three bishops); count them anyway.
			p, err := shogi.ParseSFENMoves(sfen, true)
			if err != nil {
				return usagef("--sfen: %v", err)
			}
			if dist.on {
				job := &work.PerftJob{Game: "shogi", Pos: p.SFEN(), Depth: depth, Split: dist.split}
				return distributedPerft(cmd.OutOrStdout(), cmd.ErrOrStderr(), &dist, job, job.Pos, divide, jsonOut)
			}
			return shogiPerft(cmd.OutOrStdout(), cmd.ErrOrStderr(), p, depth, divide, jsonOut)
		},
	}
	fl := cmd.Flags()
	fl.Int("depth", 5, "plies to count (1..20)")
	fl.String("sfen", "startpos", `the position in SFEN, or startpos, optionally followed by "moves m1 m2 ..." as in USI`)
	fl.Bool("divide", false, "also print the count below each root move")
	fl.Bool("json", false, "print the result as one JSON object on the last line")
	dist.add(fl, "plies expanded before splitting into units (default: min(depth-1, 3))")
	return cmd
}

func shogiPerft(out, errOut io.Writer, p *shogi.Position, depth int, divide, jsonOut bool) error {
	progress := newProgressLine(errOut, "perft")
	sfen := p.SFEN()
	start := time.Now()
	// Divide at the root always: the count is the same and the progress
	// line gets its steps.
	entries, nodes := shogi.DivideEach(p, depth, func(done, total int, _ shogi.MoveCount) {
		progress.report(start, done, total)
	})
	sec := time.Since(start).Seconds()
	progress.clear()
	res := shogiPerftResult{Game: "shogi", Depth: depth, SFEN: sfen, Nodes: nodes, Seconds: sec}
	if sec > 0 {
		res.NPS = float64(nodes) / sec
	}
	if divide {
		for _, e := range entries {
			res.Divide = append(res.Divide, shogiDivideResult{e.Move.USI(), e.Nodes})
			if !jsonOut {
				fmt.Fprintf(out, "%s %d\n", e.Move.USI(), e.Nodes)
			}
		}
	}
	if jsonOut {
		return json.NewEncoder(out).Encode(res)
	}
	fmt.Fprintf(out, "perft %d: %d leaves in %.3f s, %s leaves/s\n", depth, nodes, sec, humanRate(res.NPS))
	return nil
}

// Benchmark rows: each checks its count against the published one.

const (
	shogiPeeper2 = "l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91"
	shogiMax593  = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1"
)

func benchShogiPerft(sfen string, depth int, want uint64) (uint64, error) {
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		return 0, err
	}
	n := shogi.Perft(p, depth)
	if n != want {
		return n, fmt.Errorf("perft(%d) = %d, want %d", depth, n, want)
	}
	return n, nil
}

func benchShogiPerftStart(quick bool) (uint64, error) {
	if quick {
		return benchShogiPerft(shogi.StartSFEN, 5, 19861490)
	}
	return benchShogiPerft(shogi.StartSFEN, 6, 547581517)
}

func benchShogiPerftMiddle(quick bool) (uint64, error) {
	if quick {
		return benchShogiPerft(shogiPeeper2, 3, 2067680)
	}
	return benchShogiPerft(shogiPeeper2, 4, 129175973)
}

func benchShogiPerftDrops(quick bool) (uint64, error) {
	if quick {
		return benchShogiPerft(shogiMax593, 2, 105677)
	}
	return benchShogiPerft(shogiMax593, 3, 53393368)
}
