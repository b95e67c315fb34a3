package shogi

import (
	"math/rand/v2"
	"testing"

	"bitban/bitboard"
)

// naiveSlide walks from s by grid steps (file and rank deltas), stopping
// after the first occupied square: the reference for every slider.
func naiveSlide(s Square, occ Bitboard, steps []step) Bitboard {
	var att Bitboard
	for _, st := range steps {
		for f, r := s.File()+st.df, s.Rank()+st.dr; f >= 1 && f <= 9 && r >= 1 && r <= 9; f, r = f+st.df, r+st.dr {
			t := bitboard.NewSquare81(f, r)
			att = att.With(t)
			if occ.Has(t) {
				break
			}
		}
	}
	return att
}

func naiveStep(s Square, c Color, steps []step) Bitboard {
	sign := 1
	if c == White {
		sign = -1
	}
	var att Bitboard
	for _, st := range steps {
		f, r := s.File()+st.df*sign, s.Rank()+st.dr*sign
		if f >= 1 && f <= 9 && r >= 1 && r <= 9 {
			att = att.With(bitboard.NewSquare81(f, r))
		}
	}
	return att
}

func randomOcc(r *rand.Rand) Bitboard {
	b := Bitboard{Lo: r.Uint64() & bitboard.Lo81Mask, Hi: r.Uint64() & bitboard.Hi81Mask}
	for k := r.IntN(3); k > 0; k-- { // sparser boards too
		b = b.And(Bitboard{Lo: r.Uint64(), Hi: r.Uint64()})
	}
	return b
}

func TestSliderAttacksAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	occs := []Bitboard{{}, bitboard.All81}
	for i := 0; i < 1500; i++ {
		occs = append(occs, randomOcc(r))
	}
	for s := Square(0); s < 81; s++ {
		for _, occ := range occs {
			if got, want := BishopAttacks(s, occ), naiveSlide(s, occ, refDiag); got != want {
				t.Fatalf("BishopAttacks(%s) with\n%vgot\n%vwant\n%v", s, occ, got, want)
			}
			if got, want := RookAttacks(s, occ), naiveSlide(s, occ, refOrtho); got != want {
				t.Fatalf("RookAttacks(%s) with\n%vgot\n%vwant\n%v", s, occ, got, want)
			}
			if got, want := LanceAttacks(Black, s, occ), naiveSlide(s, occ, []step{{0, -1}}); got != want {
				t.Fatalf("LanceAttacks(black, %s) with\n%vgot\n%vwant\n%v", s, occ, got, want)
			}
			if got, want := LanceAttacks(White, s, occ), naiveSlide(s, occ, []step{{0, 1}}); got != want {
				t.Fatalf("LanceAttacks(white, %s) with\n%vgot\n%vwant\n%v", s, occ, got, want)
			}
			if got, want := HorseAttacks(s, occ), naiveSlide(s, occ, refDiag).Or(naiveStep(s, Black, refKing)); got != want {
				t.Fatalf("HorseAttacks(%s)", s)
			}
			if got, want := DragonAttacks(s, occ), naiveSlide(s, occ, refOrtho).Or(naiveStep(s, Black, refKing)); got != want {
				t.Fatalf("DragonAttacks(%s)", s)
			}
		}
	}
}

func TestStepAttacksAgainstNaive(t *testing.T) {
	for s := Square(0); s < 81; s++ {
		for c := Black; c <= White; c++ {
			for _, pt := range []PieceType{Pawn, Knight, Silver, Gold, King, ProPawn, ProLance, ProKnight, ProSilver} {
				steps, _ := refMoves(pt)
				if got, want := Attacks(c, pt, s, Bitboard{}), naiveStep(s, c, steps); got != want {
					t.Fatalf("%s %s on %s:\n%vwant\n%v", c, pt, s, got, want)
				}
			}
		}
	}
}

func TestPawnDropFiles(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for i := 0; i < 20000; i++ {
		var pawns, want Bitboard
		for f := 1; f <= 9; f++ {
			if r.IntN(2) == 0 {
				pawns = pawns.With(bitboard.NewSquare81(f, 1+r.IntN(9)))
			} else {
				want = want.Or(bitboard.FileMask81[f])
			}
		}
		if got := pawnDropFiles(pawns); got != want {
			t.Fatalf("pawnDropFiles(\n%v) =\n%vwant\n%v", pawns, got, want)
		}
	}
}

var sinkBB Bitboard

func benchOccs() []Bitboard {
	r := rand.New(rand.NewPCG(9, 9))
	occs := make([]Bitboard, 256)
	for i := range occs {
		occs[i] = randomOcc(r)
	}
	return occs
}

func BenchmarkBishopAttacks(b *testing.B) {
	occs := benchOccs()
	i := 0
	var acc Bitboard
	for b.Loop() {
		acc = acc.Xor(BishopAttacks(Square(i%81), occs[i&255]))
		i++
	}
	sinkBB = acc
}

func BenchmarkRookAttacks(b *testing.B) {
	occs := benchOccs()
	i := 0
	var acc Bitboard
	for b.Loop() {
		acc = acc.Xor(RookAttacks(Square(i%81), occs[i&255]))
		i++
	}
	sinkBB = acc
}

func BenchmarkLanceAttacks(b *testing.B) {
	occs := benchOccs()
	i := 0
	var acc Bitboard
	for b.Loop() {
		acc = acc.Xor(LanceAttacks(Color(i&1), Square(i%81), occs[i&255]))
		i++
	}
	sinkBB = acc
}

func BenchmarkNaiveRookAttacks(b *testing.B) {
	occs := benchOccs()
	i := 0
	var acc Bitboard
	for b.Loop() {
		acc = acc.Xor(naiveSlide(Square(i%81), occs[i&255], refOrtho))
		i++
	}
	sinkBB = acc
}
