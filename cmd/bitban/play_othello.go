package main

import (
	"fmt"
	"io"
	"math/bits"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/othello"
	othellosearch "bitban/othello/search"
	"bitban/session"
)

// `bitban othello play`: Othello in the terminal play loop (play_loop.go).

func newOthelloPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "play [--color black|white] [--level N | --time S | --clock C]",
		Short: "play against the engine in the terminal",
		Long: `play is a game against the engine in the terminal. The board is drawn
after every move, legal moves marked '*'. Type a move (f5, F5), "pass" when
you have no move, "undo" to take back your last move, "hint" for the
engine's suggestion, "moves" for the legal moves, "board" to redraw, "new"
to start again, "resign", "help", "quit" to stop. The engine prints its
move and evaluation (discs, from its side). At the end the final score.

--level N searches N plies (default 8) and solves exactly from 2N empties
(at most 20); --time S gives it S seconds per move instead. --clock puts
both sides on a game clock (sudden=5m, fischer=5m+2s, byoyomi=10m+30s):
the engine plans its time from its clock, running out of time loses.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			fl := cmd.Flags()
			color, _ := fl.GetString("color")
			level, _ := fl.GetInt("level")
			secs, _ := fl.GetFloat64("time")
			var human othello.Color
			switch strings.ToLower(color) {
			case "black", "b", "x":
				human = othello.Black
			case "white", "w", "o":
				human = othello.White
			default:
				return usagef("--color %q: want black or white", color)
			}
			setup, err := othelloPlaySetup(cmd, human, level, secs)
			if err != nil {
				return err
			}
			return othelloPlay(cmd.InOrStdin(), cmd.OutOrStdout(), setup, min(2*level, 20))
		},
	}
	fl := cmd.Flags()
	fl.String("color", "black", "your colour: black (moves first) or white")
	fl.Int("level", 8, "engine search depth")
	fl.Float64("time", 0, "engine seconds per move (instead of --level)")
	addClockFlag(cmd)
	return cmd
}

// othelloPlaySetup checks the engine's strength flags (--level, --time,
// --clock: one of them) and returns the game's setup: a clock, else a
// time per move, else the level's depth.
func othelloPlaySetup(cmd *cobra.Command, human othello.Color, level int, secs float64) (playSetup, error) {
	fl := cmd.Flags()
	if level < 1 || level > 30 {
		return playSetup{}, usagef("--level %d: want 1..30", level)
	}
	if secs < 0 || secs > 3600 || secs != secs {
		return playSetup{}, usagef("--time %v: want 0..3600 seconds", secs)
	}
	if fl.Changed("level") && fl.Changed("time") {
		return playSetup{}, usagef("--level and --time exclude each other")
	}
	clock, err := clockFlag(cmd)
	if err != nil {
		return playSetup{}, err
	}
	setup := playSetup{human: int(human), lim: engine.Limits{Depth: level}, clock: clock}
	switch {
	case setup.timed() && fl.Changed("level"):
		return playSetup{}, usagef("--clock and --level exclude each other: under a clock the engine plans its own time")
	case setup.timed():
		setup.lim = engine.Limits{}
	case secs > 0:
		setup.lim = engine.Limits{MoveTime: time.Duration(secs * float64(time.Second))}
	}
	return setup, nil
}

// othelloPlay plays a terminal game from the start position against the
// Othello engine, which solves exactly from solveEmpties empties (18 under
// a time limit or a clock).
func othelloPlay(in io.Reader, out io.Writer, setup playSetup, solveEmpties int) error {
	eng := othellosearch.NewEngine(64)
	eng.Searcher().SolveEmpties = solveEmpties
	if setup.lim.MoveTime > 0 || setup.timed() {
		eng.Searcher().SolveEmpties = 18
	}
	if setup.timed() {
		// Its clock limits come with a margin (session.EngineMargin) that
		// this engine takes from its own field.
		eng.Searcher().TimeMargin = session.EngineMargin(setup.clock.Main())
	}
	g := &othelloGame{pos: othello.StartPosition()}
	return runPlay(in, out, g, eng, setup)
}

// othelloGame is an Othello game for the play loop: the position and the
// positions before each move (for undo). A pass is a move.
type othelloGame struct {
	pos     othello.Position
	history []othello.Position
}

func (g *othelloGame) about() playAbout {
	return playAbout{title: "Othello", moves: "a square like f5 (legal ones marked *), or pass when you have none"}
}

func (g *othelloGame) Position() othello.Position { return g.pos }
func (g *othelloGame) Turn() int                  { return int(g.pos.Turn) }
func (g *othelloGame) Outcome() engine.Outcome    { return g.pos.Outcome() }
func (g *othelloGame) draw(w io.Writer)           { fmt.Fprint(w, g.pos.Diagram()) }
func (g *othelloGame) name(m int) string          { return othello.MoveName(m) }

func (g *othelloGame) parse(text string) (int, error) {
	m, err := othello.ParseMove(text)
	if err != nil {
		return 0, err
	}
	if _, err := g.pos.PlayMove(m); err != nil {
		return 0, fmt.Errorf("illegal: %v", err)
	}
	return m, nil
}

func (g *othelloGame) Play(m int) {
	g.history = append(g.history, g.pos)
	g.pos = g.pos.Play(m)
}

func (g *othelloGame) Undo() {
	n := len(g.history) - 1
	g.pos, g.history = g.history[n], g.history[:n]
}

// describe words the final count when neither side can move
// (othello.Position.Outcome): the discs on the board, and the margin with
// the empty squares given to the winner, as the rules count.
func (g *othelloGame) describe(o engine.Outcome) string {
	black, white := g.pos.Discs()
	counts := fmt.Sprintf("black %d, white %d", bits.OnesCount64(black), bits.OnesCount64(white))
	switch o.Winner {
	case 0:
		return fmt.Sprintf("%s: black wins by %d", counts, o.Black-o.White)
	case 1:
		return fmt.Sprintf("%s: white wins by %d", counts, o.White-o.Black)
	}
	return counts + ": a draw"
}

func (g *othelloGame) legal() []string {
	if g.pos.MustPass() {
		return []string{"pass"}
	}
	var ms []string
	for m := g.pos.Moves(); m != 0; m &= m - 1 {
		ms = append(ms, othello.MoveName(bits.TrailingZeros64(m)))
	}
	return ms
}

// engineMove: the evaluation in discs from the engine's side, exact or the
// depth reached.
func (g *othelloGame) engineMove(r engine.Result[int]) string {
	if r.Best == othello.PassMove {
		return "bitban passes."
	}
	kind := fmt.Sprintf("depth %d", r.Depth)
	if r.Exact {
		kind = "exact"
	}
	return fmt.Sprintf("bitban plays %s (eval %+.2f, %s, %d nodes, %.2f s)",
		othello.MoveName(r.Best), discs(r.Score), kind, r.Nodes, r.Time.Seconds())
}

func (g *othelloGame) hint(r engine.Result[int]) string {
	return fmt.Sprintf("hint: %s (eval %+.2f for you)", othello.MoveName(r.Best), discs(r.Score))
}

// discs converts the engine's score (hundredths of a disc) to discs.
func discs(s engine.Score) float64 { return float64(s.Value) / 100 }
