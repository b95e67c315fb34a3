package web

import (
	"fmt"
	"slices"
)

// Records with variations: an import whose record holds variations (a KIF's
// 変化 blocks, an Othello transcript's further lines) builds the game's tree
// from them; the export writes the tree in the formats that have a way to
// (KIF, transcripts) and the main line in the others. Here the variations
// travel as whole lines from the start (imported.lines), which the tree
// takes by grafting each onto the moves it shares with those before it.

// graft adds a line of moves from the start (labels nil or one per move):
// it follows the moves the tree has and adds the rest as a variation after
// the others where it leaves them. The main line stays as it is (a line
// that goes on from its last position is a variation there).
func (t *gameTree) graft(line, labels []string) {
	n := t.root
	for i, m := range line {
		k, _ := n.child(m)
		if k == nil {
			k = &node{move: m}
			if i < len(labels) {
				k.label = labels[i]
			}
			n.kids = append(n.kids, k)
			t.size++
		}
		n = k
	}
}

// linePaths returns the variations that leave a line (its moves from the
// start: line), and theirs, each as its whole line from the start, a line
// before those that leave it. A variation that leaves after the line's end
// is cut to it.
func linePaths(line []string, vars []Variation) [][]string {
	var out [][]string
	for _, v := range vars {
		path := append(slices.Clone(line[:min(v.Ply, len(line))]), v.Moves...)
		out = append(out, path)
		out = append(out, linePaths(path, v.Variations)...)
	}
	return out
}

// checkLines checks an import's size before its moves are replayed: no
// variation longer than maxMoves, no tree of more than maxTree moves.
func checkLines(in imported, maxMoves, maxTree int) error {
	t := newTree(in.moves, nil)
	for i, l := range in.lines {
		if len(l) > maxMoves {
			return fmt.Errorf("variation %d: %d moves, more than the limit %d", i+1, len(l), maxMoves)
		}
		t.graft(l, nil)
		if t.size > maxTree {
			return fmt.Errorf("the record's tree holds more than %d moves, the limit", maxTree)
		}
	}
	return nil
}

// replayLine plays a line's moves on b, refusing an illegal move and a move
// after the end of the game, and returns the moves in canonical spelling.
func replayLine(b board, moves []string) ([]string, error) {
	out := make([]string, 0, len(moves))
	for i, m := range moves {
		if v := b.view(); v.Over {
			return nil, fmt.Errorf("move %d %s: the game is already over (%s)", i+1, m, v.Result)
		}
		c, err := b.play(m)
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// checkVariations replays each of an import's variations from its start
// under rule and returns them in canonical spelling; the error names the
// variation (by its order in the record) and the move.
func (g *game) checkVariations(rule string, in imported) ([][]string, error) {
	out := make([][]string, 0, len(in.lines))
	for i, l := range in.lines {
		b, err := g.ad.newBoard(rule, in.start)
		if err != nil {
			return nil, fmt.Errorf("start position: %v", err)
		}
		c, err := replayLine(b, l)
		if err != nil {
			return nil, fmt.Errorf("variation %d: %v", i+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}
