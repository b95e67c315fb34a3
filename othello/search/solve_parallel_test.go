package search

import (
	"math/rand/v2"
	"testing"

	"bitban/othello"
)

// TestParallelSolveMatchesSequential solves random positions with 2 and 3
// threads, exactly and in WLD mode, and compares each score with the
// sequential solver's (run it with -race: the threads share the table).
func TestParallelSolveMatchesSequential(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	seq := NewSolver(16)
	par := NewSolver(16)
	count := 24
	if testing.Short() {
		count = 8
	}
	for i := range count {
		b := randomGameBoard(r, 16+i%5)
		threads := 2 + i%2
		par.SetThreads(threads)
		seq.ClearTT()
		par.ClearTT()
		want := seq.Solve(b)
		got := par.Solve(b)
		if got.Score != want.Score {
			t.Fatalf("position %d (P %#x O %#x), %d threads: score %d, sequential %d", i, b.Player, b.Opponent, threads, got.Score, want.Score)
		}
		if got.Move >= 0 && b.Moves() != 0 && !b.IsLegal(got.Move) {
			t.Fatalf("position %d: illegal best move %s", i, othello.MoveName(got.Move))
		}
		if w := par.SolveWLD(b); sign(w.Score) != sign(want.Score) {
			t.Fatalf("position %d, %d threads: WLD %d, exact score %d", i, threads, w.Score, want.Score)
		}
	}
}

// TestParallelFFO solves FFO #1-#19 (#1-#8 with -short) with 2 threads and
// checks their published scores and moves.
func TestParallelFFO(t *testing.T) {
	suite := ffo(t, "fforum-1-19.obf")
	if testing.Short() {
		suite = suite[:8]
	}
	s := NewSolver(64)
	s.SetThreads(2)
	for i, o := range suite {
		s.ClearTT()
		checkFFO(t, s, i+1, o)
	}
	if s.Threads() != 2 {
		t.Fatalf("Threads() = %d, want 2", s.Threads())
	}
}
