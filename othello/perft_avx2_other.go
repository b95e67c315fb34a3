//go:build !amd64 || purego

package othello

// Without amd64 (or with the purego tag) there is no AVX2 leaf: perft uses
// the portable perftLeaf.
const hasAVX2 = false

func perftLeafAVX2(P, O, moves uint64, edax bool) uint64 { return perftLeaf(P, O, moves, edax) }

func listMovesAVX2(P, O uint64, out *[36]move) int { return listMoves(P, O, out) }
