package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
)

// pkgFigures are the figures of one package of a tree: its non-test files and lines, and
// its type with the most methods.
type pkgFigures struct {
	dir          string
	files, lines int
	top          string // the type with the most methods
	methods      int    // its methods
}

// layoutCmd prints the figures of the packages of the checkout, or of a commit's tree
// (-at), under the folders given (default: all).
func layoutCmd(e *env, args []string) error {
	fs := e.flags("layout", "[FOLDER ...]",
		"Prints, for each package of the checkout under the FOLDERs (default: every one), its\n"+
			"non-test Go files and lines and its type with the most methods, then their sums: the\n"+
			"figures docs/development.md gives. With -at, of a commit's tree (git archive).")
	at := fs.String("at", "", "a commit to measure instead of the checkout")
	if err := parse(fs, args); err != nil {
		return err
	}
	root, err := e.root()
	if err != nil {
		return err
	}
	if *at != "" {
		if root, err = e.archive(root, *at); err != nil {
			return err
		}
	}
	figs, err := treeFigures(root, fs.Args())
	if err != nil {
		return err
	}
	return writeFigures(e.out, figs)
}

// archive extracts commit's tree of the repository at repo into the scratch folder.
func (e *env) archive(repo, commit string) (string, error) {
	dir := e.path("tree-" + strings.NewReplacer("/", "_", ".", "_").Replace(commit))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	cmd := exec.Command("sh", "-c", `git -C "$1" archive "$2" | tar -x -C "$3"`, "sh", repo, commit, dir)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("git archive %s: %w\n%s", commit, err, msg)
	}
	return dir, nil
}

// treeFigures returns the figures of every package under root within the folders
// (relative to root; none: all), in the order of their paths.
func treeFigures(root string, folders []string) ([]pkgFigures, error) {
	byDir := map[string]*pkgFigures{}
	methods := map[string]map[string]int{} // dir → type → methods
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && p != root) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		if !within(rel, folders) {
			return nil
		}
		return addFile(p, rel, byDir, methods)
	})
	if err != nil {
		return nil, err
	}
	var out []pkgFigures
	for dir, f := range byDir {
		for typ, n := range methods[dir] {
			if n > f.methods || n == f.methods && typ < f.top {
				f.top, f.methods = typ, n
			}
		}
		out = append(out, *f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].dir < out[j].dir })
	return out, nil
}

// within reports whether the folder rel is one of folders or below one (none: all).
func within(rel string, folders []string) bool {
	if len(folders) == 0 {
		return true
	}
	for _, f := range folders {
		f = filepath.Clean(f)
		if rel == f || strings.HasPrefix(rel, f+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// addFile adds the Go file at p, of the package in folder rel, to the figures.
func addFile(p, rel string, byDir map[string]*pkgFigures, methods map[string]map[string]int) error {
	src, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	file, err := parser.ParseFile(token.NewFileSet(), p, src, parser.SkipObjectResolution)
	if err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	f := byDir[rel]
	if f == nil {
		f = &pkgFigures{dir: rel}
		byDir[rel], methods[rel] = f, map[string]int{}
	}
	f.files++
	f.lines += strings.Count(string(src), "\n")
	for _, d := range file.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil && len(fn.Recv.List) == 1 {
			methods[rel][receiver(fn.Recv.List[0].Type)]++
		}
	}
	return nil
}

// receiver returns the name of a method's receiver type (T of T, *T, T[P] or *T[P]).
func receiver(x ast.Expr) string {
	for {
		switch t := x.(type) {
		case *ast.StarExpr:
			x = t.X
		case *ast.IndexExpr:
			x = t.X
		case *ast.IndexListExpr:
			x = t.X
		case *ast.Ident:
			return t.Name
		default:
			return "?"
		}
	}
}

// writeFigures writes the figures as a table, then their sums.
func writeFigures(w io.Writer, figs []pkgFigures) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "package\tfiles\tlines\tmethods of its largest type")
	var files, lines int
	for _, f := range figs {
		top := "-"
		if f.methods > 0 {
			top = fmt.Sprintf("%d (%s)", f.methods, f.top)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\n", f.dir, f.files, f.lines, top)
		files += f.files
		lines += f.lines
	}
	fmt.Fprintf(tw, "%d packages\t%d\t%d\t\n", len(figs), files, lines)
	return tw.Flush()
}
