package web

import (
	"context"
	"fmt"
	"strings"

	"bitban/engine"
	"bitban/shogi"
)

// The shogi adapter. A position is an SFEN ("startpos", "sfen <board>
// <side> <hands> [ply]", or the bare SFEN; a leading "position " is
// skipped) optionally followed by "moves" and USI moves. Moves are USI
// ("7g7f", "8h2b+", "P*5e").
//
// Board JSON: {"squares": 81 piece codes in SFEN order (rank a first, file 9
// to file 1 in each rank; "P", "+P" Sente, "p", "+p" Gote, "" empty),
// "hands": {"black": {"P": 2, ...}, "white": {...}}, "last": the last move}.
type shogiAdapter struct{}

func init() { register("shogi", shogiAdapter{}) }

func (shogiAdapter) rules() []string { return []string{"shogi"} }
func (shogiAdapter) tools() []string { return shogiTools }

// shogiTools is filled in by the engine file once the package has a mate
// search.
var shogiTools []string

func (shogiAdapter) parse(rule, text string) (string, []string, error) {
	text = strings.TrimSpace(text)
	text = strings.TrimSpace(strings.TrimPrefix(text, "position "))
	if text == "" {
		return "", nil, nil
	}
	sfen, moveText := text, ""
	if i := strings.Index(text, "moves"); i >= 0 {
		sfen, moveText = strings.TrimSpace(text[:i]), text[i+len("moves"):]
	}
	if sfen == "" {
		sfen = "startpos"
	}
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		return "", nil, err
	}
	if err := p.CheckGamePosition(); err != nil {
		return "", nil, fmt.Errorf("sfen %q: %v", sfen, err)
	}
	start := p.SFEN()
	if start == shogi.StartSFEN {
		start = ""
	}
	b := &shogiBoard{p: p}
	var moves []string
	for i, f := range strings.Fields(moveText) {
		if v := b.view(); v.Over {
			return "", nil, fmt.Errorf("move %d %q: the game is already over (%s)", i+1, f, v.Result)
		}
		m, err := b.play(f)
		if err != nil {
			return "", nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		moves = append(moves, m)
	}
	return start, moves, nil
}

func (shogiAdapter) newBoard(rule, start string) (board, error) {
	if start == "" {
		return &shogiBoard{p: shogi.NewStartPosition()}, nil
	}
	p, err := shogi.ParseSFEN(start)
	if err != nil {
		return nil, err
	}
	return &shogiBoard{p: p}, nil
}

func (shogiAdapter) record(rule, start string, moves []string) string {
	s := "startpos"
	if start != "" {
		s = "sfen " + start
	}
	if len(moves) > 0 {
		s += " moves " + strings.Join(moves, " ")
	}
	return s
}

// labels writes the moves in KIF's Japanese notation ("７六歩(77)").
func (a shogiAdapter) labels(rule, start string, moves []string) []string {
	b, err := a.newBoard(rule, start)
	if err != nil {
		return nil
	}
	p := b.(*shogiBoard).p
	out := make([]string, 0, len(moves))
	for _, s := range moves {
		m, err := p.ParseUSIMove(s)
		if err != nil {
			return nil
		}
		out = append(out, p.KIF(m))
		p.DoMove(m)
	}
	return out
}

type shogiBoard struct {
	p     *shogi.Position
	moves int // moves played on this board (how far back repetition may look)
}

func (b *shogiBoard) play(move string) (string, error) {
	m, err := b.p.ParseUSIMove(strings.TrimSpace(move))
	if err != nil {
		return "", err
	}
	b.p.DoMove(m)
	b.moves++
	return m.USI(), nil
}

type shogiJSON struct {
	Squares []string                  `json:"squares"`
	Hands   map[string]map[string]int `json:"hands"`
	Last    string                    `json:"last"`
}

func (b *shogiBoard) outcome() engine.Outcome { return b.p.Outcome() }
func (b *shogiBoard) turn() int               { return int(b.p.SideToMove()) }

func (b *shogiBoard) view() view {
	p := b.p
	sfen := p.SFEN()
	side := "black"
	if p.SideToMove() == shogi.White {
		side = "white"
	}
	v := view{Turn: side, Legal: []string{}, Position: sfen, Check: p.InCheck()}
	bj, err := sfenBoard(sfen)
	if err == nil {
		if b.moves > 0 {
			bj.Last = p.LastMove().USI()
		}
		v.Board = bj
	}
	var buf [shogi.MaxMoves]shogi.Move
	for _, m := range p.Generate(buf[:0]) {
		v.Legal = append(v.Legal, m.USI())
	}
	if o := p.Outcome(); o.Over {
		v.Over = true
		v.Winner, v.Result = shogiResult(o)
	}
	if v.Over {
		v.Legal = []string{}
	}
	return v
}

// shogiResult words the rules' verdict for the page: the winner's colour
// ("black", "white" or "draw") and a sentence with sente and gote.
func shogiResult(o engine.Outcome) (winner, sentence string) {
	if o.Winner == engine.Draw {
		return "draw", "Draw by repetition (sennichite)"
	}
	colour := [2]string{"black", "white"}
	name := [2]string{"Sente", "Gote"}
	w, l := o.Winner, 1-o.Winner
	switch o.Ending {
	case engine.Checkmate:
		return colour[w], name[w] + " wins (checkmate)"
	case engine.PerpetualCheck:
		return colour[w], fmt.Sprintf("%s wins (perpetual check by %s)", name[w], name[l])
	}
	return colour[w], name[w] + " wins (no legal move)"
}

// sfenBoard spells out the board and hands fields of an SFEN the package
// wrote, for drawing.
func sfenBoard(sfen string) (shogiJSON, error) {
	f := strings.Fields(sfen)
	out := shogiJSON{Hands: map[string]map[string]int{"black": {}, "white": {}}}
	if len(f) < 3 {
		return out, fmt.Errorf("sfen %q: too few fields", sfen)
	}
	promoted := false
	for i := 0; i < len(f[0]); i++ {
		c := f[0][i]
		switch {
		case c == '/':
		case c == '+':
			promoted = true
		case c >= '1' && c <= '9':
			for k := 0; k < int(c-'0'); k++ {
				out.Squares = append(out.Squares, "")
			}
		default:
			s := string(c)
			if promoted {
				s = "+" + s
			}
			promoted = false
			out.Squares = append(out.Squares, s)
		}
	}
	if len(out.Squares) != 81 {
		return out, fmt.Errorf("sfen %q: %d squares", sfen, len(out.Squares))
	}
	if f[2] != "-" {
		n := 0
		for i := 0; i < len(f[2]); i++ {
			c := f[2][i]
			if c >= '0' && c <= '9' {
				n = n*10 + int(c-'0')
				continue
			}
			side := "black"
			if c >= 'a' && c <= 'z' {
				side, c = "white", c-'a'+'A'
			}
			out.Hands[side][string(c)] += max(n, 1)
			n = 0
		}
	}
	return out, nil
}

// shogiSearch is set by the engine file once the shogi package has a
// search; until then the engine endpoints answer 501.
var shogiSearch func(ctx context.Context, p *shogi.Position, j job, report func(info)) (result, error)

func (b *shogiBoard) search(ctx context.Context, j job, report func(info)) (result, error) {
	if shogiSearch == nil {
		return result{}, fmt.Errorf("shogi engine: %w (the shogi package has no search yet)", errNoEngine)
	}
	return shogiSearch(ctx, b.p, j, report)
}

// judgement: a move that loses 150 centipawns is a mistake, 300 a blunder
// (about a pawn and a half, three pawns); a mate is ±shogiMateEval.
func (shogiAdapter) judgement() judgement {
	return judgement{Mistake: 150, Blunder: 300, Win: shogiMateEval}
}
