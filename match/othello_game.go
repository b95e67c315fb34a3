package match

import (
	"fmt"

	"bitban/engine"
	"bitban/othello"
)

// othelloGame referees Othello with package othello: legal moves, passes
// (played by the referee: an engine is asked only when it has a move), and
// the final count with empties to the winner.
type othelloGame struct {
	op   Opening
	game othello.Game
	mvs  []string
	// opening moves are part of game.Moves; skip is their count
	skip int
}

func newOthelloGame(op Opening) (*othelloGame, error) {
	g := othello.Game{Start: op.Othello}
	for i, m := range op.Moves {
		sq, err := othello.ParseMove(m)
		if err == nil {
			err = g.Play(othello.GameMove{Move: sq})
		}
		if err != nil {
			return nil, fmt.Errorf("opening move %d: %v", i+1, err)
		}
	}
	return &othelloGame{op: op, game: g, skip: len(g.Moves)}, nil
}

// OthelloLine plays an Othello opening's moves from its start position:
// the position they reach and the moves (squares, othello.PassMove).
func (op Opening) OthelloLine() (othello.Position, []int, error) {
	g, err := newOthelloGame(op)
	if err != nil {
		return othello.Position{}, nil, err
	}
	moves := make([]int, len(g.game.Moves))
	for i, m := range g.game.Moves {
		moves[i] = m.Move
	}
	return g.game.Position(), moves, nil
}

func (g *othelloGame) side() int { return int(g.game.Position().Turn) }

func (g *othelloGame) forced() string {
	p := g.game.Position()
	if !p.GameOver() && p.Moves() == 0 {
		return "PA"
	}
	return ""
}

// end words the rules' verdict (othello.Position.Outcome): the discs on
// the board and the margin with the empties given to the winner.
func (g *othelloGame) end() *Outcome {
	p := g.game.Position()
	o := p.Outcome()
	if !o.Over {
		return nil
	}
	black, white := p.Discs()
	note := fmt.Sprintf("final count %d-%d (%+d)", popcount(black), popcount(white), o.Black-o.White)
	if o.Winner == engine.Draw {
		return draw("%s", note)
	}
	return win(o.Winner, "%s", note)
}

func (g *othelloGame) play(move string) *Outcome {
	us := g.side()
	sq, err := othello.ParseMove(move)
	if err == nil {
		err = g.game.Play(othello.GameMove{Move: sq})
	}
	if err != nil {
		return win(1-us, "illegal move %q: %v", move, err)
	}
	g.mvs = append(g.mvs, othello.MoveName(sq))
	return g.end()
}

func popcount(b uint64) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}
