package match

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
)

// ScoreRow is one range of the scores an engine reported with its moves
// and how its games went from those moves on: each move counts once, with
// its game's result for that engine.
type ScoreRow struct {
	// Lo and Hi bound the range [Lo, Hi) (±Inf at the ends); Mate is +1
	// for mates announced for the engine, -1 against it (Lo, Hi unused).
	Lo, Hi float64
	Mate   int
	Moves  int
	// Wins, Draws and Losses count the moves by their game's result.
	Wins, Draws, Losses int
}

// ScoreTable is one engine's rows: the score ranges in increasing order,
// then the mates against it and for it.
type ScoreTable struct {
	Engine string
	Games  int // games it played in the records read
	Rows   []ScoreRow
}

// DefaultScoreEdges are the range bounds for a game's scores: centipawns
// for shogi (and the engines' units for renju and gomoku), discs for
// Othello.
func DefaultScoreEdges(game string) []float64 {
	if game == "othello" {
		return []float64{-16, -8, -4, -2, 0, 2, 4, 8, 16}
	}
	return []float64{-1000, -600, -400, -250, -100, 0, 100, 250, 400, 600, 1000}
}

// ReadGameRecords reads the lines of a games.jsonl file (name is for the
// messages); an unreadable line is an error that names it.
func ReadGameRecords(r io.Reader, name string) ([]*GameRecord, error) {
	var recs []*GameRecord
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for n := 1; sc.Scan(); n++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		rec := new(GameRecord)
		if err := json.Unmarshal(sc.Bytes(), rec); err != nil {
			return nil, fmt.Errorf("%s line %d: %v", name, n, err)
		}
		recs = append(recs, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return recs, nil
}

// Movers replays the game with the referee of its kind and returns the
// side (0 first, 1 second) that played each recorded move; passes and
// other forced moves count as their side's.
func (r *GameRecord) Movers() ([]int, error) {
	op, err := ParseOpening(r.Game, r.Opening)
	if err != nil {
		return nil, fmt.Errorf("game %d: opening: %v", r.Index, err)
	}
	g, err := newReferee(r.Game, op, 0)
	if err != nil {
		return nil, fmt.Errorf("game %d: opening: %v", r.Index, err)
	}
	movers := make([]int, len(r.Moves))
	for i, mv := range r.Moves {
		movers[i] = g.side()
		if out := g.play(mv); out != nil && i < len(r.Moves)-1 {
			return nil, fmt.Errorf("game %d: move %d (%s) ends the game (%s) before the record does", r.Index, i+1, mv, out.Reason)
		}
	}
	return movers, nil
}

// ScoreTables counts, for each engine of the records (in the order they
// first appear), the scores it reported by range and the results of its
// games, leaving out each game's first skip recorded moves and the moves
// without a score. edges must increase.
func ScoreTables(recs []*GameRecord, edges []float64, skip int) ([]ScoreTable, error) {
	for i := 1; i < len(edges); i++ {
		if !(edges[i-1] < edges[i]) {
			return nil, fmt.Errorf("score edges %v: item %d (%g) is not above the one before", edges, i+1, edges[i])
		}
	}
	var tables []ScoreTable
	index := map[string]int{}
	table := func(name string) *ScoreTable {
		i, ok := index[name]
		if !ok {
			i = len(tables)
			index[name] = i
			tables = append(tables, ScoreTable{Engine: name, Rows: scoreRows(edges)})
		}
		return &tables[i]
	}
	for _, r := range recs {
		movers, err := r.Movers()
		if err != nil {
			return nil, err
		}
		names := [2]string{r.First, r.Second}
		table(r.First).Games++
		table(r.Second).Games++
		for i := skip; i < len(r.Moves) && i < len(r.Scores); i++ {
			v, ok := ScoreValue(r.Scores[i])
			if !ok {
				continue
			}
			name := names[movers[i]]
			row := table(name).row(v)
			row.Moves++
			switch r.Winner {
			case name:
				row.Wins++
			case "":
				row.Draws++
			default:
				row.Losses++
			}
		}
	}
	return tables, nil
}

// scoreRows are the empty rows of the ranges that edges bound, then the
// two mate rows.
func scoreRows(edges []float64) []ScoreRow {
	rows := make([]ScoreRow, 0, len(edges)+3)
	lo := math.Inf(-1)
	for _, e := range append(append([]float64{}, edges...), math.Inf(1)) {
		rows = append(rows, ScoreRow{Lo: lo, Hi: e})
		lo = e
	}
	return append(rows, ScoreRow{Mate: -1}, ScoreRow{Mate: +1})
}

// row is the row of score v (ScoreValue's ±1e9 for mates).
func (t *ScoreTable) row(v float64) *ScoreRow {
	n := len(t.Rows)
	switch {
	case v <= -1e9:
		return &t.Rows[n-2]
	case v >= 1e9:
		return &t.Rows[n-1]
	}
	i := sort.Search(n-2, func(i int) bool { return v < t.Rows[i].Hi })
	return &t.Rows[i]
}

// WriteScoreTables prints the tables: per range the moves and the share
// of them whose game the engine won, drew and lost, and its score.
func WriteScoreTables(w io.Writer, tables []ScoreTable) {
	for _, t := range tables {
		fmt.Fprintf(w, "%s (%d games)\n  %-18s %7s %6s %6s %6s %6s\n", t.Engine, t.Games, "its score", "moves", "won", "drawn", "lost", "score")
		for _, r := range t.Rows {
			if r.Moves == 0 {
				continue
			}
			n := float64(r.Moves)
			fmt.Fprintf(w, "  %-18s %7d %5.1f%% %5.1f%% %5.1f%% %5.1f%%\n", r.label(), r.Moves,
				100*float64(r.Wins)/n, 100*float64(r.Draws)/n, 100*float64(r.Losses)/n, 100*(float64(r.Wins)+float64(r.Draws)/2)/n)
		}
	}
}

// label names the row's range.
func (r ScoreRow) label() string {
	switch {
	case r.Mate < 0:
		return "mated"
	case r.Mate > 0:
		return "mating"
	case math.IsInf(r.Lo, -1):
		return fmt.Sprintf("below %g", r.Hi)
	case math.IsInf(r.Hi, 1):
		return fmt.Sprintf("%g and above", r.Lo)
	}
	return fmt.Sprintf("%g to %g", r.Lo, r.Hi)
}
