package othello

import "testing"

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
