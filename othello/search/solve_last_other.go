//go:build !amd64 || purego

package search

// Without amd64 (or with the purego tag) the last four empties are the Go
// solve4Sq.
const hasLastAVX2 = false

func (s *Solver) solve4Fast(P, O uint64, alpha, beta int, x1, x2, x3, x4 int) int {
	return s.solve4Sq(P, O, alpha, beta, x1, x2, x3, x4)
}
