package search

import (
	"context"
	"testing"
	"time"

	"bitban/engine"
	"bitban/othello"
)

func TestEngineContract(t *testing.T) {
	e := NewEngine(8)
	ctx := context.Background()
	start := othello.StartPosition()

	// Iterations are reported in order, the answer is legal.
	var depths []int
	r := e.Search(ctx, start, engine.Request[int]{Limits: engine.Limits{Depth: 4},
		Info: func(in engine.Info[int]) { depths = append(depths, in.Depth) }})
	if !r.HasBest || !start.IsLegal(r.Best) || r.Depth != 4 || r.Score.Kind != engine.ScoreValue || r.Exact {
		t.Fatalf("depth 4: %+v", r)
	}
	if len(depths) != 4 || depths[0] != 1 || depths[3] != 4 {
		t.Fatalf("reported depths %v", depths)
	}

	// SearchMoves: only C4 may be played.
	c4, _ := othello.ParseMove("C4")
	r = e.Search(ctx, start, engine.Request[int]{Limits: engine.Limits{Depth: 3}, SearchMoves: []int{c4}})
	if r.Best != c4 {
		t.Fatalf("searchmoves C4: best %s", othello.MoveName(r.Best))
	}

	// MultiPV 3: three lines, best first, each reported with its index.
	seen := map[int]bool{}
	r = e.Search(ctx, start, engine.Request[int]{Limits: engine.Limits{Depth: 3, MultiPV: 3},
		Info: func(in engine.Info[int]) { seen[in.MultiPV] = true }})
	if len(r.Lines) != 3 || !seen[1] || !seen[3] || seen[4] {
		t.Fatalf("multipv 3: %d lines, reported %v", len(r.Lines), seen)
	}
	for i := 1; i < 3; i++ {
		if r.Lines[i].Score.Value > r.Lines[i-1].Score.Value {
			t.Fatalf("lines not best first: %+v", r.Lines)
		}
	}

	// An exact solve: FFO #1 is G8 for +18 discs.
	ffo1 := ffo(t, "fforum-1-19.obf")[0]
	r = e.Search(ctx, ffo1.Position, engine.Request[int]{Limits: engine.Limits{Depth: 20}})
	if !r.Exact || r.Score.Value != 1800 || othello.MoveName(r.Best) != "G8" {
		t.Fatalf("FFO #1: %+v", r)
	}

	// A forced pass and a finished game.
	pass, err := othello.ParseOBF("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOX- X")
	if err != nil {
		t.Fatal(err)
	}
	if r = e.Search(ctx, pass.Position, engine.Request[int]{Limits: engine.Limits{Depth: 2}}); !r.HasBest || r.Best != othello.PassMove {
		t.Fatalf("forced pass: %+v", r)
	}
	over, _ := othello.ParseOBF("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X")
	if r = e.Search(ctx, over.Position, engine.Request[int]{Limits: engine.Limits{Depth: 2}}); r.HasBest || r.Score.Value != 6400 {
		t.Fatalf("finished game: %+v", r)
	}

	// Cancelling the context ends an endless search with a legal move.
	cctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	r = e.Search(cctx, start, engine.Request[int]{Limits: engine.Limits{Depth: 60}})
	if !r.HasBest || !start.IsLegal(r.Best) || time.Since(t0) > 5*time.Second {
		t.Fatalf("cancelled search: %+v after %v", r, time.Since(t0))
	}
	// A context already cancelled still answers a legal move.
	done, stop := context.WithCancel(ctx)
	stop()
	if r = e.Search(done, start, engine.Request[int]{Limits: engine.Limits{Depth: 60}}); !r.HasBest {
		t.Fatalf("cancelled before the start: %+v", r)
	}
	e.NewGame()
}
