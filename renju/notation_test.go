package renju

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestPointNames(t *testing.T) {
	for _, c := range []struct {
		s    string
		size int
		x, y int
	}{
		{"H8", 15, 7, 7}, {"A1", 15, 0, 14}, {"O15", 15, 14, 0}, {"A15", 15, 0, 0},
		{"I9", 15, 8, 6}, {"J10", 15, 9, 5}, {"T20", 20, 19, 0}, {"K10", 19, 10, 9},
		{"h8", 15, 7, 7},
	} {
		p, err := ParsePoint(c.s, c.size)
		if err != nil {
			t.Fatalf("%s: %v", c.s, err)
		}
		if p.X() != c.x || p.Y() != c.y {
			t.Errorf("%s = (%d,%d), want (%d,%d)", c.s, p.X(), p.Y(), c.x, c.y)
		}
		if got := FormatPoint(p, c.size); got != strings.ToUpper(c.s) {
			t.Errorf("FormatPoint = %s, want %s", got, c.s)
		}
	}
	// Every point of every size round-trips.
	for size := MinSize; size <= MaxSize; size++ {
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				p := Pt(x, y)
				q, err := ParsePoint(FormatPoint(p, size), size)
				if err != nil || q != p {
					t.Fatalf("size %d: %s -> %v %v", size, FormatPoint(p, size), q, err)
				}
				g, err := ParseGomocup(FormatGomocup(p), size)
				if err != nil || g != p {
					t.Fatalf("size %d: gomocup %s -> %v %v", size, FormatGomocup(p), g, err)
				}
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		s, token string
		offset   int
	}{
		{"P8", "P8", 0}, {"H16", "H16", 0}, {"H0", "H0", 0}, {"8H", "8", 0}, {"H", "H", 0},
		{"H08", "H08", 0}, {"", "", 0}, {"H8x", "H8x", 0},
	} {
		_, err := ParsePoint(c.s, 15)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParsePoint(%q) = %v, want a ParseError", c.s, err)
			continue
		}
		if pe.Token != c.token || pe.Offset != c.offset {
			t.Errorf("ParsePoint(%q): token %q offset %d, want %q %d (%v)", c.s, pe.Token, pe.Offset, c.token, c.offset, err)
		}
	}
	_, err := ParseMoves("H8I9Z10", 15)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Offset != 4 || pe.Token != "Z10" || !strings.Contains(err.Error(), "move 3") {
		t.Errorf("ParseMoves error %v", err)
	}
	for _, s := range []string{"7", "a,1", "15,0", "0,15", "-1,3", ""} {
		if _, err := ParseGomocup(s, 15); err == nil {
			t.Errorf("ParseGomocup(%q) accepted", s)
		}
	}
	if _, err := ParseFlat(strings.Repeat(".", 224), Renju); err == nil || !strings.Contains(err.Error(), "224") {
		t.Errorf("short flat board: %v", err)
	}
	_, err = ParseFlat(strings.Repeat(".", 100)+"Z"+strings.Repeat(".", 124), Renju)
	if !errors.As(err, &pe) || pe.Offset != 100 || !strings.Contains(err.Error(), "K9") {
		t.Errorf("bad flat character: %v", err)
	}
	if _, err := ParseRows([]string{"....."}, Renju); err == nil {
		t.Error("one row accepted")
	}
	if _, err := ParseRows(strings.Split(strings.Repeat(".....\n", 4)+"....", "\n"), Renju); err == nil {
		t.Error("short row accepted")
	}
	if _, err := ParsePoint("H8", 4); err == nil {
		t.Error("size 4 accepted")
	}
}

func TestMoveSequences(t *testing.T) {
	ps, err := ParseMoves("H8I9J10", 15)
	if err != nil {
		t.Fatal(err)
	}
	want := []Point{Pt(7, 7), Pt(8, 6), Pt(9, 5)}
	if !slices.Equal(ps, want) {
		t.Fatalf("ParseMoves = %v, want %v", ps, want)
	}
	if s := FormatMoves(ps, 15); s != "H8I9J10" {
		t.Errorf("FormatMoves = %s", s)
	}
	if ps2, err := ParseMoves("h8, i9 j10", 15); err != nil || !slices.Equal(ps2, want) {
		t.Errorf("with separators: %v %v", ps2, err)
	}
	b, _ := NewBoard(15, Renju)
	if err := b.PlayMoves(ps); err != nil {
		t.Fatal(err)
	}
	if b.At(Pt(7, 7)) != Black || b.At(Pt(8, 6)) != White || b.At(Pt(9, 5)) != Black || b.SideToMove() != White {
		t.Errorf("after H8I9J10:\n%s", b)
	}
	if err := b.PlayMoves([]Point{Pt(0, 0), Pt(7, 7)}); err == nil || !strings.Contains(err.Error(), "move 2 H8") {
		t.Errorf("replaying H8: %v", err)
	}
	if p, ok := b.Undo(); !ok || p != Pt(0, 0) || b.SideToMove() != White {
		t.Errorf("Undo = %v %v", p, ok)
	}
}

func TestFlatAndRows(t *testing.T) {
	flat := strings.Repeat(".", 112) + "X" + strings.Repeat(".", 11) + "O" + strings.Repeat(".", 100)
	b, err := ParseFlat(flat, Renju)
	if err != nil {
		t.Fatal(err)
	}
	if b.At(mustPoint(t, "H8", 15)) != Black || b.Flat() != flat || b.SideToMove() != Black {
		t.Errorf("flat round trip:\n%s", b)
	}
	b2, err := ParseRows(b.Rows(), Renju)
	if err != nil || b2.Flat() != flat {
		t.Errorf("rows round trip: %v", err)
	}
	if !strings.Contains(b.String(), " 8  . . . . . . . X") {
		t.Errorf("String:\n%s", b)
	}
	// Other sizes.
	b20, err := ParseFlat(strings.Repeat("X", 400), Freestyle)
	if err != nil || b20.Size() != 20 || b20.Winner() != Black {
		t.Errorf("20x20: %v", err)
	}
}

// checkNoPanicRoundTrip is shared by the fuzz targets.
func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"H8", "A1", "O15", "T20", "h10", "Z9", "H0", "H16", "", "8H", "H08"} {
		f.Add(s, 15)
	}
	f.Fuzz(func(t *testing.T, s string, size int) {
		p, err := ParsePoint(s, size)
		if err != nil {
			return
		}
		if got := FormatPoint(p, size); !strings.EqualFold(got, s) {
			t.Fatalf("%q parsed to %s", s, got)
		}
	})
}

func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"H8I9J10", "h8 i9, j10", "A1O15", "H8I", "H8I99", "", "Q1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := ParseMoves(s, 15)
		if err != nil {
			return
		}
		again, err := ParseMoves(FormatMoves(ps, 15), 15)
		if err != nil || !slices.Equal(again, ps) {
			t.Fatalf("%q: round trip %v %v", s, again, err)
		}
		b, _ := NewBoard(15, Renju)
		_ = b.PlayMoves(ps) // may fail on a repeated point, must not panic
	})
}

func FuzzParseGomocup(f *testing.F) {
	for _, s := range []string{"7,7", "0,0", "14,14", " 3 , 4 ", "15,0", "a,b", ",", "1,2,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseGomocup(s, 15)
		if err != nil {
			return
		}
		if q, err := ParseGomocup(FormatGomocup(p), 15); err != nil || q != p {
			t.Fatalf("%q: round trip %v %v", s, q, err)
		}
	})
}

func FuzzParseFlat(f *testing.F) {
	f.Add(strings.Repeat(".", 225))
	f.Add(strings.Repeat(".", 112) + "X" + strings.Repeat(".", 112))
	f.Add(strings.Repeat("XO.", 75))
	f.Add(strings.Repeat("x", 25))
	f.Add("bad")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseFlat(s, Renju)
		if err != nil {
			return
		}
		if b2, err := ParseFlat(b.Flat(), Renju); err != nil || b2.lines != b.lines {
			t.Fatalf("round trip: %v", err)
		}
		// Whatever the board, the rule functions must not panic.
		b.ForbiddenKinds(nil)
		b.Winner()
	})
}

func FuzzParseRows(f *testing.F) {
	f.Add(strings.Repeat(".....\n", 4) + ".....")
	f.Add(strings.Repeat("X.O.X\n", 4) + "OOOOO")
	f.Add("..\n..")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseRows(strings.Split(s, "\n"), Renju)
		if err != nil {
			return
		}
		if b2, err := ParseRows(b.Rows(), Renju); err != nil || b2.Flat() != b.Flat() {
			t.Fatalf("round trip: %v", err)
		}
		b.ForbiddenPoints(nil)
	})
}
