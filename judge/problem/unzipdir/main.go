// Unzipdir writes the files of a zip archive under a new directory, as `unzip -q ZIP -d
// DIR` does, for the scripts and the docs' examples on machines without unzip.
//
// Usage:
//
//	go run ./judge/problem/unzipdir ZIP DIR
//
// DIR must not exist yet; the folders above it are made as needed, as unzip makes them.
// Every entry must be a local path (no "..", no absolute path); files keep the
// executable bit of their mode, directories are made as needed. On error nothing is left
// of DIR, nor of the folders above it that were made for it.
package main

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: unzipdir ZIP DIR")
		os.Exit(2)
	}
	if err := unzipDir(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintf(os.Stderr, "unzipdir: %v\n", err)
		os.Exit(1)
	}
}

// unzipDir writes the entries of the zip file zp under the new directory dir, made with
// its missing parents. It costs one pass over the archive.
func unzipDir(zp, dir string) (err error) {
	zr, err := zip.OpenReader(zp)
	if err != nil {
		return err
	}
	defer zr.Close()
	top, err := mkdirNew(dir)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(top)
		}
	}()
	for _, f := range zr.File {
		if !filepath.IsLocal(f.Name) {
			return fmt.Errorf("%s: entry %q: %w", zp, f.Name, errNotLocal)
		}
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if f.FileInfo().IsDir() {
			if err := os.MkdirAll(p, 0o755); err != nil {
				return err
			}
			continue
		}
		if err := extract(f, p); err != nil {
			return fmt.Errorf("%s: entry %q: %w", zp, f.Name, err)
		}
	}
	return nil
}

// mkdirNew makes the directory dir, which must not exist, and the folders above it that
// are missing. It returns the topmost folder it made (dir itself when its parent exists),
// whose removal undoes it; on error it leaves nothing it made.
func mkdirNew(dir string) (top string, err error) {
	top = dir
	for p := filepath.Dir(dir); p != filepath.Dir(p); p = filepath.Dir(p) {
		if _, err := os.Lstat(p); !errors.Is(err, fs.ErrNotExist) {
			break
		}
		top = p
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		os.RemoveAll(top)
		return "", err
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		if top != dir {
			os.RemoveAll(top)
		}
		return "", err
	}
	return top, nil
}

// extract writes the file of entry f at path p, 0755 when f is executable, else 0644.
func extract(f *zip.File, p string) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if f.Mode()&0o111 != 0 {
		mode = 0o755
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	w, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, rc); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// errNotLocal is returned for an entry whose name would land outside the directory.
var errNotLocal = errors.New("not a local path")
