package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// oldToolchain is the oldest Go that common judges run, which the go command fetches
// through the module proxy.
const oldToolchain = "go1.21.13"

// validatorMerge is the command that writes the one-file output validator to out, the
// one place that names it: the copy that go generate ./judge/problem keeps up to date.
func validatorMerge(out string) []string {
	return []string{"cp", "judge/problem/files/onefile/validator.go", out}
}

// oldGo checks that the one-file submission and the one-file validator build and work with
// Go 1.21 and with the current Go. The submission must print cases/input.golden for
// cases/input.txt when built outside the module and when run from the repository root
// (go.mod says go 1.21); the validator must accept that output. The submission must also
// pass gofmt, go vet and staticcheck (when installed) with no exception, as the package
// main it is: there even an unused exported name is reported. One line a check.
func oldGo(c *check) error {
	sub, validator := c.path("sub.go"), c.path("validator.go")
	if _, err := c.cmd("", "bash", "scripts/submission.sh", sub); err != nil {
		return err
	}
	if _, err := c.cmd("", validatorMerge(validator)...); err != nil {
		return err
	}
	src, err := os.ReadFile(sub)
	if err != nil {
		return err
	}
	mod := c.path("mod")
	if err := os.Mkdir(mod, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(mod, "main.go"), bytes.TrimPrefix(src, []byte("//go:build ignore\n")), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module submission\n\ngo 1.21\n"), 0o644); err != nil {
		return err
	}
	c.try("gofmt of the one-file submission", func() error {
		out, err := c.cmd("", "gofmt", "-l", sub)
		if err == nil && out != "" {
			err = errors.New("gofmt would change it")
		}
		return err
	})
	c.try("go vet of the one-file submission", func() error { return c.run1(mod, "go", "vet", ".") })
	if sc := staticcheck(); sc == "" {
		c.printf("skip staticcheck of the one-file submission: staticcheck is not installed")
	} else {
		c.try("staticcheck of the one-file submission (no exception)", func() error { return c.run1(mod, sc, ".") })
	}
	current, err := c.cmd("", "env", "GOTOOLCHAIN=local", "go", "env", "GOVERSION")
	if err != nil {
		return err
	}
	for _, tc := range []string{oldToolchain, "local"} {
		c.toolchain(tc, strings.TrimSpace(current))
	}
	return nil
}

// toolchain runs the checks of one Go toolchain, GOTOOLCHAIN=tc, whose version is current
// for local.
func (c *check) toolchain(tc, current string) {
	v := tc
	if tc == "local" {
		v = current
	}
	sub, validator := c.path("sub-"+tc), c.path("validator-"+tc)
	golden := filepath.Join(c.repo, "cases", "input.golden")
	input := filepath.Join(c.repo, "cases", "input.txt")
	goTC := []string{"env", "GOTOOLCHAIN=" + tc, "go"}
	c.try(v+": go build of the one-file submission (outside the module)", func() error {
		if err := c.run1(c.tmp, append(goTC, "build", "-o", sub, "sub.go")...); err != nil {
			return err
		}
		out, err := c.cmd(c.tmp, append(goTC, "env", "GOVERSION")...)
		if err == nil && strings.TrimSpace(out) != v {
			err = errors.New("go env GOVERSION says " + out)
		}
		return err
	})
	c.try(v+": its answers to cases/input.txt equal cases/input.golden", func() error {
		return same(golden, input, c.repo, sub)
	})
	c.try(v+": go run of the submission from the repository root matches too", func() error {
		return same(golden, input, c.repo, append(goTC, "run", c.path("sub.go"))...)
	})
	c.try(v+": go build of the one-file validator", func() error {
		return c.run1(c.tmp, append(goTC, "build", "-o", validator, "validator.go")...)
	})
	c.try(v+": the validator accepts cases/input.golden (exit 42)", func() error {
		fb := c.path("feedback") + "/"
		if err := os.MkdirAll(fb, 0o755); err != nil {
			return err
		}
		f, err := os.Open(golden)
		if err != nil {
			return err
		}
		defer f.Close()
		cmd := exec.Command(validator, input, golden, fb)
		cmd.Stdin = f
		out, err := cmd.CombinedOutput()
		if cmd.ProcessState != nil && cmd.ProcessState.ExitCode() == 42 {
			return nil
		}
		return errors.New("not exit 42: " + string(out) + errString(err))
	})
}

// try runs one check and prints one line saying how it went, and what went wrong.
func (c *check) try(name string, f func() error) {
	err := f()
	if err == nil {
		c.printf("ok   %s", name)
		return
	}
	c.fail = true
	c.printf("FAIL %s", name)
	l := strings.Split(strings.TrimSpace(err.Error()), "\n")
	for _, s := range l[:min(len(l), 20)] {
		c.printf("     %s", s)
	}
}

// run1 runs a program in dir; an error with its output when it fails.
func (c *check) run1(dir string, args ...string) error {
	_, err := c.cmd(dir, args...)
	return err
}

// same runs args in dir with input on stdin and returns an error unless it prints the
// file golden, byte for byte.
func same(golden, input, dir string, args ...string) error {
	want, err := os.ReadFile(golden)
	if err != nil {
		return err
	}
	f, err := os.Open(input)
	if err != nil {
		return err
	}
	defer f.Close()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir, cmd.Stdin = dir, f
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	got, err := cmd.Output()
	if err != nil {
		return errors.New(err.Error() + "\n" + stderr.String())
	}
	if !bytes.Equal(got, want) {
		return errors.New("the output differs from " + golden)
	}
	return nil
}

// staticcheck returns the path of staticcheck, on PATH or in GOPATH/bin, or "".
func staticcheck() string {
	if p, err := exec.LookPath("staticcheck"); err == nil {
		return p
	}
	out, err := exec.Command("go", "env", "GOPATH").Output()
	if err != nil {
		return ""
	}
	p := filepath.Join(strings.TrimSpace(string(out)), "bin", "staticcheck")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

// errString is err's message after a space, or "".
func errString(err error) string {
	if err == nil {
		return ""
	}
	return " " + err.Error()
}
