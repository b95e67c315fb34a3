//go:build amd64 && !purego

#include "textflag.h"

// perftLeafAVX2: the depth-2 step of perft (see perftLeaf in zz_flip.go)
// with the flips and the child's move generation done four directions at
// a time in 256-bit registers, so the loop has no table switch and no
// unpredictable branch.
//
// Lanes hold the four line directions with shifts {1, 8, 9, 7}: a left
// shift goes East, North, NorthEast, NorthWest; a right shift West, South,
// SouthWest, SouthEast. Opponent discs are masked to files B-G on every lane
// but the vertical one so that nothing wraps around a rank.

DATA shift1<>+0(SB)/8, $1
DATA shift1<>+8(SB)/8, $8
DATA shift1<>+16(SB)/8, $9
DATA shift1<>+24(SB)/8, $7
GLOBL shift1<>(SB), RODATA|NOPTR, $32

DATA shift2<>+0(SB)/8, $2
DATA shift2<>+8(SB)/8, $16
DATA shift2<>+16(SB)/8, $18
DATA shift2<>+24(SB)/8, $14
GLOBL shift2<>(SB), RODATA|NOPTR, $32

DATA shift4<>+0(SB)/8, $4
DATA shift4<>+8(SB)/8, $32
DATA shift4<>+16(SB)/8, $36
DATA shift4<>+24(SB)/8, $28
GLOBL shift4<>(SB), RODATA|NOPTR, $32

DATA edges<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA edges<>+8(SB)/8, $0xffffffffffffffff
DATA edges<>+16(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA edges<>+24(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL edges<>(SB), RODATA|NOPTR, $32

// MOBILITY leaves in AX the legal moves of the player pl against the
// opponent op (general registers; both kept). Uses Y0-Y4, Y13, Y14, DI;
// needs Y12 = edges and Y15 = shift1.
#define MOBILITY(pl, op) \
	VMOVQ pl, X0; \
	VPBROADCASTQ X0, Y0; \
	VMOVQ op, X1; \
	VPBROADCASTQ X1, Y1; \
	VPAND Y12, Y1, Y1; \
	VPSLLVQ Y15, Y0, Y2; \
	VPAND Y1, Y2, Y2; \
	VPSRLVQ Y15, Y0, Y3; \
	VPAND Y1, Y3, Y3; \
	VPSLLVQ Y15, Y2, Y14; \
	VPAND Y1, Y14, Y14; \
	VPOR Y14, Y2, Y2; \
	VPSRLVQ Y15, Y3, Y14; \
	VPAND Y1, Y14, Y14; \
	VPOR Y14, Y3, Y3; \
	VPSLLVQ Y15, Y1, Y4; \
	VPAND Y1, Y4, Y4; \
	VPSRLVQ Y15, Y4, Y13; \
	VPSLLVQ shift2<>(SB), Y2, Y14; \
	VPAND Y4, Y14, Y14; \
	VPOR Y14, Y2, Y2; \
	VPSRLVQ shift2<>(SB), Y3, Y14; \
	VPAND Y13, Y14, Y14; \
	VPOR Y14, Y3, Y3; \
	VPSLLVQ shift2<>(SB), Y2, Y14; \
	VPAND Y4, Y14, Y14; \
	VPOR Y14, Y2, Y2; \
	VPSRLVQ shift2<>(SB), Y3, Y14; \
	VPAND Y13, Y14, Y14; \
	VPOR Y14, Y3, Y3; \
	VPSLLVQ Y15, Y2, Y2; \
	VPSRLVQ Y15, Y3, Y3; \
	VPOR Y3, Y2, Y2; \
	VEXTRACTI128 $1, Y2, X3; \
	VPOR X3, X2, X2; \
	VPSHUFD $0x4e, X2, X3; \
	VPOR X3, X2, X2; \
	VMOVQ X2, AX; \
	MOVQ pl, DI; \
	ORQ op, DI; \
	NOTQ DI; \
	ANDQ DI, AX

// DISPATCH is the run-time choice of kernel of an assembly entry: a tail
// call, on the caller's arguments, of the AVX2 kernel avx when hasAVX2 is
// set, else of its Go twin portable (label: a name of the entry's own).
#define DISPATCH(avx, portable, label) \
	CMPB ·hasAVX2(SB), $0; \
	JEQ  label; \
	JMP  avx(SB); \
label: \
	JMP  portable(SB)
// SETUP loads the constants both loops need, for the player in R8 and the
// opponent in R9: Y15 = shift1, Y12 = edges, Y11 = all ones, Y7 = zero,
// Y10 = P and Y9 = O in every lane, and the occluded-fill propagators of
// the downward directions, which depend on O only: Y8 = p1 = O & edges,
// Y6 = p2 = p1 & p1>>s, Y5 = p4 = p2 & p2>>2s.
#define SETUP \
	VMOVDQU shift1<>(SB), Y15; \
	VMOVDQU edges<>(SB), Y12; \
	VPCMPEQQ Y11, Y11, Y11; \
	VPXOR Y7, Y7, Y7; \
	VMOVQ R8, X0; \
	VPBROADCASTQ X0, Y10; \
	VMOVQ R9, X0; \
	VPBROADCASTQ X0, Y9; \
	VPAND Y12, Y9, Y8; \
	VPSRLVQ Y15, Y8, Y6; \
	VPAND Y8, Y6, Y6; \
	VPSRLVQ shift2<>(SB), Y6, Y5; \
	VPAND Y6, Y5, Y5

// FLIPS leaves in BX the discs flipped by a move on the square in CX, and
// its bit x in DX (SETUP done, SI = &avx2FlipMasks; uses Y0-Y4).
//
// Upward rays by carry propagation: adding the ray's first square to
// O | ^ray runs through the opponent discs; the first ray square that is
// not O receives the carry. If it is P, the discs below it flip (the
// outflank is 0 or one bit; outflank - 1 masked by the ray, 0 where there
// was none). Downward rays by an occluded fill from x through O (three
// steps), kept if the square after the run is P.
#define FLIPS \
	MOVQ $1, DX; \
	SHLQ CX, DX; \
	MOVQ CX, BX; \
	SHLQ $6, BX; \
	ADDQ SI, BX; \
	VMOVQ DX, X0; \
	VPBROADCASTQ X0, Y0; \
	VMOVDQU 0(BX), Y1; \
	VPXOR Y11, Y1, Y2; \
	VPOR Y9, Y2, Y2; \
	VPSLLVQ Y15, Y0, Y3; \
	VPADDQ Y3, Y2, Y2; \
	VPAND Y10, Y2, Y2; \
	VPAND Y1, Y2, Y2; \
	VPCMPEQQ Y7, Y2, Y4; \
	VPADDQ Y11, Y2, Y2; \
	VPANDN Y2, Y4, Y2; \
	VPAND Y1, Y2, Y2; \
	VMOVDQU 32(BX), Y1; \
	VPSRLVQ Y15, Y0, Y3; \
	VPAND Y8, Y3, Y3; \
	VPOR Y0, Y3, Y3; \
	VPSRLVQ shift2<>(SB), Y3, Y4; \
	VPAND Y6, Y4, Y4; \
	VPOR Y4, Y3, Y3; \
	VPSRLVQ shift4<>(SB), Y3, Y4; \
	VPAND Y5, Y4, Y4; \
	VPOR Y4, Y3, Y3; \
	VPSRLVQ Y15, Y3, Y4; \
	VPAND Y10, Y4, Y4; \
	VPAND Y1, Y4, Y4; \
	VPCMPEQQ Y7, Y4, Y4; \
	VPXOR Y0, Y3, Y3; \
	VPANDN Y3, Y4, Y3; \
	VPOR Y3, Y2, Y2; \
	VEXTRACTI128 $1, Y2, X3; \
	VPOR X3, X2, X2; \
	VPSHUFD $0x4e, X2, X3; \
	VPOR X3, X2, X2; \
	VMOVQ X2, BX

// func perftLeafAVX2(P, O, moves uint64, edax bool) uint64
TEXT ·perftLeafAVX2(SB), NOSPLIT, $0-40
	MOVQ P+0(FP), R8
	MOVQ O+8(FP), R9
	MOVQ moves+16(FP), R10
	MOVBLZX edax+24(FP), R11
	XORQ R12, R12
	LEAQ ·avx2FlipMasks(SB), SI

	SETUP

loop:
	TESTQ R10, R10
	JZ done
	BSFQ R10, CX
	LEAQ -1(R10), AX
	ANDQ AX, R10
	FLIPS

	MOVQ R9, R13
	XORQ BX, R13 // child's player: O ^ f
	XORQ R8, BX
	XORQ DX, BX // child's opponent: P ^ f ^ x
	MOBILITY(R13, BX)
	TESTQ AX, AX
	JZ nomove
	POPCNTQ AX, AX
	ADDQ AX, R12
	JMP loop

nomove:
	// A pass is one leaf; a finished game one leaf unless edax.
	TESTQ R11, R11
	JZ count
	MOBILITY(BX, R13)
	TESTQ AX, AX
	JZ loop

count:
	INCQ R12
	JMP loop

done:
	VZEROUPPER
	MOVQ R12, ret+32(FP)
	RET

// func ListMoves(P, O uint64, out *[36]ScoredMove) int
//
// The run-time choice of kernel, made here so that the solver's call
// reaches the kernel directly: listMovesAVX2 with AVX2, else the Go twin
// listMovesGo (both tail calls on the caller's arguments).
TEXT ·ListMoves(SB), NOSPLIT|NOFRAME, $0-32
	DISPATCH(·listMovesAVX2, ·listMovesGo, lmportable)

// func listMovesAVX2(P, O uint64, out *[36]ScoredMove) int
//
// The solver's move generation: for each legal move of P, the flip as in
// perftLeafAVX2, written to out[i].Flip with the square in out[i].Sq and
// the opponent's weighted mobility after the move (moves, corners twice) in
// out[i].Score. A ScoredMove is 16 bytes: Flip at 0, Score at 8, Sq at 12
// (TestListMovesLayout checks it). Returns the number of moves.
TEXT ·listMovesAVX2(SB), NOSPLIT, $0-32
	MOVQ P+0(FP), R8
	MOVQ O+8(FP), R9
	MOVQ out+16(FP), R11
	XORQ R12, R12
	LEAQ ·avx2FlipMasks(SB), SI

	SETUP
	MOBILITY(R8, R9)
	MOVQ AX, R10 // the moves

lmloop:
	TESTQ R10, R10
	JZ lmdone
	BSFQ R10, CX
	LEAQ -1(R10), AX
	ANDQ AX, R10
	FLIPS
	MOVQ BX, 0(R11)
	MOVB CX, 12(R11)

	MOVQ R9, R13
	XORQ BX, R13 // child's player: O ^ f
	XORQ R8, BX
	XORQ DX, BX // child's opponent: P ^ f ^ x
	MOBILITY(R13, BX)
	MOVQ $0x8100000000000081, DX
	ANDQ AX, DX
	POPCNTQ AX, AX
	POPCNTQ DX, DX
	ADDQ DX, AX
	MOVL AX, 8(R11)
	ADDQ $16, R11
	INCQ R12
	JMP lmloop

lmdone:
	VZEROUPPER
	MOVQ R12, ret+24(FP)
	RET

// func MovesBoth(P, O uint64) (mp, mo uint64)
//
// The run-time choice of kernel, as for ListMoves: movesBothAVX2 with AVX2,
// else the Go twin movesBothGo (tail calls).
TEXT ·MovesBoth(SB), NOSPLIT|NOFRAME, $0-32
	DISPATCH(·movesBothAVX2, ·movesBothGo, mbportable)

// func movesBothAVX2(P, O uint64) (mp, mo uint64)
//
// The legal moves of P against O and of O against P: two MOBILITY passes
// (the evaluation's two mobility terms).
TEXT ·movesBothAVX2(SB), NOSPLIT, $0-32
	MOVQ P+0(FP), R8
	MOVQ O+8(FP), R9
	VMOVDQU shift1<>(SB), Y15
	VMOVDQU edges<>(SB), Y12
	MOBILITY(R8, R9)
	MOVQ AX, mp+16(FP)
	MOBILITY(R9, R8)
	MOVQ AX, mo+24(FP)
	VZEROUPPER
	RET
