package search

import (
	"testing"

	"bitban/shogi"
)

// TestCorrectionLearnsBounded: results above the static score raise the
// correction of that position, stay within the entries' bound however
// often they repeat, and results below bring it back down; another side
// to move has its own entries.
func TestCorrectionLearnsBounded(t *testing.T) {
	s := NewSearcher(1)
	s.Params.CorrWeight = 512 // the correction is then the sum of the two entries
	s.prepare(1)
	w := s.workers[0]
	w.prm = s.Params
	p := shogi.NewStartPosition()
	if c := w.correction(p, 0); c != 0 {
		t.Fatalf("fresh tables correct by %d", c)
	}
	for range 200 {
		w.correction(p, 0)
		w.updateCorrection(p, 400, 0, 12, 0)
	}
	up := w.correction(p, 0)
	if up <= corrMax || up > 2*corrMax {
		t.Errorf("after 200 results 400 above: %d, want (%d, %d]", up, corrMax, 2*corrMax)
	}
	m, _ := p.ParseUSIMove("7g7f")
	p.DoMove(m)
	if c := w.correction(p, 0); c != 0 {
		t.Errorf("the other side's entries moved: %d", c)
	}
	p.UndoMove(m)
	for range 5 {
		w.correction(p, 0)
		w.updateCorrection(p, -400, 0, 12, 0)
	}
	if down := w.correction(p, 0); down >= up {
		t.Errorf("results below did not lower it: %d -> %d", up, down)
	}
}

// TestCorrKeys: moving a pawn changes the pawn key and not the castle key,
// moving a gold the castle key and not the pawn key.
func TestCorrKeys(t *testing.T) {
	p := shogi.NewStartPosition()
	pawns, castle := corrKeys(p)
	for _, c := range []struct {
		move             string
		pawnSame, castle bool
	}{{"7g7f", false, true}, {"6i5h", true, false}} {
		q := p.Clone()
		m, err := q.ParseUSIMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		q.DoMove(m)
		a, b := corrKeys(q)
		if (a == pawns) != c.pawnSame || (b == castle) != c.castle {
			t.Errorf("%s: pawn key same %v, castle key same %v", c.move, a == pawns, b == castle)
		}
	}
}
