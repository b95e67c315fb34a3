//go:build !amd64 || purego

package othello

// Without amd64 (or with the purego tag) there is no AVX2 leaf: perft uses
// the portable perftLeaf.
const hasAVX2 = false

func perftLeafAVX2(P, O, moves uint64, edax bool) uint64 { return perftLeaf(P, O, moves, edax) }

func listMovesAVX2(P, O uint64, out *[36]ScoredMove) int { return listMovesGo(P, O, out) }

// ListMoves writes each legal move of P to out: its flips, its square, and
// in Score the opponent's weighted mobility after it (WeightedMobility). It
// returns the number of moves. Here it is listMovesGo (on amd64 with AVX2,
// the assembly).
func ListMoves(P, O uint64, out *[36]ScoredMove) int { return listMovesGo(P, O, out) }

func movesBothAVX2(P, O uint64) (mp, mo uint64) { return movesBothGo(P, O) }

// MovesBoth returns the legal moves of P and of O in (P, O) (Moves(P, O)
// and Moves(O, P)): the evaluation's two mobility terms. Here it is
// movesBothGo (on amd64 with AVX2, the assembly).
func MovesBoth(P, O uint64) (mp, mo uint64) { return movesBothGo(P, O) }
