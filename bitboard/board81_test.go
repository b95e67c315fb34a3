package bitboard

import (
	"math/rand/v2"
	"testing"
)

// set81 is the obvious model of a Board81: one bool per square.
type set81 [NumSquares81]bool

func (m set81) board() Board81 {
	var b Board81
	for s, on := range m {
		if on {
			if s < 63 {
				b.Lo |= 1 << s
			} else {
				b.Hi |= 1 << (s - 63)
			}
		}
	}
	return b
}

func model81(b Board81) set81 {
	var m set81
	for s := 0; s < NumSquares81; s++ {
		if s < 63 {
			m[s] = b.Lo>>s&1 != 0
		} else {
			m[s] = b.Hi>>(s-63)&1 != 0
		}
	}
	return m
}

func random81(r *rand.Rand) Board81 {
	b := Board81{r.Uint64() & Lo81Mask, r.Uint64() & Hi81Mask}
	// Sparse boards too, so that empty words and single bits are covered.
	switch r.IntN(4) {
	case 0:
		b.Lo &= r.Uint64() & r.Uint64()
		b.Hi &= r.Uint64() & r.Uint64()
	case 1:
		b.Lo = 0
	case 2:
		b.Hi = 0
	}
	return b
}

// naiveShift81 moves each square one step in d by grid coordinates.
func naiveShift81(b Board81, d Dir) Board81 {
	in := model81(b)
	var out set81
	dx, dy := d.Delta()
	for s := 0; s < NumSquares81; s++ {
		if !in[s] {
			continue
		}
		x, y := sq81XY(s)
		x, y = x+dx, y+dy
		if x >= 0 && x < 9 && y >= 0 && y < 9 {
			out[sq81FromXY(x, y)] = true
		}
	}
	return out.board()
}

func TestSquare81Names(t *testing.T) {
	seen := map[string]bool{}
	for s := Square81(0); s < NumSquares81; s++ {
		name := s.String()
		if seen[name] {
			t.Fatalf("duplicate name %s", name)
		}
		seen[name] = true
		got, err := ParseSquare81(name)
		if err != nil || got != s {
			t.Fatalf("ParseSquare81(%q) = %d, %v; want %d", name, got, err, s)
		}
		if NewSquare81(s.File(), s.Rank()) != s {
			t.Fatalf("NewSquare81(File, Rank) of %d", s)
		}
	}
	for _, c := range []struct {
		name       string
		file, rank int
		sq         Square81
	}{{"1a", 1, 1, 0}, {"1i", 1, 9, 8}, {"2a", 2, 1, 9}, {"7g", 7, 7, 60}, {"7i", 7, 9, 62}, {"8a", 8, 1, 63}, {"9i", 9, 9, 80}} {
		s, err := ParseSquare81(c.name)
		if err != nil || s != c.sq || s.File() != c.file || s.Rank() != c.rank {
			t.Errorf("%s: got %d (file %d rank %d) err %v", c.name, s, s.File(), s.Rank(), err)
		}
	}
	if s, err := ParseSquare81("7G"); err != nil || s.String() != "7g" {
		t.Errorf("upper-case rank: %v %v", s, err)
	}
	for _, bad := range []string{"", "7", "0a", "7j", "a7", "77", "7g ", "10a"} {
		if _, err := ParseSquare81(bad); err == nil {
			t.Errorf("ParseSquare81(%q) accepted", bad)
		}
	}
	if NoSquare81.String() != "??" {
		t.Error("NoSquare81 name")
	}
}

func TestBoard81Operations(t *testing.T) {
	r := rand.New(rand.NewPCG(81, 1))
	for i := 0; i < 3000; i++ {
		a, b := random81(r), random81(r)
		ma, mb := model81(a), model81(b)
		var and, or, xor, andNot, not set81
		count := 0
		for s := range ma {
			and[s] = ma[s] && mb[s]
			or[s] = ma[s] || mb[s]
			xor[s] = ma[s] != mb[s]
			andNot[s] = ma[s] && !mb[s]
			not[s] = !ma[s]
			if ma[s] {
				count++
			}
		}
		check := func(name string, got Board81, want set81) {
			t.Helper()
			if got != want.board() {
				t.Fatalf("%s(%v, %v) = %v, want %v", name, a, b, got, want.board())
			}
		}
		check("And", a.And(b), and)
		check("Or", a.Or(b), or)
		check("Xor", a.Xor(b), xor)
		check("AndNot", a.AndNot(b), andNot)
		check("Not", a.Not(), not)
		if a.PopCount() != count {
			t.Fatalf("PopCount = %d, want %d", a.PopCount(), count)
		}
		if a.IsZero() != (count == 0) || a.NonZero() != (count != 0) || a.MoreThanOne() != (count > 1) {
			t.Fatalf("IsZero/NonZero/MoreThanOne wrong for %d squares", count)
		}
		// Popping and iterating visit exactly the squares, lowest first.
		var popped, iterated []Square81
		for x := a; x.NonZero(); {
			if lsb := x.LSB(); lsb != x.PopLSB() {
				t.Fatal("LSB differs from PopLSB")
			}
			popped = append(popped, popped2(a, len(popped)))
		}
		for s := range a.Squares() {
			iterated = append(iterated, s)
		}
		var want []Square81
		for s := range ma {
			if ma[s] {
				want = append(want, Square81(s))
				if !a.Has(Square81(s)) || a.Without(Square81(s)).Has(Square81(s)) {
					t.Fatal("Has/Without")
				}
			} else if a.Has(Square81(s)) || !a.With(Square81(s)).Has(Square81(s)) {
				t.Fatal("Has/With")
			}
		}
		if len(iterated) != len(want) || len(popped) != len(want) {
			t.Fatalf("iteration gave %d/%d squares, want %d", len(iterated), len(popped), len(want))
		}
		for k := range want {
			if iterated[k] != want[k] || popped[k] != want[k] {
				t.Fatalf("square %d: iterated %d popped %d want %d", k, iterated[k], popped[k], want[k])
			}
		}
	}
	if (Board81{}).LSB() != NoSquare81 {
		t.Error("LSB of empty board")
	}
}

// popped2 returns the k-th lowest square of b by popping k+1 times.
func popped2(b Board81, k int) Square81 {
	var s Square81
	for i := 0; i <= k; i++ {
		s = b.PopLSB()
	}
	return s
}

func TestBoard81ShiftsAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(81, 2))
	boards := []Board81{{}, All81}
	for f := 1; f <= 9; f++ {
		boards = append(boards, FileMask81[f], RankMask81[f])
	}
	for s := Square81(0); s < NumSquares81; s++ {
		boards = append(boards, Bit81(s))
	}
	for i := 0; i < 5000; i++ {
		boards = append(boards, random81(r))
	}
	for _, b := range boards {
		for d := Dir(0); d < NumDirs; d++ {
			if got, want := b.Shift(d), naiveShift81(b, d); got != want {
				t.Fatalf("Shift(%s) of\n%vgot\n%vwant\n%v", d, b, got, want)
			}
		}
	}
	// The seed 002's picture: Black's nine pawns on rank g move to rank f
	// with one shift.
	if RankMask81[7].ShiftNorth() != RankMask81[6] {
		t.Error("pawns on rank g did not all move to rank f")
	}
	// East is toward file 1: file 1 falls off, file 2 becomes file 1.
	if FileMask81[2].ShiftEast() != FileMask81[1] || FileMask81[1].ShiftEast().NonZero() {
		t.Error("ShiftEast is not toward file 1")
	}
}

func TestMasks81(t *testing.T) {
	var all Board81
	for f := 1; f <= 9; f++ {
		if FileMask81[f].PopCount() != 9 || RankMask81[f].PopCount() != 9 {
			t.Fatal("masks must have 9 squares")
		}
		all = all.Or(FileMask81[f])
	}
	if all != All81 || All81.PopCount() != 81 {
		t.Fatal("files do not cover the board")
	}
	if FileMask81[7].Hi != 0 || FileMask81[8].Lo != 0 {
		t.Fatal("a file straddles the words")
	}
}

var sink81 Board81
var sinkInt int

func BenchmarkBoard81Ops(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	x, y := random81(r), random81(r)
	for b.Loop() {
		x = x.Xor(y).And(x.Or(y)).AndNot(y.Not())
		y = y.Xor(x)
	}
	sink81 = x.Or(y)
}

func BenchmarkBoard81PopCount(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	boards := make([]Board81, 256)
	for i := range boards {
		boards[i] = random81(r)
	}
	n, i := 0, 0
	for b.Loop() {
		n += boards[i&255].PopCount()
		i++
	}
	sinkInt = n
}

func BenchmarkBoard81PopLSBLoop(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 3))
	boards := make([]Board81, 256)
	for i := range boards {
		boards[i] = random81(r)
	}
	n, i := 0, 0
	for b.Loop() {
		for x := boards[i&255]; x.NonZero(); {
			n += int(x.PopLSB())
		}
		i++
	}
	sinkInt = n
}

func BenchmarkBoard81ShiftAll8(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 4))
	x := random81(r)
	for b.Loop() {
		x = x.ShiftNorth().Or(x.ShiftSouth()).Or(x.ShiftEast()).Or(x.ShiftWest()).
			Xor(x.ShiftNorthEast()).Xor(x.ShiftNorthWest()).Xor(x.ShiftSouthEast()).Xor(x.ShiftSouthWest())
	}
	sink81 = x
}
