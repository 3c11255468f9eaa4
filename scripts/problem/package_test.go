package problem

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Exit codes of a Kattis/DOMjudge output validator.
const (
	accepted    = 42
	wrongAnswer = 43
)

// command runs name with args in dir, with stdin, and returns its stdout and exit code;
// it fails the test if the command cannot start or exits with a code not in ok.
func command(t *testing.T, dir string, stdin []byte, ok []int, name string, args ...string) ([]byte, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	code := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	for _, c := range ok {
		if c == code {
			return out, code
		}
	}
	t.Fatalf("%s %s: exit %d\n%s", name, strings.Join(args, " "), code, stderr.Bytes())
	return nil, 0
}

// unzip extracts the archive zp into dir, keeping executable bits.
func unzip(t *testing.T, zp, dir string) {
	t.Helper()
	zr, err := zip.OpenReader(zp)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if !filepath.IsLocal(f.Name) {
			t.Fatalf("zip entry %q is not a local path", f.Name)
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, f.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
}

// readFile returns the contents of a file of the test or fails it.
func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// validator runs the built validator on one output the Kattis way and returns its exit
// code and judge message.
func validator(t *testing.T, dir, in, ans string, output []byte) (int, string) {
	t.Helper()
	fb := t.TempDir()
	_, code := command(t, dir, output, []int{accepted, wrongAnswer}, filepath.Join(dir, "run"), in, ans, fb+string(filepath.Separator))
	msg, _ := os.ReadFile(filepath.Join(fb, "judgemessage.txt"))
	return code, string(msg)
}

// packageDir runs scripts/package.sh with args (and a new directory) and returns the
// directory the zip is unpacked into: named after the problem, as the README says.
func packageDir(t *testing.T, args ...string) string {
	t.Helper()
	out := t.TempDir()
	stdout, _ := command(t, ".", nil, []int{0}, "bash", append(append([]string{filepath.Join("..", "package.sh")}, args...), out)...)
	zp := filepath.Join(out, "knightstour.zip")
	if !strings.Contains(string(stdout), zp) {
		t.Errorf("package.sh printed %q, not the path of the zip", stdout)
	}
	pkg := filepath.Join(out, "knightstour")
	unzip(t, zp, pkg)
	return pkg
}

// needTool returns the path of a program on PATH or skips the test.
func needTool(t *testing.T, name, what string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed: %s not checked", name, what)
	}
	return p
}

// TestPackage builds the problem package with scripts/package.sh, once with each output
// validator, unpacks it, builds its validator (C++ with g++ as DOMjudge does, Go with
// its build script) and its accepted submission with the current Go, runs the
// submission on every test case and checks each output with the validator through its
// Kattis interface; broken outputs and the wrong-answer submissions must be rejected.
func TestPackage(t *testing.T) {
	gpp := needTool(t, "g++", "the package's C++ validators")
	gcc := needTool(t, "gcc", "the package's wrong-answer submissions")
	pkg := packageDir(t)
	goPkg := packageDir(t, "-validator", "go")

	t.Run("layout", func(t *testing.T) {
		yaml := string(readFile(t, filepath.Join(pkg, "problem.yaml")))
		for _, want := range []string{"\nvalidation: custom\n", "\nuuid: ", "\n  memory: 1024\n"} {
			if !strings.Contains(yaml, want) {
				t.Errorf("problem.yaml does not say %q:\n%s", want, yaml)
			}
		}
		for _, f := range []string{
			".timelimit",
			"problem_statement/problem.en.tex",
			"problem_statement/problem.html",
			"data/sample/1.in",
			"data/secret/backtrack.in",
			"data/secret/cases-input.in",
			"input_validators/validate.cpp",
			"output_validators/knightstour_validator/validator.cpp",
			"submissions/wrong_answer/bad_move.c",
		} {
			if _, err := os.Stat(filepath.Join(pkg, filepath.FromSlash(f))); err != nil {
				t.Error(err)
			}
		}
		for _, f := range []string{"output_validators/knightstour_validator/build", "output_validators/knightstour_validator/validator.go"} {
			if _, err := os.Stat(filepath.Join(pkg, filepath.FromSlash(f))); err == nil {
				t.Errorf("the C++ package has %s", f)
			}
			if _, err := os.Stat(filepath.Join(goPkg, filepath.FromSlash(f))); err != nil {
				t.Error(err)
			}
		}
		for _, f := range []string{filepath.Join(goPkg, "output_validators", "knightstour_validator", "validator.go"), filepath.Join(pkg, "submissions", "accepted", "knightstour.go")} {
			if src := readFile(t, f); !bytes.Contains(src, []byte("\n// Code generated by scripts/onefile; DO NOT EDIT.\n")) {
				t.Errorf("%s is not generated by scripts/onefile", f)
			}
		}
		for _, f := range []string{filepath.Join(pkg, "output_validators", "knightstour_validator", "validator.cpp"), filepath.Join(pkg, "submissions", "wrong_answer", "bad_move.c")} {
			if src := readFile(t, f); bytes.Contains(src, []byte("#include \"")) {
				t.Errorf("%s includes a file of its own: judges build one file", f)
			}
		}
	})

	// Build the programs from the zips, outside the module: the C++ validator as
	// DOMjudge does, the Go one with its build script and the Go cache of the test run
	// (the script would otherwise start an empty one).
	cppDir := filepath.Join(pkg, "output_validators", "knightstour_validator")
	command(t, cppDir, nil, []int{0}, gpp, "-Wall", "-O2", "-std=gnu++17", "validator.cpp", "-o", "run")
	goDir := filepath.Join(goPkg, "output_validators", "knightstour_validator")
	gocache, _ := command(t, ".", nil, []int{0}, "go", "env", "GOCACHE")
	t.Setenv("GOCACHE", strings.TrimSpace(string(gocache)))
	command(t, goDir, nil, []int{0}, "sh", "build")
	validators := map[string]string{"C++": cppDir, "Go": goDir}
	sdir := filepath.Join(pkg, "submissions", "accepted")
	command(t, sdir, nil, []int{0}, "go", "build", "-o", "knightstour", "knightstour.go")
	submission := filepath.Join(sdir, "knightstour")
	ivDir := filepath.Join(pkg, "input_validators")
	command(t, ivDir, nil, []int{0}, gpp, "-Wall", "-O2", "-std=gnu++17", "validate.cpp", "-o", "validate")
	inputValidator := filepath.Join(ivDir, "validate")

	inputs, err := filepath.Glob(filepath.Join(pkg, "data", "*", "*.in"))
	if err != nil || len(inputs) < 8 {
		t.Fatalf("test cases %q: %v", inputs, err)
	}
	for _, in := range inputs {
		ans := strings.TrimSuffix(in, ".in") + ".ans"
		rel, _ := filepath.Rel(pkg, in)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			if _, code := command(t, ivDir, readFile(t, in), []int{42, 43}, inputValidator); code != 42 {
				t.Errorf("the input validator refuses %s", rel)
			}
			got, _ := command(t, sdir, readFile(t, in), []int{0}, submission)
			if !bytes.Equal(got, readFile(t, ans)) {
				t.Errorf("the accepted submission's output differs from %s", filepath.Base(ans))
			}
			for name, dir := range validators {
				if code, msg := validator(t, dir, in, ans, got); code != accepted {
					t.Errorf("%s validator: exit %d, %s", name, code, msg)
				}
			}
		})
	}

	t.Run("input validator", func(t *testing.T) {
		for _, in := range []string{
			"", "-1\n", "1\n", "1\n-1", "1\r\n-1\r\n", "1  2\n-1\n", " 1\n-1\n", "1 \n-1\n", "\n1\n-1\n",
			"1\n\n-1\n", "01\n-1\n", "0\n-1\n", "65\n-1\n", "+1\n-1\n", "1\t2\n-1\n", "1\n-1\n2\n", "1 -1\n",
			"1\n-1 \n", "1\n-1\n\n", "a\n-1\n", "1\n-01\n", "1\n-1\n-1\n", "\xef\xbb\xbf1\n-1\n", "1\x00\n-1\n",
			strings.Repeat("1\n", 100001) + "-1\n",
		} {
			if out, code := command(t, ivDir, []byte(in), []int{42, 43}, inputValidator); code != 43 || len(out) == 0 {
				t.Errorf("input %q: exit %d, %q; want 43 and a reason", in, code, out)
			}
		}
		if _, code := command(t, ivDir, []byte(strings.Repeat("64 ", 99999)+"1\n-1\n"), []int{42, 43}, inputValidator); code != 42 {
			t.Errorf("100000 start squares refused")
		}
	})

	// Wrong answers to cases/input.txt (starts 1..64).
	in := filepath.Join(pkg, "data", "secret", "cases-input.in")
	ans := strings.TrimSuffix(in, ".in") + ".ans"
	good := string(readFile(t, ans))
	lines := strings.SplitAfter(good, "\n")
	first := strings.Fields(lines[0])
	edit := func(f func(sq []string) []string) string {
		sq := f(append([]string(nil), first...))
		return strings.Join(sq, " ") + "\n" + strings.Join(lines[1:], "")
	}
	wrong := []struct {
		name, output string
	}{
		{"swapped", edit(func(sq []string) []string { sq[10], sq[20] = sq[20], sq[10]; return sq })},
		{"truncated-line", edit(func(sq []string) []string { return sq[:63] })},
		{"repeated-square", edit(func(sq []string) []string { sq[63] = sq[62]; return sq })},
		{"wrong-start", edit(func(sq []string) []string { sq[0], sq[63] = sq[63], sq[0]; return sq })},
		{"missing-answer", strings.Join(lines[:63], "")},
		{"extra-answer", good + lines[0]},
		{"not-a-number", edit(func(sq []string) []string { sq[5] = "x"; return sq })},
		{"empty", ""},
	}
	// The wrong-answer submissions, built as DOMjudge builds C.
	subs, err := filepath.Glob(filepath.Join(pkg, "submissions", "wrong_answer", "*.c"))
	if err != nil || len(subs) < 5 {
		t.Fatalf("wrong-answer submissions %q: %v", subs, err)
	}
	for _, src := range subs {
		name := strings.TrimSuffix(filepath.Base(src), ".c")
		bin := filepath.Join(t.TempDir(), name)
		command(t, ".", nil, []int{0}, gcc, "-Wall", "-O2", "-std=gnu11", src, "-o", bin, "-lm")
		out, _ := command(t, ".", readFile(t, in), []int{0}, bin)
		wrong = append(wrong, struct{ name, output string }{"submission " + name, string(out)})
	}
	for _, tc := range wrong {
		t.Run("wrong/"+tc.name, func(t *testing.T) {
			for name, dir := range validators {
				code, msg := validator(t, dir, in, ans, []byte(tc.output))
				if code != wrongAnswer {
					t.Errorf("%s validator: exit %d, want %d (%s)", name, code, wrongAnswer, msg)
				}
				if msg == "" {
					t.Errorf("%s validator: no judge message", name)
				}
			}
		})
	}

	// The submission is the Sicily program: byte for byte the golden answers.
	t.Run("golden", func(t *testing.T) {
		root := filepath.Join("..", "..")
		got, _ := command(t, sdir, readFile(t, filepath.Join(root, "cases", "input.txt")), []int{0}, submission)
		if !bytes.Equal(got, readFile(t, filepath.Join(root, "cases", "input.golden"))) {
			t.Error("the submission's answers to cases/input.txt differ from cases/input.golden")
		}
	})
}
