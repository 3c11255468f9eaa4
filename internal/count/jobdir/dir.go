package jobdir

import "io"

// Dir is the folder that the parts of a count in rounds share: a part writes there what
// the next round needs and reads what the last one left for it. The count program
// gives it the operating system's files in a folder that every part sees (a shared
// filesystem, or one machine's disk); the tests a map (MemDir).
type Dir interface {
	// Create begins the file name, a slash-separated path in the folder (its folders
	// made as needed). The file appears under its name, complete, only when Commit
	// returns nil; until then (and after Abort, or if the process dies) it does not.
	Create(name string) (File, error)
	// Open opens the file name for reading; its error wraps fs.ErrNotExist when there
	// is no such file.
	Open(name string) (Reader, error)
	// Remove removes the file name; a file that is not there is no error.
	Remove(name string) error
	// Free returns the bytes the folder's filesystem has free for new files, and false
	// where it cannot tell.
	Free() (int64, bool)
}

// File is a file being written in a Dir.
type File interface {
	io.Writer
	// Commit finishes the file: it appears under its name, complete.
	Commit() error
	// Abort drops the file; it is not seen under its name.
	Abort()
}

// Reader is a file of a Dir being read: in order from its start (Read), or at any
// offset (ReadAt; Seek to its end gives its size). A part reads its done files in
// order, and from a layer file only the blocks of its section, at their offsets.
type Reader interface {
	io.ReadSeekCloser
	io.ReaderAt
}
