package count

import "github.com/knightstour/knightstour/internal/count/brutetest"

// The tests' counts of small boards come from package brutetest's independent
// counter; these read its table.

// bruteCount reads a count from brutetest.Tours' table: tours from start (or Every) to
// end (or Every), closed or not.
func bruteCount(t [][]int64, rows, cols, start, end int, closed bool) int64 {
	n := rows * cols
	var sum int64
	for s := 0; s < n; s++ {
		if start != Every && s != start {
			continue
		}
		for e := 0; e < n; e++ {
			if end != Every && e != end {
				continue
			}
			if closed && !brutetest.Adjacent(cols, s, e) {
				continue
			}
			sum += t[s][e]
		}
	}
	return sum
}

// transposeTours turns brutetest.Tours' table of the rows×cols board into the table of the
// cols×rows board (square r·cols+c becomes c·rows+r).
func transposeTours(t [][]int64, rows, cols int) [][]int64 {
	n := rows * cols
	tr := func(s int) int { return s%cols*rows + s/cols }
	out := make([][]int64, n)
	for s := range out {
		out[s] = make([]int64, n)
	}
	for s := 0; s < n; s++ {
		for e := 0; e < n; e++ {
			out[tr(s)][tr(e)] = t[s][e]
		}
	}
	return out
}
