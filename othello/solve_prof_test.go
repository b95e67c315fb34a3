package othello

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSolveOne solves the FFO positions listed in BITBAN_FFO (e.g. "38" or
// "40-44"), for profiling; skipped otherwise.
func TestSolveOne(t *testing.T) {
	spec := os.Getenv("BITBAN_FFO")
	if spec == "" {
		t.Skip("set BITBAN_FFO=N or N-M")
	}
	from, to := spec, spec
	for i := range spec {
		if spec[i] == '-' {
			from, to = spec[:i], spec[i+1:]
		}
	}
	a, _ := strconv.Atoi(from)
	b, _ := strconv.Atoi(to)
	var suite []OBF
	for _, f := range []string{"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf", "fforum-60-79.obf"} {
		suite = append(suite, ffo(t, f)...)
	}
	if v := os.Getenv("BITBAN_SORT"); v != "" {
		fmt.Sscan(v, &sortEvalEmpties, &evalOrderW, &evalMobW, &sortDepthStep, &hashEmpties, &shallowEmpties, &hintEmpties, &aspirationDelta)
	}
	if v := os.Getenv("BITBAN_SEL"); v != "" {
		// "t1,t2,... minEmpties searchEmpties probCutOffset probCutStep" ("-" for no levels)
		var lv string
		fmt.Sscan(v, &lv, &selMinEmpties, &selSearchEmpties, &probCutOffset, &probCutStep)
		selLevels = nil
		for _, f := range strings.Split(lv, ",") {
			if x, err := strconv.ParseFloat(f, 64); err == nil {
				selLevels = append(selLevels, x)
			}
		}
	}
	mb := 256
	if v := os.Getenv("BITBAN_TTMB"); v != "" {
		mb, _ = strconv.Atoi(v)
	}
	s := NewSolver(mb)
	var nodes uint64
	t00 := time.Now()
	for n := a; n <= b; n++ {
		s.ClearTT()
		s.ResetNodes()
		t0 := time.Now()
		r := checkFFO(t, s, n, suite[n-1])
		nodes += r.Nodes
		t.Logf("#%d %s %+d nodes %d %.2fs", n, MoveName(r.Move), r.Score, r.Nodes, time.Since(t0).Seconds())
	}
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	t.Logf("total nodes %d %.2fs wall, %.2fs cpu (user+sys)", nodes, time.Since(t00).Seconds(), time.Duration(ru.Utime.Nano()+ru.Stime.Nano()).Seconds())
}

// TestPerfectOrderingBound measures what solve_selective.go cites: how many
// nodes the exact search saves with perfect first moves. It solves FFO
// #BITBAN_ORACLE (40-59), then solves it again with the finished table as
// the move hints (the selective searches off) and requires fewer nodes.
// About 2x the solve time, so only on request.
func TestPerfectOrderingBound(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("BITBAN_ORACLE"))
	if n < 40 || n > 59 {
		t.Skip("set BITBAN_ORACLE to an FFO number 40-59")
	}
	o := ffo(t, "fforum-40-59.obf")[n-40]
	first := NewSolver(256)
	var plain SolveResult
	withoutSelective(func() { plain = checkFFO(t, first, n, o) })
	oracle := NewSolver(256)
	oracle.hint = first.tt
	var best SolveResult
	withoutSelective(func() { best = checkFFO(t, oracle, n, o) })
	t.Logf("#%d: %d nodes with the evaluation's ordering, %d with perfect first moves (-%.0f%%)",
		n, plain.Nodes, best.Nodes, 100*(1-float64(best.Nodes)/float64(plain.Nodes)))
	if best.Nodes >= plain.Nodes {
		t.Errorf("perfect first moves did not save nodes")
	}
}
