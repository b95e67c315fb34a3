package match

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
)

// gamesOf makes the records of a run: each game is "opening first second
// result" separated by spaces, indexed in order.
func gamesOf(t *testing.T, games ...string) []*GameRecord {
	t.Helper()
	var b strings.Builder
	for i, g := range games {
		f := strings.Fields(g)
		fmt.Fprintf(&b, `{"index":%d,"game":"shogi","opening":%q,"first":%q,"second":%q,"result":%q}`+"\n", i, f[0], f[1], f[2], f[3])
	}
	recs, err := ReadGameRecords(strings.NewReader(b.String()), "g.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestCompare: games pair by opening, colour and occurrence; the paired
// differences give the mean, its interval (worked by hand) and the moves
// between results; partnerless and unfinished games are counted apart.
func TestCompare(t *testing.T) {
	base := gamesOf(t,
		"7g7f A Y 0-1", "7g7f Y A 1-0", // lost both
		"2g2f A Y 1/2-1/2", "2g2f Y A 0-1", // drew, won
		"7g7f A Y 1-0", // the opening's second occurrence: won
		"5g5f Y A 0-1") // no partner
	neu := gamesOf(t,
		"7g7f B Y 1-0", "7g7f Y B 1-0", // won (+1), lost (0)
		"2g2f B Y 1/2-1/2", "2g2f Y B 1-0", // drew (0), lost (-1)
		"7g7f B Y 1/2-1/2", // drew (-0.5)
		"9g9f Y B *")       // unfinished
	c, err := Compare(base, neu, [2]string{"", ""})
	if err != nil {
		t.Fatal(err)
	}
	if c.Engine != [2]string{"A", "B"} || c.Paired != 5 || c.Unpaired != [2]int{1, 0} || c.Unfinished != [2]int{0, 1} {
		t.Fatalf("engines %v paired %d unpaired %v unfinished %v", c.Engine, c.Paired, c.Unpaired, c.Unfinished)
	}
	if c.Base != (Stats{W: 2, D: 1, L: 2}) || c.New != (Stats{W: 1, D: 2, L: 2}) || c.Changed != 3 {
		t.Fatalf("base %+v new %+v changed %d", c.Base, c.New, c.Changed)
	}
	if c.Moves[0][2] != 1 || c.Moves[2][0] != 1 || c.Moves[2][1] != 1 || c.Moves[0][0] != 1 || c.Moves[1][1] != 1 {
		t.Fatalf("moves %v", c.Moves)
	}
	// Differences +1, 0, 0, -1, -0.5: mean -0.1; sample variance
	// (1.1² + 0.1² + 0.1² + 0.9² + 0.4²)/4 = 0.55; standard error
	// sqrt(0.55/5) = 0.33166.
	se := math.Sqrt(0.55 / 5)
	if math.Abs(c.Mean+0.1) > 1e-12 || math.Abs(c.Margin-1.959963984540054*se) > 1e-9 {
		t.Fatalf("mean %v margin %v", c.Mean, c.Margin)
	}
	if want := 0.5 * (1 + math.Erf(-0.1/se/math.Sqrt2)); math.Abs(c.LOS-want) > 1e-12 || c.LOS > 0.5 {
		t.Fatalf("LOS %v, want %v", c.LOS, want)
	}
	var out bytes.Buffer
	WriteComparison(&out, c)
	for _, s := range []string{"paired games  5", "-10.0 ± 65.0 points", "3 results changed", "loss→win 1"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("output lacks %q:\n%s", s, out.String())
		}
	}
}

// TestCompareNames: a named engine is compared from its side; names that
// do not fit the games are errors that say why.
func TestCompareNames(t *testing.T) {
	base := gamesOf(t, "7g7f A Y 1-0", "7g7f Y A 1-0")
	neu := gamesOf(t, "7g7f A Y 0-1", "7g7f Y A 1-0")
	c, err := Compare(base, neu, [2]string{"Y", "Y"})
	if err != nil || c.Base != (Stats{W: 1, L: 1}) || c.New != (Stats{W: 2}) || c.Mean != 0.5 {
		t.Fatalf("from Y's side: %+v %v", c, err)
	}
	for _, tc := range []struct {
		base, neu []*GameRecord
		names     [2]string
		want      string
	}{
		{base, neu, [2]string{"Z", ""}, "not played by Z"},
		{base, nil, [2]string{"", ""}, "new run: no games"},
		{gamesOf(t, "7g7f A Y 1-0", "2g2f B Y 1-0"), neu, [2]string{"", ""}, "first engines differ"},
		{base, gamesOf(t, "2g2f A Y 1-0"), [2]string{"", ""}, "no game of the new run has a partner"},
	} {
		if _, err := Compare(tc.base, tc.neu, tc.names); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("names %v: error %v, want %q", tc.names, err, tc.want)
		}
	}
}
