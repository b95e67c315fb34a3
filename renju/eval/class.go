package eval

import "bitban/renju"

// Class is a point class: what a stone of one colour on an empty point
// makes over its four lines, from the four line levels, ranked by how close
// it is to a win. The searcher keeps every empty point's class and value
// for both colours up to date on place/unplace (renju/search, cache.go),
// with the number of points of each class, so a leaf reads its threats and
// its evaluation without scanning the board.
type Class uint8

const (
	ClassNone            Class = iota
	ClassTwo                   // an open two (an open three next)
	ClassClosedThree           // a closed three (a four next)
	ClassDoubleTwo             // two open twos
	ClassClosedThreePlus       // a closed three and another two or closed three
	ClassThree                 // an open three
	ClassThreePlus             // an open three and a closed three or open two
	ClassDoubleThree           // two open threes (forbidden to Black in renju)
	ClassFour                  // a four
	ClassFourPlus              // a four and a closed three or open two
	ClassFourThree             // a four and an open three
	ClassStraightFour          // a straight four, or two fours
	ClassFive                  // a five
	ClassForbidden             // a point Black may not play (renju)
	NumClasses
)

// LevelsIndex is the index of four levels (3 bits each) in the tables
// (ClassOf, PointValues).
func LevelsIndex(l *[renju.NumDirs]renju.Level) int {
	return int(l[0])<<9 | int(l[1])<<6 | int(l[2])<<3 | int(l[3])
}

// NumLevelSets is the number of LevelsIndex values.
const NumLevelSets = renju.NumLevels * renju.NumLevels * renju.NumLevels * renju.NumLevels

// classTable is the class of every LevelsIndex.
var classTable [NumLevelSets]Class

// ClassOf returns the class of the levels of LevelsIndex i.
func ClassOf(i int) Class { return classTable[i&(NumLevelSets-1)] }

func init() {
	for i := range classTable {
		classTable[i] = rankLevels(levelsOf(i))
	}
}

// levelsOf is the inverse of LevelsIndex.
func levelsOf(i int) [4]renju.Level {
	return [4]renju.Level{renju.Level(i >> 9 & 7), renju.Level(i >> 6 & 7), renju.Level(i >> 3 & 7), renju.Level(i & 7)}
}

// rankLevels ranks four line levels.
func rankLevels(l [4]renju.Level) Class {
	var n [renju.NumLevels]int
	for _, v := range l {
		n[v]++
	}
	threeish := n[renju.LevelB3] + n[renju.LevelF2] // a second line that helps
	switch {
	case n[renju.LevelF5] > 0:
		return ClassFive
	case n[renju.LevelF4] > 0 || n[renju.LevelB4] >= 2:
		return ClassStraightFour
	case n[renju.LevelB4] == 1 && n[renju.LevelF3] > 0:
		return ClassFourThree
	case n[renju.LevelB4] == 1 && threeish > 0:
		return ClassFourPlus
	case n[renju.LevelB4] == 1:
		return ClassFour
	case n[renju.LevelF3] >= 2:
		return ClassDoubleThree
	case n[renju.LevelF3] == 1 && threeish > 0:
		return ClassThreePlus
	case n[renju.LevelF3] == 1:
		return ClassThree
	case n[renju.LevelB3] >= 2 || (n[renju.LevelB3] == 1 && n[renju.LevelF2] > 0):
		return ClassClosedThreePlus
	case n[renju.LevelF2] >= 2:
		return ClassDoubleTwo
	case n[renju.LevelB3] == 1:
		return ClassClosedThree
	case n[renju.LevelF2] == 1:
		return ClassTwo
	}
	return ClassNone
}

// MakesFour reports a class whose stone makes at least one four.
func (c Class) MakesFour() bool { return c >= ClassFour && c <= ClassFive }

// PointValues are the evaluation tables built from Params for one search:
// the value of an empty point to the side to move (Move) and to the side
// that waits (Wait), by the LevelsIndex of its four line levels.
type PointValues [NumLevelSets]struct{ Move, Wait int32 }

// Build fills the tables: the sum of the line values of the four levels
// plus the class's bonus and the multiset's value.
func (v *PointValues) Build(p *Params) {
	for i := range v {
		var m, w int32
		for _, x := range levelsOf(i) {
			m += p.LevelMove[x]
			w += p.LevelWait[x]
		}
		c, ms := classTable[i], multisetTable[i]
		v[i].Move = m + p.ClassMove[c] + p.PointMove[ms]
		v[i].Wait = w + p.ClassWait[c] + p.PointWait[ms]
	}
}
