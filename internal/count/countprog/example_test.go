package countprog_test

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/knightstour/knightstour/internal/count/countprog"
)

// squares is countprog.Queries from a list: each start, then io.EOF.
type squares []int

func (s *squares) Next() (int, error) {
	if len(*s) == 0 {
		return 0, io.EOF
	}
	q := (*s)[0]
	*s = (*s)[1:]
	return q, nil
}

// The open tours of the 5×5 board from a corner, from the square next to it (none:
// the reason goes to stderr), and from every start.
func ExampleRun() {
	mem, err := countprog.ParseMem("64MiB")
	if err != nil {
		panic(err)
	}
	cfg := countprog.Config{Rows: 5, Cols: 5, Mem: mem}
	err = countprog.Run(context.Background(), cfg, &squares{1, 2, 0}, countprog.Env{Stdout: os.Stdout, Stderr: io.Discard})
	fmt.Println(err)
	// Output:
	// 304
	// 0
	// 1728
	// <nil>
}
