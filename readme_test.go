package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// example is one command of a README shell block and the output README shows for it.
type example struct {
	line   int    // line of README.md
	cmd    string // the command, without its "$ " prompt
	want   string // what it prints, stdout and stderr as a terminal shows them
	prompt bool   // shown with "$ " and its output; else a command to copy, output not shown
}

// readmeExamples returns the commands of README's ```sh blocks, in order. In a block with
// "$ " prompts, each prompted line is a command and the lines up to the next prompt are its
// output. In a block without prompts every line is a command whose output README does not
// show.
func readmeExamples(readme []byte) []example {
	var (
		ex      []example
		block   []string
		start   int
		inBlock bool
	)
	flush := func() {
		prompted := false
		for _, l := range block {
			prompted = prompted || strings.HasPrefix(l, "$ ")
		}
		for i, l := range block {
			switch {
			case prompted && strings.HasPrefix(l, "$ "):
				ex = append(ex, example{line: start + i + 1, cmd: l[2:], prompt: true})
			case prompted && len(ex) > 0:
				ex[len(ex)-1].want += l + "\n"
			case !prompted && strings.TrimSpace(l) != "":
				ex = append(ex, example{line: start + i + 1, cmd: l})
			}
		}
	}
	sc := bufio.NewScanner(bytes.NewReader(readme))
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		switch {
		case !inBlock && l == "```sh":
			inBlock, block, start = true, nil, n
		case inBlock && l == "```":
			inBlock = false
			flush()
		case inBlock:
			block = append(block, l)
		}
	}
	return ex
}

// TestREADMEExamples runs every shell example of README.md and then of docs/*.md, in a
// copy of the repository that is a git checkout of its own, and checks that each
// prompted command prints exactly what the file shows (stdout and stderr together, as a
// terminal shows them) and that each command shown without output succeeds. The docs'
// examples may use what README's built: each doc with examples runs in a copy of
// README's checkout after its examples, all docs at once. Afterwards each checkout must
// be clean (git status: whatever an example writes is ignored) and, where an example
// wrote a Go file that the go command builds, must still vet, which builds (it must not
// break the module). "go test ./..." is not run again from inside the tests.
func TestREADMEExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every README example: skipped with -short")
	}
	docs, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	examples := map[string][]example{}
	for _, name := range append([]string{"README.md"}, docs...) {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		examples[name] = readmeExamples(text)
	}
	if n := len(examples["README.md"]); n < 10 {
		t.Fatalf("found %d examples in README.md; the parser is broken", n)
	}
	base := copyCheckout(t)
	// The objects neither compressed nor deltified: they are written once and copied to
	// each doc's checkout, never sent, and zlib and the delta search took 1.5 s of CPU.
	store := []string{"-c", "core.compression=0", "-c", "pack.window=0"}
	git(t, base, "init", "-q")
	git(t, base, append(store, "add", "-A")...)
	git(t, base, append(store, "commit", "-q", "-m", "copy")...)
	// One pack for the objects instead of a file each: each doc's copy of the checkout
	// copies 500 files fewer (creating a file costs more than its bytes here).
	git(t, base, append(store, "repack", "-adq")...)
	// The Go files that git ignores and the go command builds: one an example writes must
	// not break the module. A file marked //go:build ignore (the one-file submission, which
	// README's examples write) cannot: go vet of the module would be its own again.
	goFiles := func(t *testing.T, dir string) string {
		var names []string
		for _, name := range strings.Split(git(t, dir, "ls-files", "--others", "--ignored", "--exclude-standard", "*.go"), "\n") {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if name != "" && (err != nil || !bytes.HasPrefix(data, []byte("//go:build ignore\n"))) {
				names = append(names, name)
			}
		}
		return strings.Join(names, "\n")
	}
	before := goFiles(t, base)
	runExamples(t, base, "README.md", examples["README.md"])
	built := goFiles(t, base)
	if built != before {
		checkBuilds(t, base)
	}
	t.Run("docs", func(t *testing.T) {
		for _, doc := range docs {
			doc := doc // go 1.21: one doc for the whole loop, and the subtests run after it
			if len(examples[doc]) == 0 {
				continue // nothing to run: no copy of the checkout
			}
			t.Run(filepath.Base(doc), func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				if out, err := exec.Command("cp", "-a", base+"/.", dir).CombinedOutput(); err != nil {
					t.Fatalf("copying README's checkout: %v\n%s", err, out)
				}
				runExamples(t, dir, doc, examples[doc])
				if goFiles(t, dir) != built {
					checkBuilds(t, dir)
				}
			})
		}
	})
}

// runExamples runs the examples ex of file in dir, a git checkout, and checks what
// they print (TestREADMEExamples), and that they leave dir clean.
func runExamples(t *testing.T, dir, file string, ex []example) {
	t.Helper()
	for _, ex := range ex {
		if strings.HasPrefix(strings.TrimSpace(ex.cmd), "go test ./...") {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, "bash", "-c", ex.cmd)
		cmd.Dir, cmd.Env = dir, exampleEnv()
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		cancel()
		switch {
		case ex.prompt && out.String() != ex.want:
			t.Errorf("%s:%d: $ %s\nprints:\n%s\n%s shows:\n%s", file, ex.line, ex.cmd, out.String(), file, ex.want)
		case !ex.prompt && err != nil:
			t.Errorf("%s:%d: %s: %v\n%s", file, ex.line, ex.cmd, err, out.String())
		}
	}
	if st := git(t, dir, "status", "--porcelain", "--untracked-files=all"); st != "" {
		t.Errorf("the examples of %s leave the checkout unclean (add these to .gitignore or write them elsewhere):\n%s", file, st)
	}
}

// checkBuilds checks that the module in dir builds and vets: go vet type-checks every
// package from its source, so it fails wherever go build would, and it costs half of
// running both.
func checkBuilds(t *testing.T, dir string) {
	t.Helper()
	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir, cmd.Env = dir, exampleEnv()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("after the examples, go vet ./... fails: %v\n%s", err, out)
	}
}

// exampleEnv is the environment the examples run in: this test's, but the programs
// they build are themselves, not this test binary standing in for main, and Go builds
// with -trimpath and -buildvcs=false. The copies of the checkout are new folders each
// time, and without -trimpath the Go cache keys what it builds by the folder: every go
// run, go build and go vet of the examples compiled the module anew in each copy
// (README's and each doc's), and went on doing so on every run. With -trimpath the
// copies share what the cache holds, across runs too. Each copy is also a git checkout
// of a new commit: without -buildvcs=false each go build of a command ran git seven
// times to stamp that commit into it, and compiled and linked the command anew for it.
// Neither changes an output of the examples, only what the binaries record of where
// and from which commit they were built; as a binary built with -trimpath does not
// know GOROOT (go/build's default, which internal/tour/onefile asks where the standard
// library is), GOROOT is set to the go command's.
func exampleEnv() []string {
	return append(os.Environ(), "KNIGHTSTOUR_MAIN=", "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -trimpath -buildvcs=false"), "GOROOT="+goroot())
}

// goroot is the go command's GOROOT, or "" (not set) when go env fails.
var goroot = sync.OnceValue(func() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
})

// git runs git with args in dir and returns its output.
func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=readme", "-c", "user.email=readme@example.com"}, args...)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// copyCheckout copies the files of the repository that git would keep (tracked or not
// ignored) into a temporary directory, symbolic links as links, and returns it.
func copyCheckout(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Skipf("README examples run in a copy of a git checkout: %v", err)
	}
	dir := t.TempDir()
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		st, err := os.Lstat(name)
		if err != nil { // deleted in the work tree
			continue
		}
		dst := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if st.Mode()&fs.ModeSymlink != 0 {
			link, err := os.Readlink(name)
			if err == nil {
				err = os.Symlink(link, dst)
			}
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		data, err := os.ReadFile(name)
		if err == nil {
			err = os.WriteFile(dst, data, st.Mode().Perm())
		}
		if err != nil {
			t.Fatalf("copying %s: %v", name, err)
		}
	}
	return dir
}

// TestReadmeExamplesParser checks the parser on a small README.
func TestReadmeExamplesParser(t *testing.T) {
	md := "text\n```sh\ngo run . < in    # comment\ngo test ./...\n```\n\n```\nnot sh\n```\n```sh\n$ echo a\na\n$ false; echo $?\n1\n\n$ true\n```\n"
	got := fmt.Sprintf("%+v", readmeExamples([]byte(md)))
	want := fmt.Sprintf("%+v", []example{
		{line: 3, cmd: "go run . < in    # comment"},
		{line: 4, cmd: "go test ./..."},
		{line: 11, cmd: "echo a", want: "a\n", prompt: true},
		{line: 13, cmd: "false; echo $?", want: "1\n\n", prompt: true},
		{line: 16, cmd: "true", prompt: true},
	})
	if got != want {
		t.Errorf("examples:\n%s\nwant:\n%s", got, want)
	}
}

// TestDocsPackagePaths checks that every package path "./internal/..." that the docs,
// scripts, CI and comments name (go test ./internal/x) is a folder of the tree, so that
// a move of a package leaves no command behind that names its old place.
func TestDocsPackagePaths(t *testing.T) {
	re := regexp.MustCompile(`\./internal/[a-z0-9_/]*[a-z0-9]`)
	var stale []string
	for _, root := range []string{"README.md", "docs", "scripts", ".ci", "internal"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			if ext := filepath.Ext(p); ext != ".md" && ext != ".sh" && ext != ".go" && p != filepath.Join(".ci", "run") {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for i, line := range strings.Split(string(data), "\n") {
				for _, pkg := range re.FindAllString(line, -1) {
					if st, err := os.Stat(pkg); err != nil || !st.IsDir() {
						stale = append(stale, fmt.Sprintf("%s:%d: %s", p, i+1, pkg))
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(stale) > 0 {
		t.Errorf("package paths that are no folder of the tree:\n%s", strings.Join(stale, "\n"))
	}
}
