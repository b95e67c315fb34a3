package web

import (
	"fmt"
	"strings"
	"testing"
)

// TestRenjuWinShown: a proved win is shown as one ("win in N", never "+0
// depth 1"), and its distance shrinks as the winning line is played.
func TestRenjuWinShown(t *testing.T) {
	s := testServer(t, nil)
	// lfz084 VCF puzzle #1: Black to move wins by continuous fours.
	id := str(create(t, s, "renju", "renju", "I9H10H8E7D7E6G6I6H6C4D5G4H5H4F3I4G3J3I3H2"), "id")
	last := 1 << 30
	for step := 0; step < 3; step++ {
		r := mustCode(t, runEngine(t, s, id, `{"mode":"analyse","time_ms":3000}`), 200)
		text := str(r, "score_text")
		var n int
		if _, err := fmt.Sscanf(text, "win in %d", &n); err != nil {
			t.Fatalf("step %d: score %q (depth %v), want a proved win: %s", step, text, r.body["depth"], r.raw)
		}
		if n > last-2 {
			t.Fatalf("step %d: win in %d after a win in %d two plies before", step, n, last)
		}
		last = n
		t.Logf("step %d: %s, depth %v, pv %v", step, text, r.body["depth"], r.body["pv"])
		pv := strs(r, "pv")
		if len(pv) < 3 {
			break // the next move makes five
		}
		for _, m := range pv[:2] {
			mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", `{"move":"`+strings.ToLower(m)+`"}`), 200)
		}
	}
}
