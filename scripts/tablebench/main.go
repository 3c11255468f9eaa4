// Tablebench times knightstour's tables in one scan against Knuth's DYNAHAM (closed
// tours) and DYNAHAMP (paths), which count the same tables: CPU time (user + system) and
// peak memory, the least of -runs runs of each, alternating, and checks that every count
// agrees. It is not part of go test.
//
// Usage:
//
//	bash ../shared/tools/dynaham/build.sh /tmp/dynaham   # needs ctangle (CWEBINPUTS=. if it cannot find its files)
//	go build -o /tmp/knightstour .
//	go run ./scripts/tablebench -peers /tmp/dynaham -knightstour /tmp/knightstour -runs 3 5x30:closed 5x30:paths 6x16:closed
//
// Each table is WIDTHxN:closed (DYNAHAM, knightstour -closed -undirected) or WIDTHxN:paths
// (DYNAHAMP, knightstour -undirected), for the lengths 1..N.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"
)

func main() {
	peers := flag.String("peers", "", "the folder of dynaham, dynahamp and mkboard (../shared/tools/dynaham/build.sh)")
	bin := flag.String("knightstour", "knightstour", "the knightstour binary")
	runs := flag.Int("runs", 2, "runs of each, alternating; the least counts")
	flag.Parse()
	tmp, err := os.MkdirTemp("", "tablebench")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tmp)
	fmt.Println("| table | knightstour CPU | peak memory | peer | peer CPU | peak memory | ratio |")
	fmt.Println("|---|---|---|---|---|---|---|")
	for _, spec := range flag.Args() {
		var width, length int
		var kind string
		if _, err := fmt.Sscanf(strings.Replace(spec, ":", " ", 1), "%dx%d %s", &width, &length, &kind); err != nil || kind != "closed" && kind != "paths" {
			fail(fmt.Errorf("%q: want WIDTHxN:closed or WIDTHxN:paths", spec))
		}
		graph := filepath.Join(tmp, spec+".gb")
		if _, err := run(exec.Command(filepath.Join(*peers, "mkboard"), fmt.Sprint(length), fmt.Sprint(width), graph)); err != nil {
			fail(err)
		}
		peer, args := "dynaham", []string{"-count", "-closed", "-undirected"}
		if kind == "paths" {
			peer, args = "dynahamp", []string{"-count", "-undirected"}
		}
		args = append(args, "-rows", fmt.Sprint(width), "-cols", fmt.Sprintf("1..%d", length), "-table", "bfile")
		best := [2]result{{cpu: 1 << 62}, {cpu: 1 << 62}}
		var outs [2]string
		for i := 0; i < *runs; i++ {
			ours := exec.Command(*bin, args...)
			ours.Stdin = strings.NewReader("0\n")
			theirs := exec.Command(filepath.Join(*peers, peer), graph)
			for j, c := range []*exec.Cmd{ours, theirs} {
				r, err := run(c)
				if err != nil {
					fail(fmt.Errorf("%s: %w", spec, err))
				}
				outs[j] = r.out
				if r.cpu < best[j].cpu {
					best[j] = r
				}
			}
		}
		if err := agree(outs[0], outs[1], width, length); err != nil {
			fail(fmt.Errorf("%s: %w", spec, err))
		}
		fmt.Printf("| %dxn %s, n = 1..%d | %.2f s | %d MB | %s | %.2f s | %d MB | %.2f |\n", width, kind, length,
			best[0].cpu.Seconds(), best[0].rss>>20, peer, best[1].cpu.Seconds(), best[1].rss>>20, best[0].cpu.Seconds()/best[1].cpu.Seconds())
	}
}

// result is one run: its stdout, CPU time and peak memory.
type result struct {
	out string
	cpu time.Duration
	rss int64
}

// run runs c and returns its result.
func run(c *exec.Cmd) (result, error) {
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	if err := c.Run(); err != nil {
		return result{}, fmt.Errorf("%s: %w: %s", c.Path, err, errOut.String())
	}
	u := c.ProcessState.SysUsage().(*syscall.Rusage)
	return result{out: out.String() + errOut.String(), cpu: c.ProcessState.UserTime() + c.ProcessState.SystemTime(), rss: u.Maxrss << 10}, nil
}

// agree checks that the b-file lines of ours give every count of theirs: "There are C
// Hamiltonian K-cycles." (or K-paths) for K = width·n, none where the count is 0.
func agree(ours, theirs string, width, length int) error {
	peer := map[int]string{}
	for _, m := range regexp.MustCompile(`There are (\d+) Hamiltonian (\d+)-(cycles|paths)`).FindAllStringSubmatch(theirs, -1) {
		var k int
		fmt.Sscan(m[2], &k)
		peer[k] = m[1]
	}
	lines := strings.Split(strings.TrimSpace(ours), "\n")
	if len(lines) != length {
		return fmt.Errorf("%d lines from knightstour, want %d", len(lines), length)
	}
	for i, line := range lines {
		want, ok := peer[width*(i+1)]
		if !ok {
			want = "0"
		}
		if line != fmt.Sprintf("%d %s", i+1, want) {
			return fmt.Errorf("knightstour %q, the peer %s for n = %d", line, want, i+1)
		}
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tablebench:", err)
	os.Exit(1)
}
