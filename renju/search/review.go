package search

import (
	"fmt"

	"bitban/renju"
)

// FirstThreatWins finds where a game was decided, as far as the VCT solver
// sees: it replays stones (Black first) on a new board of the given size
// and rule and, at every position from stone index from on, asks whether
// the side to move wins by continuous threats (maxNodes nodes each). It
// returns, for Black and White, the first such position counted in plies
// from `from`, or -1 when that colour never had one. A stone that cannot
// be played is an error naming it.
func FirstThreatWins(size int, rule renju.Rule, stones []renju.Point, from int, maxNodes uint64) ([2]int, error) {
	first := [2]int{-1, -1}
	b, err := renju.NewBoard(size, rule)
	if err != nil {
		return first, err
	}
	v := NewVCTSolver(20)
	for i, p := range stones {
		c := 0
		if b.SideToMove() == renju.White {
			c = 1
		}
		if i >= from && first[c] < 0 {
			v.Clear()
			if v.VCT(b, b.SideToMove(), maxVCTDepth, nil, maxNodes).Win {
				first[c] = i - from
			}
		}
		if err := b.Place(p); err != nil {
			return first, fmt.Errorf("stone %d %s: %v", i+1, b.PointName(p), err)
		}
	}
	return first, nil
}
