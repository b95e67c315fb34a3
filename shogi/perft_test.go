package shogi

import (
	"encoding/json"
	"os"
	"testing"
)

type perftCase struct {
	Name   string   `json:"name"`
	SFEN   string   `json:"sfen"`
	Perft  []uint64 `json:"perft"`
	Depth3 uint64   `json:"perft_depth3"`
}

func loadPerft(t testing.TB) []perftCase {
	data, err := os.ReadFile("../testdata/shogi/perft.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Positions []perftCase `json:"positions"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Positions) == 0 {
		t.Fatal("no perft positions")
	}
	return f.Positions
}

// perftBudget is the most leaves one test case may count in the default
// run; the -long test flag raises it.
func perftBudget() uint64 {
	if *longTests {
		return 3e9
	}
	return 2.5e8
}

func TestPerftPublished(t *testing.T) {
	budget := perftBudget()
	for _, c := range loadPerft(t) {
		t.Run(c.Name, func(t *testing.T) {
			// peeper-1 has three bishops and three rooks.
			p, err := ParseSFENRelaxed(c.SFEN)
			if err != nil {
				t.Fatal(err)
			}
			key, sfen := p.Key(), p.SFEN()
			for i, want := range c.Perft {
				if want > budget {
					break
				}
				if got := Perft(p, i+1); got != want {
					t.Fatalf("perft(%d) = %d, want %d", i+1, got, want)
				}
			}
			if c.Depth3 != 0 && c.Depth3 <= budget {
				if got := Perft(p, 3); got != c.Depth3 {
					t.Fatalf("perft(3) = %d, want %d", got, c.Depth3)
				}
			}
			if p.Key() != key || p.SFEN() != sfen {
				t.Fatal("position changed by perft")
			}
		})
	}
}
