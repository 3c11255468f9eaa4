//go:build !amd64 || purego

package frontier

// cyclesVector walks no bottom state: this build has no vector walks (see
// joinwalk_amd64.go), and oneCycles walks them all one at a time.
func cyclesVector(tm, f uint64, k int, bs []bottom, s *laneSums) int { return 0 }

// pathsVector walks no bottom state, as cyclesVector.
func pathsVector(tm, end uint64, k int, bs []bottom, s *laneSums) int { return 0 }
