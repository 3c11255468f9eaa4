//go:build !purego

#include "textflag.h"

// The vector walks of oneCycles and onePaths (joinwalk.go), four bottom states at a
// time, a 64-bit lane each: Y2 their mates, Y3 their counts (read as two words each,
// the mates first, from two bottom states a 128-bit half, in the order 0, 2, 1, 3,
// which the sum does not mind), Y4 each walk's square, Y5 its mask of an early end,
// Y7 of the end at the last step; Y15 the top's mates and Y14 the square the walks
// start from (from) in every lane, Y13 15 (a square's four bits), Y12 the low 32 bits;
// Y10 and Y11 the sums of the low and high halves of the counts taken, added to those
// in s. CX holds k, SI the next bottom state, DX the groups of four left, R9 a walk's
// steps left; Y6, Y8 and Y9 are scratch.

// SETUP reads the arguments (both functions' are alike) and jumps to done where bs
// has fewer than four bottom states.
#define SETUP(done) \
	MOVQ k+16(FP), CX; \
	MOVQ bs_base+24(FP), SI; \
	MOVQ bs_len+32(FP), DX; \
	MOVQ s+48(FP), DI; \
	SHRQ $2, DX; \
	JZ   done; \
	VPBROADCASTQ tm+0(FP), Y15; \
	VPBROADCASTQ from+8(FP), Y14; \
	MOVQ $15, R8; \
	MOVQ R8, X13; \
	VPBROADCASTQ X13, Y13; \
	MOVQ $0xFFFFFFFF, R8; \
	MOVQ R8, X12; \
	VPBROADCASTQ X12, Y12; \
	VMOVDQU (DI), Y10; \
	VMOVDQU 32(DI), Y11

// NEXT reads the next four bottom states, starts their walks at from, and sets the
// flags to k-1 steps: the loop over those, then the last.
#define NEXT \
	VMOVDQU (SI), Y0; \
	VMOVDQU 32(SI), Y1; \
	VPUNPCKLQDQ Y1, Y0, Y2; \
	VPUNPCKHQDQ Y1, Y0, Y3; \
	VMOVDQA Y14, Y4; \
	VPXOR   Y5, Y5, Y5; \
	MOVQ    CX, R9; \
	DECQ    R9

// MATE sets to, in each lane, the mate in of (four bits a square) of the square in
// from.
#define MATE(of, from, to) \
	VPSLLQ  $2, from, Y6; \
	VPSRLVQ Y6, of, to; \
	VPAND   Y13, to, to

// TAKE adds the counts of the lanes whose walks end at the last step (Y7) and not
// before (Y5), moves to the next four bottom states and loops to loop while there are
// any, and then stores the sums.
#define TAKE(loop) \
	VPANDN  Y7, Y5, Y7; \
	VPAND   Y3, Y7, Y7; \
	VPAND   Y12, Y7, Y8; \
	VPSRLQ  $32, Y7, Y9; \
	VPADDQ  Y8, Y10, Y10; \
	VPADDQ  Y9, Y11, Y11; \
	ADDQ    $64, SI; \
	DECQ    DX; \
	JNZ     loop; \
	VMOVDQU Y10, (DI); \
	VMOVDQU Y11, 32(DI); \
	VZEROUPPER

// func cyclesAVX2(tm, from uint64, k int, bs []bottom, s *laneSums)
// A step: the top's mate of q, then the bottom's mate of that is q; back at from ends
// the walk.
TEXT ·cyclesAVX2(SB), NOSPLIT, $0-56
	SETUP(cdone)

cloop:
	NEXT
	JLE clast

cstep:
	MATE(Y15, Y4, Y6)
	MATE(Y2, Y6, Y4)
	VPCMPEQQ Y14, Y4, Y7
	VPOR     Y7, Y5, Y5
	DECQ     R9
	JNZ      cstep

clast:
	MATE(Y15, Y4, Y6)
	MATE(Y2, Y6, Y4)
	VPCMPEQQ Y14, Y4, Y7
	TAKE(cloop)

cdone:
	RET

// func pathsAVX2(tm, from uint64, k int, bs []bottom, s *laneSums)
// A walk: p (Y8) the bottom's mate of q, its own at the ends vertex, which ends the
// walk; then q the top's mate of p.
TEXT ·pathsAVX2(SB), NOSPLIT, $0-56
	SETUP(pdone)

ploop:
	NEXT
	JLE plast

pstep:
	MATE(Y2, Y4, Y8)
	VPCMPEQQ Y4, Y8, Y7
	VPOR     Y7, Y5, Y5
	MATE(Y15, Y8, Y4)
	DECQ     R9
	JNZ      pstep

plast:
	MATE(Y2, Y4, Y8)
	VPCMPEQQ Y4, Y8, Y7
	TAKE(ploop)

pdone:
	RET
