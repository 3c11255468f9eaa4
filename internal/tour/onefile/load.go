package onefile

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/build"
	"io"
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

// Module is the module the sources belong to.
type Module struct {
	Root string // directory holding go.mod
	Path string // module path
}

// FindModule returns the module that holds dir: the nearest go.mod at or above it.
func FindModule(dir string) (Module, error) {
	for d := dir; ; {
		data, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			p, err := modulePath(data)
			if err != nil {
				return Module{}, fmt.Errorf("%s: %w", filepath.Join(d, "go.mod"), err)
			}
			return Module{Root: d, Path: p}, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return Module{}, err
		}
		up := filepath.Dir(d)
		if up == d {
			return Module{}, fmt.Errorf("no go.mod in %s or above it", dir)
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

// File merges the sources named by args (package directories or .go files, relative to
// dir, in the order in which they are merged) into one package main file, gofmt'ed, that
// starts with Header; see the package doc for what is refused. overlay gives
// files by absolute path that are read from it instead of the disk, as go build -overlay
// does: a file of overlay replaces the file of that path, or is added to its directory
// (a package directory of args then merges it too). overlay may be nil.
func (m Module) File(dir string, args []string, overlay map[string][]byte) ([]byte, error) {
	pkgs, err := m.load(dir, args, overlay)
	if err != nil {
		return nil, err
	}
	return merge(m.Path, pkgs)
}

// load reads the sources named by args (package directories or .go files, relative to
// dir), each from overlay if it is there, and groups their files by package, in the order
// of args. A directory contributes its non-test .go files, and those of overlay in it,
// that match the default build context, sorted by name.
func (m Module) load(dir string, args []string, overlay map[string][]byte) ([]pkg, error) {
	over := map[string][]byte{}
	for name, src := range overlay {
		abs, err := filepath.Abs(name)
		if err != nil {
			return nil, err
		}
		over[abs] = src
	}
	var pkgs []pkg
	index := map[string]int{} // import path -> index in pkgs
	seen := map[string]bool{} // absolute file paths already read
	for _, arg := range args {
		p, err := filepath.Abs(filepath.Join(dir, arg))
		if filepath.IsAbs(arg) {
			p, err = filepath.Clean(arg), nil
		}
		if err != nil {
			return nil, err
		}
		var pkgDir string
		var names []string
		if _, ok := over[p]; ok && strings.HasSuffix(p, ".go") {
			pkgDir, names = filepath.Dir(p), []string{filepath.Base(p)}
		} else if fi, err := os.Stat(p); err != nil {
			return nil, err
		} else if fi.IsDir() {
			pkgDir = p
			if names, err = goFiles(p, over); err != nil {
				return nil, err
			}
			if len(names) == 0 {
				return nil, fmt.Errorf("%s: no non-test Go files", arg)
			}
		} else {
			pkgDir, names = filepath.Dir(p), []string{filepath.Base(p)}
		}
		if name := names[0]; len(names) == 1 && (!strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go")) {
			return nil, fmt.Errorf("%s: not a non-test .go file", arg)
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
			src, ok := over[full]
			if !ok {
				if src, err = os.ReadFile(full); err != nil {
					return nil, err
				}
			}
			pkgs[i].files = append(pkgs[i].files, srcFile{name: m.displayName(full), src: src})
		}
	}
	return pkgs, nil
}

// goFiles returns the names of the non-test .go files of dir, on disk or in overlay
// (by absolute path), that the default build context would compile, sorted.
func goFiles(dir string, overlay map[string][]byte) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	ctxt := build.Default
	ctxt.OpenFile = func(path string) (io.ReadCloser, error) {
		if src, ok := overlay[path]; ok {
			return io.NopCloser(bytes.NewReader(src)), nil
		}
		return os.Open(path)
	}
	all := map[string]bool{}
	for _, e := range entries {
		if !e.IsDir() {
			all[e.Name()] = true
		}
	}
	for path := range overlay {
		if filepath.Dir(path) == dir {
			all[filepath.Base(path)] = true
		}
	}
	var names []string
	for name := range all {
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		ok, err := ctxt.MatchFile(dir, name)
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
func (m Module) importPath(dir string) (string, error) {
	rel, err := filepath.Rel(m.Root, dir)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("not inside module %s (%s)", m.Path, m.Root)
	}
	if rel == "." {
		return m.Path, nil
	}
	return m.Path + "/" + filepath.ToSlash(rel), nil
}

// displayName names a file for the output: its path relative to the module root, after
// symbolic links are followed (a package may hold links to files of another).
func (m Module) displayName(file string) string {
	if real, err := filepath.EvalSymlinks(file); err == nil {
		if root, err := filepath.EvalSymlinks(m.Root); err == nil {
			if rel, err := filepath.Rel(root, real); err == nil && !strings.HasPrefix(rel, "..") {
				return filepath.ToSlash(rel)
			}
		}
	}
	if rel, err := filepath.Rel(m.Root, file); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(file)
}
