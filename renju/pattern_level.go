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
type level uint8

const (
	lvNone level = iota // no two, or no five can pass through the point
	lvB2                // a closed two: a closed three is one stone away
	lvF2                // an open two: an open three is one stone away
	lvB3                // a closed three: a four is one stone away
	lvF3                // an open three: a straight four is one stone away
	lvB4                // a four: one point makes a five
	lvF4                // a straight four, or two fours on the line
	lvF5                // a five
)

// numLevels is the number of levels.
const numLevels = int(lvF5) + 1

// levelTable[0] is indexed like shapeTable[0] (five or more), levelTable[1]
// like shapeTable[1] (exact five).
var levelTable [2][1 << 16]level

// shapeLevelTable holds shapeTable and levelTable in one word for the
// cache refresh: the shape in bits 0-11, the level in bits 12-14 (one
// lookup instead of two).
var shapeLevelTable [2][1 << 16]uint16

// directLevel is the level a shape settles by itself; ok is false when the
// level depends on the stones that could still come (no four, no three).
func directLevel(s Shape) (l level, ok bool) {
	switch {
	case s&ShapeFive != 0:
		return lvF5, true
	case s&ShapeOverline != 0:
		return lvNone, true
	case s&ShapeStraightFour != 0 || s.Fours() >= 2:
		return lvF4, true
	case s.Fours() == 1:
		return lvB4, true
	case s.Three():
		return lvF3, true
	}
	return lvNone, false
}

// stepDown is the level of the stone when one more of its own stones would
// raise it to l.
func stepDown(l level) level {
	switch l {
	case lvF5:
		return lvB4
	case lvF4:
		return lvF3
	case lvB4:
		return lvB3
	case lvF3:
		return lvF2
	case lvB3:
		return lvB2
	}
	return lvNone
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
		var of func(idx int) level
		of = func(idx int) level {
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

// levelDir returns the shape and the level of a stone of colour c on the
// empty point (x, y) along direction d.
func (b *Board) levelDir(x, y int, d Dir, c Color, exact bool) (Shape, level) {
	w := b.lines[lineIndex(x, y, d)] >> lineShift(x, y, d)
	e := 0
	if exact {
		e = 1
	}
	k := keyWhite(w)
	if c == Black {
		k = keyBlack(w)
	}
	return shapeTable[e][k], levelTable[e][k]
}

// lineIndex is the slot in Board.lines of the line of direction d through
// (x, y); lineShift the shift that puts (x, y)'s window at the bottom.
func lineIndex(x, y int, d Dir) int {
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
