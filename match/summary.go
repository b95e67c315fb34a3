package match

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// WriteSummary prints the final summary of a match.
func WriteSummary(w io.Writer, cfg Config, s Summary) {
	cfg.Defaults()
	a, b := cfg.Engines[0].Name, cfg.Engines[1].Name
	st := s.Stats
	fmt.Fprintf(w, "match %s: %s (%s) vs %s (%s), %d openings, %d of %d games\n",
		cfg.Game, a, cfg.tcOf(0), b, cfg.tcOf(1), len(cfg.Openings), s.Played, cfg.Games)
	fmt.Fprintf(w, "  %s: W/D/L %d/%d/%d  score %.1f%%  (%.1f of %d)\n", a, st.W, st.D, st.L, 100*st.Score(), float64(st.W)+float64(st.D)/2, st.Games())
	e, m := st.Elo()
	fmt.Fprintf(w, "  Elo %s (95%%)  LOS %.1f%%\n", fmtElo(e, m), 100*st.LOS())
	if st.Pairs() > 0 {
		pe, pm := st.PentaElo()
		p := st.Penta
		fmt.Fprintf(w, "  pairs %d  pentanomial [LL %d, LD %d, WL+DD %d, WD %d, WW %d]  Elo %s\n", st.Pairs(), p[0], p[1], p[2], p[3], p[4], fmtElo(pe, pm))
	}
	if p := cfg.SPRT; p != nil {
		lo, hi := p.Bounds()
		verdict := "no decision yet"
		switch s.Decision {
		case 1:
			verdict = "H1 accepted"
		case -1:
			verdict = "H0 accepted"
		}
		fmt.Fprintf(w, "  SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.2f [%.2f, %.2f] %s\n", p.Elo0, p.Elo1, p.Alpha, p.Beta, s.LLR, lo, hi, verdict)
	}
	var kinds []string
	for k := range s.Reasons {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool {
		if s.Reasons[kinds[i]] != s.Reasons[kinds[j]] {
			return s.Reasons[kinds[i]] > s.Reasons[kinds[j]]
		}
		return kinds[i] < kinds[j]
	})
	var parts []string
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%s %d", k, s.Reasons[k]))
	}
	if len(parts) > 0 {
		fmt.Fprintf(w, "  endings: %s\n", strings.Join(parts, ", "))
	}
	if s.Search != [2]SearchStats{} {
		fmt.Fprintf(w, "  search: %s %s; %s %s\n", a, s.Search[0], b, s.Search[1])
	}
	if s.Stopped != "" {
		fmt.Fprintf(w, "  stopped: %s\n", s.Stopped)
	}
}
