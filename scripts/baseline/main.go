// Baseline runs one greedy Warnsdorff pass (Roth's tie-break, no backtracking) for
// go run ./scripts/measure bigboards to time against the construction.
//
// Usage:
//
//	go run ./scripts/baseline -rows R -cols C -start S > tour.txt
//
// It writes the tour as one line of squares (1-based, as knightstour does) and exits 0
// when the pass visits every square; otherwise it writes nothing, says how far it got on
// stderr and exits 1.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"

	"github.com/knightstour/knightstour/internal/tour/tiles"
)

func main() {
	rows := flag.Int("rows", 8, "rows of the board")
	cols := flag.Int("cols", 8, "columns of the board")
	start := flag.Int("start", 1, "start square, 1-based, row-major")
	flag.Parse()
	tour, ok := tiles.Warnsdorff(*rows, *cols, *start-1)
	if !ok {
		fmt.Fprintf(os.Stderr, "baseline: %dx%d from %d: stuck after %d of %d squares\n", *rows, *cols, *start, len(tour), *rows**cols)
		os.Exit(1)
	}
	w := bufio.NewWriterSize(os.Stdout, 64<<10)
	b := make([]byte, 0, 16)
	for i, v := range tour {
		b = b[:0]
		if i > 0 {
			b = append(b, ' ')
		}
		w.Write(strconv.AppendInt(b, int64(v)+1, 10))
	}
	w.WriteByte('\n')
	if err := w.Flush(); err != nil {
		fmt.Fprintf(os.Stderr, "baseline: %v\n", err)
		os.Exit(1)
	}
}
