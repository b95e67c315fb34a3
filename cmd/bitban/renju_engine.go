package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/gomocup"
	renjusearch "bitban/renju/search"
)

func init() {
	renjuGroup().AddCommand(newRenjuVCFCmd(), newRenjuGomocupCmd(), newRenjuPlayCmd())
	registerBench(
		benchRow{Game: "renju", Name: "VCF: 18 lfz084 puzzles (renju)", Unit: "nodes", Run: benchRenjuVCF},
		benchRow{Game: "renju", Name: "search 15x15 renju opening, 30k nodes", Unit: "nodes", Run: benchRenjuSearch},
		benchRow{Game: "renju", Name: "search time to depth, 6 positions", Unit: "nodes", RunThreads: benchRenjuDepth},
	)
}

// resetRenjuFlags puts every flag of cmd back to its default: the command tree
// outlives one run (tests run several).
func resetRenjuFlags(cmd *cobra.Command) {
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		_ = f.Value.Set(f.DefValue)
		f.Changed = false
	})
}

// vcfPuzzle is one input line of `renju vcf`.
type vcfPuzzle struct {
	ID     any    `json:"id"`
	Stones string `json:"stones"`
	Side   int    `json:"side"`
	Size   int    `json:"size"`
}

type vcfAnswer struct {
	ID      any     `json:"id"`
	Win     bool    `json:"win"`
	Move    string  `json:"move"`
	Line    string  `json:"line"`
	Nodes   uint64  `json:"nodes"`
	Seconds float64 `json:"seconds"`
	Error   string  `json:"error,omitempty"`
}

func newRenjuVCFCmd() *cobra.Command {
	var (
		rule   string
		timeMS int
	)
	cmd := &cobra.Command{
		Use:   "vcf [--rule renju|standard|freestyle] [--time-ms N]",
		Short: "solve VCF puzzles (JSON lines on stdin): victory by continuous fours",
		Long: `vcf reads puzzles from stdin, one JSON object a line:
  {"id":"...", "stones":"H8I9J10...", "side":1}
stones is the move sequence in algebraic form (Black first, alternating),
side the attacker to move (1 Black, 2 White), size the board (default 15).
For each puzzle it prints one JSON line:
  {"id":..., "win":true, "move":"L12", "line":"L12 K11 ...", "nodes":N, "seconds":S}
line is the winning sequence (attacker, forced defence, attacker, ...) ending
with the five, or with a four whose only defence is forbidden to Black.
A bad line prints an object with "error" (and the line number on stderr);
the exit status is then 1.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetRenjuFlags(cmd)
			r, err := renju.ParseRule(rule)
			if err != nil {
				return usagef("--rule: %v", err)
			}
			if timeMS <= 0 {
				return usagef("--time-ms must be positive, got %d", timeMS)
			}
			bad, err := renjuVCF(cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), r, time.Duration(timeMS)*time.Millisecond)
			if err != nil {
				return err
			}
			if bad > 0 {
				return fmt.Errorf("renju vcf: %d bad puzzle line(s)", bad)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&rule, "rule", "renju", "rule: renju, standard or freestyle")
	cmd.Flags().IntVar(&timeMS, "time-ms", 1000, "time limit per puzzle in milliseconds")
	return cmd
}

func renjuVCF(in io.Reader, out, errOut io.Writer, rule renju.Rule, limit time.Duration) (bad int, err error) {
	s := renjusearch.NewVCFSolver(20)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		ans, perr := solveVCFLine(s, line, rule, limit)
		if perr != nil {
			bad++
			fmt.Fprintf(errOut, "bitban renju vcf: line %d: %v\n", n, perr)
			ans.Error = perr.Error()
		}
		if err := enc.Encode(ans); err != nil {
			return bad, err
		}
		w.Flush()
	}
	return bad, sc.Err()
}

func solveVCFLine(s *renjusearch.VCFSolver, line string, rule renju.Rule, limit time.Duration) (vcfAnswer, error) {
	var p vcfPuzzle
	if err := json.Unmarshal([]byte(line), &p); err != nil {
		return vcfAnswer{}, fmt.Errorf("bad JSON: %v", err)
	}
	ans := vcfAnswer{ID: p.ID}
	size := p.Size
	if size == 0 {
		size = 15
	}
	b, err := renju.NewBoard(size, rule)
	if err != nil {
		return ans, err
	}
	moves, err := renju.ParseMoves(p.Stones, size)
	if err != nil {
		return ans, err
	}
	if err := b.PlayMoves(moves); err != nil {
		return ans, err
	}
	att := renju.Black
	switch p.Side {
	case 1:
	case 2:
		att = renju.White
	default:
		return ans, fmt.Errorf("side must be 1 (Black) or 2 (White), got %d", p.Side)
	}
	b.SetSideToMove(att)
	s.Clear()
	var st engine.Stopper
	st.Start(limit, 0)
	start := time.Now()
	r := s.VCF(b, att, &st, 0)
	ans.Seconds = time.Since(start).Seconds()
	ans.Nodes = r.Nodes
	ans.Win = r.Win
	if r.Win {
		ans.Move = b.PointName(r.Line[0])
		names := make([]string, len(r.Line))
		for i, q := range r.Line {
			names[i] = b.PointName(q)
		}
		ans.Line = strings.Join(names, " ")
	}
	return ans, nil
}

func newRenjuGomocupCmd() *cobra.Command {
	var turnMS int
	var paramsFile string
	cmd := &cobra.Command{
		Use:   "gomocup",
		Short: "run as a Gomocup (Piskvork) brain with Yixin-Board extensions on stdin/stdout",
		Long: `gomocup speaks the Gomocup protocol on stdin/stdout, as managers and GUIs
(Piskvork, Yixin-Board, the Gomocup manager) expect of a pbrain- program:
START, RECTSTART, BEGIN, TURN, BOARD..DONE, INFO, END, ABOUT, RESTART,
TAKEBACK, PLAY, the Swap2 opening's SWAP2BOARD..DONE, and the Yixin
extensions YXBOARD..DONE, YXSHOWFORBID, YXNBEST, YXSTOP. Coordinates are
0-based x,y (x column from the left, y row from the top). The same program is built as cmd/pbrain-bitban. --params
reads the search's tuning values (renju/search Params as JSON; missing fields keep
their defaults), so a match can compare two settings with one build.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetRenjuFlags(cmd)
			p := renjusearch.DefaultParams()
			if paramsFile != "" {
				if err := engine.LoadParams(paramsFile, &p); err != nil {
					return usagef("--params: %v", err)
				}
			}
			s := gomocup.NewSession(gomocup.NewBrainParams(20, p), cmd.OutOrStdout(), gomocup.Options{
				About:       gomocup.About{Name: "bitban", Version: version, Author: "bitban authors", Country: "-"},
				DefaultTurn: time.Duration(turnMS) * time.Millisecond,
			})
			return s.Run(cmd.InOrStdin())
		},
	}
	cmd.Flags().IntVar(&turnMS, "turn-ms", 5000, "time per move until the manager sends INFO timeout_turn")
	cmd.Flags().StringVar(&paramsFile, "params", "", "JSON file of search parameters (renju/search Params; missing fields keep their defaults)")
	return cmd
}

// benchRenjuSearch searches a fixed renju opening for a fixed node count.
func benchRenjuSearch(quick bool) (uint64, error) {
	b, _ := renju.NewBoard(15, renju.Renju)
	ms, err := renju.ParseMoves("H8I9J8I8I7H9G10J9", 15)
	if err != nil {
		return 0, err
	}
	if err := b.PlayMoves(ms); err != nil {
		return 0, err
	}
	nodes := uint64(30000)
	if quick {
		nodes = 10000
	}
	s := renjusearch.NewSearcher(20)
	r := s.Search(context.Background(), b, engine.Request[renju.Point]{Limits: engine.Limits{Nodes: nodes}})
	return r.Nodes, nil
}

// benchVCFPuzzles are 18 puzzles of the lfz084 set (testdata/renju): the
// attacker (1 Black, 2 White) and the move sequence.
var benchVCFPuzzles = []struct {
	side   int
	stones string
}{
	{1, "G12H12G11H10I11I10F10E9J10J9G9G8I9J8K9K8L9M8F8F7H8G7I6I7"},
	{1, "I9H10H8E7D7E6G6I6H6C4D5G4H5H4F3I4G3J3I3H2"},
	{1, "L13I13I12K11K12H10J11I10I9J10J9H9M9M8H8H7K8K7L8H6"},
	{1, "H13I14K13J13J12G12L12H12G11I12L10I10G9K10H9J9I9K9M9N9H8N8K8N7"},
	{1, "F8H9H8F6J8I6H7J6F5J5H4E4I4F4J4G4I3J3"},
	{1, "K13K14J12I13M12J13I11K12K11L12M11H10K10J10G9N10J9I9H8I8K7J8"},
	{2, "J10I11H9K8J9G7H8C6H7G6I7H6F6F5J6H5D5J5G5D4I5E4H4G4I4"},
	{2, "D12H11E12H9H12I9F11J9G11D8E10G8G10H8I10E6G9I6F6"},
	{2, "E10B10D9C9G9I9D8C8G8F8H8J8F7B7C6C7H6D7C5G7E5D6E4"},
	{2, "H13L14J13N14L13K12J12L12M11M12J10J11K10K11H9N10I9K9L9J8H8K7I8K6K8L6J7"},
	{2, "G11N11J11G10J10K10M10L9G9H8J9J8K9L8I8M8K8N8L7I7K6J6L6L5M5"},
	{2, "F10I9G8F8H8D7E6E7F6H7B5G6C5H6E5D5F5G5I5C4E4D4D3H4H3C3D2"},
	{1, "H12B12C11C12D11F12G11E11C10D10E10D9F10E9H10G9F9D8C8E8H8F8D7C7E7H7G7E6"},
	{1, "J13F13F12I13J12G12K12L12F11E11G11D10J11G10E10J10F10K10H10C9I10E9D9G9F9H9J9I9D8E8H8F8I8K8D7F7E7H7G7J7K7L7F6D6H6G6I6M6K6G5E5H5J5I5I4D4K4K3"},
	{2, "I11G10I10H10J9F9F8H9G8I9H8E8M8I8D7K8H7L8J7G7K7I7F6G6H6K6I6J5J6G4H5H4I4"},
	{2, "E12F11J11F10J10G10G9I10H8H9H7G8I7G7J7J6H5"},
	{1, "G12G11F11H11C10D10H10E10I10F10F9G10J9E9D8G9H8H9I8I9G7G8F6J8F5E7"},
	{1, "H13F13F12G13G12I13I12J13G11H12H11J12I11F11K11J11G10F10I10H10J10F9G9H9L9I9D8J9E8K9F8G8H8I8J8K8E7F7H7I7J7L7K7D6E6H6F6J6L6E5I5G5"},
}

// benchRenjuVCF solves the bench puzzles (the whole tree each time: the
// table is cleared) and counts the nodes.
func benchRenjuVCF(quick bool) (uint64, error) {
	reps := 5
	if quick {
		reps = 1
	}
	s := renjusearch.NewVCFSolver(18)
	var nodes uint64
	for i := 0; i < reps; i++ {
		for _, p := range benchVCFPuzzles {
			b, _ := renju.NewBoard(15, renju.Renju)
			ms, err := renju.ParseMoves(p.stones, 15)
			if err != nil {
				return 0, err
			}
			if err := b.PlayMoves(ms); err != nil {
				return 0, err
			}
			att := renju.Black
			if p.side == 2 {
				att = renju.White
			}
			s.Clear()
			r := s.VCF(b, att, nil, 0)
			if !r.Win {
				return nodes, fmt.Errorf("bench puzzle %s not solved", p.stones)
			}
			nodes += r.Nodes
		}
	}
	return nodes, nil
}
