package eval

import (
	"bytes"
	"strings"
	"testing"
)

// TestDefaultKingRel: the shipped weights file reads, holds a fit (not
// zeros) and is what DefaultParams carries; a file without the array,
// with a value out of bounds, of another format or version, or not JSON
// is refused with the reason.
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
	const head = `{"Format": "bitban-shogi-kingrel", "Version": 1, `
	for _, c := range []struct{ in, want string }{
		{head + `"Tempo": 3}`, `no "KingRel"`},
		{head + `"KingRel": [[[[0, 2001]]]]}`, "KingRel[0][0][0][1] = 2001"},
		{`{"KingRel": []}`, `format "" version 0`},
		{`{"Format": "bitban-shogi-kingrel", "Version": 2, "KingRel": []}`, "version 2: want"},
		{head + `"KingRel": [`, "unexpected end"},
	} {
		if _, err := parseKingRel([]byte(c.in)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.in, err, c.want)
		}
	}
}

// TestMarshalKingRel: the shipped weights written again are the shipped
// file byte for byte, and other weights read back as written.
func TestMarshalKingRel(t *testing.T) {
	if b := MarshalKingRel(&defaultKingRel); !bytes.Equal(b, kingRelDefaultJSON) {
		t.Errorf("the defaults written differ from kingrel_default.json:\n%.300s", b)
	}
	kr := defaultKingRel
	kr[1][3][4][5], kr[0][14][8][16] = -2000, 1999
	if got, err := parseKingRel(MarshalKingRel(&kr)); err != nil || got != kr {
		t.Errorf("read back: %v, the weights differ: %v", err, got != kr)
	}
}
