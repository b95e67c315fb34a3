package bitboard

import "testing"

// naiveRelation81 walks from a in every direction and reports where b is
// met, with the squares passed on the way.
func naiveRelation81(a, b int) (Relation, Dir, Board81) {
	ax, ay := sq81XY(a)
	for d := Dir(0); d < NumDirs; d++ {
		var between set81
		for _, c := range walk(9, 9, ax, ay, d) {
			s := sq81FromXY(c[0], c[1])
			if s == b {
				return RelationOf(d), d, between.board()
			}
			between[s] = true
		}
	}
	return RelNone, 0, Board81{}
}

func TestTables81EveryPair(t *testing.T) {
	for a := 0; a < NumSquares81; a++ {
		sa := Square81(a)
		for d := Dir(0); d < NumDirs; d++ {
			// The ray by coordinates, written without walk.
			var want set81
			dx, dy := d.Delta()
			x, y := sq81XY(a)
			for x, y = x+dx, y+dy; x >= 0 && x < 9 && y >= 0 && y < 9; x, y = x+dx, y+dy {
				want[sq81FromXY(x, y)] = true
			}
			if Ray81[d][a] != want.board() {
				t.Fatalf("Ray81[%s][%s] =\n%vwant\n%v", d, sa, Ray81[d][a], want.board())
			}
		}
		for b := 0; b < NumSquares81; b++ {
			sb := Square81(b)
			rel, d, between := naiveRelation81(a, b)
			if Direction81[a][b] != rel {
				t.Fatalf("Direction81[%s][%s] = %s, want %s", sa, sb, Direction81[a][b], rel)
			}
			if Between81[a][b] != between {
				t.Fatalf("Between81[%s][%s] =\n%vwant\n%v", sa, sb, Between81[a][b], between)
			}
			var line set81
			if rel != RelNone {
				if DirTo81[a][b] != d {
					t.Fatalf("DirTo81[%s][%s] = %s, want %s", sa, sb, DirTo81[a][b], d)
				}
				for s := 0; s < NumSquares81; s++ {
					if r, _, _ := naiveRelation81(a, s); s == a || r == rel {
						line[s] = true
					}
				}
				if !Aligned81(sa, sb, sb) || !Aligned81(sa, sb, sa) {
					t.Fatal("Aligned81 misses the endpoints")
				}
			}
			if Line81[a][b] != line.board() {
				t.Fatalf("Line81[%s][%s] =\n%vwant\n%v", sa, sb, Line81[a][b], line.board())
			}
		}
	}
	// Spot checks that fix the shogi meaning of the directions.
	s7g, _ := ParseSquare81("7g")
	s7a, _ := ParseSquare81("7a")
	s1g, _ := ParseSquare81("1g")
	s3c, _ := ParseSquare81("3c")
	if DirTo81[s7g][s7a] != North || Direction81[s7g][s7a] != RelFile || Between81[s7g][s7a].PopCount() != 5 {
		t.Error("7g -> 7a is not North along a file with 5 squares between")
	}
	if DirTo81[s7g][s1g] != East || Direction81[s7g][s1g] != RelRank {
		t.Error("7g -> 1g is not East along a rank")
	}
	if DirTo81[s7g][s3c] != NorthEast || Direction81[s7g][s3c] != RelDiagonal {
		t.Error("7g -> 3c is not North-East on a diagonal")
	}
}

func BenchmarkBetween81Lookup(b *testing.B) {
	i := 0
	var acc Board81
	for b.Loop() {
		acc = acc.Xor(Between81[i%81][(i*7)%81]).Or(Line81[(i*5)%81][i%81])
		i++
	}
	sink81 = acc
}

func BenchmarkRay81Lookup(b *testing.B) {
	i := 0
	var acc Board81
	for b.Loop() {
		acc = acc.Xor(Ray81[i&7][i%81])
		i++
	}
	sink81 = acc
}
