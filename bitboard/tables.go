package bitboard

// Bonanza-style constant tables for the 8x8 board (seed 003), built at start
// up from the naive walk and tested pair by pair against it.

// Ray[d][sq] holds every square reached from sq by sliding in direction d to
// the edge (sq excluded): the seed's plus1dir..minus10dir.
var Ray [NumDirs][64]uint64

// Direction[a][b] is how a and b are aligned (the seed's adirec); RelNone for
// a == b or squares on no common line.
var Direction [64][64]Relation

// DirTo[a][b] is the direction from a toward b when they are aligned.
var DirTo [64][64]Dir

// Between[a][b] holds the squares strictly between two aligned squares and is
// 0 otherwise (the seed's abb_obstacle).
var Between [64][64]uint64

// Line[a][b] is the whole line (edge to edge) through two aligned squares, 0
// otherwise.
var Line [64][64]uint64

func init() {
	for sq := 0; sq < 64; sq++ {
		for d := Dir(0); d < NumDirs; d++ {
			for _, c := range walk(8, 8, sq%8, sq/8, d) {
				Ray[d][sq] |= 1 << Sq(c[0], c[1])
			}
		}
	}
	for a := 0; a < 64; a++ {
		for b := 0; b < 64; b++ {
			d, ok := dirBetween(a%8, a/8, b%8, b/8)
			if !ok {
				continue
			}
			Direction[a][b] = RelationOf(d)
			DirTo[a][b] = d
			// As the seed's abb_obstacle: the ray from a XOR the ray from
			// the square just before b (in the same direction) leaves the
			// squares after a up to and including that square.
			dx, dy := d.Delta()
			prev := Sq(b%8-dx, b/8-dy)
			Between[a][b] = Ray[d][a] ^ Ray[d][prev]
			Line[a][b] = Ray[d][a] | Ray[d.Opposite()][a] | 1<<a
		}
	}
}
