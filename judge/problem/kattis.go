package problem

import (
	"bytes"
	"crypto/sha1"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/knightstour/knightstour/judge/cpp"
	"github.com/knightstour/knightstour/judge/problem/statement"
)

// kattis writes the Kattis package into pkg: problem.yaml (another problem than 8×8 open
// has its own uuid, name and validator_flags), .timelimit, the statement, data/, the input
// validator (the board in its KT_ROWS and KT_COLS lines), the output validator and the
// submissions.
func (b *builder) kattis(pkg string) (Zip, error) {
	limits := b.c.problem()
	kept := map[string][]byte{}
	for _, f := range []string{"problem.yaml", ".timelimit"} {
		var err error
		if kept[f], err = readFile("package/" + f); err != nil {
			return Zip{}, err
		}
		if err := writeFile(filepath.Join(pkg, f), kept[f], 0o644); err != nil {
			return Zip{}, err
		}
	}
	if err := checkKeptLimits(kept["problem.yaml"], kept[".timelimit"]); err != nil {
		return Zip{}, err
	}
	if err := extractTree("package/input_validators", filepath.Join(pkg, "input_validators")); err != nil {
		return Zip{}, err
	}
	if err := copyTree(b.data, filepath.Join(pkg, "data")); err != nil {
		return Zip{}, err
	}
	if !b.c.sicily() {
		yaml, err := os.ReadFile(filepath.Join(pkg, "problem.yaml"))
		if err != nil {
			return Zip{}, err
		}
		if yaml, err = problemYAML(yaml, b.uuid(), b.c.title(), strings.Join(b.c.flags(), " ")); err != nil {
			return Zip{}, fmt.Errorf("problem.yaml: %w", err)
		}
		if err := os.WriteFile(filepath.Join(pkg, "problem.yaml"), yaml, 0o644); err != nil {
			return Zip{}, err
		}
		validate := filepath.Join(pkg, "input_validators", "validate.cpp")
		src, err := os.ReadFile(validate)
		if err != nil {
			return Zip{}, err
		}
		if src, err = b.define(src, "KT_ROWS", "KT_COLS"); err != nil {
			return Zip{}, fmt.Errorf("input_validators/validate.cpp: %w", err)
		}
		if err := os.WriteFile(validate, src, 0o644); err != nil {
			return Zip{}, err
		}
	}
	samples, err := statement.ReadSamples(filepath.Join(pkg, "data", "sample"))
	if err != nil {
		return Zip{}, err
	}
	if err := writeStatement(limits, statement.Kattis, samples, filepath.Join(pkg, "problem_statement")); err != nil {
		return Zip{}, err
	}
	v := filepath.Join(pkg, "output_validators", "knightstour_validator")
	if b.c.Validator == CPP {
		src, err := cpp.Validator(cpp.Sources)
		if err == nil {
			src, err = b.define(src, "KT_ROWS", "KT_COLS", "KT_CLOSED")
		}
		if err != nil {
			return Zip{}, err
		}
		if err := writeFile(filepath.Join(v, "validator.cpp"), src, 0o644); err != nil {
			return Zip{}, err
		}
	} else {
		if err := extract(validatorFile, filepath.Join(v, "validator.go")); err != nil {
			return Zip{}, err
		}
		if err := b.goBuildScript(filepath.Join(v, "build")); err != nil {
			return Zip{}, err
		}
	}
	for _, d := range []string{"accepted", "wrong_answer"} {
		if err := copyTree(filepath.Join(b.tmp, d), filepath.Join(pkg, "submissions", d)); err != nil {
			return Zip{}, err
		}
	}
	return Zip{Name: b.c.ZipName(Kattis), What: b.c.Validator.String() + " validator"}, nil
}

// uuid returns the problem's uuid on a board other than 8×8 open: a name-based one (the
// form of version 5) from the SHA-1 of "knightstour RxC KIND".
func (b *builder) uuid() string {
	h := fmt.Sprintf("%x", sha1.Sum([]byte(fmt.Sprintf("knightstour %dx%d %s", b.c.Rows, b.c.Cols, b.c.kind()))))
	return h[0:8] + "-" + h[8:12] + "-5" + h[13:16] + "-8" + h[17:20] + "-" + h[20:32]
}

// writeStatement writes the statement of p in format f into dir.
func writeStatement(p statement.Problem, f statement.Format, samples []statement.Sample, dir string) error {
	files, err := p.Files(f, samples)
	if err != nil {
		return fmt.Errorf("statement: %w", err)
	}
	for name, data := range files {
		if err := writeFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// goBuildLine is the line of the Go validator's build script that builds it.
const goBuildLine = "go build -o run validator.go\n"

// goBuildScript writes the Go validator's build script to out, with the board built
// into the validator (its defaults, as -ldflags -X sets them), so that it judges the
// package's files with no flags, as the C++ one does.
func (b *builder) goBuildScript(out string) error {
	script, err := readFile("govalidator/build")
	if err != nil {
		return err
	}
	if bytes.Count(script, []byte(goBuildLine)) != 1 {
		return fmt.Errorf("govalidator/build: want one line %q", strings.TrimSpace(goBuildLine))
	}
	line := fmt.Sprintf("go build -ldflags '-X main.defaultRows=%d -X main.defaultCols=%d -X main.defaultClosed=%t' -o run validator.go\n", b.c.Rows, b.c.Cols, b.c.Closed)
	return writeFile(out, bytes.Replace(script, []byte(goBuildLine), []byte(line), 1), 0o755)
}
