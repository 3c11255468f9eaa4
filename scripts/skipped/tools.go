package main

import (
	"bufio"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	lookup "github.com/knightstour/knightstour/internal/tools"
)

// toolsImport is the import path of the lookups the tests make through.
const toolsImport = "github.com/knightstour/knightstour/internal/tools"

// listTools looks up every tool as the tests do (internal/tools), in the repository
// whose root is root, and writes to w, for each, where it is or why it is missing, and
// the tests that need it: those that call its lookup, themselves or through the
// functions of their package. Without the tool they skip, or leave a part out.
func listTools(env lookup.Env, root string, w io.Writer) error {
	found := env.All(root)
	lookups := map[string]bool{}
	for _, f := range found {
		lookups[f.Method] = true
	}
	need, err := scanTests(root, lookups)
	if err != nil {
		return err
	}
	b := bufio.NewWriter(w)
	for _, f := range found {
		if f.Err == nil {
			fmt.Fprintf(b, "%s: %s\n", f.Tool, f.Path)
		} else {
			fmt.Fprintf(b, "%s: MISSING: %v\n", f.Tool, f.Err)
		}
		pkgs := need[f.Method]
		if len(pkgs) == 0 {
			fmt.Fprintln(b, "    (no test looks it up)")
		}
		for _, pkg := range sortedKeys(pkgs) {
			wrap(b, "    "+pkg+":", pkgs[pkg], 90)
		}
	}
	return b.Flush()
}

// wrap writes head and then words, a space before each, in lines of at most width
// bytes (or one word), the lines after the first indented by 8 spaces.
func wrap(w io.Writer, head string, words []string, width int) {
	line := head
	for _, word := range words {
		if line != head && len(line)+1+len(word) > width {
			fmt.Fprintln(w, line)
			line = "        " + word
			continue
		}
		line += " " + word
	}
	fmt.Fprintln(w, line)
}

// scanTests reads the test files of the module in root and returns, for each of the
// lookups of internal/tools (the names of methods of tools.Env), the tests (Test, Example and Fuzz
// functions, but TestMain) that make it, by package and in order of name.
func scanTests(root string, lookups map[string]bool) (map[string]map[string][]string, error) {
	module, err := modulePath(root)
	if err != nil {
		return nil, err
	}
	dirs := map[string][]string{} // a folder, its test files
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, "_test.go") {
			dirs[filepath.Dir(path)] = append(dirs[filepath.Dir(path)], path)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	need := map[string]map[string][]string{}
	for dir, files := range dirs {
		rel, err := filepath.Rel(root, dir)
		if err != nil {
			return nil, err
		}
		pkg := module
		if rel != "." {
			pkg += "/" + filepath.ToSlash(rel)
		}
		tests, err := scanPackage(files, lookups)
		if err != nil {
			return nil, err
		}
		for test, methods := range tests {
			for m := range methods {
				if need[m] == nil {
					need[m] = map[string][]string{}
				}
				need[m][pkg] = append(need[m][pkg], test)
			}
		}
	}
	for _, pkgs := range need {
		for _, tests := range pkgs {
			sort.Strings(tests)
		}
	}
	return need, nil
}

// scanPackage parses the test files of one package and returns, for each of its tests,
// the lookups of internal/tools (of those named in lookups) it makes, itself or through
// the package's functions. It goes by names, not types: x.Name, where Name is a lookup,
// in a file that imports internal/tools is taken for the lookup (no method of testing's
// types has the name of one, TestLookupNames), and a function that names another
// function of the package, called or not, is taken to call it.
func scanPackage(files []string, lookups map[string]bool) (map[string]map[string]bool, error) {
	fset := token.NewFileSet()
	uses := map[string]map[string]bool{}  // a function, the lookups in its body
	calls := map[string]map[string]bool{} // a function, the names in its body
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		imports := slices.ContainsFunc(f.Imports, func(s *ast.ImportSpec) bool {
			p, _ := strconv.Unquote(s.Path.Value)
			return p == toolsImport
		})
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || fn.Body == nil {
				continue
			}
			u, c := map[string]bool{}, map[string]bool{}
			var visit func(n ast.Node) bool
			visit = func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.SelectorExpr: // x.Sel: a lookup, or a field or method, not a function of the package
					if imports && lookups[n.Sel.Name] {
						u[n.Sel.Name] = true
					}
					ast.Inspect(n.X, visit)
					return false
				case *ast.Ident:
					c[n.Name] = true
				}
				return true
			}
			ast.Inspect(fn.Body, visit)
			uses[fn.Name.Name], calls[fn.Name.Name] = u, c
		}
	}
	for changed := true; changed; { // what the functions they call look up, to a fixed point
		changed = false
		for f, c := range calls {
			for g := range c {
				for m := range uses[g] {
					if g != f && !uses[f][m] {
						uses[f][m], changed = true, true
					}
				}
			}
		}
	}
	tests := map[string]map[string]bool{}
	for f, u := range uses {
		if len(u) > 0 && f != "TestMain" && (strings.HasPrefix(f, "Test") || strings.HasPrefix(f, "Example") || strings.HasPrefix(f, "Fuzz")) {
			tests[f] = u
		}
	}
	return tests, nil
}

// modulePath returns the path of the module whose root is root, as its go.mod says.
func modulePath(root string) (string, error) {
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", fmt.Errorf("%w (run it in the repository)", err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if p, ok := strings.CutPrefix(strings.TrimSpace(l), "module "); ok {
			return strings.Trim(strings.TrimSpace(p), `"`), nil
		}
	}
	return "", errors.New(filepath.Join(root, "go.mod") + ": no module line")
}

// sortedKeys returns the keys of m in order.
func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
