package gomocup

import (
	"fmt"
	"strings"
)

// The Swap2 opening (Gomocup's SWAP2BOARD, from its 2020 tournament rules):
// the manager sends the stones placed so far, one "x,y" a line in the order
// placed (black, white, black, white, black), ended by DONE, and the brain
// answers its decision on one line:
//
//	0 stones: the opener's three stones       "x1,y1 x2,y2 x3,y3"
//	3 stones: take black                       "SWAP"
//	          take white and play the 4th      "x,y"
//	          place the 4th and 5th stones     "x4,y4 x5,y5"
//	5 stones: take black                       "SWAP"
//	          take white and play the 6th      "x,y"
//
// After the answer the session holds the stones, the brain's included, with
// the colour of the next stone to move, as if the moves had been played.

// Swap2Answer is a brain's Swap2 decision.
type Swap2Answer struct {
	// Swap is taking black ("SWAP"); otherwise Points are the stones the
	// brain places: three (the opening), one (it takes white and plays)
	// or two (the 4th and 5th stones).
	Swap   bool
	Points []Point
	// Eval is the evaluation behind the decision, White to move ("+12"),
	// and Why a sentence about it; either may be empty.
	Eval, Why string
}

// Swap2Brain is a Brain that can play the Swap2 opening.
type Swap2Brain interface {
	// Swap2 decides for the opening whose stones (in the order placed,
	// from Black) are given: none, three or five. req's limits and context
	// are those of a move.
	Swap2(req ThinkRequest, stones []Point) (Swap2Answer, error)
}

// endSwap2Block takes the stones of a SWAP2BOARD block as the position and
// asks the brain for its decision; bad stones are an ERROR and leave the
// game as it was.
func (s *Session) endSwap2Block() {
	pts := append([]Point(nil), s.blockPts...)
	if n := len(pts); n != 0 && n != 3 && n != 5 {
		s.errorf("SWAP2BOARD: %d stones; the opening is decided with 0, 3 or 5", n)
		return
	}
	sb, ok := s.brain.(Swap2Brain)
	if !ok {
		s.errorf("SWAP2BOARD: this brain does not play the Swap2 opening")
		return
	}
	if err := s.setStones(pts); err != nil {
		s.errorf("SWAP2BOARD: %v", err)
		return
	}
	s.launch("swap2", 1, func(req ThinkRequest) thinkResult {
		req.Info = nil // a decision runs several searches: no progress lines
		ans, err := sb.Swap2(req, pts)
		return thinkResult{swap2: ans, err: err}
	})
}

// setStones makes pts (in the order placed, from Black) the position, the
// colour of the next stone to move; on an error the brain and the session
// keep the old one.
func (s *Session) setStones(pts []Point) error {
	stones := make([]Stone, len(pts))
	for i, p := range pts {
		stones[i] = Stone{p, Color(1 + i%2)}
	}
	toMove := Color(1 + len(pts)%2)
	if err := s.brain.SetPosition(stones, toMove); err != nil {
		s.brain.SetPosition(s.stones, s.toMove)
		return err
	}
	s.stones, s.toMove = stones, toMove
	return nil
}

// finishSwap2 answers a completed Swap2 decision. An answer that does not
// fit the opening (a brain error) is replaced by a safe one: SWAP after
// three or five stones, three stones at the centre for the opening.
func (s *Session) finishSwap2(r thinkResult) {
	s.thinking = false
	ans, err := r.swap2, r.err
	if err == nil {
		err = s.applySwap2(ans)
	}
	if err != nil {
		s.out.Println("DEBUG swap2: " + err.Error())
		ans = s.swap2Fallback()
		if err := s.applySwap2(ans); err != nil {
			s.errorf("SWAP2BOARD: no answer: %v", err)
			return
		}
	}
	if ans.Why != "" {
		s.out.Println("MESSAGE swap2: " + ans.Why)
	}
	s.out.Println(formatSwap2(ans))
}

// applySwap2 checks that ans fits the stones on the board and adds its
// stones to the position.
func (s *Session) applySwap2(ans Swap2Answer) error {
	n, k := len(s.stones), len(ans.Points)
	switch {
	case ans.Swap && k > 0:
		return fmt.Errorf("SWAP with %d stones", k)
	case ans.Swap && n == 0:
		return fmt.Errorf("SWAP before the first three stones")
	case !ans.Swap && !(n == 0 && k == 3 || n == 3 && (k == 1 || k == 2) || n == 5 && k == 1):
		return fmt.Errorf("%d stones in answer to %d", k, n)
	}
	pts := make([]Point, 0, n+k)
	for _, st := range s.stones {
		pts = append(pts, st.P)
	}
	return s.setStones(append(pts, ans.Points...))
}

// swap2Fallback is an answer that is always legal.
func (s *Session) swap2Fallback() Swap2Answer {
	if len(s.stones) > 0 {
		return Swap2Answer{Swap: true}
	}
	cx, cy := s.width/2, s.height/2
	return Swap2Answer{Points: []Point{{cx, cy}, {cx + 1, cy}, {cx, cy + 1}}}
}

// formatSwap2 is the answer line.
func formatSwap2(ans Swap2Answer) string {
	if ans.Swap {
		return "SWAP"
	}
	parts := make([]string, len(ans.Points))
	for i, p := range ans.Points {
		parts[i] = fmt.Sprintf("%d,%d", p.X, p.Y)
	}
	return strings.Join(parts, " ")
}
