package match

import (
	"bytes"
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"bitban/othello"
)

// TestScoreTables: the scores of a shogi and an Othello game land in the
// rows of the engines that reported them (the mover found by replaying
// the game), with their games' results; skipped and unscored moves count
// nowhere.
func TestScoreTables(t *testing.T) {
	lines := `{"index":0,"game":"shogi","opening":"7g7f","first":"A","second":"B","result":"0-1","winner":"B","moves":["3c3d","2g2f","4c4d","6g6f"],"scores":["cp 50","cp -120","mate 3",""]}
{"index":1,"game":"shogi","opening":"7g7f","first":"B","second":"A","result":"1/2-1/2","moves":["3c3d","2g2f"],"scores":["cp 700","cp -1500"]}
`
	recs, err := ReadGameRecords(strings.NewReader(lines), "g.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := recs[0].Movers(); err != nil || len(m) != 4 || m[0] != 1 || m[1] != 0 || m[2] != 1 || m[3] != 0 {
		t.Fatalf("movers %v %v, want [1 0 1 0]", m, err)
	}
	tables, err := ScoreTables(recs, DefaultScoreEdges("shogi"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != 2 || tables[0].Engine != "A" || tables[1].Engine != "B" || tables[0].Games != 2 || tables[1].Games != 2 {
		t.Fatalf("tables %+v", tables)
	}
	want := map[string]map[string][4]int{ // engine, row label: moves, W, D, L
		"A": {"-250 to -100": {1, 0, 0, 1}, "600 to 1000": {1, 0, 1, 0}},
		"B": {"0 to 100": {1, 1, 0, 0}, "mating": {1, 1, 0, 0}, "below -1000": {1, 0, 1, 0}},
	}
	for _, tb := range tables {
		for _, r := range tb.Rows {
			got := [4]int{r.Moves, r.Wins, r.Draws, r.Losses}
			if got != want[tb.Engine][r.label()] {
				t.Errorf("%s, %s: moves/W/D/L %v, want %v", tb.Engine, r.label(), got, want[tb.Engine][r.label()])
			}
		}
	}
	// With the first two moves skipped only the mate and nothing of game 1.
	tables, _ = ScoreTables(recs, DefaultScoreEdges("shogi"), 2)
	n := 0
	for _, tb := range tables {
		for _, r := range tb.Rows {
			n += r.Moves
		}
	}
	if n != 1 {
		t.Errorf("skip 2: %d moves counted, want 1", n)
	}
	var out bytes.Buffer
	WriteScoreTables(&out, tables)
	if !strings.Contains(out.String(), "mating") || !strings.Contains(out.String(), "B (2 games)") {
		t.Errorf("printed tables:\n%s", out.String())
	}

	oth := `{"index":0,"game":"othello","opening":"f5","first":"X","second":"Y","result":"1-0","winner":"X","moves":["d6","c3","d3"],"scores":["-3","2.5","7"]}`
	recs, err = ReadGameRecords(strings.NewReader(oth), "o.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	tables, err = ScoreTables(recs, DefaultScoreEdges("othello"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if y := tables[1]; y.Engine != "Y" || y.row(-3).Losses != 1 || y.row(7).Losses != 1 || tables[0].row(2.5).Wins != 1 {
		t.Errorf("othello tables %+v", tables)
	}
}

// TestScoreTablesErrors: a line that is no record, an illegal recorded
// move and edges out of order are errors that say where.
func TestScoreTablesErrors(t *testing.T) {
	if _, err := ReadGameRecords(strings.NewReader("{}\n{oops\n"), "g.jsonl"); err == nil || !strings.Contains(err.Error(), "g.jsonl line 2") {
		t.Errorf("bad line: %v", err)
	}
	recs, _ := ReadGameRecords(strings.NewReader(`{"index":4,"game":"shogi","opening":"7g7f","first":"A","second":"B","moves":["5a5a","3c3d"],"scores":["cp 1","cp 2"]}`), "g.jsonl")
	if _, err := ScoreTables(recs, DefaultScoreEdges("shogi"), 0); err == nil || !strings.Contains(err.Error(), "game 4") {
		t.Errorf("illegal move: %v", err)
	}
	for _, es := range [][]float64{{3, 1}, {0, 0}} {
		if _, err := ScoreTables(nil, es, 0); err == nil {
			t.Errorf("edges %v accepted", es)
		}
	}
}

// TestMoversThroughPasses: in Othello games played through the referee
// (passes by forced, as the match plays them) the movers that Movers
// finds by replaying the record are the sides the referee gave, on a game
// that holds a pass.
func TestMoversThroughPasses(t *testing.T) {
	passes := 0
	for seed := 0; seed < 200 && passes == 0; seed++ {
		op, err := ParseOpening("othello", "f5")
		if err != nil {
			t.Fatal(err)
		}
		g, err := newOthelloGame(op)
		if err != nil {
			t.Fatal(err)
		}
		rec := &GameRecord{Index: seed, Game: "othello", Opening: "f5"}
		var sides []int
		for ply := 0; g.end() == nil; ply++ {
			mv := g.forced()
			if mv == "PA" {
				passes++
			} else {
				ms := g.game.Position().Moves()
				for k := (ply*7 + seed*13) % bits.OnesCount64(ms); k > 0; k-- {
					ms &= ms - 1
				}
				mv = othello.MoveName(bits.TrailingZeros64(ms))
			}
			sides = append(sides, g.side())
			rec.Moves = append(rec.Moves, mv)
			if out := g.play(mv); out != nil {
				break
			}
		}
		if passes == 0 {
			continue
		}
		got, err := rec.Movers()
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != fmt.Sprint(sides) {
			t.Fatalf("game %d (%v): movers %v, want %v", seed, rec.Moves, got, sides)
		}
	}
	if passes == 0 {
		t.Fatal("no game of 200 had a pass: the test checks nothing")
	}
}
