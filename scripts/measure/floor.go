package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// floorCmd times the three heaviest jobs against floors timed in the same run
// (docs/performance.md, "At the floor").
func floorCmd(e *env, args []string) error {
	fs := e.flags("floor", "",
		"Times knightstour writing the closed tour of side x side against scripts/floor/write.c\n"+
			"(at most 1.3x), the judge checking it against scripts/floor/judge.c (at most 1.2x; on\n"+
			"10000x10000 or more at most 1/4 of its memory) and every start of 100x100 with the\n"+
			"default method against -method construct (at most 10x); each target times -margin.")
	side := fs.Int("side", 10000, "the side of the closed tour")
	n := fs.Int("queries", 10000, "the starts of 100x100, from square 1 on")
	quick := fs.Bool("quick", false, "a 3000x3000 tour and 1000 starts of 100x100 (CI's form), unless -side or -queries say otherwise")
	runs := fs.Int("runs", 3, "alternating runs of each")
	margin := fs.Float64("margin", 1.5, "the slack on the targets (the machine is shared)")
	if err := parse(fs, args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *quick && !set["side"] {
		*side = 3000
	}
	if *quick && !set["queries"] {
		*n = 1000
	}
	var kt, judge, cwrite, cjudge string
	if err := together(
		func() (err error) { kt, err = e.knightstour(); return },
		func() (err error) { judge, err = e.judge(); return },
		func() (err error) { cwrite, err = e.compile("cc", "cwrite", "-O2", "scripts/floor/write.c"); return },
		func() (err error) { cjudge, err = e.compile("cc", "cjudge", "-O2", "scripts/floor/judge.c"); return },
	); err != nil {
		return err
	}
	one, err := e.writeFile("one.txt", []byte("1\n-1\n"))
	if err != nil {
		return err
	}
	startsPath, err := e.writeFile("starts.txt", startSquares(*n))
	if err != nil {
		return err
	}
	s := strconv.Itoa(*side)
	board, tour := []string{"-rows", s, "-cols", s, "-closed"}, e.path("tour.txt")
	write, err := Least(e.run, *runs,
		Cmd{Name: "write.c", Args: []string{cwrite, strconv.Itoa(*side * *side)}, Stdout: e.path("floor.txt")},
		Cmd{Name: "knightstour", Args: join([]string{kt}, board), Stdin: one, Stdout: tour})
	if err != nil {
		return err
	}
	os.Remove(e.path("floor.txt"))
	st, err := os.Stat(tour)
	if err != nil {
		return err
	}
	verdict := e.path("cverdict.txt")
	judged, err := Least(e.run, *runs,
		Cmd{Name: "judge.c", Args: []string{cjudge, s, s, "1", "1"}, Stdin: tour, Stdout: verdict},
		Cmd{Name: "judge", Args: join([]string{judge}, board, []string{one, tour})})
	if err != nil {
		return err
	}
	if v, err := os.ReadFile(verdict); err != nil || strings.TrimSpace(string(v)) != "ok" {
		return fmt.Errorf("the C checker says %q (%v) on the %dx%d tour", v, err, *side, *side)
	}
	os.Remove(tour)
	search, err := e.search100(kt, judge, startsPath, *runs)
	if err != nil {
		return err
	}
	e.rep.Printf("least CPU time of %d alternating runs; peak memory: writing %s, judging %s, the C checker %s",
		*runs, mb(write[1].RSS), mb(judged[1].RSS), mb(judged[0].RSS))
	fmt.Fprintf(e.out, "\n| work | knightstour | floor | ratio | goal |\n|---|---|---|---|---|\n")
	e.row(fmt.Sprintf("write the closed tour of %d×%d (%d MB)", *side, *side, st.Size()/1000000), write[1], write[0], "C, write.c", 1.3, *margin)
	e.row("judge that tour", judged[1], judged[0], "C, judge.c", 1.2, *margin)
	e.row(fmt.Sprintf("%d starts of 100×100, default method", *n), search[1], search[0], "-method construct", 10, *margin)
	fmt.Fprintln(e.out)
	if *side >= 10000 {
		e.rep.Check("the judge's peak memory over the C checker's", float64(judged[1].RSS)/float64(judged[0].RSS), Limit{Max: 0.25})
	}
	return nil
}

// startSquares returns the squares 1 to n, one a line.
func startSquares(n int) []byte {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintln(&b, i)
	}
	return []byte(b.String())
}

// search100 times the starts of 100×100 in the file starts with the default method and
// with -method construct, and has the judge check the default method's answers.
func (e *env) search100(kt, judge, starts string, runs int) ([]Sample, error) {
	small, auto := []string{kt, "-rows", "100", "-cols", "100"}, e.path("auto.txt")
	s, err := Least(e.run, runs,
		Cmd{Name: "-method construct", Args: join(small, []string{"-method", "construct"}), Stdin: starts, Stdout: e.path("construct.txt")},
		Cmd{Name: "knightstour", Args: small, Stdin: starts, Stdout: auto})
	if err != nil {
		return nil, err
	}
	_, err = e.run(Cmd{Name: "the judge on 100x100", Args: []string{judge, "-rows", "100", "-cols", "100", starts, auto}})
	return s, err
}

// row prints a row of floor's table, CPU times, and fails where the ratio misses its goal
// times the margin.
func (e *env) row(work string, ours, floor Sample, name string, goal, margin float64) {
	q := float64(ours.CPU) / float64(floor.CPU)
	fmt.Fprintf(e.out, "| %s | %s | %s (%s) | %.2f× | ≤ %g× |\n", work, secs(ours.CPU), secs(floor.CPU), name, q, goal)
	e.rep.Check(work, q, Limit{Max: goal * margin})
}
