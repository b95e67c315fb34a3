package usi

import (
	"fmt"
	"strconv"

	"bitban/engine"
	"bitban/shogi"
)

// Shogi binds package shogi's position, search and mate solver to the
// protocol's Engine interface.
type Shogi struct {
	pos      *shogi.Position
	searcher *shogi.Searcher
	mate     *shogi.MateSolver
	hashMB   int
	multiPV  int
	declare  bool // EnteringKingRule: CSARule27 or none
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
	return &Shogi{pos: shogi.NewStartPosition(), hashMB: DefaultHashMB, multiPV: 1, declare: true, version: version}
}

func (e *Shogi) Name() string   { return "bitban " + e.version }
func (e *Shogi) Author() string { return "the bitban authors" }

func (e *Shogi) Options() []Option {
	return []Option{
		{Name: "USI_Hash", Type: "spin", Default: strconv.Itoa(DefaultHashMB), Min: 1, Max: MaxHashMB},
		{Name: "MultiPV", Type: "spin", Default: "1", Min: 1, Max: 16},
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
			e.searcher = nil // reallocated by the next isready or go
		}
	case "MultiPV":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > 16 {
			return fmt.Errorf("want 1..16, got %q", value)
		}
		e.multiPV = n
	case "EnteringKingRule":
		switch value {
		case "NoEnteringKing":
			e.declare = false
		case "CSARule27":
			e.declare = true
		default:
			return fmt.Errorf("want NoEnteringKing or CSARule27, got %q", value)
		}
	default:
		return fmt.Errorf("unknown option")
	}
	return nil
}

// Prepare allocates the hash tables (the heavy part of isready).
func (e *Shogi) Prepare() error {
	if e.searcher == nil {
		e.searcher = shogi.NewSearcher(e.hashMB)
	}
	if e.mate == nil {
		e.mate = shogi.NewMateSolver(mateHashMB)
	}
	return nil
}

func (e *Shogi) NewGame() {
	e.Prepare()
	e.searcher.Clear()
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

func (e *Shogi) Search(r Request) Result {
	e.Prepare()
	if e.declare && e.pos.CanDeclareWin() {
		r.Info(Info{String: "entering-king declaration: the 27-point rule is met"})
		return Result{Best: "win"}
	}
	res := e.searcher.Search(e.pos, shogi.SearchLimits{
		Depth:    r.Depth,
		Stop:     r.Stop,
		SoftDone: r.SoftDone,
		MultiPV:  e.multiPV,
		Info: func(in shogi.SearchInfo) {
			info := Info{Depth: in.Depth, SelDepth: in.SelDepth, MultiPV: in.MultiPV, Score: in.Score,
				Nodes: in.Nodes, Time: in.Time, Hashfull: in.Hashfull, PV: usiMoves(in.PV)}
			if e.multiPV == 1 {
				info.MultiPV = 0
			}
			if shogi.IsMateScore(in.Score) {
				info.Mate, info.Score = true, shogi.MatePlies(in.Score)
			}
			r.Info(info)
		},
	})
	if res.Best == shogi.MoveNone { // no legal move: the game is lost
		return Result{Best: "resign"}
	}
	out := Result{Best: res.Best.USI()}
	if res.Ponder != shogi.MoveNone {
		out.Ponder = res.Ponder.USI()
	}
	return out
}

func (e *Shogi) Mate(stop *engine.Stopper) ([]string, MateStatus) {
	e.Prepare()
	line, st := e.mate.Solve(e.pos, stop)
	switch st {
	case shogi.MateFound:
		return usiMoves(line), MateFound
	case shogi.MateNone:
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
