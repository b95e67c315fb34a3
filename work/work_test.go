package work

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"bitban/othello"
	othellosearch "bitban/othello/search"
	"bitban/shogi"
)

// localDivide is the single-process reference of a perft job.
func localDivide(t *testing.T, j *PerftJob) ([]PerftLine, uint64) {
	t.Helper()
	var lines []PerftLine
	var total uint64
	switch j.Game {
	case "othello":
		b, err := othelloStart(j.Pos)
		if err != nil {
			t.Fatal(err)
		}
		es, n := othello.Divide(b, j.Depth, j.Mode, nil)
		for _, e := range es {
			name := "PA"
			if e.Move != othello.PassMove {
				name = othello.MoveName(e.Move)
			}
			lines = append(lines, PerftLine{name, e.Count})
		}
		total = n
	case "shogi":
		p, err := shogiStart(j.Pos)
		if err != nil {
			t.Fatal(err)
		}
		mcs, n := shogi.DivideEach(p, j.Depth, nil)
		for _, mc := range mcs {
			lines = append(lines, PerftLine{mc.Move.USI(), mc.Nodes})
		}
		total = n
	}
	return lines, total
}

func checkMerge(t *testing.T, j *PerftJob, results map[string]json.RawMessage) {
	t.Helper()
	lines, total, err := j.Merge(results)
	if err != nil {
		t.Fatal(err)
	}
	want, wantTotal := localDivide(t, j)
	if total != wantTotal {
		t.Fatalf("%s perft %d: distributed %d, local %d", j.Game, j.Depth, total, wantTotal)
	}
	if len(lines) != len(want) {
		t.Fatalf("%d divide lines, want %d", len(lines), len(want))
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Fatalf("divide line %d: %+v, want %+v", i, lines[i], want[i])
		}
	}
}

func TestDistributedPerftEqualsLocal(t *testing.T) {
	jobs := []*PerftJob{
		{Game: "othello", Depth: 8, Split: 3, UnitCount: 16},
		{Game: "othello", Depth: 7, Split: 2, Mode: othello.Edax, UnitCount: 5,
			// a position with passes and finished games below it
			Pos: "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOO--OOOOOO-OO-O X"},
		{Game: "shogi", Depth: 4, Split: 2, UnitCount: 7},
		{Game: "shogi", Depth: 3, Split: 1, UnitCount: 100,
			Pos: "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"},
	}
	for _, j := range jobs {
		res, st, err := Distribute(context.Background(), Options{AckWait: 5 * time.Second}, j, 2, "", &Coordinator{})
		if err != nil {
			t.Fatalf("%s: %v", j.Name(), err)
		}
		if st.Done != st.Units || st.Rejected != 0 {
			t.Fatalf("%s: stats %+v", j.Name(), st)
		}
		checkMerge(t, j, res)
	}
}

func TestPerftJobErrors(t *testing.T) {
	bad := []*PerftJob{
		{Game: "chess", Depth: 3, Split: 1},
		{Game: "othello", Depth: 3, Split: 3},
		{Game: "othello", Depth: 3, Split: 0},
		{Game: "shogi", Depth: 3, Split: 1, Pos: "not an sfen"},
		{Game: "othello", Depth: 3, Split: 1, Pos: "garbage"},
	}
	for _, j := range bad {
		if _, err := j.Units(); err == nil {
			t.Errorf("%+v: no error", j)
		}
	}
	j := &PerftJob{Game: "othello", Depth: 4, Split: 1, UnitCount: 2}
	units, err := j.Units()
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{`{}`, `{"counts":[1]}`, `{"counts":[1,2,3]}`, `{"counts":[1,99999999999]}`, `[1,2]`, `{"counts":[1,2],"x":1}`} {
		if err := j.Check(units[0], json.RawMessage(data)); err == nil {
			t.Errorf("result %s accepted", data)
		}
	}
	if err := j.Check(units[0], json.RawMessage(`{"counts":[44,44]}`)); err != nil {
		t.Errorf("a good result rejected: %v", err)
	}
	if _, err := runPerft(context.Background(), json.RawMessage(`{"game":"othello","entries":[{"pos":"zz","depth":1,"mult":1,"root":0}]}`)); err == nil {
		t.Error("a bad Othello position was run")
	}
}

// cluster is an embedded server with workers made by the test.
type cluster struct {
	t      *testing.T
	srv    *Server
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

func newCluster(t *testing.T, dir string) *cluster {
	srv, err := StartServer(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	c := &cluster{t: t, srv: srv, cancel: cancel}
	_ = ctx
	return c
}

func (c *cluster) conn(name string) *nats.Conn {
	nc, err := Connect(Options{URL: c.srv.URL()}, name)
	if err != nil {
		c.t.Fatal(err)
	}
	c.t.Cleanup(nc.Close)
	return nc
}

// worker starts w in the background until the cluster closes.
func (c *cluster) worker(ctx context.Context, w *Worker) {
	nc := c.conn(w.Name)
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		_ = w.Serve(ctx, ctx, nc)
	}()
}

func (c *cluster) close() {
	c.cancel()
	c.wg.Wait()
	c.srv.Shutdown()
}

// TestGarbageRejected runs a job with a worker that answers garbage (a
// result of the wrong length) beside a good one: the coordinator rejects
// the garbage, sends those units again, and the result is exact.
func TestGarbageRejected(t *testing.T) {
	c := newCluster(t, t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	defer func() { cancel(); c.close() }()
	var garbage atomic.Int32
	bad := &Worker{Name: "bad", Slots: 1, Runner: func(kind string) (Runner, bool) {
		return func(context.Context, json.RawMessage) (json.RawMessage, error) {
			garbage.Add(1)
			time.Sleep(20 * time.Millisecond) // far from the 20 rejections that fail a unit
			return json.RawMessage(`{"counts":[1]}`), nil
		}, true
	}}
	c.worker(ctx, bad)
	j := &PerftJob{Game: "othello", Depth: 7, Split: 2, UnitCount: 3} // 4 positions a unit
	type outcome struct {
		res map[string]json.RawMessage
		st  Stats
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		res, st, err := (&Coordinator{Options: Options{AckWait: 5 * time.Second}}).Run(ctx, c.conn("coord"), j)
		done <- outcome{res, st, err}
	}()
	// The good worker joins once the bad one has answered garbage (else
	// it may take every unit first: they last microseconds).
	for deadline := time.Now().Add(10 * time.Second); garbage.Load() == 0; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the bad worker got no unit")
		}
	}
	c.worker(ctx, &Worker{Name: "good", Slots: 1})
	o := <-done
	res, st, err := o.res, o.st, o.err
	if err != nil {
		t.Fatal(err)
	}
	if garbage.Load() == 0 || st.Rejected == 0 {
		t.Fatalf("the bad worker was not exercised: %d garbage, stats %+v", garbage.Load(), st)
	}
	checkMerge(t, j, res)
}

// resultsPublished counts the results workers published for a job (one per
// unit run).
func resultsPublished(t *testing.T, nc *nats.Conn, job string) uint64 {
	js, _ := jetstream.New(nc)
	s, err := js.Stream(context.Background(), resultStream)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(context.Background(), jetstream.WithSubjectFilter(resultSubject+job))
	if err != nil {
		t.Fatal(err)
	}
	return info.State.Subjects[resultSubject+job]
}

// TestCoordinatorResumes stops a coordinator after a few results, then runs
// the same job again: finished units are not run again, and the result is
// exact. Then the server is restarted on the same store: nothing finished
// is lost.
func TestCoordinatorResumes(t *testing.T) {
	dir := t.TempDir()
	c := newCluster(t, dir)
	ctx, cancel := context.WithCancel(context.Background())
	c.worker(ctx, &Worker{Name: "w", Slots: 1})
	j := &PerftJob{Game: "shogi", Depth: 4, Split: 2, UnitCount: 20}
	first, stop := context.WithCancel(ctx)
	coord := &Coordinator{Options: Options{AckWait: 5 * time.Second}, Progress: func(s Stats) {
		if s.Done >= 5 {
			stop()
		}
	}}
	if _, _, err := coord.Run(first, c.conn("coord1"), j); !errors.Is(err, context.Canceled) {
		t.Fatalf("first run: %v, want cancelled", err)
	}
	coord.Progress = nil
	res, st, err := coord.Run(ctx, c.conn("coord2"), j)
	if err != nil {
		t.Fatal(err)
	}
	if st.Resumed < 5 || st.Done != st.Units {
		t.Fatalf("stats after resuming: %+v", st)
	}
	checkMerge(t, j, res)
	if n := resultsPublished(t, c.conn("check"), j.Name()); n != uint64(st.Units) {
		t.Fatalf("%d units run for %d units: some ran twice", n, st.Units)
	}
	cancel()
	c.close()

	// A restarted server has every finished unit.
	c2 := newCluster(t, dir)
	defer c2.close()
	res, st, err = (&Coordinator{}).Run(context.Background(), c2.conn("coord3"), j)
	if err != nil {
		t.Fatal(err)
	}
	if st.Resumed != st.Units {
		t.Fatalf("after a server restart %d of %d units were found done", st.Resumed, st.Units)
	}
	checkMerge(t, j, res)
}

// TestWorkerDrain: a drained worker finishes the unit it holds.
func TestWorkerDrain(t *testing.T) {
	c := newCluster(t, t.TempDir())
	defer c.close()
	ctx := context.Background()
	drain, stopDrain := context.WithCancel(ctx)
	started := make(chan struct{}, 100)
	var finished atomic.Int32
	w := &Worker{Name: "d", Slots: 1, Runner: func(string) (Runner, bool) {
		return func(ctx context.Context, spec json.RawMessage) (json.RawMessage, error) {
			started <- struct{}{}
			time.Sleep(300 * time.Millisecond)
			finished.Add(1)
			return runPerft(ctx, spec)
		}, true
	}}
	nc := c.conn("d")
	done := make(chan error, 1)
	go func() { done <- w.Serve(ctx, drain, nc) }()
	j := &PerftJob{Game: "othello", Depth: 5, Split: 1, UnitCount: 4}
	go func() { _, _, _ = (&Coordinator{}).Run(ctx, c.conn("coord"), j) }()
	<-started
	stopDrain()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if finished.Load() < 1 {
		t.Fatal("the drained worker returned without finishing its unit")
	}
}

// TestFresh: a job run again resumes from its stored results, unless Fresh.
func TestFresh(t *testing.T) {
	c := newCluster(t, t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	defer func() { cancel(); c.close() }()
	c.worker(ctx, &Worker{Name: "w", Slots: 1})
	j := &PerftJob{Game: "othello", Depth: 5, Split: 2, UnitCount: 4}
	nc := c.conn("coord")
	for i, fresh := range []bool{false, false, true} {
		res, st, err := (&Coordinator{Fresh: fresh}).Run(ctx, nc, j)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if i == 1 {
			want = st.Units
		}
		if st.Resumed != want {
			t.Fatalf("run %d (fresh %v): %d units resumed, want %d", i, fresh, st.Resumed, want)
		}
		checkMerge(t, j, res)
	}
}

// readOBF returns the first n positions of an OBF file, annotations cut.
func readOBF(t *testing.T, file string, n int) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line == "" || len(out) == n {
			continue
		}
		pos, _, _ := strings.Cut(line, ";")
		out = append(out, strings.TrimSpace(pos))
	}
	return out
}

// TestDistributedSolveEqualsLocal: exact scores and nodes-independent
// results of a distributed solve are the local solver's.
func TestDistributedSolveEqualsLocal(t *testing.T) {
	positions := readOBF(t, "../testdata/othello/fforum-1-19.obf", 4)
	positions = append(positions, // a forced pass, a finished game
		"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOX- X",
		"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X")
	for _, wld := range []bool{false, true} {
		j := &SolveJob{Positions: positions, WLD: wld, HashMB: 8}
		res, st, err := Distribute(context.Background(), Options{AckWait: 5 * time.Second}, j, 2, "", &Coordinator{})
		if err != nil {
			t.Fatal(err)
		}
		if st.Done != len(positions) || st.Rejected != 0 {
			t.Fatalf("stats %+v", st)
		}
		lines, err := j.Lines(res)
		if err != nil {
			t.Fatal(err)
		}
		s := othellosearch.NewSolver(8)
		for i, p := range positions {
			b, err := parseSolvePos(p)
			if err != nil {
				t.Fatal(err)
			}
			s.ClearTT()
			want := s.Solve(b)
			if wld {
				want = s.SolveWLD(b)
				want.Score = max(-1, min(1, want.Score))
			}
			if lines[i].Score != want.Score {
				t.Errorf("wld %v position %d: distributed %+v, local %+v", wld, i+1, lines[i], want)
			}
		}
	}
	j := &SolveJob{Positions: positions[:1]}
	units, err := j.Units()
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{`{"move":"A1","score":0,"nodes":1,"seconds":0}`, `{"move":"--","score":0,"nodes":1,"seconds":0}`,
		`{"move":"PA","score":0,"nodes":1,"seconds":0}`, `{"move":"G8","score":99,"nodes":1,"seconds":0}`, `{"mov":"G8"}`} {
		if err := j.Check(units[0], json.RawMessage(bad)); err == nil {
			t.Errorf("result %s accepted", bad)
		}
	}
	if _, err := (&SolveJob{Positions: []string{"garbage"}}).Units(); err == nil {
		t.Error("a bad position gave units")
	}
}

// TestMatchJobUnits: a match job is one unit per pair; results that are not
// the pair's two games of this match's engines are rejected.
func TestMatchJobUnits(t *testing.T) {
	j := &MatchJob{Game: "othello", Engines: [2]string{"name=A cmd=a", "name=B cmd=b"}, TC: "depth=2", Games: 5,
		Openings: []string{"f5d6", "f5f6"}}
	units, err := j.Units()
	if err != nil || len(units) != 3 {
		t.Fatalf("%d units, %v; want 3 pairs", len(units), err)
	}
	good := `[{"index":2,"game":"othello","opening":"f5d6","first":"A","second":"B","tc":["",""],"result":"1-0","winner":"A","reason":"r","moves":[],"times_ms":[],"scores":[],"start":"2026-01-01T00:00:00Z","seconds":1},` +
		`{"index":3,"game":"othello","opening":"f5d6","first":"B","second":"A","tc":["",""],"result":"1/2-1/2","reason":"r","moves":[],"times_ms":[],"scores":[],"start":"2026-01-01T00:00:00Z","seconds":1}]`
	if err := j.Check(units[1], json.RawMessage(good)); err != nil {
		t.Fatalf("a good pair rejected: %v", err)
	}
	for _, bad := range []string{
		good[:len(good)/2],
		strings.Replace(good, `"index":3`, `"index":4`, 1),
		strings.Replace(good, `"winner":"A"`, `"winner":"C"`, 1),
		strings.Replace(good, `"second":"A"`, `"second":"B"`, 1),
		`[]`,
	} {
		if err := j.Check(units[1], json.RawMessage(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
	for _, bad := range []*MatchJob{
		{Game: "chess", Engines: j.Engines, TC: "depth=2", Openings: j.Openings},
		{Game: "othello", Engines: [2]string{"name=A cmd=a", "name=A cmd=b"}, TC: "depth=2", Openings: j.Openings},
		{Game: "othello", Engines: j.Engines, TC: "blitz", Openings: j.Openings},
		{Game: "othello", Engines: j.Engines, TC: "depth=2", Openings: []string{"z9"}},
	} {
		if _, err := bad.Units(); err == nil {
			t.Errorf("job %+v gave units", bad)
		}
	}
}
