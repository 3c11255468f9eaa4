package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// bigBoard is a board bigboards measures: its size, a start square and the kind of tour.
type bigBoard struct {
	rows, cols, start int
	closed            bool
}

// bigBoards are the boards of docs/boards.md, "Huge boards".
var bigBoards = []bigBoard{
	{10000, 10000, 1, true},
	{9999, 10001, 49999999, false},
	{3000, 3000, 1, false},
	{3000, 3000, 4501501, false},
	{3000, 3000, 7777777, false},
	{1000, 1000, 1, false},
	{1000, 1000, 500501, false},
	{3, 10000000, 15000001, false},
	{4, 10000000, 5000001, false},
	{10000000, 3, 15000002, true},
}

// smallBoard is the area under which a board's runs are three times -runs: the floor
// writes 1000x1000 in some 20 ms of CPU, which a busy machine and the clock's ticks
// move by a tenth or more (its ratio was 1.9 to 2.6 in the least of 3 runs), where the
// least of 9 comes near each program's own time.
const smallBoard = 10_000_000

// bigboardsCmd times the construction on huge boards against the C floor of writing.
func bigboardsCmd(e *env, args []string) error {
	fs := e.flags("bigboards", "",
		"Writes a tour of each huge board to a file in memory, alternately with\n"+
			"scripts/floor/write.c printing as many numbers; the judge checks each tour. Fails when\n"+
			"knightstour takes more than -max times the floor's CPU time or 64 MB.")
	runs := fs.Int("runs", 3, "alternating runs of each")
	maxRatio := fs.Float64("max", 2.5, "knightstour's CPU time over the floor's, at most")
	big := fs.Bool("big", true, "the boards of 10^8 squares too (each writes 889 MB)")
	greedy := fs.Bool("greedy", true, "time a plain greedy Warnsdorff pass on each board too, once (about 20 s in all; it only informs)")
	if err := parse(fs, args); err != nil {
		return err
	}
	var kt, judge, cwrite, warnsdorff string
	if err := together(
		func() (err error) { kt, err = e.knightstour(); return },
		func() (err error) { judge, err = e.judge(); return },
		func() (err error) { warnsdorff, err = e.goBuild("warnsdorff", "./scripts/baseline"); return },
		func() (err error) { cwrite, err = e.compile("cc", "cwrite", "-O2", "scripts/floor/write.c"); return },
	); err != nil {
		return err
	}
	fmt.Fprintf(e.out, "%-14s %-11s %-6s %9s %9s %6s %5s  %s\n", "board", "start", "kind", "CPU s", "floor", "ratio", "MB", "greedy Warnsdorff, same board")
	for _, b := range bigBoards {
		if !*big && b.rows*b.cols >= 99000000 {
			continue
		}
		if err := e.bigBoard(b, kt, judge, cwrite, warnsdorff, *runs, *maxRatio, *greedy); err != nil {
			return err
		}
	}
	return nil
}

// bigBoard measures one board and prints its row.
func (e *env) bigBoard(b bigBoard, kt, judge, cwrite, warnsdorff string, runs int, maxRatio float64, greedy bool) error {
	board := []string{"-rows", strconv.Itoa(b.rows), "-cols", strconv.Itoa(b.cols)}
	kind := "open"
	if b.closed {
		board, kind = append(board, "-closed"), "closed"
	}
	in, err := e.writeFile("in.txt", []byte(fmt.Sprintf("%d\n-1\n", b.start)))
	if err != nil {
		return err
	}
	out, floor := e.path("out.txt"), e.path("floor.txt")
	if b.rows*b.cols < smallBoard {
		runs *= 3
	}
	s, err := Least(e.run, runs,
		Cmd{Name: "write.c", Args: []string{cwrite, strconv.Itoa(b.rows * b.cols)}, Stdout: floor},
		Cmd{Name: "knightstour", Args: join([]string{kt}, board), Stdin: in, Stdout: out})
	if err != nil {
		return err
	}
	if _, err := e.run(Cmd{Name: "the judge", Args: join([]string{judge}, board, []string{in, out})}); err != nil {
		return err
	}
	for _, p := range []string{out, floor} {
		if err := removeFile(p); err != nil {
			return err
		}
	}
	base := "not run (-greedy=false)"
	if greedy {
		g, err := e.run(Cmd{Name: "greedy", Args: []string{warnsdorff, "-rows", strconv.Itoa(b.rows), "-cols", strconv.Itoa(b.cols), "-start", strconv.Itoa(b.start)}})
		var exit *ExitError
		switch {
		case errors.As(err, &exit):
			_, why, _ := strings.Cut(exit.Stderr, ": ")
			_, why, _ = strings.Cut(why, ": ")
			base = secs(exit.Cost.CPU) + " CPU, failed: " + why
		case err != nil:
			return err
		default:
			base = secs(g.CPU) + " CPU, finished"
		}
	}
	q := float64(s[1].CPU) / float64(s[0].CPU)
	fmt.Fprintf(e.out, "%-14s %-11d %-6s %9.3f %9.3f %5.2fx %5d  %s\n", fmt.Sprintf("%dx%d", b.rows, b.cols), b.start, kind,
		s[1].CPU.Seconds(), s[0].CPU.Seconds(), q, s[1].RSS>>20, base)
	what := fmt.Sprintf("%dx%d from %d", b.rows, b.cols, b.start)
	e.rep.Check(what+": knightstour/floor CPU", q, Limit{Max: maxRatio})
	if s[1].RSS >= 64<<20 {
		e.rep.Fail("%s: knightstour's peak memory %s, want under 64 MB", what, mb(s[1].RSS))
	}
	return nil
}
