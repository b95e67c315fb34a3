package search

import (
	"strings"
	"testing"

	"bitban/renju"
)

// TestFirstThreatWins: Black's h8-i8 with j8 becomes an open three after
// the third stone of play (a win by threats, none before it), White never
// has one; an occupied point is an error naming the stone.
func TestFirstThreatWins(t *testing.T) {
	stones, err := renju.ParseMoves("h8 a1 i8 a2 j8 a3 k8 a4 l8", 15)
	if err != nil {
		t.Fatal(err)
	}
	got, err := FirstThreatWins(15, renju.Freestyle, stones, 3, 20000)
	if err != nil || got != [2]int{3, -1} {
		t.Errorf("got %v, %v; want [3 -1]", got, err)
	}
	stones = append(stones, stones[0])
	if _, err := FirstThreatWins(15, renju.Freestyle, stones, 3, 20000); err == nil || !strings.Contains(err.Error(), "stone 10 H8") {
		t.Errorf("occupied point: %v", err)
	}
}
