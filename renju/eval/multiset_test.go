package eval

import (
	"testing"

	"bitban/renju"
)

// TestMultisets: every order of the same four levels has one multiset
// number, different multisets have different numbers, and the numbers
// cover 0..NumLevelMultisets-1 with their levels.
func TestMultisets(t *testing.T) {
	seen := map[[4]renju.Level]int{}
	for i := range NumLevelSets {
		l := levelsOf(i)
		sorted := l
		sortLevels(&sorted)
		m := MultisetOf(i)
		if m < 0 || m >= NumLevelMultisets {
			t.Fatalf("levels %v: multiset %d out of range", l, m)
		}
		if got := MultisetLevels(m); got != sorted {
			t.Fatalf("levels %v: multiset %d has levels %v", l, m, got)
		}
		if prev, ok := seen[sorted]; ok && prev != m {
			t.Fatalf("levels %v: multiset %d, another order had %d", l, m, prev)
		}
		seen[sorted] = m
	}
	if len(seen) != NumLevelMultisets {
		t.Fatalf("%d multisets, want %d", len(seen), NumLevelMultisets)
	}
}

// TestPointTableInValues: a multiset's values reach every order of its
// levels in the point-value tables, beside the level and class values.
func TestPointTableInValues(t *testing.T) {
	var p Params
	p.LevelMove[renju.LevelF3] = 7
	m := MultisetOf(LevelsIndex(&[4]renju.Level{renju.LevelF3, renju.LevelB2, 0, 0}))
	p.PointMove[m], p.PointWait[m] = 100, -50
	var v PointValues
	v.Build(&p)
	for _, l := range [][4]renju.Level{{renju.LevelF3, renju.LevelB2, 0, 0}, {0, renju.LevelB2, 0, renju.LevelF3}} {
		i := LevelsIndex(&l)
		if v[i].Move != 107 || v[i].Wait != -50 {
			t.Errorf("levels %v: values %+v, want Move 107, Wait -50", l, v[i])
		}
	}
}

// TestTrainedWeights: the built-in weights (renju, and freestyle and
// standard gomoku) are read, trained (a pattern table, in eighths) and
// differ from the hand-set ones they replace and from each other.
func TestTrainedWeights(t *testing.T) {
	p, h := DefaultParams(), HandParams()
	if p.Shift != 3 || p.PointMove == h.PointMove || p.WindowWeight == h.WindowWeight {
		t.Errorf("trained weights: shift %d, table %v", p.Shift, p.PointMove[:8])
	}
	if p.ThreatLeaf != h.ThreatLeaf || p.FourThreeLeaf != h.FourThreeLeaf {
		t.Errorf("the threat leaves changed: %d %d", p.ThreatLeaf, p.FourThreeLeaf)
	}
	g := GomokuParams()
	if g.Shift != 3 || g.PointMove == h.PointMove || g.PointMove == p.PointMove || g.ThreatLeaf != h.ThreatLeaf {
		t.Errorf("gomoku weights: shift %d, table %v", g.Shift, g.PointMove[:8])
	}
}

// SetShift stores the weights in finer units without changing
// the leaf's score (the weights over 2^Shift), and keeps the capped count
// terms.
func TestSetShift(t *testing.T) {
	p := HandParams()
	before := Weights(&p)
	p.SetShift(3)
	after := Weights(&p)
	if p.Shift != 3 || p.OwnThree != HandParams().OwnThree {
		t.Fatalf("shift %d, OwnThree %d", p.Shift, p.OwnThree)
	}
	for j := range before {
		if after[j] != 8*before[j] {
			t.Fatalf("weight %d: %v, want %v", j, after[j], 8*before[j])
		}
	}
	p.SetShift(0)
	if got := Weights(&p); got != before || p.Shift != 0 {
		t.Errorf("back to shift 0: %v, want %v", got, before)
	}
}
