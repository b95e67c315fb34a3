package book

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"bitban/othello"
)

// randomBoard plays n random legal moves from the start (passes as
// needed); false if the game ended first.
func randomBoard(rng *rand.Rand, n int) (othello.Board, bool) {
	b := othello.Start()
	for i := 0; i < n; i++ {
		if b.MustPass() {
			b = b.Pass()
		}
		m := b.Moves()
		if m == 0 {
			return b, false
		}
		for k := rng.IntN(bits.OnesCount64(m)); k > 0; k-- {
			m &= m - 1
		}
		b = b.Play(bits.TrailingZeros64(m))
	}
	if b.MustPass() {
		b = b.Pass()
	}
	return b, b.Moves() != 0
}

// imageScore is a score that only depends on the position after the
// move up to symmetry, so that every image of a position gets the same
// moves with the same scores.
func imageScore(b othello.Board, sq int) int {
	c := b.Play(sq)
	return bits.OnesCount64(c.Moves())%9 - 4 + bits.OnesCount64(c.Opponent)%3
}

// TestLookupSymmetries: a position added in one orientation is found in
// all eight, with its moves translated onto legal moves of each image,
// the same scores and the same best move.
func TestLookupSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	bk := New()
	var boards []othello.Board
	for len(boards) < 40 {
		b, ok := randomBoard(rng, 3+rng.IntN(20))
		if !ok {
			continue
		}
		boards = append(boards, b)
		img := rng.IntN(8) // added through a random image
		bi := transformBoard(b, img)
		for m := b.Moves(); m != 0; m &= m - 1 {
			sq := bits.TrailingZeros64(m)
			if rng.IntN(3) == 0 && m&(m-1) != 0 {
				continue // some moves left out
			}
			mv := Move{Square: othello.TransformSquare(sq, img), Score: imageScore(b, sq), Depth: 1 + rng.IntN(20)}
			if err := bk.Add(bi, mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	boards = append(boards, othello.Start())
	if err := bk.Add(othello.Start(), Move{Square: 37, Score: 1, Depth: 5}); err != nil { // F5
		t.Fatal(err)
	}
	for _, b := range boards {
		base, ok := bk.Lookup(b)
		if !ok {
			t.Fatalf("%v not found", b)
		}
		for s := 0; s < 8; s++ {
			checkImage(t, bk, b, base, s)
		}
	}
}

// checkImage compares the lookup of image s of b with b's own (base).
func checkImage(t *testing.T, bk *Book, b othello.Board, base Hit, s int) {
	t.Helper()
	img := transformBoard(b, s)
	h, ok := bk.Lookup(img)
	if !ok || len(h.Moves) != len(base.Moves) || h.Complete != base.Complete || h.Best != h.Moves[0] {
		t.Fatalf("image %d of %v: %+v, base %+v", s, b, h, base)
	}
	symmetric := false
	for s2 := 1; s2 < 8; s2++ {
		symmetric = symmetric || normalImage(b, s2)
	}
	want := map[int]int{}
	for _, m := range base.Moves {
		want[othello.TransformSquare(m.Square, s)] = m.Score
	}
	for i, m := range h.Moves {
		if !img.IsLegal(m.Square) {
			t.Fatalf("image %d: move %s is not legal", s, othello.MoveName(m.Square))
		}
		if base.Moves[i].Score != m.Score || base.Moves[i].Depth != m.Depth {
			t.Fatalf("image %d: move %v, base moves %v", s, m, base.Moves)
		}
		// A symmetric position's moves may come back as other images of
		// the same moves: their squares are only checked on the others.
		if sc, ok := want[m.Square]; !symmetric && (!ok || sc != m.Score) {
			t.Fatalf("image %d: move %v, base moves %v", s, m, base.Moves)
		}
	}
	if !symmetric && h.Best.Square != othello.TransformSquare(base.Best.Square, s) {
		t.Fatalf("image %d: best %v, base best %v", s, h.Best, base.Best)
	}
}

// normalImage reports whether image s of b is b itself.
func normalImage(b othello.Board, s int) bool { return transformBoard(b, s) == b }

func TestAddRefusesBadMoves(t *testing.T) {
	bk := New()
	for _, m := range []Move{{Square: 0}, {Square: 64}, {Square: -1}, {Square: 37, Score: 65}, {Square: 37, Depth: 61}, {Square: 37, Depth: -1}} {
		if err := bk.Add(othello.Start(), m); err == nil {
			t.Errorf("%+v accepted", m)
		}
	}
	if err := bk.Add(othello.Board{Player: 1, Opponent: 1}, Move{Square: 2}); err == nil {
		t.Error("overlapping discs accepted")
	}
	if bk.Len() != 0 {
		t.Errorf("%d positions after refusals", bk.Len())
	}
	// The same square again replaces the move; an exact move has depth 0.
	bk.Add(othello.Start(), Move{Square: 37, Score: 1, Depth: 4})
	bk.Add(othello.Start(), Move{Square: 37, Score: 2, Depth: 9, Exact: true})
	h, _ := bk.Lookup(othello.Start())
	if len(h.Moves) != 1 || h.Best.Score != 2 || !h.Best.Exact || h.Best.Depth != 0 {
		t.Errorf("replaced move: %+v", h)
	}
}

// play plays a transcript from the start.
func play(t *testing.T, moves string) othello.Board {
	t.Helper()
	p, _, err := othello.ParseTranscript(othello.StartPosition(), moves)
	if err != nil {
		t.Fatal(err)
	}
	return p.Board
}

func sq(t *testing.T, name string) int {
	t.Helper()
	m, err := othello.ParseMove(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestNegamaxHandTree: a small tree of book positions, scores by hand.
//
//	start: F5 (leaf +1)
//	f5: D6 (leaf -2), F6 (leaf +3), F4 (leaf -9)
//	f5d6: C3 (leaf +5), C5 (leaf +4)
//	f5f6: E6 (leaf +1, d10), D3 (exact -1)
//	f5f6e6: F4 (leaf +2, d12)
//
// f5f6e6 is worth +2, so E6 of f5f6 is -2 (depth 12); f5f6 is worth -1
// (D3, exact), so F6 of f5 is +1 exact; f5d6 is worth +5, so D6 of f5 is
// -5; f5 is worth +1 (F6); F5 of the start is -1, exact.
func TestNegamaxHandTree(t *testing.T) {
	bk := New()
	add := func(line, move string, score, depth int, exact bool) {
		t.Helper()
		if err := bk.Add(play(t, line), Move{Square: sq(t, move), Score: score, Depth: depth, Exact: exact}); err != nil {
			t.Fatal(err)
		}
	}
	add("", "F5", 1, 8, false)
	add("f5", "D6", -2, 8, false)
	add("f5", "F6", 3, 8, false)
	add("f5", "F4", -9, 8, false)
	add("f5d6", "C3", 5, 8, false)
	add("f5d6", "C5", 4, 8, false)
	add("f5f6", "E6", 1, 10, false)
	add("f5f6", "D3", -1, 0, true)
	add("f5f6e6", "F4", 2, 12, false)
	if n := bk.Negamax(); n != 4 {
		t.Errorf("Negamax changed %d moves, want 4 (E6 of f5f6, D6 and F6 of f5, F5)", n)
	}
	want := map[string][]Move{
		"":       {{Square: sq(t, "F5"), Score: -1, Exact: true}},
		"f5":     {{Square: sq(t, "F6"), Score: 1, Exact: true}, {Square: sq(t, "D6"), Score: -5, Depth: 8}, {Square: sq(t, "F4"), Score: -9, Depth: 8}},
		"f5f6":   {{Square: sq(t, "D3"), Score: -1, Exact: true}, {Square: sq(t, "E6"), Score: -2, Depth: 12}},
		"f5d6":   {{Square: sq(t, "C3"), Score: 5, Depth: 8}, {Square: sq(t, "C5"), Score: 4, Depth: 8}},
		"f5f6e6": {{Square: sq(t, "F4"), Score: 2, Depth: 12}},
	}
	for line, ms := range want {
		h, ok := bk.Lookup(play(t, line))
		if !ok || !slices.Equal(h.Moves, ms) {
			t.Errorf("%q: %v, want %v", line, h.Moves, ms)
		}
	}
	if n := bk.Negamax(); n != 0 {
		t.Errorf("a second Negamax changed %d moves", n)
	}
	if got := bk.Line(othello.Start(), 10); othello.FormatTranscript(got) != "f5f6d3" {
		t.Errorf("book line %q, want f5f6d3", othello.FormatTranscript(got))
	}
}

// TestNegamaxPassAndEnd: a move after which the opponent must pass takes
// its child's value unnegated; a move that ends the game gets the exact
// final score.
func TestNegamaxPassAndEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var passes, ends int
	for i := 0; i < 20000 && (passes < 5 || ends < 5); i++ {
		b, ok := randomBoard(rng, 20+rng.IntN(40))
		if !ok {
			continue
		}
		for m := b.Moves(); m != 0; m &= m - 1 {
			s := bits.TrailingZeros64(m)
			c, same, over := child(b, s)
			bk := New()
			bk.Add(b, Move{Square: s, Score: 7, Depth: 3})
			switch {
			case over:
				bk.Negamax()
				v, _ := bk.Value(b)
				if want := -b.Play(s).FinalScore(); v.Score != want || !v.Exact {
					t.Fatalf("%v move %s ends the game: %v, want %+d exact", b, othello.MoveName(s), v, want)
				}
				ends++
			case same:
				cs := bits.TrailingZeros64(c.Moves())
				bk.Add(c, Move{Square: cs, Score: 11, Depth: 6})
				bk.Negamax()
				v, _ := bk.Value(b)
				cv, _ := bk.Value(c) // +11 d6, or exact if cs ends the game
				if v.Score != cv.Score || v.Depth != cv.Depth || v.Exact != cv.Exact || v.Score == 7 {
					t.Fatalf("%v move %s makes the opponent pass: %v, want the child's %v", b, othello.MoveName(s), v, cv)
				}
				passes++
			}
		}
	}
	if passes < 5 || ends < 5 {
		t.Fatalf("found %d passes and %d ends only", passes, ends)
	}
}
