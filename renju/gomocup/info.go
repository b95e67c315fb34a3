package gomocup

import (
	"fmt"
	"strings"

	"bitban/engine"
)

// FormatInfo renders a search report as the text of a MESSAGE line, the
// form Piskvork and Yixin-Board show in their logs:
//
//	depth 7 score +120 nodes 81234 nps 402000 time 202ms pv 7,7 8,8 6,8
//	multipv 2 depth 7 score -35 ...            (lines after the first)
//	win score +M9 nodes 5120 time 3ms pv ...   (proven before the tree: VCF/VCT)
//
// Scores are the side to move's: "+M9" wins in 9 plies, "-M4" loses in 4;
// points are Gomocup's x,y.
func FormatInfo(in engine.Info[Point]) string {
	var sb strings.Builder
	if in.MultiPV > 1 {
		fmt.Fprintf(&sb, "multipv %d ", in.MultiPV)
	}
	if in.Depth == 0 && in.Exact {
		sb.WriteString("win")
	} else {
		fmt.Fprintf(&sb, "depth %d", in.Depth)
	}
	fmt.Fprintf(&sb, " score %s nodes %d", formatScore(in.Score), in.Nodes)
	if nps := in.NPS(); nps > 0 {
		fmt.Fprintf(&sb, " nps %d", nps)
	}
	fmt.Fprintf(&sb, " time %dms", in.Time.Milliseconds())
	if len(in.PV) > 0 {
		sb.WriteString(" pv")
		for _, p := range in.PV {
			fmt.Fprintf(&sb, " %d,%d", p.X, p.Y)
		}
	}
	return sb.String()
}

// formatScore is "+M7" / "-M4" for proven results, else the signed value.
func formatScore(sc engine.Score) string {
	if sc.IsMate() {
		if sc.Value >= 0 {
			return fmt.Sprintf("+M%d", sc.Value)
		}
		return fmt.Sprintf("-M%d", -sc.Value)
	}
	return fmt.Sprintf("%+d", sc.Value)
}
