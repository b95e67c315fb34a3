package renju

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"bitban/engine"
)

// TestMatch plays searcher variants against each other from random
// openings (each opening twice, colours swapped) when BITBAN_MATCH=1; it
// is a tuning tool, not a check.
func TestMatch(t *testing.T) {
	if os.Getenv("BITBAN_MATCH") == "" {
		t.Skip("set BITBAN_MATCH=1 to play a match between search variants")
	}
	r := rand.New(rand.NewPCG(77, 78))
	a, b := NewSearcher(18), NewSearcher(18)
	a.variant, b.variant = 0, 1
	per := 100 * time.Millisecond
	score := 0.0
	games := 0
	for g := 0; g < 12; g++ {
		rule := Rule(g % 3)
		open := RandomGame(r, 15, rule, 4)
		for swap := 0; swap < 2; swap++ {
			bd := open.Clone()
			a.Clear()
			b.Clear()
			aColor := Black
			if swap == 1 {
				aColor = White
			}
			for bd.Winner() == Empty && bd.Stones() < 225 {
				s := b
				if bd.SideToMove() == aColor {
					s = a
				}
				tm := per
				if s == b && os.Getenv("BITBAN_MATCH") == "time" {
					tm = per / 4 // a time handicap: the sanity check of the harness
				}
				m := s.Search(bd, SearchLimits{Budget: engine.Budget{Soft: tm, Hard: 2 * tm}}).Best
				if !bd.Legal(m, bd.SideToMove()) {
					t.Fatalf("illegal move")
				}
				bd.Place(m)
			}
			games++
			switch bd.Winner() {
			case aColor:
				score++
			case Empty:
				score += 0.5
			}
			t.Logf("game %d %v A=%v: winner %v in %d", games, rule, aColor, bd.Winner(), bd.Stones())
		}
	}
	t.Logf("variant %d scores %.1f / %d against variant %d", a.variant, score, games, b.variant)
}
