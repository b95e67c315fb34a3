package renju

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// refBoard is the slow, obviously-correct reference: a grid of bytes ('X'
// black, 'O' white, '.' empty), x column, y row from the top.
type refBoard struct {
	n    int
	grid [][]byte
}

func newRefBoard(b *Board) *refBoard {
	r := &refBoard{n: b.Size()}
	for _, row := range b.Rows() {
		r.grid = append(r.grid, []byte(row))
	}
	return r
}

var refDX, refDY = [4]int{1, 0, 1, 1}, [4]int{0, 1, 1, -1}

// line returns the whole line through (x, y) in direction d as a string of
// the point states seen by Black ('X' black, '.' empty, '#' white; the board
// edge ends the string) and the index of (x, y) in it, plus the coordinates
// of every index.
func (r *refBoard) line(x, y, d int) (s []byte, at int, xs, ys []int) {
	for x-refDX[d] >= 0 && x-refDX[d] < r.n && y-refDY[d] >= 0 && y-refDY[d] < r.n {
		x, y = x-refDX[d], y-refDY[d]
	}
	for i := 0; x >= 0 && x < r.n && y >= 0 && y < r.n; i++ {
		c := r.grid[y][x]
		if c == 'O' {
			c = '#'
		}
		s = append(s, c)
		xs, ys = append(xs, x), append(ys, y)
		x, y = x+refDX[d], y+refDY[d]
	}
	return s, -1, xs, ys
}

func (r *refBoard) lineAt(x, y, d int) (s []byte, at int, xs, ys []int) {
	s, _, xs, ys = r.line(x, y, d)
	for i := range xs {
		if xs[i] == x && ys[i] == y {
			at = i
		}
	}
	return s, at, xs, ys
}

// runLen is the length of the black run through (x, y) in direction d with a
// black stone on (x, y).
func (r *refBoard) runLen(x, y, d int) int {
	old := r.grid[y][x]
	r.grid[y][x] = 'X'
	s, at, _, _ := r.lineAt(x, y, d)
	lo, hi := naiveRun(s, at)
	r.grid[y][x] = old
	return hi - lo + 1
}

func (r *refBoard) makesFive(x, y int) bool {
	for d := 0; d < 4; d++ {
		if r.runLen(x, y, d) == 5 {
			return true
		}
	}
	return false
}

func (r *refBoard) makesOverline(x, y int) bool {
	for d := 0; d < 4; d++ {
		if r.runLen(x, y, d) >= 6 {
			return true
		}
	}
	return false
}

// fours counts the fours Black makes on (x, y) along d: the empty points q
// where a second stone makes an exact five through both, the two points of a
// straight four counting as one.
func (r *refBoard) fours(x, y, d int) int {
	r.grid[y][x] = 'X'
	defer func() { r.grid[y][x] = '.' }()
	s, at, _, _ := r.lineAt(x, y, d)
	var q []int
	for i := range s {
		if s[i] != '.' {
			continue
		}
		s[i] = 'X'
		lo, hi := naiveRun(s, at)
		if hi-lo+1 == 5 && lo <= i && i <= hi {
			q = append(q, i)
		}
		s[i] = '.'
	}
	n := len(q)
	lo, hi := naiveRun(s, at)
	if hi-lo+1 == 4 && contains(q, lo-1) && contains(q, hi+1) {
		n--
	}
	return n
}

// three reports whether Black on (x, y) makes a three along d: some empty q
// on the line such that the stones make a straight four (four in a row, both
// ends empty, each end an exact five) holding (x, y) and q, and q, played
// with (x, y) on the board, makes no five and is not forbidden.
func (r *refBoard) three(x, y, d int) bool {
	r.grid[y][x] = 'X'
	defer func() { r.grid[y][x] = '.' }()
	s, at, xs, ys := r.lineAt(x, y, d)
	for i := range s {
		if s[i] != '.' {
			continue
		}
		s[i] = 'X'
		lo, hi := naiveRun(s, at)
		straight := false
		if hi-lo+1 == 4 && lo <= i && i <= hi && lo > 0 && hi < len(s)-1 && s[lo-1] == '.' && s[hi+1] == '.' {
			s[lo-1] = 'X'
			l1, h1 := naiveRun(s, at)
			s[lo-1] = '.'
			s[hi+1] = 'X'
			l2, h2 := naiveRun(s, at)
			s[hi+1] = '.'
			straight = h1-l1+1 == 5 && h2-l2+1 == 5
		}
		s[i] = '.'
		if straight && !r.makesFive(xs[i], ys[i]) && r.forbidden(xs[i], ys[i]) == NotForbidden {
			return true
		}
	}
	return false
}

// forbidden applies the rules in order: five allowed, overline, double-four,
// double-three.
func (r *refBoard) forbidden(x, y int) Forbid {
	if r.grid[y][x] != '.' || r.makesFive(x, y) {
		return NotForbidden
	}
	if r.makesOverline(x, y) {
		return Overline
	}
	f := 0
	for d := 0; d < 4; d++ {
		f += r.fours(x, y, d)
	}
	if f >= 2 {
		return DoubleFour
	}
	t := 0
	for d := 0; d < 4; d++ {
		if r.three(x, y, d) {
			t++
		}
	}
	if t >= 2 {
		return DoubleThree
	}
	return NotForbidden
}

// randomBoard builds a board of the given size with stones clustered in a
// random square, Black-heavy so that threes and fours are common.
func randomBoard(r *rand.Rand, size int, rule Rule) *Board {
	b, _ := NewBoard(size, rule)
	area := 5 + r.IntN(size-4)
	ox, oy := r.IntN(size-area+1), r.IntN(size-area+1)
	nb := r.IntN(area*area/3 + 1)
	nw := r.IntN(nb/2 + 2)
	for i := 0; i < nb+nw; i++ {
		p := Pt(ox+r.IntN(area), oy+r.IntN(area))
		c := Black
		if i >= nb {
			c = White
		}
		_ = b.Set(p, c) // occupied points are skipped
	}
	return b
}

// refBoards is the number of random boards the reference comparisons
// check (a few seconds).
const refBoards = 1500

// TestForbiddenAgainstReference compares every empty point's verdict with the
// slow reference on random boards of every size.
func TestForbiddenAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	kinds := map[Forbid]int{}
	for iter := 0; iter < refBoards; iter++ {
		size := 15
		if iter%4 == 3 {
			size = MinSize + r.IntN(MaxSize-MinSize+1)
		}
		b := randomBoard(r, size, Renju)
		ref := newRefBoard(b)
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				if ref.grid[y][x] != '.' {
					continue
				}
				got, want := b.Forbidden(Pt(x, y)), ref.forbidden(x, y)
				if got != want {
					t.Fatalf("board %d %s: %q, reference %q\n%s", iter, b.PointName(Pt(x, y)), got, want, b)
				}
				kinds[got]++
			}
		}
	}
	t.Logf("verdicts: %v", kinds)
	for _, k := range []Forbid{DoubleThree, DoubleFour, Overline} {
		if kinds[k] == 0 {
			t.Errorf("random boards produced no %q point: the test is too weak", k)
		}
	}
}

// TestShapesAgainstStrings compares the board's table lookups with the string
// definition on whole lines, for both colours and all rules.
func TestShapesAgainstStrings(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for iter := 0; iter < 300; iter++ {
		size := MinSize + r.IntN(MaxSize-MinSize+1)
		rule := Rule(r.IntN(3))
		b := randomBoard(r, size, rule)
		for _, c := range []Color{Black, White} {
			// The reference sees colour c as 'X'.
			ref := newRefBoard(b)
			if c == White {
				for _, row := range ref.grid {
					for i, ch := range row {
						row[i] = map[byte]byte{'X': 'O', 'O': 'X', '.': '.'}[ch]
					}
				}
			}
			exact := rule.ExactFive(c)
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					got := b.Shapes(Pt(x, y), c)
					for d := 0; d < 4; d++ {
						var want Shape
						if ref.grid[y][x] == '.' {
							s, at, _, _ := ref.lineAt(x, y, d)
							want = naiveShapeAt(s, at, exact)
						}
						if got[d] != want {
							t.Fatalf("board %d (%v, %v) %s dir %v: %012b, string definition %012b\n%s",
								iter, rule, c, b.PointName(Pt(x, y)), Dir(d), got[d], want, b)
						}
					}
				}
			}
		}
	}
}

// TestWinnerAgainstReference checks Winner and IsWinningMove with runs.
func TestWinnerAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	winners := map[Color]int{}
	defer func() {
		t.Logf("winners: %v", winners)
		if winners[Black] == 0 || winners[White] == 0 || winners[Empty] == 0 {
			t.Errorf("random boards lack a kind of winner: %v", winners)
		}
	}()
	for iter := 0; iter < 2000; iter++ {
		size := MinSize + r.IntN(MaxSize-MinSize+1)
		rule := Rule(r.IntN(3))
		b := randomBoard(r, size, rule)
		if iter%2 == 1 { // White-heavy boards too
			b, _ = ParseFlat(strings.NewReplacer("X", "O", "O", "X").Replace(b.Flat()), rule)
		}
		want := Empty
		for _, c := range []Color{Black, White} {
			if want != Empty {
				break
			}
			for y := 0; y < size && want == Empty; y++ {
				for x := 0; x < size && want == Empty; x++ {
					if b.At(Pt(x, y)) != c {
						continue
					}
					for d := 0; d < 4; d++ {
						n := runThrough(b, x, y, d, c)
						if n == 5 || (n > 5 && !rule.ExactFive(c)) {
							want = c
						}
					}
				}
			}
		}
		winners[want]++
		if got := b.Winner(); got != want {
			t.Fatalf("board %d (%v): winner %v, want %v\n%s", iter, rule, got, want, b)
		}
		// Every empty point: IsWinningMove agrees with the run after placing.
		for _, c := range []Color{Black, White} {
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					p := Pt(x, y)
					if b.At(p) != Empty {
						continue
					}
					_ = b.Set(p, c)
					wins := false
					for d := 0; d < 4; d++ {
						n := runThrough(b, x, y, d, c)
						wins = wins || n == 5 || (n > 5 && !rule.ExactFive(c))
					}
					_ = b.Remove(p)
					if got := b.IsWinningMove(p, c); got != wins {
						t.Fatalf("board %d (%v): %v on %s wins %v, want %v\n%s", iter, rule, c, b.PointName(p), got, wins, b)
					}
				}
			}
		}
	}
}

func runThrough(b *Board, x, y, d int, c Color) int {
	n := 1
	for _, sgn := range []int{-1, 1} {
		for k := 1; ; k++ {
			if b.At(Pt(x+sgn*k*refDX[d], y+sgn*k*refDY[d])) != c || !b.OnBoard(x+sgn*k*refDX[d], y+sgn*k*refDY[d]) {
				break
			}
			n++
		}
	}
	return n
}

// TestIncrementalLines plays and takes back random games and checks the
// incremental 2-bit lines against a board rebuilt from scratch.
func TestIncrementalLines(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for iter := 0; iter < 200; iter++ {
		size := MinSize + r.IntN(MaxSize-MinSize+1)
		b, _ := NewBoard(size, Renju)
		for step := 0; step < 3*size*size; step++ {
			if r.IntN(3) == 0 {
				b.Undo()
			} else {
				_ = b.Place(Pt(r.IntN(size), r.IntN(size)))
			}
			if step%7 == 0 {
				fresh, err := ParseFlat(b.Flat(), Renju)
				if err != nil {
					t.Fatal(err)
				}
				if fresh.lines != b.lines {
					t.Fatalf("size %d step %d: lines differ from a rebuilt board\n%s", size, step, b)
				}
				nb, nw := 0, 0
				for _, p := range b.History() {
					if b.At(p) == Black {
						nb++
					} else {
						nw++
					}
				}
				if b.Count(Black) != nb || b.Count(White) != nw || b.Stones() != len(b.History()) {
					t.Fatalf("counts %d %d, history %d %d", b.Count(Black), b.Count(White), nb, nw)
				}
				want := Black
				if len(b.History())%2 == 1 {
					want = White
				}
				if b.SideToMove() != want {
					t.Fatalf("side to move %v after %d moves", b.SideToMove(), len(b.History()))
				}
			}
		}
		for len(b.History()) > 0 {
			b.Undo()
		}
		empty, _ := NewBoard(size, Renju)
		if b.lines != empty.lines || b.Stones() != 0 {
			t.Fatalf("size %d: undoing everything does not give the empty board", size)
		}
	}
}

// TestForbiddenListMatchesPointwise checks that ForbiddenPoints and
// ForbiddenKinds list exactly the points Forbidden flags, in flat order, and
// that Legal agrees.
func TestForbiddenListMatchesPointwise(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for iter := 0; iter < 300; iter++ {
		b := randomBoard(r, 15, Renju)
		var want []Point
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				p := Pt(x, y)
				if b.Forbidden(p) != NotForbidden {
					want = append(want, p)
				}
				if b.Legal(p, Black) != (b.At(p) == Empty && b.Forbidden(p) == NotForbidden) {
					t.Fatalf("Legal(%s) disagrees", b.PointName(p))
				}
				if b.Legal(p, White) != (b.At(p) == Empty) {
					t.Fatalf("Legal(%s, White) disagrees", b.PointName(p))
				}
			}
		}
		if got := b.ForbiddenPoints(nil); !slices.Equal(got, want) {
			t.Fatalf("ForbiddenPoints %v, want %v", got, want)
		}
		kinds := b.ForbiddenKinds(nil)
		if len(kinds) != len(want) {
			t.Fatalf("ForbiddenKinds %v", kinds)
		}
		// Other rules have no forbidden points.
		b.SetRule(Standard)
		if len(b.ForbiddenPoints(nil)) != 0 {
			t.Fatal(fmt.Sprint("standard rule has forbidden points"))
		}
	}
}
