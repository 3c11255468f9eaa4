package main

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

// The C++ programs that the tests compile are kept between runs, as Go's build cache
// keeps what go test compiles: g++ takes 3 s a program with testlib.h, and a run of
// every test compiled the same five programs from the same sources each time. Each
// program is kept under the hash of everything it is made of: g++ (its version and its
// file), the flags, and the source as g++ preprocesses it (every header it includes,
// testlib.h and the system's, expanded). Any change to one of them compiles afresh.

// cppKeep is how long a program that no run used stays in the cache.
const cppKeep = 5 * 24 * time.Hour

// cppCacheDir is the folder of the kept programs, $XDG_CACHE_HOME/knightstour/cpp
// (~/.cache/knightstour/cpp), or "" when there is none: then every run compiles.
func cppCacheDir() string {
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

// gppCompiler is g++ and what identifies it in the keys of the cache.
type gppCompiler struct {
	path, id string
}

// newGpp returns g++ found at path, identified by its version and its file's size and
// time.
func newGpp(path string) (gppCompiler, error) {
	version, err := exec.Command(path, "--version").Output()
	if err != nil {
		return gppCompiler{}, fmt.Errorf("%s --version: %w", path, err)
	}
	id := string(version)
	if real, err := filepath.EvalSymlinks(path); err == nil {
		if st, err := os.Stat(real); err == nil {
			id += fmt.Sprintf("%s %d %d\n", real, st.Size(), st.ModTime().UnixNano())
		}
	}
	return gppCompiler{path, id}, nil
}

// compile builds the program of g++'s arguments args (flags and sources, no -o), run
// in dir, and returns its path: the kept one in cache when there is one (cache "" keeps
// nothing), else a new one, which it keeps there. Without a cache the program is written
// to out.
func (g gppCompiler) compile(cache, dir, out string, args ...string) (string, error) {
	key := ""
	if cache != "" {
		key = g.key(dir, args)
	}
	if key != "" {
		kept := filepath.Join(cache, key)
		if _, err := os.Stat(kept); err == nil {
			now := time.Now()
			os.Chtimes(kept, now, now) // used: kept for cppKeep more
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

// run runs g++ args -o out in dir.
func (g gppCompiler) run(dir, out string, args []string) error {
	cmd := exec.Command(g.path, append(append([]string{}, args...), "-o", out)...)
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("g++ %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	return nil
}

// key is the name in the cache of the program of args, run in dir: the hash of g++'s
// identity, args and the preprocessed source, or "" when g++ cannot preprocess it (then
// the compile says why).
func (g gppCompiler) key(dir string, args []string) string {
	cmd := exec.Command(g.path, append(append([]string{}, args...), "-E")...)
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

// trimCppCache removes the programs of cache that no run used for cppKeep, and the
// leftovers of compiles that did not finish.
func trimCppCache(cache string) {
	entries, err := os.ReadDir(cache)
	if err != nil {
		return
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > cppKeep {
			os.Remove(filepath.Join(cache, e.Name()))
		}
	}
}
