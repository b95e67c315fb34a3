package usi

import (
	"context"
	"fmt"
	"strconv"

	"bitban/engine"
	"bitban/shogi"
	shogisearch "bitban/shogi/search"
)

// Shogi binds package shogi's position, search and mate solver to the
// protocol's Engine interface.
type Shogi struct {
	pos      *shogi.Position
	searcher *shogisearch.Searcher
	mate     *shogisearch.MateSolver
	hashMB   int
	declare  bool
	params   shogisearch.Params // the hidden Params option (a tuner's file) // EnteringKingRule: CSARule27 or none
	version  string
}

// Option defaults. MaxHashMB keeps a mistyped USI_Hash from asking for
// more memory than a desktop has (an allocation failure cannot be caught).
const (
	DefaultHashMB = 64
	MaxHashMB     = 2048
	mateHashMB    = 32
)

// NewShogi returns the engine at the start position; version goes into
// `id name`.
func NewShogi(version string) *Shogi {
	return &Shogi{pos: shogi.NewStartPosition(), hashMB: DefaultHashMB, declare: true, params: shogisearch.DefaultParams(), version: version}
}

func (e *Shogi) Name() string   { return "bitban " + e.version }
func (e *Shogi) Author() string { return "the bitban authors" }

func (e *Shogi) Options() []Option {
	return []Option{
		{Name: "USI_Hash", Type: "spin", Default: strconv.Itoa(DefaultHashMB), Min: 1, Max: MaxHashMB},
		{Name: "EnteringKingRule", Type: "combo", Default: "CSARule27", Vars: []string{"NoEnteringKing", "CSARule27"}},
	}
}

func (e *Shogi) SetOption(name, value string) error {
	switch name {
	case "USI_Hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > MaxHashMB {
			return fmt.Errorf("want megabytes 1..%d, got %q", MaxHashMB, value)
		}
		if n != e.hashMB {
			e.hashMB = n
			if e.searcher != nil {
				e.searcher.TT.Resize(n)
			}
		}
	case "EnteringKingRule":
		switch value {
		case "NoEnteringKing":
			e.declare = false
		case "CSARule27":
			e.declare = true
		default:
			return fmt.Errorf("want NoEnteringKing or CSARule27, got %q", value)
		}
	case "Params":
		// Hidden (not announced): a JSON file of shogisearch.Params for tuning
		// runs, so that a tuner needs no rebuild; empty = the defaults.
		prm := shogisearch.DefaultParams()
		if value != "" && value != "<empty>" {
			if err := engine.LoadParams(value, &prm); err != nil {
				return err
			}
		}
		e.params = prm
		if e.searcher != nil {
			e.searcher.Params = prm
		}
	default:
		return fmt.Errorf("unknown option")
	}
	return nil
}

// Prepare allocates the hash tables (the heavy part of isready).
func (e *Shogi) Prepare() error {
	if e.searcher == nil {
		e.searcher = shogisearch.NewSearcher(e.hashMB)
		e.searcher.Params = e.params
	}
	if e.mate == nil {
		e.mate = shogisearch.NewMateSolver(mateHashMB)
	}
	return nil
}

func (e *Shogi) NewGame() {
	e.Prepare()
	e.searcher.NewGame()
}

// SetPosition parses the position and plays the moves on a copy, so that an
// error leaves the current position untouched. The moves stay in the
// position's history, which the search reads for repetitions.
func (e *Shogi) SetPosition(sfen string, moves []string) error {
	var p *shogi.Position
	if sfen == "" {
		p = shogi.NewStartPosition()
	} else {
		var err error
		if p, err = shogi.ParseSFEN(sfen); err != nil {
			return err
		}
	}
	for i, s := range moves {
		m, err := p.ParseUSIMove(s)
		if err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		p.DoMove(m)
	}
	e.pos = p
	return nil
}

func (e *Shogi) BlackToMove() bool { return e.pos.SideToMove() == shogi.Black }

func usiMoves(ms []shogi.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.USI()
	}
	return out
}

// Search declares a win when the entering-king rule allows it, else runs
// the shogi searcher with the request's moves parsed and its reports
// written back in USI notation.
func (e *Shogi) Search(ctx context.Context, r engine.Request[string]) engine.Result[string] {
	e.Prepare()
	if e.declare && e.pos.CanDeclareWin() {
		return engine.Result[string]{Best: Declare, HasBest: true}
	}
	req := engine.Request[shogi.Move]{Limits: r.Limits}
	for _, s := range r.SearchMoves {
		if m, err := e.pos.ParseUSIMove(s); err == nil {
			req.SearchMoves = append(req.SearchMoves, m)
		}
	}
	if r.Info != nil {
		req.Info = func(in engine.Info[shogi.Move]) { r.Info(usiInfo(in)) }
	}
	res := e.searcher.Search(ctx, e.pos, req)
	out := engine.Result[string]{HasBest: res.HasBest, HasPonder: res.HasPonder, Score: res.Score, Exact: res.Exact,
		Depth: res.Depth, SelDepth: res.SelDepth, Nodes: res.Nodes, Time: res.Time, PV: usiMoves(res.PV)}
	if res.HasBest {
		out.Best = res.Best.USI()
	}
	if res.HasPonder {
		out.Ponder = res.Ponder.USI()
	}
	for _, in := range res.Lines {
		out.Lines = append(out.Lines, usiInfo(in))
	}
	return out
}

// usiInfo is a report with its moves in USI notation.
func usiInfo(in engine.Info[shogi.Move]) engine.Info[string] {
	return engine.Info[string]{Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV, Score: in.Score,
		Exact: in.Exact, Selectivity: in.Selectivity, Nodes: in.Nodes, Time: in.Time, Hashfull: in.Hashfull,
		PV: usiMoves(in.PV)}
}

func (e *Shogi) Mate(stop *engine.Stopper) ([]string, MateStatus) {
	e.Prepare()
	line, st := e.mate.Solve(e.pos, stop)
	switch st {
	case shogisearch.MateFound:
		// The solver's line stops where only useless interpositions are
		// left (the composers' count); a GUI replays the line and wants a
		// checkmate on the board at its end.
		if board := e.mate.BoardLine(e.pos, line, stop); board != nil {
			line = board
		}
		return usiMoves(line), MateFound
	case shogisearch.MateNone:
		return nil, NoMate
	}
	return nil, MateTimeout
}

func (e *Shogi) Perft(depth int, divide func(string, uint64)) uint64 {
	var total uint64
	for _, mc := range shogi.Divide(e.pos, depth) {
		divide(mc.Move.USI(), mc.Nodes)
		total += mc.Nodes
	}
	return total
}

func (e *Shogi) GameOver(string) {}
