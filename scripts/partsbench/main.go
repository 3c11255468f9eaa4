//go:build linux || darwin || freebsd

// Partsbench measures what a count in parts costs against the same count whole, with
// this build: the processor time (user and system) of all the parts' processes together
// over the whole count's, and the largest peak resident memory of a part's process over
// the whole's. Each part runs every round one process at a time, as scripts/parts.sh
// runs them, and each process's figures are the operating system's own for it (wait4's
// resource usage: microseconds, and nothing of a wrapper's). The answers must be equal.
// The ratios' targets: CPU at most 1.5x, memory at most 0.3x (6x8 open, 8 parts) and
// 0.6x (7x8 closed, 4 parts). It runs on demand, not in CI (a minute or two).
//
// Usage:
//
//	go run ./scripts/partsbench [-runs N] [CASE...]
//
// CASE is "ROWS COLS QUERY PARTS [FLAGS...]"; by default 6x8 open from square 1 in 8
// parts, 5x14 open from square 1 in 8, and 7x8 closed from square 1 in 4. With -runs,
// the least CPU and memory of N runs of each count. $KNIGHTSTOUR names the binary;
// without it one is built from the checkout. It exits 1 when the parts do not add up to
// the whole.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	runs := flag.Int("runs", 1, "runs of each count (the least CPU and memory count)")
	flag.Parse()
	cases := flag.Args()
	if len(cases) == 0 {
		cases = []string{"6 8 1 8", "5 14 1 8", "7 8 1 4 -closed"}
	}
	tmp, err := os.MkdirTemp("", "partsbench")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tmp)
	kt := os.Getenv("KNIGHTSTOUR")
	if kt == "" {
		kt = filepath.Join(tmp, "knightstour")
		if out, err := exec.Command("go", "build", "-o", kt, ".").CombinedOutput(); err != nil {
			fail(fmt.Errorf("go build: %v\n%s", err, out))
		}
	}
	fmt.Printf("partsbench: the parts' CPU over the whole's, the largest part's peak memory over the whole's (%d runs, least of each)\n", *runs)
	for _, c := range cases {
		f := strings.Fields(c)
		if len(f) < 4 {
			fail(fmt.Errorf("case %q: want ROWS COLS QUERY PARTS [FLAGS...]", c))
		}
		b := bench{kt: kt, dir: filepath.Join(tmp, "dir"), query: f[2] + "\n", parts: f[3],
			args: append([]string{"-count", "-rows", f[0], "-cols", f[1]}, f[4:]...)}
		var whole, parts usage
		var rounds int
		for i := 0; i < *runs; i++ {
			w, p, r, err := b.run()
			if err != nil {
				fail(fmt.Errorf("%s: %w", c, err))
			}
			whole, parts, rounds = whole.least(w, i), parts.least(p, i), r
		}
		flags := strings.Join(f[4:], " ")
		if flags == "" {
			flags = "open"
		}
		fmt.Printf("  %sx%s %s query %s (%s) in %s parts, %d rounds: CPU %.3f s against %.3f s whole, %.2fx; peak memory %d MB against %d MB, %.2fx\n",
			f[0], f[1], flags, f[2], b.answer, f[3], rounds, parts.cpu.Seconds(), whole.cpu.Seconds(), float64(parts.cpu)/float64(whole.cpu),
			parts.rss>>20, whole.rss>>20, float64(parts.rss)/float64(whole.rss))
	}
}

// usage is the processor time of some processes together and the largest peak resident
// memory of one of them.
type usage struct {
	cpu time.Duration
	rss int64 // bytes
}

// least returns the least of u and v figure by figure; v alone for the first run (i 0).
func (u usage) least(v usage, i int) usage {
	if i == 0 {
		return v
	}
	return usage{min(u.cpu, v.cpu), min(u.rss, v.rss)}
}

// bench is one count, whole and in parts.
type bench struct {
	kt, dir, query, parts string
	args                  []string
	answer                string // the whole count's
}

// run counts whole, then in parts through a new folder, every round of every part one
// process at a time, and returns what each cost and the number of rounds; an error if
// a process fails or the parts add up to another answer.
func (b *bench) run() (whole, parts usage, rounds int, err error) {
	out, whole, err := b.exec()
	if err != nil {
		return
	}
	b.answer = strings.TrimSpace(out)
	if err = os.RemoveAll(b.dir); err != nil {
		return
	}
	part := func(k int, more ...string) []string {
		return append([]string{"-part", fmt.Sprintf("%d/%s", k, b.parts), "-dir", b.dir}, more...)
	}
	out, _, err = b.exec(part(1, "-round", "0")...)
	if err != nil {
		return
	}
	if rounds, err = strconv.Atoi(strings.TrimSpace(out)); err != nil {
		return
	}
	n, err := strconv.Atoi(b.parts)
	if err != nil {
		return
	}
	for r := 1; r <= rounds; r++ {
		for k := 1; k <= n; k++ {
			var u usage
			if _, u, err = b.exec(part(k, "-round", strconv.Itoa(r))...); err != nil {
				return
			}
			parts.cpu += u.cpu
			parts.rss = max(parts.rss, u.rss)
		}
	}
	if out, _, err = b.exec(part(1)...); err != nil {
		return
	}
	if got := strings.TrimSpace(out); got != b.answer {
		err = fmt.Errorf("the parts add up to %s, the whole is %s", got, b.answer)
	}
	return
}

// exec runs the binary with the count's arguments and more, the query on stdin, and
// returns its stdout and what it cost.
func (b *bench) exec(more ...string) (string, usage, error) {
	cmd := exec.Command(b.kt, append(append([]string{}, b.args...), more...)...)
	cmd.Stdin = strings.NewReader(b.query)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", usage{}, fmt.Errorf("%s %s: %v\n%s", b.kt, strings.Join(cmd.Args[1:], " "), err, stderr.Bytes())
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	u := usage{cpu: time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime)), rss: maxRSS(ru)}
	return stdout.String(), u, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "partsbench:", err)
	os.Exit(1)
}
