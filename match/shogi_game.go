package match

import (
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

func (g *shogiGame) side() int       { return int(g.pos.SideToMove()) }
func (g *shogiGame) forced() string  { return "" }
func (g *shogiGame) moves() []string { return g.played }

func (g *shogiGame) end() *Outcome {
	var buf [shogi.MaxMoves]shogi.Move
	if len(g.pos.Generate(buf[:0])) == 0 {
		return win(1-g.side(), "checkmate")
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
	if g.pos.RepetitionCount() >= 4 {
		switch g.pos.Repetition(1 << 20) {
		case shogi.RepWin: // the side to move was checked all along
			return win(1-us, "perpetual check (sennichite)")
		case shogi.RepLoss:
			return win(us, "perpetual check (sennichite)")
		}
		return draw("sennichite (fourfold repetition)")
	}
	return g.end()
}
