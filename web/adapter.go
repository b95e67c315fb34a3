package web

import (
	"context"
	"errors"
	"runtime"
	"time"

	"bitban/engine"
)

// An adapter connects one game package to the server. It translates between
// the package and JSON and holds no game logic: rules, legality, notation
// and engines are the package's. Each game has its own file (othello.go,
// shogi.go, renju.go) that registers its adapter from an init function.
type adapter interface {
	// rules lists the rule names the game accepts; the first is the default.
	rules() []string
	// parse reads a position text of the game (see the README's API
	// section) under rule and returns the canonical start position text
	// ("" for the standard start) and the moves that follow it, in the
	// game's canonical notation.
	parse(rule, text string) (start string, moves []string, err error)
	// newBoard returns the position a canonical start text describes.
	newBoard(rule, start string) (board, error)
	// record writes a whole game as one text that parse reads back (an OBF
	// line or transcript, an SFEN with moves, a move sequence).
	record(rule, start string, moves []string) string
	// tools lists the engine modes the game offers beyond "move" and
	// "analyse" (for example "solve", "mate", "vcf").
	tools() []string
}

// labeler is implemented by adapters whose moves read better in another
// notation in the move list (shogi: the Japanese "７六歩(77)").
type labeler interface {
	labels(rule, start string, moves []string) []string
}

// A board is one mutable position of a game, owned by a single goroutine:
// the server replays a game's record into a fresh board whenever it needs a
// position, so boards are never shared.
type board interface {
	// play plays a move in the game's notation (checked for legality) and
	// returns its canonical spelling.
	play(move string) (string, error)
	// view describes the position for the client.
	view() view
	// outcome is where the game stands by its rules (the game package's
	// Outcome; view words it).
	outcome() engine.Outcome
	// turn is the side to move, 0 for Black (sente) and 1 for White: the
	// view's Turn without drawing the view.
	turn() int
	// search runs the engine (or a tool) on the position. It must return
	// when ctx is done, with the best result found so far if any, and call
	// info (possibly never) with progress while it thinks.
	search(ctx context.Context, j job, info func(info)) (result, error)
}

// errNoEngine is returned by search when the game package does not (yet)
// provide what was asked; the API answers 501.
var errNoEngine = errors.New("not available for this game")

// job is one engine request as the adapter sees it.
type job struct {
	Mode    string        // "move", "analyse" or one of the adapter's tools
	Time    time.Duration // time limit (always > 0)
	Depth   int           // depth limit, 0 = none
	MemMB   int           // memory the engine may use for tables
	Lines   int           // multi-PV lines of an analysis (or a weak level's move), 0 or 1 = the best only
	Threads int           // search threads, 0 = every CPU
	// Clock, for a game move under a game clock, is the side's time: the
	// engine plans the move from it (Time is then only the hard limit).
	Clock *clockLimits
	Level int // strength level of a game move (engine_levels.go), 0 = full
	// Book lets a game move at full strength come from the game's opening
	// book (Othello's), when the position is in it.
	Book bool
}

// threads is the job's thread count with its default: every CPU, as the
// server has always searched.
func (j job) threads() int {
	if j.Threads > 0 {
		return j.Threads
	}
	return runtime.NumCPU()
}

// lines is the job's multi-PV line count: at least one, and one for
// anything but an analysis (a game move wants the best move soonest) or a
// weak level's move (it chooses among the best few).
func (j job) lines() int {
	if j.Mode != "analyse" && (j.Mode != "move" || j.Level == 0) {
		return 1
	}
	return max(1, j.Lines)
}

// view is a position as the client sees it. Board is game-specific and is
// documented with each adapter.
type view struct {
	Turn     string   `json:"turn"`           // "black" or "white" (shogi: black = sente)
	Legal    []string `json:"legal"`          // legal moves in the game's notation
	Over     bool     `json:"over"`           // the game has ended
	Result   string   `json:"result"`         // "" while playing, else a sentence
	Winner   string   `json:"winner"`         // "black", "white", "draw" or ""
	Position string   `json:"position"`       // this position as text (OBF, SFEN, ...)
	Board    any      `json:"board"`          // game-specific drawing data
	Check    bool     `json:"check,omitzero"` // shogi: the side to move is in check
}

// info is one progress report of a search (a server-sent "info" event).
type info struct {
	MultiPV   int      `json:"multipv,omitempty"` // 1-based line number in a multi-PV analysis
	Depth     int      `json:"depth"`
	Score     int      `json:"score"`      // side to move's view, game units
	ScoreText string   `json:"score_text"` // human readable ("+4 discs", "mate in 5")
	Eval      float64  `json:"eval"`       // black's view, for the graph
	Nodes     uint64   `json:"nodes"`
	NPS       uint64   `json:"nps"`
	TimeMS    int64    `json:"time_ms"`
	PV        []string `json:"pv"`
	// PVLabels is the PV in the game's traditional notation where it has
	// one (shogi: "７六歩(77)"), for display; PV stays the move names.
	PVLabels []string `json:"pv_labels,omitempty"`
	// Lines holds, in a multi-PV analysis, the last report of every line
	// so far, best first; the fields above are then the best line's.
	Lines []info `json:"lines,omitempty"`
}

// result is what a search returns: the last info plus the best move.
type result struct {
	info
	Best  string `json:"best"`            // "" when there is none (game over, no mate found)
	Found *bool  `json:"found,omitempty"` // tools: whether a win/mate/exact score was proved
	Note  string `json:"note,omitempty"`  // what the tool found, in words
}

var adapters = map[string]adapter{}

// register adds a game's adapter under its API name.
func register(name string, a adapter) { adapters[name] = a }
