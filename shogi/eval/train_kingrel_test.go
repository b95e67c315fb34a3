package eval

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"bitban/shogi"
)

// TestParseDataSampleErrors: a bad line is refused with the field named.
func TestParseDataSampleErrors(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"", "4 tab-separated"},
		{"x\t1\t0.5", "4 tab-separated"},
		{"x\tone\t0.5\t0", "score"},
		{"x\t1\t2\t0", "result"},
		{"x\t1\t1\tg", "game"},
	} {
		if _, err := ParseDataSample(c.line); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one about %q", c.line, err, c.want)
		}
	}
}

// FuzzParseDataSample: no line panics, and what parses writes back the same.
func FuzzParseDataSample(f *testing.F) {
	f.Add("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\t12\t0.5\t3")
	f.Add("\t\t\t")
	f.Fuzz(func(t *testing.T, line string) {
		d, err := ParseDataSample(line)
		if err != nil {
			return
		}
		if back, err := ParseDataSample(d.String()); err != nil || back != d {
			t.Fatalf("%q: read back %+v, %v", line, back, err)
		}
	})
}

// TestKingRelOffsetSymmetry: a White piece seen from a White king has the
// offset of the Black piece on the rotated squares.
func TestKingRelOffsetSymmetry(t *testing.T) {
	for s := shogi.Square(0); s < 81; s++ {
		for k := shogi.Square(0); k < 81; k++ {
			df, dr := kingRelOffset(shogi.Black, s, k)
			wf, wr := kingRelOffset(shogi.White, 80-s, 80-k)
			if df != wf || dr != wr || df < 0 || df > 8 || dr < 0 || dr > 16 {
				t.Fatalf("s %d k %d: black %d,%d white %d,%d", s, k, df, dr, wf, wr)
			}
		}
	}
	// A Black pawn one rank in front of its king (towards rank a).
	if df, dr := kingRelOffset(shogi.Black, 4*9+6, 4*9+7); df != 0 || dr != 7 {
		t.Errorf("pawn in front: %d,%d, want 0,7", df, dr)
	}
}

// TestTrainKingRelRecoversWeights: targets made by a planted KingRel are
// fitted better than by the start, and each weight's index round-trips.
func TestTrainKingRelRecoversWeights(t *testing.T) {
	for i := range kingRelSize {
		var e Params
		*kingRelPtr(&e, i) = 7
		n := 0
		for k := range 2 {
			for pt := range shogi.NumPieceTypes {
				for df := range 9 {
					for dr := range 17 {
						if e.KingRel[k][pt][df][dr] == 7 {
							n++
							if kingRelIndex(k, pt, df, dr) != i {
								t.Fatalf("index %d stored at %d,%d,%d,%d", i, k, pt, df, dr)
							}
						}
					}
				}
			}
		}
		if n != 1 {
			t.Fatalf("index %d: %d weights set", i, n)
		}
	}
	planted := DefaultParams()
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range kingRelSize {
		*kingRelPtr(&planted, i) = int16(rng.IntN(81) - 40)
	}
	var samples []DataSample
	p := shogi.NewStartPosition()
	var buf [shogi.MaxMoves]shogi.Move
	for g := range 60 {
		p = shogi.NewStartPosition()
		for range 40 {
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.DoMove(moves[rng.IntN(len(moves))])
			if p.Quiet() {
				samples = append(samples, DataSample{SFEN: p.SFEN(), Score: EvaluateWith(p, &planted), Result: 0.5, Game: g})
			}
		}
	}
	o := DefaultKingRelOptions()
	o.Lambda, o.Epochs, o.ValidateEvery = 1, 150, 5
	_, errs, err := TrainKingRel(context.Background(), samples, DefaultParams(), o)
	if err != nil {
		t.Fatal(err)
	}
	if !(errs[1][0] < errs[0][0]/2) || !(errs[1][1] < errs[0][1]) {
		t.Errorf("errors (train, validation) %v at the start, %v after: want both lower", errs[0], errs[1])
	}
}
