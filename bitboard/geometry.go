package bitboard

// Dir is one of the eight compass directions, counter-clockwise from East.
// On the 8x8 board East is toward file H (+1) and North toward rank 8 (+8).
// Each game's tables say what the directions mean on their own boards.
type Dir uint8

// The eight directions, in the order of Ray's first index. The seed 003
// (Bonanza) names its rays by square offsets on a 9-wide board (plus1dir
// right, plus9dir down, plus8dir down-left, plus10dir down-right, minus* the
// opposites); here the names are geometric, and each board's tables map them
// to its own square offsets.
const (
	East Dir = iota
	NorthEast
	North
	NorthWest
	West
	SouthWest
	South
	SouthEast
)

// NumDirs is the number of directions.
const NumDirs = 8

var dirNames = [NumDirs]string{"east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"}

// String returns the lower-case name of the direction.
func (d Dir) String() string {
	if d >= NumDirs {
		return "invalid"
	}
	return dirNames[d]
}

// Opposite returns the direction pointing the other way.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// Delta returns the step of the direction in columns (dx, +1 = East) and rows
// (dy, +1 = North).
func (d Dir) Delta() (dx, dy int) {
	return dirDX[d&7], dirDY[d&7]
}

var (
	dirDX = [NumDirs]int{1, 1, 0, -1, -1, -1, 0, 1}
	dirDY = [NumDirs]int{0, 1, 1, 1, 0, -1, -1, -1}
)

// Relation says how two squares are aligned: the seed 003's adirec
// (direc_rank, direc_file, direc_diag1, direc_diag2, direc_misc).
type Relation uint8

const (
	// RelNone: not on one line (or the same square).
	RelNone Relation = iota
	// RelRank: same row (the seed's direc_rank).
	RelRank
	// RelFile: same column (direc_file).
	RelFile
	// RelDiagonal: on a line going up to the East, like A1-H8 (one of direc_diag1/2).
	RelDiagonal
	// RelAntiDiagonal: on a line going down to the East, like A8-H1.
	RelAntiDiagonal
)

var relationNames = [...]string{"none", "rank", "file", "diagonal", "anti-diagonal"}

func (r Relation) String() string {
	if int(r) >= len(relationNames) {
		return "invalid"
	}
	return relationNames[r]
}

// RelationOf returns the relation a step in direction d follows.
func RelationOf(d Dir) Relation {
	switch d & 7 {
	case East, West:
		return RelRank
	case North, South:
		return RelFile
	case NorthEast, SouthWest:
		return RelDiagonal
	}
	return RelAntiDiagonal
}

// walk returns the cells (x, y) reached from (x, y) by repeated steps in
// direction d on a w x h grid, nearest first. It is the slow, obvious
// definition every ray table is built from (and tested against), for any
// board size.
func walk(w, h, x, y int, d Dir) [][2]int {
	dx, dy := d.Delta()
	var out [][2]int
	for x, y = x+dx, y+dy; x >= 0 && x < w && y >= 0 && y < h; x, y = x+dx, y+dy {
		out = append(out, [2]int{x, y})
	}
	return out
}

// dirBetween returns the direction from (x0, y0) to (x1, y1) if they are
// distinct and aligned, and ok = false otherwise.
func dirBetween(x0, y0, x1, y1 int) (d Dir, ok bool) {
	dx, dy := x1-x0, y1-y0
	if dx == 0 && dy == 0 {
		return 0, false
	}
	if dx != 0 && dy != 0 && dx != dy && dx != -dy {
		return 0, false
	}
	sx, sy := sign(dx), sign(dy)
	for d := Dir(0); d < NumDirs; d++ {
		if dirDX[d] == sx && dirDY[d] == sy {
			return d, true
		}
	}
	return 0, false
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
