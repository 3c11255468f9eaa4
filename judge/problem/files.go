package problem

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// writeFile writes data to the file name with mode perm, making its directory.
func writeFile(name string, data []byte, perm fs.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, data, perm)
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

// move moves the file src to dst, replacing dst, across file systems too.
func move(src, dst string) error {
	if err := os.Rename(src, dst); err == nil {
		return nil
	}
	if err := copyFile(src, dst); err != nil {
		return err
	}
	return os.Remove(src)
}
