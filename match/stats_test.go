package match

import (
	"math"
	"testing"
)

// Known values: cutechess-cli's published result lines (Rustic's SPRT log)
// and the GSPRT of the jw1912/SPRT script's README example.
func TestEloIntervalKnown(t *testing.T) {
	for _, c := range []struct {
		w, l, d     int
		elo, margin float64
	}{
		{869, 646, 357, 41.6, 14.2},
		{409, 197, 133, 102.5, 23.5},
		{628, 416, 277, 56.2, 16.8},
	} {
		s := Stats{W: c.w, L: c.l, D: c.d}
		elo, m := s.Elo()
		if math.Abs(elo-c.elo) > 0.05 || math.Abs(m-c.margin) > 0.05 {
			t.Errorf("%d-%d-%d: Elo %.2f ± %.2f, want %.1f ± %.1f", c.w, c.l, c.d, elo, m, c.elo, c.margin)
		}
	}
}

func TestSPRTKnown(t *testing.T) {
	p := SPRT{Elo0: 0, Elo1: 3, Alpha: 0.05, Beta: 0.05}
	if llr := p.LLR(Stats{W: 4307, L: 4063, D: 8620}); math.Abs(llr-2.99) > 0.005 {
		t.Errorf("LLR = %.4f, want 2.99", llr)
	}
	lo, hi := p.Bounds()
	if math.Abs(lo+2.944) > 0.001 || math.Abs(hi-2.944) > 0.001 {
		t.Errorf("bounds %.4f %.4f, want ±2.944", lo, hi)
	}
	if p.Decide(3) != 1 || p.Decide(-3) != -1 || p.Decide(0) != 0 {
		t.Error("Decide")
	}
}

// Pairs that are all WW or LL carry the information of one game each: the
// mean and the Elo are the trinomial's, the pentanomial LLR is half of it.
func TestPentaMatchesTrinomial(t *testing.T) {
	p := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	s := Stats{W: 120, L: 80, Penta: [5]int{40, 0, 0, 0, 60}}
	p.Elo1 = 10
	if a, b := p.LLR(Stats{W: 120, L: 80, D: 1}), p.LLRPenta(Stats{Penta: [5]int{40, 1, 1, 1, 60}}); math.Abs(a/2-b) > 0.1 {
		t.Errorf("LLR %.3f, penta %.3f", a, b)
	}
	e1, _ := s.Elo()
	e2, _ := s.PentaElo()
	if math.Abs(e1-e2) > 1e-9 {
		t.Errorf("Elo %.3f penta %.3f", e1, e2)
	}
	// Hand computation with the empty outcomes at half a pair each.
	c := []float64{40, 0.5, 0.5, 0.5, 60}
	var tot, mu, sq float64
	for k, n := range c {
		a := float64(k) / 4
		tot, mu, sq = tot+n, mu+a*n, sq+a*a*n
	}
	mu /= tot
	v := sq/tot - mu*mu
	s0, s1 := ScoreOf(0), ScoreOf(10)
	want := (s1 - s0) * (2*mu - s0 - s1) / (2 * v / 100)
	if got := p.LLRPenta(s); math.Abs(got-want) > 1e-9 {
		t.Errorf("penta LLR %.6f, want %.6f", got, want)
	}
}

func TestEloEdges(t *testing.T) {
	if e, _ := (Stats{W: 3}).Elo(); !math.IsInf(e, 1) {
		t.Errorf("all wins: %v", e)
	}
	if got := fmtElo(math.Inf(-1), math.NaN()); got != "-inf" {
		t.Error(got)
	}
	if e := EloOf(ScoreOf(123.4)); math.Abs(e-123.4) > 1e-9 {
		t.Error(e)
	}
	if los := (Stats{W: 10, L: 10}).LOS(); los != 0.5 {
		t.Error(los)
	}
}

func TestParseSPRT(t *testing.T) {
	p, err := ParseSPRT("elo0=0,elo1=5,alpha=0.05,beta=0.1")
	if err != nil || p.Elo1 != 5 || p.Beta != 0.1 {
		t.Fatal(p, err)
	}
	for _, bad := range []string{"elo0=5,elo1=0", "alpha=0", "x=1", "elo1", "elo1=NaN"} {
		if _, err := ParseSPRT(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// All pairs won: the regularized LLR is finite, positive, and crosses the
// upper bound after a few pairs at a wide SPRT.
func TestLLRAllWins(t *testing.T) {
	p := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	prev := 0.0
	for pairs := 1; pairs <= 8; pairs++ {
		llr := p.LLRPenta(Stats{W: 2 * pairs, Penta: [5]int{4: pairs}})
		if math.IsNaN(llr) || math.IsInf(llr, 0) || llr <= prev {
			t.Fatalf("%d pairs: LLR %v after %v", pairs, llr, prev)
		}
		prev = llr
	}
	// One or two pairs never decide anything.
	for _, penta := range [][5]int{{4: 1}, {3: 1}, {0: 1}, {4: 2}, {3: 1, 4: 1}} {
		if llr := p.LLRPenta(Stats{Penta: penta}); p.Decide(llr) != 0 {
			t.Errorf("pairs %v: LLR %.2f decides", penta, llr)
		}
	}
	// Many won pairs do.
	if llr := p.LLRPenta(Stats{Penta: [5]int{4: 20}}); p.Decide(llr) != 1 {
		t.Errorf("20 won pairs: LLR %.2f does not accept H1", llr)
	}
}
