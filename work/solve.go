package work

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"bitban/engine"
	"bitban/othello"
	othellosearch "bitban/othello/search"
)

// SolveJob solves Othello positions exactly, one unit per position.
type SolveJob struct {
	Positions []string // "<64 squares A1..H8> <X|O>" (OBF without annotations)
	WLD       bool     // win/draw/loss only
	HashMB    int      // each worker slot's table (0: 256)
}

// solveSpec is one unit: one position.
type solveSpec struct {
	Pos    string `json:"pos"`
	WLD    bool   `json:"wld,omitempty"`
	HashMB int    `json:"hash_mb"`
}

// SolveLine is the result of one position.
type SolveLine struct {
	Move    string  `json:"move"` // best move, "PA" for a pass, "--" when the game is over
	Score   int     `json:"score"`
	Nodes   uint64  `json:"nodes"`
	Seconds float64 `json:"seconds"`
}

// Name depends on the positions and the kind of solve, not the table size:
// the scores are the same.
func (j *SolveJob) Name() string {
	h := sha256.Sum256(fmt.Appendf(nil, "%v|%s", j.WLD, strings.Join(j.Positions, "\n")))
	return fmt.Sprintf("solve-othello-%d-%s", len(j.Positions), hex.EncodeToString(h[:6]))
}

// Units is one unit per position; a bad position is an error naming it.
func (j *SolveJob) Units() ([]Unit, error) {
	if len(j.Positions) == 0 {
		return nil, fmt.Errorf("solve job: no positions")
	}
	mb := j.HashMB
	if mb == 0 {
		mb = 256
	}
	units := make([]Unit, len(j.Positions))
	for i, p := range j.Positions {
		if _, err := parseSolvePos(p); err != nil {
			return nil, fmt.Errorf("solve job: position %d: %v", i+1, err)
		}
		spec, err := json.Marshal(solveSpec{Pos: p, WLD: j.WLD, HashMB: mb})
		if err != nil {
			return nil, err
		}
		units[i] = Unit{ID: solveUnitID(i), Kind: "solve", Spec: spec}
	}
	return units, nil
}

func solveUnitID(i int) string { return fmt.Sprintf("p%05d", i) }

func parseSolvePos(s string) (othello.Board, error) {
	o, err := othello.ParseOBF(s)
	if err != nil {
		return othello.Board{}, err
	}
	if o.Player&o.Opponent != 0 {
		return othello.Board{}, fmt.Errorf("overlapping discs")
	}
	return o.Board, nil
}

// Check rejects a score out of range or a move that is not legal in the
// unit's position.
func (j *SolveJob) Check(u Unit, data json.RawMessage) error {
	var spec solveSpec
	if err := json.Unmarshal(u.Spec, &spec); err != nil {
		return err
	}
	b, err := parseSolvePos(spec.Pos)
	if err != nil {
		return err
	}
	var r SolveLine
	if err := decodeStrict(data, &r); err != nil {
		return fmt.Errorf("malformed solve result: %v", err)
	}
	limit := 64
	if spec.WLD {
		limit = 1
	}
	if r.Score < -limit || r.Score > limit {
		return fmt.Errorf("score %d out of -%d..%d", r.Score, limit, limit)
	}
	moves, oppMoves := b.Moves(), othello.Moves(b.Opponent, b.Player)
	switch r.Move {
	case "--":
		if moves != 0 || oppMoves != 0 {
			return fmt.Errorf("game over claimed in a position with moves")
		}
	case "PA":
		if moves != 0 || oppMoves == 0 {
			return fmt.Errorf("a pass that is not forced")
		}
	default:
		sq, err := othello.ParseMove(r.Move)
		if err != nil || sq < 0 || sq >= 64 || moves&(1<<uint(sq)) == 0 {
			return fmt.Errorf("move %q is not legal", r.Move)
		}
	}
	return nil
}

// Lines returns the results in the order of the positions.
func (j *SolveJob) Lines(results map[string]json.RawMessage) ([]SolveLine, error) {
	lines := make([]SolveLine, len(j.Positions))
	for i := range j.Positions {
		raw, ok := results[solveUnitID(i)]
		if !ok {
			return nil, fmt.Errorf("no result for position %d", i+1)
		}
		if err := json.Unmarshal(raw, &lines[i]); err != nil {
			return nil, err
		}
	}
	return lines, nil
}

// solvers keeps each slot's solver (and its large table) between units.
var solvers sync.Pool

func runSolve(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
	var spec solveSpec
	if err := decodeStrict(raw, &spec); err != nil {
		return nil, fmt.Errorf("solve unit: %v", err)
	}
	b, err := parseSolvePos(spec.Pos)
	if err != nil {
		return nil, fmt.Errorf("solve unit: %v", err)
	}
	if spec.HashMB < 1 || spec.HashMB > 1<<16 {
		return nil, fmt.Errorf("solve unit: hash_mb %d out of 1..65536", spec.HashMB)
	}
	s := takeSolver(spec.HashMB)
	defer solvers.Put(s)
	var stop engine.Stopper
	done := stop.Begin(ctx, engine.Limits{}, 0)
	defer done()
	s.solver.SetStopper(&stop)
	s.solver.ClearTT()
	s.solver.ResetNodes()
	t0 := time.Now()
	var r othellosearch.SolveResult
	if spec.WLD {
		r = s.solver.SolveWLD(b)
	} else {
		r = s.solver.Solve(b)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if s.solver.Stopped() {
		return nil, fmt.Errorf("solve unit: the solver stopped early")
	}
	line := SolveLine{Score: r.Score, Nodes: r.Nodes, Seconds: time.Since(t0).Seconds()}
	switch r.Move {
	case -1:
		line.Move = "--"
	default:
		line.Move = othello.MoveName(r.Move)
	}
	if spec.WLD {
		line.Score = max(-1, min(1, line.Score))
	}
	return json.Marshal(line)
}

type pooledSolver struct {
	solver *othellosearch.Solver
	mb     int
}

func takeSolver(mb int) *pooledSolver {
	if s, ok := solvers.Get().(*pooledSolver); ok && s.mb == mb {
		return s
	}
	return &pooledSolver{solver: othellosearch.NewSolver(mb), mb: mb}
}
