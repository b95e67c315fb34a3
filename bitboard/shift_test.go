package bitboard

import (
	"math/rand/v2"
	"testing"
)

// naiveShift moves each set square one step in d, dropping squares that
// would leave the board.
func naiveShift(b uint64, d Dir) uint64 {
	dx, dy := d.Delta()
	var out uint64
	for sq := 0; sq < 64; sq++ {
		if b>>sq&1 == 0 {
			continue
		}
		x, y := sq%8+dx, sq/8+dy
		if x >= 0 && x < 8 && y >= 0 && y < 8 {
			out |= 1 << Sq(x, y)
		}
	}
	return out
}

// naiveFill slides from every gen square in d across pro squares.
func naiveFill(gen, pro uint64, d Dir) uint64 {
	out := gen
	for sq := 0; sq < 64; sq++ {
		if gen>>sq&1 == 0 {
			continue
		}
		for _, c := range walk(8, 8, sq%8, sq/8, d) {
			s := Sq(c[0], c[1])
			if pro>>s&1 == 0 {
				break
			}
			out |= 1 << s
		}
	}
	return out
}

func TestShiftsAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	boards := []uint64{0, ^uint64(0), fileA, fileA << 7, rank1, rank1 << 56}
	for i := 0; i < 5000; i++ {
		boards = append(boards, r.Uint64())
	}
	for _, b := range boards {
		for d := Dir(0); d < NumDirs; d++ {
			if got, want := Shift(b, d), naiveShift(b, d); got != want {
				t.Fatalf("Shift(%#x, %s) = %#x, want %#x", b, d, got, want)
			}
		}
	}
}

func TestFillsAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 20000; i++ {
		gen := r.Uint64() & r.Uint64() & r.Uint64()
		pro := r.Uint64() &^ gen
		if i%2 == 0 {
			pro |= r.Uint64() &^ gen // denser propagators make long runs
		}
		for d := Dir(0); d < NumDirs; d++ {
			if got, want := Fill(gen, pro, d), naiveFill(gen, pro, d); got != want {
				t.Fatalf("Fill(%#x, %#x, %s) = %#x, want %#x", gen, pro, d, got, want)
			}
		}
	}
}

func TestDirectionBasics(t *testing.T) {
	for d := Dir(0); d < NumDirs; d++ {
		dx, dy := d.Delta()
		ox, oy := d.Opposite().Delta()
		if dx != -ox || dy != -oy || d.Opposite().Opposite() != d {
			t.Fatalf("Opposite(%s) is wrong", d)
		}
		if RelationOf(d) != RelationOf(d.Opposite()) || RelationOf(d) == RelNone {
			t.Fatalf("RelationOf(%s) is wrong", d)
		}
		if d.String() == "invalid" {
			t.Fatalf("direction %d has no name", d)
		}
	}
}

func BenchmarkShiftAll8(b *testing.B) {
	boards := randomBoards(256)
	i := 0
	for b.Loop() {
		x := boards[i&255]
		sink64 += ShiftN(x) ^ ShiftS(x) ^ ShiftE(x) ^ ShiftW(x) ^ ShiftNE(x) ^ ShiftNW(x) ^ ShiftSE(x) ^ ShiftSW(x)
		i++
	}
}

func BenchmarkFillAll8(b *testing.B) {
	boards := randomBoards(256)
	i := 0
	for b.Loop() {
		gen, pro := boards[i&255]&boards[(i+1)&255], boards[(i+2)&255]
		sink64 += FillN(gen, pro) ^ FillS(gen, pro) ^ FillE(gen, pro) ^ FillW(gen, pro) ^
			FillNE(gen, pro) ^ FillNW(gen, pro) ^ FillSE(gen, pro) ^ FillSW(gen, pro)
		i++
	}
}
