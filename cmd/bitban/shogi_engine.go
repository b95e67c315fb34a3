package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/shogi"
	shogisearch "bitban/shogi/search"
	"bitban/shogi/usi"
)

// The shogi engine's commands: `usi` (the protocol for shogi GUIs), `mate`
// (the df-pn tsume solver) and `play` (a game in the terminal).
func init() {
	shogiGroup().AddCommand(newShogiUSICmd(), newShogiMateCmd(), newShogiPlayCmd())
	registerBench(
		benchRow{Game: "shogi", Name: "df-pn mate, 9- and 11-ply problems (7-ply quick)", Unit: "nodes", Run: benchShogiMate},
	)
}

// benchMateSFENs are composed mate problems from testdata/shogi/mate.
var benchMateSFENs = []string{
	"2k6/9/3R5/9/9/9/9/9/9 b BSrb4g3s4n4l18p 1",     // 9
	"9/5k3/8R/7p1/9/9/9/9/9 b NGr2b3g4s3n4l17p 1",   // 11
	"9/9/6k2/4+R2p1/4g4/9/9/9/9 b R2b3g4s4n4l17p 1", // 11
	"2k6/s8/9/3+R5/9/9/9/9/9 b Gr2b3g3s4n4l18p 1",   // 7 (quick)
}

func benchShogiMate(quick bool) (uint64, error) {
	sfens := benchMateSFENs[:3]
	if quick {
		sfens = benchMateSFENs[3:]
	}
	ms := shogisearch.NewMateSolver(32)
	var nodes uint64
	for _, sfen := range sfens {
		p, err := shogi.ParseSFEN(sfen)
		if err != nil {
			return 0, err
		}
		var st engine.Stopper
		st.Start(0, 0)
		if _, status := ms.Solve(p, &st); status != shogisearch.MateFound {
			return 0, fmt.Errorf("bench mate %s: %v", sfen, status)
		}
		nodes += ms.Nodes()
	}
	return nodes, nil
}

func newShogiUSICmd() *cobra.Command {
	return &cobra.Command{
		Use:   "usi",
		Short: "run the engine under the USI protocol on stdin/stdout (for shogi GUIs)",
		Long: `usi speaks the USI protocol on standard input and output, as shogi GUIs
(ShogiGUI, Shogidokoro, ElectronShogi, ...) expect from an engine. Register
"bitban shogi usi" as the engine command line.

Options: USI_Hash, USI_Ponder, MultiPV, Threads (Lazy SMP search threads;
default 1, set it to the number of cores), NetworkDelay (milliseconds the
GUI's own round trip needs, kept back from every move; default 0: the engine
measures and keeps back its own latency anyway) and EnteringKingRule
(CSARule27 lets the engine answer "bestmove win" when the 27-point
declaration is allowed). A hidden option, Params, loads a JSON file of
search and evaluation parameters (shogi/search.Params) for tuning runs. "go ...
searchmoves m1 m2" restricts the root moves. Besides the standard
commands, "go perft N" prints a divide and "go mate <ms>|infinite" runs
the mate solver (its line is played out to checkmate on the board). A "go"
without any time searches 1 s; after a refused "position", "go" answers
"bestmove resign" until a valid position arrives.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l := usi.New(usi.NewShogi(version), cmd.OutOrStdout())
			return l.Run(cmd.InOrStdin())
		},
	}
}

func newShogiMateCmd() *cobra.Command {
	var (
		seconds float64
		sfen    string
	)
	cmd := &cobra.Command{
		Use:   "mate [--time S] [--sfen SFEN]",
		Short: "solve a checkmate problem (tsume): every attacking move checks",
		Long: `mate searches for a forced mate in which the side to move checks with
every move (a tsume problem; the attacker's king may be absent) with a
df-pn proof-number search, then shortens the mate to the shortest against
the longest defence. Lengths follow the tsume convention of published
solutions: a useless interposition (muda-ai: a drop between the king and
the checking piece that the attacker simply takes, still mating) is
answered but not counted, and the printed line leaves it out.

With --sfen it solves that position, otherwise one SFEN per line from
standard input. For each it prints the outcome (mate in N plies, no mate,
or timeout after --time seconds, 0 = no limit) and the line in USI and in
Japanese (KIF) notation.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetShogiFlags(cmd)
			if seconds < 0 {
				return usagef("--time must be >= 0, got %v", seconds)
			}
			limit := time.Duration(seconds * float64(time.Second))
			out := cmd.OutOrStdout()
			ms := shogisearch.NewMateSolver(64)
			if sfen != "" {
				return shogiMate(out, ms, sfen, limit)
			}
			sc := bufio.NewScanner(cmd.InOrStdin())
			sc.Buffer(make([]byte, 1<<16), 1<<20)
			bad := 0
			for sc.Scan() {
				line := strings.TrimSpace(sc.Text())
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				if err := shogiMate(out, ms, line, limit); err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "bitban: %v\n", err)
					bad++
				}
			}
			if err := sc.Err(); err != nil {
				return err
			}
			if bad > 0 {
				return fmt.Errorf("%d line(s) were not valid positions", bad)
			}
			return nil
		},
	}
	cmd.Flags().Float64Var(&seconds, "time", 60, "time limit per problem in seconds (0 = none)")
	cmd.Flags().StringVar(&sfen, "sfen", "", "the problem as SFEN (default: read SFEN lines from stdin)")
	return cmd
}

// shogiMate solves one problem and prints the outcome and the line.
func shogiMate(out io.Writer, ms *shogisearch.MateSolver, sfen string, limit time.Duration) error {
	// Accept "sfen <...>" as well as the bare SFEN; drop a trailing
	// "| ..." comment (the format of testdata/shogi/mate).
	if i := strings.IndexByte(sfen, '|'); i >= 0 {
		sfen = sfen[:i]
	}
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		return err
	}
	var st engine.Stopper
	st.Start(limit, 0)
	line, status := ms.Solve(p, &st)
	el := st.Elapsed()
	fmt.Fprintf(out, "sfen %s\n", p.SFEN())
	switch status {
	case shogisearch.MateFound:
		note := ""
		if !ms.Shortest() {
			note = "; not proven shortest: the time limit ran out while shortening"
		}
		fmt.Fprintf(out, "mate in %d (nodes %d, %.3f s%s)\n", len(line), ms.Nodes(), el.Seconds(), note)
		fmt.Fprintf(out, "usi: %s\n", strings.Join(usiLine(line), " "))
		fmt.Fprintf(out, "kif: %s\n", kifLine(p, line))
	case shogisearch.MateNone:
		fmt.Fprintf(out, "no mate (nodes %d, %.3f s)\n", ms.Nodes(), el.Seconds())
	default:
		fmt.Fprintf(out, "timeout (nodes %d, %.3f s)\n", ms.Nodes(), el.Seconds())
	}
	return nil
}

func usiLine(line []shogi.Move) []string {
	s := make([]string, len(line))
	for i, m := range line {
		s[i] = m.USI()
	}
	return s
}

// kifLine writes the moves in Japanese notation with the side marks ▲ and
// △, playing them on p and taking them back.
func kifLine(p *shogi.Position, line []shogi.Move) string {
	var parts []string
	for _, m := range line {
		mark := "▲"
		if p.SideToMove() == shogi.White {
			mark = "△"
		}
		parts = append(parts, mark+p.KIF(m))
		p.DoMove(m)
	}
	for i := len(line) - 1; i >= 0; i-- {
		p.UndoMove(line[i])
	}
	return strings.Join(parts, " ")
}

func describeScore(score engine.Score) string {
	if score.IsMate() {
		if n := score.Value; n > 0 {
			return fmt.Sprintf("mate in %d plies", n)
		}
		return fmt.Sprintf("mated in %d plies", -score.Value)
	}
	return fmt.Sprintf("%+d cp", score.Value)
}
