package gomocup

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"bitban/engine"
)

// fakeBrain is a trivial brain for protocol tests: it plays the first legal
// point in reading order, treats the points in forbid as Black's forbidden
// points, and, with slow set, thinks until stopped.
type fakeBrain struct {
	w, h   int
	cells  map[Point]Color
	toMove Color
	forbid []Point
	slow   bool
	thinks int
	last   engine.Limits // of the last Think
}

func (f *fakeBrain) NewGame(w, h int, rule Rule) error {
	if w < 5 || h < 5 || w > 20 || h > 20 {
		return errors.New("size out of range")
	}
	f.w, f.h, f.cells, f.toMove = w, h, map[Point]Color{}, Black
	return nil
}

func (f *fakeBrain) SetPosition(stones []Stone, toMove Color) error {
	cells := map[Point]Color{}
	for _, s := range stones {
		if s.P.X < 0 || s.P.Y < 0 || s.P.X >= f.w || s.P.Y >= f.h {
			return errors.New("off board")
		}
		if _, ok := cells[s.P]; ok {
			return errors.New("occupied")
		}
		cells[s.P] = s.C
	}
	f.cells, f.toMove = cells, toMove
	return nil
}

func (f *fakeBrain) Play(p Point) error {
	if p.X < 0 || p.Y < 0 || p.X >= f.w || p.Y >= f.h {
		return errors.New("off board")
	}
	if _, ok := f.cells[p]; ok {
		return errors.New("occupied")
	}
	f.cells[p] = f.toMove
	f.toMove = f.toMove.Other()
	return nil
}

func (f *fakeBrain) isForbidden(p Point) bool {
	for _, q := range f.forbid {
		if q == p {
			return true
		}
	}
	return false
}

func (f *fakeBrain) Legal(p Point) bool {
	if p.X < 0 || p.Y < 0 || p.X >= f.w || p.Y >= f.h {
		return false
	}
	if _, ok := f.cells[p]; ok {
		return false
	}
	return !(f.toMove == Black && f.isForbidden(p))
}

func (f *fakeBrain) Forbidden() []Point { return f.forbid }

func (f *fakeBrain) Think(req ThinkRequest) ([]Scored, error) {
	f.thinks++
	f.last = req.Limits
	if f.slow {
		for req.Ctx.Err() == nil {
			time.Sleep(time.Millisecond)
		}
	}
	var out []Scored
	for y := 0; y < f.h; y++ {
		for x := 0; x < f.w; x++ {
			if f.Legal(Point{x, y}) && len(out) < req.Limits.Lines() {
				out = append(out, Scored{P: Point{x, y}, Eval: "0"})
			}
		}
	}
	return out, nil
}

// converse runs a session over the whole input and returns its output lines.
func converse(t *testing.T, b Brain, input string) []string {
	t.Helper()
	var out strings.Builder
	s := NewSession(b, &out, Options{DefaultTurn: 200 * time.Millisecond})
	if err := s.Run(strings.NewReader(input)); err != nil {
		t.Fatal(err)
	}
	txt := strings.TrimRight(out.String(), "\n")
	if txt == "" {
		return nil
	}
	return strings.Split(txt, "\n")
}

func TestProtocolBasics(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string
	}{
		{"start", "START 15\n", []string{"OK"}},
		{"start too big", "START 40\n", []string{"ERROR unsupported size 40x40: size out of range"}},
		{"start garbage", "START x\n", []string{`ERROR START size: "x" is not an integer`}},
		{"rectstart", "RECTSTART 10,12\n", []string{"OK"}},
		{"begin", "START 15\nBEGIN\n", []string{"OK", "0,0"}},
		{"turn", "START 15\nTURN 0,0\n", []string{"OK", "1,0"}},
		{"turn occupied keeps state", "START 15\nTURN 0,0\nTURN 1,0\nTURN 2,0\n",
			[]string{"OK", "1,0", "ERROR TURN 1,0: occupied", "3,0"}},
		{"turn off board", "START 15\nTURN 15,0\nTURN 0,0\n", []string{"OK", "ERROR TURN 15,0: off board", "1,0"}},
		{"turn malformed", "START 15\nTURN 1;2\n", []string{"OK", `ERROR TURN: point: want 2 comma-separated numbers, got "1;2"`}},
		{"no game", "TURN 1,1\n", []string{"ERROR no game: send START first"}},
		{"unknown", "START 15\nFOO bar\n", []string{"OK", "UNKNOWN FOO bar"}},
		{"about", "ABOUT\n", []string{`name="bitban", version="dev", author="bitban authors", country="-"`}},
		{"board", "START 15\nBOARD\n0,0,1\n1,0,2\nDONE\n", []string{"OK", "2,0"}},
		{"board bad line", "START 15\nBOARD\n0,0,1\nfoo\nDONE\nBEGIN\n",
			[]string{"OK", `ERROR BOARD: board line: want 3 comma-separated numbers, got "foo"`, "0,0"}},
		{"board field 3", "START 15\nBOARD\n0,0,3\nDONE\n",
			[]string{"OK", `ERROR BOARD: board line "0,0,3": field must be 1 (own) or 2 (opponent), got 3`}},
		{"board occupied", "START 15\nBOARD\n0,0,1\n0,0,2\nDONE\n", []string{"OK", "ERROR BOARD: occupied"}},
		{"yxboard no answer", "START 15\nYXBOARD\n0,0,1\n1,0,2\nDONE\nYXNBEST 2\n",
			[]string{"OK", "MESSAGE nbest 1 2,0 eval 0", "MESSAGE nbest 2 3,0 eval 0", "2,0"}},
		{"yxboard one line", "START 15\nYXBOARD 0,0,1 1,0,2 DONE\nBEGIN\n", []string{"OK", "2,0"}},
		{"takeback", "START 15\nTURN 5,5\nTAKEBACK 0,0\nTAKEBACK 5,5\nBEGIN\n",
			[]string{"OK", "0,0", "OK", "OK", "0,0"}},
		{"takeback missing", "START 15\nTAKEBACK 3,3\n", []string{"OK", "ERROR TAKEBACK 3,3: no stone there"}},
		{"play", "START 15\nPLAY 7,7\nTURN 0,0\n", []string{"OK", "7,7", "1,0"}},
		{"restart", "START 15\nBEGIN\nRESTART\nBEGIN\n", []string{"OK", "0,0", "OK", "0,0"}},
		{"end stops reading", "START 15\nEND\nBEGIN\n", []string{"OK"}},
		{"info", "INFO timeout_turn 100\nINFO timeout_match 10000\nINFO time_left 5000\nINFO max_memory 0\nINFO game_type 1\nINFO rule 4\nINFO folder /tmp\nINFO whatever 7\nINFO timeout_turn abc\n",
			[]string{`MESSAGE INFO timeout_turn: bad value "abc" (ignored)`}},
		{"failed rectstart leaves no board", "START 15\nTURN 7,7\nRECTSTART 15\nTURN 0,0\nBEGIN\n",
			[]string{"OK", "0,0", `ERROR RECTSTART size: want 2 comma-separated numbers, got "15"`, "ERROR no game: send START first", "ERROR no game: send START first"}},
		{"yxshowforbid none", "START 15\nYXSHOWFORBID\n", []string{"OK", "FORBID ."}},
		{"case and CR", "start 15\rbegin\r\nturn 3,3\r", []string{"OK", "0,0", "1,0"}},
		{"blank lines", "\n\n\r\nSTART 15\n\n", []string{"OK"}},
		{"unterminated last line", "START 15", []string{"OK"}},
		{"yxstop idle", "START 15\nYXSTOP\n", []string{"OK"}},
		{"yxnbest bad", "START 15\nYXNBEST 0\n", []string{"OK", "ERROR YXNBEST count: 0 is out of range 1..1048576"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := converse(t, &fakeBrain{}, c.in)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("input %q\n got %q\nwant %q", c.in, got, c.want)
			}
		})
	}
}

func TestShowForbidFormat(t *testing.T) {
	b := &fakeBrain{forbid: []Point{{7, 6}, {8, 9}}}
	got := converse(t, b, "START 15\nYXSHOWFORBID\n")
	if len(got) != 2 || got[1] != "FORBID 07060809." {
		t.Fatalf("got %q", got)
	}
	// A forbidden point is never the answer for Black.
	b = &fakeBrain{forbid: []Point{{0, 0}, {1, 0}}}
	got = converse(t, b, "START 15\nBEGIN\n")
	if got[1] != "2,0" {
		t.Fatalf("answered %q with 0,0 and 1,0 forbidden", got[1])
	}
}

func TestRuleMask(t *testing.T) {
	for mask, want := range map[int]Rule{0: Freestyle, 1: Standard, 2: Renju, 4: Renju, 5: Renju, 8: Freestyle, 9: Standard} {
		if got := RuleFromMask(mask); got != want {
			t.Errorf("rule %d: %v, want %v", mask, got, want)
		}
	}
}

// TestStopDuringThink: a search that only ends when stopped answers at once
// on YXSTOP, and END during a search ends the session.
func TestStopDuringThink(t *testing.T) {
	b := &fakeBrain{slow: true}
	pr, pw := io.Pipe()
	var out syncBuf
	s := NewSession(b, &out, Options{DefaultTurn: time.Hour})
	done := make(chan error)
	go func() { done <- s.Run(pr) }()
	io.WriteString(pw, "START 15\nINFO timeout_turn 100000\nBEGIN\nABOUT\n")
	time.Sleep(50 * time.Millisecond)
	if strings.Contains(out.String(), "0,0") {
		t.Fatal("answered before YXSTOP")
	}
	io.WriteString(pw, "YXSTOP\n")
	waitFor(t, &out, "name=")
	if got := out.String(); !strings.Contains(got, "OK\n0,0\nname=") {
		t.Fatalf("after YXSTOP: %q", got)
	}
	io.WriteString(pw, "TURN 5,5\n")
	time.Sleep(20 * time.Millisecond)
	io.WriteString(pw, "END\n")
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("END during a search did not end the session")
	}
}

// TestTimeoutTurn: the hard limit stops a search that would run forever
// within timeout_turn.
func TestTimeoutTurn(t *testing.T) {
	b := &fakeBrain{slow: true}
	start := time.Now()
	got := converse(t, b, "START 15\nINFO timeout_turn 300\nBEGIN\n")
	// The budget keeps a margin of 55 ms; the slack here is for a loaded
	// test machine's scheduler, not for the engine (see TestBudget).
	if el := time.Since(start); el > 400*time.Millisecond {
		t.Errorf("answered after %v with timeout_turn 300 ms", el)
	}
	if len(got) != 2 || got[1] != "0,0" {
		t.Fatalf("got %q", got)
	}
	// Match time: with 1 s left and no turn limit a move takes well under
	// a second.
	start = time.Now()
	converse(t, &fakeBrain{slow: true}, "START 15\nINFO timeout_turn 0\nINFO timeout_match 100000\nINFO time_left 1000\nBEGIN\n")
	if el := time.Since(start); el > 100*time.Millisecond {
		t.Errorf("timeout_turn 0 took %v", el)
	}
	start = time.Now()
	converse(t, &fakeBrain{slow: true}, "START 15\nINFO timeout_turn 30000\nINFO timeout_match 100000\nINFO time_left 1000\nBEGIN\n")
	if el := time.Since(start); el > 1000*time.Millisecond {
		t.Errorf("time_left 1000 took %v", el)
	}
}

type syncBuf struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func waitFor(t *testing.T, b *syncBuf, sub string) {
	t.Helper()
	for i := 0; i < 500; i++ {
		if strings.Contains(b.String(), sub) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no %q in %q", sub, b.String())
}

// TestRenjuBrainMemory: INFO max_memory shrinks the tables; 0 keeps them.
func TestRenjuBrainMemory(t *testing.T) {
	b := NewBrain(20).(*renjuBrain)
	for _, c := range []struct {
		bytes int64
		bits  int
	}{{0, 20}, {350 << 20, 22}, {70 << 20, 20}, {1 << 20, 14}, {1, 10}} {
		if err := b.SetMemory(c.bytes); err != nil {
			t.Fatal(err)
		}
		if b.bits != c.bits {
			t.Errorf("max_memory %d: %d bits, want %d", c.bytes, b.bits, c.bits)
		}
		if tables := int64(32) << b.bits; c.bytes > 0 && b.bits > 10 && tables > c.bytes/2 {
			t.Errorf("max_memory %d: tables of %d bytes", c.bytes, tables)
		}
	}
	got := converse(t, NewBrain(12), "START 15\nINFO max_memory 83886080\nINFO max_memory x\nBEGIN\n")
	if len(got) != 3 || got[2] != "7,7" {
		t.Fatalf("got %q", got)
	}
}

// TestBudget: the search's hard limit always stays a margin inside
// timeout_turn and inside the time left of the match.
func TestBudget(t *testing.T) {
	for _, c := range []struct {
		turn, match, left int64
		maxHard           time.Duration
	}{
		{300, 0, -1, 300 * time.Millisecond},
		{5000, 0, -1, 5000 * time.Millisecond},
		{30000, 180000, 1000, 1000 * time.Millisecond},
		{1000, 180000, 100000, 1000 * time.Millisecond},
		{100, 1000, 50, 100 * time.Millisecond},
	} {
		s := NewSession(&fakeBrain{}, io.Discard, Options{})
		s.start(15, 15)
		s.timeoutTurn, s.timeoutMatch, s.timeLeft = c.turn, c.match, c.left
		b := s.budget()
		if b.Hard <= 0 || b.Soft > b.Hard {
			t.Errorf("%+v: budget %+v", c, b)
		}
		// Hard limit at least 40 ms inside every limit (the floor of 10 ms
		// excepted when less than that is left).
		if b.Hard > c.maxHard-40*time.Millisecond && b.Hard > 10*time.Millisecond {
			t.Errorf("%+v: hard %v too close to %v", c, b.Hard, c.maxHard)
		}
	}
}

// TestThreadsAndNBestReachTheBrain: INFO thread_num, max_depth and
// max_node, and YXNBEST's count arrive in the search limits; without
// thread_num the search has one thread.
func TestThreadsAndNBestReachTheBrain(t *testing.T) {
	f := &fakeBrain{}
	converse(t, f, "START 15\nBEGIN\n")
	if f.last.ThreadCount() != 1 {
		t.Fatalf("default threads %d, want 1", f.last.Threads)
	}
	converse(t, f, "INFO thread_num 3\nINFO max_depth 7\nINFO max_node 5000\nSTART 15\nYXNBEST 2\n")
	if l := f.last; l.Threads != 3 || l.Depth != 7 || l.Nodes != 5000 || l.MultiPV != 2 || l.MoveTime <= 0 {
		t.Fatalf("limits %+v", l)
	}
}

// TestFormatInfo: the MESSAGE text of a report.
func TestFormatInfo(t *testing.T) {
	in := engine.Info[Point]{Depth: 7, MultiPV: 2, Score: engine.Value(120), Nodes: 1000, Time: 500 * time.Millisecond,
		PV: []Point{{7, 7}, {8, 8}}}
	if got, want := FormatInfo(in), "multipv 2 depth 7 score +120 nodes 1000 nps 2000 time 500ms pv 7,7 8,8"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	in = engine.Info[Point]{Score: engine.Mate(9), Exact: true, Nodes: 5, PV: []Point{{1, 2}}}
	if got, want := FormatInfo(in), "win score +M9 nodes 5 time 0ms pv 1,2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestFinalReportHasTheTotals: when the clock cuts an iteration short, the
// brain's last report repeats the last completed depth with every node the
// move took, so that a manager's log (and a match's nodes a second) does
// not stop at the last completed iteration.
func TestFinalReportHasTheTotals(t *testing.T) {
	b := NewBrain(16)
	if err := b.NewGame(15, 15, Renju); err != nil {
		t.Fatal(err)
	}
	// A game of ten stones, Black to move (from a match against Rapfi).
	var stones []Stone
	for i, p := range []Point{{7, 7}, {7, 6}, {7, 5}, {6, 6}, {5, 6}, {8, 6}, {9, 6}, {6, 5}, {6, 7}, {8, 7}} {
		stones = append(stones, Stone{P: p, C: []Color{Black, White}[i%2]})
	}
	if err := b.SetPosition(stones, Black); err != nil {
		t.Fatal(err)
	}
	// The plan is a minute; the context ends the search 30 ms after the
	// report of depth 5, inside a later iteration however fast or loaded
	// the machine (10 s bound the test if no such report came).
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var infos []engine.Info[Point]
	armed := false
	_, err := b.Think(ThinkRequest{Ctx: ctx, Limits: engine.Limits{MoveTime: time.Minute},
		Info: func(in engine.Info[Point]) {
			infos = append(infos, in)
			if in.Depth >= 5 && !armed {
				armed = true
				time.AfterFunc(30*time.Millisecond, cancel)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) < 2 {
		t.Fatalf("%d reports", len(infos))
	}
	last, before := infos[len(infos)-1], infos[len(infos)-2]
	if last.Nodes <= before.Nodes || last.Depth != before.Depth || last.Time < before.Time {
		t.Fatalf("last report %+v after %+v: want the same depth with more nodes", last, before)
	}
}
