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

// TestCorrMoreKeys: the board-pieces keys follow only their side's
// non-pawn pieces, the material key changes with a capture and not with a
// quiet move, the last-move key with the last move.
func TestCorrMoreKeys(t *testing.T) {
	p, err := shogi.ParseSFENMoves("startpos moves 7g7f 3c3d", false)
	if err != nil {
		t.Fatal(err)
	}
	type keys struct{ black, white, material, last int }
	get := func(q *shogi.Position) keys {
		return keys{piecesKey(q, shogi.Black), piecesKey(q, shogi.White), materialKey(q), lastMoveKey(q)}
	}
	before := get(p)
	for _, c := range []struct {
		move                         string
		black, white, material, last bool // the key stays the same
	}{
		{"2g2f", true, true, true, false},     // a pawn push
		{"3i4h", false, true, true, false},    // a silver
		{"8h2b+", false, false, false, false}, // bishop takes bishop and promotes
	} {
		q := p.Clone()
		m, err := q.ParseUSIMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		q.DoMove(m)
		k := get(q)
		got := [4]bool{k.black == before.black, k.white == before.white, k.material == before.material, k.last == before.last}
		if want := [4]bool{c.black, c.white, c.material, c.last}; got != want {
			t.Errorf("%s: same keys (black, white, material, last move) %v, want %v", c.move, got, want)
		}
	}
	if k := lastMoveKey(shogi.NewStartPosition()); k != 0 {
		t.Errorf("last-move key at the root %d, want 0", k)
	}
}
