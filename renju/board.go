package renju

import (
	"errors"
	"fmt"

	"bitban/bitboard"
)

// Color of a stone or of the side to move. The values of Black and White are
// their 2-bit line codes.
type Color uint8

const (
	Empty Color = 0
	Black Color = bitboard.Code2Black
	White Color = bitboard.Code2White
)

// Opponent returns the other colour (Empty for Empty).
func (c Color) Opponent() Color {
	if c == Empty {
		return Empty
	}
	return 3 - c
}

func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// Rule is the set of rules a board is played under.
type Rule uint8

const (
	// Freestyle: five or more in a row wins, for both colours.
	Freestyle Rule = iota
	// Standard: exactly five wins, an overline does not; no forbidden moves.
	Standard
	// Renju (RIF): Black wins with exactly five only and may not play a
	// double-three, double-four or overline (a move making an exact five is
	// always allowed); White has no forbidden moves and five or more wins.
	Renju
)

var ruleNames = [...]string{"freestyle", "standard", "renju"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", r)
}

// ParseRule parses "freestyle", "standard" or "renju".
func ParseRule(s string) (Rule, error) {
	for i, n := range ruleNames {
		if s == n {
			return Rule(i), nil
		}
	}
	return 0, fmt.Errorf("unknown rule %q (want freestyle, standard or renju)", s)
}

// ExactFive reports whether colour c needs exactly five (an overline does not
// win) under rule r.
func (r Rule) ExactFive(c Color) bool {
	return r == Standard || (r == Renju && c == Black)
}

// Board sizes.
const (
	MinSize = 5
	MaxSize = 20
	// Stride is the row stride of a Point: Point = y*Stride + x.
	Stride = 32
)

// Point is a board point, y*Stride + x (x column from the left, y row from
// the top). NoPoint marks "none". A fixed stride (not the board size) keeps
// neighbour arithmetic the same on every board size.
type Point int16

const NoPoint Point = -1

// Pt returns the point at column x, row-from-top y.
func Pt(x, y int) Point { return Point(y*Stride + x) }

// X returns the column (0 = leftmost).
func (p Point) X() int { return int(p) & (Stride - 1) }

// Y returns the row counted from the top (0 = top row).
func (p Point) Y() int { return int(p) / Stride }

// Dir is one of the four line directions.
type Dir uint8

const (
	// Horizontal: a row, x increasing.
	Horizontal Dir = iota
	// Vertical: a column, y increasing (downward).
	Vertical
	// Diagonal: x and y increasing ("\" on the printed board).
	Diagonal
	// AntiDiagonal: x increasing, y decreasing ("/" on the printed board).
	AntiDiagonal
)

// NumDirs is the number of line directions.
const NumDirs = 4

var dirNames = [NumDirs]string{"horizontal", "vertical", "diagonal", "anti-diagonal"}

func (d Dir) String() string {
	if d < NumDirs {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", d)
}

// dirDX, dirDY are the unit steps of each direction; the position of a point
// along its line is its x (y for Vertical), so offset k along direction d is
// the point (x + k*dx, y + k*dy).
var (
	dirDX = [NumDirs]int{1, 0, 1, 1}
	dirDY = [NumDirs]int{0, 1, 1, -1}
)

// Step returns the point k steps from p along d (it may be off the board).
func (d Dir) Step(p Point, k int) (x, y int) {
	return p.X() + k*dirDX[d&3], p.Y() + k*dirDY[d&3]
}

// DX and DY are the unit steps of direction d (one of the four) in x and
// y. They index without a mask, as the search's loops over the directions
// did before they moved out of this package: the compiler proves those
// indexes in range, and a mask cost the cache refresh 2% more instructions.
func (d Dir) DX() int { return dirDX[d] }
func (d Dir) DY() int { return dirDY[d] }

// linePad is the number of off-board points kept below point 0 of every
// line, so the 11-point window around any point (5 each side) is a plain
// right shift of the line word.
const linePad = 5

// lineSlots is the number of lines kept per direction (a diagonal index
// x-y+MaxSize-1 or x+y goes up to 2*MaxSize-2); a power of two so that
// indexing with &(NumDirs*lineSlots-1) needs no bounds check.
const lineSlots = 64

// Board is a five-in-a-row position: the stones, the 2-bit lines of all four
// directions, the side to move and the move history.
type Board struct {
	// lines[d*lineSlots+i] is line i of direction d (rows by y, columns by x,
	// diagonals by x-y+MaxSize-1, anti-diagonals by x+y), point at position
	// t (x, or y for columns) in pair t+linePad.
	lines [NumDirs * lineSlots]uint64
	cells [MaxSize * Stride]Color
	size  int
	rule  Rule
	side  Color
	count [3]int
	hist  [MaxSize * MaxSize]Point
	nhist int
}

// NewBoard returns an empty board of size x size points (MinSize..MaxSize)
// under rule r, Black to move.
func NewBoard(size int, r Rule) (*Board, error) {
	b := new(Board)
	if err := b.Reset(size, r); err != nil {
		return nil, err
	}
	return b, nil
}

// Reset empties the board and sets its size and rule.
func (b *Board) Reset(size int, r Rule) error {
	if size < MinSize || size > MaxSize {
		return fmt.Errorf("board size %d out of range %d..%d", size, MinSize, MaxSize)
	}
	if r > Renju {
		return fmt.Errorf("unknown rule %d", r)
	}
	*b = Board{size: size, rule: r, side: Black}
	full := bitboard.EmptyLine2(size) << (2 * linePad)
	for i := 0; i < size; i++ {
		b.lines[int(Horizontal)*lineSlots+i] = full
		b.lines[int(Vertical)*lineSlots+i] = full
	}
	// A diagonal holds the points whose x lies in [lo, hi]; other positions
	// stay off-board (00).
	for x := 0; x < size; x++ {
		for y := 0; y < size; y++ {
			e := uint64(bitboard.Code2Empty) << (2 * uint(x+linePad))
			b.lines[int(Diagonal)*lineSlots+x-y+MaxSize-1] |= e
			b.lines[int(AntiDiagonal)*lineSlots+x+y] |= e
		}
	}
	return nil
}

// Size returns the board's width (= height).
func (b *Board) Size() int { return b.size }

// Rule returns the board's rule.
func (b *Board) Rule() Rule { return b.rule }

// SetRule changes the rule (the stones stay).
func (b *Board) SetRule(r Rule) { b.rule = r }

// OnBoard reports whether (x, y) is a point of the board.
func (b *Board) OnBoard(x, y int) bool {
	return uint(x) < uint(b.size) && uint(y) < uint(b.size)
}

// Contains reports whether p is a point of the board.
func (b *Board) Contains(p Point) bool {
	return p >= 0 && b.OnBoard(p.X(), p.Y())
}

// At returns the stone at p (Empty also for points off the board).
func (b *Board) At(p Point) Color {
	if !b.Contains(p) {
		return Empty
	}
	return b.cells[p]
}

// SideToMove returns the colour that plays next.
func (b *Board) SideToMove() Color { return b.side }

// SetSideToMove sets the colour that plays next.
func (b *Board) SetSideToMove(c Color) {
	if c == Black || c == White {
		b.side = c
	}
}

// Count returns the number of stones of colour c (Empty: empty points).
func (b *Board) Count(c Color) int {
	if c == Empty {
		return b.size*b.size - b.count[Black] - b.count[White]
	}
	return b.count[c&3]
}

// Stones returns the number of stones on the board.
func (b *Board) Stones() int { return b.count[Black] + b.count[White] }

// History returns the moves played with Place, oldest first (stones put with
// Set are not moves). The slice aliases the board; copy it to keep it.
func (b *Board) History() []Point { return b.hist[:b.nhist] }

// LastMove returns the last move played, or NoPoint.
func (b *Board) LastMove() Point {
	if b.nhist == 0 {
		return NoPoint
	}
	return b.hist[b.nhist-1]
}

// flip toggles the 2-bit codes of (x, y) in its four lines between empty (11)
// and colour c: XOR with 11^c turns 11 into c and c back into 11.
func (b *Board) flip(x, y int, c Color) {
	d := uint64(3 ^ c)
	sx := 2 * uint(x+linePad)
	b.lines[int(Horizontal)*lineSlots+y] ^= d << sx
	b.lines[int(Vertical)*lineSlots+x] ^= d << (2 * uint(y+linePad))
	b.lines[int(Diagonal)*lineSlots+x-y+MaxSize-1] ^= d << sx
	b.lines[int(AntiDiagonal)*lineSlots+x+y] ^= d << sx
}

// put places a stone of colour c on the empty on-board point (x, y).
func (b *Board) put(x, y int, c Color) {
	b.flip(x, y, c)
	b.cells[y*Stride+x] = c
	b.count[c]++
}

// take removes the stone of colour c from (x, y).
func (b *Board) take(x, y int, c Color) {
	b.flip(x, y, c)
	b.cells[y*Stride+x] = Empty
	b.count[c]--
}

// Errors of Set, Place and Remove.
var (
	ErrOffBoard = errors.New("point off the board")
	ErrOccupied = errors.New("point occupied")
	ErrNoStone  = errors.New("no stone there")
	ErrNoColor  = errors.New("colour must be black or white")
)

// Set puts a stone of colour c on p without recording a move and without
// changing the side to move (position setup). Set with Empty removes.
func (b *Board) Set(p Point, c Color) error {
	if !b.Contains(p) {
		return ErrOffBoard
	}
	if c == Empty {
		return b.Remove(p)
	}
	if c != Black && c != White {
		return ErrNoColor
	}
	if b.cells[p] != Empty {
		return ErrOccupied
	}
	b.put(p.X(), p.Y(), c)
	return nil
}

// Remove takes the stone off p without touching the history.
func (b *Board) Remove(p Point) error {
	if !b.Contains(p) {
		return ErrOffBoard
	}
	c := b.cells[p]
	if c == Empty {
		return ErrNoStone
	}
	b.take(p.X(), p.Y(), c)
	return nil
}

// Place plays a stone of the side to move on p, records it and passes the
// turn. It does not check forbidden points or a finished game (see Legal,
// IsWinningMove, Winner).
func (b *Board) Place(p Point) error {
	if !b.Contains(p) {
		return ErrOffBoard
	}
	if b.cells[p] != Empty {
		return ErrOccupied
	}
	b.put(p.X(), p.Y(), b.side)
	b.hist[b.nhist] = p
	b.nhist++
	b.side = b.side.Opponent()
	return nil
}

// Undo takes back the last move played with Place and returns it; ok is false
// when there is none.
func (b *Board) Undo() (p Point, ok bool) {
	if b.nhist == 0 {
		return NoPoint, false
	}
	b.nhist--
	p = b.hist[b.nhist]
	c := b.cells[p]
	b.take(p.X(), p.Y(), c)
	b.side = c
	return p, true
}

// Line returns the 2-bit word of the line of direction d through p, and the
// pair index of p in it (see the bitboard Points2 functions). Points beyond
// the board's edge read as off-board (00). A point off the board gives 0, 0.
func (b *Board) Line(p Point, d Dir) (line uint64, pos int) {
	if !b.Contains(p) {
		return 0, 0
	}
	x, y := p.X(), p.Y()
	switch d & 3 {
	case Horizontal:
		return b.lines[int(Horizontal)*lineSlots+y], x + linePad
	case Vertical:
		return b.lines[int(Vertical)*lineSlots+x], y + linePad
	case Diagonal:
		return b.lines[int(Diagonal)*lineSlots+x-y+MaxSize-1], x + linePad
	default:
		return b.lines[int(AntiDiagonal)*lineSlots+x+y], x + linePad
	}
}

// The searchers' access to the board: moves without checks or history, and
// the line words themselves. Each is small enough to be inlined.

// NumLineSlots is the number of line words a board keeps (the slots of
// LineWord; unused slots hold off-board lines).
const NumLineSlots = NumDirs * lineSlots

// LineWord returns the 2-bit word of line slot i (see LineSlot): the point
// at position t of the line (x, or y for columns) is pair t+5, so the
// 11-point window centred on it is the word shifted right by 2t.
func (b *Board) LineWord(i int) uint64 { return b.lines[i&(NumLineSlots-1)] }

// LineSlotsAt returns the slots of the four lines through (x, y), by
// direction.
func LineSlotsAt(x, y int) [NumDirs]int {
	return [NumDirs]int{
		(int(Horizontal)*lineSlots + y) & (NumDirs*lineSlots - 1),
		(int(Vertical)*lineSlots + x) & (NumDirs*lineSlots - 1),
		(int(Diagonal)*lineSlots + x - y + MaxSize - 1) & (NumDirs*lineSlots - 1),
		(int(AntiDiagonal)*lineSlots + x + y) & (NumDirs*lineSlots - 1),
	}
}

// Stone returns the stone on the on-board point p (Empty if none): At
// without its check that p is on the board.
func (b *Board) Stone(p Point) Color { return b.cells[p] }

// Put puts a stone of colour c on the empty on-board point p, and Take
// takes it off again: no checks, no history, the side to move unchanged.
func (b *Board) Put(p Point, c Color)  { b.put(p.X(), p.Y(), c) }
func (b *Board) Take(p Point, c Color) { b.take(p.X(), p.Y(), c) }

// Push plays a stone of the side to move on the empty on-board point p and
// passes the turn, without checks or history (the search's make move);
// it returns the stone's colour. Pop takes the stone on p back off and
// gives the turn back to its colour (the unmake). Each is one call: put
// and take written out, with flip inlined.
func (b *Board) Push(p Point) Color {
	c := b.side
	b.flip(p.X(), p.Y(), c)
	b.cells[p] = c
	b.count[c]++
	b.side = c.Opponent()
	return c
}

func (b *Board) Pop(p Point) Color {
	c := b.cells[p]
	b.flip(p.X(), p.Y(), c)
	b.cells[p] = Empty
	b.count[c]--
	b.side = c
	return c
}

// NearMasks writes, per row, the empty points (bit 2x) that lie within dist
// (1 or 2) steps along a line of a stone of colour c: the only points where
// c can make a four or a five. With c Empty it is the points near a stone
// of either colour (the union of the masks of Black and White).
func (b *Board) NearMasks(c Color, out *[MaxSize]uint64, dist int) {
	var st, em [MaxSize + 4]uint64 // rows shifted by 2 so y-2..y+2 index safely
	for y := 0; y < b.size; y++ {
		row := b.lines[(int(Horizontal)*lineSlots+y)&(NumDirs*lineSlots-1)] >> (2 * linePad)
		switch c {
		case Black:
			st[y+2] = bitboard.Black2(row)
		case Empty:
			st[y+2] = bitboard.Black2(row) | bitboard.White2(row)
		default:
			st[y+2] = bitboard.White2(row)
		}
		em[y+2] = bitboard.Empty2(row)
	}
	for y := 0; y < b.size; y++ {
		i := y + 2
		s0, s1u, s1d := st[i], st[i-1], st[i+1]
		m := s0<<2 | s0>>2 | s1u | s1d | s1u<<2 | s1u>>2 | s1d<<2 | s1d>>2
		if dist >= 2 {
			s2u, s2d := st[i-2], st[i+2]
			m |= s0<<4 | s0>>4 | s2u | s2d | s2u<<4 | s2u>>4 | s2d<<4 | s2d>>4
		}
		out[y] = m & em[i]
	}
}

// Clone returns an independent copy of the board.
func (b *Board) Clone() *Board {
	c := *b
	return &c
}
