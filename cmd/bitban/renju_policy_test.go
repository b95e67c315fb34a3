package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/engine"
	"bitban/match"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// bitban renju policy fits a policy to one engine's moves of match games
// and writes a Params file that carries it; missing flags and an unknown
// player are errors.
func TestRenjuPolicyCLI(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "pol.json")
	code, _, errOut := runCLI(t, "renju", "policy", "--out", out, "--player", "a", "--steps", "20", "--validate", "3", "--order", "32", renjuGames)
	if code != 0 {
		t.Fatalf("code %d\n%s", code, errOut)
	}
	for _, want := range []string{"moves of a to train from", "the search's move order: validation top-1/3/9", "step 20: loss"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("output lacks %q:\n%s", want, errOut)
		}
	}
	prm := renjusearch.DefaultParams()
	if err := engine.LoadParams(out, &prm); err != nil {
		t.Fatal(err)
	}
	if prm.Policy == nil || prm.PolicyOrder != 32 {
		t.Fatalf("written Params: policy %v, order %d; want a policy at 32", prm.Policy != nil, prm.PolicyOrder)
	}
	nonzero := 0
	for i := range prm.Policy.Move {
		if prm.Policy.Move[i] != 0 || prm.Policy.Wait[i] != 0 {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Error("the fitted policy is all zero")
	}
	if code, _, errOut := runCLI(t, "renju", "policy", "--out", out, "--player", "", renjuGames); code == 0 || !strings.Contains(errOut, "--player") {
		t.Errorf("empty --player: code %d, %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "renju", "policy", "--out", out, "--player", "nobody", renjuGames); code == 0 || !strings.Contains(errOut, "nobody") {
		t.Errorf("unknown player: code %d, %s", code, errOut)
	}
	if _, err := os.Stat(out); err != nil {
		t.Error(err)
	}
}

// The mover of a position is found by its side to move: First plays
// Black, so after an opening of three stones the record's first move is
// the Second's, after four the First's.
func TestRenjuMover(t *testing.T) {
	for _, c := range []struct {
		opening string
		want    [2]string // the movers of the record's first two moves
	}{
		{"h8 h9 h10", [2]string{"b", "a"}},
		{"h8 h9 h10 i9", [2]string{"a", "b"}},
	} {
		g := match.GameRecord{Game: "renju", First: "a", Second: "b", Opening: c.opening, Moves: []string{"5,5", "9,9"}}
		b, size, err := renjuGameStart(&g)
		if err != nil {
			t.Fatal(err)
		}
		for i, mv := range g.Moves {
			if got := renjuMover(&g, b); got != c.want[i] {
				t.Errorf("opening %s, move %d: mover %s, want %s", c.opening, i, got, c.want[i])
			}
			p, err := renju.ParseGomocup(mv, size)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Place(p); err != nil {
				t.Fatal(err)
			}
		}
	}
}
