package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/build"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// srcFile is one Go source file to merge.
type srcFile struct {
	name string // as the output names it: slash-separated, relative to the module root
	src  []byte
}

// pkg is one package to merge: its import path and the files of it that are merged.
type pkg struct {
	path  string
	files []srcFile
}

// module is the module the sources belong to.
type module struct {
	root string // directory holding go.mod
	path string // module path
}

// findModule returns the module that holds dir: the nearest go.mod at or above it.
func findModule(dir string) (module, error) {
	for d := dir; ; {
		data, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			p, err := modulePath(data)
			if err != nil {
				return module{}, fmt.Errorf("%s: %w", filepath.Join(d, "go.mod"), err)
			}
			return module{root: d, path: p}, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return module{}, err
		}
		up := filepath.Dir(d)
		if up == d {
			return module{}, fmt.Errorf("no go.mod in %s or above it", dir)
		}
		d = up
	}
}

// modulePath returns the path in the module directive of a go.mod file.
func modulePath(gomod []byte) (string, error) {
	sc := bufio.NewScanner(bytes.NewReader(gomod))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "//"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		rest, ok := strings.CutPrefix(line, "module")
		if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '\t' && rest[0] != '"') {
			continue
		}
		p := strings.TrimSpace(rest)
		if uq, err := strconv.Unquote(p); err == nil {
			p = uq
		}
		if p == "" {
			break
		}
		return p, nil
	}
	return "", errors.New("no module directive")
}

// load reads the sources named by args (package directories or .go files, relative to
// dir) and groups their files by package, in the order of args. A directory contributes
// its non-test .go files that match the default build context, sorted by name.
func (m module) load(dir string, args []string) ([]pkg, error) {
	var pkgs []pkg
	index := map[string]int{} // import path -> index in pkgs
	seen := map[string]bool{} // absolute file paths already read
	for _, arg := range args {
		p := arg
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		fi, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		var pkgDir string
		var names []string
		if fi.IsDir() {
			pkgDir = p
			if names, err = goFiles(p); err != nil {
				return nil, err
			}
			if len(names) == 0 {
				return nil, fmt.Errorf("%s: no non-test Go files", arg)
			}
		} else {
			if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil, fmt.Errorf("%s: not a non-test .go file", arg)
			}
			pkgDir, names = filepath.Dir(p), []string{filepath.Base(p)}
		}
		ip, err := m.importPath(pkgDir)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", arg, err)
		}
		i, ok := index[ip]
		if !ok {
			i = len(pkgs)
			index[ip] = i
			pkgs = append(pkgs, pkg{path: ip})
		}
		for _, name := range names {
			full := filepath.Join(pkgDir, name)
			if seen[full] {
				continue
			}
			seen[full] = true
			src, err := os.ReadFile(full)
			if err != nil {
				return nil, err
			}
			pkgs[i].files = append(pkgs[i].files, srcFile{name: m.displayName(full), src: src})
		}
	}
	return pkgs, nil
}

// goFiles returns the names of the non-test .go files of dir that the default build
// context would compile, sorted.
func goFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		ok, err := build.Default.MatchFile(dir, name)
		if err != nil {
			return nil, err
		}
		if ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names, nil
}

// importPath returns the import path of the package in dir.
func (m module) importPath(dir string) (string, error) {
	rel, err := filepath.Rel(m.root, dir)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("not inside module %s (%s)", m.path, m.root)
	}
	if rel == "." {
		return m.path, nil
	}
	return m.path + "/" + filepath.ToSlash(rel), nil
}

// displayName names a file for the output: its path relative to the module root, after
// symbolic links are followed (a package may hold links to files of another).
func (m module) displayName(file string) string {
	if real, err := filepath.EvalSymlinks(file); err == nil {
		if root, err := filepath.EvalSymlinks(m.root); err == nil {
			if rel, err := filepath.Rel(root, real); err == nil && !strings.HasPrefix(rel, "..") {
				return filepath.ToSlash(rel)
			}
		}
	}
	if rel, err := filepath.Rel(m.root, file); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(file)
}
