package gomocup

import (
	"errors"
	"fmt"
	"time"

	"bitban/renju"
)

// renjuBrain is the Brain of package renju: a board and a searcher.
type renjuBrain struct {
	b    *renju.Board
	s    *renju.Searcher
	bits int
}

// NewBrain returns the brain backed by package renju's rules and search,
// with a transposition table of 1<<ttBits entries.
func NewBrain(ttBits int) Brain {
	return &renjuBrain{s: renju.NewSearcher(ttBits), bits: ttBits}
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
		rb.s = renju.NewSearcher(bits)
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
	rb.s.Clear()
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
	// n best: the best move, then the best move excluding it, and so on,
	// each search with an equal share of the time.
	n := max(1, req.NBest)
	if n > 1 {
		n = min(n, rb.b.Count(renju.Empty))
	}
	share := req.Budget
	if n > 1 {
		share.Soft /= time.Duration(n)
		share.Hard /= time.Duration(n)
	}
	var out []Scored
	var exclude []renju.Point
	for i := 0; i < n; i++ {
		if i > 0 && req.Stop != nil && req.Stop.Stopped() {
			break
		}
		// Each search plans its iterations on its share; the request's
		// stopper still bounds the whole (a late search may get little).
		r := rb.s.Search(rb.b, renju.SearchLimits{
			Budget: share, Stop: req.Stop, MaxDepth: req.MaxDepth, MaxNodes: req.MaxNodes, Info: req.Info, Exclude: exclude,
		})
		if r.Best == renju.NoPoint {
			break
		}
		out = append(out, Scored{P: Point{r.Best.X(), r.Best.Y()}, Eval: renju.ScoreString(r.Score)})
		exclude = append(exclude, r.Best)
	}
	if len(out) == 0 {
		return nil, errors.New("no move")
	}
	return out, nil
}
