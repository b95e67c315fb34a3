package search

import (
	"fmt"
	"testing"

	"bitban/othello"
)

// ffoSuite is FFO #1-#79 (index n-1).
func ffoSuite(tb testing.TB) []othello.OBF {
	var suite []othello.OBF
	for _, f := range []string{"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf", "fforum-60-79.obf"} {
		suite = append(suite, ffo(tb, f)...)
	}
	return suite
}

// BenchmarkSolveFFO solves each FFO position exactly with a cleared 256 MB
// table and checks the score, for profiling one position or a range:
//
//	go test -run '^$' -bench 'SolveFFO/#4[0-4]$' -cpuprofile cpu.out ./othello/search
func BenchmarkSolveFFO(b *testing.B) {
	suite := ffoSuite(b)
	s := NewSolver(256)
	for i, o := range suite {
		n := i + 1
		b.Run(fmt.Sprintf("#%d", n), func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				s.ClearTT()
				s.ResetNodes()
				nodes += checkFFO(b, s, n, o).Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkPerfectOrdering measures what solve_selective.go cites: how many
// nodes the exact search saves with perfect first moves. It solves an FFO
// position (#40-#59) without the selective searches, then again with the
// finished table as the move hints, and reports both node counts:
//
//	go test -run '^$' -bench 'PerfectOrdering/#48$' -benchtime 1x ./othello/search
func BenchmarkPerfectOrdering(b *testing.B) {
	suite := ffoSuite(b)
	for n := 40; n <= 59; n++ {
		o := suite[n-1]
		b.Run(fmt.Sprintf("#%d", n), func(b *testing.B) {
			for b.Loop() {
				first := plainSolver(256)
				plain := checkFFO(b, first, n, o)
				oracle := plainSolver(256)
				oracle.hint = first.tt
				best := checkFFO(b, oracle, n, o)
				b.ReportMetric(float64(plain.Nodes), "nodes-plain")
				b.ReportMetric(float64(best.Nodes), "nodes-perfect")
				b.ReportMetric(100*(1-float64(best.Nodes)/float64(plain.Nodes)), "%saved")
			}
		})
	}
}

// TestMeasureProbCutSigma runs the measurement of othello/cmd/sigmafit on a
// tiny sample: it must measure something and compare it with the model.
func TestMeasureProbCutSigma(t *testing.T) {
	starts := []othello.Board{ffo(t, "fforum-1-19.obf")[0].Board, ffo(t, "fforum-1-19.obf")[1].Board}
	stats := MeasureProbCutSigma(starts, []int{10}, 1, 1, 1)
	if len(stats) != 2 {
		t.Fatalf("%d rows, want 2 (depths 0 and 1)", len(stats))
	}
	for _, st := range stats {
		if st.N == 0 || st.Model <= 0 || st.SD < 0 || st.SD != st.SD {
			t.Errorf("row %+v", st)
		}
	}
}
