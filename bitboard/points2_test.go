package bitboard

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// randomLine2 returns a line of length n (points 0..n-1 black, white or empty
// at random, the rest off-board) and the same line as a string, point i at
// index i: 'X' black, 'O' white, '.' empty, '#' off-board up to 32.
func randomLine2(r *rand.Rand, n int) (uint64, string) {
	var b uint64
	var sb strings.Builder
	for i := 0; i < Points2Max; i++ {
		if i >= n {
			sb.WriteByte('#')
			continue
		}
		// Bias toward stones so long runs occur.
		switch v := r.IntN(8); {
		case v < 4:
			b = SetPoint2(b, i, Code2Black)
			sb.WriteByte('X')
		case v < 6:
			b = SetPoint2(b, i, Code2White)
			sb.WriteByte('O')
		default:
			b = SetPoint2(b, i, Code2Empty)
			sb.WriteByte('.')
		}
	}
	return b, sb.String()
}

// naiveMask sets bit 2i where s[i] == c.
func naiveMask(s string, c byte) uint64 {
	var m uint64
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			m |= 1 << (2 * uint(i))
		}
	}
	return m
}

// naiveRun sets bit 2i where s[i:i+n] is n copies of c.
func naiveRun(s string, c byte, n int) uint64 {
	var m uint64
	want := strings.Repeat(string(c), n)
	for i := 0; i+n <= len(s); i++ {
		if s[i:i+n] == want {
			m |= 1 << (2 * uint(i))
		}
	}
	return m
}

// naiveOneEmpty sets bit 2i where s[i:i+n+1] has n copies of c and one '.',
// the '.' at index j of the window (j < 0: anywhere).
func naiveOneEmpty(s string, c byte, n, j int) uint64 {
	var m uint64
	for i := 0; i+n+1 <= len(s); i++ {
		w := s[i : i+n+1]
		if strings.Count(w, string(c)) == n && strings.Count(w, ".") == 1 && (j < 0 || w[j] == '.') {
			m |= 1 << (2 * uint(i))
		}
	}
	return m
}

func TestPoints2SeedExample(t *testing.T) {
	// The seed's "++●○+●┨" = 1111 0110 1101 1100, left end most significant;
	// read as a number it is a valid line in our order (point 0 = the right
	// end, the off-board pair).
	b := uint64(0b1111_0110_1101_1100)
	if got := Black2(b); got != 0b0000_0100_0001_0000 {
		t.Errorf("Black2 = %016b", got)
	}
	if got := White2(b); got != 0b0000_0001_0000_0000 {
		t.Errorf("White2 = %016b", got)
	}
	if got := Empty2(b); got != 0b0101_0000_0100_0100 {
		t.Errorf("Empty2 = %016b", got)
	}
	// The seed's six-in-a-row example.
	if got := Consecutive(0b0101_0101_0101_0000, 6); got != 0b0000_0000_0001_0000 {
		t.Errorf("Consecutive(.., 6) = %016b", got)
	}
}

func TestPoints2Random(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var each [Points2Max]uint64
	for n := 5; n <= Points2Max; n++ {
		for iter := 0; iter < 300; iter++ {
			b, s := randomLine2(r, n)
			for i := 0; i < Points2Max; i++ {
				want := map[byte]uint64{'#': Code2Off, 'X': Code2Black, 'O': Code2White, '.': Code2Empty}[s[i]]
				if Point2(b, i) != want {
					t.Fatalf("Point2(%s, %d) = %d", s, i, Point2(b, i))
				}
			}
			bl, wh, em := Black2(b), White2(b), Empty2(b)
			if bl != naiveMask(s, 'X') || wh != naiveMask(s, 'O') || em != naiveMask(s, '.') {
				t.Fatalf("masks of %s: %x %x %x", s, bl, wh, em)
			}
			for k := 1; k <= n; k++ {
				if got, want := Consecutive(bl, k), naiveRun(s, 'X', k); got != want {
					t.Fatalf("Consecutive(black of %s, %d) = %x, want %x", s, k, got, want)
				}
				if got, want := ConsecutiveSeed(wh, k), naiveRun(s, 'O', k); got != want {
					t.Fatalf("ConsecutiveSeed(white of %s, %d) = %x, want %x", s, k, got, want)
				}
				if got, want := Consecutive(em, k), naiveRun(s, '.', k); got != want {
					t.Fatalf("Consecutive(empty of %s, %d) = %x, want %x", s, k, got, want)
				}
			}
			for k := 0; k < n; k++ {
				for _, c := range []byte{'X', 'O'} {
					st := bl
					if c == 'O' {
						st = wh
					}
					if got, want := StonesWithOneEmpty(st, em, k), naiveOneEmpty(s, c, k, -1); got != want {
						t.Fatalf("StonesWithOneEmpty(%c of %s, %d) = %x, want %x", c, s, k, got, want)
					}
					m := StonesWithOneEmptyEach(st, em, k, &each)
					if m != k+1 {
						t.Fatalf("StonesWithOneEmptyEach returned %d, want %d", m, k+1)
					}
					for j := 0; j <= k; j++ {
						want := naiveOneEmpty(s, c, k, j)
						if each[j] != want {
							t.Fatalf("StonesWithOneEmptyEach(%c of %s, %d)[%d] = %x, want %x", c, s, k, j, each[j], want)
						}
						if got := StonesWithOneEmptyAt(st, em, k, j); got != want {
							t.Fatalf("StonesWithOneEmptyAt(%c of %s, %d, %d) = %x, want %x", c, s, k, j, got, want)
						}
					}
				}
			}
		}
	}
}

// TestPoints2ShortLinesExhaustive checks every line of length 5..8 (3^n
// contents) for the renju-sized patterns.
func TestPoints2ShortLinesExhaustive(t *testing.T) {
	for n := 5; n <= 8; n++ {
		total := 1
		for i := 0; i < n; i++ {
			total *= 3
		}
		for v := 0; v < total; v++ {
			var b uint64
			sb := []byte(strings.Repeat("#", Points2Max))
			x := v
			for i := 0; i < n; i++ {
				c := []uint64{Code2Black, Code2White, Code2Empty}[x%3]
				sb[i] = "XO."[x%3]
				x /= 3
				b = SetPoint2(b, i, c)
			}
			s := string(sb)
			bl, em := Black2(b), Empty2(b)
			for k := 1; k <= 6; k++ {
				if Consecutive(bl, k) != naiveRun(s, 'X', k) {
					t.Fatalf("Consecutive(%s, %d)", s, k)
				}
			}
			for k := 2; k <= 5; k++ {
				if StonesWithOneEmpty(bl, em, k) != naiveOneEmpty(s, 'X', k, -1) {
					t.Fatalf("StonesWithOneEmpty(%s, %d)", s, k)
				}
			}
		}
	}
}

func TestPoints2Helpers(t *testing.T) {
	for n := 0; n <= Points2Max; n++ {
		b := EmptyLine2(n)
		for i := 0; i < Points2Max; i++ {
			want := uint64(Code2Off)
			if i < n {
				want = Code2Empty
			}
			if Point2(b, i) != want {
				t.Fatalf("EmptyLine2(%d) point %d = %d", n, i, Point2(b, i))
			}
		}
	}
	if Consecutive(LowMask2, 0) != LowMask2 || Consecutive(LowMask2, 33) != 0 || Consecutive(LowMask2, 32) != 1 {
		t.Error("Consecutive edge cases")
	}
	var each [Points2Max]uint64
	if StonesWithOneEmptyEach(0, 0, 32, &each) != 0 || StonesWithOneEmptyEach(0, 0, -1, &each) != 0 {
		t.Error("StonesWithOneEmptyEach out of range")
	}
}

var sink2 uint64

func BenchmarkPoints2Masks(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	line, _ := randomLine2(r, 15)
	for b.Loop() {
		sink2 += Black2(line) ^ White2(line) ^ Empty2(line)
		line += 0x10
	}
}

func BenchmarkConsecutive5(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	line, _ := randomLine2(r, 15)
	m := Black2(line)
	for b.Loop() {
		sink2 += Consecutive(m, 5)
		m ^= 0x40
	}
}

func BenchmarkConsecutiveSeed5(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	line, _ := randomLine2(r, 15)
	m := Black2(line)
	for b.Loop() {
		sink2 += ConsecutiveSeed(m, 5)
		m ^= 0x40
	}
}

func BenchmarkStonesWithOneEmpty4(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	line, _ := randomLine2(r, 15)
	bl, em := Black2(line), Empty2(line)
	for b.Loop() {
		sink2 += StonesWithOneEmpty(bl, em, 4)
		bl ^= 0x40
	}
}

func BenchmarkStonesWithOneEmptyAt4(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	line, _ := randomLine2(r, 15)
	bl, em := Black2(line), Empty2(line)
	for b.Loop() {
		for j := 0; j <= 4; j++ {
			sink2 += StonesWithOneEmptyAt(bl, em, 4, j)
		}
		bl ^= 0x40
	}
}
