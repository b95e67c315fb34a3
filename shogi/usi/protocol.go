// Package usi speaks the USI protocol (the shogi GUIs' engine protocol, as
// specified on Shogidokoro's "USI protocol" page) on a pair of streams.
//
// The loop holds no game logic. It reads lines, parses them into plain values
// (parse.go), calls an Engine (the small interface below; bind.go binds it to
// package shogi's search) and prints the answers, one flushed line each. The
// search runs in its own goroutine so that `stop`, `ponderhit` and `isready`
// are read and answered while the engine thinks. Time management lives here:
// the clock given by `go` becomes a soft and a hard budget through
// engine.TimePlan, with a safety margin set by the NetworkDelay option.
package usi

import (
	"bufio"
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

// Info is one progress report of a search.
type Info struct {
	Depth, SelDepth int
	MultiPV         int  // 0: not printed (MultiPV off)
	Score           int  // centipawns, or plies to mate if Mate
	Mate            bool // Score is a mate distance: > 0 the side to move mates
	Lower, Upper    bool // the score is only a bound
	Nodes           uint64
	Time            time.Duration
	Hashfull        int // permille
	PV              []string
	String          string // if set, printed as `info string ...` instead
}

func (in Info) line() string {
	if in.String != "" {
		return "info string " + in.String
	}
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d", in.Depth, max(in.SelDepth, in.Depth))
	if in.MultiPV > 0 {
		fmt.Fprintf(&b, " multipv %d", in.MultiPV)
	}
	if in.Mate {
		fmt.Fprintf(&b, " score mate %d", in.Score)
	} else {
		fmt.Fprintf(&b, " score cp %d", in.Score)
	}
	if in.Lower {
		b.WriteString(" lowerbound")
	} else if in.Upper {
		b.WriteString(" upperbound")
	}
	ms := in.Time.Milliseconds()
	fmt.Fprintf(&b, " nodes %d nps %d time %d hashfull %d", in.Nodes, engine.NPS(in.Nodes, in.Time), ms, in.Hashfull)
	if len(in.PV) > 0 {
		b.WriteString(" pv ")
		b.WriteString(strings.Join(in.PV, " "))
	}
	return b.String()
}

// Request is what the loop asks of one search.
type Request struct {
	Depth int    // 0 = none
	Nodes uint64 // 0 = none (also enforced by Stop)
	// Stop is polled by the search; it carries the hard deadline and the
	// stop command.
	Stop *engine.Stopper
	// SoftDone reports that no new iteration should start (the soft time
	// budget is spent). It may change from false to true at any time (for
	// example after ponderhit). Cheap; call it between iterations.
	SoftDone func() bool
	// Info receives progress reports; safe to call from the search goroutine.
	Info func(Info)
}

// Result is the answer of one search: Best is a USI move, "resign" or "win"
// (entering-king declaration); Ponder is the expected reply or "".
type Result struct {
	Best, Ponder string
}

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
	// Options lists the engine's own options (USI_Hash, MultiPV, ...).
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
	Search(Request) Result
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

	margin     time.Duration // NetworkDelay option
	movesLeft  int
	ponderUsed bool
	cur        *search // the last search, nil when none
}

// DefaultMargin is the default time kept back per move for the GUI round
// trip and a loaded machine.
const DefaultMargin = 300 * time.Millisecond

// New makes a loop around eng writing to out.
func New(eng Engine, out io.Writer) *Loop {
	return &Loop{eng: eng, w: engine.NewLineWriter(out), margin: DefaultMargin, movesLeft: 30}
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
		l.w.Println("id name " + l.eng.Name())
		l.w.Println("id author " + l.eng.Author())
		for _, o := range l.options() {
			l.w.Println(o.String())
		}
		l.w.Println("usiok")
	case "isready":
		// Answered at once even while searching (the GUI may ping).
		if !l.busy() {
			if err := l.eng.Prepare(); err != nil {
				l.errorf("isready: %v", err)
			}
		}
		l.w.Println("readyok")
	case "setoption":
		l.finish(false)
		name, value, err := parseSetOption(args)
		if err != nil {
			l.errorf("%v", err)
			return false
		}
		if err := l.setOption(name, value); err != nil {
			l.errorf("setoption %s: %v", name, err)
		}
	case "usinewgame":
		l.finish(false)
		l.eng.NewGame()
	case "position":
		l.finish(false)
		pc, err := parsePosition(args)
		if err == nil {
			err = l.eng.SetPosition(pc.SFEN, pc.Moves)
		}
		if err != nil {
			l.errorf("%v (previous position kept)", err)
		}
	case "go":
		l.finish(false)
		g, err := parseGo(args)
		if err != nil {
			l.errorf("%v", err)
			return false
		}
		l.startGo(g)
	case "stop":
		if s := l.cur; s != nil {
			s.stopNow()
		}
	case "ponderhit":
		if s := l.cur; s != nil {
			l.ponderhit(s)
		}
	case "gameover":
		if len(args) != 1 || (args[0] != "win" && args[0] != "lose" && args[0] != "draw") {
			l.errorf("gameover: want win, lose or draw")
		}
		l.finish(true)
		if len(args) > 0 {
			l.eng.GameOver(args[0])
		}
	case "quit":
		l.finish(true)
		return true
	default:
		l.errorf("unknown command %q", cmd)
	}
	return false
}

// options are the loop's own options followed by the engine's.
func (l *Loop) options() []Option {
	own := []Option{
		{Name: "USI_Ponder", Type: "check", Default: "false"},
		{Name: "NetworkDelay", Type: "spin", Default: strconv.Itoa(int(DefaultMargin / time.Millisecond)), Min: 0, Max: 10000},
	}
	return append(own, l.eng.Options()...)
}

func (l *Loop) setOption(name, value string) error {
	switch name {
	case "USI_Ponder":
		if value != "true" && value != "false" {
			return fmt.Errorf("want true or false, got %q", value)
		}
		l.ponderUsed = value == "true"
		return nil
	case "NetworkDelay":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 10000 {
			return fmt.Errorf("want milliseconds 0..10000, got %q", value)
		}
		l.margin = time.Duration(n) * time.Millisecond
		return nil
	}
	return l.eng.SetOption(name, value)
}

// search is the state of one `go`, shared by the loop and the search
// goroutine.
type search struct {
	g     GoCmd
	black bool // Black to move: read at go, since the position is busy later
	stop  engine.Stopper
	soft  atomic.Int64 // unix nanoseconds after which no iteration starts; 0 = none

	mu       sync.Mutex
	hold     bool          // infinite or pondering: bestmove waits for stop/ponderhit
	released chan struct{} // closed when hold ends
	hit      bool          // ponderhit received
	timer    *time.Timer

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
	s.stop.Stop()
	s.release()
}

func (s *search) softDone() bool {
	t := s.soft.Load()
	return t != 0 && time.Now().UnixNano() >= t
}

// limits converts the clock of the side to move into engine.Limits.
func limits(g GoCmd, black bool) engine.Limits {
	lim := engine.Limits{Depth: g.Depth, Nodes: g.Nodes, MoveTime: g.MoveTime, Byoyomi: g.Byoyomi}
	if black {
		lim.TimeLeft, lim.Increment = g.BTime, g.BInc
	} else {
		lim.TimeLeft, lim.Increment = g.WTime, g.WInc
	}
	return lim
}

// arm sets the soft deadline and the hard stop of s from its clock,
// measured from now.
func (l *Loop) arm(s *search) {
	lim := limits(s.g, s.black)
	if !lim.HasClock() {
		return
	}
	b := engine.TimePlan(lim, l.margin, l.movesLeft)
	now := time.Now()
	s.soft.Store(now.Add(b.Soft).UnixNano())
	s.mu.Lock()
	s.timer = time.AfterFunc(b.Hard, s.stop.Stop)
	s.mu.Unlock()
}

func (l *Loop) startGo(g GoCmd) {
	s := &search{g: g, black: l.eng.BlackToMove(), done: make(chan struct{}), released: make(chan struct{})}
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
		limit := g.MateTime
		if limit > 2*l.margin {
			limit -= l.margin
		}
		s.stop.Start(limit, 0)
		go func() {
			defer close(s.done)
			moves, st := l.eng.Mate(&s.stop)
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
		return
	}
	lim := limits(g, s.black)
	s.hold = g.Infinite || g.Ponder || (!lim.HasClock() && g.Depth == 0 && g.Nodes == 0)
	s.stop.Start(0, g.Nodes)
	if !s.hold {
		l.arm(s)
	}
	go func() {
		defer close(s.done)
		res := l.eng.Search(Request{
			Depth:    g.Depth,
			Nodes:    g.Nodes,
			Stop:     &s.stop,
			SoftDone: s.softDone,
			Info: func(in Info) {
				if !s.silent.Load() {
					l.w.Println(in.line())
				}
			},
		})
		// USI: a ponder or infinite search answers only after stop or
		// ponderhit, even if it finished early.
		<-s.releasedOrNil()
		s.mu.Lock()
		if s.timer != nil {
			s.timer.Stop()
		}
		s.mu.Unlock()
		if s.silent.Load() {
			return
		}
		if res.Best == "" {
			res.Best = "resign"
		}
		line := "bestmove " + res.Best
		if res.Ponder != "" && res.Best != "resign" && res.Best != "win" {
			line += " ponder " + res.Ponder
		}
		l.w.Println(line)
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

func (l *Loop) ponderhit(s *search) {
	s.mu.Lock()
	if !s.g.Ponder || s.hit {
		s.mu.Unlock()
		return
	}
	s.hit = true
	s.mu.Unlock()
	// The clock starts now: plan this move's time from here.
	l.arm(s)
	if !s.g.Infinite {
		s.release()
	}
	// A search that already stopped on its own (or a clock too short to
	// think) answers right away; arm's timer handles the rest.
	lim := limits(s.g, s.black)
	if !lim.HasClock() && s.g.Depth == 0 && s.g.Nodes == 0 {
		s.stop.Stop()
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
