//go:build !purego

package frontier

import "golang.org/x/sys/cpu"

// cyclesVector adds to s the counts of the bottom states of bs, four at a time, that
// cyclesEach would (tm, f and k as there), with AVX2, and returns how many it walked:
// len(bs) rounded down to a multiple of 4, or 0 where the processor has no AVX2. A
// step of four walks is eight vector instructions, where one walk's is about as many
// scalar ones: BenchmarkJoinWalks, 256 bottom states of 6 to 14 ends, 3.5 to 5 times as
// fast (quiet).
func cyclesVector(tm, f uint64, k int, bs []bottom, s *laneSums) int {
	if !cpu.X86.HasAVX2 || len(bs) < 4 {
		return 0
	}
	cyclesAVX2(tm, f, k, bs, s)
	return len(bs) &^ 3
}

// pathsVector is cyclesVector for pathsEach's walks.
func pathsVector(tm, end uint64, k int, bs []bottom, s *laneSums) int {
	if !cpu.X86.HasAVX2 || len(bs) < 4 {
		return 0
	}
	pathsAVX2(tm, end, k, bs, s)
	return len(bs) &^ 3
}

// cyclesAVX2 walks the bottom states of bs four at a time, len(bs)/4 times, as
// cyclesEach does one from from, and adds the counts each lane takes to s. A bottom
// state is two words, its mates first (joinwalk_amd64.s reads them so).
//
//go:noescape
func cyclesAVX2(tm, from uint64, k int, bs []bottom, s *laneSums)

// pathsAVX2 is cyclesAVX2 for pathsEach's walks, from from (its end).
//
//go:noescape
func pathsAVX2(tm, from uint64, k int, bs []bottom, s *laneSums)
