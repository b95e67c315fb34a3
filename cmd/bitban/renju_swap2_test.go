package main

import (
	"strings"
	"testing"

	"bitban/renju"
)

// TestRenjuSwap2Command: the decision for no stones, three and five, each
// legal by the Swap2 rules in its Gomocup form, and the usage errors.
func TestRenjuSwap2Command(t *testing.T) {
	for _, c := range []struct {
		stones, rule string
		actions      []string
	}{
		{"", "standard", []string{"place three"}},
		{"h8 h9 i8", "renju", []string{"take white", "take black", "place two"}},
		{"H8H9J8G7K8", "freestyle", []string{"take white", "take black"}},
	} {
		code, out, errOut := runCLI(t, "renju", "swap2", "--stones", c.stones, "--rule", c.rule, "--time", "0.1")
		if code != 0 {
			t.Fatalf("%q: exit %d, %s", c.stones, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		decision, _ := strings.CutPrefix(lines[1], "decision: ")
		ok := false
		for _, a := range c.actions {
			ok = ok || strings.HasPrefix(decision, a)
		}
		if !ok || len(lines) != 5 {
			t.Fatalf("%q: %q", c.stones, out)
		}
		r, _ := renju.ParseRule(c.rule)
		pts, _ := renju.ParseMoves(c.stones, 15)
		st, _ := renju.Swap2FromStones(15, r, pts)
		answer, _ := strings.CutPrefix(lines[4], "gomocup: ")
		m := renju.Swap2Move{Action: renju.Swap2TakeBlack}
		if answer != "SWAP" {
			m.Action = map[int]renju.Swap2Action{3: renju.Swap2PlaceThree, 1: renju.Swap2TakeWhite, 2: renju.Swap2PlaceTwo}[len(strings.Fields(answer))]
			for _, f := range strings.Fields(answer) {
				p, err := renju.ParseGomocup(f, 15)
				if err != nil {
					t.Fatalf("%q: %v", answer, err)
				}
				m.Points = append(m.Points, p)
			}
		}
		if _, err := st.Apply(m); err != nil || m.Format(15) != decision {
			t.Errorf("%q: answer %q for %q: %v", c.stones, answer, decision, err)
		}
	}
	for _, args := range [][]string{
		{"--stones", "H8 H9"}, {"--stones", "H8 H9 H8"}, {"--stones", "Z8"}, {"--rule", "chess"}, {"--time", "0"},
	} {
		code, _, errOut := runCLI(t, append([]string{"renju", "swap2"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "bitban: ") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	if code, out, _ := runCLI(t, "renju", "swap2", "--help"); code != 0 || !strings.Contains(out, "SWAP2BOARD") {
		t.Errorf("help: exit %d, %q", code, out)
	}
}
