// Package usi speaks the USI protocol (the shogi GUIs' engine protocol, as
// specified on Shogidokoro's "USI protocol" page) on a pair of streams.
//
// The loop holds no game logic. It reads lines, parses them into plain values
// (parse.go), calls an Engine (the small interface below; bind.go binds it to
// package shogi's search) and prints the answers, one flushed line each. The
// search runs in its own goroutine so that `stop`, `ponderhit` and `isready`
// are read and answered while the engine thinks. The loop turns `go` into
// engine.Limits (the clock of the side to move, the time margin, the
// MultiPV and Threads options), `stop` into cancelling the search's context
// and `go ponder`/`ponderhit` into an engine.Ponder; the engine plans its
// time from the limits (engine.Stopper.Begin) and reports structured
// engine.Info values, which the loop renders as `info` lines.
package usi

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"bitban/engine"
)

// Option is one engine option as announced after `usi`.
type Option struct {
	Name    string
	Type    string // spin, check, string, combo, button, filename
	Default string
	Min     int // spin only
	Max     int
	Vars    []string // combo only
}

func (o Option) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "option name %s type %s", o.Name, o.Type)
	if o.Type != "button" {
		def := o.Default
		if def == "" && (o.Type == "string" || o.Type == "filename") {
			def = "<empty>"
		}
		fmt.Fprintf(&b, " default %s", def)
	}
	if o.Type == "spin" {
		fmt.Fprintf(&b, " min %d max %d", o.Min, o.Max)
	}
	for _, v := range o.Vars {
		fmt.Fprintf(&b, " var %s", v)
	}
	return b.String()
}

// infoLine renders a search report as a USI `info` line; multi prints
// the multipv field (MultiPV is on).
func infoLine(in engine.Info[string], multi bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d", in.Depth, max(in.SelDepth, in.Depth))
	if multi {
		fmt.Fprintf(&b, " multipv %d", in.MultiPV)
	}
	if in.Score.IsMate() {
		fmt.Fprintf(&b, " score mate %d", in.Score.Value)
	} else {
		fmt.Fprintf(&b, " score cp %d", in.Score.Value)
	}
	switch in.Score.Bound {
	case engine.BoundLower:
		b.WriteString(" lowerbound")
	case engine.BoundUpper:
		b.WriteString(" upperbound")
	}
	ms := in.Time.Milliseconds()
	fmt.Fprintf(&b, " nodes %d nps %d time %d hashfull %d", in.Nodes, in.NPS(), ms, in.Hashfull)
	if len(in.PV) > 0 {
		b.WriteString(" pv ")
		b.WriteString(strings.Join(in.PV, " "))
	}
	return b.String()
}

// Declare is the best move that declares a win by the entering-king rule
// (`bestmove win`); a result without a best move is `bestmove resign`.
const Declare = "win"

// MateStatus is the outcome of a mate search.
type MateStatus int

// The outcomes of `go mate`.
const (
	MateFound MateStatus = iota
	NoMate
	MateTimeout
)

// Engine is what the protocol needs from a shogi engine. Methods are called
// from the loop goroutine except Search, Mate and Perft, which run in the
// search goroutine; the loop never calls another method while one of those
// runs.
type Engine interface {
	// Name and Author for `id`.
	Name() string
	Author() string
	// Options lists the engine's own options (USI_Hash, ...); the loop
	// owns USI_Ponder, NetworkDelay, MultiPV and Threads and passes the
	// last two in the search's Limits.
	Options() []Option
	SetOption(name, value string) error
	// Prepare does the heavy initialisation (tables, hash) for `isready`.
	Prepare() error
	NewGame()
	// SetPosition sets the position (sfen "" = the start position) and
	// plays moves. On error the previous position must be kept.
	SetPosition(sfen string, moves []string) error
	// BlackToMove tells whose clock (btime or wtime) applies.
	BlackToMove() bool
	// Search searches the position under req (moves in USI notation)
	// until its limits are reached or ctx is cancelled (stop). The clock
	// of req.Limits, with its Margin and Ponder, is the engine's to plan
	// (engine.Stopper.Begin). Best is a USI move or Declare; no best move
	// means resign.
	Search(ctx context.Context, req engine.Request[string]) engine.Result[string]
	// Mate runs a checkmate (tsume) search; on MateFound, moves is the line.
	Mate(stop *engine.Stopper) (moves []string, status MateStatus)
	// Perft counts leaves to depth, reporting each root move's count.
	Perft(depth int, divide func(move string, nodes uint64)) uint64
	GameOver(result string)
}

// Loop is one USI session.
type Loop struct {
	eng Engine
	w   *engine.LineWriter

	margin time.Duration // NetworkDelay option: the GUI's own delay
	// late is the largest recent lateness of an answer past its planned
	// deadline (nanoseconds, decaying): the engine's own latency, measured,
	// kept back from later moves together with NetworkDelay.
	late       atomic.Int64
	multiPV    int // MultiPV option
	threads    int // Threads option
	ponderUsed bool
	cur        *search // the last search, nil when none
	// noPosition is set when a position command was refused: the engine's
	// position is not the GUI's, so go answers bestmove resign until a
	// valid position arrives.
	noPosition bool
	noClock    time.Duration // a go without limits searches this long (NoClockTime)
	inGame     bool          // between usinewgame and gameover
	fresh      bool          // tables cleared by isready since the last game
}

// NoClockTime is how long a go without any limit (no clock, depth, nodes,
// infinite or ponder) searches: GUIs that send "go" or "go btime 0 wtime
// 0 byoyomi 0" still expect an answer.
const NoClockTime = time.Second

// DefaultMargin is the default NetworkDelay: the time the GUI's own round
// trip needs (none on one machine). The engine keeps its measured latency
// back on top of it (autoMargin).
const DefaultMargin = 0

// baseLatency is kept back before any lateness has been measured: stopping
// a search and printing the answer take a few milliseconds, more on a
// loaded machine (8 ms answered 1 ms late under a loaded CI run).
const baseLatency = 25 * time.Millisecond

// MaxThreads bounds the Threads option.
const MaxThreads = 256

// New makes a loop around eng writing to out.
func New(eng Engine, out io.Writer) *Loop {
	return &Loop{eng: eng, w: engine.NewLineWriter(out), margin: DefaultMargin, multiPV: 1, threads: 1, noClock: NoClockTime}
}

func (l *Loop) errorf(format string, args ...any) {
	l.w.Println("info string error: " + fmt.Sprintf(format, args...))
}

// Run reads commands until `quit` or the end of in. It returns the read
// error, if any (nil on quit or EOF).
func (l *Loop) Run(in io.Reader) error {
	r := bufio.NewReader(in)
	for {
		line, err := r.ReadString('\n')
		if line != "" {
			if l.Handle(line) {
				return nil
			}
		}
		if err != nil {
			l.finish(true)
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// Handle executes one command line; it reports true on `quit`.
func (l *Loop) Handle(line string) (quit bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	cmd, args := f[0], f[1:]
	switch cmd {
	case "usi":
		l.handleUSI()
	case "isready":
		l.handleIsReady()
	case "setoption":
		l.handleSetOption(args)
	case "usinewgame":
		l.handleNewGame()
	case "position":
		l.handlePosition(args)
	case "go":
		l.handleGo(args)
	case "stop":
		if s := l.cur; s != nil {
			s.stopNow()
		}
	case "ponderhit":
		if s := l.cur; s != nil {
			l.ponderhit(s)
		}
	case "gameover":
		l.handleGameOver(args)
	case "quit":
		l.finish(true)
		return true
	default:
		l.errorf("unknown command %q", cmd)
	}
	return false
}

// handleUSI answers `usi`: the engine's name and author, every option,
// then usiok.
func (l *Loop) handleUSI() {
	l.w.Println("id name " + l.eng.Name())
	l.w.Println("id author " + l.eng.Author())
	for _, o := range l.options() {
		l.w.Println(o.String())
	}
	l.w.Println("usiok")
}

// handleIsReady answers `isready`. It answers at once even while a search
// runs (the GUI may ping); when idle it first prepares the engine and,
// between games, clears the tables.
func (l *Loop) handleIsReady() {
	if !l.busy() {
		if err := l.eng.Prepare(); err != nil {
			l.errorf("isready: %v", err)
		}
		// Between games, clear the tables now: a clear at usinewgame
		// would delay the first go, whose clock is already running.
		if !l.inGame {
			l.eng.NewGame()
			l.fresh = true
		}
	}
	l.w.Println("readyok")
}

// handleSetOption ends any search and sets the option of a `setoption`
// line, reporting a malformed line or a refused value.
func (l *Loop) handleSetOption(args []string) {
	l.finish(false)
	name, value, err := parseSetOption(args)
	if err != nil {
		l.errorf("%v", err)
		return
	}
	if err := l.setOption(name, value); err != nil {
		l.errorf("setoption %s: %v", name, err)
	}
}

// handleNewGame starts a game at `usinewgame`, clearing the tables unless
// an isready already did since the last game.
func (l *Loop) handleNewGame() {
	l.finish(false)
	if !l.fresh {
		l.eng.NewGame()
	}
	l.fresh, l.inGame = false, true
}

// handlePosition sets the position of a `position` line. A refused line
// leaves the engine's position as it was, which is no longer the GUI's, so
// it is marked (noPosition) until a valid one arrives.
func (l *Loop) handlePosition(args []string) {
	l.finish(false)
	pc, err := parsePosition(args)
	if err == nil {
		err = l.eng.SetPosition(pc.SFEN, pc.Moves)
	}
	l.noPosition = err != nil
	if err != nil {
		l.errorf("%v (go answers bestmove resign until a valid position arrives)", err)
	}
}

// handleGo starts the search of a `go` line. Without a valid position it
// answers at once, a mate search with nomate and any other search with
// resign; perft, which needs no game, still runs.
func (l *Loop) handleGo(args []string) {
	l.finish(false)
	g, err := parseGo(args)
	if err != nil {
		l.errorf("%v", err)
		return
	}
	if l.noPosition && !g.Perft {
		l.errorf("no valid position: the last position command was refused")
		if g.Mate {
			l.w.Println("checkmate nomate")
		} else {
			l.w.Println("bestmove resign")
		}
		return
	}
	l.startGo(g)
}

// handleGameOver ends the game at `gameover`: it silences and ends any
// search and tells the engine the result. A result other than win, lose
// or draw is reported but still passed on.
func (l *Loop) handleGameOver(args []string) {
	if len(args) != 1 || (args[0] != "win" && args[0] != "lose" && args[0] != "draw") {
		l.errorf("gameover: want win, lose or draw")
	}
	l.finish(true)
	l.inGame = false
	if len(args) > 0 {
		l.eng.GameOver(args[0])
	}
}

// options are the loop's own options followed by the engine's. Threads
// defaults to 1, as GUIs expect (they set it from the machine).
func (l *Loop) options() []Option {
	own := []Option{
		{Name: "USI_Ponder", Type: "check", Default: "false"},
		{Name: "NetworkDelay", Type: "spin", Default: strconv.Itoa(int(DefaultMargin / time.Millisecond)), Min: 0, Max: 10000},
		{Name: "MultiPV", Type: "spin", Default: "1", Min: 1, Max: 16},
		{Name: "Threads", Type: "spin", Default: "1", Min: 1, Max: MaxThreads},
	}
	return append(own, l.eng.Options()...)
}

// spin parses a spin option's value within lo..hi.
func spin(value string, lo, hi int, unit string) (int, error) {
	n, err := strconv.Atoi(value)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("want %s %d..%d, got %q", unit, lo, hi, value)
	}
	return n, nil
}

func (l *Loop) setOption(name, value string) error {
	var err error
	switch name {
	case "USI_Ponder":
		if value != "true" && value != "false" {
			return fmt.Errorf("want true or false, got %q", value)
		}
		l.ponderUsed = value == "true"
	case "NetworkDelay":
		var n int
		if n, err = spin(value, 0, 10000, "milliseconds"); err == nil {
			l.margin = time.Duration(n) * time.Millisecond
		}
	case "MultiPV":
		var n int
		if n, err = spin(value, 1, 16, "lines"); err == nil {
			l.multiPV = n
		}
	case "Threads":
		var n int
		if n, err = spin(value, 1, MaxThreads, "threads"); err == nil {
			l.threads = n
		}
	default:
		return l.eng.SetOption(name, value)
	}
	return err
}

// search is the state of one `go`, shared by the loop and the search
// goroutine. `stop` cancels ctx (and the mate solver's stopper), `go
// ponder` puts ponder in the limits and `ponderhit` hits it, which starts
// the search's clock.
type search struct {
	g      GoCmd
	lim    engine.Limits
	ctx    context.Context
	cancel context.CancelFunc
	ponder *engine.Ponder
	mate   engine.Stopper

	mu       sync.Mutex
	hold     bool          // infinite or pondering: bestmove waits for stop/ponderhit
	released chan struct{} // closed when hold ends
	hit      bool          // ponderhit received

	silent atomic.Bool // gameover/quit: print no bestmove
	done   chan struct{}
}

func (s *search) release() {
	s.mu.Lock()
	if s.hold {
		s.hold = false
		close(s.released)
	}
	s.mu.Unlock()
}

func (s *search) stopNow() {
	s.cancel()
	s.mate.Stop()
	s.release()
}

// limits converts a `go` command into engine.Limits: the clock of the side
// to move (black), the loop's margin and search options. A search with no
// limit at all is infinite.
func (l *Loop) limits(g GoCmd, black bool) engine.Limits {
	lim := engine.Limits{Depth: g.Depth, Nodes: g.Nodes, MoveTime: g.MoveTime, Byoyomi: g.Byoyomi,
		Margin: l.margin + l.autoMargin(), MultiPV: l.multiPV, Threads: l.threads}
	if black {
		lim.TimeLeft, lim.Increment = g.BTime, g.BInc
	} else {
		lim.TimeLeft, lim.Increment = g.WTime, g.WInc
	}
	lim.Infinite = g.Infinite
	return lim
}

// autoMargin is the engine's own latency to keep back from every timed
// move: a base and one and a half times the largest recent lateness.
func (l *Loop) autoMargin() time.Duration {
	return baseLatency + time.Duration(l.late.Load())*3/2
}

// measureLate records how far past its planned deadline a timed answer
// came (a negative lateness, an early answer, lets the estimate decay).
func (l *Loop) measureLate(lim engine.Limits, started time.Time) {
	plan := engine.TimePlan(lim, lim.Margin, 30)
	if plan.Hard <= 0 {
		return
	}
	over := time.Since(started) - plan.Hard
	old := time.Duration(l.late.Load())
	l.late.Store(int64(max(over, old*9/10, 0)))
}

func (l *Loop) startGo(g GoCmd) {
	started := time.Now()
	ctx, cancel := context.WithCancel(context.Background())
	s := &search{g: g, ctx: ctx, cancel: cancel, done: make(chan struct{}), released: make(chan struct{})}
	l.cur = s
	switch {
	case g.Perft:
		go func() {
			defer close(s.done)
			total := l.eng.Perft(g.PerftDepth, func(m string, n uint64) {
				l.w.Println(fmt.Sprintf("%s: %d", m, n))
			})
			l.w.Println(fmt.Sprintf("Nodes searched: %d", total))
		}()
		return
	case g.Mate:
		l.startMate(s)
		return
	}
	s.lim = l.limits(g, l.eng.BlackToMove())
	if !g.Infinite && !g.Ponder && !s.lim.HasClock() && g.Depth == 0 && g.Nodes == 0 {
		s.lim.MoveTime = l.noClock
		s.lim.Margin = 0
		l.w.Println(fmt.Sprintf("info string no time limit given: searching %v (go infinite searches until stop)", l.noClock))
	}
	if g.Ponder {
		s.ponder = &engine.Ponder{}
		s.lim.Ponder = s.ponder
	}
	s.hold = g.Infinite || g.Ponder
	multi := s.lim.MultiPV > 1
	go func() {
		defer close(s.done)
		defer s.cancel()
		res := l.eng.Search(s.ctx, engine.Request[string]{Limits: s.lim, SearchMoves: g.SearchMoves, Info: func(in engine.Info[string]) {
			if !s.silent.Load() {
				l.w.Println(infoLine(in, multi))
			}
		}})
		// USI: a ponder or infinite search answers only after stop or
		// ponderhit, even if it finished early.
		<-s.releasedOrNil()
		if s.silent.Load() {
			return
		}
		if res.HasBest && res.Best == Declare {
			l.w.Println("info string entering-king declaration: the 27-point rule is met")
		}
		l.w.Println(bestmoveLine(res))
		if !g.Ponder && !g.Infinite && s.lim.HasClock() {
			l.measureLate(s.lim, started)
		}
	}()
}

// bestmoveLine is the answer to `go`.
func bestmoveLine(res engine.Result[string]) string {
	if !res.HasBest || res.Best == "" {
		return "bestmove resign"
	}
	line := "bestmove " + res.Best
	if res.HasPonder && res.Ponder != "" {
		line += " ponder " + res.Ponder
	}
	return line
}

// startMate runs `go mate` in the search goroutine.
func (l *Loop) startMate(s *search) {
	limit := s.g.MateTime
	if limit > 2*l.margin {
		limit -= l.margin
	}
	s.mate.Start(limit, 0)
	go func() {
		defer close(s.done)
		moves, st := l.eng.Mate(&s.mate)
		if s.silent.Load() {
			return
		}
		switch st {
		case MateFound:
			l.w.Println("checkmate " + strings.Join(moves, " "))
		case NoMate:
			l.w.Println("checkmate nomate")
		default:
			l.w.Println("checkmate timeout")
		}
	}()
}

// releasedOrNil returns a channel that is closed once the bestmove may be
// printed.
func (s *search) releasedOrNil() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.hold {
		c := make(chan struct{})
		close(c)
		return c
	}
	return s.released
}

// ponderhit starts the clock of a pondering search: the opponent played
// the expected move.
func (l *Loop) ponderhit(s *search) {
	s.mu.Lock()
	if !s.g.Ponder || s.hit {
		s.mu.Unlock()
		return
	}
	s.hit = true
	s.mu.Unlock()
	s.ponder.Hit()
	if !s.g.Infinite {
		s.release()
	}
	// With no clock and no depth or node limit there is nothing left to
	// plan: answer right away.
	if !s.lim.HasClock() && s.g.Depth == 0 && s.g.Nodes == 0 {
		s.cancel()
	}
}

// finish ends the running search, if any, and waits for it. silent drops
// its bestmove (after gameover or quit).
func (l *Loop) finish(silent bool) {
	s := l.cur
	if s == nil {
		return
	}
	if silent {
		s.silent.Store(true)
	}
	s.stopNow()
	<-s.done
	l.cur = nil
}

// busy reports whether a search is still running.
func (l *Loop) busy() bool {
	if l.cur == nil {
		return false
	}
	select {
	case <-l.cur.done:
		return false
	default:
		return true
	}
}

// Wait blocks until the running search, if any, has answered (used by
// callers that drive the loop with Handle).
func (l *Loop) Wait() {
	if s := l.cur; s != nil {
		<-s.done
	}
}
