package othello

import "testing"

func benchPerft(b *testing.B, bd Board, depth int, mode PerftMode) {
	var n uint64
	for b.Loop() {
		n = Perft(bd, depth, mode)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

func BenchmarkPerft9(b *testing.B)  { benchPerft(b, Start(), 9, Published) }
func BenchmarkPerft11(b *testing.B) { benchPerft(b, Start(), 11, Published) }
