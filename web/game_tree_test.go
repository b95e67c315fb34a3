package web

import (
	"strings"
	"testing"
)

// treeText writes a tree as a PGN-like line: the main line, each variation
// in parentheses after the move it replaces, and "|" where the main line
// ends before moves explored after it.
func treeText(t *gameTree) string {
	return branchText(t.mainMoves(), 0, t.variations(), true)
}

func branchText(moves []string, first int, vars []Variation, main bool) string {
	var parts []string
	for i := 0; i <= len(moves); i++ {
		if i < len(moves) {
			parts = append(parts, moves[i])
		}
		for _, v := range vars {
			if v.Ply != first+i {
				continue
			}
			if i == len(moves) && main {
				parts = append(parts, "|")
				main = false // written once
			}
			parts = append(parts, "("+branchText(v.Moves, v.Ply, v.Variations, false)+")")
		}
	}
	return strings.Join(parts, " ")
}

func split(s string) []string { return strings.Fields(s) }

// TestGameTree drives the tree through each operation and checks its
// shape, the main line's length and the count of moves after each.
func TestGameTree(t *testing.T) {
	tr := newTree(split("a b c d"), nil)
	steps := []struct {
		what string
		do   func() bool // reports whether a move was added, where it matters
		add  bool
		want string
		main int
		size int
	}{
		{"a variation at ply 2", func() bool { return tr.add(split("a b"), "x", "") }, true, "a b c (x) d", 4, 5},
		{"it goes on", func() bool { return tr.add(split("a b x"), "y", "") }, true, "a b c (x y) d", 4, 6},
		{"a variation of the variation", func() bool { return tr.add(split("a b x"), "z", "") }, true, "a b c (x y (z)) d", 4, 7},
		{"a move already played is followed", func() bool { return tr.add(split("a b"), "c", "") }, false, "a b c (x y (z)) d", 4, 7},
		{"the main line's end extends it", func() bool { return tr.add(split("a b c d"), "e", "") }, true, "a b c (x y (z)) d e", 5, 8},
		{"promote", func() bool { tr.promote(split("a b x z")); return false }, false, "a b x (c d e) z (y)", 4, 8},
		{"delete the old main line", func() bool { tr.remove(split("a b c")); return false }, false, "a b x z (y)", 4, 5},
		{"undo keeps a move variations branch from", func() bool { tr.takeBack(2); return false }, false, "a b | (x y)", 2, 4},
		{"a move at the end enters the variation", func() bool { return tr.add(split("a b"), "x", "") }, false, "a b x | (y)", 3, 4},
		{"a new move at the end", func() bool { return tr.add(split("a b x"), "w", "") }, true, "a b x w (y)", 4, 5},
		{"undo deletes moves without variations", func() bool { tr.takeBack(3); return false }, false, "a b x | (y)", 3, 4},
		{"ply: the game goes on with the move", func() bool { return tr.branchMain(1, "q", "") }, true, "a q (b x y)", 2, 5},
		{"ply with the same move cuts the main line", func() bool { return tr.branchMain(0, "a", "") }, false, "a | (q) (b x y)", 1, 5},
		{"ply at the end appends", func() bool { return tr.branchMain(1, "r", "") }, true, "a r (q) (b x y)", 2, 6},
		{"undo to the start", func() bool { tr.takeBack(0); return false }, false, "| (a q (b x y))", 0, 5},
	}
	for _, s := range steps {
		if got := s.do(); got != s.add {
			t.Errorf("%s: added %v, want %v", s.what, got, s.add)
		}
		if got := treeText(tr); got != s.want || tr.main != s.main || tr.size != s.size {
			t.Fatalf("%s: %q main %d size %d; want %q main %d size %d", s.what, got, tr.main, tr.size, s.want, s.main, s.size)
		}
	}
}

// TestGameTreeLines: the line shown through a position, and evaluations
// that follow their positions through a promotion.
func TestGameTreeLines(t *testing.T) {
	tr := newTree(split("a b c d"), split("A B C D"))
	tr.add(split("a"), "x", "X")
	tr.add(split("a x"), "y", "Y")
	tr.add(split("a x"), "z", "Z")
	lines := []struct {
		path string
		want string
		main bool
	}{
		{"", "a b c d", true},
		{"a b", "a b c d", true},
		{"a x", "a x y", false},
		{"a x z", "a x z", false},
		{"a x nothing here", "a x y", false}, // as far as the tree goes
		{"a nothing", "a b c d", true},
	}
	for _, l := range lines {
		got, main := tr.line(split(l.path))
		if strings.Join(got, " ") != l.want || main != l.main {
			t.Errorf("line through %q: %q main %v; want %q %v", l.path, got, main, l.want, l.main)
		}
	}
	if v := tr.variations(); len(v) != 1 || strings.Join(v[0].Labels, " ") != "X Y" || strings.Join(v[0].Variations[0].Labels, " ") != "Z" {
		t.Errorf("labels: %+v", v)
	}
	e := 1.5
	tr.walk(split("a x"))[2].eval = &e
	if ev := tr.mainEvals(); len(ev) != 5 || ev[2] != nil {
		t.Errorf("main evals before the promotion: %v", ev)
	}
	tr.promote(split("a x"))
	if ev := tr.mainEvals(); len(ev) != 4 || ev[2] == nil || *ev[2] != 1.5 {
		t.Errorf("main evals after the promotion: %v", ev)
	}
	if got := strings.Join(tr.mainLabels(), " "); got != "A X Y" {
		t.Errorf("main labels %q", got)
	}
	if !tr.onMain(split("a x y")) || tr.onMain(split("a b")) || tr.onMain(split("a x y q")) {
		t.Errorf("onMain wrong after the promotion: %s", treeText(tr))
	}
}
