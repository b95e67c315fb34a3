package main

import (
	"context"
	"fmt"

	"bitban/engine"
	"bitban/renju"
	renjusearch "bitban/renju/search"
)

// The renju time-to-depth row: fixed positions searched to a fixed depth
// from empty tables, with --threads threads. Its seconds with 2 threads
// over those with 1 are the Lazy SMP speed-up (issue 15's target: 0.65 or
// less on a 2-core machine).

// renjuDepthBench are openings of the three rules that no threat search
// decides before the tree (the tree is what threads share), each a few
// seconds to depth 11 on one thread.
var renjuDepthBench = []struct {
	rule  renju.Rule
	moves string
}{
	{renju.Standard, "H8I8I9J10G8G9H10"},
	{renju.Freestyle, "H8J8H10I9G9H9I11"},
	{renju.Renju, "H8H7I6G8"},
	{renju.Standard, "H8J9I10K8J8"},
	{renju.Renju, "H8I9G10H10I10G8"},
	{renju.Freestyle, "H8H9H10I9J9"},
}

// renjuBenchDepth is the depth of the row (quick: smaller).
func renjuBenchDepth(quick bool) int {
	if quick {
		return 7
	}
	return 11
}

// benchRenjuDepth searches every bench position to the row's depth and
// returns the nodes of all threads.
func benchRenjuDepth(quick bool, threads int) (uint64, error) {
	var nodes uint64
	for _, p := range renjuDepthBench {
		b, err := renju.NewBoard(15, p.rule)
		if err != nil {
			return 0, err
		}
		ms, err := renju.ParseMoves(p.moves, 15)
		if err != nil {
			return 0, err
		}
		if err := b.PlayMoves(ms); err != nil {
			return 0, err
		}
		s := renjusearch.NewSearcher(20)
		r := s.Search(context.Background(), b, engine.Request[renju.Point]{
			Limits: engine.Limits{Depth: renjuBenchDepth(quick), Threads: threads}})
		if !r.HasBest {
			return 0, fmt.Errorf("%s: no move", p.moves)
		}
		nodes += r.Nodes
	}
	return nodes, nil
}
