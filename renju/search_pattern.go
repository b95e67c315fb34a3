package renju

// Point classes: what a stone of one colour on an empty point makes over
// its four lines, from the four line levels, ranked by how close it is to
// a win. The searcher keeps every empty point's class and value for both
// colours up to date on place/unplace (search_cache.go), with the number
// of points of each class, so a leaf reads its threats and its evaluation
// without scanning the board.
type class uint8

const (
	clsNone            class = iota
	clsTwo                   // an open two (an open three next)
	clsClosedThree           // a closed three (a four next)
	clsDoubleTwo             // two open twos
	clsClosedThreePlus       // a closed three and another two or closed three
	clsThree                 // an open three
	clsThreePlus             // an open three and a closed three or open two
	clsDoubleThree           // two open threes (forbidden to Black in renju)
	clsFour                  // a four
	clsFourPlus              // a four and a closed three or open two
	clsFourThree             // a four and an open three
	clsStraightFour          // a straight four, or two fours
	clsFive                  // a five
	clsForbidden             // a point Black may not play (renju)
	numClasses
)

// levelsIndex is the index of four levels (3 bits each) in the tables.
func levelsIndex(l *[NumDirs]Level) int {
	return int(l[0])<<9 | int(l[1])<<6 | int(l[2])<<3 | int(l[3])
}

// numLevelSets is the number of levelsIndex values.
const numLevelSets = NumLevels * NumLevels * NumLevels * NumLevels

// classTable is the class of every levelsIndex.
var classTable [numLevelSets]class

func init() {
	for i := range classTable {
		classTable[i] = classOf(levelsOf(i))
	}
}

// levelsOf is the inverse of levelsIndex.
func levelsOf(i int) [4]Level {
	return [4]Level{Level(i >> 9 & 7), Level(i >> 6 & 7), Level(i >> 3 & 7), Level(i & 7)}
}

// classOf ranks four line levels.
func classOf(l [4]Level) class {
	var n [NumLevels]int
	for _, v := range l {
		n[v]++
	}
	threeish := n[LevelB3] + n[LevelF2] // a second line that helps
	switch {
	case n[LevelF5] > 0:
		return clsFive
	case n[LevelF4] > 0 || n[LevelB4] >= 2:
		return clsStraightFour
	case n[LevelB4] == 1 && n[LevelF3] > 0:
		return clsFourThree
	case n[LevelB4] == 1 && threeish > 0:
		return clsFourPlus
	case n[LevelB4] == 1:
		return clsFour
	case n[LevelF3] >= 2:
		return clsDoubleThree
	case n[LevelF3] == 1 && threeish > 0:
		return clsThreePlus
	case n[LevelF3] == 1:
		return clsThree
	case n[LevelB3] >= 2 || (n[LevelB3] == 1 && n[LevelF2] > 0):
		return clsClosedThreePlus
	case n[LevelF2] >= 2:
		return clsDoubleTwo
	case n[LevelB3] == 1:
		return clsClosedThree
	case n[LevelF2] == 1:
		return clsTwo
	}
	return clsNone
}

// makesFour reports a class whose stone makes at least one four.
func (c class) makesFour() bool { return c >= clsFour && c <= clsFive }

// pointValues are the evaluation tables built from Params for one search:
// the value of an empty point to the side to move (move) and to the side
// that waits (wait), by its four line levels.
type pointValues [numLevelSets]struct{ move, wait int32 }

// build fills the tables: the sum of the line values of the four levels
// plus the class's bonus.
func (v *pointValues) build(p *Params) {
	for i := range v {
		var m, w int32
		for _, x := range levelsOf(i) {
			m += p.LevelMove[x]
			w += p.LevelWait[x]
		}
		c := classTable[i]
		v[i].move = m + p.ClassMove[c]
		v[i].wait = w + p.ClassWait[c]
	}
}
