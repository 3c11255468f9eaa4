package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// partsCmd measures what a count in parts costs against the same count whole, with this
// build: the CPU time of all the parts' processes together over the whole count's, and
// the largest peak memory of a part's process over the whole's. Each part runs every
// round one process at a time, as scripts/parts.sh runs them. The answers must be equal.
func partsCmd(e *env, args []string) error {
	fs := e.flags("parts", "[CASE...]",
		"Counts each CASE, \"ROWS COLS QUERY PARTS [FLAGS...]\", whole and in PARTS parts, every round of\n"+
			"every part one process at a time, and prints the parts' CPU time over the whole's and the\n"+
			"largest part's peak memory over the whole's. By default 6x8 open from square 1 in 8 parts,\n"+
			"5x14 open from square 1 in 8, and 7x8 closed from square 1 in 4 (a minute or two). The\n"+
			"targets, checked with -check: CPU at most 1.5x; memory at most 0.3x (8 parts), 0.6x (4).")
	runs := fs.Int("runs", 1, "runs of each count (the least CPU and memory count)")
	check := fs.Bool("check", false, "fail where a ratio misses its target")
	kt := fs.String("knightstour", "", "the knightstour to run (default: built from the checkout)")
	if err := parse(fs, args); err != nil {
		return err
	}
	cases := fs.Args()
	if len(cases) == 0 {
		cases = []string{"6 8 1 8", "5 14 1 8", "7 8 1 4 -closed"}
	}
	if *kt == "" {
		var err error
		if *kt, err = e.knightstour(); err != nil {
			return err
		}
	}
	e.rep.Printf("the parts' CPU over the whole's, the largest part's peak memory over the whole's (%d runs, least of each)", *runs)
	for _, c := range cases {
		f := strings.Fields(c)
		if len(f) < 4 {
			return fmt.Errorf("case %q: want ROWS COLS QUERY PARTS [FLAGS...]", c)
		}
		n, err := strconv.Atoi(f[3])
		if err != nil || n < 1 {
			return fmt.Errorf("case %q: PARTS %q is not a number of parts", c, f[3])
		}
		in, err := e.writeFile("query.txt", []byte(f[2]+"\n"))
		if err != nil {
			return err
		}
		b := partsBench{e: e, in: in, parts: n, args: join([]string{*kt, "-count", "-rows", f[0], "-cols", f[1]}, f[4:])}
		var whole, parts Sample
		for i := 0; i < *runs; i++ {
			w, p, err := b.run()
			if err != nil {
				return fmt.Errorf("%s: %w", c, err)
			}
			if i == 0 {
				whole, parts = w, p
			}
			whole = Sample{CPU: min(whole.CPU, w.CPU), RSS: min(whole.RSS, w.RSS)}
			parts = Sample{CPU: min(parts.CPU, p.CPU), RSS: min(parts.RSS, p.RSS)}
		}
		e.rep.Printf("%s (%s), %d rounds: the parts %s CPU, the largest %s; whole %s CPU, %s",
			c, b.answer, b.rounds, secs(parts.CPU), mb(parts.RSS), secs(whole.CPU), mb(whole.RSS))
		memLimit := 0.6
		if n >= 8 {
			memLimit = 0.3
		}
		var cpu, mem Limit
		if *check {
			cpu, mem = Limit{Max: 1.5}, Limit{Max: memLimit}
		}
		e.rep.Ratio(c+": parts/whole CPU", float64(parts.CPU), float64(whole.CPU), cpu)
		e.rep.Ratio(c+": largest part/whole peak memory", float64(parts.RSS), float64(whole.RSS), mem)
	}
	return nil
}

// partsBench is one count, whole and in parts.
type partsBench struct {
	e      *env
	in     string   // the query's file
	args   []string // the binary and the count's flags
	parts  int
	answer string // the whole count's
	rounds int
}

// run counts whole, then in parts through a new folder, and returns what each cost: the
// parts' CPU times added up and the largest of their peaks.
func (b *partsBench) run() (whole, parts Sample, err error) {
	out, whole, err := b.count()
	if err != nil {
		return
	}
	b.answer = out
	dir := b.e.path("parts")
	if err = os.RemoveAll(dir); err != nil {
		return
	}
	part := func(k int, more ...string) []string {
		return join([]string{"-part", fmt.Sprintf("%d/%d", k, b.parts), "-dir", dir}, more)
	}
	if out, _, err = b.count(part(1, "-round", "0")...); err != nil {
		return
	}
	if b.rounds, err = strconv.Atoi(out); err != nil {
		return
	}
	var cpu time.Duration
	for r := 1; r <= b.rounds; r++ {
		for k := 1; k <= b.parts; k++ {
			var s Sample
			if _, s, err = b.count(part(k, "-round", strconv.Itoa(r))...); err != nil {
				return
			}
			cpu += s.CPU
			parts.RSS = max(parts.RSS, s.RSS)
		}
	}
	parts.CPU = cpu
	if out, _, err = b.count(part(1)...); err != nil {
		return
	}
	if out != b.answer {
		err = fmt.Errorf("the parts add up to %s, the whole is %s", out, b.answer)
	}
	return
}

// count runs the count with more flags and returns what it printed and what it cost.
func (b *partsBench) count(more ...string) (string, Sample, error) {
	out := b.e.path("count.txt")
	s, err := b.e.run(Cmd{Name: "knightstour", Args: join(b.args, more), Stdin: b.in, Stdout: out})
	if err != nil {
		return "", s, err
	}
	data, err := os.ReadFile(out)
	return strings.TrimSpace(string(data)), s, err
}
