package renju

import (
	"errors"
	"testing"
)

func TestBoardBasics(t *testing.T) {
	for _, r := range []Rule{Freestyle, Standard, Renju} {
		got, err := ParseRule(r.String())
		if err != nil || got != r {
			t.Errorf("ParseRule(%s) = %v, %v", r, got, err)
		}
	}
	if _, err := ParseRule("caro"); err == nil {
		t.Error("ParseRule(caro) accepted")
	}
	if Black.Opponent() != White || White.Opponent() != Black || Empty.Opponent() != Empty {
		t.Error("Opponent")
	}
	if Black.String() != "black" || Empty.String() != "empty" || Vertical.String() != "vertical" || Rule(9).String() != "Rule(9)" {
		t.Error("String methods")
	}
	if _, err := NewBoard(4, Renju); err == nil {
		t.Error("size 4 accepted")
	}
	if _, err := NewBoard(21, Renju); err == nil {
		t.Error("size 21 accepted")
	}
	if _, err := NewBoard(15, Rule(7)); err == nil {
		t.Error("rule 7 accepted")
	}
	b, _ := NewBoard(15, Renju)
	if b.Count(Empty) != 225 || b.LastMove() != NoPoint || b.Size() != 15 || b.Rule() != Renju {
		t.Error("empty board")
	}
	h8 := Pt(7, 7)
	if err := b.Set(Pt(15, 0), Black); !errors.Is(err, ErrOffBoard) {
		t.Errorf("Set off board: %v", err)
	}
	if err := b.Set(h8, Color(3)); !errors.Is(err, ErrNoColor) {
		t.Errorf("Set colour 3: %v", err)
	}
	if err := b.Remove(h8); !errors.Is(err, ErrNoStone) {
		t.Errorf("Remove empty: %v", err)
	}
	if err := b.Place(h8); err != nil || b.LastMove() != h8 || b.Count(Empty) != 224 {
		t.Errorf("Place: %v", err)
	}
	if err := b.Place(h8); !errors.Is(err, ErrOccupied) {
		t.Errorf("Place twice: %v", err)
	}
	if err := b.Set(h8, White); !errors.Is(err, ErrOccupied) {
		t.Errorf("Set occupied: %v", err)
	}
	c := b.Clone()
	_ = c.Set(h8, Empty)
	if b.At(h8) != Black || c.At(h8) != Empty {
		t.Error("Clone shares state")
	}
	if line, pos := b.Line(Pt(-1, 3), Horizontal); line != 0 || pos != 0 {
		t.Error("Line off board")
	}
	for d := Dir(0); d < NumDirs; d++ {
		line, pos := b.Line(h8, d)
		if line>>(2*uint(pos))&3 != uint64(Black) {
			t.Errorf("Line(%v) does not hold the stone", d)
		}
	}
	b.SetSideToMove(Black)
	if b.SideToMove() != Black {
		t.Error("SetSideToMove")
	}
	if b.HasFive(Black) || b.HasFive(Empty) {
		t.Error("HasFive on one stone")
	}
	if _, ok := (&Board{}).Undo(); ok {
		t.Error("Undo on an empty history")
	}
}

func TestRulesOfFive(t *testing.T) {
	// Six black in a row: a win in freestyle only; six white: a win in
	// freestyle and renju, not in standard.
	for _, c := range []struct {
		row  string
		rule Rule
		want Color
	}{
		{"XXXXXX.........", Freestyle, Black},
		{"XXXXXX.........", Standard, Empty},
		{"XXXXXX.........", Renju, Empty},
		{"OOOOOO.........", Renju, White},
		{"OOOOOO.........", Standard, Empty},
		{".XXXXX.........", Standard, Black},
	} {
		rows := make([]string, 15)
		for i := range rows {
			rows[i] = "..............."
		}
		rows[3] = c.row
		b, err := ParseRows(rows, c.rule)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Winner(); got != c.want {
			t.Errorf("%s under %v: winner %v, want %v", c.row, c.rule, got, c.want)
		}
	}
	// Overline forbidden for Black in renju: the shape says so.
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = "..............."
	}
	rows[3] = "XXX.XX........."
	b, _ := ParseRows(rows, Renju)
	p := mustPoint(t, "D12", 15)
	if s := b.ShapeAt(p, Horizontal, Black); !s.Overline() || s.Five() {
		t.Errorf("overline shape %012b", s)
	}
	if b.Forbidden(p) != Overline || b.IsWinningMove(p, Black) || b.IsWinningMove(p, White) {
		t.Errorf("D12: %v", b.Forbidden(p))
	}
	if th := b.Threat(p, Black); !th.Overline || th.Five {
		t.Errorf("threat %+v", th)
	}
	b.SetRule(Freestyle)
	if !b.IsWinningMove(p, Black) || b.Forbidden(p) != NotForbidden {
		t.Error("freestyle: six wins")
	}
}
