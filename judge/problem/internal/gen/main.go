// Gen writes the files of the problem packager (judge/problem) that are made from the rest
// of the repository, so that the packager can embed them and an installed packager needs
// no clone beside it:
//
//   - files/onefile/knightstour.go: the one-file submission, the judge form of the
//     program (judge/problem/submission: main.go, and board.go, which holds only the
//     board's constant) and the packages of the module it imports (internal/tour/sicily),
//     merged by internal/tour/onefile. It answers 8×8; the packager sets the line
//     `const rows, cols = 8, 8` for other boards. bash scripts/submission.sh prints it.
//   - files/onefile/validator.go: the Go judge in one file (judge/cmd/knightstour-judge,
//     judge, internal/theory), the Kattis output validator of -validator go and the
//     source of the CMS checker.
//   - files/package/data/secret/cases-input.in: cases/input.txt, a test of the 8×8 package.
//   - judge/problem/submission/cpp/knightstour.cpp, the C++ twin of the submission: its
//     table PRINT of the characters that Go's strconv.IsPrint takes as printable, so
//     that it quotes a bad token as Go's %q does (cppprint.go); the rest of it is
//     written by hand.
//
// Run it with go generate ./judge/problem (judge/problem/generate.go says so);
// TestGenerated fails while any of them is out of date.
//
//	go run ./judge/problem/internal/gen [DIR]
//
// DIR is judge/problem (the current directory without it, as go generate runs it).
package main

import (
	"fmt"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/tour/onefile"
)

func main() {
	dir := "."
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	if err := write(dir); err != nil {
		fmt.Fprintf(os.Stderr, "gen: %v\n", err)
		os.Exit(1)
	}
}

// write writes the generated files under dir, judge/problem of the repository.
func write(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	mod, err := onefile.FindModule(abs)
	if err != nil {
		return err
	}
	files, err := generated(mod)
	if err != nil {
		return err
	}
	for name, data := range files {
		out := filepath.Join(mod.Root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Where the generated files go, relative to the repository's root.
const (
	// modulePath is the knightstour module's path, the one module the generator serves.
	modulePath     = "github.com/knightstour/knightstour"
	submissionFile = "judge/problem/files/onefile/knightstour.go"
	validatorFile  = "judge/problem/files/onefile/validator.go"
	casesFile      = "judge/problem/files/package/data/secret/cases-input.in"
)

// generated returns the generated files by their slash-separated paths from the root of
// the module m, the knightstour repository.
func generated(m onefile.Module) (map[string][]byte, error) {
	if m.Path != modulePath {
		return nil, fmt.Errorf("%s is module %s, not %s", m.Root, m.Path, modulePath)
	}
	sources, err := withImports(m.Root, []string{"judge/problem/submission/main.go", "judge/problem/submission"})
	if err != nil {
		return nil, err
	}
	sub, err := m.File(m.Root, sources, nil)
	if err != nil {
		return nil, fmt.Errorf("the submission: %w", err)
	}
	validator, err := m.File(m.Root, []string{"judge/cmd/knightstour-judge", "judge", "internal/theory"}, nil)
	if err != nil {
		return nil, fmt.Errorf("the validator: %w", err)
	}
	cases, err := os.ReadFile(filepath.Join(m.Root, "cases", "input.txt"))
	if err != nil {
		return nil, err
	}
	cppSrc, err := os.ReadFile(filepath.Join(m.Root, filepath.FromSlash(cppFile)))
	if err != nil {
		return nil, err
	}
	cppOut, err := withPrintTable(cppSrc)
	if err != nil {
		return nil, err
	}
	return map[string][]byte{submissionFile: sub, validatorFile: validator, casesFile: cases, cppFile: cppOut}, nil
}

// withImports returns the package directories and files dirs (slash-separated, relative
// to root) followed by every package of the module that they import, directly or not,
// each once, in the order found (each one's imports in path order).
func withImports(root string, dirs []string) ([]string, error) {
	out := slices.Clone(dirs)
	seen := map[string]bool{}
	for _, d := range dirs {
		seen[d] = true
	}
	for i := 0; i < len(out); i++ {
		imports, err := importsOf(filepath.Join(root, filepath.FromSlash(out[i])))
		if err != nil {
			return nil, err
		}
		for _, imp := range imports {
			if rel, ok := strings.CutPrefix(imp, "github.com/knightstour/knightstour/"); ok && !seen[rel] {
				seen[rel] = true
				out = append(out, rel)
			}
		}
	}
	return out, nil
}

// importsOf returns the imports of the .go file or package directory p.
func importsOf(p string) ([]string, error) {
	if !strings.HasSuffix(p, ".go") {
		pkg, err := build.Default.ImportDir(p, 0)
		if err != nil {
			return nil, err
		}
		return pkg.Imports, nil
	}
	f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	var imports []string
	for _, imp := range f.Imports {
		q, _ := strconv.Unquote(imp.Path.Value)
		imports = append(imports, q)
	}
	return imports, nil
}
