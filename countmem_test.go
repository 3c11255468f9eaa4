package main

import (
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
)

// TestCountOutOfReach checks that a count far beyond the memory allowed is refused at
// once (before anything grows), with the estimate and the cap in words, after the
// answers before it; the default cap comes from the machine, not from GOMEMLIMIT.
func TestCountOutOfReach(t *testing.T) {
	if _, err := os.Stat("/proc/meminfo"); err != nil {
		t.Skip("no /proc/meminfo: the default cap needs it")
	}
	t.Setenv("GOMEMLIMIT", "")
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		out   string
		want  []string
	}{
		{"13x13", "1\n", []string{"-rows", "13", "-cols", "13"}, "",
			[]string{"knightstour: 13x13 square 1: out of reach: its tables would hold more than any machine has (over 10^15 states, a rough estimate)", "machine's memory", "-mem"}},
		{"8x8 open after an answer", "1 2\n", []string{"-rows", "8", "-cols", "8", "-end", "3"}, "0\n",
			[]string{"knightstour: 8x8 square 2 to 3: out of reach: ", " GB (a rough estimate)"}},
		{"7x8 within -mem 5MB", "1\n", []string{"-closed", "-rows", "7", "-cols", "8", "-mem", "5MB"}, "",
			[]string{"out of reach", "a count may use 5.00 MB (-mem), and its tables three quarters of it"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runMain(t, tc.stdin, append([]string{"-count"}, tc.args...)...)
			if code != 1 || out != tc.out {
				t.Errorf("exit %d, stdout %q; want 1 and %q", code, out, tc.out)
			}
			for _, w := range tc.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr %q does not say %q", stderr, w)
				}
			}
		})
	}
}

// TestCountMemoryCap runs a count whose estimate is within reach of -mem but whose
// tables pass it: it stops with a message that says so (status 1), and the same count
// with more memory answers.
func TestCountMemoryCap(t *testing.T) {
	out, stderr, code := runMain(t, "1\n", "-count", "-closed", "-rows", "6", "-cols", "8", "-mem", "6MB")
	if code != 1 || out != "" || !strings.Contains(stderr, "the count needs more memory than allowed") || !strings.Contains(stderr, "6.00 MB (-mem)") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	// The figures may not contradict the verdict: the tables' figure is the larger one.
	var held, allowed float64
	if i := strings.Index(stderr, "its tables would hold "); i < 0 {
		t.Errorf("stderr %q does not say what the tables would hold", stderr)
	} else if _, err := fmt.Sscanf(stderr[i:], "its tables would hold %f MB, more than the %f MB", &held, &allowed); err != nil || held <= allowed {
		t.Errorf("stderr %q: the tables would hold %v MB, more than %v MB (%v)", stderr, held, allowed, err)
	}
	out, _, code = runMain(t, "1\n", "-count", "-closed", "-rows", "6", "-cols", "6", "-mem", "64MB")
	if code != 0 || out != "19724\n" {
		t.Errorf("6x6 within 64MB: exit %d, stdout %q", code, out)
	}
}

// TestDefaultMemory checks the cap without GOMEMLIMIT (three quarters of the machine's
// memory) and with it, and that limitRuntime hands the cap to the garbage collector.
func TestDefaultMemory(t *testing.T) {
	if _, err := os.Stat("/proc/meminfo"); err != nil {
		t.Skip("no /proc/meminfo on this system")
	}
	old := debug.SetMemoryLimit(-1)
	oldGC := debug.SetGCPercent(100)
	defer func() {
		debug.SetMemoryLimit(old)
		debug.SetGCPercent(oldGC)
	}()
	debug.SetMemoryLimit(math.MaxInt64)
	m := defaultMemory()
	if m.bytes < 1<<24 || !strings.HasPrefix(m.from, "3/4 of the ") {
		t.Fatalf("without GOMEMLIMIT: %+v", m)
	}
	limitRuntime(m)
	if got := debug.SetMemoryLimit(-1); got != m.bytes {
		t.Errorf("memory limit %d after limitRuntime, want %d", got, m.bytes)
	}
	debug.SetMemoryLimit(1 << 30)
	if m := defaultMemory(); m.bytes != 1<<30 || m.from != "GOMEMLIMIT" {
		t.Errorf("with GOMEMLIMIT=1GiB: %+v", m)
	}
}

// TestCountParts counts 6x6 closed from square 1 and from every start in three parts
// through the command line: the parts add up to the whole.
func TestCountParts(t *testing.T) {
	sum := []*big.Int{new(big.Int), new(big.Int)}
	for k := 1; k <= 3; k++ {
		out, stderr, code := runMain(t, "1 0\n", "-count", "-closed", "-rows", "6", "-cols", "6", "-part", string(rune('0'+k))+"/3")
		lines := strings.Fields(out)
		if code != 0 || len(lines) != 2 {
			t.Fatalf("part %d/3: exit %d, stdout %q, stderr %q", k, code, out, stderr)
		}
		for i, l := range lines {
			x, ok := new(big.Int).SetString(l, 10)
			if !ok {
				t.Fatalf("part %d/3: %q is not a number", k, l)
			}
			sum[i].Add(sum[i], x)
		}
	}
	if sum[0].String() != "19724" || sum[1].String() != "710064" {
		t.Errorf("the parts add up to %v and %v, want 19724 and 710064", sum[0], sum[1])
	}
}

// TestCountFlagErrors checks -mem and -part's errors (status 2) and that they go
// with -count only.
func TestCountFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-count", "-mem", "lots"}, `-mem: "lots" is not a memory size`},
		{[]string{"-count", "-mem", "0"}, `-mem: "0" is not a memory size`},
		{[]string{"-count", "-mem", "4"}, `-mem "4": want at least 1MB (a size with its unit, such as 4GiB)`},
		{[]string{"-count", "-mem", "999KB"}, `-mem "999KB": want at least 1MB (a size with its unit, such as 4GiB)`},
		{[]string{"-count", "-part", "4/3"}, `-part: "4/3": want K/N`},
		{[]string{"-count", "-part", "0/3"}, `-part: "0/3": want K/N`},
		{[]string{"-count", "-part", "3"}, `-part: "3": want K/N`},
		{[]string{"-mem", "4G"}, "-mem goes with -count"},
		{[]string{"-part", "1/2"}, "-part goes with -count"},
	} {
		_, stderr, code := runMain(t, "", tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

// FuzzParsePart checks -part's reading: what it accepts is a part of the parts, and
// reads back the same from its plain form.
func FuzzParsePart(f *testing.F) {
	for _, s := range []string{"1/1", "3/8", "0/3", "4/3", "1/", "/2", "a/b", "1/2/3", " 1/2", "+1/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, n, err := parsePart(s)
		if err != nil {
			return
		}
		if k < 1 || k > n || n > maxParts {
			t.Fatalf("parsePart(%q) = %d/%d without an error", s, k, n)
		}
		if k2, n2, err := parsePart(fmt.Sprintf("%d/%d", k, n)); err != nil || k2 != k || n2 != n {
			t.Fatalf("parsePart(%q) = %d/%d, but its plain form reads %d/%d, %v", s, k, n, k2, n2, err)
		}
	})
}

// TestCountAddressSpaceLimit runs the 7×7 count under an address-space limit of 1 GB
// (prlimit --as), where Go's runtime would die of "out of memory" long before the
// machine's memory: the default cap sees the limit, and the count is refused with a
// message that names it and -mem (status 1), while a small count still answers.
func TestCountAddressSpaceLimit(t *testing.T) {
	prlimit, err := exec.LookPath("prlimit")
	if err != nil {
		t.Skip("no prlimit (util-linux): the address-space limit is not tried")
	}
	for _, tc := range []struct {
		name, board string
		code        int
		out, msg    string
	}{
		{"7x7 refused", "7", 1, "", "(ulimit -v) leaves room for"},
		{"5x5 answers", "5", 0, "304\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runMainCmd(t, exec.Command(prlimit, "--as=1000000000", os.Args[0], "-count", "-rows", tc.board, "-cols", tc.board), "1\n")
			if code != tc.code || out != tc.out || !strings.Contains(stderr, tc.msg) || strings.Contains(stderr, "fatal error") ||
				tc.code != 0 && !strings.Contains(stderr, "-mem sets another") {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q and a message with %q and -mem", code, out, stderr, tc.code, tc.out, tc.msg)
			}
		})
	}
}
