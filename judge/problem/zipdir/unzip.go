package zipdir

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Unzip writes the entries of the zip file zp under the new directory dir, made with its
// missing parents, as `unzip -q ZIP -d DIR` does: every entry must be a local path (no
// "..", no absolute path); files keep the executable bit of their mode (0755, else
// 0644), directories are made as needed. On error nothing is left of dir, nor of the
// folders above it that were made for it. It costs one pass over the archive.
func Unzip(zp, dir string) (err error) {
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
			return fmt.Errorf("%s: entry %q: %w", zp, f.Name, ErrNotLocal)
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

// ErrNotLocal is wrapped by the error of an entry whose name would land outside the directory.
var ErrNotLocal = errors.New("not a local path")
