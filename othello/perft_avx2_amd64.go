//go:build amd64 && !purego

package othello

import "golang.org/x/sys/cpu"

// hasAVX2 selects perftLeafAVX2 for perft's last two plies. AVX2 implies
// POPCNT on every CPU that has it, but both are checked.
var hasAVX2 = cpu.X86.HasAVX2 && cpu.X86.HasPOPCNT

// perftLeafAVX2 is perftLeaf in AVX2 assembly (perft_avx2_amd64.s).
//
//go:noescape
func perftLeafAVX2(P, O, moves uint64, edax bool) uint64

// avx2FlipMasks[sq] holds, for the lanes East, North, NorthEast, NorthWest,
// the ray of squares from sq (excluded) to the edge; then, for West, South,
// SouthWest, SouthEast, the same: 64 bytes, one cache line's worth, a square.
var avx2FlipMasks [64][8]uint64

func init() {
	// Lane order of the assembly: shifts 1, 8, 9, 7 (dx, dy for a left shift).
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	for sq := 0; sq < 64; sq++ {
		for lane, d := range steps {
			avx2FlipMasks[sq][lane] = rayMask(sq, d[0], d[1])
			avx2FlipMasks[sq][4+lane] = rayMask(sq, -d[0], -d[1])
		}
	}
}

// rayMask is the squares from sq (excluded) to the edge in steps (dx, dy).
func rayMask(sq, dx, dy int) uint64 {
	var m uint64
	for x, y := sq%8+dx, sq/8+dy; x >= 0 && x < 8 && y >= 0 && y < 8; x, y = x+dx, y+dy {
		m |= 1 << uint(y*8+x)
	}
	return m
}

// listMovesAVX2 is listMovesGo in AVX2 assembly (perft_avx2_amd64.s).
//
//go:noescape
func listMovesAVX2(P, O uint64, out *[36]ScoredMove) int

// ListMoves writes each legal move of P to out: its flips, its square, and
// in Score the opponent's weighted mobility after it (WeightedMobility). It
// returns the number of moves. On amd64 with AVX2 it is the assembly
// listMovesAVX2 (the dispatch is in assembly too, so the call costs what a
// call to the kernel costs); elsewhere listMovesGo.
//
// The exact solver's move lists come from here; out is caller-owned (one
// per ply on the solver's stack), nothing is allocated.
//
//go:noescape
func ListMoves(P, O uint64, out *[36]ScoredMove) int

// movesBothAVX2 is movesBothGo in AVX2 assembly.
//
//go:noescape
func movesBothAVX2(P, O uint64) (mp, mo uint64)

// MovesBoth returns the legal moves of P and of O in (P, O) (Moves(P, O)
// and Moves(O, P)): the evaluation's two mobility terms. On amd64 with AVX2
// it is the assembly movesBothAVX2 (the dispatch is in assembly, as for
// ListMoves); elsewhere movesBothGo.
//
//go:noescape
func MovesBoth(P, O uint64) (mp, mo uint64)
