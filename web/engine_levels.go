package web

import "math/rand/v2"

// Engine strength levels: a game stores a level (POST /api/games
// {"level": n}) that limits the engine's game moves; analysis, the tools
// and the whole-game analysis always search at full strength. Level 0 is
// full strength (the time per move or the clock alone limit it); levels
// 1 (weakest) to maxLevel limit the search depth (per game: the games'
// depths differ in cost), search on one thread (the same strength on any
// machine), and Othello's exact endgame solver starts later. The three
// weakest levels also search the few best moves (multi-PV) and play one of
// those within a margin of the best, chosen uniformly at random: cheap,
// and it makes them vary and err like a beginner. Time still applies:
// these depths take milliseconds to a second.

// maxLevel is the strongest limited level.
const maxLevel = 6

// levelSpec is what a level allows.
type levelSpec struct {
	depth  map[string]int // depth limit (plies) per game
	solve  int            // Othello: the exact solver takes over at this many empties (full strength: 20; 0: as full)
	lines  int            // the move is drawn from this many best lines...
	margin float64        // ...within this many levelUnits of the best
}

var levels = [maxLevel + 1]levelSpec{
	1: {depth: map[string]int{"shogi": 1, "othello": 1, "renju": 1}, solve: 2, lines: 4, margin: 3},
	2: {depth: map[string]int{"shogi": 2, "othello": 2, "renju": 2}, solve: 6, lines: 3, margin: 1.5},
	3: {depth: map[string]int{"shogi": 3, "othello": 4, "renju": 3}, solve: 10, lines: 2, margin: 0.5},
	4: {depth: map[string]int{"shogi": 5, "othello": 6, "renju": 4}, solve: 12, lines: 1},
	5: {depth: map[string]int{"shogi": 7, "othello": 8, "renju": 6}, solve: 16, lines: 1},
	6: {depth: map[string]int{"shogi": 10, "othello": 12, "renju": 8}, solve: 18, lines: 1},
}

// levelUnit is a game's unit of the margins, in the API's scores: a pawn
// (100 centipawns), two discs, one renju evaluation unit (100 points).
var levelUnit = map[string]float64{"shogi": 100, "othello": 2, "renju": 100}

// levelJob limits a game move's job j to level (0: as it is).
func levelJob(j job, level int, game string) job {
	if level <= 0 || level > maxLevel {
		return j
	}
	l := levels[level]
	if d := l.depth[game]; d > 0 && (j.Depth == 0 || d < j.Depth) {
		j.Depth = d
	}
	j.Threads, j.Lines, j.Level = 1, l.lines, level
	return j
}

// othelloSolveEmpties is the exact solver's start of a job's level (0:
// the searcher's own).
func othelloSolveEmpties(j job) int {
	if j.Level <= 0 || j.Level > maxLevel {
		return 0
	}
	return levels[j.Level].solve
}

// pickLevelMove is the move a weak level plays from its search's lines
// (the best one otherwise).
func pickLevelMove(res result, j job, game string) result {
	if j.Level <= 0 || j.Level > maxLevel {
		return res
	}
	margin := int(levels[j.Level].margin * levelUnit[game])
	return pickLine(res, margin, rand.IntN)
}

// pickLine plays a line within margin of the best score, chosen with
// pick (uniform: rand.IntN), and reports it as the result; a result with
// one line is left as it is.
func pickLine(res result, margin int, pick func(n int) int) result {
	if len(res.Lines) < 2 {
		return res
	}
	best := res.Lines[0].Score
	for _, l := range res.Lines {
		best = max(best, l.Score)
	}
	var near []info
	for _, l := range res.Lines {
		if len(l.PV) > 0 && l.Score >= best-margin {
			near = append(near, l)
		}
	}
	if len(near) == 0 {
		return res
	}
	c := near[pick(len(near))]
	c.MultiPV, c.Lines = 0, nil
	c.Nodes, c.NPS, c.TimeMS = res.Nodes, res.NPS, res.TimeMS // the whole search's
	out := res
	out.info, out.Best = c, c.PV[0]
	return out
}
