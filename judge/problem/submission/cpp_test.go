package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/cppbuild"
	"github.com/knightstour/knightstour/internal/tools"
)

// The C++ one-file submission, cpp/knightstour.cpp, is the twin of this program for
// judges that take only C or C++: TestCppTwin compiles it and holds it to the same
// bytes on stdout and stderr and the same exit status as the Go program, on every input
// the Go program is tested with here and on random inputs.

// cppSource is the C++ submission, relative to this package.
const cppSource = "cpp/knightstour.cpp"

// buildCpp compiles the C++ submission with $CXX, else g++ from PATH, as a judge
// would (-O2, C++11), kept between runs (internal/cppbuild), and returns the binary; it
// skips the test where there is no compiler.
func buildCpp(t *testing.T) string {
	t.Helper()
	path, err := tools.OS.CXX()
	if err != nil {
		t.Skipf("no C++ compiler to build %s: %v", cppSource, err)
	}
	c, err := cppbuild.New(path)
	if err != nil {
		t.Fatal(err)
	}
	bin, err := c.Compile(cppbuild.CacheDir(), filepath.Dir(cppSource), filepath.Join(t.TempDir(), "knightstour-cpp"),
		"-std=c++11", "-O2", "-Wall", "-Wextra", "-Werror", filepath.Base(cppSource))
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// runCpp runs the C++ submission on stdin and returns its stdout, stderr and exit
// status.
func runCpp(t *testing.T, bin string, stdin []byte) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("running %s: %v", bin, err)
	}
	return out.String(), errOut.String(), code
}

// randomInput returns tokens drawn with r: squares, -1, numbers out of range, words,
// long tokens and bytes of every kind, between separators of every kind.
func randomInput(r *rand.Rand) []byte {
	seps := []string{" ", "\n", "\r\n", "\r", "\t", "\v", "\f", "  \n\n"}
	var b bytes.Buffer
	for n := r.Intn(40); n > 0; n-- {
		switch k := r.Intn(20); {
		case k < 14:
			b.WriteString(strings.Repeat("0", r.Intn(2)))
			b.WriteString(string(rune('0'+r.Intn(10))) + string(rune('0'+r.Intn(7))))
		case k < 15:
			b.WriteString([]string{"-1", "-01", "-0", "-", "--1", "+1", "65", "2147483648", "99999999999"}[r.Intn(9)])
		case k < 16:
			b.WriteString(strings.Repeat("7", 38+r.Intn(4)))
		case k < 18:
			for m := 1 + r.Intn(4); m > 0; m-- {
				c := []string{"a", "\"", "\\", "\x00", "\x7f", "\xff", "\xc3\xa9", "\xc2\xa0", "\xe4\xb8\xad", "\xed\xa0\x80", "\x1b",
					"\ufeff", "\u200b", "\u2003", "\u2028"}
				b.WriteString(c[r.Intn(len(c))])
			}
		default:
			// Characters of every kind, which Go's %q leaves or escapes as
			// strconv.IsPrint says: mostly of the BMP, some beyond it.
			for m := 1 + r.Intn(4); m > 0; m-- {
				c := rune(0x80 + r.Intn(0x10000-0x80))
				if r.Intn(4) == 0 {
					c = rune(0x10000 + r.Intn(0x100000))
				}
				b.WriteRune(c)
			}
		}
		b.WriteString(seps[r.Intn(len(seps))])
	}
	return b.Bytes()
}

// TestCppTwin checks that the C++ submission prints what the Go one (run, in this
// process: TestCases and TestBadInput run main itself) prints, bytes and exit status, on the inputs of cases/, the secret and lenient inputs, the inputs its
// coverage is measured on, bad tokens, tokens with characters that %q escapes, and 300
// random inputs.
func TestCppTwin(t *testing.T) {
	bin := buildCpp(t)
	var inputs []struct{ name, in string }
	cases, err := filepath.Glob(filepath.Join("..", "..", "..", "cases", "*.txt"))
	if err != nil || len(cases) == 0 {
		t.Fatalf("no inputs in cases/: %v", err)
	}
	for _, in := range cases {
		if exists(strings.TrimSuffix(in, ".txt") + ".flags") {
			continue // another board or format: not the submission's input
		}
		b, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, struct{ name, in string }{"cases/" + filepath.Base(in), string(b)})
	}
	for _, s := range secretInputs() {
		inputs = append(inputs, struct{ name, in string }{"secret/" + s.name, string(s.in)})
	}
	for _, l := range lenientInputs() {
		inputs = append(inputs, struct{ name, in string }{"lenient/" + l.name, l.in})
	}
	for _, s := range sicilyInputs() {
		inputs = append(inputs, struct{ name, in string }{"sicily/" + s.name, s.in})
	}
	// Tokens with characters that are valid UTF-8 but that Go's %q escapes: the
	// invisible ones of three bytes (a byte-order mark, a zero-width space, an em space,
	// the line separator), others of two and four bytes, among printable ones.
	for _, tok := range []string{"\ufeff1", "\u200b", "1\u2003", "\u2028", "\u2029é", "\u00ad", "\u0085", "\U000e0001",
		"\U0001f600x", "\uf8ff", "\U0010fffd", "\u0378", "\u3000", "\u061c", "\ufffd", "\ufffe"} {
		inputs = append(inputs, struct{ name, in string }{fmt.Sprintf("escapes/%+q", tok), "5\n" + tok + "\n-1\n"})
	}
	r := rand.New(rand.NewSource(1153))
	for i := 0; i < 300; i++ {
		inputs = append(inputs, struct{ name, in string }{"random/" + string(rune('a'+i%26)), string(randomInput(r))})
	}
	for _, tc := range inputs {
		t.Run(tc.name, func(t *testing.T) {
			var o, e bytes.Buffer // main is run's one line: run in this process, 400 starts fewer
			code := run(bytes.NewReader([]byte(tc.in)), &o, &e)
			out, stderr := o.String(), e.String()
			cout, cstderr, ccode := runCpp(t, bin, []byte(tc.in))
			if cout != out || cstderr != stderr || ccode != code {
				t.Errorf("input %q: C++ exit %d, stderr %q, %d bytes out; Go exit %d, stderr %q, %d bytes out (same out: %v)",
					tc.in, ccode, cstderr, len(cout), code, stderr, len(out), cout == out)
			}
		})
	}
}
