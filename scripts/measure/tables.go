package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	lookup "github.com/knightstour/knightstour/internal/tools"
)

// tablesCmd times knightstour's tables in one scan against Knuth's DYNAHAM (closed tours)
// and DYNAHAMP (paths), which count the same tables, and checks that every count agrees.
func tablesCmd(e *env, args []string) error {
	fs := e.flags("tables", "WIDTHxN:closed|WIDTHxN:paths ...",
		"Counts each table, the boards WIDTH wide and 1..N long, with knightstour (-closed\n"+
			"-undirected, or -undirected for paths) and with DYNAHAM (closed) or DYNAHAMP (paths),\n"+
			"alternately, and prints the least CPU time and peak memory of each and knightstour's over\n"+
			"the peer's; every count must agree. Without -peers it builds them first, with\n"+
			"scripts/dynaham/build.sh, from the CWEB sources in $DYNAHAM_DIR: dynaham.w and dynahamp.w\n"+
			"(https://www-cs-faculty.stanford.edu/~knuth/programs.html) and the Stanford GraphBase's\n"+
			"gb_*.w and boilerplate.w (https://www-cs-faculty.stanford.edu/~knuth/sgb.html); it needs\n"+
			"ctangle (CWEB, which comes with TeX) and cc.")
	peers := fs.String("peers", "", "the folder of dynaham, dynahamp and mkboard already built (default: build them)")
	runs := fs.Int("runs", 2, "runs of each, alternating; the least counts")
	maxCPU := fs.Float64("max", 0, "fail when knightstour's CPU time is more than this times the peer's (0: no limit)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return errUsage
	}
	var err error
	if *peers == "" { // first: without their sources there is nothing to measure against
		if *peers, err = e.buildPeers(); err != nil {
			return err
		}
	}
	kt, err := e.knightstour()
	if err != nil {
		return err
	}
	in, err := e.writeFile("every.txt", []byte("0\n"))
	if err != nil {
		return err
	}
	for _, spec := range fs.Args() {
		if err := e.table(spec, kt, in, *peers, *runs, Limit{Max: *maxCPU}); err != nil {
			return err
		}
	}
	return nil
}

// buildPeers builds DYNAHAM, DYNAHAMP and mkboard with scripts/dynaham/build.sh from
// the CWEB sources that internal/tools finds ($DYNAHAM_DIR) into the scratch folder, and
// returns the folder.
func (e *env) buildPeers() (string, error) {
	repo, err := e.root()
	if err != nil {
		return "", err
	}
	src, err := lookup.OS.Dynaham(repo)
	if err != nil {
		return "", fmt.Errorf("the peers' sources: %w (or give -peers, a folder where they are built)", err)
	}
	if _, err := lookup.OS.Ctangle(); err != nil {
		return "", fmt.Errorf("building the peers: %w", err)
	}
	script := filepath.Join(repo, "scripts", "dynaham", "build.sh")
	out := e.path("dynaham")
	cmd := exec.Command("bash", script, src, out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%s: %w\n%s", script, err, msg)
	}
	return out, nil
}

// table times and checks the table spec (WIDTHxN:closed or WIDTHxN:paths) with the
// knightstour kt, queries in, and the peers in the folder peers.
func (e *env) table(spec, kt, in, peers string, runs int, lim Limit) error {
	var width, length int
	var kind string
	if _, err := fmt.Sscanf(strings.Replace(spec, ":", " ", 1), "%dx%d %s", &width, &length, &kind); err != nil || kind != "closed" && kind != "paths" {
		return fmt.Errorf("%q: want WIDTHxN:closed or WIDTHxN:paths", spec)
	}
	graph := e.path(fmt.Sprintf("%dx%d.gb", width, length))
	if out, err := exec.Command(filepath.Join(peers, "mkboard"), fmt.Sprint(length), fmt.Sprint(width), graph).CombinedOutput(); err != nil {
		return fmt.Errorf("mkboard: %w\n%s", err, out)
	}
	peer, flags := "dynaham", []string{"-count", "-closed", "-undirected"}
	if kind == "paths" {
		peer, flags = "dynahamp", []string{"-count", "-undirected"}
	}
	ours := Cmd{Name: "knightstour", Stdin: in, Stdout: e.path("ours.txt"),
		Args: append(append([]string{kt}, flags...), "-rows", fmt.Sprint(width), "-cols", fmt.Sprintf("1..%d", length), "-table", "bfile")}
	theirs := Cmd{Name: peer, Args: []string{filepath.Join(peers, peer), graph}, Stdout: e.path("theirs.txt")}
	s, err := Least(e.run, runs, ours, theirs)
	if err != nil {
		return err
	}
	got, err := os.ReadFile(ours.Stdout)
	if err != nil {
		return err
	}
	want, err := os.ReadFile(theirs.Stdout)
	if err != nil {
		return err
	}
	if err := agree(string(got), string(want), width, length); err != nil {
		return fmt.Errorf("%s: %w", spec, err)
	}
	e.rep.Printf("%s: knightstour %s; %s %s", spec, cost(s[0]), peer, cost(s[1]))
	e.rep.Ratio(spec+", knightstour/"+peer+", CPU", float64(s[0].CPU), float64(s[1].CPU), lim)
	e.rep.Ratio(spec+", knightstour/"+peer+", peak memory", float64(s[0].RSS), float64(s[1].RSS), Limit{})
	return nil
}

// peerCount matches the peers' lines "There are C Hamiltonian K-cycles." (or K-paths).
var peerCount = regexp.MustCompile(`There are (\d+) Hamiltonian (\d+)-(cycles|paths)`)

// agree checks that the b-file lines of ours give every count of theirs, for the boards
// width×n, n = 1..length: none where the count is 0.
func agree(ours, theirs string, width, length int) error {
	peer := map[int]string{}
	for _, m := range peerCount.FindAllStringSubmatch(theirs, -1) {
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
