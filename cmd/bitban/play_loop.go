package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"bitban/engine"
	"bitban/session"
)

// The one terminal play loop of `bitban othello play`, `bitban shogi play`
// and `bitban renju play`: it reads the human's moves and commands, lets
// the engine move through the engine contract (engine.Searcher), draws the
// board and says when and how the game ended. The moves played, undo, the
// game's end (by the rules, a resignation, a declaration or a loss on
// time) and the clock (play_clock.go) are a session.Session's, as in the
// web's games; what differs between the games is behind playGame
// (play_othello.go, play_shogi.go, play_renju.go). Nothing here is on a
// search's hot path.

// playLoop is the state of one terminal game.
type playLoop[P any, M comparable] struct {
	g     playGame[P, M]
	s     *session.Session[P, M] // the game played on g
	eng   engine.Searcher[P, M]
	lim   engine.Limits
	human int
	in    *bufio.Scanner
	out   io.Writer
}

// runPlay plays g in the terminal as set up: the human plays side
// setup.human, the engine searches each of its moves under setup.lim or
// its clock. It returns at "quit" or at the end of the input.
func runPlay[P any, M comparable](in io.Reader, out io.Writer, g playGame[P, M], eng engine.Searcher[P, M], setup playSetup) error {
	human := setup.human
	l := &playLoop[P, M]{g: g, s: session.New[P, M](g), eng: eng, lim: setup.lim, human: human, in: bufio.NewScanner(in), out: out}
	now := setup.now
	if now == nil {
		now = time.Now
	}
	l.s.SetClock(setup.clock, now)
	a := g.about()
	fmt.Fprintf(out, "bitban %s: you play %s. Moves: %s; type help for the commands.\n", a.title, sideNames[human], a.moves)
	l.show()
	for {
		l.timeUp() // the engine's search, or a hint on the human's time, may have run a clock out
		if _, over := l.over(); !over && l.s.Turn() != human {
			l.engineTurn()
			continue
		}
		fmt.Fprint(out, l.prompt())
		if !l.in.Scan() {
			fmt.Fprintln(out, "\nbye.")
			return l.in.Err()
		}
		l.timeUp() // the human's clock may have run out while they thought
		if l.command(strings.TrimSpace(l.in.Text())) {
			fmt.Fprintln(out, "bye.")
			return nil
		}
	}
}

func (l *playLoop[P, M]) prompt() string {
	if _, over := l.over(); over {
		return "game over> "
	}
	return sideNames[l.s.Turn()] + " to move> "
}

// command carries out one line of the human's; it reports whether the
// human quits.
func (l *playLoop[P, M]) command(line string) (quit bool) {
	switch strings.ToLower(line) {
	case "":
	case "quit", "exit", "q":
		return true
	case "help", "?":
		l.help()
	case "board":
		l.show()
	case "moves":
		l.listMoves()
	case "undo", "u":
		l.undo()
	case "new":
		l.restart()
	case "hint":
		l.hint()
	case "resign":
		l.resign()
	case "win":
		l.declare()
	default:
		l.humanMove(line)
	}
	return false
}

func (l *playLoop[P, M]) help() {
	win := ""
	if _, ok := l.g.(declarer); ok {
		win = "win (declare a win), "
	}
	fmt.Fprintf(l.out, "Moves: %s.\nCommands: undo (take back your last move and the engine's answer), hint (the engine's suggestion), "+
		"moves (the legal moves), board, new (start again), resign, %shelp, quit.\n", l.g.about().moves, win)
}

// over says whether the game has ended, and how.
func (l *playLoop[P, M]) over() (string, bool) {
	o := l.s.Outcome()
	if !o.Over {
		return "", false
	}
	return describeEnd(l.g, o), true
}

// show draws the board and, at the end of the game, its result.
func (l *playLoop[P, M]) show() {
	fmt.Fprintln(l.out)
	l.g.draw(l.out)
	l.showClock()
	l.announce()
}

func (l *playLoop[P, M]) announce() {
	if how, over := l.over(); over {
		fmt.Fprintf(l.out, "Game over: %s.\nType new, undo or quit.\n", how)
	}
}

// end ends the game by side's resignation or declaration (claim: the
// session's Resign or Declare). The loop claims only while the game goes
// on; should it have ended meanwhile, that end stands and is announced.
func (l *playLoop[P, M]) end(claim func(side int) error, side int) {
	claim(side)
	l.announce()
}

// refuseOver tells the human, when the game has ended, that it has.
func (l *playLoop[P, M]) refuseOver() bool {
	_, over := l.over()
	if over {
		fmt.Fprintln(l.out, "The game is over: new, undo or quit.")
	}
	return over
}

// play plays m, a legal move of the side to move, and shows the board.
// The loop plays only while the game goes on; should it have ended
// meanwhile, the move is not played and the end is announced.
func (l *playLoop[P, M]) play(m M) {
	if l.s.Play(m) != nil {
		l.announce()
		return
	}
	l.show()
}

func (l *playLoop[P, M]) search() engine.Result[M] {
	return l.eng.Search(context.Background(), l.s.Position(), engine.Request[M]{Limits: l.searchLimits()})
}

// engineTurn declares when the rules let the engine, else searches and
// plays its move (or resigns when it has none).
func (l *playLoop[P, M]) engineTurn() {
	if d, ok := l.g.(declarer); ok {
		if claim, err := d.declare(); err == nil {
			fmt.Fprintf(l.out, "The engine declares %s.\n", claim)
			l.end(l.s.Declare, 1-l.human)
			return
		}
	}
	r := l.search()
	if l.timeUp() {
		return // its clock ran out while it searched: the move is not played
	}
	if !r.HasBest {
		fmt.Fprintln(l.out, "The engine resigns.")
		l.end(l.s.Resign, 1-l.human)
		return
	}
	fmt.Fprintln(l.out, l.g.engineMove(r))
	l.play(r.Best)
}

func (l *playLoop[P, M]) humanMove(text string) {
	if l.refuseOver() {
		return
	}
	m, err := l.g.parse(text)
	if err != nil {
		fmt.Fprintln(l.out, err)
		return
	}
	fmt.Fprintf(l.out, "You play %s\n", l.g.name(m))
	l.play(m)
}

// undo takes back the human's last move and every move after it.
func (l *playLoop[P, M]) undo() {
	if !l.s.UndoSide(l.human) {
		fmt.Fprintln(l.out, "Nothing to undo.")
		return
	}
	l.show()
}

// restart goes back to the start position with an engine that forgets the
// game.
func (l *playLoop[P, M]) restart() {
	l.s.Restart()
	l.eng.NewGame()
	l.show()
}

func (l *playLoop[P, M]) hint() {
	if l.refuseOver() {
		return
	}
	if r := l.search(); r.HasBest {
		fmt.Fprintln(l.out, l.g.hint(r))
	}
}

func (l *playLoop[P, M]) listMoves() {
	if l.refuseOver() {
		return
	}
	ms := l.g.legal()
	fmt.Fprintf(l.out, "%d legal moves: %s\n", len(ms), strings.Join(ms, " "))
}

func (l *playLoop[P, M]) resign() {
	if l.refuseOver() {
		return
	}
	fmt.Fprintln(l.out, "You resign.")
	l.end(l.s.Resign, l.human)
}

// declare is the human's claim of a win (shogi's entering king).
func (l *playLoop[P, M]) declare() {
	if l.refuseOver() {
		return
	}
	d, ok := l.g.(declarer)
	if !ok {
		fmt.Fprintf(l.out, "There is no declaration in %s.\n", l.g.about().title)
		return
	}
	claim, err := d.declare()
	if err != nil {
		fmt.Fprintln(l.out, err)
		return
	}
	fmt.Fprintf(l.out, "You declare %s.\n", claim)
	l.end(l.s.Declare, l.human)
}
