package eval

import (
	"strings"
	"testing"
)

// TestDefaultKingRel: the shipped weights file reads, holds a fit (not
// zeros) and is what DefaultParams carries; a file without the array,
// with a value out of bounds or not JSON is refused with the reason.
func TestDefaultKingRel(t *testing.T) {
	kr, err := parseKingRel(kingRelDefaultJSON)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, byKing := range kr {
		for _, byType := range byKing {
			for _, byFile := range byType {
				for _, w := range byFile {
					if w != 0 {
						n++
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d non-zero weights in kingrel_default.json", n)
	}
	if DefaultParams().KingRel != kr {
		t.Errorf("DefaultParams does not carry kingrel_default.json")
	}
	for _, c := range []struct{ in, want string }{
		{`{"Tempo": 3}`, `no "KingRel"`},
		{`{"KingRel": [[[[0, 2001]]]]}`, "KingRel[0][0][0][1] = 2001"},
		{`{"KingRel": [`, "unexpected end"},
	} {
		if _, err := parseKingRel([]byte(c.in)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.in, err, c.want)
		}
	}
}
