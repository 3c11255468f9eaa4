// Package cppbuild compiles the C and C++ programs that the tests and the measuring
// commands run (the judge's C++ twins, the packages' validators and checkers) and keeps
// them between runs, as Go's build cache keeps what go test compiles: g++ takes 3 s a
// program with testlib.h, and every run compiled the same programs from the same
// sources. A program is kept under the hash of everything it is made of: the compiler
// (its version and its file, which stand for the system's headers), the flags, and the
// sources with every header they include, found as the compiler finds them, from their
// own folder and the -I folders (their contents, not their paths, so that the folder a
// program is compiled in does not count). Any change to one of them compiles afresh.
// Reading the files costs next to nothing; running the preprocessor for the key cost
// about a second of CPU a run of the judge's tests. It is for tests and measuring only:
// it runs the compiler and writes files.
package cppbuild

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// keep is how long a program that no run used stays in the cache.
const keep = 5 * 24 * time.Hour

// CacheDir is the folder of the kept programs, $XDG_CACHE_HOME/knightstour/cpp
// (~/.cache/knightstour/cpp), or "" when there is none: then every run compiles.
func CacheDir() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	d = filepath.Join(d, "knightstour", "cpp")
	if os.MkdirAll(d, 0o755) != nil {
		return ""
	}
	return d
}

// Compiler is a C or C++ compiler (g++, gcc) and what identifies it in the keys of the
// cache.
type Compiler struct {
	path, id string
}

// New returns the compiler found at path, identified by its version and its file's size
// and time.
func New(path string) (Compiler, error) {
	version, err := exec.Command(path, "--version").Output()
	if err != nil {
		return Compiler{}, fmt.Errorf("%s --version: %w", path, err)
	}
	id := string(version)
	if real, err := filepath.EvalSymlinks(path); err == nil {
		if st, err := os.Stat(real); err == nil {
			id += fmt.Sprintf("%s %d %d\n", real, st.Size(), st.ModTime().UnixNano())
		}
	}
	return Compiler{path, id}, nil
}

// Compile builds the program of the compiler's arguments args (flags and sources, no
// -o), run in dir, and returns its path: the kept one in cache when there is one (cache
// "" keeps nothing), else a new one, which it keeps there. Without a cache the program
// is written to out. Sources named relative to dir keep their paths out of the key.
func (g Compiler) Compile(cache, dir, out string, args ...string) (string, error) {
	key := ""
	if cache != "" {
		key = g.key(dir, args)
	}
	if key != "" {
		kept := filepath.Join(cache, key)
		if _, err := os.Stat(kept); err == nil {
			now := time.Now()
			os.Chtimes(kept, now, now) // used: kept for keep more
			return kept, nil
		}
		tmp, err := os.CreateTemp(cache, "new-")
		if err != nil {
			return "", err
		}
		tmp.Close()
		defer os.Remove(tmp.Name()) // when the rename did not happen
		if err := g.run(dir, tmp.Name(), args); err != nil {
			return "", err
		}
		if err := os.Rename(tmp.Name(), kept); err != nil { // whole, or not at all: runs side by side share the cache
			return "", err
		}
		return kept, nil
	}
	return out, g.run(dir, out, args)
}

// run runs the compiler with args -o out in dir.
func (g Compiler) run(dir, out string, args []string) error {
	cmd := exec.Command(g.path, append(append([]string{}, args...), "-o", out)...)
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", filepath.Base(g.path), strings.Join(args, " "), err, msg)
	}
	return nil
}

// key is the name in the cache of the program of args, run in dir: the hash of the
// compiler's identity, args, and the files the sources are made of (see the package
// doc), or "" when a source cannot be read (then the compile says why).
func (g Compiler) key(dir string, args []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%q\n", g.id, args)
	var incs, srcs []string
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-I" && i+1 < len(args):
			incs = append(incs, within(dir, args[i+1]))
			i++
		case strings.HasPrefix(a, "-I"):
			incs = append(incs, within(dir, a[2:]))
		case !strings.HasPrefix(a, "-"):
			srcs = append(srcs, within(dir, a))
		}
	}
	seen := map[string]bool{}
	for _, src := range srcs {
		if !hashFile(h, src, incs, seen) {
			return ""
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// within is path p as seen from dir.
func within(dir, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}

// include matches an #include line: its quote or bracket, and the name.
var include = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*([<"])([^>"]+)[>"]`)

// hashFile writes file's length and contents to h, and then those of each header it
// includes that is found (as the compiler looks: a quoted name in file's folder, then
// in incs; a bracketed one in incs) and not seen yet. A header found in neither is the
// system's. It says false when file cannot be read.
func hashFile(h io.Writer, file string, incs []string, seen map[string]bool) bool {
	if seen[file] {
		return true
	}
	seen[file] = true
	data, err := os.ReadFile(file)
	if err != nil {
		return false
	}
	fmt.Fprintf(h, "%d\n", len(data))
	h.Write(data)
	for _, m := range include.FindAllSubmatch(data, -1) {
		look := incs
		if string(m[1]) == `"` {
			look = append([]string{filepath.Dir(file)}, incs...)
		}
		for _, d := range look {
			p := filepath.Join(d, string(m[2]))
			if _, err := os.Stat(p); err == nil {
				if !hashFile(h, p, incs, seen) {
					return false
				}
				break
			}
		}
	}
	return true
}

// Trim removes the programs of cache that no run used for keep, and the
// leftovers of compiles that did not finish.
func Trim(cache string) {
	entries, err := os.ReadDir(cache)
	if err != nil {
		return
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > keep {
			os.Remove(filepath.Join(cache, e.Name()))
		}
	}
}
