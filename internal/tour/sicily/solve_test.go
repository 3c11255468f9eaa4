package sicily

import (
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/judge"
)

// TestSearchNodes pins how much work the Sicily search does, which the theory notes and
// the node budget rely on: every 8×8 start within 110 nodes, every 5×6 start (Sicily
// 1152) within 336,757, and full searches of the empty trees of 3×3 and 2×5. Every tour
// is checked by the judge, and the Searcher is left as new.
func TestSearchNodes(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		found      bool
		maxNodes   int64 // the most nodes any start takes
	}{
		{8, 8, true, 110},
		{5, 6, true, 336757},
		{1, 1, true, 1},
		{3, 3, false, 0},
		{2, 5, false, 0},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			s := NewSearcher(tc.rows, tc.cols)
			path := make([]int32, tc.rows*tc.cols)
			var most int64
			for start := 0; start < tc.rows*tc.cols; start++ {
				found, nodes := s.Search(start, path)
				if found != tc.found {
					t.Fatalf("start %d: found %v, want %v", start+1, found, tc.found)
				}
				if found {
					if err := judge.CheckLine(tc.rows, tc.cols, start+1, false, string(AppendTour(nil, path))); err != nil {
						t.Fatalf("start %d: %v", start+1, err)
					}
				}
				most = max(most, nodes)
			}
			if tc.maxNodes > 0 && most != tc.maxNodes {
				t.Errorf("the hardest start takes %d nodes, want %d", most, tc.maxNodes)
			}
			fresh := NewSearcher(tc.rows, tc.cols)
			for v := range s.board.deg {
				if s.board.deg[v] != fresh.board.deg[v] {
					t.Fatalf("square %d: searcher not restored after searches", v+1)
				}
			}
		})
	}
}

func ExampleSearcher_Search() {
	s := NewSearcher(5, 5)
	path := make([]int32, 25)
	found, nodes := s.Search(0, path)
	fmt.Print(found, " ", nodes, " ", string(AppendTour(nil, path)))
	// Output: true 25 1 8 5 14 25 18 21 12 19 22 11 2 9 20 23 16 7 4 15 24 17 6 13 10 3
}

func BenchmarkSearch8x8(b *testing.B) {
	s := NewSearcher(8, 8)
	path := make([]int32, 64)
	for i := 0; i < b.N; i++ {
		s.Search(i%64, path)
	}
}
