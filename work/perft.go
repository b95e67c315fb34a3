package work

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"strings"

	"bitban/othello"
	"bitban/shogi"
)

// PerftJob is a perft split at a depth: every position reached after Split
// plies (identical positions below the same root move merged, with the
// number of paths that reach them) is counted to the remaining depth by the
// workers, grouped into about UnitCount units, and the counts are summed per
// root move.
type PerftJob struct {
	Game      string // "othello" or "shogi"
	Pos       string // Othello: an OBF line; shogi: an SFEN ("" = the start)
	Depth     int
	Split     int               // plies expanded by the coordinator (1..Depth-1)
	Mode      othello.PerftMode // Othello's counting convention
	UnitCount int               // units to make (at most one per position)
}

// PerftLine is the count below one root move.
type PerftLine struct {
	Move  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

type perftEntry struct {
	Pos   string `json:"pos"`   // Othello: "P O" in hex; shogi: SFEN
	Depth int    `json:"depth"` // plies left to count
	Mult  uint64 `json:"mult"`  // paths from the root that reach it
	Root  int    `json:"root"`  // index of its root move
}

type perftSpec struct {
	Game    string       `json:"game"`
	Mode    string       `json:"mode,omitempty"`
	Entries []perftEntry `json:"entries"`
}

type perftResult struct {
	Counts []uint64 `json:"counts"`
}

// Name is derived from the whole specification.
func (j *PerftJob) Name() string {
	h := sha256.Sum256(fmt.Appendf(nil, "%s|%s|%d|%d|%s|%d", j.Game, j.Pos, j.Depth, j.Split, j.Mode, j.UnitCount))
	return fmt.Sprintf("perft-%s-d%d-%s", j.Game, j.Depth, hex.EncodeToString(h[:6]))
}

// Units expands the tree to the split depth and groups the positions.
func (j *PerftJob) Units() ([]Unit, error) {
	if j.Depth < 2 || j.Split < 1 || j.Split >= j.Depth {
		return nil, fmt.Errorf("perft: split %d must be between 1 and depth-1 (depth %d)", j.Split, j.Depth)
	}
	_, entries, err := j.expand()
	if err != nil {
		return nil, err
	}
	n := max(1, min(j.UnitCount, len(entries)))
	specs := make([]perftSpec, n)
	for i, e := range entries {
		s := &specs[i%n] // round robin: every unit gets positions of every root move
		s.Entries = append(s.Entries, e)
	}
	units := make([]Unit, 0, n)
	for i, s := range specs {
		s.Game = j.Game
		if j.Game == "othello" {
			s.Mode = j.Mode.String()
		}
		body, err := json.Marshal(s)
		if err != nil {
			return nil, err
		}
		units = append(units, Unit{ID: fmt.Sprintf("u%05d", i), Kind: "perft", Spec: body})
	}
	return units, nil
}

// Check rejects results of the wrong length or with counts no tree of that
// depth can have.
func (j *PerftJob) Check(u Unit, data json.RawMessage) error {
	var spec perftSpec
	if err := json.Unmarshal(u.Spec, &spec); err != nil {
		return err
	}
	var r perftResult
	if err := decodeStrict(data, &r); err != nil {
		return fmt.Errorf("malformed perft result: %v", err)
	}
	if len(r.Counts) != len(spec.Entries) {
		return fmt.Errorf("%d counts for %d positions", len(r.Counts), len(spec.Entries))
	}
	branching := 33.0 // most Othello moves seen in one position is 33
	if j.Game == "shogi" {
		branching = 593 // most legal shogi moves in one position
	}
	for i, c := range r.Counts {
		if float64(c) > math.Pow(branching, float64(spec.Entries[i].Depth)) {
			return fmt.Errorf("count %d of position %d is more than a depth-%d tree can have", c, i, spec.Entries[i].Depth)
		}
	}
	return nil
}

// Merge sums the results per root move (in the order the game generates
// them) and in total.
func (j *PerftJob) Merge(results map[string]json.RawMessage) ([]PerftLine, uint64, error) {
	roots, _, err := j.expand()
	if err != nil {
		return nil, 0, err
	}
	units, err := j.Units()
	if err != nil {
		return nil, 0, err
	}
	lines := make([]PerftLine, len(roots))
	for i, r := range roots {
		lines[i].Move = r
	}
	var total uint64
	for _, u := range units {
		data, ok := results[u.ID]
		if !ok {
			return nil, 0, fmt.Errorf("unit %s has no result", u.ID)
		}
		var spec perftSpec
		var r perftResult
		if err := json.Unmarshal(u.Spec, &spec); err != nil {
			return nil, 0, err
		}
		if err := json.Unmarshal(data, &r); err != nil {
			return nil, 0, err
		}
		for i, e := range spec.Entries {
			n := e.Mult * r.Counts[i]
			lines[e.Root].Nodes += n
			total += n
		}
	}
	return lines, total, nil
}

// expand lists the root moves and the merged positions at the split depth.
func (j *PerftJob) expand() (roots []string, entries []perftEntry, err error) {
	switch j.Game {
	case "othello":
		return j.expandOthello()
	case "shogi":
		return j.expandShogi()
	}
	return nil, nil, fmt.Errorf("perft: game %q (want othello or shogi)", j.Game)
}

// collector merges identical positions below one root move.
type collector struct {
	index   map[entryKey]int
	entries []perftEntry
}

type entryKey struct {
	pos         string
	depth, root int
}

func (c *collector) add(pos string, depth int, root int, mult uint64) {
	if c.index == nil {
		c.index = map[entryKey]int{}
	}
	k := entryKey{pos, depth, root}
	if i, ok := c.index[k]; ok {
		c.entries[i].Mult += mult
		return
	}
	c.index[k] = len(c.entries)
	c.entries = append(c.entries, perftEntry{Pos: pos, Depth: depth, Mult: mult, Root: root})
}

func othelloKey(b othello.Board) string { return fmt.Sprintf("%016x %016x", b.Player, b.Opponent) }

func (j *PerftJob) expandOthello() ([]string, []perftEntry, error) {
	root, err := othelloStart(j.Pos)
	if err != nil {
		return nil, nil, err
	}
	var c collector
	var roots []string
	var walk func(b othello.Board, ply int, rootIdx int, mult uint64)
	walk = func(b othello.Board, ply int, rootIdx int, mult uint64) {
		if ply == j.Split || b.GameOver() {
			c.add(othelloKey(b), j.Depth-ply, rootIdx, mult)
			return
		}
		for _, ch := range othelloChildren(b) {
			idx := rootIdx
			if ply == 0 {
				idx = len(roots)
				roots = append(roots, ch.name)
			}
			walk(ch.b, ply+1, idx, mult)
		}
	}
	walk(root, 0, -1, 1)
	if len(roots) == 0 {
		return nil, nil, fmt.Errorf("perft: the game is over at the root")
	}
	return roots, c.entries, nil
}

type othelloChild struct {
	name string
	b    othello.Board
}

// othelloChildren are the moves (or the pass) of a position that is not
// finished.
func othelloChildren(b othello.Board) []othelloChild {
	moves := b.Moves()
	if moves == 0 {
		return []othelloChild{{"PA", b.Pass()}}
	}
	var out []othelloChild
	for sq := range 64 {
		if moves>>sq&1 != 0 {
			out = append(out, othelloChild{othello.MoveName(sq), b.Play(sq)})
		}
	}
	return out
}

func othelloStart(pos string) (othello.Board, error) {
	if strings.TrimSpace(pos) == "" {
		return othello.Start(), nil
	}
	o, err := othello.ParseOBF(pos)
	if err != nil {
		return othello.Board{}, err
	}
	return o.Position.Board, nil
}

func (j *PerftJob) expandShogi() ([]string, []perftEntry, error) {
	p, err := shogiStart(j.Pos)
	if err != nil {
		return nil, nil, err
	}
	var c collector
	var roots []string
	var walk func(ply int, rootIdx int)
	walk = func(ply int, rootIdx int) {
		if ply == j.Split {
			c.add(p.SFEN(), j.Depth-ply, rootIdx, 1)
			return
		}
		for _, m := range p.Generate(nil) {
			idx := rootIdx
			if ply == 0 {
				idx = len(roots)
				roots = append(roots, m.USI())
			}
			p.DoMove(m)
			walk(ply+1, idx)
			p.UndoMove(m)
		}
	}
	walk(0, -1)
	if len(roots) == 0 {
		return nil, nil, fmt.Errorf("perft: no legal move at the root")
	}
	return roots, c.entries, nil
}

func shogiStart(sfen string) (*shogi.Position, error) {
	if strings.TrimSpace(sfen) == "" || strings.TrimSpace(sfen) == "startpos" {
		return shogi.ParseSFEN(shogi.StartSFEN)
	}
	return parseShogi(sfen)
}

// parseShogi reads an SFEN as `bitban shogi perft` does: published perft
// positions with extra pieces (three bishops) are counted too.
func parseShogi(sfen string) (*shogi.Position, error) {
	p, err := shogi.ParseSFEN(sfen)
	if errors.Is(err, shogi.ErrTooManyPieces) {
		return shogi.ParseSFENRelaxed(sfen)
	}
	return p, err
}

// runPerft is the worker side: each position counted with the game's own
// perft, the context checked between positions.
func runPerft(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
	var spec perftSpec
	if err := decodeStrict(raw, &spec); err != nil {
		return nil, fmt.Errorf("perft unit: %v", err)
	}
	mode, err := othello.ParsePerftMode(spec.Mode)
	if err != nil {
		return nil, err
	}
	counts := make([]uint64, len(spec.Entries))
	for i, e := range spec.Entries {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		switch spec.Game {
		case "othello":
			var b othello.Board
			if _, err := fmt.Sscanf(e.Pos, "%x %x", &b.Player, &b.Opponent); err != nil || b.Player&b.Opponent != 0 {
				return nil, fmt.Errorf("perft unit: bad Othello position %q", e.Pos)
			}
			counts[i] = othello.Perft(b, e.Depth, mode)
		case "shogi":
			p, err := parseShogi(e.Pos)
			if err != nil {
				return nil, fmt.Errorf("perft unit: %v", err)
			}
			counts[i] = shogi.Perft(p, e.Depth)
		default:
			return nil, fmt.Errorf("perft unit: game %q", spec.Game)
		}
	}
	return json.Marshal(perftResult{Counts: counts})
}

// Runners returns the runner of a unit kind.
func Runners(kind string) (Runner, bool) {
	switch kind {
	case "perft":
		return runPerft, true
	case "solve":
		return runSolve, true
	case "match":
		exe, _ := os.Executable()
		return MatchRunner(exe), true
	}
	return nil, false
}
