package problem

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// statedLimits returns the memory limit in MiB and the time limit in seconds that a
// file of a package states, each read in the file's own form.
type statedLimits func(t *testing.T, data []byte) (mib, seconds int)

// limitsIn matches the limits paragraph of a statement: "1 second ... 1024 MiB".
var limitsIn = regexp.MustCompile(`([0-9]+) seconds? per test file[^0-9]*([0-9]+) MiB`)

// statementLimits reads the limits paragraph of a statement (LaTeX or HTML).
func statementLimits(t *testing.T, data []byte) (int, int) {
	t.Helper()
	m := limitsIn.FindSubmatch(data)
	if m == nil {
		t.Fatalf("no limits paragraph (%s) in the statement", limitsIn)
	}
	s, _ := strconv.Atoi(string(m[1]))
	mib, _ := strconv.Atoi(string(m[2]))
	return mib, s
}

// TestLimits: every family's package of every board states the same memory and time
// limits, the packager's, in each of its files that states them: the configuration and
// the statements.
func TestLimits(t *testing.T) {
	t.Parallel()
	files := []struct {
		family Family
		file   string
		read   statedLimits
	}{
		{Kattis, "problem.yaml", func(t *testing.T, data []byte) (int, int) {
			var p struct {
				Limits struct{ Memory int } `yaml:"limits"`
			}
			if err := yaml.Unmarshal(data, &p); err != nil {
				t.Fatal(err)
			}
			return p.Limits.Memory, -1
		}},
		{Kattis, ".timelimit", func(t *testing.T, data []byte) (int, int) {
			s, err := strconv.Atoi(strings.TrimSpace(string(data)))
			if err != nil {
				t.Fatal(err)
			}
			return -1, s
		}},
		{Kattis, "problem_statement/problem.en.tex", statementLimits},
		{Kattis, "problem_statement/problem.html", statementLimits},
		{Polygon, "problem.xml", func(t *testing.T, data []byte) (int, int) {
			var px readXML
			if err := xml.Unmarshal(data, &px); err != nil || len(px.Testsets) != 1 {
				t.Fatalf("%v, %d testsets", err, len(px.Testsets))
			}
			ts := px.Testsets[0]
			if ts.MemoryLimit%(1<<20) != 0 || ts.TimeLimit%1000 != 0 {
				t.Errorf("memory-limit %d bytes, time-limit %d ms: not whole MiB and seconds", ts.MemoryLimit, ts.TimeLimit)
			}
			return int(ts.MemoryLimit >> 20), ts.TimeLimit / 1000
		}},
		{Polygon, "statements/english/problem.tex", func(t *testing.T, data []byte) (int, int) {
			var mib, s int
			m := regexp.MustCompile(`\{([0-9]+) seconds?\}\{([0-9]+) megabytes\}`).FindSubmatch(data)
			if m == nil {
				t.Fatal("no limits in \\begin{problem}")
			}
			fmt.Sscan(string(m[1]), &s)
			fmt.Sscan(string(m[2]), &mib)
			return mib, s
		}},
		{Polygon, "statements/english/problem-properties.json", func(t *testing.T, data []byte) (int, int) {
			var p struct{ MemoryLimit, TimeLimit int }
			if err := json.Unmarshal(data, &p); err != nil {
				t.Fatal(err)
			}
			return p.MemoryLimit >> 20, p.TimeLimit / 1000
		}},
		{CMS, "task.yaml", func(t *testing.T, data []byte) (int, int) {
			var p struct {
				Memory int     `yaml:"memory_limit"`
				Time   float64 `yaml:"time_limit"`
			}
			if err := yaml.Unmarshal(data, &p); err != nil {
				t.Fatal(err)
			}
			return p.Memory, int(p.Time)
		}},
	}
	for _, b := range boards {
		for _, f := range files {
			t.Run(b.name+"/"+f.family.String()+"/"+f.file, func(t *testing.T) {
				mib, s := f.read(t, readTestFile(t, filepath.Join(packagesOf(t, b)[f.family], filepath.FromSlash(f.file))))
				if mib != -1 && mib != memoryLimitMiB {
					t.Errorf("memory limit %d MiB, want %d MiB as every package", mib, memoryLimitMiB)
				}
				if s != -1 && s != timeLimitSeconds {
					t.Errorf("time limit %d s, want %d s as every package", s, timeLimitSeconds)
				}
			})
		}
	}
}

// TestKeptLimits: the kept Kattis files of 8×8 must state the packager's limits.
func TestKeptLimits(t *testing.T) {
	for _, tc := range []struct {
		name            string
		yaml, timelimit string
		ok              bool
	}{
		{"same", fmt.Sprintf("limits:\n  memory: %d\n", memoryLimitMiB), fmt.Sprintf("%d\n", timeLimitSeconds), true},
		{"memory", "limits:\n  memory: 256\n", fmt.Sprintf("%d\n", timeLimitSeconds), false},
		{"no memory", "name: x\n", fmt.Sprintf("%d\n", timeLimitSeconds), false},
		{"time", fmt.Sprintf("limits:\n  memory: %d\n", memoryLimitMiB), "3\n", false},
	} {
		if err := checkKeptLimits([]byte(tc.yaml), []byte(tc.timelimit)); (err == nil) != tc.ok {
			t.Errorf("%s: %v, want ok %t", tc.name, err, tc.ok)
		}
	}
	yaml, err := readFile("package/problem.yaml")
	if err != nil {
		t.Fatal(err)
	}
	timelimit, err := readFile("package/.timelimit")
	if err != nil {
		t.Fatal(err)
	}
	if err := checkKeptLimits(yaml, timelimit); err != nil {
		t.Error(err)
	}
}

// TestTitles: every family's package of every board names the problem by one title, in
// its configuration and its statements, with the board and the tour kind but on 8×8 open.
func TestTitles(t *testing.T) {
	t.Parallel()
	texTitle := func(s string) string { return strings.ReplaceAll(s, "×", "$\\times$") }
	for _, b := range boards {
		title := "Knight's Tour"
		if b.name != "8x8" {
			kind := "open"
			if b.config().Closed {
				kind = "closed"
			}
			title = fmt.Sprintf("Knight's Tour (%d×%d, %s tours)", b.rows, b.cols, kind)
		}
		for _, tc := range []struct {
			family     Family
			file, want string
		}{
			{Kattis, "problem.yaml", "\nname: " + title + "\n"},
			{Kattis, "problem_statement/problem.en.tex", "\\problemname{" + texTitle(title) + "}\n"},
			{Kattis, "problem_statement/problem.html", "<h1>" + strings.ReplaceAll(title, "'", "&#39;") + "</h1>"},
			{Polygon, "problem.xml", `<name language="english" value="` + strings.ReplaceAll(title, "'", "&#39;") + `"></name>`},
			{Polygon, "statements/english/name.tex", texTitle(title) + "\n"},
			{Polygon, "statement-sections/english/name.tex", texTitle(title) + "\n"},
			{Polygon, "statements/english/problem.tex", "\\begin{problem}{" + texTitle(title) + "}"},
			{CMS, "task.yaml", "\ntitle: " + title + "\n"},
		} {
			t.Run(b.name+"/"+tc.family.String()+"/"+tc.file, func(t *testing.T) {
				got := string(readTestFile(t, filepath.Join(packagesOf(t, b)[tc.family], filepath.FromSlash(tc.file))))
				if !strings.Contains("\n"+got, tc.want) {
					t.Errorf("no %q in:\n%.400s", tc.want, got)
				}
			})
		}
	}
}
