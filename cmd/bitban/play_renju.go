package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// `bitban renju play`: renju and gomoku in the terminal play loop
// (play_loop.go).

func newRenjuPlayCmd() *cobra.Command {
	var (
		rule    string
		color   string
		secs    float64
		size    int
		threads int
	)
	cmd := &cobra.Command{
		Use:   "play [--rule renju|standard|freestyle] [--color black|white] [--time S | --clock C] [--threads N]",
		Short: "play against the engine in the terminal",
		Long: `play shows the board and reads your moves from stdin: a point in algebraic
form (H8; column letter, row from the bottom), "undo" (takes back your last
move and the engine's answer), "hint" (the engine's suggestion), "moves"
(the legal points), "board", "new", "resign", "help" or "quit". Under renju Black's forbidden points are marked '*'. After each
engine move its evaluation is shown (+M5: it wins in 5 plies). --clock puts
both sides on a game clock (sudden=5m, fischer=5m+2s, byoyomi=10m+30s): the
engine plans its time from its clock, running out of time loses.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetRenjuFlags(cmd)
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
			if threads < 1 {
				return usagef("--threads must be at least 1, got %d", threads)
			}
			clock, err := clockFlag(cmd)
			if err != nil {
				return err
			}
			lim := engine.Limits{MoveTime: time.Duration(secs * float64(time.Second)), Threads: threads}
			return renjuPlay(cmd.InOrStdin(), cmd.OutOrStdout(), r, size, playSetup{human: renjuSide(human), lim: lim, clock: clock})
		},
	}
	cmd.Flags().StringVar(&rule, "rule", "renju", "rule: renju, standard or freestyle")
	cmd.Flags().StringVar(&color, "color", "black", "your colour: black (moves first) or white")
	cmd.Flags().Float64Var(&secs, "time", 2, "engine time per move in seconds")
	cmd.Flags().IntVar(&size, "size", 15, "board size (5..20)")
	cmd.Flags().IntVar(&threads, "threads", runtime.NumCPU(), "search threads (default: the number of CPUs)")
	addClockFlag(cmd)
	return cmd
}

// renjuPlay plays a terminal game on an empty board of the given size
// under rule, as set up.
func renjuPlay(in io.Reader, out io.Writer, rule renju.Rule, size int, setup playSetup) error {
	b, err := renju.NewBoard(size, rule)
	if err != nil {
		return err
	}
	return runPlay(in, out, &renjuGame{b: b}, renjusearch.NewSearcher(22), setup)
}

// renjuSide is the play loop's side of a colour: 0 Black, 1 White.
func renjuSide(c renju.Color) int {
	if c == renju.Black {
		return 0
	}
	return 1
}

// renjuGame is a renju or gomoku game for the play loop: the board keeps
// the moves (for undo) and the rule.
type renjuGame struct {
	b *renju.Board
}

func (g *renjuGame) about() playAbout {
	n := g.b.Size()
	return playAbout{title: fmt.Sprintf("%s %dx%d", g.b.Rule(), n, n),
		moves: "a point like H8 (column letter, row from the bottom)"}
}

func (g *renjuGame) Position() *renju.Board    { return g.b }
func (g *renjuGame) Turn() int                 { return renjuSide(g.b.SideToMove()) }
func (g *renjuGame) Outcome() engine.Outcome   { return g.b.Outcome() }
func (g *renjuGame) draw(w io.Writer)          { drawRenjuBoard(w, g.b) }
func (g *renjuGame) name(p renju.Point) string { return g.b.PointName(p) }
func (g *renjuGame) Play(p renju.Point)        { g.b.Place(p) }
func (g *renjuGame) Undo()                     { g.b.Undo() }

// parse refuses points off the board, occupied ones and, under renju,
// Black's forbidden points (a five wins even where its shape is forbidden).
func (g *renjuGame) parse(text string) (renju.Point, error) {
	p, err := renju.ParsePoint(text, g.b.Size())
	switch {
	case err != nil:
		return p, err
	case g.b.At(p) != renju.Empty:
		return p, fmt.Errorf("%s is occupied.", g.b.PointName(p))
	case !g.b.IsWinningMove(p, g.b.SideToMove()) && !g.b.Legal(p, g.b.SideToMove()):
		return p, fmt.Errorf("%s is forbidden for Black (%s).", g.b.PointName(p), g.b.Forbidden(p))
	}
	return p, nil
}

// describe words the rules' verdict (renju.Board.Outcome): a winning five
// under the board's rule, or no point left to play (a draw).
func (g *renjuGame) describe(o engine.Outcome) string {
	if o.Winner == engine.Draw {
		return "a draw (no point left to play)"
	}
	return fmt.Sprintf("%s wins (five in a row)", sideNames[o.Winner])
}

func (g *renjuGame) legal() []string {
	var ms []string
	c, n := g.b.SideToMove(), g.b.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if p := renju.Pt(x, y); g.b.IsWinningMove(p, c) || g.b.Legal(p, c) {
				ms = append(ms, g.b.PointName(p))
			}
		}
	}
	return ms
}

// engineMove: the evaluation from the engine's side (+M5: it wins in 5
// plies) and the depth, or the threat search that found the move.
func (g *renjuGame) engineMove(r engine.Result[renju.Point]) string {
	how := fmt.Sprintf("depth %d", r.Depth)
	if r.Exact && r.Depth == 0 {
		how = "threat search"
	}
	return fmt.Sprintf("Engine plays %s (eval %s for the engine, %s, %d nodes)", g.b.PointName(r.Best), renjusearch.FormatScore(r.Score), how, r.Nodes)
}

func (g *renjuGame) hint(r engine.Result[renju.Point]) string {
	return fmt.Sprintf("Hint: %s (eval %s for you)", g.b.PointName(r.Best), renjusearch.FormatScore(r.Score))
}
