//go:build amd64 && !purego

#include "textflag.h"

// solve4AVX2: solve4Sq, solve3, solve2 and solve1 of solve_last.go in
// assembly, move for move: the same order, windows, fail-soft scores and
// node counts (TestSolve4AVX2 compares them). What the Go twin pays for
// and this does not: the jump to one flip function per square (the flips
// here are the four-lanes-at-once AVX2 flips of othello's perft leaf, the
// same code for every square) and the spills of every live value around
// each call (Go's calling convention saves no register; here the node
// count, the flip tables and the constants stay in registers for the
// whole solve).
//
// Internal calling convention of s4, s3, s2: R8 = P (to move), R9 = O,
// R10 = alpha, R11 = beta, R12 = the empties, a byte each in their order;
// the score comes back in AX. Kept by every routine: R15 = the node count,
// SI = &lastFlipMasks, Y7 = 0, Y11 = all ones, Y12 = edges, Y15 = shift1.
// Everything else may be clobbered. s1: DI = the player who plays the last
// empty, CX = that square; score in AX; clobbers BX, CX, DX, DI, R14.

DATA lshift1<>+0(SB)/8, $1
DATA lshift1<>+8(SB)/8, $8
DATA lshift1<>+16(SB)/8, $9
DATA lshift1<>+24(SB)/8, $7
GLOBL lshift1<>(SB), RODATA|NOPTR, $32

DATA lshift2<>+0(SB)/8, $2
DATA lshift2<>+8(SB)/8, $16
DATA lshift2<>+16(SB)/8, $18
DATA lshift2<>+24(SB)/8, $14
GLOBL lshift2<>(SB), RODATA|NOPTR, $32

DATA lshift4<>+0(SB)/8, $4
DATA lshift4<>+8(SB)/8, $32
DATA lshift4<>+16(SB)/8, $36
DATA lshift4<>+24(SB)/8, $28
GLOBL lshift4<>(SB), RODATA|NOPTR, $32

DATA ledges<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA ledges<>+8(SB)/8, $0xffffffffffffffff
DATA ledges<>+16(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA ledges<>+24(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL ledges<>(SB), RODATA|NOPTR, $32

DATA lfileA<>+0(SB)/8, $0x0101010101010101
GLOBL lfileA<>(SB), RODATA|NOPTR, $8

DATA lgather<>+0(SB)/8, $0x0102040810204080
GLOBL lgather<>(SB), RODATA|NOPTR, $8

// LSETUP readies the flips of the player pl against the opponent op:
// Y10 = pl and Y9 = op in every lane, and the occluded-fill propagators of
// the downward directions: Y8 = op & edges, Y6 = Y8 & Y8>>s, Y5 = Y6 &
// Y6>>2s. Uses X0.
#define LSETUP(pl, op) \
	VMOVQ pl, X0; \
	VPBROADCASTQ X0, Y10; \
	VMOVQ op, X0; \
	VPBROADCASTQ X0, Y9; \
	VPAND Y12, Y9, Y8; \
	VPSRLVQ Y15, Y8, Y6; \
	VPAND Y8, Y6, Y6; \
	VPSRLVQ lshift2<>(SB), Y6, Y5; \
	VPAND Y6, Y5, Y5

// LFLIPS leaves in BX the discs flipped by a move of LSETUP's player on
// the square in CX, and its bit in DX (CX kept; uses Y0-Y4): upward rays
// by carry propagation, downward rays by an occluded fill (as othello's
// perft_avx2_amd64.s explains).
#define LFLIPS \
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
	VPSRLVQ lshift2<>(SB), Y3, Y4; \
	VPAND Y6, Y4, Y4; \
	VPOR Y4, Y3, Y3; \
	VPSRLVQ lshift4<>(SB), Y3, Y4; \
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

// LNEIGHBOUR sets the flags of neighbour[CX] & op (ZF: no disc of op
// around the square). Uses BX.
#define LNEIGHBOUR(op) \
	LEAQ ·neighbour(SB), BX; \
	MOVQ (BX)(CX*8), BX; \
	TESTQ op, BX

// LCOUNT adds to AX the discs a move of p on DX's square flips when that
// square is the last empty (countLastFlips): DX = &lastAsm[sq], CX =
// &lastFlipCount. Uses BX.
#define LCOUNT(p) \
	MOVQ 16(DX), BX; \
	SHRXQ BX, p, BX; \
	MOVBQZX BX, BX; \
	ADDQ 32(DX), BX; \
	MOVBQZX (CX)(BX*1), AX; \
	MOVQ 24(DX), BX; \
	SHRXQ BX, p, BX; \
	ANDQ lfileA<>(SB), BX; \
	IMULQ lgather<>(SB), BX; \
	SHRQ $56, BX; \
	ADDQ 40(DX), BX; \
	MOVBQZX (CX)(BX*1), BX; \
	ADDQ BX, AX; \
	MOVQ 0(DX), BX; \
	ANDQ p, BX; \
	IMULQ lfileA<>(SB), BX; \
	SHRQ $56, BX; \
	ADDQ 32(DX), BX; \
	MOVBQZX (CX)(BX*1), BX; \
	ADDQ BX, AX; \
	MOVQ 8(DX), BX; \
	ANDQ p, BX; \
	IMULQ lfileA<>(SB), BX; \
	SHRQ $56, BX; \
	ADDQ 32(DX), BX; \
	MOVBQZX (CX)(BX*1), BX; \
	ADDQ BX, AX

// LFINAL returns the final score of (R8, R9) for R8's side (finalScore):
// 64 - 2o if it has more discs, 2p - 64 if fewer, 0 if as many. Uses BX,
// CX, DX, DI.
#define LFINAL \
	POPCNTQ R8, DX; \
	POPCNTQ R9, BX; \
	MOVQ $64, DI; \
	SUBQ BX, DI; \
	SUBQ BX, DI; \
	LEAQ -64(DX)(DX*1), AX; \
	XORQ CX, CX; \
	CMPQ DX, BX; \
	CMOVQGT DI, AX; \
	CMOVQEQ CX, AX; \
	RET

// func solve4AVX2(P, O uint64, alpha, beta int, squares uint64) (score int, nodes uint64)
TEXT ·solve4AVX2(SB), NOSPLIT, $8-56
	MOVQ P+0(FP), R8
	MOVQ O+8(FP), R9
	MOVQ alpha+16(FP), R10
	MOVQ beta+24(FP), R11
	MOVQ squares+32(FP), R12
	XORQ R15, R15
	LEAQ ·lastFlipMasks(SB), SI
	VMOVDQU lshift1<>(SB), Y15
	VMOVDQU ledges<>(SB), Y12
	VPCMPEQQ Y11, Y11, Y11
	VPXOR Y7, Y7, Y7
	CALL s4<>(SB)
	VZEROUPPER
	MOVQ AX, score+40(FP)
	MOVQ R15, nodes+48(FP)
	RET

// s1 is solve1: the exact score for DI's side when CX is the last empty
// (every other square full, the opponent's discs being the rest).
TEXT s1<>(SB), NOSPLIT|NOFRAME, $0-0
	POPCNTQ DI, R14
	SHLQ $1, R14 // p2: twice P's discs
	SHLQ $6, CX
	LEAQ ·lastAsm(SB), DX
	ADDQ CX, DX
	LEAQ ·lastFlipCount(SB), CX
	LCOUNT(DI)
	TESTQ AX, AX
	JZ s1pass
	LEAQ -62(R14)(AX*2), AX // p2 - 62 + 2n
	RET

s1pass:
	// P cannot play: the opponent (every other square) may.
	ORQ 48(DX), DI
	NOTQ DI
	LCOUNT(DI)
	TESTQ AX, AX
	JZ s1none
	SHLQ $1, AX
	NEGQ AX
	LEAQ -64(R14)(AX*1), AX // p2 - 64 - 2n
	RET

s1none:
	// Nobody can play: the empty square goes to the winner.
	LEAQ -64(R14), AX
	CMPQ R14, $63
	JLE s1done
	LEAQ -62(R14), AX

s1done:
	RET

// s2 is solve2: the last two empties, bytes 0 and 1 of R12.
TEXT s2<>(SB), NOSPLIT|NOFRAME, $0-0
	INCQ R15
	MOVQ $-127, R13 // best
	LSETUP(R8, R9)
	MOVBQZX R12, CX // x1
	LNEIGHBOUR(R9)
	JZ s2second
	LFLIPS
	TESTQ BX, BX
	JZ s2second
	INCQ R15
	MOVQ R9, DI
	XORQ BX, DI // the opponent moves last, on x2
	MOVQ R12, CX
	SHRQ $8, CX
	ANDQ $0xff, CX
	CALL s1<>(SB)
	NEGQ AX
	MOVQ AX, R13
	CMPQ AX, R11
	JGE s2ret

s2second:
	MOVQ R12, CX
	SHRQ $8, CX
	ANDQ $0xff, CX // x2
	LNEIGHBOUR(R9)
	JZ s2moved
	LFLIPS
	TESTQ BX, BX
	JZ s2moved
	INCQ R15
	MOVQ R9, DI
	XORQ BX, DI
	MOVBQZX R12, CX // the opponent moves last, on x1
	CALL s1<>(SB)
	NEGQ AX
	CMPQ AX, R13
	JLE s2moved
	MOVQ AX, R13

s2moved:
	MOVQ R13, AX
	CMPQ R13, $-127
	JNE s2ret

	// P passes: the opponent moves, minimising.
	MOVQ $127, R13
	LSETUP(R9, R8)
	MOVBQZX R12, CX // x1
	LNEIGHBOUR(R8)
	JZ s2psecond
	LFLIPS
	TESTQ BX, BX
	JZ s2psecond
	INCQ R15
	MOVQ R8, DI
	XORQ BX, DI // P moves last, on x2
	MOVQ R12, CX
	SHRQ $8, CX
	ANDQ $0xff, CX
	CALL s1<>(SB)
	MOVQ AX, R13
	CMPQ AX, R10
	JLE s2ret

s2psecond:
	MOVQ R12, CX
	SHRQ $8, CX
	ANDQ $0xff, CX // x2
	LNEIGHBOUR(R8)
	JZ s2pdone
	LFLIPS
	TESTQ BX, BX
	JZ s2pdone
	INCQ R15
	MOVQ R8, DI
	XORQ BX, DI
	MOVBQZX R12, CX // P moves last, on x1
	CALL s1<>(SB)
	CMPQ AX, R13
	JGE s2pdone
	MOVQ AX, R13

s2pdone:
	MOVQ R13, AX
	CMPQ R13, $127
	JNE s2ret
	LFINAL

s2ret:
	RET

// s3 is solve3: the last three empties, bytes 0-2 of R12. Frame: the
// node's P, O, alpha, beta, empties, best, and the bit offset of the
// square being tried.
TEXT s3<>(SB), NOSPLIT, $56-0
	INCQ R15
	MOVQ R8, p-8(SP)
	MOVQ R9, o-16(SP)
	MOVQ R10, a-24(SP)
	MOVQ R11, b-32(SP)
	MOVQ R12, e-40(SP)
	MOVQ $-127, best-48(SP)
	MOVQ $0, i-56(SP)

s3loop:
	MOVQ e-40(SP), R12
	MOVQ i-56(SP), R13
	SHRXQ R13, R12, CX
	ANDQ $0xff, CX // the square
	MOVQ o-16(SP), R9
	LNEIGHBOUR(R9)
	JZ s3next
	MOVQ p-8(SP), R8
	LSETUP(R8, R9)
	LFLIPS
	TESTQ BX, BX
	JZ s3next
	MOVQ R9, AX
	XORQ BX, AX // the child's P: O ^ f
	XORQ R8, BX
	XORQ DX, BX // the child's O: P ^ f ^ x
	MOVQ AX, R8
	MOVQ BX, R9
	// The other empties, in their order.
	BZHIQ R13, R12, AX
	LEAQ 8(R13), CX
	SHRXQ CX, R12, BX
	SHLXQ R13, BX, BX
	ORQ AX, BX
	MOVQ BX, R12
	// The child's window: (-beta, -max(alpha, best)).
	MOVQ b-32(SP), R10
	NEGQ R10
	MOVQ a-24(SP), R11
	MOVQ best-48(SP), AX
	CMPQ AX, R11
	CMOVQGT AX, R11
	NEGQ R11
	CALL s2<>(SB)
	NEGQ AX
	CMPQ AX, best-48(SP)
	JLE s3next
	MOVQ AX, best-48(SP)
	CMPQ AX, b-32(SP)
	JGE s3ret

s3next:
	MOVQ i-56(SP), R13
	ADDQ $8, R13
	MOVQ R13, i-56(SP)
	CMPQ R13, $24
	JLT s3loop

	MOVQ best-48(SP), AX
	CMPQ AX, $-127
	JNE s3ret

	// P passes: the opponent moves, minimising.
	MOVQ $127, best-48(SP)
	MOVQ $0, i-56(SP)

s3ploop:
	MOVQ e-40(SP), R12
	MOVQ i-56(SP), R13
	SHRXQ R13, R12, CX
	ANDQ $0xff, CX
	MOVQ p-8(SP), R8
	LNEIGHBOUR(R8)
	JZ s3pnext
	MOVQ o-16(SP), R9
	LSETUP(R9, R8)
	LFLIPS
	TESTQ BX, BX
	JZ s3pnext
	MOVQ R8, AX
	XORQ BX, AX // the child's P: P ^ f
	XORQ R9, BX
	XORQ DX, BX // the child's O: O ^ f ^ x
	MOVQ AX, R8
	MOVQ BX, R9
	BZHIQ R13, R12, AX
	LEAQ 8(R13), CX
	SHRXQ CX, R12, BX
	SHLXQ R13, BX, BX
	ORQ AX, BX
	MOVQ BX, R12
	// The child's window: (alpha, min(beta, best)).
	MOVQ a-24(SP), R10
	MOVQ b-32(SP), R11
	MOVQ best-48(SP), AX
	CMPQ AX, R11
	CMOVQLT AX, R11
	CALL s2<>(SB)
	CMPQ AX, best-48(SP)
	JGE s3pnext
	MOVQ AX, best-48(SP)
	CMPQ AX, a-24(SP)
	JLE s3ret

s3pnext:
	MOVQ i-56(SP), R13
	ADDQ $8, R13
	MOVQ R13, i-56(SP)
	CMPQ R13, $24
	JLT s3ploop

	MOVQ best-48(SP), AX
	CMPQ AX, $127
	JNE s3ret
	INCQ R15
	MOVQ p-8(SP), R8
	MOVQ o-16(SP), R9
	LFINAL

s3ret:
	RET

// s4 is solve4Sq: the last four empties, bytes 0-3 of R12. Frame as s3's,
// and the sign of a pass: where P cannot move and the opponent can, the
// node is searched again from the opponent's side (counted as a node, as
// the Go twin's call is) and its score negated.
TEXT s4<>(SB), NOSPLIT, $64-0
	MOVQ $0, neg-64(SP)

s4top:
	INCQ R15
	MOVQ R8, p-8(SP)
	MOVQ R9, o-16(SP)
	MOVQ R10, a-24(SP)
	MOVQ R11, b-32(SP)
	MOVQ R12, e-40(SP)
	MOVQ $-127, best-48(SP)
	MOVQ $0, i-56(SP)

s4loop:
	MOVQ e-40(SP), R12
	MOVQ i-56(SP), R13
	SHRXQ R13, R12, CX
	ANDQ $0xff, CX
	MOVQ o-16(SP), R9
	LNEIGHBOUR(R9)
	JZ s4next
	MOVQ p-8(SP), R8
	LSETUP(R8, R9)
	LFLIPS
	TESTQ BX, BX
	JZ s4next
	MOVQ R9, AX
	XORQ BX, AX
	XORQ R8, BX
	XORQ DX, BX
	MOVQ AX, R8
	MOVQ BX, R9
	BZHIQ R13, R12, AX
	LEAQ 8(R13), CX
	SHRXQ CX, R12, BX
	SHLXQ R13, BX, BX
	ORQ AX, BX
	MOVQ BX, R12
	MOVQ b-32(SP), R10
	NEGQ R10
	MOVQ a-24(SP), R11
	MOVQ best-48(SP), AX
	CMPQ AX, R11
	CMOVQGT AX, R11
	NEGQ R11
	CALL s3<>(SB)
	NEGQ AX
	CMPQ AX, best-48(SP)
	JLE s4next
	MOVQ AX, best-48(SP)
	CMPQ AX, b-32(SP)
	JGE s4ret

s4next:
	MOVQ i-56(SP), R13
	ADDQ $8, R13
	MOVQ R13, i-56(SP)
	CMPQ R13, $32
	JLT s4loop

	MOVQ best-48(SP), AX
	CMPQ AX, $-127
	JNE s4ret

	// No move: does the opponent have one (on any of the four)?
	MOVQ p-8(SP), R8
	MOVQ o-16(SP), R9
	MOVQ e-40(SP), R12
	LSETUP(R9, R8)
	MOVQ $0, R13

s4oloop:
	SHRXQ R13, R12, CX
	ANDQ $0xff, CX
	LNEIGHBOUR(R8)
	JZ s4onext
	LFLIPS
	TESTQ BX, BX
	JNZ s4pass

s4onext:
	ADDQ $8, R13
	CMPQ R13, $32
	JLT s4oloop
	LFINAL

s4pass:
	// The opponent moves: the same node from its side, negated.
	MOVQ p-8(SP), R9
	MOVQ o-16(SP), R8
	MOVQ b-32(SP), R10
	NEGQ R10
	MOVQ a-24(SP), R11
	NEGQ R11
	NOTQ neg-64(SP)
	JMP s4top

s4ret:
	CMPQ neg-64(SP), $0
	JEQ s4done
	NEGQ AX

s4done:
	RET
