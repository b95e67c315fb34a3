// Package nboard is the engine side of the NBoard protocol (the protocol of
// the NBoard Othello GUI, also spoken by Edax and NTest) over a line
// stream: commands in, answers out, one line each, flushed.
//
// Commands understood:
//
//	nboard <version>         answer "set myname bitban"
//	set depth N | depth N    search depth 1..60
//	set game <GGF>           the game so far (GGF record)
//	set contempt N           accepted (no effect: draws score 0)
//	move <mv>[/eval/time]    a move was played (PA: pass)
//	hint N                   "search <pv> <eval> 0 <depth>" for the N best moves;
//	                         book moves first as "book <pv> <eval> 0 <depth>"
//	go                       "=== <mv>/<eval>/<time>" (the move is not played);
//	                         a book move at once when the position is in the book
//	analyze                  "analysis <n> <eval>" for each position of the game
//	                         (n moves played, eval for the side to move), last first
//	ping N                   stop any search, then "pong N"
//	learn                    "learned"
//	quit                     end
//
// While thinking the engine sends "status ..." and "nodestats <nodes>
// <seconds>" lines. A hint solved exactly reports its depth as "100%", the
// form NBoard shows as an exact result. The clock of "set game" (the TI tag
// less the recorded move times) bounds the time of "go" (as well as the
// depth). Unknown or malformed commands are answered with a status
// line and otherwise ignored. With an opening book (Options.Book), "go"
// in a book position answers the book's best move at once with its book
// score as the eval (after a "status book move <mv> <eval>" line), and
// "hint N" gives the book's moves of the position as NBoard's book lines
// (eval in discs, 0 games, the depth of the book's search or 100% for an
// exact score; the PV follows the book's best moves), then searches the
// moves the book leaves out for the remaining hints. The adapter holds no
// game logic: it parses lines, calls package othello and prints.
package nboard

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/book"
	"bitban/othello/eval"
	"bitban/othello/search"
)

// Options configure an engine.
type Options struct {
	Depth        int           // initial depth (default 12)
	MoveTime     time.Duration // if > 0, a fixed time per move instead of the depth
	SolveEmpties int           // exact solve at or below (0: depth-dependent default)
	TTMB         int           // table size per table (default 64)
	Threads      int           // search threads (Lazy SMP; 0 or 1: one)
	// Params, if not nil, replaces the midgame search's tunable values
	// (search.DefaultParams).
	Params *search.Params
	// Book, if not nil, is the opening book go and hint answer from.
	Book *book.Book
	// Eval, if not nil, replaces the shipped evaluation weights.
	Eval *eval.Evaluator
}

// Engine is one protocol session.
type Engine struct {
	opts     Options
	depth    int
	contempt int
	game     othello.Game
	searcher *search.Engine
	ctx      context.Context    // of the running search
	cancel   context.CancelFunc // stops it

	mu  sync.Mutex // guards w
	w   *bufio.Writer
	wg  sync.WaitGroup
	run bool // a search goroutine is running
	// stopping is set by a ping or quit while a search runs; multi-search
	// commands (analyze) check it between their searches.
	stopping atomic.Bool
}

// New returns an engine writing to out.
func New(out io.Writer, opts Options) *Engine {
	if opts.Depth <= 0 {
		opts.Depth = 12
	}
	if opts.TTMB <= 0 {
		opts.TTMB = 64
	}
	e := &Engine{opts: opts, depth: opts.Depth, w: bufio.NewWriter(out)}
	e.game = othello.Game{Start: othello.StartPosition()}
	e.searcher = search.NewEngine(opts.TTMB)
	if opts.Params != nil {
		e.searcher.Searcher().Params = *opts.Params
	}
	if opts.Eval != nil {
		e.searcher.Searcher().SetEval(opts.Eval)
	}
	e.ctx, e.cancel = context.WithCancel(context.Background())
	return e
}

// Run reads commands from in until it ends or "quit".
func Run(in io.Reader, out io.Writer, opts Options) error {
	e := New(out, opts)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if !e.Handle(sc.Text()) {
			break
		}
	}
	e.wait()
	return sc.Err()
}

// println writes one line and flushes it.
func (e *Engine) println(format string, a ...any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	fmt.Fprintf(e.w, format+"\n", a...)
	e.w.Flush()
}

// wait blocks until the running search (if any) has answered.
func (e *Engine) wait() {
	if e.run {
		e.wg.Wait()
		e.run = false
	}
}

// stop stops the running search and waits for it.
func (e *Engine) stop() {
	if e.run {
		e.stopping.Store(true)
		e.cancel()
	}
	e.wait()
}

// Handle processes one command line; it returns false on "quit".
func (e *Engine) Handle(line string) bool {
	line = strings.TrimSpace(line)
	cmd, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	switch cmd {
	case "":
		return true
	case "ping":
		e.stop()
		e.println("pong %s", firstField(rest))
		return true
	case "quit":
		e.stop()
		return false
	}
	// Every other command waits for the current search to finish, so
	// answers keep the order of the commands.
	e.wait()
	switch cmd {
	case "nboard":
		e.println("set myname bitban")
	case "depth":
		e.setDepth(rest)
	case "set":
		key, val, _ := strings.Cut(rest, " ")
		val = strings.TrimSpace(val)
		switch key {
		case "depth":
			e.setDepth(val)
		case "game":
			g, err := othello.ParseGGF(val)
			if err != nil {
				e.println("status %s", oneLine(err.Error()))
				return true
			}
			e.game = g
			e.searcher.NewGame()
		case "contempt":
			if n, err := strconv.Atoi(val); err == nil {
				e.contempt = n
			} else {
				e.println("status bad contempt %q", val)
			}
		default:
			e.println("status unknown setting %q", key)
		}
	case "move":
		m, err := parseMoveArg(rest)
		if err == nil {
			err = e.game.Play(m)
		}
		if err != nil {
			e.println("status move %q: %s", rest, oneLine(err.Error()))
		}
	case "hint":
		n, err := strconv.Atoi(firstField(rest))
		if err != nil || n < 1 {
			e.println("status hint needs a number of moves")
			return true
		}
		e.start(func() { e.hint(n) })
	case "go":
		e.start(e.goSearch)
	case "analyze":
		e.start(e.analyze)
	case "learn":
		e.println("learned")
	default:
		// Unknown commands are ignored, as the protocol asks.
	}
	return true
}

func firstField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// parseMoveArg reads "<mv>[/eval[/time]]"; a malformed eval or time is
// dropped, the move itself must be valid.
func parseMoveArg(s string) (othello.GameMove, error) {
	var m othello.GameMove
	parts := strings.Split(strings.TrimSpace(s), "/")
	sq, err := othello.ParseMove(parts[0])
	if err != nil {
		return m, err
	}
	m.Move = sq
	if len(parts) > 1 && parts[1] != "" {
		if v, err := strconv.ParseFloat(parts[1], 64); err == nil && v == v && v > -1e6 && v < 1e6 {
			m.Eval, m.HasEval = v, true
		}
	}
	if len(parts) > 2 && parts[2] != "" {
		if v, err := strconv.ParseFloat(parts[2], 64); err == nil && v >= 0 && v < 1e9 {
			m.Time, m.HasTime = v, true
		}
	}
	return m, nil
}

func (e *Engine) setDepth(s string) {
	n, err := strconv.Atoi(firstField(s))
	if err != nil || n < 1 || n > 60 {
		e.println("status depth must be 1..60, got %q", s)
		return
	}
	e.depth = n
}

// start runs f as the current search.
func (e *Engine) start(f func()) {
	e.cancel() // the previous search has ended: release its context
	e.ctx, e.cancel = context.WithCancel(context.Background())
	e.stopping.Store(false)
	e.run = true
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		f()
	}()
}

// limits returns the search limits of the current settings: the fixed time
// per move, or the depth bounded by the game's clock when it has one.
func (e *Engine) limits() engine.Limits {
	if e.opts.MoveTime > 0 {
		return engine.Limits{MoveTime: e.opts.MoveTime, Threads: e.opts.Threads}
	}
	lim := engine.Limits{Depth: e.depth, Threads: e.opts.Threads}
	if left, ok := e.game.TimeLeft(); ok {
		lim.TimeLeft = max(left, time.Millisecond) // a flag already fallen: answer at once
	}
	return lim
}

// configure sets where the exact solver takes over.
func (e *Engine) configure() {
	se := e.opts.SolveEmpties
	if se <= 0 {
		se = min(e.depth+8, 22)
	}
	e.searcher.Searcher().SolveEmpties = se
}

// evalString formats a score in discs (never NaN: scores are integers).
func evalString(s engine.Score) string {
	return strconv.FormatFloat(float64(s.Value)/100, 'f', 2, 64)
}

// squares lists a set of squares.
func squares(set uint64) []int {
	var out []int
	for ; set != 0; set &= set - 1 {
		out = append(out, bits.TrailingZeros64(set))
	}
	return out
}

func pvString(pv []int) string {
	var b strings.Builder
	for _, m := range pv {
		b.WriteString(othello.MoveName(m))
	}
	return b.String()
}

// depthString is the depth as NBoard reads it: "100%" for an exact result.
func depthString(in engine.Info[int]) string {
	if in.Exact {
		return "100%" // what NBoard shows as an exact result
	}
	return strconv.Itoa(in.Depth)
}

func (e *Engine) progress(in engine.Info[int]) {
	if in.MultiPV > 1 {
		return
	}
	e.println("status depth %s %s %s", depthString(in), pvString(in.PV), evalString(in.Score))
	e.println("nodestats %d %.3f", in.Nodes, in.Time.Seconds())
}

// search runs one search of pos on the current context.
func (e *Engine) search(pos othello.Position, lim engine.Limits, info func(engine.Info[int])) engine.Result[int] {
	return e.searcher.Search(e.ctx, pos, engine.Request[int]{Limits: lim, Info: info})
}

// goSearch answers "go".
func (e *Engine) goSearch() {
	pos := e.game.Position()
	if pos.GameOver() || pos.Moves() == 0 {
		e.println("=== PA")
		return
	}
	if e.bookGo(pos) {
		return
	}
	e.configure()
	e.println("status thinking")
	t0 := time.Now()
	r := e.search(pos, e.limits(), e.progress)
	e.println("nodestats %d %.3f", r.Nodes, time.Since(t0).Seconds())
	e.println("status")
	e.println("=== %s/%s/%.2f", othello.MoveName(r.Best), evalString(r.Score), time.Since(t0).Seconds())
}

// hint answers "hint N": the N best moves, refined each iteration.
func (e *Engine) hint(n int) {
	pos := e.game.Position()
	if pos.GameOver() {
		e.println("status game over")
		return
	}
	if pos.Moves() == 0 {
		e.println("search PA 0.00 0 1")
		e.println("status")
		return
	}
	listed, n, inBook := e.bookHint(pos, n)
	if n > 0 {
		e.configure()
		lim := e.fixedLimits()
		lim.MultiPV = n
		req := engine.Request[int]{Limits: lim, Info: func(in engine.Info[int]) {
			e.progress(in)
			e.println("search %s %s 0 %s", pvString(in.PV), evalString(in.Score), depthString(in))
		}}
		if inBook {
			req.SearchMoves = squares(pos.Moves() &^ listed)
		}
		e.searcher.Search(e.ctx, pos, req)
	}
	e.println("status")
}
