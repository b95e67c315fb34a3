package search

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"bitban/engine"
	"bitban/othello"
	"bitban/othello/eval"
)

// naiveSearch is plain negamax over the evaluation: the value the midgame
// search must return at a fixed depth (a pass costs no depth; finished games
// score exactly).
func naiveSearch(e *eval.Evaluator, b othello.Board, depth int) int {
	m := b.Moves()
	if m == 0 {
		if b.Pass().Moves() == 0 {
			return b.FinalScore() * eval.Scale
		}
		return -naiveSearch(e, b.Pass(), depth)
	}
	if depth == 0 {
		return e.Eval(b.Player, b.Opponent)
	}
	best := -midInf
	for ; m != 0; m &= m - 1 {
		if v := -naiveSearch(e, b.Play(bits.TrailingZeros64(m)), depth-1); v > best {
			best = v
		}
	}
	return best
}

func TestSearchMatchesNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	s := NewSearcher(8)
	s.SolveEmpties = 0
	for i := 0; i < 60; i++ {
		b := randomGameBoard(r, 12+r.IntN(40))
		if b.GameOver() {
			continue
		}
		depth := 1 + i%4
		s.Clear()
		res := s.Search(b, engine.Limits{Depth: depth}, nil)
		want := naiveSearch(s.Eval, b, depth)
		if res.Score != want {
			t.Fatalf("%s depth %d: search %d, naive %d", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), depth, res.Score, want)
		}
		if res.Move != othello.PassMove && !b.IsLegal(res.Move) {
			t.Fatalf("illegal best move %s", othello.MoveName(res.Move))
		}
		if res.Move != othello.PassMove {
			if v := -naiveSearch(s.Eval, b.Play(res.Move), depth-1); v != want {
				t.Fatalf("%s depth %d: move %s scores %d, want %d", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), depth, othello.MoveName(res.Move), v, want)
			}
		}
	}
}

func TestSearchSolvesEndgame(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	s := NewSearcher(8)
	s.SolveEmpties = 12
	for i := 0; i < 30; i++ {
		b := randomGameBoard(r, 5+r.IntN(5))
		res := s.Search(b, engine.Limits{Depth: 2}, nil)
		if want := naiveSolve(b) * eval.Scale; res.Score != want || !res.Exact {
			t.Fatalf("%s: score %d exact %v, want %d", othello.FormatOBF(othello.Position{Board: b, Turn: othello.Black}), res.Score, res.Exact, want)
		}
	}
}

func TestSearchMultiPV(t *testing.T) {
	s := NewSearcher(8)
	s.MultiPV = 2
	b := othello.Start().Play(37) // after f5: three replies
	res := s.Search(b, engine.Limits{Depth: 3}, nil)
	if len(res.Moves) != 3 {
		t.Fatalf("multi-PV moves %+v", res.Moves)
	}
	for i, m := range res.Moves {
		if want := -naiveSearch(s.Eval, b.Play(m.Move), 2); m.Score != want {
			t.Errorf("move %s: %d, want %d", othello.MoveName(m.Move), m.Score, want)
		}
		if i > 0 && m.Score > res.Moves[i-1].Score {
			t.Errorf("not sorted: %+v", res.Moves)
		}
	}
}

// The time limits stop the search (generous bounds: the machine is shared).
func TestSearchTimeControl(t *testing.T) {
	s := NewSearcher(8)
	b := othello.Start()
	for _, lim := range []engine.Limits{
		{MoveTime: 100 * time.Millisecond},
		{TimeLeft: 2 * time.Second},                   // a game clock: a share of it
		{TimeLeft: 300 * time.Millisecond, Depth: 60}, // little time left
	} {
		t0 := time.Now()
		res := s.Search(b, lim, nil)
		if d := time.Since(t0); d > 3*time.Second {
			t.Errorf("%+v: took %v", lim, d)
		}
		if !b.IsLegal(res.Move) || res.Depth < 1 {
			t.Errorf("%+v: move %d depth %d", lim, res.Move, res.Depth)
		}
	}
	// Stop from another goroutine ends an unlimited search.
	done := make(chan Result)
	go func() { done <- s.Search(b, engine.Limits{}, nil) }()
	time.Sleep(50 * time.Millisecond)
	s.Stop()
	select {
	case res := <-done:
		if !b.IsLegal(res.Move) {
			t.Errorf("stopped search: move %d", res.Move)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Stop did not end the search")
	}
	s.ResetStop()
}

// TestParamsCheck: the defaults pass; a ProbCut from depth 1 (whose
// shallow search would be as deep as the node: endless recursion), a
// margin that is no number and a share outside (0, 1] are named.
func TestParamsCheck(t *testing.T) {
	if err := DefaultParams().Check(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	for _, c := range []struct {
		set  func(*Params)
		want string
	}{
		{func(p *Params) { p.ProbCutMinDepth = 1 }, "ProbCutMinDepth 1: must be at least 2"},
		{func(p *Params) { p.ProbCutT = math.Inf(1) }, "ProbCutT +Inf: must be 0 (off) or a positive number of standard deviations"},
		{func(p *Params) { p.ProbCutT = -1 }, "ProbCutT -1: must be 0 (off) or a positive number of standard deviations"},
		{func(p *Params) { p.IterationShare = 0 }, "IterationShare 0: must be in (0, 1]"},
		{func(p *Params) { p.IterationShare = 1.5 }, "IterationShare 1.5: must be in (0, 1]"},
		{func(p *Params) { p.EndgameGap = -1 }, "EndgameGap -1: must be 0 (off) to 60 plies"},
	} {
		p := DefaultParams()
		c.set(&p)
		if err := p.Check(); err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	p := DefaultParams()
	p.ProbCutT, p.ProbCutMinDepth = 0, 0 // ProbCut off: its depth does not matter
	if err := p.Check(); err != nil {
		t.Errorf("ProbCut off: %v", err)
	}
}
