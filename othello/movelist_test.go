package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// The assembly writes moves by offset: the layout of ScoredMove must be
// what it assumes.
func TestListMovesLayout(t *testing.T) {
	var m ScoredMove
	if unsafe.Sizeof(m) != 16 || unsafe.Offsetof(m.Flip) != 0 || unsafe.Offsetof(m.Score) != 8 || unsafe.Offsetof(m.Sq) != 12 {
		t.Fatalf("move layout: size %d, flip at %d, score at %d, sq at %d; listMovesAVX2 needs 16, 0, 8, 12",
			unsafe.Sizeof(m), unsafe.Offsetof(m.Flip), unsafe.Offsetof(m.Score), unsafe.Offsetof(m.Sq))
	}
}

// checkListMoves compares listMovesAVX2, listMovesGo and ListMoves (the
// run-time choice between them) with the slow reference: every legal move once, in square order, its flips, and the
// opponent's moves after it with corners counted twice.
func checkListMoves(t *testing.T, P, O uint64) {
	t.Helper()
	moves := refMoves(P, O)
	var a, g, d [36]ScoredMove
	na := listMovesAVX2(P, O, &a)
	ng := listMovesGo(P, O, &g)
	nd := ListMoves(P, O, &d)
	if na != bits.OnesCount64(moves) || ng != na || nd != na {
		t.Fatalf("P %#x O %#x: %d moves from the assembly, %d portable, %d from ListMoves, want %d", P, O, na, ng, nd, bits.OnesCount64(moves))
	}
	i := 0
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := refFlip(P, O, sq)
		cm := refMoves(O^f, P^f^1<<uint(sq))
		want := ScoredMove{Flip: f, Sq: int8(sq), Score: int32(bits.OnesCount64(cm) + bits.OnesCount64(cm&cornerMask))}
		if a[i] != want || g[i] != want || d[i] != want {
			t.Fatalf("P %#x O %#x move %s: assembly %+v, portable %+v, ListMoves %+v, want %+v", P, O, MoveName(sq), a[i], g[i], d[i], want)
		}
		i++
	}
}

func TestListMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	n := 0
	gamePositions(rng, 1000, func(b Board, _ uint64) {
		checkListMoves(t, b.Player, b.Opponent)
		n++
	})
	// Arbitrary boards reach patterns games rarely do (long runs to every
	// edge, wipe-outs).
	for i := 0; i < 20000; i++ {
		P, O := randomBoard(rng)
		checkListMoves(t, P, O)
	}
	t.Logf("%d game positions and 20000 random boards agree (AVX2 in use: %v)", n, hasAVX2)
}

// BenchmarkListMoves compares the two move-list builders on the same
// positions (every position of 200 random games).
func BenchmarkListMoves(b *testing.B) {
	var boards []Board
	gamePositions(rand.New(rand.NewPCG(5, 6)), 200, func(bd Board, _ uint64) { boards = append(boards, bd) })
	var out [36]ScoredMove
	for _, lm := range []struct {
		name string
		f    func(P, O uint64, out *[36]ScoredMove) int
	}{{"assembly", listMovesAVX2}, {"portable", listMovesGo}, {"ListMoves", ListMoves}} {
		b.Run(lm.name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				for _, bd := range boards {
					n += lm.f(bd.Player, bd.Opponent, &out)
				}
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds()/1e6, "Mmoves/s")
		})
	}
}

// TestMovesBoth compares movesBothAVX2, movesBothGo and MovesBoth (the
// run-time choice) with the slow reference's moves of both sides.
func TestMovesBoth(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	check := func(P, O uint64) {
		wp, wo := refMoves(P, O), refMoves(O, P)
		ap, ao := movesBothAVX2(P, O)
		gp, gOpp := movesBothGo(P, O)
		dp, do := MovesBoth(P, O)
		if ap != wp || ao != wo || gp != wp || gOpp != wo || dp != wp || do != wo {
			t.Fatalf("P %#x O %#x: assembly %#x %#x, portable %#x %#x, MovesBoth %#x %#x, want %#x %#x", P, O, ap, ao, gp, gOpp, dp, do, wp, wo)
		}
	}
	gamePositions(rng, 500, func(b Board, _ uint64) { check(b.Player, b.Opponent) })
	for i := 0; i < 20000; i++ {
		check(randomBoard(rng))
	}
}

// BenchmarkMovesBoth compares the two ways of generating both sides' moves
// on the same positions (every position of 200 random games).
func BenchmarkMovesBoth(b *testing.B) {
	var boards []Board
	gamePositions(rand.New(rand.NewPCG(5, 6)), 200, func(bd Board, _ uint64) { boards = append(boards, bd) })
	for _, mb := range []struct {
		name string
		f    func(P, O uint64) (uint64, uint64)
	}{{"assembly", movesBothAVX2}, {"portable", movesBothGo}, {"MovesBoth", MovesBoth}} {
		b.Run(mb.name, func(b *testing.B) {
			var sink uint64
			for b.Loop() {
				for _, bd := range boards {
					p, o := mb.f(bd.Player, bd.Opponent)
					sink += p ^ o
				}
			}
			b.ReportMetric(float64(b.N*len(boards))/b.Elapsed().Seconds()/1e6, "Mpositions/s")
			if sink == 1 {
				b.Log(sink)
			}
		})
	}
}
