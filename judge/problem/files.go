package problem

import (
	"embed"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// embedded holds the files that the packages are made of (files/, see the package doc),
// so that the packager needs nothing of the repository at run time.
//
//go:embed all:files
var embedded embed.FS

// executable are the files under files/ that are programs in a package (an embedded
// file keeps no mode).
var executable = map[string]bool{"govalidator/build": true}

// readFile returns the file name (slash-separated, relative to files/).
func readFile(name string) ([]byte, error) { return embedded.ReadFile(path.Join("files", name)) }

// writeFile writes data to the file name with mode perm, making its directory.
func writeFile(name string, data []byte, perm fs.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, data, perm)
}

// extract writes the file name of files/ to dst, executable if it is a program.
func extract(name, dst string) error {
	data, err := readFile(name)
	if err != nil {
		return err
	}
	perm := fs.FileMode(0o644)
	if executable[name] {
		perm = 0o755
	}
	return writeFile(dst, data, perm)
}

// extractTree writes the files under dir of files/ to dst, as cp -R does.
func extractTree(dir, dst string) error {
	root := path.Join("files", dir)
	return fs.WalkDir(embedded, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := strings.TrimPrefix(p, root+"/")
		return extract(path.Join(dir, rel), filepath.Join(dst, filepath.FromSlash(rel)))
	})
}

// copyFile copies the file src to dst with its executable bits, making dst's directory.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	fi, err := os.Stat(src)
	if err != nil {
		return err
	}
	return writeFile(dst, data, 0o644|fi.Mode().Perm()&0o111)
}

// copyTree copies the regular files under src to dst, as cp -R does.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return errors.New(path + ": not a regular file")
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		return copyFile(path, filepath.Join(dst, rel))
	})
}

// move moves the file src to dst, replacing dst, across file systems too: there through
// a temporary file beside dst, so that dst is never left half written.
func move(src, dst string) error {
	if err := os.Rename(src, dst); err == nil {
		return nil
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(dst), "."+filepath.Base(dst)+".*.tmp")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	err = errors.Join(err, f.Chmod(0o644), f.Close())
	if err == nil {
		err = os.Rename(f.Name(), dst)
	}
	if err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Remove(src)
}
