package othello

import "testing"

// Perft benchmarks (the speed target is perft 11 from the start, no hash,
// single-threaded): go test -run XXX -bench Perft11 -benchtime=5x ./othello

func benchPerft(b *testing.B, bd Board, depth int, mode PerftMode, t *PerftTable) {
	var n uint64
	for b.Loop() {
		if t != nil {
			n = t.Perft(bd, depth, mode)
		} else {
			n = Perft(bd, depth, mode)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

func BenchmarkPerft9(b *testing.B)      { benchPerft(b, Start(), 9, Published, nil) }
func BenchmarkPerft11(b *testing.B)     { benchPerft(b, Start(), 11, Published, nil) }
func BenchmarkPerft11Edax(b *testing.B) { benchPerft(b, Start(), 11, Edax, nil) }

// BenchmarkPerftMidgame7: a position after 20 plies (more moves a node).
func BenchmarkPerftMidgame7(b *testing.B) {
	p, _, err := ParseTranscript(StartPosition(), "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1a4f3")
	if err != nil {
		b.Fatal(err)
	}
	benchPerft(b, p.Board, 7, Published, nil)
}

// BenchmarkPerftHash12: the transposition table at a depth where it pays.
func BenchmarkPerftHash12(b *testing.B) {
	t := NewPerftTable(256)
	b.ResetTimer()
	for b.Loop() {
		clear(t.entries)
		if n := t.Perft(Start(), 12, Published); n != 1939886636 {
			b.Fatal(n)
		}
	}
	b.ReportMetric(1939886636*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}
