package main

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
)

// mcKay is the number of closed tours of 8×8 from one square: twice McKay's 13,267,364,410,532
// undirected closed tours (1997; OEIS A001230).
const mcKay = "26534728821064"

// moonshotCmd counts the closed tours of 8×8 from square 1 (or of another board, as a
// rehearsal) and compares the count with McKay's.
func moonshotCmd(e *env, args []string) error {
	fs := e.flags("moonshot", "[ROWS COLS]",
		"Counts the closed tours of ROWS x COLS (default 8 8) from square 1 with knightstour -count and,\n"+
			"on 8x8, compares the count with McKay's. About 5 minutes on 2 cores and 3 GB; 7 8 is a\n"+
			"rehearsal of about 10 s of CPU (15 s or more of wall time). Progress goes to\n"+
			"moonshot-ROWSxCOLS.log in the current folder.\n"+
			"It does nothing under CI (the environment variable CI set).")
	mem := fs.String("mem", "", "the memory the count may use (knightstour -mem; default its own)")
	part := fs.String("part", "", "K/N: count only that part (knightstour -part); no comparison then")
	if err := parse(fs, args); err != nil {
		return err
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
	in, err := e.writeFile("in.txt", []byte("1\n"))
	if err != nil {
		return err
	}
	e.rep.Printf("counting the closed tours of %sx%s from square 1 %s; progress in %s", rows, cols, strings.Join(extra, " "), log)
	count := join([]string{kt, "-count", "-closed", "-rows", rows, "-cols", cols, "-v"}, extra)
	s, err := e.run(Cmd{Name: "knightstour", Args: count, Stdin: in, Stdout: e.path("out.txt"), Stderr: log})
	if errors.As(err, new(*ExitError)) {
		return fmt.Errorf("the count stopped: %w (%s)", err, lastLines(log))
	}
	if err != nil {
		return err
	}
	e.rep.Printf("%s, peak resident memory %s", secs(s.Wall), mb(s.RSS))
	e.rep.Printf("%s CPU (user and system)", secs(s.CPU))
	out, err := os.ReadFile(e.path("out.txt"))
	if err != nil {
		return err
	}
	tours, ok := new(big.Int).SetString(strings.TrimSpace(string(out)), 10)
	if !ok {
		return fmt.Errorf("knightstour printed %q, not a count", out)
	}
	e.rep.Printf("%v closed tours from square 1, so %v undirected closed tours", tours, new(big.Int).Rsh(tours, 1))
	if rows == "8" && cols == "8" && *part == "" {
		if tours.String() != mcKay {
			e.rep.Fail("McKay's count is 13267364410532 (OEIS A001230): MISMATCH")
		} else {
			e.rep.Printf("equal to McKay's 13267364410532 (OEIS A001230)")
		}
	}
	return nil
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
