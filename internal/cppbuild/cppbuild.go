// Package cppbuild compiles the C and C++ programs that the tests and the measuring
// commands run (the judge's C++ twins, the packages' validators and checkers) and keeps
// them between runs, as Go's build cache keeps what go test compiles: g++ takes 3 s a
// program with testlib.h, and every run compiled the same programs from the same
// sources. A program is kept under the hash of everything it is made of: the compiler
// (its version and its file), the flags, and the source as the compiler preprocesses it
// (every header it includes expanded, without line markers, so that the folder it is
// compiled in does not count). Any change to one of them compiles afresh. It is for
// tests and measuring only: it runs the compiler and writes files.
package cppbuild

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
// compiler's identity, args and the preprocessed source, or "" when the compiler cannot
// preprocess it (then the compile says why).
func (g Compiler) key(dir string, args []string) string {
	cmd := exec.Command(g.path, append(append([]string{}, args...), "-E", "-P")...)
	cmd.Dir = dir
	src, err := cmd.Output()
	if err != nil {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%q\n", g.id, args)
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
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
