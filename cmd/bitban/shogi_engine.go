package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/shogi"
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
	ms := shogi.NewMateSolver(32)
	var nodes uint64
	for _, sfen := range sfens {
		p, err := shogi.ParseSFEN(sfen)
		if err != nil {
			return 0, err
		}
		var st engine.Stopper
		st.Start(0, 0)
		if _, status := ms.Solve(p, &st); status != shogi.MateFound {
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
search and evaluation parameters (shogi.Params) for tuning runs. "go ...
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
			ms := shogi.NewMateSolver(64)
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
func shogiMate(out io.Writer, ms *shogi.MateSolver, sfen string, limit time.Duration) error {
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
	case shogi.MateFound:
		note := ""
		if !ms.Shortest() {
			note = "; not proven shortest: the time limit ran out while shortening"
		}
		fmt.Fprintf(out, "mate in %d (nodes %d, %.3f s%s)\n", len(line), ms.Nodes(), el.Seconds(), note)
		fmt.Fprintf(out, "usi: %s\n", strings.Join(usiLine(line), " "))
		fmt.Fprintf(out, "kif: %s\n", kifLine(p, line))
	case shogi.MateNone:
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

func newShogiPlayCmd() *cobra.Command {
	var (
		color   string
		seconds float64
		sfen    string
		sf      shogiSearchFlags
	)
	cmd := &cobra.Command{
		Use:   "play [--color black|white] [--time S] [--sfen SFEN] [--threads N] [--params FILE]",
		Short: "play a game against the engine in the terminal",
		Long: `play shows the board with kanji pieces (White's marked v) and both hands,
reads your moves in USI notation (7g7f, 8h2b+, P*5e) and answers with the
engine's move and its evaluation. Commands: undo (take back your last move
and the engine's reply), moves (list the legal moves), board, win (declare
by the 27-point entering-king rule), help, resign, quit. Black (sente) moves
first. --threads sets the search threads (default: the number of CPUs),
--params loads tuned parameters from a JSON file (fields of shogi.Params).`,
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
			lim := engine.Limits{MoveTime: time.Duration(seconds * float64(time.Second)), Threads: threads}
			return shogiPlay(cmd.InOrStdin(), cmd.OutOrStdout(), p, human, s, lim)
		},
	}
	sf.register(cmd)
	cmd.Flags().StringVar(&color, "color", "black", "your side: black (moves first) or white")
	cmd.Flags().Float64Var(&seconds, "time", 3, "the engine's thinking time per move in seconds")
	cmd.Flags().StringVar(&sfen, "sfen", "", "start from this position instead of the initial one")
	return cmd
}

// kanji are the board names of the piece types (shogi.PieceType order).
var kanji = [...]string{"・", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"}

var kanjiFiles = [...]string{"", "１", "２", "３", "４", "５", "６", "７", "８", "９"}
var kanjiRanks = [...]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// drawShogi prints the position in the BOD style of KIF files.
func drawShogi(w io.Writer, p *shogi.Position) {
	hand := func(c shogi.Color) string {
		h := p.Hand(c)
		var parts []string
		for _, pt := range []shogi.PieceType{shogi.Rook, shogi.Bishop, shogi.Gold, shogi.Silver, shogi.Knight, shogi.Lance, shogi.Pawn} {
			if n := h.Count(pt); n == 1 {
				parts = append(parts, kanji[pt])
			} else if n > 1 {
				parts = append(parts, fmt.Sprintf("%s%d", kanji[pt], n))
			}
		}
		if len(parts) == 0 {
			return "なし"
		}
		return strings.Join(parts, " ")
	}
	fmt.Fprintf(w, "後手(white)の持駒：%s\n", hand(shogi.White))
	fmt.Fprintln(w, "  ９ ８ ７ ６ ５ ４ ３ ２ １")
	fmt.Fprintln(w, "+---------------------------+")
	for r := 1; r <= 9; r++ {
		var sb strings.Builder
		sb.WriteString("|")
		for f := 9; f >= 1; f-- {
			pc := p.PieceOn(shogi.Square((f-1)*9 + r - 1))
			if pc == shogi.NoPiece {
				sb.WriteString(" ・")
				continue
			}
			if pc.Color() == shogi.White {
				sb.WriteString("v")
			} else {
				sb.WriteString(" ")
			}
			sb.WriteString(kanji[pc.Type()])
		}
		fmt.Fprintf(w, "%s|%s %c\n", sb.String(), kanjiRanks[r], 'a'+r-1)
	}
	fmt.Fprintln(w, "+---------------------------+")
	fmt.Fprintf(w, "先手(black)の持駒：%s\n", hand(shogi.Black))
}

// gameOver reports whether the game has ended at p, and how, for the side
// that just moved.
func shogiGameOver(p *shogi.Position) (string, bool) {
	var buf [shogi.MaxMoves]shogi.Move
	if len(p.Generate(buf[:0])) == 0 {
		return fmt.Sprintf("%s has no legal move: %s wins", p.SideToMove(), p.SideToMove().Opp()), true
	}
	if p.RepetitionCount() >= 4 {
		switch p.Repetition(1 << 20) {
		case shogi.RepWin:
			return fmt.Sprintf("fourfold repetition with perpetual check: %s wins", p.SideToMove()), true
		case shogi.RepLoss:
			return fmt.Sprintf("fourfold repetition with perpetual check: %s wins", p.SideToMove().Opp()), true
		}
		return "fourfold repetition (sennichite): draw", true
	}
	return "", false
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

// shogiPlay runs a terminal game: the human plays human, the engine
// searches each move under lim.
func shogiPlay(in io.Reader, out io.Writer, p *shogi.Position, human shogi.Color, s *shogi.Searcher, lim engine.Limits) error {
	var history []shogi.Move
	sc := bufio.NewScanner(in)
	fmt.Fprintf(out, "You play %s. Moves in USI notation (7g7f, 8h2b+, P*5e); type help for commands.\n", human)
	show := true
	for {
		if show {
			fmt.Fprintln(out)
			drawShogi(out, p)
		}
		show = true
		if msg, over := shogiGameOver(p); over {
			fmt.Fprintln(out, msg)
			return nil
		}
		if p.SideToMove() != human {
			if p.CanDeclareWin() {
				fmt.Fprintln(out, "The engine declares a win (entering king, 27-point rule).")
				return nil
			}
			res := s.Search(context.Background(), p, engine.Request[shogi.Move]{Limits: lim})
			if !res.HasBest {
				fmt.Fprintln(out, "The engine resigns.")
				return nil
			}
			fmt.Fprintf(out, "Engine plays %s %s  (eval %s for the engine, depth %d, %d nodes, pv %s)\n",
				res.Best.USI(), p.KIF(res.Best), describeScore(res.Score), res.Depth, res.Nodes,
				strings.Join(usiLine(res.PV), " "))
			p.DoMove(res.Best)
			history = append(history, res.Best)
			continue
		}
		fmt.Fprintf(out, "%s to move> ", p.SideToMove())
		if !sc.Scan() {
			fmt.Fprintln(out)
			return sc.Err()
		}
		text := strings.TrimSpace(sc.Text())
		show = false
		switch text {
		case "":
		case "quit", "exit":
			return nil
		case "resign":
			fmt.Fprintf(out, "You resign: %s wins.\n", human.Opp())
			return nil
		case "help":
			fmt.Fprintln(out, "Enter a move like 7g7f, 8h2b+ (promote) or P*5e (drop). Commands: undo, moves, board, win, resign, quit.")
		case "board":
			show = true
		case "win":
			if p.CanDeclareWin() {
				fmt.Fprintf(out, "You declare a win (entering king, 27-point rule): %s wins.\n", human)
				return nil
			}
			fmt.Fprintln(out, "You cannot declare yet: king in the enemy camp, 10 other pieces there, 28 points (27 for White), not in check.")
		case "moves":
			var buf [shogi.MaxMoves]shogi.Move
			var ms []string
			for _, m := range p.Generate(buf[:0]) {
				ms = append(ms, m.USI())
			}
			fmt.Fprintf(out, "%d legal moves: %s\n", len(ms), strings.Join(ms, " "))
		case "undo":
			// Take back to the previous position where the human was to move.
			n := 0
			for len(history) > 0 && (n == 0 || p.SideToMove() != human) {
				m := history[len(history)-1]
				history = history[:len(history)-1]
				p.UndoMove(m)
				n++
			}
			if n == 0 {
				fmt.Fprintln(out, "Nothing to undo.")
			} else {
				show = true
			}
		default:
			m, err := p.ParseUSIMove(text)
			if err != nil {
				fmt.Fprintf(out, "Not a legal move: %v\n", err)
				continue
			}
			fmt.Fprintf(out, "You play %s %s\n", m.USI(), p.KIF(m))
			p.DoMove(m)
			history = append(history, m)
			show = true
		}
	}
}
