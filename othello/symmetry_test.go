package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestTransformSquaresIsTheBoardSymmetry: each of the eight symmetries maps
// the start position's legal moves onto the legal moves of the transformed
// start position, keeps the disc count, and applied twice (the ones that
// are their own inverse) gives the set back.
func TestTransformSquaresIsTheBoardSymmetry(t *testing.T) {
	p := StartPosition()
	black, white := p.Discs()
	for s := 0; s < 8; s++ {
		b, w := TransformSquares(black, s), TransformSquares(white, s)
		if got := TransformSquares(TransformSquares(black|white, s), s); s != 6 && s != 5 && got != black|white {
			t.Errorf("symmetry %d twice: %x, want %x", s, got, black|white)
		}
		q := NewPosition(b, w, p.Turn)
		if q.Board.Moves() != TransformSquares(p.Board.Moves(), s) {
			t.Errorf("symmetry %d: moves %x, want %x", s, q.Board.Moves(), TransformSquares(p.Board.Moves(), s))
		}
	}
	if TransformSquares(1, 1) != 1<<7 || TransformSquares(1, 2) != 1<<56 || TransformSquares(2, 4) != 1<<8 {
		t.Error("A1 mirrored by files is H1, by ranks A8; B1 transposed is A2")
	}
}

// transformWalk is TransformSquares square by square: the slow, obviously
// right reference.
func transformWalk(x uint64, s int) uint64 {
	var out uint64
	for ; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f, r := sq%8, sq/8
		if s&1 != 0 {
			f = 7 - f
		}
		if s&2 != 0 {
			r = 7 - r
		}
		if s&4 != 0 {
			f, r = r, f
		}
		out |= 1 << uint(r*8+f)
	}
	return out
}

// TestTransformSquaresMatchesTheWalk: the word operations map random sets
// as the square-by-square walk does, every square alone too, and each
// symmetry followed by its inverse gives the set back.
func TestTransformSquaresMatchesTheWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		x := rng.Uint64() & rng.Uint64()
		if i < 64 {
			x = 1 << uint(i)
		}
		for s := 0; s < 8; s++ {
			if got, want := TransformSquares(x, s), transformWalk(x, s); got != want {
				t.Fatalf("TransformSquares(%x, %d) = %x, want %x", x, s, got, want)
			}
			if back := TransformSquares(TransformSquares(x, s), InverseSymmetry(s)); back != x {
				t.Fatalf("symmetry %d then its inverse %d: %x, want %x", s, InverseSymmetry(s), back, x)
			}
			if i < 64 && uint64(1)<<uint(TransformSquare(i, s)) != transformWalk(x, s) {
				t.Fatalf("TransformSquare(%d, %d) = %d", i, s, TransformSquare(i, s))
			}
		}
	}
}
