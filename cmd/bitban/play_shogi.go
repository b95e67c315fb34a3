package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/shogi"
	shogisearch "bitban/shogi/search"
)

// `bitban shogi play`: shogi in the terminal play loop (play_loop.go).

func newShogiPlayCmd() *cobra.Command {
	var (
		color   string
		seconds float64
		sfen    string
		sf      shogiSearchFlags
	)
	cmd := &cobra.Command{
		Use:   "play [--color black|white] [--time S | --clock C] [--sfen SFEN] [--threads N] [--params FILE]",
		Short: "play a game against the engine in the terminal",
		Long: `play shows the board with kanji pieces (White's marked v) and both hands,
reads your moves in USI notation (7g7f, 8h2b+, P*5e) and answers with the
engine's move and its evaluation. Commands: undo (take back your last move
and the engine's reply), hint (the engine's suggestion), moves (list the
legal moves), board, new (start again), win (declare by the 27-point
entering-king rule), help, resign, quit. Black (sente) moves first. --threads sets the search threads (default: the number of CPUs),
--params loads tuned parameters from a JSON file (fields of shogi/search.Params).
--clock puts both sides on a game clock (byoyomi=10m+30s, fischer=5m+2s,
sudden=5m): the engine plans its time from its clock, running out of time
loses.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetShogiFlags(cmd)
			var human shogi.Color
			switch color {
			case "black", "b", "sente":
				human = shogi.Black
			case "white", "w", "gote":
				human = shogi.White
			default:
				return usagef("--color must be black or white, got %q", color)
			}
			if seconds <= 0 {
				return usagef("--time must be > 0, got %v", seconds)
			}
			p := shogi.NewStartPosition()
			if sfen != "" {
				var err error
				if p, err = shogi.ParseSFEN(sfen); err != nil {
					return usagef("--sfen: %v", err)
				}
			}
			s, threads, err := sf.searcher()
			if err != nil {
				return err
			}
			clock, err := clockFlag(cmd)
			if err != nil {
				return err
			}
			setup := playSetup{human: int(human), lim: engine.Limits{MoveTime: time.Duration(seconds * float64(time.Second)), Threads: threads}, clock: clock}
			return shogiPlay(cmd.InOrStdin(), cmd.OutOrStdout(), p, s, setup)
		},
	}
	sf.register(cmd)
	cmd.Flags().StringVar(&color, "color", "black", "your side: black (moves first) or white")
	cmd.Flags().Float64Var(&seconds, "time", 3, "the engine's thinking time per move in seconds")
	cmd.Flags().StringVar(&sfen, "sfen", "", "start from this position instead of the initial one")
	addClockFlag(cmd)
	return cmd
}

// shogiPlay plays a terminal game from p against the searcher s, as set
// up.
func shogiPlay(in io.Reader, out io.Writer, p *shogi.Position, s *shogisearch.Searcher, setup playSetup) error {
	return runPlay(in, out, &shogiGame{p: p}, s, setup)
}

// shogiGame is a shogi game for the play loop: the position (which keeps
// its own history for repetitions) and the moves played on it.
type shogiGame struct {
	p     *shogi.Position
	moves []shogi.Move
}

func (g *shogiGame) about() playAbout {
	return playAbout{title: "shogi", moves: "USI notation: 7g7f, 8h2b+ (promote), P*5e (drop)"}
}

func (g *shogiGame) Position() *shogi.Position { return g.p }
func (g *shogiGame) Turn() int                 { return int(g.p.SideToMove()) }
func (g *shogiGame) Outcome() engine.Outcome   { return g.p.Outcome() }
func (g *shogiGame) draw(w io.Writer)          { drawShogi(w, g.p) }
func (g *shogiGame) name(m shogi.Move) string  { return m.USI() + " " + g.p.KIF(m) }

func (g *shogiGame) parse(text string) (shogi.Move, error) {
	m, err := g.p.ParseUSIMove(text)
	if err != nil {
		return m, fmt.Errorf("Not a legal move: %v", err)
	}
	return m, nil
}

func (g *shogiGame) Play(m shogi.Move) {
	g.p.DoMove(m)
	g.moves = append(g.moves, m)
}

func (g *shogiGame) Undo() {
	n := len(g.moves) - 1
	g.p.UndoMove(g.moves[n])
	g.moves = g.moves[:n]
}

// describe words the rules' verdict (shogi.Position.Outcome).
func (g *shogiGame) describe(o engine.Outcome) string {
	win, lose := shogi.Color(o.Winner), shogi.Color(1-o.Winner)
	switch o.Ending {
	case engine.Checkmate:
		return fmt.Sprintf("%s wins (checkmate)", win)
	case engine.NoLegalMove:
		return fmt.Sprintf("%s wins (%s has no legal move)", win, lose)
	case engine.PerpetualCheck:
		return fmt.Sprintf("%s wins (perpetual check by %s)", win, lose)
	}
	return "a draw (fourfold repetition, sennichite)"
}

func (g *shogiGame) legal() []string {
	var buf [shogi.MaxMoves]shogi.Move
	var ms []string
	for _, m := range g.p.Generate(buf[:0]) {
		ms = append(ms, m.USI())
	}
	return ms
}

// declare is the entering-king declaration by the 27-point rule.
func (g *shogiGame) declare() (string, error) {
	if !g.p.CanDeclareWin() {
		return "", errors.New("You cannot declare yet: king in the enemy camp, 10 other pieces there, 28 points (27 for White), not in check.")
	}
	return "a win (entering king, 27-point rule)", nil
}

func (g *shogiGame) engineMove(r engine.Result[shogi.Move]) string {
	return fmt.Sprintf("Engine plays %s  (eval %s for the engine, depth %d, %d nodes, pv %s)",
		g.name(r.Best), describeScore(r.Score), r.Depth, r.Nodes, strings.Join(usiLine(r.PV), " "))
}

func (g *shogiGame) hint(r engine.Result[shogi.Move]) string {
	return fmt.Sprintf("Hint: %s (eval %s for you)", g.name(r.Best), describeScore(r.Score))
}
