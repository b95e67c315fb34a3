package main

import (
	"bufio"
	"os"
	"testing"
)

// The bench rows solve an embedded copy of FFO #40-#44: it must be the
// suite's lines, letter for letter.
func TestFFOBenchLinesMatchSuite(t *testing.T) {
	f, err := os.Open("../../testdata/othello/fforum-40-59.obf")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for i, want := range ffoBenchLines {
		if !sc.Scan() {
			t.Fatalf("the suite has fewer than %d lines", i+1)
		}
		if got := sc.Text(); got != want {
			t.Errorf("FFO #%d: embedded\n%s\nsuite\n%s", 40+i, want, got)
		}
	}
	if len(ffoBenchLines) != 5 {
		t.Errorf("%d embedded lines, want 5 (#40-#44)", len(ffoBenchLines))
	}
}
