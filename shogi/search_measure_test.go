package shogi

import (
	"os"
	"syscall"
	"testing"
	"time"

	"bitban/engine"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestMeasureSearch prints, for the middle-game positions, the depth and
// nodes reached in one second of wall time and the nodes per second of
// process CPU time, which stays meaningful on a loaded machine
// (BITBAN_MEASURE=1).
func TestMeasureSearch(t *testing.T) {
	if os.Getenv("BITBAN_MEASURE") == "" {
		t.Skip("set BITBAN_MEASURE=1")
	}
	for _, sfen := range searchPositions {
		p, err := ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		s := NewSearcher(64)
		var st engine.Stopper
		c0 := cpuTime()
		st.Start(time.Second, 0)
		res := s.Search(p, SearchLimits{Stop: &st})
		wall, cpu := st.Elapsed(), cpuTime()-c0
		cpuNPS := float64(res.Nodes) / cpu.Seconds()
		t.Logf("%s\n  1 s wall: depth %d, %d nodes, %.0f nodes/s wall, %.0f nodes/s CPU (CPU %v), best %v score %d",
			sfen, res.Depth, res.Nodes, float64(res.Nodes)/wall.Seconds(), cpuNPS, cpu.Round(time.Millisecond), res.Best, res.Score)
		// One second of an idle core: as many nodes as the CPU rate gives.
		s = NewSearcher(64)
		st.Start(0, uint64(cpuNPS))
		res = s.Search(p, SearchLimits{Stop: &st})
		t.Logf("  %d nodes (1 CPU second): depth %d, best %v score %d", res.Nodes, res.Depth, res.Best, res.Score)
	}
}
