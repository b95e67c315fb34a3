package match

import (
	"bitban/engine"
	"bitban/shogi"
)

// shogiGame referees shogi: legal moves by package shogi, checkmate (no
// legal reply, which covers the illegal pawn-drop mate), sennichite (the
// fourth occurrence of a position: a draw, but perpetual check loses), the
// entering-king declaration by the 27-point rule, resignation and a max-ply
// draw.
type shogiGame struct {
	op     Opening
	pos    *shogi.Position
	played []string
	maxPly int
}

func newShogiGame(op Opening, maxPly int) (*shogiGame, error) {
	p, err := shogi.ParseSFEN(op.Start)
	if err != nil {
		return nil, err
	}
	for _, m := range op.Moves {
		mv, err := p.ParseUSIMove(m)
		if err != nil {
			return nil, err
		}
		p.DoMove(mv)
	}
	return &shogiGame{op: op, pos: p, maxPly: maxPly}, nil
}

func (g *shogiGame) side() int      { return int(g.pos.SideToMove()) }
func (g *shogiGame) forced() string { return "" }

// end words the rules' verdict (shogi.Position.Outcome), or the max-ply
// draw.
func (g *shogiGame) end() *Outcome {
	o := g.pos.Outcome()
	switch o.Ending {
	case engine.Checkmate:
		return win(o.Winner, "checkmate")
	case engine.NoLegalMove:
		return win(o.Winner, "no legal move")
	case engine.PerpetualCheck:
		return win(o.Winner, "perpetual check (sennichite)")
	case engine.Sennichite:
		return draw("sennichite (fourfold repetition)")
	}
	if g.maxPly > 0 && len(g.played) >= g.maxPly {
		return draw("max ply %d", g.maxPly)
	}
	return nil
}

func (g *shogiGame) play(move string) *Outcome {
	us := g.side()
	switch move {
	case "resign":
		return win(1-us, "resign")
	case "win":
		if g.pos.CanDeclareWin() {
			g.played = append(g.played, "win")
			return win(us, "entering-king declaration (27-point rule)")
		}
		return win(1-us, "false entering-king declaration (the 27-point rule is not met)")
	}
	m, err := g.pos.ParseUSIMove(move)
	if err != nil {
		return win(1-us, "illegal move: %v", err)
	}
	g.pos.DoMove(m)
	g.played = append(g.played, move)
	return g.end()
}
