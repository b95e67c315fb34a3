package web

import (
	"context"
	"fmt"
	"math/bits"
	"strings"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// The renju/gomoku adapter: rule "renju" (Black has forbidden points),
// "standard" (exactly five wins) or "freestyle" (five or more), on 15x15.
// A position is a move sequence from the empty board ("h8 h9 i9", spaces
// or commas optional), or a set-up board optionally followed by "moves"
// and a sequence (see renju_setup.go); moves are points such as "H8" (column letter from
// the left, row number from the bottom; any case on input).
//
// Board JSON: {"size": 15, "stones": size*size characters, the top row
// first ('X' black, 'O' white, '.' empty), "last": the last move or "",
// "forbidden": Black's forbidden points when Black is to move under renju}.
type renjuAdapter struct{}

const renjuSize = 15

func init() { register("renju", renjuAdapter{}) }

func (renjuAdapter) rules() []string { return []string{"renju", "standard", "freestyle"} }
func (renjuAdapter) tools() []string { return []string{"vcf"} }

func (renjuAdapter) parse(rule, text string) (string, []string, error) {
	text = strings.TrimSpace(text)
	boardText, moveText := "", text
	if i := indexFoldASCII(text, "moves"); i >= 0 {
		boardText, moveText = text[:i], text[i+len("moves"):]
	} else if isRenjuBoard(text) {
		boardText, moveText = text, ""
	}
	b, err := renjuNew(rule)
	start := ""
	if strings.TrimSpace(boardText) != "" {
		if b, err = renjuStartBoard(rule, boardText); err == nil {
			start = renjuStartText(b)
		}
	}
	if err != nil {
		return "", nil, err
	}
	ps, err := renju.ParseMoves(strings.TrimSpace(moveText), renjuSize)
	if err != nil {
		return "", nil, err
	}
	rb := &renjuBoard{b: b}
	moves := make([]string, 0, len(ps))
	for i, p := range ps {
		m, err := rb.play(renju.FormatPoint(p, renjuSize))
		if err != nil {
			return "", nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		moves = append(moves, m)
	}
	return start, moves, nil
}

func renjuNew(rule string) (*renju.Board, error) {
	r, err := renju.ParseRule(rule)
	if err != nil {
		return nil, err
	}
	return renju.NewBoard(renjuSize, r)
}

func (renjuAdapter) newBoard(rule, start string) (board, error) {
	if start != "" {
		b, err := renjuParseBoard(rule, start)
		if err != nil {
			return nil, err
		}
		return &renjuBoard{b: b, setUp: true}, nil
	}
	b, err := renjuNew(rule)
	if err != nil {
		return nil, err
	}
	return &renjuBoard{b: b}, nil
}

func (renjuAdapter) record(rule, start string, moves []string) string {
	switch {
	case start == "":
		return strings.Join(moves, " ")
	case len(moves) == 0:
		return start
	}
	return start + " moves " + strings.Join(moves, " ")
}

type renjuBoard struct {
	b     *renju.Board
	setUp bool // started from a set-up board: the position is written as one
}

func (rb *renjuBoard) play(move string) (string, error) {
	b := rb.b
	p, err := renju.ParsePoint(strings.TrimSpace(move), renjuSize)
	if err != nil {
		return "", err
	}
	name := b.PointName(p)
	if b.Outcome().Over {
		return "", fmt.Errorf("move %s: the game is over", name)
	}
	side := b.SideToMove()
	if b.At(p) != renju.Empty {
		return "", fmt.Errorf("move %s: the point is not empty", name)
	}
	if !b.Legal(p, side) {
		return "", fmt.Errorf("move %s: forbidden for Black (%s)", name, b.Forbidden(p))
	}
	if err := b.Place(p); err != nil {
		return "", fmt.Errorf("move %s: %v", name, err)
	}
	return name, nil
}

type renjuJSON struct {
	Size      int      `json:"size"`
	Stones    string   `json:"stones"`
	Last      string   `json:"last"`
	Forbidden []string `json:"forbidden"`
}

func (rb *renjuBoard) outcome() engine.Outcome { return rb.b.Outcome() }

// turn: renju's colours are the board's point codes, not side numbers.
func (rb *renjuBoard) turn() int {
	if rb.b.SideToMove() == renju.Black {
		return 0
	}
	return 1
}

func (rb *renjuBoard) view() view {
	b := rb.b
	side := b.SideToMove()
	v := view{Turn: side.String(), Legal: []string{}, Position: strings.Join(pointNames(b.History()), " ")}
	if rb.setUp {
		v.Position = renjuBoardText(b)
	}
	bj := renjuJSON{Size: renjuSize, Stones: b.Flat(), Forbidden: []string{}}
	if last := b.LastMove(); last != renju.NoPoint {
		bj.Last = b.PointName(last)
	}
	if side == renju.Black && b.Rule() == renju.Renju {
		bj.Forbidden = pointNamesOn(b, b.ForbiddenPoints(nil))
	}
	v.Board = bj
	switch o := b.Outcome(); {
	case o.Over && o.Winner == engine.Draw:
		v.Over, v.Winner, v.Result = true, "draw", "Draw: no point left to play"
		return v
	case o.Over:
		w := [2]renju.Color{renju.Black, renju.White}[o.Winner]
		v.Over, v.Winner = true, w.String()
		v.Result = fmt.Sprintf("%s wins (five in a row)", capital(w.String()))
		return v
	}
	forbidden := map[string]bool{}
	for _, f := range bj.Forbidden {
		forbidden[f] = true
	}
	for y := 0; y < renjuSize; y++ {
		for x := 0; x < renjuSize; x++ {
			p := renju.Pt(x, y)
			if b.At(p) == renju.Empty && !forbidden[b.PointName(p)] {
				v.Legal = append(v.Legal, b.PointName(p))
			}
		}
	}
	return v
}

func pointNames(ps []renju.Point) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = renju.FormatPoint(p, renjuSize)
	}
	return out
}

func pointNamesOn(b *renju.Board, ps []renju.Point) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = b.PointName(p)
	}
	return out
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// stopperFor arms a stopper with the job's time and stops it early when ctx
// ends (a stop request or a client gone).
func stopperFor(ctx context.Context, j job) (*engine.Stopper, func()) {
	st := &engine.Stopper{}
	st.Start(j.Time, 0)
	done := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			st.Stop()
		case <-done:
		}
	}()
	return st, func() { close(done) }
}

// renjuSearch is set by the engine file once the renju package has a
// search; until then "move" and "analyse" answer 501 (VCF works).
var renjuSearch func(ctx context.Context, b *renju.Board, j job, report func(info)) (result, error)

// renjuWinEval is the graph value of a proved win (black's view).
const renjuWinEval = 100

func (rb *renjuBoard) search(ctx context.Context, j job, report func(info)) (result, error) {
	b := rb.b
	if j.Mode == "vcf" {
		side := b.SideToMove()
		st, done := stopperFor(ctx, j)
		defer done()
		// 16 bytes an entry: the largest power of two that fits.
		ttBits := bits.Len(uint(max(1, j.MemMB))<<20/16) - 1
		res := renjusearch.NewVCFSolver(ttBits).VCF(b, side, st, 0)
		found := res.Win
		r := result{Found: &found}
		r.Nodes = res.Nodes
		r.TimeMS = st.Elapsed().Milliseconds()
		r.NPS = engine.NPS(res.Nodes, st.Elapsed())
		r.PV = pointNames(res.Line)
		switch {
		case res.Win:
			r.Best = r.PV[0]
			r.Depth = (len(res.Line) + 1) / 2
			r.ScoreText = fmt.Sprintf("%s wins by VCF in %d", side, r.Depth)
			r.Note = fmt.Sprintf("VCF found for %s: %s", side, strings.Join(r.PV, " "))
			r.Eval = renjuWinEval
			if side == renju.White {
				r.Eval = -renjuWinEval
			}
		case res.Aborted:
			r.Note = fmt.Sprintf("no VCF found for %s within the time limit (not proved either way)", side)
			r.Found = nil
		default:
			r.Note = fmt.Sprintf("%s has no VCF", side)
		}
		return r, nil
	}
	if renjuSearch == nil {
		return result{}, fmt.Errorf("renju engine: %w (the renju package has no search yet; the VCF tool works)", errNoEngine)
	}
	return renjuSearch(ctx, b, j, report)
}

// judgement: renju evaluations are the engine's points / 100 (within
// ±renjuWinEval/2), a proven win ±renjuWinEval. A move after which the
// mover is proven lost is a blunder; so is a drop of 20 units, 10 a
// mistake (short searches swing by about 5 units from one ply to the next
// in quiet openings: smaller thresholds marked ordinary moves).
func (renjuAdapter) judgement() judgement {
	return judgement{Mistake: 10, Blunder: 20, Win: renjuWinEval}
}
