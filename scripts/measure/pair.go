package main

// pairCmd times two shell commands against each other, alternating, and checks A's time
// over B's against -max and -min and A's memory over B's against -mem.
func pairCmd(e *env, args []string) error {
	fs := e.flags("pair", "'COMMAND A' 'COMMAND B'",
		"Runs the two commands (each through sh -c) alternately, -runs times each, and prints the\n"+
			"least CPU time and peak memory of each and A's over B's.")
	runs := fs.Int("runs", 5, "runs of each command")
	maxCPU := fs.Float64("max", 0, "fail when A's CPU time is more than this times B's (0: no limit)")
	minCPU := fs.Float64("min", 0, "fail when A's CPU time is less than this times B's (0: no limit)")
	maxMem := fs.Float64("mem", 0, "fail when A's peak memory is more than this times B's (0: no limit)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return errUsage
	}
	a, b := fs.Arg(0), fs.Arg(1)
	s, err := Least(e.run, *runs,
		Cmd{Name: "A", Args: []string{"sh", "-c", a}},
		Cmd{Name: "B", Args: []string{"sh", "-c", b}})
	if err != nil {
		return err
	}
	e.rep.Printf("A, %s: %s", a, cost(s[0]))
	e.rep.Printf("B, %s: %s", b, cost(s[1]))
	e.rep.Printf("least of %d alternating runs each", *runs)
	e.rep.Ratio("A/B, CPU", float64(s[0].CPU), float64(s[1].CPU), Limit{Max: *maxCPU, Min: *minCPU})
	e.rep.Ratio("A/B, peak memory", float64(s[0].RSS), float64(s[1].RSS), Limit{Max: *maxMem})
	return nil
}
