package renju

import (
	"math/rand/v2"
	"testing"

	"bitban/bitboard"
)

// naiveRun returns the bounds [lo, hi] of the run of 'X' through index p of s.
func naiveRun(s []byte, p int) (lo, hi int) {
	lo, hi = p, p
	for lo > 0 && s[lo-1] == 'X' {
		lo--
	}
	for hi < len(s)-1 && s[hi+1] == 'X' {
		hi++
	}
	return lo, hi
}

// naiveFive reports whether the run through p is a five (exactly five when
// exact, else five or more).
func naiveFive(s []byte, p int, exact bool) bool {
	lo, hi := naiveRun(s, p)
	n := hi - lo + 1
	return n == 5 || (!exact && n > 5)
}

// naiveShape is the string definition of Shape for the centre of a window
// s ('X' own stone, '.' empty, '#' blocked), written from the rule text:
// place the stone, look at the run through it, try every empty point.
func naiveShape(window string, exact bool) Shape {
	return naiveShapeAt([]byte(window), len(window)/2, exact)
}

// naiveShapeAt is naiveShape for point p of a whole line s (s is modified
// and restored).
func naiveShapeAt(s []byte, p int, exact bool) Shape {
	if s[p] != '.' {
		return 0
	}
	s[p] = 'X'
	defer func() { s[p] = '.' }()
	if naiveFive(s, p, exact) {
		return ShapeFive
	}
	if lo, hi := naiveRun(s, p); exact && hi-lo+1 >= 6 {
		return ShapeOverline
	}
	// Fours: empty points q that make a five containing p and q.
	var q []int
	for i := range s {
		if s[i] != '.' {
			continue
		}
		s[i] = 'X'
		lo, hi := naiveRun(s, p)
		if naiveFive(s, p, exact) && lo <= i && i <= hi {
			q = append(q, i)
		}
		s[i] = '.'
	}
	if len(q) > 0 {
		n, sh := len(q), Shape(0)
		lo, hi := naiveRun(s, p)
		if hi-lo+1 == 4 && contains(q, lo-1) && contains(q, hi+1) {
			n--
			sh = ShapeStraightFour
		}
		if n > 2 {
			n = 2
		}
		return sh | Shape(n)<<shapeFourShift
	}
	// Threes: empty q such that p and q are in a run of exactly four whose
	// two ends are empty and each makes a five.
	var sh Shape
	for i := range s {
		if s[i] != '.' {
			continue
		}
		s[i] = 'X'
		lo, hi := naiveRun(s, p)
		if hi-lo+1 == 4 && lo <= i && i <= hi && lo > 0 && hi < len(s)-1 &&
			s[lo-1] == '.' && s[hi+1] == '.' {
			s[lo-1] = 'X'
			f1 := naiveFive(s, p, exact)
			s[lo-1] = '.'
			s[hi+1] = 'X'
			f2 := naiveFive(s, p, exact)
			s[hi+1] = '.'
			if f1 && f2 {
				sh |= threeBit[i-p+3]
				if i != lo && i != hi {
					sh |= ShapeBrokenThree
				}
			}
		}
		s[i] = '.'
	}
	return sh
}

func contains(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// windowString is the 11-character window of a table index ('#' blocked).
func windowString(idx int) string {
	l, r := idx%halfStates, idx/halfStates
	b := []byte("...........")
	for i := 0; i < 5; i++ {
		b[i] = "#X."[l%3]
		b[6+i] = "#X."[r%3]
		l /= 3
		r /= 3
	}
	return string(b)
}

// TestLineShapeAllWindows proves the shift/AND definition (LineShape) equal
// to the string definition on all 3^10 windows, for both five rules.
func TestLineShapeAllWindows(t *testing.T) {
	for idx := 0; idx < tableSize; idx++ {
		w := windowString(idx)
		line := windowLine(idx)
		for e, exact := range []bool{false, true} {
			got := LineShape(line, 5, Black, exact)
			want := naiveShape(w, exact)
			if got != want {
				t.Fatalf("window %s exact=%v: LineShape %012b, string definition %012b", w, exact, got, want)
			}
			if shapeTable[e][idx] != got {
				t.Fatalf("window %s exact=%v: table %012b, LineShape %012b", w, exact, shapeTable[e][idx], got)
			}
		}
	}
}

// TestTableLookupEqualsLineShape embeds every window at random places of
// random 32-point lines (both colours, opponent or edge as the blocker, random
// points outside the window) and checks that the key extraction plus table
// lookup used on boards equals LineShape on the whole line.
func TestTableLookupEqualsLineShape(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	codes := []uint64{bitboard.Code2Off, bitboard.Code2Black, bitboard.Code2White, bitboard.Code2Empty}
	for idx := 0; idx < tableSize; idx++ {
		w := windowString(idx)
		for _, c := range []Color{Black, White} {
			pos := 5 + r.IntN(22) // window pairs pos-5..pos+5 inside 0..31
			var line uint64
			for i := 0; i < bitboard.Points2Max; i++ {
				line = bitboard.SetPoint2(line, i, codes[r.IntN(4)])
			}
			for i := 0; i < 11; i++ {
				var code uint64
				switch w[i] {
				case 'X':
					code = uint64(c)
				case '.':
					code = bitboard.Code2Empty
				default:
					code = []uint64{bitboard.Code2Off, uint64(c.Opponent())}[r.IntN(2)]
				}
				line = bitboard.SetPoint2(line, pos-5+i, code)
			}
			win := line >> (2 * uint(pos-5))
			key := WindowKeyBlack(win)
			if c == White {
				key = WindowKeyWhite(win)
			}
			if key != idx {
				t.Fatalf("window %s colour %v: key %d, want %d", w, c, key, idx)
			}
			for e, exact := range []bool{false, true} {
				if got, want := shapeTable[e][key], LineShape(line, pos, c, exact); got != want {
					t.Fatalf("window %s colour %v exact=%v at %d: table %012b, LineShape %012b", w, c, exact, pos, got, want)
				}
			}
		}
	}
}

func TestShapeAccessors(t *testing.T) {
	b, err := ParseRows([]string{
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............", "...XXX.........",
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............",
	}, Renju)
	if err != nil {
		t.Fatal(err)
	}
	// G8 makes a straight four D8..G8.
	s := b.ShapeAt(mustPoint(t, "G8", 15), Horizontal, Black)
	if s.Fours() != 1 || !s.StraightFour() || s.Five() || s.Three() {
		t.Errorf("G8: %012b", s)
	}
	// H8 makes a broken four DEF.H: one four, not straight.
	s = b.ShapeAt(mustPoint(t, "H8", 15), Horizontal, Black)
	if s.Fours() != 1 || s.StraightFour() {
		t.Errorf("H8: %012b", s)
	}
	// C8 makes a straight four C8..F8.
	if s := b.ShapeAt(mustPoint(t, "C8", 15), Horizontal, Black); !s.StraightFour() {
		t.Errorf("C8: %012b", s)
	}
	// White on G8 makes nothing.
	if s := b.ShapeAt(mustPoint(t, "G8", 15), Horizontal, White); s != 0 {
		t.Errorf("white G8: %012b", s)
	}
	// Remove F8: D8 E8 . then G8 makes the broken three DE.G.
	if err := b.Remove(mustPoint(t, "F8", 15)); err != nil {
		t.Fatal(err)
	}
	s = b.ShapeAt(mustPoint(t, "G8", 15), Horizontal, Black)
	if !s.Three() || !s.BrokenThree() {
		t.Errorf("G8 after removing F8: %012b", s)
	}
	if offs := s.ThreeOffsets(nil); len(offs) != 1 || offs[0] != -1 {
		t.Errorf("three offsets %v, want [-1]", offs)
	}
}

// TestAnyFourOfOredShapes: for every pair of 12-bit shapes, AnyFour of
// their OR says whether either has a four, as the candidate scan of the
// search reads it from the OR of a point's four shapes.
func TestAnyFourOfOredShapes(t *testing.T) {
	for a := Shape(0); a < 1<<12; a++ {
		for _, b := range []Shape{0, 1 << shapeFourShift, 2 << shapeFourShift, ShapeStraightFour | 1<<shapeFourShift, shapeThreeMask, ShapeFive} {
			if got, want := (a | b).AnyFour(), a.Fours()+b.Fours() > 0; got != want {
				t.Fatalf("%012b | %012b: AnyFour %v, fours %d+%d", a, b, got, a.Fours(), b.Fours())
			}
		}
	}
}

func mustPoint(t testing.TB, s string, size int) Point {
	t.Helper()
	p, err := ParsePoint(s, size)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLineShapeEveryPoint checks LineShape against the string definition at
// every point of random whole lines (both colours, both five rules), the
// ends of the line included, and its guards: a point off the line, an
// occupied point or a colour that is not a player's give 0.
func TestLineShapeEveryPoint(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	codes := []uint64{bitboard.Code2Off, bitboard.Code2Black, bitboard.Code2White, bitboard.Code2Empty}
	weights := []int{1, 4, 3, 6} // mostly stones and empties: more shapes
	for n := 0; n < 3000; n++ {
		var line uint64
		for i := 0; i < bitboard.Points2Max; i++ {
			k := r.IntN(14)
			j := 0
			for k >= weights[j] {
				k -= weights[j]
				j++
			}
			line = bitboard.SetPoint2(line, i, codes[j])
		}
		for _, c := range []Color{Black, White} {
			s := make([]byte, bitboard.Points2Max)
			for i := range s {
				switch bitboard.Point2(line, i) {
				case uint64(c):
					s[i] = 'X'
				case bitboard.Code2Empty:
					s[i] = '.'
				default:
					s[i] = '#'
				}
			}
			for pos := 0; pos < bitboard.Points2Max; pos++ {
				for _, exact := range []bool{false, true} {
					if got, want := LineShape(line, pos, c, exact), naiveShapeAt(s, pos, exact); got != want {
						t.Fatalf("line %s colour %v exact=%v at %d: LineShape %012b, string definition %012b", s, c, exact, pos, got, want)
					}
				}
			}
		}
	}
	// Black stones on points 1..4, point 5 empty: a black stone there is a
	// five, but not for the guarded calls.
	four := bitboard.SetPoint2(0, 5, bitboard.Code2Empty)
	for i := 1; i <= 4; i++ {
		four = bitboard.SetPoint2(four, i, bitboard.Code2Black)
	}
	if got := LineShape(four, 5, Black, true); got != ShapeFive {
		t.Fatalf("LineShape of the five = %012b", got)
	}
	for _, c := range []struct {
		line uint64
		pos  int
		c    Color
	}{
		{four, -1, Black},
		{four, bitboard.Points2Max, Black},
		{bitboard.SetPoint2(four, 5, bitboard.Code2Black), 5, Black},
		{bitboard.SetPoint2(four, 5, bitboard.Code2White), 5, Black},
		{bitboard.SetPoint2(four, 5, bitboard.Code2Off), 5, Black},
		{four, 5, Empty},
		{four, 5, Color(3)},
	} {
		for _, exact := range []bool{false, true} {
			if got := LineShape(c.line, c.pos, c.c, exact); got != 0 {
				t.Errorf("LineShape(%x, %d, %v, %v) = %012b, want 0", c.line, c.pos, c.c, exact, got)
			}
		}
	}
}
