package book

import (
	"bytes"
	"context"
	"errors"
	"math/bits"
	"testing"

	"bitban/othello"
)

// greedySearch is a quick stand-in for the engine: a move's score is the
// disc difference after the best reply, from the mover's view (a 2-ply
// search of the disc difference, every score within -64..64).
func greedySearch() SearchFunc {
	return func(ctx context.Context, b othello.Board, exclude uint64) (Move, error) {
		best, found := Move{}, false
		for m := b.Moves() &^ exclude; m != 0; m &= m - 1 {
			sq := bits.TrailingZeros64(m)
			v := -bestReply(b.Play(sq))
			if mv := (Move{Square: sq, Score: v, Depth: 2}); !found || better(mv, best) {
				best, found = mv, true
			}
		}
		if !found {
			return Move{}, errors.New("nothing to search")
		}
		return best, nil
	}
}

// bestReply is the best disc difference the side to move of c reaches
// with one move (its own view), or c's if it cannot move.
func bestReply(c othello.Board) int {
	v := c.DiscDiff()
	if r := c.Moves(); r != 0 {
		v = -65
		for ; r != 0; r &= r - 1 {
			v = max(v, -c.Play(bits.TrailingZeros64(r)).DiscDiff())
		}
	}
	return v
}

func learnOpts(maxPly, margin, positions, jobs int) LearnOptions {
	return LearnOptions{MaxPly: maxPly, Margin: margin, Positions: positions, Batch: 8, Jobs: jobs,
		NewSearch: greedySearch}
}

// checkLearnt checks what a finished build promises below its roots:
// every position below the last ply either lists all its legal moves or
// has a searched move below the margin (the bound of the others), every
// move within the margin leads to a book position, and the scores are
// the negamax of the book.
func checkLearnt(t *testing.T, bk *Book, maxPly, margin int) {
	t.Helper()
	if n := bk.Negamax(); n != 0 {
		t.Errorf("the book was not negamaxed: %d moves changed", n)
	}
	tasks := bk.tasks([]othello.Board{othello.Start()}, maxPly, margin)
	if len(tasks) != 0 {
		t.Errorf("a finished build still misses %d searches, the first %+v", len(tasks), tasks[0])
	}
	for k, ms := range bk.entries {
		if ply(k) > maxPly {
			t.Errorf("%v: ply %d beyond %d", k, ply(k), maxPly)
		}
		if ply(k) == maxPly && len(ms) != 1 {
			t.Errorf("%v at the last ply has %d moves", k, len(ms))
		}
	}
}

func TestLearn(t *testing.T) {
	bk := New()
	pr, err := Learn(context.Background(), bk, []othello.Board{othello.Start()}, learnOpts(5, 2, 0, 1))
	if err != nil {
		t.Fatal(err)
	}
	if pr.Positions != bk.Len() || pr.Added != bk.Len() || pr.Searches < bk.Len() || bk.Len() < 10 {
		t.Fatalf("progress %+v, book of %d", pr, bk.Len())
	}
	checkLearnt(t, bk, 5, 2)
	// The same build with three jobs gives the same book, byte for byte.
	bk3 := New()
	if _, err := Learn(context.Background(), bk3, []othello.Board{othello.Start()}, learnOpts(5, 2, 0, 3)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mustEncode(t, bk), mustEncode(t, bk3)) {
		t.Error("3 jobs built another book than 1")
	}
	// A larger margin and one ply more, resumed from this book.
	pr, err = Learn(context.Background(), bk, []othello.Board{othello.Start()}, learnOpts(6, 4, 0, 2))
	if err != nil {
		t.Fatal(err)
	}
	checkLearnt(t, bk, 6, 4)
	if pr.Added == 0 || pr.Positions != bk.Len() {
		t.Errorf("resumed: %+v", pr)
	}
}

// TestLearnLimits: --positions stops the build at that many positions
// (the best line first), saves it, and a cancelled build saves what its
// complete waves found.
func TestLearnLimits(t *testing.T) {
	bk := New()
	saves := 0
	opt := learnOpts(8, 3, 12, 2)
	opt.Save = func(*Book) error { saves++; return nil }
	if _, err := Learn(context.Background(), bk, []othello.Board{othello.Start()}, opt); err != nil {
		t.Fatal(err)
	}
	if bk.Len() != 12 || saves == 0 {
		t.Fatalf("%d positions, %d saves; want 12 and at least one save", bk.Len(), saves)
	}
	// The best line is in: from the start, the best move of every
	// position leads to a book position down to ply 8 or the limit.
	if line := bk.Line(othello.Start(), 60); len(line) < 5 {
		t.Errorf("best line %s: the build did not follow it first", othello.FormatTranscript(line))
	}

	ctx, cancel := context.WithCancel(context.Background())
	opt = learnOpts(8, 3, 0, 1)
	opt.Progress = func(p Progress) {
		if p.Wave == 2 {
			cancel()
		}
	}
	saved := -1
	opt.Save = func(b *Book) error { saved = b.Len(); return nil }
	bk = New()
	if _, err := Learn(ctx, bk, []othello.Board{othello.Start()}, opt); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled build: %v", err)
	}
	if saved != bk.Len() || saved == 0 {
		t.Errorf("cancelled build saved %d positions of %d", saved, bk.Len())
	}
}

// TestEngineSearch: the engine's searcher keeps to the moves it is given
// and answers the same twice.
func TestEngineSearch(t *testing.T) {
	s := EngineSearch(4, 1)()
	b := othello.Start().Play(37) // after F5: D6, F4, F6
	all, err := s(context.Background(), b, 0)
	if err != nil || !b.IsLegal(all.Square) || all.Depth != 4 {
		t.Fatalf("%v %v", all, err)
	}
	one, err := s(context.Background(), b, b.Moves()&^(1<<uint(all.Square)))
	if err != nil || one.Square != all.Square || one.Score != all.Score {
		t.Fatalf("the best alone: %v %v, all: %v", one, err, all)
	}
	rest, err := s(context.Background(), b, 1<<uint(all.Square))
	if err != nil || rest.Square == all.Square || rest.Score > all.Score {
		t.Fatalf("the others: %v %v, best %v", rest, err, all)
	}
	if _, err := s(context.Background(), b, b.Moves()); err == nil {
		t.Error("nothing left to search gave no error")
	}
	if again, err := s(context.Background(), b, 0); err != nil || again != all {
		t.Errorf("the same search after others: %v %v, first %v", again, err, all)
	}
	bk := New()
	if _, err := Learn(context.Background(), bk, []othello.Board{othello.Start()}, LearnOptions{MaxPly: 3, Margin: 2, NewSearch: EngineSearch(3, 1)}); err != nil {
		t.Fatal(err)
	}
	checkLearnt(t, bk, 3, 2)
}
