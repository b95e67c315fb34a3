package engine

import (
	"fmt"
	"time"
)

// ScoreKind says how to read a Score's Value.
type ScoreKind uint8

const (
	// ScoreValue: an evaluation in the game's unit (shogi centipawns,
	// Othello hundredths of a disc, renju evaluation points).
	ScoreValue ScoreKind = iota
	// ScoreMate: a proven result in |Value| plies, a win for the side to
	// move when Value > 0, a loss when Value < 0 (shogi mate, renju five).
	ScoreMate
)

// Bound says whether a score is exact within the search or only a bound
// (a search that failed high or low in its window).
type Bound uint8

const (
	BoundExact Bound = iota
	BoundLower       // the true score is at least Value
	BoundUpper       // the true score is at most Value
)

// Score is a search score from the side to move's point of view.
type Score struct {
	Kind  ScoreKind
	Value int
	Bound Bound
}

// Value makes an evaluation score; Mate a proven result in plies (> 0 a
// win for the side to move, < 0 a loss).
func Value(v int) Score    { return Score{Kind: ScoreValue, Value: v} }
func Mate(plies int) Score { return Score{Kind: ScoreMate, Value: plies} }

// IsMate reports whether the score is a proven win or loss.
func (s Score) IsMate() bool { return s.Kind == ScoreMate }

// Neg is the score from the other side's point of view.
func (s Score) Neg() Score {
	s.Value = -s.Value
	switch s.Bound {
	case BoundLower:
		s.Bound = BoundUpper
	case BoundUpper:
		s.Bound = BoundLower
	}
	return s
}

// String is a short form for logs and terminals: "+125", "mate 7",
// "mated 4", with ">=" or "<=" for bounds.
func (s Score) String() string {
	pre := ""
	switch s.Bound {
	case BoundLower:
		pre = ">="
	case BoundUpper:
		pre = "<="
	}
	if s.Kind == ScoreMate {
		if s.Value >= 0 {
			return fmt.Sprintf("%smate %d", pre, s.Value)
		}
		return fmt.Sprintf("%smated %d", pre, -s.Value)
	}
	return fmt.Sprintf("%s%+d", pre, s.Value)
}

// Info is one progress report of a search: a completed iteration, a line
// of a multi-PV search, or a new best move. Protocols render it (USI
// `info`, NBoard `search`/`nodestats`, Gomocup `MESSAGE`, Yixin `INFO`); the
// web serialises it. M is the game's move type.
type Info[M any] struct {
	Depth    int
	SelDepth int // deepest ply reached, 0 = unknown
	MultiPV  int // 1-based line number (1 when MultiPV is off)
	Score    Score
	// Exact is set when the score is proven (solved to the end of the game,
	// mate found), not an evaluation.
	Exact bool
	// Selectivity is the probability in percent that a selective search's
	// score is right (Othello's ProbCut levels: 73, 87, 95, 98, 99); 100 or
	// 0 when the search is not selective.
	Selectivity int
	Nodes       uint64
	Time        time.Duration
	Hashfull    int // table use in permille
	PV          []M
}

// NPS is nodes per second over the info's time.
func (in Info[M]) NPS() uint64 { return NPS(in.Nodes, in.Time) }

// Result is the answer of one search. M is the game's move type.
type Result[M any] struct {
	// Best is the move to play and Ponder the expected reply; HasBest and
	// HasPonder say whether they are set (no legal move, game over, a reply
	// unknown).
	Best, Ponder       M
	HasBest, HasPonder bool
	Score              Score
	Exact              bool // the score is proven
	Depth              int  // last completed depth
	SelDepth           int
	Nodes              uint64 // all threads
	Time               time.Duration
	PV                 []M
	// Lines holds, when MultiPV > 1, the last report of every line, best
	// first (Lines[0] is the best move's line).
	Lines []Info[M]
}
