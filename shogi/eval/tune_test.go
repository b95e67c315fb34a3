package eval

import (
	"context"
	"math"
	"testing"

	"bitban/shogi"
)

// TestTuneEval: on positions where a side up a rook always won and a side
// up a pawn drew, tuning lowers the error, never raises the validation
// error, and leaves the start weights untouched.
func TestTuneEval(t *testing.T) {
	sfens := []struct {
		sfen   string
		result float64
	}{
		{"lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1", 1},
		{"lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL w B 2", 1},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b r 1", 0},
		{"lnsgkgsnl/1r5b1/ppppppp1p/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1", 0.5},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL w p 2", 0.5},
	}
	var samples []TuneSample
	for _, c := range sfens {
		p, err := shogi.ParseSFENRelaxed(c.sfen)
		if err != nil {
			t.Fatal(err)
		}
		if !p.Quiet() {
			t.Fatalf("%s not quiet", c.sfen)
		}
		samples = append(samples, TuneSample{p, c.result})
	}
	start := DefaultParams()
	_, before, after, err := TuneEval(context.Background(), samples[:3], start, TuneOptions{Passes: 2, Workers: 2, Validation: samples[3:]})
	if err != nil {
		t.Fatal(err)
	}
	if after > before {
		t.Errorf("error rose: %f -> %f", before, after)
	}
	if start != DefaultParams() {
		t.Error("start weights changed")
	}
	if _, _, _, err := TuneEval(context.Background(), nil, start, TuneOptions{Passes: 1}); err == nil {
		t.Error("no samples accepted")
	}
	// A hanging piece is not quiet.
	p, _ := shogi.ParseSFENRelaxed("4k4/9/4p4/9/4R4/9/9/9/4K4 b - 1")
	if p.Quiet() {
		t.Error("a rook can take a free pawn, yet quiet")
	}
}

// TestTuneEvalHeldScale: with the scale held, targets that rate a pawn in
// hand at twice its value raise the pawn's weights; a fitted scale would
// instead stretch the curve and leave the weights alone.
func TestTuneEvalHeldScale(t *testing.T) {
	start := DefaultParams()
	var samples []TuneSample
	for _, sfen := range []string{
		"lnsgkgsnl/1r5b1/ppppppp1p/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1",
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPP1PP/1B5R1/LNSGKGSNL b p 1",
		"lnsgkgsnl/1r5b1/ppp1ppp1p/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2P 1",
	} {
		p, err := shogi.ParseSFENRelaxed(sfen)
		if err != nil {
			t.Fatal(err)
		}
		v := float64(EvaluateWith(p, &start)) // Black to move: Black's view
		samples = append(samples, TuneSample{p, 1 / (1 + math.Exp(-2*v/600))})
	}
	got, before, after, err := TuneEval(context.Background(), samples, start, TuneOptions{Passes: 3, Workers: 1, Scale: 600})
	if err != nil {
		t.Fatal(err)
	}
	if after >= before {
		t.Errorf("error %f -> %f", before, after)
	}
	if got.Hand[shogi.Pawn]+got.Material[shogi.Pawn] <= start.Hand[shogi.Pawn]+start.Material[shogi.Pawn] {
		t.Errorf("pawn weights %d+%d, not above %d+%d", got.Hand[shogi.Pawn], got.Material[shogi.Pawn], start.Hand[shogi.Pawn], start.Material[shogi.Pawn])
	}
}
