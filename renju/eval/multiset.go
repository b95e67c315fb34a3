package eval

import "bitban/renju"

// The pattern table: the value of an empty point by the multiset of its
// four line levels (which line holds which level does not matter, only
// how many lines hold each), for the side to move and for the side that
// waits. It refines the sum of per-level values and the class bonus
// (both functions of the multiset too), and is what a fit to another
// engine's scores trains.

// NumLevelMultisets is the number of multisets of four levels out of
// renju.NumLevels: C(NumLevels+3, 4).
const NumLevelMultisets = 330

// multisetTable maps every LevelsIndex to its multiset's number.
var multisetTable [NumLevelSets]uint16

// MultisetOf returns the multiset number (0..NumLevelMultisets-1) of the
// levels of LevelsIndex i.
func MultisetOf(i int) int { return int(multisetTable[i&(NumLevelSets-1)]) }

// MultisetLevels returns the levels of multiset m, lowest first.
func MultisetLevels(m int) [4]renju.Level { return multisetLevels[m%NumLevelMultisets] }

var multisetLevels [NumLevelMultisets][4]renju.Level

func init() {
	// Number the sorted level quadruples a <= b <= c <= d in
	// lexicographic order, then map every ordered quadruple to its sort.
	var id [renju.NumLevels][renju.NumLevels][renju.NumLevels][renju.NumLevels]uint16
	n := 0
	for a := range renju.NumLevels {
		for b := a; b < renju.NumLevels; b++ {
			for c := b; c < renju.NumLevels; c++ {
				for d := c; d < renju.NumLevels; d++ {
					id[a][b][c][d] = uint16(n)
					multisetLevels[n] = [4]renju.Level{renju.Level(a), renju.Level(b), renju.Level(c), renju.Level(d)}
					n++
				}
			}
		}
	}
	if n != NumLevelMultisets {
		panic("eval: NumLevelMultisets is wrong")
	}
	for i := range multisetTable {
		l := levelsOf(i)
		sortLevels(&l)
		multisetTable[i] = id[l[0]][l[1]][l[2]][l[3]]
	}
}

// sortLevels sorts four levels in place, lowest first.
func sortLevels(l *[4]renju.Level) {
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && l[j] < l[j-1]; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}
