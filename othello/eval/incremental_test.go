package eval

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"bitban/othello"
)

// TestChildIndices: the indices and the evaluation of every child of
// random positions, made from the parent's indices seen by the opponent,
// equal Features and Eval of the child computed from scratch.
func TestChildIndices(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	ev := DefaultEvaluator()
	children := 0
	for n := 0; n < 3000; n++ {
		a, b := r.Uint64(), r.Uint64()
		P, O := a&b, a&^b
		var opp Indices
		Features(O, P, &opp)
		for m := othello.Moves(P, O); m != 0; m &= m - 1 {
			sq := bits.TrailingZeros64(m)
			f := othello.Flip(P, O, sq)
			nP, nO := O^f, P^f^(1<<uint(sq))
			var got, want Indices
			ChildIndices(&got, &opp, sq, f)
			Features(nP, nO, &want)
			if got != want {
				t.Fatalf("P=%#x O=%#x move %d: indices %v, want %v", P, O, sq, got, want)
			}
			var gotMover, wantMover, own Indices
			Features(P, O, &own)
			MoverChildIndices(&gotMover, &own, sq, f)
			Features(nO, nP, &wantMover)
			if gotMover != wantMover {
				t.Fatalf("P=%#x O=%#x move %d: mover's indices %v, want %v", P, O, sq, gotMover, wantMover)
			}
			mp, mo := othello.MovesBoth(nP, nO)
			if g, w := ev.EvalChildCounts(&opp, sq, f, nP, nO, bits.OnesCount64(mp), bits.OnesCount64(mo)), ev.Eval(nP, nO); g != w {
				t.Fatalf("P=%#x O=%#x move %d: EvalChildCounts %d, Eval %d", P, O, sq, g, w)
			}
			if g, w := ev.EvalIndices(&got, nP, nO), ev.Eval(nP, nO); g != w {
				t.Fatalf("P=%#x O=%#x move %d: EvalIndices %d, Eval %d", P, O, sq, g, w)
			}
			children++
		}
	}
	if children < 10000 {
		t.Fatalf("only %d children checked", children)
	}
}

// BenchmarkEvalChild is the evaluation of a child from its parent's
// indices (ChildIndices and EvalIndices), to set beside BenchmarkEval.
func BenchmarkEvalChild(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	type child struct {
		opp  Indices
		P, O uint64
		sq   int
		f    uint64
	}
	var cs []child
	for len(cs) < 256 {
		a, c := r.Uint64(), r.Uint64()
		full := a | c | r.Uint64()
		P, O := full&a, full&^a
		m := othello.Moves(P, O)
		if m == 0 {
			continue
		}
		sq := bits.TrailingZeros64(m)
		f := othello.Flip(P, O, sq)
		var opp Indices
		Features(O, P, &opp)
		cs = append(cs, child{opp, O ^ f, P ^ f ^ (1 << uint(sq)), sq, f})
	}
	ev := DefaultEvaluator()
	sum := 0
	var idx Indices
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := &cs[i&255]
		ChildIndices(&idx, &c.opp, c.sq, c.f)
		sum += ev.EvalIndices(&idx, c.P, c.O)
	}
	if sum == 1 {
		b.Log(sum)
	}
}
