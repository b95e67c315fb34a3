package engine

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestBeginCancel(t *testing.T) {
	var s Stopper
	ctx, cancel := context.WithCancel(context.Background())
	done := s.Begin(ctx, Limits{Infinite: true}, 30)
	defer done()
	if s.ShouldStop(1 << 40) {
		t.Fatal("an infinite search stopped by itself")
	}
	cancel()
	waitStopped(t, &s)
}

func TestBeginDeadlineAndSoft(t *testing.T) {
	var s Stopper
	done := s.Begin(context.Background(), Limits{MoveTime: 30 * time.Millisecond}, 30)
	defer done()
	if s.PastSoft(1) {
		t.Fatal("past the soft limit at once")
	}
	// The timer stops helpers that only poll Stopped.
	waitStopped(t, &s)
	if !s.PastSoft(1) {
		t.Fatal("stopped at the hard limit but not past the soft one")
	}
}

func TestBeginPonder(t *testing.T) {
	var s Stopper
	p := &Ponder{}
	done := s.Begin(context.Background(), Limits{MoveTime: 20 * time.Millisecond, Ponder: p}, 30)
	defer done()
	time.Sleep(40 * time.Millisecond)
	if s.ShouldStop(0) || s.PastSoft(1) {
		t.Fatal("the clock ran before ponderhit")
	}
	p.Hit()
	p.Hit() // twice is harmless
	if !p.IsHit() {
		t.Fatal("IsHit false after Hit")
	}
	waitStopped(t, &s)
}

func TestBeginPonderAlreadyHit(t *testing.T) {
	var s Stopper
	p := &Ponder{}
	p.Hit()
	done := s.Begin(context.Background(), Limits{MoveTime: 10 * time.Millisecond, Ponder: p}, 30)
	defer done()
	waitStopped(t, &s)
}

func TestBeginDoneReleases(t *testing.T) {
	// After done, neither the context nor a late ponder hit touches the
	// stopper (it may already serve the next search).
	var s Stopper
	ctx, cancel := context.WithCancel(context.Background())
	p := &Ponder{}
	done := s.Begin(ctx, Limits{MoveTime: time.Millisecond, Ponder: p}, 30)
	done()
	s.Start(0, 0)
	cancel()
	p.Hit()
	time.Sleep(10 * time.Millisecond)
	if s.Stopped() {
		t.Fatal("a released search's context or ponder stopped the next one")
	}
}

func TestNodeBudget(t *testing.T) {
	var s Stopper
	done := s.Begin(context.Background(), Limits{Nodes: 100}, 30)
	defer done()
	if s.ShouldStop(99) || !s.ShouldStop(100) || !s.Stopped() {
		t.Fatal("node budget not applied")
	}
}

func waitStopped(t *testing.T, s *Stopper) {
	t.Helper()
	for range 200 {
		if s.Stopped() {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatal("the search was not stopped within a second")
}

func TestScore(t *testing.T) {
	cases := []struct {
		s    Score
		want string
	}{
		{Value(125), "+125"},
		{Value(-3), "-3"},
		{Mate(7), "mate 7"},
		{Mate(-4), "mated 4"},
		{Score{Value: 10, Bound: BoundLower}, ">=+10"},
	}
	for _, c := range cases {
		if got := c.s.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.s, got, c.want)
		}
	}
	if n := (Score{Value: 10, Bound: BoundLower}).Neg(); n.Value != -10 || n.Bound != BoundUpper {
		t.Errorf("Neg: %+v", n)
	}
}

func TestRequestAllowed(t *testing.T) {
	r := Request[int]{}
	if !r.Allowed(3) {
		t.Fatal("no restriction refused a move")
	}
	r.SearchMoves = []int{1, 2}
	if r.Allowed(3) || !r.Allowed(2) {
		t.Fatal("restriction not applied")
	}
	r.Report(Info[int]{}) // nil Info: no call, no panic
}

// TestSlotTorn stores entries of a few random keys from several goroutines
// and probes as a table does: whenever the loaded key is one of those keys
// (a probe for it would hit), the data must be that key's. A torn entry
// yields a key that matches none of them.
func TestSlotTorn(t *testing.T) {
	var keys [8]uint64
	for i := range keys {
		keys[i] = mix(uint64(i))
	}
	var s Slot
	var stop atomic.Bool
	var wg sync.WaitGroup
	for g := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := g; !stop.Load(); i++ {
				k := keys[i%len(keys)]
				s.Store(k, mix(k))
			}
		}()
	}
	hits := 0
	deadline := time.Now().Add(2 * time.Second)
	for hits < 100000 && time.Now().Before(deadline) {
		k, d := s.Load()
		for _, want := range keys {
			if k == want {
				hits++
				if d != mix(k) {
					stop.Store(true)
					wg.Wait()
					t.Fatalf("probe for %x hit data %x", k, d)
				}
			}
		}
	}
	stop.Store(true)
	wg.Wait()
	if hits == 0 {
		t.Fatal("no probe hit at all")
	}
	s.Clear()
	if k, d := s.Load(); k != 0 || d != 0 {
		t.Fatal("Clear left data")
	}
}

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}

func TestThreads(t *testing.T) {
	var ran [4]atomic.Bool
	var quit atomic.Bool
	Threads(4, func(id int) {
		ran[id].Store(true)
		if id != 0 {
			for !quit.Load() {
				time.Sleep(time.Millisecond)
			}
		}
	}, func() { quit.Store(true) })
	for i := range ran {
		if !ran[i].Load() {
			t.Fatalf("thread %d did not run", i)
		}
	}
	n := 0
	Threads(1, func(int) { n++ }, func() { t.Fatal("halt called with one thread") })
	if n != 1 {
		t.Fatal("one thread did not run once")
	}
}

func TestReadParams(t *testing.T) {
	type P struct {
		A int
		B float64
	}
	p := P{A: 1, B: 2}
	if err := ReadParams(strings.NewReader(`{"B": 3.5}`), &p); err != nil || p.A != 1 || p.B != 3.5 {
		t.Fatalf("ReadParams: %+v %v", p, err)
	}
	if err := ReadParams(strings.NewReader(`{"C": 1}`), &p); err == nil || !strings.Contains(err.Error(), "C") {
		t.Fatalf("unknown field accepted: %v", err)
	}
	if err := ReadParams(strings.NewReader(`{"A": 1} {}`), &p); err == nil {
		t.Fatal("trailing value accepted")
	}
	if err := LoadParams("/nonexistent/params.json", &p); err == nil {
		t.Fatal("missing file accepted")
	}
}
