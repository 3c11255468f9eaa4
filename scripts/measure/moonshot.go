package main

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
)

// The published counts of 8×8 that moonshot compares with: the closed tours from one
// square, twice McKay's 13,267,364,410,532 undirected closed tours (1997; OEIS A001230),
// and the open tours from every start, directed (Chernov, 2014; OEIS A165134) and
// undirected (Knuth, TAOCP Pre-Fascicle 8A; OEIS A389760's a(8)).
const (
	mcKay            = "26534728821064"
	openDirected     = "19591828170979904"
	openUndirected   = "9795914085489952"
	moonshotOpenHelp = "-open: count the open tours of ROWS x COLS from every start (the closed ones included,\n" +
		"each way), and on 8x8 compare with A165134's 19591828170979904 (-undirected: each once,\n" +
		"A389760's 9795914085489952). The whole count of 8x8's open tours runs under a 24 GB\n" +
		"machine's default cap: measured (with -undirected, the same meet), 1 h 51 min of CPU,\n" +
		"1 h 5 min of wall time on 2 cores and 17.1 GB resident at the most (docs/counting.md)."
)

// moonshotCmd counts the closed tours of 8×8 from square 1, or with -open its tours from
// every start (or those of another board, as a rehearsal), and compares the count with
// the published one.
func moonshotCmd(e *env, args []string) error {
	fs := e.flags("moonshot", "[ROWS COLS]",
		"Counts the closed tours of ROWS x COLS (default 8 8) from square 1 with knightstour -count and,\n"+
			"on 8x8, compares the count with McKay's. About 2.5 minutes on 2 cores and 1.3 GB; 7 8 is a\n"+
			"rehearsal of about 10 s of CPU (15 s or more of wall time). Progress goes to\n"+
			"moonshot-ROWSxCOLS.log in the current folder.\n"+moonshotOpenHelp+"\n"+
			"It does nothing under CI (the environment variable CI set).")
	mem := fs.String("mem", "", "the memory the count may use (knightstour -mem; default its own)")
	part := fs.String("part", "", "K/N: count only that part (knightstour -part); no comparison then")
	open := fs.Bool("open", false, "count the open tours from every start (see above)")
	undirected := fs.Bool("undirected", false, "with -open: each tour once, not once each way")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *undirected && !*open {
		fmt.Fprintln(fs.Output(), "-undirected goes with -open")
		fs.Usage()
		return errUsage
	}
	if os.Getenv("CI") != "" {
		e.rep.Printf("skipped under CI (it runs for minutes)")
		return nil
	}
	rows, cols := "8", "8"
	switch fs.NArg() {
	case 0:
	case 2:
		rows, cols = fs.Arg(0), fs.Arg(1)
	default:
		fs.Usage()
		return errUsage
	}
	var extra []string
	if *mem != "" {
		extra = append(extra, "-mem", *mem)
	}
	if *part != "" {
		extra = append(extra, "-part", *part)
	}
	kt, err := e.knightstour()
	if err != nil {
		return err
	}
	log, err := filepath.Abs(fmt.Sprintf("moonshot-%sx%s.log", rows, cols))
	if err != nil {
		return err
	}
	q := moonshotQuery(*open, *undirected)
	in, err := e.writeFile("in.txt", []byte(q.query))
	if err != nil {
		return err
	}
	what := fmt.Sprintf(q.what, rows, cols)
	e.rep.Printf("counting the %s %s; progress in %s", what, strings.Join(extra, " "), log)
	count := join(append([]string{kt, "-count"}, q.flags...), append([]string{"-rows", rows, "-cols", cols, "-v"}, extra...))
	s, err := e.run(Cmd{Name: "knightstour", Args: count, Stdin: in, Stdout: e.path("out.txt"), Stderr: log})
	if errors.As(err, new(*ExitError)) {
		return fmt.Errorf("the count stopped: %w (%s)", err, lastLines(log))
	}
	if err != nil {
		return err
	}
	e.rep.Printf("%s, peak resident memory %s", secs(s.Wall), mb(s.RSS))
	e.rep.Printf("%s CPU (user and system)", secs(s.CPU))
	return q.report(e, what, rows == "8" && cols == "8" && *part == "")
}

// report reads the count that knightstour wrote to out.txt, says it, and where
// published (a whole count of 8×8) compares it with the published one.
func (q moonshotCount) report(e *env, what string, published bool) error {
	out, err := os.ReadFile(e.path("out.txt"))
	if err != nil {
		return err
	}
	tours, ok := new(big.Int).SetString(strings.TrimSpace(string(out)), 10)
	if !ok {
		return fmt.Errorf("knightstour printed %q, not a count", out)
	}
	if q.closed {
		e.rep.Printf("%v closed tours from square 1, so %v undirected closed tours", tours, new(big.Int).Rsh(tours, 1))
	} else {
		e.rep.Printf("%v %s", tours, what)
	}
	switch {
	case !published:
	case tours.String() != q.want:
		e.rep.Fail(fmt.Sprintf("the published count is %s (%s): MISMATCH", q.want, q.source))
	default:
		e.rep.Printf("equal to the published %s (%s)", q.want, q.source)
	}
	return nil
}

// moonshotCount is what moonshot counts: the query and flags given knightstour, what
// it says it counts (a format of the board's rows and columns), the published count
// of 8×8 with its source, and whether it counts closed tours.
type moonshotCount struct {
	query, what, want, source string
	flags                     []string
	closed                    bool
}

// moonshotQuery returns moonshot's count: the closed tours from square 1, or (open) the
// open tours from every start, directed or undirected.
func moonshotQuery(open, undirected bool) moonshotCount {
	switch {
	case open && undirected:
		return moonshotCount{"0\n", "undirected open tours of %sx%s from every start", openUndirected, "Knuth, TAOCP 8A; OEIS A389760", []string{"-undirected"}, false}
	case open:
		return moonshotCount{"0\n", "open tours of %sx%s from every start, each way", openDirected, "Chernov; OEIS A165134", nil, false}
	}
	return moonshotCount{"1\n", "closed tours of %sx%s from square 1", mcKay, "McKay's, twice; OEIS A001230", []string{"-closed"}, true}
}

// lastLines returns the last two lines of a file, for an error message.
func lastLines(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	l := strings.Split(strings.TrimSpace(string(data)), "\n")
	return strings.Join(l[max(0, len(l)-2):], "; ")
}
