package renju

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"bitban/engine"
)

// search runs s on b under lim with no progress report.
func search(s *Searcher, b *Board, lim engine.Limits) engine.Result[Point] {
	return s.Search(context.Background(), b, engine.Request[Point]{Limits: lim})
}

func searchFor(t *testing.T, b *Board, d time.Duration) engine.Result[Point] {
	t.Helper()
	s := NewSearcher(18)
	flat := b.Flat()
	r := search(s, b, engine.Limits{MoveTime: d})
	if b.Flat() != flat {
		t.Fatal("search changed the board")
	}
	if r.Best == NoPoint || !b.Legal(r.Best, b.SideToMove()) {
		t.Fatalf("illegal best move %v", r.Best)
	}
	return r
}

func TestSearchTactics(t *testing.T) {
	cases := []struct {
		name  string
		moves string
		rule  Rule
		want  []string // any of these
	}{
		// Black XXXX on row 8 (open at both ends): Black makes five.
		{"own five", "H8H9I8I9J8J9K8A1", Freestyle, []string{"G8", "L8"}},
		// White to move must block Black's four at L8 (G8 is White's).
		{"block four", "H8G8I8H9J8I9K8", Freestyle, []string{"L8"}},
	}
	for _, c := range cases {
		b, _ := NewBoard(15, c.rule)
		ms, err := ParseMoves(c.moves, 15)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.PlayMoves(ms); err != nil {
			t.Fatal(err)
		}
		r := searchFor(t, b, 300*time.Millisecond)
		got := b.PointName(r.Best)
		ok := false
		for _, w := range c.want {
			ok = ok || w == got
		}
		if !ok {
			t.Errorf("%s: played %s, want one of %v", c.name, got, c.want)
		}
	}
}

// TestSearchSelfPlay plays quick games under each rule and size and checks
// every move is legal and a game ends with the rules' winner or a full
// board.
func TestSearchSelfPlay(t *testing.T) {
	for _, c := range []struct {
		size int
		rule Rule
	}{{15, Renju}, {15, Standard}, {20, Freestyle}, {7, Freestyle}, {5, Standard}, {10, Renju}} {
		b, _ := NewBoard(c.size, c.rule)
		s := NewSearcher(16)
		for b.Stones() < c.size*c.size {
			r := search(s, b, engine.Limits{MoveTime: 40 * time.Millisecond})
			if !b.Legal(r.Best, b.SideToMove()) {
				t.Fatalf("%v %dx%d: illegal move %v on\n%s", c.rule, c.size, c.size, r.Best, b)
			}
			side := b.SideToMove()
			win := b.IsWinningMove(r.Best, side)
			b.Place(r.Best)
			if win {
				if b.Winner() != side {
					t.Fatalf("winning move but winner %v", b.Winner())
				}
				break
			}
		}
		t.Logf("%v %dx%d: %d moves, winner %v: %s", c.rule, c.size, c.size, b.Stones(), b.Winner(), FormatMoves(b.History(), c.size))
	}
}

// BenchmarkSearch searches a renju opening for 50,000 nodes.
func BenchmarkSearch(b *testing.B) {
	bd, _ := NewBoard(15, Renju)
	ms, _ := ParseMoves("H8I9J8I8I7H9G10J9", 15)
	bd.PlayMoves(ms)
	s := NewSearcher(20)
	var nodes uint64
	for b.Loop() {
		s.Clear()
		r := search(s, bd, engine.Limits{Nodes: 50000})
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// greedyMove is a one-ply player: win if it can, block a five, otherwise the
// point with the best shape value for itself plus blocking value.
func greedyMove(b *Board, r *rand.Rand) Point {
	me, opp := b.SideToMove(), b.SideToMove().Opponent()
	best, bestV := NoPoint, int32(-1)
	for y := 0; y < b.Size(); y++ {
		for x := 0; x < b.Size(); x++ {
			p := Pt(x, y)
			if !b.Legal(p, me) || !b.near(x, y, 2) {
				continue
			}
			var v int32
			sm, so := b.Shapes(p, me), b.Shapes(p, opp)
			for d := 0; d < NumDirs; d++ {
				v += shapeValue(sm[d]) + shapeValue(so[d])*9/10
			}
			v = v*4 + int32(r.IntN(4))
			if v > bestV {
				best, bestV = p, v
			}
		}
	}
	if best == NoPoint {
		best = Pt(b.Size()/2, b.Size()/2)
	}
	return best
}

// TestSearchBeatsGreedy: the engine with 20,000 nodes a move (a node
// budget keeps the games the same on a loaded machine) wins every game
// against the one-ply greedy player, with either colour and every rule.
func TestSearchBeatsGreedy(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	s := NewSearcher(18)
	for g := 0; g < 6; g++ {
		rule := Rule(g % 3)
		engineColor := Black
		if g%2 == 1 {
			engineColor = White
		}
		b, _ := NewBoard(15, rule)
		s.Clear()
		for b.Winner() == Empty && b.Stones() < 225 {
			var m Point
			if b.SideToMove() == engineColor {
				m = search(s, b, engine.Limits{Nodes: 20000}).Best
			} else {
				m = greedyMove(b, r)
			}
			if !b.Legal(m, b.SideToMove()) {
				t.Fatalf("illegal %v", m)
			}
			b.Place(m)
		}
		if b.Winner() != engineColor {
			t.Errorf("%v, engine %v: winner %v after %d moves: %s", rule, engineColor, b.Winner(), b.Stones(), FormatMoves(b.History(), 15))
		} else {
			t.Logf("%v, engine %v: won in %d moves", rule, engineColor, b.Stones())
		}
	}
}
