package search

import (
	"fmt"
	"strings"
)

// TreeStats describes the shape of the last search's tree: how much of
// it quiescence took, how often the first move searched was the one that
// failed high, and for the moves after the first, whether late-move
// reductions applied and, when not, why. It is how the tree is compared
// with another engine's (`bitban shogi analyse --stats`): a tree that
// reduces few of its late moves grows fast with depth.
type TreeStats struct {
	Nodes, QNodes uint64
	// Cuts: nodes that failed high in the move loop; FirstCuts: those
	// whose first searched move did.
	Cuts, FirstCuts uint64
	// Reduced: later moves searched with a late-move reduction;
	// ReducedHigh: those whose reduced search beat alpha (re-searched).
	Reduced, ReducedHigh uint64
	// Later moves searched at full depth, by the first reason that
	// applied: depth below LMRMinDepth, the node's second move, an evasion,
	// a check, a capture or promotion, or a reduction that came out 0.
	FullShallow, FullSecond, FullEvasion, FullCheck, FullCapture, FullZero uint64
}

// treeCount indexes a worker's counters (treeCounts), one per TreeStats
// field but the nodes, which the worker counts anyway.
type treeCount uint8

const (
	cntQNodes treeCount = iota
	cntCuts
	cntFirstCuts
	cntReduced
	cntReducedHigh
	cntFullShallow
	cntFullSecond
	cntFullEvasion
	cntFullCheck
	cntFullCapture
	cntFullZero
	treeCounters
)

// treeCounts are a worker's counters of the tree's shape.
type treeCounts [treeCounters]uint64

// TreeStats returns the statistics of the last search, summed over its
// threads. Call it after Search returns.
func (s *Searcher) TreeStats() TreeStats {
	var c treeCounts
	var nodes uint64
	for _, w := range s.workers {
		nodes += w.nodes
		for i, n := range w.counts {
			c[i] += n
		}
	}
	return TreeStats{Nodes: nodes, QNodes: c[cntQNodes], Cuts: c[cntCuts], FirstCuts: c[cntFirstCuts],
		Reduced: c[cntReduced], ReducedHigh: c[cntReducedHigh],
		FullShallow: c[cntFullShallow], FullSecond: c[cntFullSecond], FullEvasion: c[cntFullEvasion],
		FullCheck: c[cntFullCheck], FullCapture: c[cntFullCapture], FullZero: c[cntFullZero]}
}

// String is the statistics as a few lines of text with their shares.
func (t TreeStats) String() string {
	pct := func(a, b uint64) float64 {
		if b == 0 {
			return 0
		}
		return 100 * float64(a) / float64(b)
	}
	full := t.FullShallow + t.FullSecond + t.FullEvasion + t.FullCheck + t.FullCapture + t.FullZero
	var b strings.Builder
	fmt.Fprintf(&b, "nodes %d, quiescence %d (%.1f %%)\n", t.Nodes, t.QNodes, pct(t.QNodes, t.Nodes))
	fmt.Fprintf(&b, "fail-highs %d, on the first move %.1f %%\n", t.Cuts, pct(t.FirstCuts, t.Cuts))
	fmt.Fprintf(&b, "later moves reduced %d (re-searched %.1f %%), at full depth %d:\n", t.Reduced, pct(t.ReducedHigh, t.Reduced), full)
	fmt.Fprintf(&b, "  depth below LMRMinDepth %d, second move %d, evasion %d, check %d, capture or promotion %d, reduction 0 %d\n",
		t.FullShallow, t.FullSecond, t.FullEvasion, t.FullCheck, t.FullCapture, t.FullZero)
	return b.String()
}

// laterCount is the counter of the count-th move (count > 1) of a node
// of depth: reduced by r, or searched at full depth and why.
func (w *worker) laterCount(r, depth, count int, inCheck, givesCheck, quiet bool) treeCount {
	switch {
	case r > 0:
		return cntReduced
	case depth < w.prm.LMRMinDepth:
		return cntFullShallow
	case count <= 2:
		return cntFullSecond
	case inCheck:
		return cntFullEvasion
	case givesCheck:
		return cntFullCheck
	case !quiet:
		return cntFullCapture
	}
	return cntFullZero
}
