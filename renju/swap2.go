package renju

import (
	"fmt"
	"strings"
)

// Swap2 is the state of a Swap2 opening, the opening rule of Gomocup's
// and many gomoku tournaments (also playable under renju rules):
//
//  1. the opener places three stones: black, white, black;
//  2. the responder chooses: take white and play the 4th stone, take black
//     (the "swap": the opener, now White, plays the 4th stone), or place two
//     more stones, white then black;
//  3. after those five stones the opener chooses the colour: take white and
//     play the 6th stone, or take black (the responder, White, plays it).
//
// Stones alternate from Black in the order placed, so the position is a
// plain game record. A Swap2 is a value: an action returns the next state
// and leaves the receiver unchanged; a refused action returns a *Swap2Error
// saying what was refused and where. The zero value is not a valid state
// (use NewSwap2): its actions return errors.
type Swap2 struct {
	size   int
	rule   Rule
	stones [6]Point // in the order placed, from Black
	n      int
	phase  Swap2Phase
	black  Swap2Player // who plays black, once settled
}

// Swap2Phase is the stage of a Swap2 opening.
type Swap2Phase uint8

const (
	Swap2NeedThree   Swap2Phase = iota // the opener is to place three stones
	Swap2ThreeStones                   // the responder chooses
	Swap2FiveStones                    // the opener chooses the colour
	Swap2Settled                       // colours decided: normal play goes on
)

var swap2PhaseNames = [...]string{"before the first three stones", "after three stones", "after five stones", "after the colours are settled"}

func (p Swap2Phase) String() string {
	if int(p) < len(swap2PhaseNames) {
		return swap2PhaseNames[p]
	}
	return fmt.Sprintf("phase %d", p)
}

// Swap2Player is one of the two players of a Swap2 opening.
type Swap2Player uint8

const (
	Opener    Swap2Player = iota // places the first three stones
	Responder                    // answers them
)

func (p Swap2Player) String() string {
	if p == Responder {
		return "responder"
	}
	return "opener"
}

// Other returns the other player.
func (p Swap2Player) Other() Swap2Player { return 1 - p }

// Swap2Action is a kind of Swap2 decision.
type Swap2Action uint8

const (
	Swap2PlaceThree Swap2Action = iota + 1 // three stones: black, white, black
	Swap2TakeWhite                         // take white and play its stone (the 4th or the 6th)
	Swap2TakeBlack                         // take black; White, the other player, moves next ("SWAP")
	Swap2PlaceTwo                          // two more stones: white, black; the opener chooses
)

var swap2ActionNames = [...]string{"", "place three", "take white", "take black", "place two"}

func (a Swap2Action) String() string {
	if a >= Swap2PlaceThree && a <= Swap2PlaceTwo {
		return swap2ActionNames[a]
	}
	return fmt.Sprintf("action %d", a)
}

// pointsOf is the number of stones an action places.
func (a Swap2Action) pointsOf() int {
	switch a {
	case Swap2PlaceThree:
		return 3
	case Swap2TakeWhite:
		return 1
	case Swap2PlaceTwo:
		return 2
	}
	return 0
}

// Swap2Move is one decision: the action and the stones it places in order
// (PlaceThree: black, white, black; TakeWhite: the white stone; PlaceTwo:
// white, black; TakeBlack: none).
type Swap2Move struct {
	Action Swap2Action
	Points []Point
}

// Format writes the move with algebraic points: "place three H8 H9 I8".
func (m Swap2Move) Format(size int) string {
	var b strings.Builder
	b.WriteString(m.Action.String())
	for _, p := range m.Points {
		b.WriteByte(' ')
		b.WriteString(FormatPoint(p, size))
	}
	return b.String()
}

// Swap2Error is a refused Swap2 action: what was refused, in which phase,
// and which stone (numbered in the game, 1..6) when one stone is the cause.
type Swap2Error struct {
	Action Swap2Action
	Phase  Swap2Phase
	Stone  int    // 0: the action as a whole
	Point  string // the stone's point, algebraic ("??" off the board)
	Reason string
}

func (e *Swap2Error) Error() string {
	s := fmt.Sprintf("swap2: %s %s: ", e.Action, e.Phase)
	if e.Stone > 0 {
		s += fmt.Sprintf("stone %d at %s: ", e.Stone, e.Point)
	}
	return s + e.Reason
}

// NewSwap2 starts a Swap2 opening on an empty size x size board.
func NewSwap2(size int, rule Rule) (Swap2, error) {
	if _, err := NewBoard(size, rule); err != nil {
		return Swap2{}, fmt.Errorf("swap2: %w", err)
	}
	return Swap2{size: size, rule: rule}, nil
}

// Swap2FromStones is the state after the given stones (in the order placed,
// from Black): none (the opener is to place three), three (the responder
// chooses) or five (the opener chooses the colour), the way Gomocup's
// SWAP2BOARD describes the opening.
func Swap2FromStones(size int, rule Rule, stones []Point) (Swap2, error) {
	s, err := NewSwap2(size, rule)
	if err != nil {
		return s, err
	}
	switch len(stones) {
	case 0:
		return s, nil
	case 3:
		return s.PlaceThree(stones[0], stones[1], stones[2])
	case 5:
		if s, err = s.PlaceThree(stones[0], stones[1], stones[2]); err != nil {
			return s, err
		}
		return s.PlaceTwo(stones[3], stones[4])
	}
	return s, fmt.Errorf("swap2: %d stones: a Swap2 opening is decided with 0, 3 or 5 stones on the board", len(stones))
}

// Size and Rule are the board's.
func (s Swap2) Size() int  { return s.size }
func (s Swap2) Rule() Rule { return s.rule }

// Phase is the stage of the opening.
func (s Swap2) Phase() Swap2Phase { return s.phase }

// Stones returns the stones placed so far, in order from Black (a copy).
func (s Swap2) Stones() []Point { return append([]Point(nil), s.stones[:s.n]...) }

// SideToMove is the colour of the next stone.
func (s Swap2) SideToMove() Color {
	if s.n%2 == 0 {
		return Black
	}
	return White
}

// Chooser is the player whose decision the opening waits for; ok is false
// once the colours are settled.
func (s Swap2) Chooser() (p Swap2Player, ok bool) {
	switch s.phase {
	case Swap2NeedThree, Swap2FiveStones:
		return Opener, true
	case Swap2ThreeStones:
		return Responder, true
	}
	return Opener, false
}

// BlackPlayer is the player who plays black; ok is false until the colours
// are settled.
func (s Swap2) BlackPlayer() (p Swap2Player, ok bool) {
	return s.black, s.phase == Swap2Settled
}

// Actions lists the actions allowed in this phase.
func (s Swap2) Actions() []Swap2Action {
	switch s.phase {
	case Swap2NeedThree:
		return []Swap2Action{Swap2PlaceThree}
	case Swap2ThreeStones:
		return []Swap2Action{Swap2TakeWhite, Swap2TakeBlack, Swap2PlaceTwo}
	case Swap2FiveStones:
		return []Swap2Action{Swap2TakeWhite, Swap2TakeBlack}
	}
	return nil
}

// Board returns the position: the stones played as moves from Black, the
// colour of the next stone to move.
func (s Swap2) Board() (*Board, error) {
	b, err := NewBoard(s.size, s.rule)
	if err != nil {
		return nil, fmt.Errorf("swap2: %w", err)
	}
	if err := b.PlayMoves(s.stones[:s.n]); err != nil {
		return nil, fmt.Errorf("swap2: %w", err)
	}
	return b, nil
}
