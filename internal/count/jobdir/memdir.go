package jobdir

import (
	"bytes"
	"io/fs"
	"sort"
	"sync"
)

// MemDir is a Dir in memory, for the parts of a count in rounds that run in one
// process (the tests). A file being written is seen only once committed. Fail, if set,
// is called with the name of each file as it is committed; its error stops the commit,
// as a process killed there would.
type MemDir struct {
	mu    sync.Mutex
	files map[string][]byte
	Fail  func(name string) error
}

// NewMemDir returns an empty MemDir.
func NewMemDir() *MemDir { return &MemDir{files: map[string][]byte{}} }

type memFile struct {
	d    *MemDir
	name string
	bytes.Buffer
}

// Create begins the file name.
func (d *MemDir) Create(name string) (File, error) { return &memFile{d: d, name: name}, nil }

func (f *memFile) Commit() error {
	if f.d.Fail != nil {
		if err := f.d.Fail(f.name); err != nil {
			return err
		}
	}
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	f.d.files[f.name] = bytes.Clone(f.Bytes())
	return nil
}

func (f *memFile) Abort() {}

// Open opens the file name.
func (d *MemDir) Open(name string) (Reader, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.files[name]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return memReader{bytes.NewReader(b)}, nil
}

// memReader is a file of a MemDir being read.
type memReader struct{ *bytes.Reader }

func (memReader) Close() error { return nil }

// Remove removes the file name.
func (d *MemDir) Remove(name string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.files, name)
	return nil
}

// Free says that a MemDir does not know its free bytes.
func (d *MemDir) Free() (int64, bool) { return 0, false }

// Names returns the names of the files, sorted.
func (d *MemDir) Names() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	names := make([]string, 0, len(d.files))
	for n := range d.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ReadFile returns the bytes of the file name, and whether there is one.
func (d *MemDir) ReadFile(name string) ([]byte, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.files[name]
	return bytes.Clone(b), ok
}

// WriteFile sets the bytes of the file name.
func (d *MemDir) WriteFile(name string, b []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.files[name] = bytes.Clone(b)
}
