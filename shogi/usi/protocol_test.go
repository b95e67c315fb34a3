package usi

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"bitban/engine"
)

// fakeEngine is a scripted engine: its search "thinks" in 1 ms iterations
// until the stopper fires, the soft budget is spent or the depth is reached,
// so the tests exercise the loop's concurrency and timing without shogi.
type fakeEngine struct {
	mu       sync.Mutex
	sfen     string
	moves    []string
	black    bool
	opts     map[string]string
	searches int
	newGames int
	lastReq  engine.Request[string]
}

func newFake() *fakeEngine { return &fakeEngine{black: true, opts: map[string]string{}} }

func (f *fakeEngine) Name() string   { return "fake" }
func (f *fakeEngine) Author() string { return "test" }
func (f *fakeEngine) Options() []Option {
	return []Option{{Name: "USI_Hash", Type: "spin", Default: "16", Min: 1, Max: 1024}}
}
func (f *fakeEngine) SetOption(name, value string) error {
	if name != "USI_Hash" {
		return fmt.Errorf("unknown option")
	}
	f.opts[name] = value
	return nil
}
func (f *fakeEngine) Prepare() error { return nil }
func (f *fakeEngine) NewGame()       { f.newGames++ }
func (f *fakeEngine) SetPosition(sfen string, moves []string) error {
	for _, m := range moves {
		if m == "bad" {
			return fmt.Errorf("illegal move %q", m)
		}
	}
	f.sfen, f.moves = sfen, moves
	f.black = len(moves)%2 == 0
	return nil
}
func (f *fakeEngine) BlackToMove() bool { return f.black }
func (f *fakeEngine) Search(ctx context.Context, r engine.Request[string]) engine.Result[string] {
	f.mu.Lock()
	f.searches++
	f.lastReq = r
	f.mu.Unlock()
	var st engine.Stopper
	done := st.Begin(ctx, r.Limits, 30)
	defer done()
	for d := 1; ; d++ {
		time.Sleep(time.Millisecond)
		r.Report(engine.Info[string]{Depth: d, MultiPV: 1, Score: engine.Value(d), Nodes: uint64(d), Time: time.Millisecond, PV: []string{"7g7f", "3c3d"}})
		if (r.Depth > 0 && d >= r.Depth) || st.ShouldStop(uint64(d)) || st.PastSoft(1) || d > 100000 {
			break
		}
	}
	return engine.Result[string]{Best: "7g7f", Ponder: "3c3d", HasBest: true, HasPonder: true}
}
func (f *fakeEngine) Mate(stop *engine.Stopper) ([]string, MateStatus) {
	if f.sfen == "mate" {
		return []string{"G*5b"}, MateFound
	}
	if f.sfen == "nomate" {
		return nil, NoMate
	}
	for !stop.ShouldStop(0) {
		time.Sleep(time.Millisecond)
	}
	return nil, MateTimeout
}
func (f *fakeEngine) Perft(depth int, divide func(string, uint64)) uint64 {
	divide("7g7f", 30)
	divide("2g2f", 30)
	return 60
}
func (f *fakeEngine) GameOver(string) {}

// syncBuf is a goroutine-safe output buffer.
type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuf) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b.Reset()
}
func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor polls the output until it holds want (or fails after 5 s).
func waitFor(t *testing.T, out *syncBuf, want string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if strings.Contains(out.String(), want) {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("output never contained %q; got:\n%s", want, out.String())
}

func count(s, sub string) int { return strings.Count(s, sub) }

func TestHandshakeAndOptions(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	for _, c := range []string{"usi", "setoption name USI_Hash value 32", "setoption name NetworkDelay value 50",
		"setoption name Nope value 1", "setoption name NetworkDelay value x", "isready", "usinewgame"} {
		l.Handle(c)
	}
	got := out.String()
	for _, want := range []string{"id name fake\n", "id author test\n",
		"option name USI_Ponder type check default false\n",
		"option name NetworkDelay type spin default 0 min 0 max 10000\n",
		"option name USI_Hash type spin default 16 min 1 max 1024\n", "usiok\n", "readyok\n",
		"info string error: setoption Nope", "info string error: setoption NetworkDelay"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if l.margin != 50*time.Millisecond {
		t.Errorf("margin = %v, want 50ms", l.margin)
	}
}

func TestPositionErrorsKeepState(t *testing.T) {
	out := &syncBuf{}
	f := newFake()
	l := New(f, out)
	l.Handle("position startpos moves 7g7f 3c3d")
	for _, bad := range []string{"position", "position foo", "position sfen a b", "position startpos 7g7f",
		"position startpos moves 7g7f bad", "position sfen 1 2 3 4 5 moves"} {
		l.Handle(bad)
	}
	if f.sfen != "" || strings.Join(f.moves, " ") != "7g7f 3c3d" {
		t.Errorf("state changed by bad lines: %q %v", f.sfen, f.moves)
	}
	if n := count(out.String(), "info string error:"); n != 6 {
		t.Errorf("%d error lines, want 6:\n%s", n, out.String())
	}
	l.Handle("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f")
	if f.sfen == "" || len(f.moves) != 1 {
		t.Errorf("good sfen line not applied: %q %v", f.sfen, f.moves)
	}
}

func TestGoDepthAnswers(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	l.Handle("position startpos")
	l.Handle("go depth 3")
	waitFor(t, out, "bestmove 7g7f ponder 3c3d\n")
	if !strings.Contains(out.String(), "info depth 3 seldepth 3 score cp 3 nodes 3 nps 3000 time 1 hashfull 0 pv 7g7f 3c3d\n") {
		t.Errorf("info line missing:\n%s", out.String())
	}
}

func TestStopDuringInfinite(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	l.Handle("go infinite")
	time.Sleep(20 * time.Millisecond)
	if strings.Contains(out.String(), "bestmove") {
		t.Fatal("bestmove before stop in infinite search")
	}
	l.Handle("isready") // answered while thinking
	waitFor(t, out, "readyok")
	l.Handle("stop")
	waitFor(t, out, "bestmove")
	l.Handle("stop") // idle stop: nothing more
	l.Wait()
	if n := count(out.String(), "bestmove"); n != 1 {
		t.Errorf("%d bestmoves, want 1", n)
	}
}

func TestDepthLimitedInfiniteWaitsForStop(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	l.Handle("go infinite depth 2")
	time.Sleep(30 * time.Millisecond)
	if strings.Contains(out.String(), "bestmove") {
		t.Fatal("infinite search answered before stop")
	}
	l.Handle("stop")
	waitFor(t, out, "bestmove 7g7f")
}

func TestByoyomiAnswersInTime(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	l.Handle("setoption name NetworkDelay value 100")
	start := time.Now()
	l.Handle("go btime 0 wtime 0 byoyomi 400")
	waitFor(t, out, "bestmove")
	if el := time.Since(start); el > 400*time.Millisecond {
		t.Errorf("answered after %v with byoyomi 400ms", el)
	}
}

func TestPonderHitAndMiss(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	l.Handle("setoption name USI_Ponder value true")
	l.Handle("position startpos moves 7g7f 3c3d")
	l.Handle("go ponder btime 1000 wtime 1000 byoyomi 200")
	time.Sleep(50 * time.Millisecond)
	if strings.Contains(out.String(), "bestmove") {
		t.Fatal("bestmove while pondering")
	}
	start := time.Now()
	l.Handle("ponderhit")
	waitFor(t, out, "bestmove")
	if el := time.Since(start); el > 1200*time.Millisecond {
		t.Errorf("ponderhit answered after %v", el)
	}
	// Miss: the GUI sends stop, then the real position.
	l.Handle("go ponder btime 1000 wtime 1000 byoyomi 200")
	time.Sleep(20 * time.Millisecond)
	l.Handle("stop")
	l.Wait()
	if n := count(out.String(), "bestmove"); n != 2 {
		t.Errorf("%d bestmoves after ponder miss, want 2", n)
	}
	l.Handle("position startpos moves 7g7f 8c8d")
	l.Handle("go btime 1000 wtime 1000 byoyomi 200")
	l.Wait()
	if n := count(out.String(), "bestmove"); n != 3 {
		t.Errorf("%d bestmoves, want 3", n)
	}
}

func TestMateAndPerft(t *testing.T) {
	out := &syncBuf{}
	f := newFake()
	l := New(f, out)
	f.sfen = "mate"
	l.Handle("go mate 1000")
	l.Wait()
	f.sfen = "nomate"
	l.Handle("go mate infinite")
	l.Wait()
	f.sfen = "other"
	l.Handle("go mate infinite")
	time.Sleep(10 * time.Millisecond)
	l.Handle("stop")
	l.Wait()
	l.Handle("go perft 1")
	l.Wait()
	want := "checkmate G*5b\ncheckmate nomate\ncheckmate timeout\n7g7f: 30\n2g2f: 30\nNodes searched: 60\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

func TestGarbageNeverStopsTheLoop(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	in := strings.Join([]string{"", "   ", "hello", "go depth", "go depth -1", "go movetime x", "go perft 0",
		"go mate", "go mate -5", "go wibble", "setoption", "setoption name", "gameover maybe", "ponderhit",
		"position sfen", "\x00\xff", "go searchmoves", "go searchmoves 7g7f", "isready", "quit", "usi"}, "\n")
	if err := l.Run(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.HasSuffix(got, "readyok\n") {
		t.Errorf("loop did not stop at quit or lost isready:\n%s", got)
	}
	if n := count(got, "info string error:"); n < 14 {
		t.Errorf("only %d error lines:\n%s", n, got)
	}
}

func TestQuitDuringSearchAndEOF(t *testing.T) {
	out := &syncBuf{}
	l := New(newFake(), out)
	r, w := io.Pipe()
	done := make(chan error)
	go func() { done <- l.Run(r) }()
	io.WriteString(w, "go infinite\n")
	time.Sleep(10 * time.Millisecond)
	w.Close() // EOF while searching
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("loop did not end on EOF during a search")
	}
}

func TestSearchOptionsReachLimits(t *testing.T) {
	out := &syncBuf{}
	f := newFake()
	l := New(f, out)
	for _, c := range []string{"setoption name Threads value 3", "setoption name MultiPV value 2",
		"setoption name Threads value 0", "setoption name MultiPV value 17", "setoption name NetworkDelay value 40"} {
		l.Handle(c)
	}
	if n := count(out.String(), "info string error:"); n != 2 {
		t.Errorf("%d errors, want 2 (Threads 0, MultiPV 17):\n%s", n, out.String())
	}
	l.Handle("go btime 1000 wtime 2000 byoyomi 100 depth 2")
	l.Wait()
	f.mu.Lock()
	lim := f.lastReq.Limits
	f.mu.Unlock()
	if lim.Threads != 3 || lim.MultiPV != 2 || lim.Margin != 40*time.Millisecond+baseLatency || lim.TimeLeft != time.Second ||
		lim.Byoyomi != 100*time.Millisecond || lim.Depth != 2 || lim.Infinite || lim.Ponder != nil {
		t.Errorf("limits %+v", lim)
	}
	if !strings.Contains(out.String(), "info depth 2 seldepth 2 multipv 1 score cp 2 ") {
		t.Errorf("no multipv field:\n%s", out.String())
	}
	// A go without any limit (a bare go, or all clocks 0) searches a
	// default time and says so; only go infinite is infinite.
	l.noClock = 20 * time.Millisecond
	for _, g := range []string{"go", "go btime 0 wtime 0 byoyomi 0"} {
		out.Reset()
		l.Handle(g)
		l.Wait()
		f.mu.Lock()
		lim := f.lastReq.Limits
		f.mu.Unlock()
		if lim.Infinite || lim.MoveTime != l.noClock || !strings.Contains(out.String(), "info string no time limit given") ||
			!strings.Contains(out.String(), "bestmove ") {
			t.Errorf("%s: limits %+v\n%s", g, lim, out.String())
		}
	}
	l.Handle("go infinite")
	l.Handle("stop")
	l.Wait()
	f.mu.Lock()
	if !f.lastReq.Infinite {
		t.Errorf("go infinite is not infinite: %+v", f.lastReq.Limits)
	}
	f.mu.Unlock()
}

// TestRefusedPositionResigns: after a refused position command the engine
// does not search the previous position (the GUI does not have it): go
// answers bestmove resign until a valid position arrives.
func TestRefusedPositionResigns(t *testing.T) {
	out := &syncBuf{}
	f := newFake()
	l := New(f, out)
	l.Handle("position startpos moves 7g7f bad")
	l.Handle("go btime 0 wtime 0 byoyomi 100")
	l.Wait()
	if !strings.Contains(out.String(), "info string error:") || !strings.Contains(out.String(), "bestmove resign") {
		t.Fatalf("go after a refused position:\n%s", out.String())
	}
	out.Reset()
	l.Handle("position startpos")
	l.Handle("go btime 0 wtime 0 byoyomi 100")
	l.Wait()
	if strings.Contains(out.String(), "bestmove resign") || !strings.Contains(out.String(), "bestmove ") {
		t.Fatalf("go after a valid position:\n%s", out.String())
	}
}

func TestInfoLine(t *testing.T) {
	cases := []struct {
		in    engine.Info[string]
		multi bool
		want  string
	}{
		{engine.Info[string]{Depth: 5, SelDepth: 9, MultiPV: 1, Score: engine.Mate(3), Nodes: 2000, Time: time.Second, Hashfull: 12, PV: []string{"G*5b"}}, false,
			"info depth 5 seldepth 9 score mate 3 nodes 2000 nps 2000 time 1000 hashfull 12 pv G*5b"},
		{engine.Info[string]{Depth: 7, MultiPV: 2, Score: engine.Score{Value: -40, Bound: engine.BoundUpper}}, true,
			"info depth 7 seldepth 7 multipv 2 score cp -40 upperbound nodes 0 nps 0 time 0 hashfull 0"},
		{engine.Info[string]{Depth: 7, Score: engine.Score{Value: 80, Bound: engine.BoundLower}}, false,
			"info depth 7 seldepth 7 score cp 80 lowerbound nodes 0 nps 0 time 0 hashfull 0"},
		{engine.Info[string]{Depth: 2, Score: engine.Mate(-4)}, false,
			"info depth 2 seldepth 2 score mate -4 nodes 0 nps 0 time 0 hashfull 0"},
	}
	for _, c := range cases {
		if got := infoLine(c.in, c.multi); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

// lagging wraps the fake engine: its answers come lag after it stopped,
// as on a loaded machine.
type lagging struct {
	*fakeEngine
	lag time.Duration
}

func (e *lagging) Search(ctx context.Context, r engine.Request[string]) engine.Result[string] {
	res := e.fakeEngine.Search(ctx, r)
	time.Sleep(e.lag)
	return res
}

// TestAdaptiveMargin: the time kept back from a move is NetworkDelay (0 by
// default) plus the engine's measured latency: small on a quick machine (a
// 200 ms byoyomi is mostly used), larger after answers that came late.
func TestAdaptiveMargin(t *testing.T) {
	out := &syncBuf{}
	f := &lagging{fakeEngine: newFake()}
	l := New(f, out)
	margin := func() time.Duration {
		l.Handle("go btime 0 wtime 0 byoyomi 200")
		l.Wait()
		f.mu.Lock()
		defer f.mu.Unlock()
		return f.lastReq.Margin
	}
	if m := margin(); m > 30*time.Millisecond {
		t.Fatalf("first margin %v: a 200 ms byoyomi would lose %v", m, m)
	}
	f.lag = 60 * time.Millisecond // answers now come 60 ms after the deadline
	margin()
	if m := margin(); m < 60*time.Millisecond {
		t.Fatalf("margin %v after answers 60 ms late", m)
	}
	if !strings.Contains(out.String(), "bestmove ") {
		t.Fatalf("no answers:\n%s", out.String())
	}
}

// TestTablesClearedAtIsready: the tables are cleared at the isready before
// a game, not at usinewgame (the first go's clock would pay for it), once
// per game, and never by an isready during a game.
func TestTablesClearedAtIsready(t *testing.T) {
	f := newFake()
	l := New(f, &syncBuf{})
	step := func(cmd string, want int) {
		t.Helper()
		l.Handle(cmd)
		l.Wait()
		if f.newGames != want {
			t.Fatalf("after %q: %d clears, want %d", cmd, f.newGames, want)
		}
	}
	step("isready", 1)
	step("usinewgame", 1)
	step("position startpos", 1)
	step("isready", 1) // a ping during the game
	step("gameover win", 1)
	step("isready", 2)
	step("usinewgame", 2)
	step("gameover lose", 2)
	step("usinewgame", 3) // no isready between games: cleared here
}
