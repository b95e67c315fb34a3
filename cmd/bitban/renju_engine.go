package main

import (
	"bufio"
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
)

func init() {
	renjuGroup().AddCommand(newRenjuVCFCmd(), newRenjuGomocupCmd(), newRenjuPlayCmd())
	registerBench(benchRow{Game: "renju", Name: "search 15x15 renju opening, 30k nodes", Unit: "nodes", Run: benchRenjuSearch})
}

// resetFlags puts every flag of cmd back to its default: the command tree
// outlives one run (tests run several).
func resetFlags(cmd *cobra.Command) {
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
			defer resetFlags(cmd)
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
	s := renju.NewVCFSolver(20)
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

func solveVCFLine(s *renju.VCFSolver, line string, rule renju.Rule, limit time.Duration) (vcfAnswer, error) {
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
	cmd := &cobra.Command{
		Use:   "gomocup",
		Short: "run as a Gomocup (Piskvork) brain with Yixin-Board extensions on stdin/stdout",
		Long: `gomocup speaks the Gomocup protocol on stdin/stdout, as managers and GUIs
(Piskvork, Yixin-Board, the Gomocup manager) expect of a pbrain- program:
START, RECTSTART, BEGIN, TURN, BOARD..DONE, INFO, END, ABOUT, RESTART,
TAKEBACK, PLAY, and the Yixin extensions YXBOARD..DONE, YXSHOWFORBID,
YXNBEST, YXSTOP. Coordinates are 0-based x,y (x column from the left, y row
from the top). The same program is built as cmd/pbrain-bitban.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetFlags(cmd)
			s := gomocup.NewSession(gomocup.NewBrain(20), cmd.OutOrStdout(), gomocup.Options{
				About:       gomocup.About{Name: "bitban", Version: version, Author: "bitban authors", Country: "-"},
				DefaultTurn: time.Duration(turnMS) * time.Millisecond,
			})
			return s.Run(cmd.InOrStdin())
		},
	}
	cmd.Flags().IntVar(&turnMS, "turn-ms", 5000, "time per move until the manager sends INFO timeout_turn")
	return cmd
}

func newRenjuPlayCmd() *cobra.Command {
	var (
		rule  string
		color string
		secs  float64
		size  int
	)
	cmd := &cobra.Command{
		Use:   "play [--rule renju|standard|freestyle] [--color black|white] [--time S]",
		Short: "play against the engine in the terminal",
		Long: `play shows the board and reads your moves from stdin: a point in algebraic
form (H8; column letter, row from the bottom), "undo" (takes back your last
move and the engine's answer), "hint" (the engine's suggestion), "new" or
"quit". Under renju Black's forbidden points are marked '*'. After each
engine move its evaluation is shown (+M5: it wins in 5 plies).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetFlags(cmd)
			r, err := renju.ParseRule(rule)
			if err != nil {
				return usagef("--rule: %v", err)
			}
			var human renju.Color
			switch color {
			case "black":
				human = renju.Black
			case "white":
				human = renju.White
			default:
				return usagef("--color must be black or white, got %q", color)
			}
			if secs <= 0 {
				return usagef("--time must be positive, got %v", secs)
			}
			if size < renju.MinSize || size > renju.MaxSize {
				return usagef("--size must be in %d..%d, got %d", renju.MinSize, renju.MaxSize, size)
			}
			return renjuPlay(cmd.InOrStdin(), cmd.OutOrStdout(), r, human, size, time.Duration(secs*float64(time.Second)))
		},
	}
	cmd.Flags().StringVar(&rule, "rule", "renju", "rule: renju, standard or freestyle")
	cmd.Flags().StringVar(&color, "color", "black", "your colour: black (moves first) or white")
	cmd.Flags().Float64Var(&secs, "time", 2, "engine time per move in seconds")
	cmd.Flags().IntVar(&size, "size", 15, "board size (5..20)")
	return cmd
}

// drawBoard writes the board with coordinates, the last move in brackets and,
// under renju, Black's forbidden points as '*'.
func drawBoard(w io.Writer, b *renju.Board) {
	n := b.Size()
	forbid := map[renju.Point]bool{}
	for _, p := range b.ForbiddenPoints(nil) {
		forbid[p] = true
	}
	last := b.LastMove()
	header := "   "
	for x := 0; x < n; x++ {
		header += " " + string(rune('A'+x))
	}
	fmt.Fprintln(w, header)
	for y := 0; y < n; y++ {
		var sb strings.Builder
		fmt.Fprintf(&sb, "%2d ", n-y)
		for x := 0; x < n; x++ {
			p := renju.Pt(x, y)
			c := "."
			switch {
			case b.At(p) == renju.Black:
				c = "X"
			case b.At(p) == renju.White:
				c = "O"
			case forbid[p]:
				c = "*"
			}
			switch {
			case p == last:
				sb.WriteString("(" + c)
			case x > 0 && renju.Pt(x-1, y) == last:
				sb.WriteString(")" + c)
			default:
				sb.WriteString(" " + c)
			}
		}
		if renju.Pt(n-1, y) == last {
			sb.WriteString(")")
		} else {
			sb.WriteString(" ")
		}
		fmt.Fprintf(&sb, "%d", n-y)
		fmt.Fprintln(w, sb.String())
	}
	fmt.Fprintln(w, header)
	if len(forbid) > 0 {
		fmt.Fprintln(w, "(* = forbidden for Black)")
	}
}

func renjuPlay(in io.Reader, out io.Writer, rule renju.Rule, human renju.Color, size int, per time.Duration) error {
	b, err := renju.NewBoard(size, rule)
	if err != nil {
		return err
	}
	s := renju.NewSearcher(22)
	sc := bufio.NewScanner(in)
	over := func() bool {
		if w := b.Winner(); w != renju.Empty {
			fmt.Fprintf(out, "%s wins.\n", w)
			return true
		}
		if b.Stones() == size*size {
			fmt.Fprintln(out, "The board is full: a draw.")
			return true
		}
		return false
	}
	engineMove := func() {
		r := s.Search(b, renju.SearchLimits{Budget: engine.Budget{Soft: per, Hard: per}})
		if r.Best == renju.NoPoint {
			fmt.Fprintln(out, "The engine has no move.")
			return
		}
		b.Place(r.Best)
		how := fmt.Sprintf("depth %d", r.Depth)
		if r.VCF {
			how = "VCF"
		}
		fmt.Fprintf(out, "Engine plays %s (eval %s, %s, %d nodes)\n", b.PointName(r.Best), renju.ScoreString(r.Score), how, r.Nodes)
	}
	fmt.Fprintf(out, "bitban %s %dx%d; you play %s. Moves like H8; undo, hint, new, quit.\n", rule, size, size, human)
	if human == renju.White {
		engineMove()
	}
	for {
		drawBoard(out, b)
		if over() {
			fmt.Fprintln(out, "Type new, undo or quit.")
		} else {
			fmt.Fprintf(out, "%s to move> ", b.SideToMove())
		}
		if !sc.Scan() {
			fmt.Fprintln(out)
			return sc.Err()
		}
		cmdLine := strings.TrimSpace(sc.Text())
		switch strings.ToLower(cmdLine) {
		case "":
			continue
		case "quit", "exit", "q":
			return nil
		case "new":
			b, _ = renju.NewBoard(size, rule)
			s.Clear()
			if human == renju.White {
				engineMove()
			}
			continue
		case "undo", "u":
			// Back to the human's previous turn.
			if _, ok := b.Undo(); !ok {
				fmt.Fprintln(out, "Nothing to undo.")
				continue
			}
			for b.SideToMove() != human {
				if _, ok := b.Undo(); !ok {
					break
				}
			}
			if b.SideToMove() != human {
				engineMove()
			}
			continue
		case "hint":
			r := s.Search(b, renju.SearchLimits{Budget: engine.Budget{Soft: per, Hard: per}})
			if r.Best != renju.NoPoint {
				fmt.Fprintf(out, "Hint: %s (eval %s)\n", b.PointName(r.Best), renju.ScoreString(r.Score))
			}
			continue
		}
		if b.Winner() != renju.Empty || b.SideToMove() != human {
			fmt.Fprintln(out, "The game is over: new, undo or quit.")
			continue
		}
		p, err := renju.ParsePoint(cmdLine, size)
		if err != nil {
			fmt.Fprintf(out, "%v\n", err)
			continue
		}
		if b.At(p) != renju.Empty {
			fmt.Fprintf(out, "%s is occupied.\n", b.PointName(p))
			continue
		}
		if f := b.Forbidden(p); human == renju.Black && f != renju.NotForbidden {
			fmt.Fprintf(out, "%s is forbidden for Black (%s).\n", b.PointName(p), f)
			continue
		}
		b.Place(p)
		if over() {
			continue
		}
		engineMove()
	}
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
	s := renju.NewSearcher(20)
	r := s.Search(b, renju.SearchLimits{MaxNodes: nodes})
	return r.Nodes, nil
}
