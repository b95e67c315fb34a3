package gomocup

import (
	"context"
	"errors"
	"fmt"
	"time"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/search"
)

// renjuBrain is the Brain of package renju: a board and a searcher.
type renjuBrain struct {
	b      *renju.Board
	s      *search.Searcher
	bits   int
	params search.Params
	seed   uint64 // of the next Swap2 decision's random choices
}

// NewBrain returns the brain backed by package renju's rules and renju/search's search,
// with a transposition table of 1<<ttBits entries.
func NewBrain(ttBits int) Brain {
	return NewBrainParams(ttBits, search.DefaultParams())
}

// NewBrainParams is NewBrain with the search's tuning values p.
func NewBrainParams(ttBits int, p search.Params) Brain {
	rb := &renjuBrain{s: search.NewSearcher(ttBits), bits: ttBits, params: p, seed: uint64(time.Now().UnixNano())}
	rb.s.Params = p
	return rb
}

// SetMemory sizes the tables to use at most about half of bytes (0: no
// limit, keep the default): the search table has 1<<bits entries and its
// solvers' tables together about as much again, 16 bytes each.
func (rb *renjuBrain) SetMemory(bytes int64) error {
	if bytes <= 0 {
		return nil
	}
	bits := 10
	for bits < rb.maxBits() && int64(32)<<(bits+1) <= bytes/2 {
		bits++
	}
	if bits != rb.bits {
		rb.s = search.NewSearcher(bits)
		rb.s.Params = rb.params
		rb.bits = bits
	}
	return nil
}

func (rb *renjuBrain) maxBits() int { return 22 }

func toRule(r Rule) renju.Rule {
	switch r {
	case Standard:
		return renju.Standard
	case Renju:
		return renju.Renju
	}
	return renju.Freestyle
}

func (rb *renjuBrain) NewGame(w, h int, rule Rule) error {
	if w != h {
		return fmt.Errorf("only square boards are supported")
	}
	b, err := renju.NewBoard(w, toRule(rule))
	if err != nil {
		return err
	}
	rb.b = b
	rb.s.NewGame()
	return nil
}

func (rb *renjuBrain) point(p Point) (renju.Point, error) {
	if rb.b == nil {
		return renju.NoPoint, errors.New("no game")
	}
	if !rb.b.OnBoard(p.X, p.Y) {
		return renju.NoPoint, fmt.Errorf("off the %dx%d board", rb.b.Size(), rb.b.Size())
	}
	return renju.Pt(p.X, p.Y), nil
}

func color(c Color) renju.Color {
	if c == White {
		return renju.White
	}
	return renju.Black
}

func (rb *renjuBrain) SetPosition(stones []Stone, toMove Color) error {
	if rb.b == nil {
		return errors.New("no game")
	}
	nb, err := renju.NewBoard(rb.b.Size(), rb.b.Rule())
	if err != nil {
		return err
	}
	for _, st := range stones {
		if !nb.OnBoard(st.P.X, st.P.Y) {
			return fmt.Errorf("%d,%d off the board", st.P.X, st.P.Y)
		}
		// Stones alternating from Black are played as moves (history kept);
		// anything else is set up.
		p := renju.Pt(st.P.X, st.P.Y)
		if nb.SideToMove() == color(st.C) {
			err = nb.Place(p)
		} else {
			err = nb.Set(p, color(st.C))
		}
		if err != nil {
			return fmt.Errorf("%d,%d: %w", st.P.X, st.P.Y, err)
		}
	}
	nb.SetSideToMove(color(toMove))
	rb.b = nb
	return nil
}

func (rb *renjuBrain) Play(p Point) error {
	q, err := rb.point(p)
	if err != nil {
		return err
	}
	return rb.b.Place(q)
}

func (rb *renjuBrain) Legal(p Point) bool {
	q, err := rb.point(p)
	return err == nil && rb.b.Legal(q, rb.b.SideToMove())
}

func (rb *renjuBrain) Forbidden() []Point {
	if rb.b == nil {
		return nil
	}
	var out []Point
	for _, q := range rb.b.ForbiddenPoints(nil) {
		out = append(out, Point{q.X(), q.Y()})
	}
	return out
}

func (rb *renjuBrain) Think(req ThinkRequest) ([]Scored, error) {
	if rb.b == nil {
		return nil, errors.New("no game")
	}
	ctx := req.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	sreq := engine.Request[renju.Point]{Limits: req.Limits}
	if req.Info != nil {
		sreq.Info = func(in engine.Info[renju.Point]) { req.Info(toPointInfo(in)) }
	}
	// n best: the searcher's multi-PV (each line without the moves of the
	// lines before it, on an equal share of the time).
	r := rb.s.Search(ctx, rb.b, sreq)
	var out []Scored
	if len(r.Lines) == 0 && r.HasBest {
		out = append(out, Scored{P: toPoint(r.Best), Eval: search.FormatScore(r.Score)})
	}
	for _, l := range r.Lines {
		if len(l.PV) > 0 {
			out = append(out, Scored{P: toPoint(l.PV[0]), Eval: search.FormatScore(l.Score)})
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no move")
	}
	return out, nil
}

func toPoint(p renju.Point) Point { return Point{p.X(), p.Y()} }

// toPointInfo is a report with the PV in Gomocup points.
func toPointInfo(in engine.Info[renju.Point]) engine.Info[Point] {
	out := engine.Info[Point]{Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV, Score: in.Score,
		Exact: in.Exact, Selectivity: in.Selectivity, Nodes: in.Nodes, Time: in.Time, Hashfull: in.Hashfull}
	out.PV = make([]Point, len(in.PV))
	for i, p := range in.PV {
		out.PV[i] = toPoint(p)
	}
	return out
}
