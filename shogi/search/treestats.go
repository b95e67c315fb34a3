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

// add sums o into t.
func (t *TreeStats) add(o *TreeStats) {
	t.Nodes += o.Nodes
	t.QNodes += o.QNodes
	t.Cuts += o.Cuts
	t.FirstCuts += o.FirstCuts
	t.Reduced += o.Reduced
	t.ReducedHigh += o.ReducedHigh
	t.FullShallow += o.FullShallow
	t.FullSecond += o.FullSecond
	t.FullEvasion += o.FullEvasion
	t.FullCheck += o.FullCheck
	t.FullCapture += o.FullCapture
	t.FullZero += o.FullZero
}

// TreeStats returns the statistics of the last search, summed over its
// threads. Call it after Search returns.
func (s *Searcher) TreeStats() TreeStats {
	var t TreeStats
	for _, w := range s.workers {
		t.add(&w.stats)
		t.Nodes += w.nodes
	}
	return t
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

// countLater records how the count-th move (count > 1) of a node of
// depth was searched: reduced by r, or at full depth and why.
func (w *worker) countLater(r, depth, count int, inCheck, givesCheck, quiet bool) {
	st := &w.stats
	switch {
	case r > 0:
		st.Reduced++
	case depth < w.prm.LMRMinDepth:
		st.FullShallow++
	case count <= 2:
		st.FullSecond++
	case inCheck:
		st.FullEvasion++
	case givesCheck:
		st.FullCheck++
	case !quiet:
		st.FullCapture++
	default:
		st.FullZero++
	}
}
