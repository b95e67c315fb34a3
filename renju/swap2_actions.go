package renju

import "fmt"

// PlaceThree is the opener's first decision: black b1, white w, black b2.
func (s Swap2) PlaceThree(b1, w, b2 Point) (Swap2, error) {
	return s.Apply(Swap2Move{Swap2PlaceThree, []Point{b1, w, b2}})
}

// TakeWhite is the chooser taking white and playing White's stone p (the
// 4th stone after three, the 6th after five).
func (s Swap2) TakeWhite(p Point) (Swap2, error) {
	return s.Apply(Swap2Move{Swap2TakeWhite, []Point{p}})
}

// TakeBlack is the chooser taking black (Gomocup's "SWAP"): the other
// player has white and plays the next stone.
func (s Swap2) TakeBlack() (Swap2, error) {
	return s.Apply(Swap2Move{Action: Swap2TakeBlack})
}

// PlaceTwo is the responder's third choice: white w and black b, after
// which the opener chooses the colour.
func (s Swap2) PlaceTwo(w, b Point) (Swap2, error) {
	return s.Apply(Swap2Move{Swap2PlaceTwo, []Point{w, b}})
}

// Apply returns the state after m, or a *Swap2Error when m is not allowed
// in this phase, has the wrong number of stones or puts one on a point that
// is off the board, occupied or (under renju, for Black) forbidden.
func (s Swap2) Apply(m Swap2Move) (Swap2, error) {
	if !s.allows(m.Action) {
		return s, s.refuse(m.Action, 0, NoPoint, s.notAllowed(m.Action))
	}
	if want := m.Action.pointsOf(); len(m.Points) != want {
		return s, s.refuse(m.Action, 0, NoPoint, fmt.Sprintf("want %d stone(s), got %d", want, len(m.Points)))
	}
	b, err := s.Board()
	if err != nil {
		return s, s.refuse(m.Action, 0, NoPoint, err.Error())
	}
	next := s
	for _, p := range m.Points {
		if why := stoneProblem(b, p); why != "" {
			return s, s.refuse(m.Action, next.n+1, p, why)
		}
		b.Place(p)
		next.stones[next.n] = p
		next.n++
	}
	next.phase, next.black = s.after(m.Action)
	return next, nil
}

// allows reports whether action a is allowed in this phase.
func (s Swap2) allows(a Swap2Action) bool {
	if s.size == 0 {
		return false // the zero value: no board
	}
	for _, x := range s.Actions() {
		if x == a {
			return true
		}
	}
	return false
}

// notAllowed says why an action is refused in this phase.
func (s Swap2) notAllowed(a Swap2Action) string {
	if s.size == 0 {
		return "no board (make the state with NewSwap2)"
	}
	acts := s.Actions()
	if len(acts) == 0 {
		return "the opening is over"
	}
	who, _ := s.Chooser()
	list := ""
	for i, x := range acts {
		if i > 0 {
			list += ", "
		}
		list += x.String()
	}
	return fmt.Sprintf("not allowed here; the %s may: %s", who, list)
}

// stoneProblem says why the side to move of b may not play p ("" if it may).
func stoneProblem(b *Board, p Point) string {
	switch c := b.SideToMove(); {
	case !b.Contains(p):
		return "off the board"
	case b.At(p) != Empty:
		return "occupied"
	case !b.Legal(p, c):
		return fmt.Sprintf("forbidden for Black (%s)", b.Forbidden(p))
	}
	return ""
}

// after is the phase an allowed action leads to, and who then plays black
// (meaningful once settled).
func (s Swap2) after(a Swap2Action) (Swap2Phase, Swap2Player) {
	chooser, _ := s.Chooser()
	switch a {
	case Swap2PlaceThree:
		return Swap2ThreeStones, Opener
	case Swap2PlaceTwo:
		return Swap2FiveStones, Opener
	case Swap2TakeWhite:
		return Swap2Settled, chooser.Other()
	}
	return Swap2Settled, chooser // Swap2TakeBlack
}

func (s Swap2) refuse(a Swap2Action, stone int, p Point, why string) *Swap2Error {
	e := &Swap2Error{Action: a, Phase: s.phase, Stone: stone, Reason: why}
	if stone > 0 {
		e.Point = FormatPoint(p, s.size)
	}
	return e
}
