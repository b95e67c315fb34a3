package match

import (
	"fmt"

	"bitban/engine"
	"bitban/renju"
)

// renjuGame referees renju (RIF: Black's double-three, double-four and
// overline are forbidden and lose; Black wins with exactly five, White with
// five or more), gomoku freestyle (five or more) and standard gomoku
// (exactly five) with package renju. A full board is a draw.
type renjuGame struct {
	op   Opening
	b    *renju.Board
	mvs  []string
	pts  []renju.Point // every stone in order, the opening's first
	size int
}

// RenjuRule maps a match game (--game renju, gomoku or standard; the game
// field of games.jsonl) to the renju package's rule.
func RenjuRule(game string) renju.Rule {
	switch game {
	case "gomoku":
		return renju.Freestyle
	case "standard":
		return renju.Standard
	}
	return renju.Renju
}

func newRenjuGame(game string, op Opening) (*renjuGame, error) {
	size := op.Size
	if size == 0 {
		size = 15
	}
	b, err := renju.NewBoard(size, RenjuRule(game))
	if err != nil {
		return nil, err
	}
	g := &renjuGame{op: op, b: b, size: size}
	for i, p := range op.Points {
		if out := g.place(p); out != nil {
			return nil, fmt.Errorf("opening move %d %s: %s", i+1, renju.FormatPoint(p, size), out.Reason)
		}
	}
	g.mvs = nil
	return g, nil
}

func (g *renjuGame) side() int {
	if g.b.SideToMove() == renju.Black {
		return 0
	}
	return 1
}

func (g *renjuGame) forced() string { return "" }

// end words the rules' verdict (renju.Board.Outcome): a five, or no point
// left that the side to move may play (a draw).
func (g *renjuGame) end() *Outcome {
	o := g.b.Outcome()
	switch {
	case !o.Over:
		return nil
	case o.Winner == engine.Draw:
		return draw("no point left to play")
	}
	return win(o.Winner, "five in a row")
}

func (g *renjuGame) play(move string) *Outcome {
	us := g.side()
	p, err := renju.ParseGomocup(move, g.size)
	if err != nil {
		return win(1-us, "unreadable move %q: %v", move, err)
	}
	if out := g.place(p); out != nil {
		return out
	}
	return g.end()
}

// place checks and plays one stone of the side to move.
func (g *renjuGame) place(p renju.Point) *Outcome {
	us, c := g.side(), g.b.SideToMove()
	name := renju.FormatPoint(p, g.size)
	if !g.b.Contains(p) {
		return win(1-us, "move off the board")
	}
	if g.b.At(p) != renju.Empty {
		return win(1-us, "move on an occupied point at %s", name)
	}
	five := g.b.IsWinningMove(p, c)
	if !five && !g.b.Legal(p, c) {
		return win(1-us, "forbidden point at %s (%s)", name, g.b.Forbidden(p))
	}
	g.b.Place(p)
	g.pts = append(g.pts, p)
	g.mvs = append(g.mvs, fmt.Sprintf("%d,%d", p.X(), p.Y()))
	if five {
		return win(us, "five in a row at %s", name)
	}
	return nil
}
