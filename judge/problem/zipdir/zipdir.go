// Package zipdir writes the files under a directory to a zip archive, with paths
// relative to the directory, as problem packages are uploaded to DOMjudge and Kattis.
//
// The archive is reproducible: entries in lexical order, all dated 2000-01-01 00:00 UTC,
// modes 0755 for executable files and 0644 for the rest, deflated. Symbolic links and
// other special files are refused, and so is a zip inside the directory. It stands in
// for the zip program, which CI machines may not have.
package zipdir

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// stamp is the modification time of every entry.
var stamp = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Dir writes the regular files under dir to a new zip file out. On error it
// removes out.
func Dir(dir, out string) (err error) {
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	absOut, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	if rel, err := filepath.Rel(absDir, absOut); err == nil && !strings.HasPrefix(rel, "..") {
		return fmt.Errorf("%s is inside %s", out, dir)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(out)
		}
	}()
	zw := zip.NewWriter(f)
	err = filepath.WalkDir(absDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: %w", path, errNotRegular)
		}
		rel, err := filepath.Rel(absDir, path)
		if err != nil {
			return err
		}
		return addFile(zw, path, filepath.ToSlash(rel))
	})
	if cerr := zw.Close(); err == nil {
		err = cerr
	}
	return err
}

// addFile writes the file at path to zw as name.
func addFile(zw *zip.Writer, path, name string) error {
	src, err := os.Open(path)
	if err != nil {
		return err
	}
	defer src.Close()
	fi, err := src.Stat()
	if err != nil {
		return err
	}
	h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: stamp}
	mode := fs.FileMode(0o644)
	if fi.Mode()&0o111 != 0 {
		mode = 0o755
	}
	h.SetMode(mode)
	w, err := zw.CreateHeader(h)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, src); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// errNotRegular is returned for a file that is not a regular file.
var errNotRegular = errors.New("not a regular file")
