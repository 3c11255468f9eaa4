package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"

	lookup "github.com/knightstour/knightstour/internal/tools"
)

// The C++ judges' sources, the one place that names them.
const (
	cppDir       = "judge/cpp/src"                // judge.h
	validatorCpp = "judge/cpp/src/validator.cpp"  // the output validator
	checkerCpp   = "judge/cpp/src/check.cpp"      // the testlib checker
	aloneCpp     = "scripts/judgebench/alone.cpp" // judge.h's walker with no answer file
)

// judges is what the judge measurement times: the Go judge and the C++ judges built.
type judges struct {
	judge, validator, checker, alone string // "" when not built
	margin                           float64
	runs                             int
	feedback                         string // the validator's feedback folder
}

// judgeCmd times the judges (docs/judging.md, "Speed").
func judgeCmd(e *env, args []string) error {
	fs := e.flags("judge", "",
		"Times the Go judge against cat (at most 8x), the C++ judges against the Go judge (at most\n"+
			"2x), the answer file walked against the output alone (at most 1.3x the same tour, 2.3x\n"+
			"another) and 20,000 \"no tour\" answers on 2^26 squares against 2^21 (at most 8x); every\n"+
			"target but cat's times -margin. The testlib checker needs testlib.h: set TESTLIB_DIR to\n"+
			"its folder (github.com/MikeMirzayanov/testlib); the C++ judges need g++.")
	n := fs.Int("queries", 1000000, "random 8x8 queries whose output is judged")
	side := fs.Int("side", 10000, "the side of the closed tour the C++ judges are timed on")
	aside := fs.Int("answer-side", 3000, "the side of the closed tour the answer file is walked on")
	catRuns := fs.Int("cat-runs", 9, "alternating runs of the judge and cat")
	runs := fs.Int("runs", 5, "alternating runs of the other measurements")
	margin := fs.Float64("margin", 1.5, "the slack on the targets against other judges (the machine is shared)")
	program := fs.String("program", "", "the knightstour whose output is judged (default: built from the checkout)")
	if err := parse(fs, args); err != nil {
		return err
	}
	j := &judges{margin: *margin, runs: *runs, feedback: e.path("feedback") + "/"}
	kt, err := e.buildJudges(j, *program)
	if err != nil {
		return err
	}
	if err := os.Mkdir(j.feedback, 0o755); err != nil {
		return err
	}
	in, err := e.writeFile("in.txt", queries(*n, 64, 1))
	if err != nil {
		return err
	}
	out := e.path("out.txt")
	if _, err := e.run(Cmd{Name: "knightstour", Args: []string{kt}, Stdin: in, Stdout: out}); err != nil {
		return err
	}
	s, err := Least(e.run, *catRuns,
		Cmd{Name: "cat", Args: []string{"cat", out}},
		Cmd{Name: "judge", Args: []string{j.judge, in, out, out}})
	if err != nil {
		return err
	}
	e.rep.Printf("%d queries: judge %s; cat %s (least of %d, alternating)", *n, cost(s[1]), cost(s[0]), *catRuns)
	e.rep.Ratio("judge/cat CPU", float64(s[1].CPU), float64(s[0].CPU), Limit{Max: 8})
	if j.validator != "" {
		if err := e.versus(j, fmt.Sprintf("%d-query output", *n), nil, in, out); err != nil {
			return err
		}
		tour, board, err := e.tour(kt, *side)
		if err != nil {
			return err
		}
		if err := e.versus(j, fmt.Sprintf("%dx%d tour", *side, *side), board, e.path("one.txt"), tour); err != nil {
			return err
		}
		os.Remove(tour)
	}
	os.Remove(out)
	if err := e.answers(j, kt, *aside); err != nil {
		return err
	}
	return e.noTour(j)
}

// buildJudges builds knightstour (unless program names one), the Go judge and, with
// g++, the C++ judges, at once, and returns knightstour's path.
func (e *env) buildJudges(j *judges, program string) (string, error) {
	kt := program
	builds := []func() error{func() (err error) { j.judge, err = e.judge(); return }}
	if kt == "" {
		builds = append(builds, func() (err error) { kt, err = e.knightstour(); return })
	}
	repo, err := e.root()
	if err != nil {
		return "", err
	}
	testlib, noTestlib := lookup.OS.Testlib(repo)
	cpp := []string{"g++", "-std=c++17", "-O2"}
	switch {
	case !onPath("g++"):
		e.rep.Printf("no g++: the C++ judges are not timed")
	default:
		builds = append(builds,
			func() (err error) {
				j.validator, err = e.compile(cpp[0], "validator", append(cpp[1:], validatorCpp)...)
				return
			},
			func() (err error) {
				j.alone, err = e.compile(cpp[0], "alone", append(cpp[1:], "-I", cppDir, aloneCpp)...)
				return
			})
		if noTestlib != nil {
			e.rep.Printf("the testlib checker is not timed: %v", noTestlib)
			break
		}
		builds = append(builds,
			func() (err error) {
				j.checker, err = e.compile(cpp[0], "checker", append(cpp[1:], "-I", testlib, checkerCpp)...)
				return
			})
	}
	return kt, together(builds...)
}

// tour writes the closed tour of side×side from square 1 and returns its path and the
// judges' flags for its board.
func (e *env) tour(kt string, side int) (string, []string, error) {
	one, err := e.writeFile("one.txt", []byte("1\n-1\n"))
	if err != nil {
		return "", nil, err
	}
	s := strconv.Itoa(side)
	board := []string{"-rows", s, "-cols", s, "-closed"}
	p := e.path(fmt.Sprintf("tour-%d.txt", side))
	_, err = e.run(Cmd{Name: "knightstour", Args: append([]string{kt}, board...), Stdin: one, Stdout: p})
	return p, board, err
}

// versus times the C++ judges against the Go judge on one output, alternating: each at
// most 2x the Go judge's CPU time (times the margin).
func (e *env) versus(j *judges, what string, board []string, in, out string) error {
	cmds := []Cmd{
		{Name: "judge", Args: join([]string{j.judge}, board, []string{in, out, out})},
		{Name: "validator", Args: join([]string{j.validator, in, out, j.feedback}, board), Stdin: out, Exit: 42},
	}
	if j.checker != "" {
		cmds = append(cmds, Cmd{Name: "checker", Args: join([]string{j.checker}, board, []string{in, out, out})})
	}
	s, err := Least(e.run, j.runs, cmds...)
	if err != nil {
		return err
	}
	e.rep.Printf("the %s: judge %s (least of %d, alternating)", what, cost(s[0]), j.runs)
	for i, c := range cmds[1:] {
		e.rep.Printf("the %s: %s %s", what, c.Name, cost(s[i+1]))
		e.rep.Ratio(fmt.Sprintf("the %s: %s/judge CPU", what, c.Name), float64(s[i+1].CPU), float64(s[0].CPU), Limit{Max: 2 * j.margin})
	}
	return nil
}

// answers times judging the closed tour of side×side with the same tour as the answer
// file and with another (the first reversed), against judging it alone, for the Go judge
// and the C++ checker: at most 1.3x (same) and 2.3x (other), times the margin.
func (e *env) answers(j *judges, kt string, side int) error {
	tour, board, err := e.tour(kt, side)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(tour)
	if err != nil {
		return err
	}
	other, err := e.writeFile("other.txt", reversed(data))
	if err != nil {
		return err
	}
	one, s := e.path("one.txt"), strconv.Itoa(side)
	// walker is a judge and how it judges the output alone.
	type walker struct {
		name, prog string
		alone      []string
	}
	progs := []walker{{"judge", j.judge, join([]string{j.judge}, board, []string{one, tour})}}
	if j.checker != "" {
		progs = append(progs, walker{"checker", j.checker, []string{j.alone, s, s, "1", one, tour}})
	}
	var cmds []Cmd
	for _, p := range progs {
		cmds = append(cmds,
			Cmd{Name: p.name + " alone", Args: p.alone},
			Cmd{Name: p.name + " same", Args: join([]string{p.prog}, board, []string{one, tour, tour})},
			Cmd{Name: p.name + " other", Args: join([]string{p.prog}, board, []string{one, tour, other})})
	}
	least, err := Least(e.run, j.runs, cmds...)
	if err != nil {
		return err
	}
	for i, p := range progs {
		a, same, oth := least[3*i], least[3*i+1], least[3*i+2]
		e.rep.Printf("the %dx%d tour, %s: alone %s; same answer %s; other answer %s (least of %d, alternating)",
			side, side, p.name, cost(a), cost(same), cost(oth), j.runs)
		e.rep.Ratio(p.name+" answer: same/alone CPU", float64(same.CPU), float64(a.CPU), Limit{Max: 1.3 * j.margin})
		e.rep.Ratio(p.name+" answer: other/alone CPU", float64(oth.CPU), float64(a.CPU), Limit{Max: 2.3 * j.margin})
	}
	return os.Remove(tour)
}

// reversed returns the other closed tour from square 1 of a closed tour's line: 1, then
// the tour's squares after the first, last to first.
func reversed(line []byte) []byte {
	line = bytes.TrimRight(line, "\n")
	out := make([]byte, 0, len(line)+1)
	first := bytes.IndexByte(line, ' ')
	if first < 0 {
		return append(line, '\n')
	}
	out = append(out, line[:first]...)
	end := len(line)
	for i := end - 1; i >= first; i-- {
		if line[i] == ' ' {
			out = append(append(out, ' '), line[i+1:end]...)
			end = i
		}
	}
	return append(out, '\n')
}

// noTour times 20,000 "no tour" answers on 1×2^26 squares against 1×2^21 for each judge:
// an answer costs its bytes, not the board (at most 8x, times the margin; clearing the
// board's bitset for each answer is 32x).
func (e *env) noTour(j *judges) error {
	two, err := e.writeFile("two.txt", []byte(strings.Repeat("2\n", 20000)))
	if err != nil {
		return err
	}
	none, err := e.writeFile("none.txt", []byte(strings.Repeat("no tour\n", 20000)))
	if err != nil {
		return err
	}
	type prog struct{ name, path string }
	progs := []prog{{"judge", j.judge}, {"validator", j.validator}, {"checker", j.checker}}
	var cmds []Cmd
	for _, p := range progs {
		for _, cols := range []string{"2097152", "67108864"} {
			board := []string{"-rows", "1", "-cols", cols}
			switch {
			case p.path == "":
			case p.name == "validator":
				cmds = append(cmds, Cmd{Name: p.name, Args: join([]string{p.path, two, none, j.feedback}, board), Stdin: none, Exit: 42})
			default:
				cmds = append(cmds, Cmd{Name: p.name, Args: join([]string{p.path}, board, []string{two, none, none})})
			}
		}
	}
	s, err := Least(e.run, j.runs, cmds...)
	if err != nil {
		return err
	}
	for i := 0; i < len(cmds); i += 2 {
		name := cmds[i].Name
		e.rep.Printf("20000 no tour answers, %s: %s on 2^26 squares, %s on 2^21 (least of %d, alternating)",
			name, cost(s[i+1]), cost(s[i]), j.runs)
		e.rep.Ratio(name+" no tour: 2^26/2^21 squares CPU", float64(s[i+1].CPU), float64(s[i].CPU), Limit{Max: 8 * j.margin})
	}
	return nil
}

// onPath reports whether a program is on PATH.
func onPath(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

// join returns the strings of parts in one new slice.
func join(parts ...[]string) []string {
	var s []string
	for _, p := range parts {
		s = append(s, p...)
	}
	return s
}
