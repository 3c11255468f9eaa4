package jobdir

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// record is a record as Read gives it.
type record struct {
	lo, hi uint64
	c      string
}

// write writes a file of the given sections with n records each (section s, record i:
// key (i, s), counts of stride limbs), by Put one at a time or by Block from a
// goroutine a section, and returns the records each section holds.
func write(t *testing.T, d Dir, name string, h Header, n int, blocks bool) [][]record {
	t.Helper()
	w, err := Create(d, name, h, 1<<10)
	if err != nil {
		t.Fatal(err)
	}
	want := make([][]record, h.Sections)
	for s := range want {
		for i := 0; i < n; i++ {
			c := []uint64{uint64(i*7 + s)}
			full := make([]uint64, h.Stride)
			copy(full, c)
			hi := uint64(0)
			if h.Wide {
				hi = uint64(s)
			}
			want[s] = append(want[s], record{uint64(i), hi, fmt.Sprint(full)})
		}
	}
	if !blocks {
		for s := range want {
			for i, r := range want[s] {
				if err := w.Put(s, r.lo, r.hi, []uint64{uint64(i*7 + s)}); err != nil {
					t.Fatal(err)
				}
			}
		}
	} else {
		var wg sync.WaitGroup
		errs := make([]error, h.Sections)
		for s := range want {
			wg.Add(1)
			go func(s int) {
				defer wg.Done()
				var buf []byte
				k := 0
				for i, r := range want[s] {
					buf = h.AppendRecord(buf, r.lo, r.hi, []uint64{uint64(i*7 + s)})
					if k++; k == w.perBlock || i == len(want[s])-1 {
						if err := w.Block(s, buf, k); err != nil {
							errs[s] = err
							return
						}
						buf, k = buf[:0], 0
					}
				}
			}(s)
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := w.Records(); got != int64(n*h.Sections) {
		t.Errorf("Records: %d, want %d", got, n*h.Sections)
	}
	return want
}

// read reads sections secs of the file name.
func read(d Dir, name string, h Header, secs []int) ([]record, error) {
	var got []record
	err := Read(d, name, h, secs, func(lo, hi uint64, c []uint64) error {
		got = append(got, record{lo, hi, fmt.Sprint(c)})
		return nil
	})
	return got, err
}

// TestRoundTrip checks that every section reads back as written, in order, by Put or by
// concurrent Blocks, narrow and wide keys, counts of one limb and of three.
func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name     string
		h        Header
		n        int
		byBlocks bool
	}{
		{"put", Header{Job: "j", Round: 2, From: 1, All: 3, Sections: 3, Stride: 1}, 5000, false},
		{"blocks", Header{Job: "j", Round: 2, From: 1, All: 3, Sections: 3, Stride: 1}, 5000, true},
		{"wide", Header{Job: "job", Round: 7, From: 0, All: 2, Sections: 4, Wide: true, Stride: 3}, 300, true},
		{"empty", Header{Job: "j", Round: 1, From: 0, All: 1, Sections: 2, Stride: 1}, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := NewMemDir()
			want := write(t, d, "a/b", tc.h, tc.n, tc.byBlocks)
			for s := range want {
				got, err := read(d, "a/b", tc.h, []int{s})
				if err != nil {
					t.Fatal(err)
				}
				if !tc.byBlocks && fmt.Sprint(got) != fmt.Sprint(want[s]) {
					t.Errorf("section %d: read %d records, not as written", s, len(got))
				}
				if tc.byBlocks && len(got) != len(want[s]) { // blocks of a section keep their order
					t.Errorf("section %d: read %d records, want %d", s, len(got), len(want[s]))
				}
			}
			want2 := tc.h
			want2.Stride = 9 // the stride is the file's
			if _, err := read(d, "a/b", want2, []int{0}); err != nil {
				t.Errorf("a header wanted with another stride: %v", err)
			}
		})
	}
}

// TestDamaged checks that a file that is not what it should be is refused with an error
// that names it and wraps ErrCorrupt, whatever is wrong with it.
func TestDamaged(t *testing.T) {
	h := Header{Job: "5x5-x", Round: 1, From: 0, All: 2, Sections: 2, Stride: 1}
	d := NewMemDir()
	write(t, d, "f", h, 100, false)
	good, _ := d.ReadFile("f")
	hdr := len(h.encode())
	change := func(i int, x byte) []byte { b := bytes.Clone(good); b[i] ^= x; return b }
	for _, tc := range []struct {
		what string
		b    []byte
		h    Header
		secs []int
		want string
	}{
		{"empty", nil, h, []int{0}, "no layer header"},
		{"no magic", change(0, 1), h, []int{0}, "no layer header"},
		{"header cut short", good[:10], h, []int{0}, "the header is cut short"},
		{"cut short", good[:len(good)-5], h, []int{0}, "it has no end"},
		{"something added", append(bytes.Clone(good), 0), h, []int{0}, "it has no end"},
		{"another round", change(len(magic)+2+len(h.Job), 8), h, []int{0}, `it is of "5x5-x", round 9`},
		{"another job", good, Header{Job: "other", Round: 1, All: 2, Sections: 2}, []int{0}, `want "other"`},
		{"a job name damaged", change(len(magic)+2+1, 'x'), h, []int{0}, `it is of "5\x005-x"`},
		{"a long job name", long(h), h, []int{0}, `it is of "` + strings.Repeat("j", 60) + `"...`},
		{"index moved", change(len(good)-endSize, 1), h, []int{0}, "index"},
		{"index changed", change(len(good)-endSize-8*4-16, 1), h, []int{0}, "its checksum does not match"},
		{"a list changed", change(len(good)-endSize-1, 1), h, []int{1}, "the list of the blocks of section 2"},
		{"a record changed", change(hdr+8+3, 1), h, []int{0}, "does not match its checksum"},
		{"a block's section", change(hdr, 1), h, []int{0}, "is not one of section 1"},
		{"no such section", good, h, []int{2}, "it has no section 3"},
	} {
		t.Run(tc.what, func(t *testing.T) {
			d.WriteFile("g", tc.b)
			_, err := read(d, "g", tc.h, tc.secs)
			if !errors.Is(err, ErrCorrupt) || !strings.HasPrefix(err.Error(), "g: ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want an error naming g that says %q", err, tc.want)
			}
		})
	}
}

// long returns a file of h but for a job name of 1000 bytes.
func long(h Header) []byte {
	h.Job = strings.Repeat("j", 1000)
	d := NewMemDir()
	w, _ := Create(d, "f", h, 64)
	w.Commit()
	b, _ := d.ReadFile("f")
	return b
}

// TestPutError checks that Read stops at put's first error and returns it.
func TestPutError(t *testing.T) {
	h := Header{Job: "j", All: 1, Sections: 1, Stride: 1}
	d := NewMemDir()
	write(t, d, "f", h, 10, false)
	stop := errors.New("stop")
	n := 0
	err := Read(d, "f", h, []int{0}, func(lo, hi uint64, c []uint64) error {
		if n++; n == 3 {
			return stop
		}
		return nil
	})
	if err != stop || n != 3 {
		t.Errorf("%v after %d records, want stop after 3", err, n)
	}
}

// TestMemDir checks that a file is seen only once committed, that a missing one is
// Missing, and that a failing commit leaves none.
func TestMemDir(t *testing.T) {
	d := NewMemDir()
	w, err := Create(d, "x/f", Header{Job: "j", All: 1, Sections: 1, Stride: 1}, 64)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Open("x/f"); !Missing(err) {
		t.Errorf("a file being written: %v, want it missing", err)
	}
	w.Abort()
	if len(d.Names()) != 0 {
		t.Errorf("after Abort: %v", d.Names())
	}
	d.Fail = func(name string) error { return fmt.Errorf("killed at %s", name) }
	w, _ = Create(d, "x/g", Header{Job: "j", All: 1, Sections: 1, Stride: 1}, 64)
	if err := w.Commit(); err == nil || len(d.Names()) != 0 {
		t.Errorf("a failed commit: %v, files %v", err, d.Names())
	}
	d.Fail = nil
	if err := d.Remove("nothing"); err != nil {
		t.Errorf("removing a file that is not there: %v", err)
	}
}

func ExampleRead() {
	d := NewMemDir()
	h := Header{Job: "example", Round: 1, From: 0, All: 2, Sections: 2, Stride: 1}
	w, _ := Create(d, "round-1/states-1", h, 1<<16)
	w.Put(1, 42, 0, []uint64{7}) // state 42, count 7, for part 2
	w.Put(0, 5, 0, []uint64{1})
	w.Commit()
	Read(d, "round-1/states-1", h, []int{1}, func(lo, hi uint64, c []uint64) error {
		fmt.Println(lo, c)
		return nil
	})
	// Output: 42 [7]
}

// FuzzRead checks that Read refuses a damaged file with an error, never a panic, and
// reads only records it was given.
func FuzzRead(f *testing.F) {
	h := Header{Job: "j", Round: 1, From: 0, All: 2, Sections: 2, Stride: 2}
	d := NewMemDir()
	w, _ := Create(d, "f", h, 64)
	for i := 0; i < 70; i++ {
		w.Put(i%2, uint64(i), 0, []uint64{uint64(i), 1})
	}
	w.Commit()
	good, _ := d.ReadFile("f")
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(binary.LittleEndian.AppendUint64(bytes.Clone(good), 1))
	f.Fuzz(func(t *testing.T, b []byte) {
		d := NewMemDir()
		d.WriteFile("f", b)
		n := 0
		err := Read(d, "f", h, []int{0, 1}, func(lo, hi uint64, c []uint64) error {
			n++
			return nil
		})
		if err != nil && !errors.Is(err, ErrCorrupt) {
			t.Errorf("%v, want ErrCorrupt", err)
		}
		if err == nil && n*(8+16) > len(b) {
			t.Errorf("read %d records from %d bytes", n, len(b))
		}
	})
}
