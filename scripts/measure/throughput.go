package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// throughputCmd times knightstour on many random 8×8 queries against cat copying the same
// output, from a file and through pipes (at most 3x cat's time each), and on the first of
// them against the C++ program of the Sicily 1153 report (at least 100x faster than its
// build with no flags; its -O2 build is reported alongside).
func throughputCmd(e *env, args []string) error {
	fs := e.flags("throughput", "",
		"Times knightstour on random 8x8 queries against cat (at most 3x), and against the C++\n"+
			"program of the Sicily 1153 report (at least 100x faster) where the report is beside\n"+
			"the repository (../shared/seeds); all outputs must be identical.")
	n := fs.Int("queries", 1000000, "random queries")
	seedN := fs.Int("seed-queries", 100000, "the first queries, given to the report's program")
	runs := fs.Int("runs", 15, "alternating runs of knightstour and cat")
	report := fs.String("report", "", "the Sicily 1153 report (default ../shared/seeds/004_*.txt beside the repository)")
	if err := parse(fs, args); err != nil {
		return err
	}
	kt, err := e.knightstour()
	if err != nil {
		return err
	}
	in, err := e.writeFile("in.txt", queries(*n, 64, 1153))
	if err != nil {
		return err
	}
	out := e.path("out.txt")
	if _, err := e.run(Cmd{Name: "knightstour", Args: []string{kt}, Stdin: in, Stdout: out}); err != nil {
		return err
	}
	st, err := os.Stat(out)
	if err != nil {
		return err
	}
	e.rep.Printf("%d queries, %d bytes out; least of %d alternating runs", *n, st.Size(), *runs)
	ours, copied := e.path("ours.txt"), e.path("copy.txt")
	for _, c := range []struct{ what, ours, cat string }{
		{"from a file", sq(kt) + " <" + sq(in) + " >" + sq(ours), "cat " + sq(out) + " >" + sq(copied)},
		{"through pipes", "cat " + sq(in) + " | " + sq(kt) + " | cat >" + sq(ours), "cat " + sq(out) + " | cat >" + sq(copied)},
	} {
		s, err := Least(e.run, *runs, shell("knightstour", c.ours), shell("cat", c.cat))
		if err != nil {
			return err
		}
		if err := sameFiles("knightstour's output "+c.what, out, ours); err != nil {
			return err
		}
		e.rep.Printf("%s: knightstour %s; cat %s", c.what, cost(s[0]), cost(s[1]))
		e.rep.Ratio(c.what+", knightstour/cat CPU", float64(s[0].CPU), float64(s[1].CPU), Limit{Max: 3})
	}
	return e.againstSeed(kt, out, *report, *seedN, *runs)
}

// sq quotes s for sh.
func sq(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// shell is a command run through sh -c: a pipeline's CPU time is all its processes'.
func shell(name, script string) Cmd { return Cmd{Name: name, Args: []string{"sh", "-c", script}} }

// againstSeed times knightstour, best of runs, against the report's C++ program built
// with no flags and with -O2, once each, on the first n queries of in.txt, whose answers
// are the first n lines of out.
func (e *env) againstSeed(kt, out, report string, n, runs int) error {
	if report == "" {
		repo, err := e.root()
		if err != nil {
			return err
		}
		m, _ := filepath.Glob(filepath.Join(repo, "..", "shared", "seeds", "004_*.txt"))
		if len(m) == 0 {
			e.rep.Printf("the Sicily 1153 report is not beside the repository (../shared/seeds): the comparison with its C++ program is skipped")
			return nil
		}
		report = m[0]
	}
	src, err := os.ReadFile(report)
	if err != nil {
		return err
	}
	code, ok := cppBlock(string(src))
	if !ok {
		return fmt.Errorf("%s: no ```cpp block", report)
	}
	cpp, err := e.writeFile("seed.cpp", []byte(code))
	if err != nil {
		return err
	}
	var seed, seedO2 string
	if err := together(
		func() (err error) { seed, err = e.compile("g++", "seed", cpp); return },
		func() (err error) { seedO2, err = e.compile("g++", "seed-O2", "-O2", cpp); return },
	); err != nil {
		return err
	}
	head, err := lines(e.path("in.txt"), n)
	if err != nil {
		return err
	}
	in, err := e.writeFile("seed-in.txt", append(head, "-1\n"...))
	if err != nil {
		return err
	}
	want, err := lines(out, n)
	if err != nil {
		return err
	}
	wantPath, err := e.writeFile("seed-want.txt", want)
	if err != nil {
		return err
	}
	mine, err := Least(e.run, runs, Cmd{Name: "knightstour", Args: []string{kt}, Stdin: in, Stdout: e.path("ours.txt")})
	if err != nil {
		return err
	}
	if err := sameFiles("knightstour on the first queries", wantPath, e.path("ours.txt")); err != nil {
		return err
	}
	s, err := Least(e.run, 1,
		Cmd{Name: "the report's program", Args: []string{seed}, Stdin: in, Stdout: e.path("seed.txt")},
		Cmd{Name: "the report's program, -O2", Args: []string{seedO2}, Stdin: in, Stdout: e.path("seed-O2.txt")})
	if err != nil {
		return err
	}
	for _, p := range []string{"seed.txt", "seed-O2.txt"} {
		if err := sameFiles("the report's program", wantPath, e.path(p)); err != nil {
			return err
		}
	}
	e.rep.Printf("the report's C++ program on the first %d queries, identical output: %s (g++), %s (g++ -O2); knightstour %s",
		n, cost(s[0]), cost(s[1]), cost(mine[0]))
	e.rep.Ratio("the report's program (g++)/knightstour CPU", float64(s[0].CPU), float64(mine[0].CPU), Limit{Min: 100})
	e.rep.Ratio("the report's program (g++ -O2)/knightstour CPU", float64(s[1].CPU), float64(mine[0].CPU), Limit{})
	return nil
}

// cppBlock returns the first ```cpp block of a Markdown text.
func cppBlock(md string) (string, bool) {
	_, rest, ok := strings.Cut(md, "```cpp\n")
	if !ok {
		return "", false
	}
	code, _, ok := strings.Cut(rest, "\n```")
	return code + "\n", ok
}
