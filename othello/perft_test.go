package othello

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"
)

type perftData struct {
	Start     string   `json:"start"`
	Published []uint64 `json:"published"`
	Edax      []uint64 `json:"edax"`
}

func loadPerft(t testing.TB) perftData {
	t.Helper()
	b, err := os.ReadFile("../testdata/othello/perft.json")
	if err != nil {
		t.Fatal(err)
	}
	var d perftData
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestPerftStart checks both conventions against perft.json: depths 1..9
// always, 10..11 too unless -short (they take about a second together at
// full speed); BenchmarkPerftStart12 checks depth 12.
func TestPerftStart(t *testing.T) {
	d := loadPerft(t)
	o, err := ParseOBF(d.Start)
	if err != nil {
		t.Fatal(err)
	}
	if o.Board != Start() || o.Turn != Black {
		t.Fatalf("perft.json start %q is not Start()", d.Start)
	}
	maxDepth := 11
	if testing.Short() {
		maxDepth = 9
	}
	for depth := 1; depth <= maxDepth; depth++ {
		for _, m := range []struct {
			mode PerftMode
			want []uint64
		}{{Published, d.Published}, {Edax, d.Edax}} {
			if got := Perft(Start(), depth, m.mode); got != m.want[depth-1] {
				t.Errorf("perft(%d, %s) = %d, want %d", depth, m.mode, got, m.want[depth-1])
			}
		}
	}
}

// TestPerftHash checks the transposition-table perft against perft.json in
// both modes (they first differ at depth 10; switching modes clears the table).
func TestPerftHash(t *testing.T) {
	d := loadPerft(t)
	tt := NewPerftTable(16)
	for depth := 1; depth <= 10; depth++ {
		if got := tt.Perft(Start(), depth, Published); got != d.Published[depth-1] {
			t.Errorf("hash perft(%d) = %d, want %d", depth, got, d.Published[depth-1])
		}
	}
	for depth := 1; depth <= 10; depth++ {
		if got := tt.Perft(Start(), depth, Edax); got != d.Edax[depth-1] {
			t.Errorf("hash perft(%d, edax) = %d, want %d", depth, got, d.Edax[depth-1])
		}
	}
}

func TestDivide(t *testing.T) {
	d := loadPerft(t)
	for _, depth := range []int{1, 5, 8} {
		var calls int
		es, total := Divide(Start(), depth, Published, func(DivideEntry) { calls++ })
		if total != d.Published[depth-1] {
			t.Errorf("divide(%d) total %d, want %d", depth, total, d.Published[depth-1])
		}
		if len(es) != 4 || calls != 4 {
			t.Fatalf("divide(%d): %d entries, %d callbacks, want 4", depth, len(es), calls)
		}
		var sum uint64
		for _, e := range es {
			sum += e.Count
			// The start position is symmetric: every first move has the same subtree.
			if e.Count != es[0].Count {
				t.Errorf("divide(%d): %s has %d, %s has %d", depth, MoveName(e.Move), e.Count, MoveName(es[0].Move), es[0].Count)
			}
		}
		if sum != total {
			t.Errorf("divide(%d): entries sum to %d, total %d", depth, sum, total)
		}
	}
}

// TestPerftRandom compares Perft (both modes, with and without the table)
// to refPerft, the definition on the naive move generator, to depth 4 from
// positions of random games, including late ones with passes and finished
// games.
func TestPerftRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	n := 150
	if testing.Short() {
		n = 40
	}
	tt := NewPerftTable(1)
	passes := 0
	for i := 0; i < n; i++ {
		p := randomGame(r, r.IntN(64))
		if p.MustPass() || p.GameOver() {
			passes++
		}
		for depth := 0; depth <= 4; depth++ {
			for _, mode := range []PerftMode{Published, Edax} {
				want := refPerft(p.Player, p.Opponent, depth, mode == Edax)
				if got := Perft(p.Board, depth, mode); got != want {
					t.Fatalf("%s: perft(%d, %s) = %d, want %d", FormatOBF(p), depth, mode, got, want)
				}
				if got := tt.Perft(p.Board, depth, mode); got != want {
					t.Fatalf("%s: hash perft(%d, %s) = %d, want %d", FormatOBF(p), depth, mode, got, want)
				}
				if depth > 0 {
					es, total := Divide(p.Board, depth, mode, nil)
					var sum uint64
					for _, e := range es {
						sum += e.Count
					}
					if total != want || (len(es) > 0 && sum != want) {
						t.Fatalf("%s: divide(%d, %s) = %d (entries %d), want %d", FormatOBF(p), depth, mode, total, sum, want)
					}
				}
			}
		}
	}
	if passes == 0 {
		t.Errorf("no random position needed a pass or was finished: the test misses those cases")
	}
}

// TestPerftEndgame: near the end of games passes and finished games are
// common; compare at depth 1..6 where the two modes differ.
func TestPerftEndgame(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	n := 200
	if testing.Short() {
		n = 40
	}
	for i := 0; i < n; i++ {
		p := randomGame(r, 50+r.IntN(10))
		for depth := 1; depth <= 6; depth++ {
			for _, mode := range []PerftMode{Published, Edax} {
				want := refPerft(p.Player, p.Opponent, depth, mode == Edax)
				if got := Perft(p.Board, depth, mode); got != want {
					t.Fatalf("%s: perft(%d, %s) = %d, want %d", FormatOBF(p), depth, mode, got, want)
				}
			}
		}
	}
}

func TestParsePerftMode(t *testing.T) {
	for s, want := range map[string]PerftMode{"": Published, "published": Published, "EDAX": Edax, " edax ": Edax} {
		if got, err := ParsePerftMode(s); err != nil || got != want {
			t.Errorf("ParsePerftMode(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParsePerftMode("fast"); err == nil {
		t.Error("ParsePerftMode(fast): no error")
	}
}

// BenchmarkPerftStart12 counts perft 12 from the start (about 3 s at full
// speed) and checks it against perft.json:
//
//	go test -run '^$' -bench PerftStart12 -benchtime 1x ./othello
func BenchmarkPerftStart12(b *testing.B) {
	d := loadPerft(b)
	for b.Loop() {
		if got := Perft(Start(), 12, Published); got != d.Published[11] {
			b.Fatalf("perft(12) = %d, want %d", got, d.Published[11])
		}
	}
}
