package main

import (
	"fmt"
	"os"
	"strings"
)

// countCmd counts the same tours with this build and with an older commit's, side by side.
func countCmd(e *env, args []string) error {
	fs := e.flags("count", "[CASE...]",
		"Counts each CASE, \"ROWS COLS QUERY [FLAGS...]\" (default \"7 8 1 -closed\": the closed tours of\n"+
			"7x8 from square 1), with this build and with -base, alternately, and prints the least CPU\n"+
			"time and peak memory of each and their ratios. The counts must be equal.")
	base := fs.String("base", "58ee0a5", "the commit to count with too")
	runs := fs.Int("runs", 3, "alternating runs of each build")
	faster := fs.Float64("faster", 0, "fail unless this build takes at most 1/this of -base's CPU time (0: no target)")
	mem := fs.Float64("mem", 0, "fail unless this build's peak memory is at most this times -base's (0: no target)")
	if err := parse(fs, args); err != nil {
		return err
	}
	cases := fs.Args()
	if len(cases) == 0 {
		cases = []string{"7 8 1 -closed"}
	}
	var ours, old string
	if err := together(
		func() (err error) { ours, err = e.knightstour(); return },
		func() (err error) { old, err = e.buildCommit(*base); return },
	); err != nil {
		return err
	}
	e.rep.Printf("this build and %s, least of %d alternating runs each", *base, *runs)
	var cpuLimit Limit
	if *faster != 0 {
		cpuLimit.Max = 1 / *faster
	}
	for _, c := range cases {
		f := strings.Fields(c)
		if len(f) < 3 {
			return fmt.Errorf("case %q: want ROWS COLS QUERY [FLAGS...]", c)
		}
		in, err := e.writeFile("query.txt", []byte(f[2]+"\n"))
		if err != nil {
			return err
		}
		count := join([]string{"-count", "-rows", f[0], "-cols", f[1]}, f[3:])
		s, err := Least(e.run, *runs,
			Cmd{Name: "this build", Args: join([]string{ours}, count), Stdin: in, Stdout: e.path("ours.txt")},
			Cmd{Name: *base, Args: join([]string{old}, count), Stdin: in, Stdout: e.path("base.txt")})
		if err != nil {
			return err
		}
		got, err := os.ReadFile(e.path("ours.txt"))
		if err != nil {
			return err
		}
		if err := sameFiles(c+": the counts", e.path("ours.txt"), e.path("base.txt")); err != nil {
			return err
		}
		e.rep.Printf("%s (%s): this build %s; %s %s", c, strings.TrimSpace(string(got)), cost(s[0]), *base, cost(s[1]))
		e.rep.Ratio(c+": this build/"+*base+" CPU", float64(s[0].CPU), float64(s[1].CPU), cpuLimit)
		e.rep.Ratio(c+": this build/"+*base+" peak memory", float64(s[0].RSS), float64(s[1].RSS), Limit{Max: *mem})
	}
	return nil
}
