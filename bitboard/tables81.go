package bitboard

// Bonanza-style constant tables for the 9x9 board (seed 003), built at start
// up from the naive walk and tested pair by pair against it. The directions
// are those of board81.go: North = toward rank a, East = toward file 1.
//
// The seed's names map as (Bonanza numbers squares rank-major from 9a, so
// +1 is toward file 1 and +9 toward rank i):
//
//	plus1dir  = East        minus1dir  = West
//	plus9dir  = South       minus9dir  = North
//	plus8dir  = SouthWest   minus8dir  = NorthEast
//	plus10dir = SouthEast   minus10dir = NorthWest

// Ray81[d][s] holds every square reached from s by sliding in direction d to
// the edge of the 9x9 board (s excluded).
var Ray81 [NumDirs][NumSquares81]Board81

// Direction81[a][b] is how a and b are aligned (the seed's adirec); RelNone
// for a == b or squares on no common line. RelRank is a common rank, RelFile
// a common file, RelDiagonal a line going up toward file 1 (like 9i-1a),
// RelAntiDiagonal one going down toward file 1 (like 9a-1i).
var Direction81 [NumSquares81][NumSquares81]Relation

// DirTo81[a][b] is the direction from a toward b when they are aligned.
var DirTo81 [NumSquares81][NumSquares81]Dir

// Between81[a][b] holds the squares strictly between two aligned squares and
// is empty otherwise (the seed's abb_obstacle).
var Between81 [NumSquares81][NumSquares81]Board81

// Line81[a][b] is the whole line (edge to edge) through two aligned squares,
// empty otherwise.
var Line81 [NumSquares81][NumSquares81]Board81

func init() {
	for s := 0; s < NumSquares81; s++ {
		x, y := sq81XY(s)
		for d := Dir(0); d < NumDirs; d++ {
			for _, c := range walk(9, 9, x, y, d) {
				Ray81[d][s] = Ray81[d][s].Or(squareBB81[sq81FromXY(c[0], c[1])])
			}
		}
	}
	for a := 0; a < NumSquares81; a++ {
		ax, ay := sq81XY(a)
		for b := 0; b < NumSquares81; b++ {
			bx, by := sq81XY(b)
			d, ok := dirBetween(ax, ay, bx, by)
			if !ok {
				continue
			}
			Direction81[a][b] = RelationOf(d)
			DirTo81[a][b] = d
			// As the seed's abb_obstacle: the ray from a XOR the ray from
			// the square just before b leaves the squares strictly between.
			dx, dy := d.Delta()
			prev := sq81FromXY(bx-dx, by-dy)
			Between81[a][b] = Ray81[d][a].Xor(Ray81[d][prev])
			Line81[a][b] = Ray81[d][a].Or(Ray81[d.Opposite()][a]).Or(squareBB81[a])
		}
	}
}

// Aligned81 reports whether a, b and c lie on one line (a != b required):
// used to tell whether a pinned piece stays on its pin line.
func Aligned81(a, b, c Square81) bool { return Line81[a][b].Has(c) }
