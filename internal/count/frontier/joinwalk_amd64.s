//go:build !purego

#include "textflag.h"

// The vector walks of oneCycles and onePaths (joinwalk.go), four bottom states at a
// time, a 64-bit lane each: Y2 their mates, Y3 their counts (read as two words each,
// the mates first, from two bottom states a 128-bit half, in the order 0, 2, 1, 3,
// which the sum does not mind), Y4 each walk's square, Y5 its mask of an early return,
// Y15 the top's mates and Y14 the first square in every lane, Y13 15 (a square's four
// bits), Y12 the low 32 bits; Y10 and Y11 the sums of the low and high halves of the
// counts taken, added to those in s.

// func cyclesAVX2(tm, f uint64, k int, bs []bottom, s *laneSums)
TEXT ·cyclesAVX2(SB), NOSPLIT, $0-56
	MOVQ k+16(FP), CX
	MOVQ bs_base+24(FP), SI
	MOVQ bs_len+32(FP), DX
	MOVQ s+48(FP), DI
	SHRQ $2, DX // groups of four bottom states
	JZ   cdone
	VPBROADCASTQ tm+0(FP), Y15
	VPBROADCASTQ f+8(FP), Y14
	MOVQ $15, R8
	MOVQ R8, X13
	VPBROADCASTQ X13, Y13
	MOVQ $0xFFFFFFFF, R8
	MOVQ R8, X12
	VPBROADCASTQ X12, Y12
	VMOVDQU (DI), Y10
	VMOVDQU 32(DI), Y11

cloop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VPUNPCKLQDQ Y1, Y0, Y2 // mates
	VPUNPCKHQDQ Y1, Y0, Y3 // counts
	VMOVDQA Y14, Y4        // q = f
	VPXOR   Y5, Y5, Y5     // back = 0
	MOVQ    CX, R9
	DECQ    R9             // k-1 steps, then the last
	JLE     clast

cstep:
	VPSLLQ   $2, Y4, Y6
	VPSRLVQ  Y6, Y15, Y6 // the top's mate of q
	VPAND    Y13, Y6, Y6
	VPSLLQ   $2, Y6, Y6
	VPSRLVQ  Y6, Y2, Y4  // q: the bottom's mate of that
	VPAND    Y13, Y4, Y4
	VPCMPEQQ Y14, Y4, Y7 // back at f
	VPOR     Y7, Y5, Y5
	DECQ     R9
	JNZ      cstep

clast:
	VPSLLQ   $2, Y4, Y6
	VPSRLVQ  Y6, Y15, Y6
	VPAND    Y13, Y6, Y6
	VPSLLQ   $2, Y6, Y6
	VPSRLVQ  Y6, Y2, Y4
	VPAND    Y13, Y4, Y4
	VPCMPEQQ Y14, Y4, Y7
	VPANDN   Y7, Y5, Y7   // back at f now and not before: one cycle
	VPAND    Y3, Y7, Y7   // its count, or 0
	VPAND    Y12, Y7, Y8
	VPSRLQ   $32, Y7, Y9
	VPADDQ   Y8, Y10, Y10
	VPADDQ   Y9, Y11, Y11
	ADDQ     $64, SI
	DECQ     DX
	JNZ      cloop
	VMOVDQU  Y10, (DI)
	VMOVDQU  Y11, 32(DI)
	VZEROUPPER

cdone:
	RET

// func pathsAVX2(tm, end uint64, k int, bs []bottom, s *laneSums)
TEXT ·pathsAVX2(SB), NOSPLIT, $0-56
	MOVQ k+16(FP), CX
	MOVQ bs_base+24(FP), SI
	MOVQ bs_len+32(FP), DX
	MOVQ s+48(FP), DI
	SHRQ $2, DX // groups of four bottom states
	JZ   pdone
	VPBROADCASTQ tm+0(FP), Y15
	VPBROADCASTQ end+8(FP), Y14
	MOVQ $15, R8
	MOVQ R8, X13
	VPBROADCASTQ X13, Y13
	MOVQ $0xFFFFFFFF, R8
	MOVQ R8, X12
	VPBROADCASTQ X12, Y12
	VMOVDQU (DI), Y10
	VMOVDQU 32(DI), Y11

ploop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VPUNPCKLQDQ Y1, Y0, Y2 // mates
	VPUNPCKHQDQ Y1, Y0, Y3 // counts
	VMOVDQA Y14, Y4        // q = end
	VPXOR   Y5, Y5, Y5     // early = 0
	MOVQ    CX, R9
	DECQ    R9             // k-1 walks, then the last
	JLE     plast

pstep:
	VPSLLQ   $2, Y4, Y6
	VPSRLVQ  Y6, Y2, Y6  // p: the bottom's mate of q
	VPAND    Y13, Y6, Y6
	VPCMPEQQ Y4, Y6, Y7  // p = q: the ends vertex
	VPOR     Y7, Y5, Y5
	VPSLLQ   $2, Y6, Y6
	VPSRLVQ  Y6, Y15, Y4 // q: the top's mate of p
	VPAND    Y13, Y4, Y4
	DECQ     R9
	JNZ      pstep

plast:
	VPSLLQ   $2, Y4, Y6
	VPSRLVQ  Y6, Y2, Y6
	VPAND    Y13, Y6, Y6
	VPCMPEQQ Y4, Y6, Y7
	VPANDN   Y7, Y5, Y7   // the ends vertex now and not before: one path
	VPAND    Y3, Y7, Y7   // its count, or 0
	VPAND    Y12, Y7, Y8
	VPSRLQ   $32, Y7, Y9
	VPADDQ   Y8, Y10, Y10
	VPADDQ   Y9, Y11, Y11
	ADDQ     $64, SI
	DECQ     DX
	JNZ      ploop
	VMOVDQU  Y10, (DI)
	VMOVDQU  Y11, 32(DI)
	VZEROUPPER

pdone:
	RET
