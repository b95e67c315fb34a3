package eval

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"bitban/othello"
)

// The mean of evaluators evaluates every board to the mean of their
// evaluations (up to the rounding of each weight).
func TestAverageEvaluators(t *testing.T) {
	a, b := DefaultEvaluator(), HandEvaluator()
	m := AverageEvaluators(a, b)
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		bd := randomGameBoard(rng, 4+rng.IntN(50))
		want := float64(a.Eval(bd.Player, bd.Opponent)+b.Eval(bd.Player, bd.Opponent)) / 2
		got := float64(m.Eval(bd.Player, bd.Opponent))
		// Each of the 46 pattern weights rounds by at most half a unit, the
		// mobility weights by half a unit a move.
		tol := 0.5*NumFeatures + 0.5*float64(bits.OnesCount64(bd.Moves())+bits.OnesCount64(bd.Pass().Moves())) + 1
		if d := got - want; d > tol || d < -tol {
			t.Fatalf("%v: mean evaluator %v, mean of evaluations %v", bd, got, want)
		}
	}
	if s := AverageEvaluators(a, a); s.Eval(othello.Start().Player, othello.Start().Opponent) != a.Eval(othello.Start().Player, othello.Start().Opponent) {
		t.Fatal("the mean of one evaluator twice differs from it")
	}
}
