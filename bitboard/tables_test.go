package bitboard

import (
	"math/bits"
	"testing"
)

// naiveRelation walks from a in every direction and reports where b is met.
func naiveRelation(a, b int) (Relation, Dir, uint64) {
	for d := Dir(0); d < NumDirs; d++ {
		var between uint64
		for _, c := range walk(8, 8, a%8, a/8, d) {
			s := Sq(c[0], c[1])
			if s == b {
				return RelationOf(d), d, between
			}
			between |= 1 << s
		}
	}
	return RelNone, 0, 0
}

func TestTablesEveryPair(t *testing.T) {
	for a := 0; a < 64; a++ {
		for d := Dir(0); d < NumDirs; d++ {
			var want uint64
			dx, dy := d.Delta()
			for x, y := a%8+dx, a/8+dy; x >= 0 && x < 8 && y >= 0 && y < 8; x, y = x+dx, y+dy {
				want |= 1 << Sq(x, y)
			}
			if Ray[d][a] != want {
				t.Fatalf("Ray[%s][%s] = %#x, want %#x", d, SquareName(a), Ray[d][a], want)
			}
		}
		for b := 0; b < 64; b++ {
			rel, d, between := naiveRelation(a, b)
			if Direction[a][b] != rel {
				t.Fatalf("Direction[%s][%s] = %s, want %s", SquareName(a), SquareName(b), Direction[a][b], rel)
			}
			if Between[a][b] != between {
				t.Fatalf("Between[%s][%s] = %#x, want %#x", SquareName(a), SquareName(b), Between[a][b], between)
			}
			var line uint64
			if rel != RelNone {
				if DirTo[a][b] != d {
					t.Fatalf("DirTo[%s][%s] = %s, want %s", SquareName(a), SquareName(b), DirTo[a][b], d)
				}
				// The line is every square aligned with a in d's relation.
				for s := 0; s < 64; s++ {
					if s == a {
						line |= 1 << s
					} else if r, _, _ := naiveRelation(a, s); r == rel {
						line |= 1 << s
					}
				}
			}
			if Line[a][b] != line {
				t.Fatalf("Line[%s][%s] = %#x, want %#x", SquareName(a), SquareName(b), Line[a][b], line)
			}
		}
	}
	// Spot checks that fix the meaning.
	a1, _ := ParseSquare("A1")
	h8, _ := ParseSquare("H8")
	if Between[a1][h8] != mainDiag&^(1<<a1|1<<h8) || bits.OnesCount64(Between[a1][h8]) != 6 {
		t.Fatal("Between[A1][H8] is not B2..G7")
	}
	if Direction[a1][h8] != RelDiagonal {
		t.Fatal("A1-H8 is not a diagonal")
	}
}

func BenchmarkBetweenLookup(b *testing.B) {
	i := 0
	for b.Loop() {
		sink64 += Between[i&63][(i*7)&63] | Line[(i*3)&63][(i*5)&63]
		i++
	}
}
