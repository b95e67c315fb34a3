package search

import (
	"context"
	"testing"

	"bitban/engine"
	"bitban/renju"
)

// BenchmarkSearchDepth searches three renju openings to depth 9 from empty
// tables: the workload for profiles of the tree (go test -bench
// SearchDepth -cpuprofile).
func BenchmarkSearchDepth(b *testing.B) {
	benchSearch(b, 9, "H8H7I6G8", "H8I9G10H10I10G8", "H8I8I7G9H6H9")
}

// BenchmarkSearchMiddle searches four early middle games of renju to depth
// 11 from empty tables: the workload of the README's renju profiles and
// speed figures (go test -bench SearchMiddle -cpuprofile; its instruction
// count under valgrind's callgrind is immune to the host's timing noise).
func BenchmarkSearchMiddle(b *testing.B) {
	benchSearch(b, 11, "H8H9H10G7G9F10E10I8", "H8H9I10J8I7G7H7H6F8", "H8H9J10I9I8G10G9H7F9", "H8H9H10I8G8G9F9I10J11K8")
}

// benchSearch searches each game (moves from the empty 15x15 renju board)
// to depth with one thread and a new searcher. It reports the nodes, the
// nodes a second and the CPU time (cpu-ms/op, knodes/cpu-s: figures that
// do not grow when other processes share the machine, unlike the
// wall-clock ones).
func benchSearch(b *testing.B, depth int, games ...string) {
	var nodes uint64
	cpu := cpuTime()
	for b.Loop() {
		for _, moves := range games {
			bd, _ := renju.NewBoard(15, renju.Renju)
			ms, err := renju.ParseMoves(moves, 15)
			if err != nil || bd.PlayMoves(ms) != nil {
				b.Fatal(moves)
			}
			r := NewSearcher(20).Search(context.Background(), bd, engine.Request[renju.Point]{Limits: engine.Limits{Depth: depth, Threads: 1}})
			nodes += r.Nodes
		}
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1000, "knodes/s")
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds()/1000, "knodes/cpu-s")
	}
}
