package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/engine"
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
