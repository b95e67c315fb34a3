package bitboard

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// lineSquares lists the squares of the line through sq in direction d,
// ordered by the bit they take in the extracted byte (naive definition).
func lineSquares(sq int, d LineDir) (squares [8]int, bitOf [8]int, n int) {
	x0, y0 := sq%8, sq/8
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			on := false
			k := x
			switch d {
			case Rank:
				on = y == y0
			case File:
				on, k = x == x0, y
			case Diagonal:
				on = y-x == y0-x0
			case AntiDiagonal:
				on = x+y == x0+y0
			}
			if on {
				squares[n], bitOf[n] = Sq(x, y), k
				n++
			}
		}
	}
	return
}

func naiveExtract(b uint64, sq int, d LineDir) uint8 {
	squares, bitOf, n := lineSquares(sq, d)
	var v uint8
	for i := 0; i < n; i++ {
		if b>>squares[i]&1 != 0 {
			v |= 1 << bitOf[i]
		}
	}
	return v
}

func TestLineRoundTripExhaustive(t *testing.T) {
	for sq := 0; sq < 64; sq++ {
		for d := Rank; d <= AntiDiagonal; d++ {
			mask := LineMask(sq, d)
			squares, bitOf, n := lineSquares(sq, d)
			var used uint8
			var want uint64
			for i := 0; i < n; i++ {
				used |= 1 << bitOf[i]
				want |= 1 << squares[i]
			}
			if mask != want {
				t.Fatalf("LineMask(%s, %s) = %#x, want %#x", SquareName(sq), d, mask, want)
			}
			for v := 0; v < 256; v++ {
				b := InsertLine(uint8(v), sq, d)
				if b&^mask != 0 {
					t.Fatalf("InsertLine(%#x, %s, %s) sets squares off the line: %#x", v, SquareName(sq), d, b&^mask)
				}
				if got := ExtractLine(b, sq, d); got != uint8(v)&used {
					t.Fatalf("ExtractLine(InsertLine(%#x, %s, %s)) = %#x, want %#x", v, SquareName(sq), d, got, uint8(v)&used)
				}
				if got := naiveExtract(b, sq, d); got != uint8(v)&used {
					t.Fatalf("InsertLine(%#x, %s, %s) put bits on the wrong squares", v, SquareName(sq), d)
				}
			}
		}
	}
}

func TestExtractLineRandomBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		b := r.Uint64()
		if i%3 == 0 {
			b &= r.Uint64() // sparser boards too
		}
		sq := r.IntN(64)
		for d := Rank; d <= AntiDiagonal; d++ {
			if got, want := ExtractLine(b, sq, d), naiveExtract(b, sq, d); got != want {
				t.Fatalf("ExtractLine(%#x, %s, %s) = %#x, want %#x", b, SquareName(sq), d, got, want)
			}
			// Insert(Extract(b)) keeps exactly b's line.
			if got := InsertLine(ExtractLine(b, sq, d), sq, d); got != b&LineMask(sq, d) {
				t.Fatalf("InsertLine(ExtractLine(%#x, %s, %s)) = %#x, want %#x", b, SquareName(sq), d, got, b&LineMask(sq, d))
			}
		}
	}
}

// The seed's 15-entry diagonal tables, literally, in its numbering (A1 = bit
// 63). Ours must be their bit-reverse, with the index reversed as well since
// the seed's row and column run the other way.
var seedDiaA8H1 = [15]uint64{
	0x0000000000000001, 0x0000000000000102, 0x0000000000010204,
	0x0000000001020408, 0x0000000102040810, 0x0000010204081020,
	0x0001020408102040, 0x0102040810204080, 0x0204081020408000,
	0x0408102040800000, 0x0810204080000000, 0x1020408000000000,
	0x2040800000000000, 0x4080000000000000, 0x8000000000000000,
}

var seedDiaA1H8 = [15]uint64{
	0x0000000000000080, 0x0000000000008040, 0x0000000000804020,
	0x0000000080402010, 0x0000008040201008, 0x0000804020100804,
	0x0080402010080402, 0x8040201008040201, 0x4020100804020100,
	0x2010080402010000, 0x1008040201000000, 0x0804020100000000,
	0x0402010000000000, 0x0201000000000000, 0x0100000000000000,
}

func TestDiagonalMasksAreTheSeedsMirrored(t *testing.T) {
	for i := 0; i < 15; i++ {
		if got, want := diagA8H1Mask[14-i], bits.Reverse64(seedDiaA8H1[i]); got != want {
			t.Errorf("anti-diagonal mask %d = %#x, want the seed's mirrored %#x", 14-i, got, want)
		}
		if got, want := diagA1H8Mask[14-i], bits.Reverse64(seedDiaA1H8[i]); got != want {
			t.Errorf("diagonal mask %d = %#x, want the seed's mirrored %#x", 14-i, got, want)
		}
	}
}

// The seed's worked constants: file D to 8 bits, and back.
func TestSeedFunctionsOnKnownBoards(t *testing.T) {
	d4, _ := ParseSquare("D4")
	fileD := uint64(0x0808080808080808)
	if got := ConvertVerticalTo8(fileD, d4); got != 0xff {
		t.Fatalf("ConvertVerticalTo8(file D) = %#x, want 0xff", got)
	}
	if got := Convert8ToVertical64(0xff, d4); got != fileD {
		t.Fatalf("Convert8ToVertical64(0xff, D4) = %#x, want %#x", got, fileD)
	}
	// Rank 4 holding C4 and H4: bits 2 and 7.
	c4, _ := ParseSquare("C4")
	h4, _ := ParseSquare("H4")
	if got := ConvertHorizontalTo8(1<<c4|1<<h4, d4); got != 0x84 {
		t.Fatalf("ConvertHorizontalTo8 = %#x, want 0x84", got)
	}
	if got := Convert8ToHorizontal64(0x84, d4); got != 1<<c4|1<<h4 {
		t.Fatalf("Convert8ToHorizontal64 = %#x", got)
	}
	// The long diagonals.
	if got := ConvertDiagonalA1H8To8(mainDiag, d4); got != 0xff {
		t.Fatalf("ConvertDiagonalA1H8To8(A1-H8) = %#x", got)
	}
	e4, _ := ParseSquare("E4")
	if got := ConvertDiagonalA8H1To8(antiDiag, e4); got != 0xff {
		t.Fatalf("ConvertDiagonalA8H1To8(A8-H1) = %#x", got)
	}
	if Convert8ToDiagonalA1H8(0xff, d4) != mainDiag || Convert8ToDiagonalA8H1(0xff, e4) != antiDiag {
		t.Fatal("inserting a full byte does not give the long diagonals")
	}
}

var sink8 uint8
var sink64 uint64

func BenchmarkExtractLine(b *testing.B) {
	boards := randomBoards(256)
	i := 0
	for b.Loop() {
		x := boards[i&255]
		sq := i & 63
		sink8 += ExtractLine(x, sq, Rank) ^ ExtractLine(x, sq, File) ^ ExtractLine(x, sq, Diagonal) ^ ExtractLine(x, sq, AntiDiagonal)
		i++
	}
}

func BenchmarkInsertLine(b *testing.B) {
	i := 0
	for b.Loop() {
		v, sq := uint8(i*37), i&63
		sink64 += InsertLine(v, sq, Rank) ^ InsertLine(v, sq, File) ^ InsertLine(v, sq, Diagonal) ^ InsertLine(v, sq, AntiDiagonal)
		i++
	}
}

func BenchmarkConvertVerticalTo8(b *testing.B) {
	boards := randomBoards(256)
	i := 0
	for b.Loop() {
		sink8 += ConvertVerticalTo8(boards[i&255], i&63)
		i++
	}
}

func BenchmarkConvert8ToVertical64(b *testing.B) {
	i := 0
	for b.Loop() {
		sink64 += Convert8ToVertical64(uint8(i), i&63)
		i++
	}
}

func randomBoards(n int) []uint64 {
	r := rand.New(rand.NewPCG(7, 7))
	out := make([]uint64, n)
	for i := range out {
		out[i] = r.Uint64()
	}
	return out
}

// The seed's own eight functions agree with the table-driven kernels on every
// square and all 256 values (and on random boards for extraction).
func TestSeedFunctionsEqualKernels(t *testing.T) {
	extract := [4]func(uint64, int) uint8{ConvertHorizontalTo8, ConvertVerticalTo8, ConvertDiagonalA1H8To8, ConvertDiagonalA8H1To8}
	insert := [4]func(uint8, int) uint64{Convert8ToHorizontal64, Convert8ToVertical64, Convert8ToDiagonalA1H8, Convert8ToDiagonalA8H1}
	boards := randomBoards(64)
	for sq := 0; sq < 64; sq++ {
		for d := Rank; d <= AntiDiagonal; d++ {
			for v := 0; v < 256; v++ {
				if got, want := insert[d](uint8(v), sq), InsertLine(uint8(v), sq, d); got != want {
					t.Fatalf("seed insert %s at %s of %#x = %#x, kernel %#x", d, SquareName(sq), v, got, want)
				}
			}
			for _, b := range boards {
				if got, want := extract[d](b, sq), ExtractLine(b, sq, d); got != want {
					t.Fatalf("seed extract %s at %s of %#x = %#x, kernel %#x", d, SquareName(sq), b, got, want)
				}
			}
		}
	}
}
