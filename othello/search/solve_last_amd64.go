//go:build amd64 && !purego

package search

import "golang.org/x/sys/cpu"

// hasLastAVX2 selects solve4AVX2 for the last four empties: AVX2 for the
// flips, BMI2 for the shifts by a register, POPCNT for the counts.
var hasLastAVX2 = cpu.X86.HasAVX2 && cpu.X86.HasBMI2 && cpu.X86.HasPOPCNT

// solve4AVX2 is solve4Sq in assembly (solve_last_amd64.s): the same
// search, the same order, the same fail-soft scores and the same node
// count (returned, for the caller to add). squares packs x1..x4 a byte
// each, x1 lowest.
//
//go:noescape
func solve4AVX2(P, O uint64, alpha, beta int, squares uint64) (score int, nodes uint64)

// solve4Fast solves the last four empties x1..x4 in that order: the
// assembly where the CPU has what it needs, else the Go twin solve4Sq.
func (s *Solver) solve4Fast(P, O uint64, alpha, beta int, x1, x2, x3, x4 int) int {
	if !hasLastAVX2 {
		return s.solve4Sq(P, O, alpha, beta, x1, x2, x3, x4)
	}
	sc, n := solve4AVX2(P, O, alpha, beta, uint64(x1&63)|uint64(x2&63)<<8|uint64(x3&63)<<16|uint64(x4&63)<<24)
	s.nodes += n
	return sc
}
