package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestFlipKernels checks every kernel against refFlip on 1M random (board,
// empty square) pairs and on every empty square of 20k positions from random
// games.
func TestFlipKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 1_000_000
	if testing.Short() {
		n = 100_000
	}
	check := func(P, O uint64, sq int) {
		want := refFlip(P, O, sq)
		for _, k := range Kernels {
			if got := k.Flip(P, O, sq); got != want {
				t.Fatalf("%s(%#x, %#x, %s) = %#x, want %#x", k.Name, P, O, MoveName(sq), got, want)
			}
		}
		if got := Flip(P, O, sq); got != want {
			t.Fatalf("Flip(%#x, %#x, %s) = %#x, want %#x", P, O, MoveName(sq), got, want)
		}
	}
	for i := 0; i < n; i++ {
		P, O := randomBoard(r)
		empty := ^(P | O)
		if empty == 0 {
			continue
		}
		// A random empty square, and often a legal one so that many
		// checks have non-zero flips.
		sq := r.IntN(64)
		for empty>>uint(sq)&1 == 0 {
			sq = (sq + 1) & 63
		}
		if m := Moves(P, O); m != 0 && i&1 == 0 {
			for range r.IntN(bits.OnesCount64(m)) {
				m &= m - 1
			}
			sq = bits.TrailingZeros64(m)
		}
		check(P, O, sq)
	}
	for i := 0; i < n/50; i++ {
		p := randomGame(r, r.IntN(61))
		for e := p.Empty(); e != 0; e &= e - 1 {
			check(p.Player, p.Opponent, bits.TrailingZeros64(e))
		}
	}
}

// TestFlipEdges covers lines that run to every edge and corner: all 3^8
// fillings of the rank, file and both diagonals through each square.
func TestFlipLinesExhaustive(t *testing.T) {
	for sq := 0; sq < 64; sq++ {
		for _, d := range [4]int{0, 1, 2, 3} {
			line := uint64(1) << uint(sq)
			line |= rays[sq][d] | rays[sq][d+4]
			var sqs []int
			for l := line &^ (1 << uint(sq)); l != 0; l &= l - 1 {
				sqs = append(sqs, bits.TrailingZeros64(l))
			}
			total := 1
			for range sqs {
				total *= 3
			}
			for code := 0; code < total; code++ {
				var P, O uint64
				c := code
				for _, s := range sqs {
					switch c % 3 {
					case 1:
						P |= 1 << uint(s)
					case 2:
						O |= 1 << uint(s)
					}
					c /= 3
				}
				want := refFlip(P, O, sq)
				for _, k := range Kernels {
					if got := k.Flip(P, O, sq); got != want {
						t.Fatalf("%s(%#x, %#x, %s) = %#x, want %#x", k.Name, P, O, MoveName(sq), got, want)
					}
				}
			}
		}
	}
}

func TestMoves(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	for i := 0; i < n; i++ {
		var P, O uint64
		if i&1 == 0 {
			P, O = randomBoard(r)
		} else {
			p := randomGame(r, r.IntN(61))
			P, O = p.Player, p.Opponent
		}
		want := refMoves(P, O)
		if got := Moves(P, O); got != want {
			t.Fatalf("Moves(%#x, %#x) = %#x, want %#x", P, O, got, want)
		}
		if got := MovesKoggeStone(P, O); got != want {
			t.Fatalf("MovesKoggeStone(%#x, %#x) = %#x, want %#x", P, O, got, want)
		}
	}
}

func TestLineTables(t *testing.T) {
	// outflank8/flipped8 against a walk on one 8-square line.
	for x := 0; x < 8; x++ {
		for p := 0; p < 256; p++ {
			for o := 0; o < 256; o++ {
				if p&o != 0 || (p|o)>>uint(x)&1 != 0 {
					continue
				}
				var want int
				for _, d := range [2]int{-1, 1} {
					run := 0
					y := x + d
					for y >= 0 && y < 8 && o>>uint(y)&1 != 0 {
						run |= 1 << uint(y)
						y += d
					}
					if run != 0 && y >= 0 && y < 8 && p>>uint(y)&1 != 0 {
						want |= run
					}
				}
				got := int(flipped8[x][int(outflank8[x][(o>>1)&63])&p])
				if got != want {
					t.Fatalf("line x=%d p=%08b o=%08b: flips %08b, want %08b", x, p, o, got, want)
				}
			}
		}
	}
}

// Benchmarks. BenchmarkFlip runs each kernel on the same 4096 (position,
// move) pairs: every legal move, in square order, of positions from random
// games (as a move loop calls it). BenchmarkPerftKernel runs perft 8 from the
// start with each kernel (called through a function value, so the default
// kernel's row is slower than Perft itself, which has it inline).

type flipCase struct {
	P, O uint64
	sq   int
}

func flipCases() []flipCase {
	r := rand.New(rand.NewPCG(5, 6))
	var cs []flipCase
	for len(cs) < 4096 {
		p := randomGame(r, 4+r.IntN(52))
		for m := p.Moves(); m != 0 && len(cs) < 4096; m &= m - 1 {
			cs = append(cs, flipCase{p.Player, p.Opponent, bits.TrailingZeros64(m)})
		}
	}
	return cs
}

var sink uint64

func BenchmarkFlip(b *testing.B) {
	cs := flipCases()
	for _, k := range Kernels {
		b.Run(k.Name, func(b *testing.B) {
			f := k.Flip
			var s uint64
			i := 0
			for b.Loop() {
				c := &cs[i&4095]
				s += f(c.P, c.O, c.sq)
				i++
			}
			sink = s
		})
	}
}

// perftWith is perft (published) with the flip kernel as a parameter.
func perftWith(P, O uint64, depth int, flip FlipFunc) uint64 {
	moves := Moves(P, O)
	if moves == 0 {
		if depth == 1 || Moves(O, P) == 0 {
			return 1
		}
		return perftWith(O, P, depth-1, flip)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	for ; moves != 0; moves &= moves - 1 {
		sq := bits.TrailingZeros64(moves)
		f := flip(P, O, sq)
		n += perftWith(O^f, P^f^1<<uint(sq), depth-1, flip)
	}
	return n
}

func BenchmarkPerftKernel(b *testing.B) {
	for _, k := range Kernels {
		b.Run(k.Name, func(b *testing.B) {
			var n uint64
			for b.Loop() {
				n = perftWith(Start().Player, Start().Opponent, 8, k.Flip)
			}
			if n != 390216 {
				b.Fatalf("perft 8 with %s = %d", k.Name, n)
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
		})
	}
}

func BenchmarkMoves(b *testing.B) {
	cs := flipCases()
	b.Run("edax-shifts", func(b *testing.B) {
		var s uint64
		i := 0
		for b.Loop() {
			c := &cs[i&4095]
			s += Moves(c.P, c.O)
			i++
		}
		sink = s
	})
	b.Run("kogge-stone", func(b *testing.B) {
		var s uint64
		i := 0
		for b.Loop() {
			c := &cs[i&4095]
			s += MovesKoggeStone(c.P, c.O)
			i++
		}
		sink = s
	})
}
