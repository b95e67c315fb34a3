package renju

// Line levels: how far a stone of one colour on an empty point is from a
// five along one line, for evaluation and move ordering. A Shape says what
// the stone makes now (five, four, open three); a level goes two steps
// further: a closed three is one stone from a four, an open two one stone
// from an open three, and so on down to a lone stone in an open window.
// Levels are read from a table over the same 11-point windows as the shape
// table, so they see five points each side of the stone and no further.
// A lone stone has no level of its own (it changes with every stone
// nearby and says little).
//
// The levels of a point order its moves and feed the evaluation (package
// renju/eval); the search keeps them per point (LevelXY, ShapeLevels).
type Level uint8

const (
	LevelNone Level = iota // no two, or no five can pass through the point
	LevelB2                // a closed two: a closed three is one stone away
	LevelF2                // an open two: an open three is one stone away
	LevelB3                // a closed three: a four is one stone away
	LevelF3                // an open three: a straight four is one stone away
	LevelB4                // a four: one point makes a five
	LevelF4                // a straight four, or two fours on the line
	LevelF5                // a five
)

// NumLevels is the number of levels.
const NumLevels = int(LevelF5) + 1

// levelTable[0] is indexed like shapeTable[0] (five or more), levelTable[1]
// like shapeTable[1] (exact five).
var levelTable [2][1 << 16]Level

// shapeLevelTable holds shapeTable and levelTable in one word for the
// cache refresh: the shape in bits 0-11, the level in bits 12-14 (one
// lookup instead of two).
var shapeLevelTable [2][1 << 16]uint16

// directLevel is the level a shape settles by itself; ok is false when the
// level depends on the stones that could still come (no four, no three).
func directLevel(s Shape) (l Level, ok bool) {
	switch {
	case s&ShapeFive != 0:
		return LevelF5, true
	case s&ShapeOverline != 0:
		return LevelNone, true
	case s&ShapeStraightFour != 0 || s.Fours() >= 2:
		return LevelF4, true
	case s.Fours() == 1:
		return LevelB4, true
	case s.Three():
		return LevelF3, true
	}
	return LevelNone, false
}

// stepDown is the level of the stone when one more of its own stones would
// raise it to l.
func stepDown(l Level) Level {
	switch l {
	case LevelF5:
		return LevelB4
	case LevelF4:
		return LevelF3
	case LevelB4:
		return LevelB3
	case LevelF3:
		return LevelF2
	case LevelB3:
		return LevelB2
	}
	return LevelNone
}

// initLevels fills levelTable from shapeTable: a window without a direct
// level takes the best stepDown over every window with one more own stone
// on one of its empty neighbours (a window with more stones has its level
// first: the recursion ends at fives, fours and threes).
func initLevels() {
	var pow [10]int // the index weight of each neighbour's base-3 digit
	for i, p := 0, 1; i < 5; i, p = i+1, p*3 {
		pow[i], pow[5+i] = p, p*halfStates
	}
	for e := range levelTable {
		var known [tableSize]bool
		var of func(idx int) Level
		of = func(idx int) Level {
			if known[idx] {
				return levelTable[e][idx]
			}
			l, ok := directLevel(shapeTable[e][idx])
			if !ok {
				for _, w := range pow {
					if idx/w%3 == 2 { // an empty neighbour
						l = max(l, stepDown(of(idx-w)))
					}
				}
			}
			known[idx], levelTable[e][idx] = true, l
			return l
		}
		for idx := 0; idx < tableSize; idx++ {
			of(idx)
			shapeLevelTable[e][idx] = uint16(shapeTable[e][idx]) | uint16(levelTable[e][idx])<<12
		}
	}
}

// LevelXY returns the shape and the level of a stone of colour c on the
// empty on-board point (x, y) along direction d, under the five rule exact
// (Rule.ExactFive), without checks.
func (b *Board) LevelXY(x, y int, d Dir, c Color, exact bool) (Shape, Level) {
	w := b.lines[LineSlot(x, y, d)] >> lineShift(x, y, d)
	e := 0
	if exact {
		e = 1
	}
	k := WindowKeyWhite(w)
	if c == Black {
		k = WindowKeyBlack(w)
	}
	return shapeTable[e][k], levelTable[e][k]
}

// ShapeLevels returns the table of the shapes and levels of the centre of
// every 11-point window, packed as the shape in bits 0-11 and the level in
// bits 12-14 (UnpackShapeLevel), indexed by WindowKeyBlack or
// WindowKeyWhite: one lookup for both. exact selects the exact-five rule.
// The table is read-only.
func ShapeLevels(exact bool) *[1 << 16]uint16 {
	if exact {
		return &shapeLevelTable[1]
	}
	return &shapeLevelTable[0]
}

// UnpackShapeLevel splits an entry of ShapeLevels.
func UnpackShapeLevel(u uint16) (Shape, Level) { return Shape(u & 0xfff), Level(u >> 12) }

// LineSlot is the index (for Board.LineWord) of the line of direction d
// through the on-board point (x, y). lineShift is the shift that puts
// (x, y)'s window at the bottom.
func LineSlot(x, y int, d Dir) int {
	var i int
	switch d & 3 {
	case Horizontal:
		i = int(Horizontal)*lineSlots + y
	case Vertical:
		i = int(Vertical)*lineSlots + x
	case Diagonal:
		i = int(Diagonal)*lineSlots + x - y + MaxSize - 1
	default:
		i = int(AntiDiagonal)*lineSlots + x + y
	}
	return i & (NumDirs*lineSlots - 1)
}

func lineShift(x, y int, d Dir) uint {
	if d&3 == Vertical {
		return 2 * uint(y)
	}
	return 2 * uint(x)
}
