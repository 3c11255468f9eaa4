package count

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/knightstour/knightstour/internal/count/brutetest"
)

// checkBoard compares each method with the brute force on the rows×cols board, for
// every start (and Every) and, for each end in ends, open and closed tours.
func checkBoard(t *testing.T, rows, cols int, ends []int) {
	t.Helper()
	checkTable(t, rows, cols, brutetest.Tours(rows, cols), ends)
}

// checkTable is checkBoard with the brute force's table bt.
func checkTable(t *testing.T, rows, cols int, bt [][]int64, ends []int) {
	t.Helper()
	n := rows * cols
	for _, method := range []Method{MethodDFS, MethodScan} {
		for _, closed := range []bool{false, true} {
			for _, end := range ends {
				c, err := New(rows, cols, closed, end, Options{Workers: 2, Method: method})
				if err != nil {
					t.Fatal(err)
				}
				for start := Every; start < n; start++ {
					got, err := c.Tours(context.Background(), start)
					if err != nil {
						t.Fatalf("%dx%d %v closed=%v start %d end %d: %v", rows, cols, method, closed, start, end, err)
					}
					want := bruteCount(bt, rows, cols, start, end, closed)
					if !got.IsInt64() || got.Int64() != want {
						t.Errorf("%dx%d %v closed=%v start %d end %d: %v tours, brute force %d", rows, cols, method, closed, start, end, got, want)
					}
				}
			}
		}
	}
}

// TestSmallBoards checks both methods on every start of every board of at most 30
// squares, either way round, open and closed, from every start and to a corner, a
// middle square and the last square (on boards of 26 to 30 squares, to a corner),
// against the brute force.
func TestSmallBoards(t *testing.T) {
	for rows := 1; rows <= 30; rows++ {
		for cols := rows; rows*cols <= 30; cols++ {
			t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
				n := rows * cols
				ends := []int{Every, 0, n / 2, n - 1}
				switch {
				case n <= 2:
					ends = ends[:1]
				case n > 25:
					ends = ends[:2]
				}
				bt := brutetest.Tours(rows, cols)
				checkTable(t, rows, cols, bt, ends)
				if rows != cols {
					checkTable(t, cols, rows, transposeTours(bt, rows, cols), ends)
				}
			})
		}
	}
}

// TestEndPairs checks every start and end (Every included) of every board up to 4×5
// (either way round), open and closed, against the brute force.
func TestEndPairs(t *testing.T) {
	for rows := 1; rows <= 5; rows++ {
		for cols := 1; cols <= 5; cols++ {
			if min(rows, cols) > 4 {
				continue
			}
			t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
				ends := []int{Every}
				for e := 0; e < rows*cols; e++ {
					ends = append(ends, e)
				}
				checkBoard(t, rows, cols, ends)
			})
		}
	}
}

// published are counts from the literature, as the counter defines them (directed
// tours; closed tours counted from every start). Sources: OEIS A001230 (undirected
// closed tours of 2n×2n), A070030 (undirected closed tours of 3×2n), A175881
// (undirected closed tours of 6×n), A165134 (directed open tours of n×n).
var published = []struct {
	rows, cols int
	closed     bool
	start      int
	undirected string // the published number
	scale      int64  // tours = undirected × scale
}{
	{6, 6, true, 0, "9862", 2},               // A001230, A175881
	{6, 5, true, 0, "8", 2},                  // A175881
	{3, 10, true, 0, "16", 2},                // A070030
	{3, 12, true, 0, "176", 2},               // A070030
	{3, 20, true, 0, "1448416", 2},           // A070030
	{3, 30, true, 0, "126169362176", 2},      // A070030
	{3, 40, true, 0, "11010065269439104", 2}, // A070030
	{5, 5, false, Every, "1728", 1},          // A165134 (directed)
	{5, 5, false, 0, "304", 1},               // A165134's table of starts
	{5, 5, false, 2, "56", 1},
	{5, 5, false, 12, "64", 1},
}

// TestPublished compares the counter with published counts.
func TestPublished(t *testing.T) {
	for _, tc := range published {
		t.Run(fmt.Sprintf("%dx%d-%v-%d", tc.rows, tc.cols, tc.closed, tc.start), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.Tours(context.Background(), tc.start)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := new(big.Int).SetString(tc.undirected, 10)
			want.Mul(want, big.NewInt(tc.scale))
			if got.Cmp(want) != 0 {
				t.Errorf("%v tours, published %v", got, want)
			}
		})
	}
}

// TestThreeRowRecurrence checks counts past 2^64: the closed tours of 3×2n boards obey a
// linear recurrence whose coefficients are the denominator of their generating
// function (OEIS A169769: 1 - 6z² - 64z⁴ + 200z⁶ + ...), so the exact counts of 3×2n up
// to 3×120 (about 10^60) must satisfy it; a lost carry would break it. The first
// counts are also checked against A070030.
func TestThreeRowRecurrence(t *testing.T) {
	coef := []int64{6, 64, -200, -1000, 3016, 3488, -24256, 23776, 104168, -203408, -184704,
		443392, 14336, -151296, 145920, -263424, 317440, 36864, -966656, 573440, 131072}
	a070030 := []string{"0", "0", "0", "0", "16", "176", "1536", "15424", "147728", "1448416",
		"14060048", "136947616", "1332257856", "12965578752", "126169362176", "1227776129152",
		"11947846468608", "116266505653888", "1131418872918784", "11010065269439104"}
	var a []*big.Int // a[i]: undirected closed tours of 3×2(i+1)
	for n := 1; n <= 60; n++ {
		c, err := New(3, 2*n, true, Every, Options{})
		if err != nil {
			t.Fatal(err)
		}
		x, err := c.Tours(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		a = append(a, x.Rsh(x, 1)) // from one start: 2 per cycle
	}
	for i, s := range a070030 {
		if a[i].String() != s {
			t.Errorf("3x%d: %v closed tours, A070030 has %s", 2*(i+1), a[i], s)
		}
	}
	if a[59].BitLen() <= 128 {
		t.Fatalf("3x120 has only %d bits", a[59].BitLen())
	}
	// The numerator of the generating function has degree 22 (in z²): the recurrence
	// holds from 3×46 on.
	for n := len(coef) + 1; n < len(a); n++ {
		sum := new(big.Int)
		for i, c := range coef {
			sum.Add(sum, new(big.Int).Mul(big.NewInt(c), a[n-1-i]))
		}
		if sum.Cmp(a[n]) != 0 {
			t.Errorf("3x%d: %v closed tours, the recurrence gives %v", 2*(n+1), a[n], sum)
		}
	}
}
