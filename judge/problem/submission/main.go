// Knightstour answers Sicily 1153, the knight's tour problem on the 8×8 board, as an
// online judge runs it.
//
// It reads start squares (1..64, numbered row-major from the top left) separated by
// white space until -1 or the end of the input, and prints for each one line: the 64
// squares of a knight's tour from that start, one space apart. The tour is the one the
// Warnsdorff-ordered depth-first search of the Sicily 1153 report finds.
//
// A token that is not a square stops the program after the answers before it, with a
// message on stderr and exit status 1.
//
// It is the judge form of the knightstour program: the package internal/tour/sicily with
// this small main and the board of board.go, and nothing outside the standard library.
// scripts/submission.sh merges them into the one file that judges take.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/knightstour/knightstour/internal/tour/sicily"
)

func main() {
	os.Exit(run(os.Stdin, os.Stdout, os.Stderr))
}

// run answers the queries read from stdin on stdout, a token that is not a square
// with a message on stderr, and returns the exit status.
func run(stdin io.Reader, stdout, stderr io.Writer) int {
	d := sicily.NewSolver(rows, cols, sicily.MaxCache)
	out := bufio.NewWriterSize(stdout, 64<<10)
	in := &sicily.FlushingReader{R: stdin, Flush: out.Flush}
	err := sicily.Serve(sicily.NewQueryReader(in, 1, rows*cols), func(start int) error {
		line, ok := d.Line(start)
		if !ok {
			return fmt.Errorf("square %d: the search found no tour", start)
		}
		_, err := out.Write(line)
		return err
	})
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		fmt.Fprintf(stderr, "knightstour: %v\n", err)
		return 1
	}
	return 0
}
