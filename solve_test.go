package main

import (
	"bufio"
	"errors"
	"fmt"
	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/judge"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteFileAtomic checks that a file is replaced only when it has been written in
// full: a write that fails half-way leaves the old file as it was and no temporary file.
func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "tour.svg")
	for _, tc := range []struct {
		name    string
		write   func(*bufio.Writer) error
		wantErr bool
		want    string
	}{
		{"new file", func(w *bufio.Writer) error { _, err := w.WriteString("first"); return err }, false, "first"},
		{"failed write", func(w *bufio.Writer) error {
			w.WriteString("half a draw")
			w.Flush()
			return errors.New("disk full")
		}, true, "first"},
		{"replaced", func(w *bufio.Writer) error { _, err := w.WriteString("second"); return err }, false, "second"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := writeFileAtomic(name, tc.write)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err %v, want an error: %v", err, tc.wantErr)
			}
			got, rerr := os.ReadFile(name)
			if rerr != nil || string(got) != tc.want {
				t.Errorf("file holds %q (%v), want %q", got, rerr, tc.want)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*"))
			if len(files) != 1 {
				t.Errorf("directory holds %v, want only %s", files, name)
			}
			if st, err := os.Stat(name); err == nil && st.Mode().Perm() != 0o644 {
				t.Errorf("mode %v, want 0644", st.Mode().Perm())
			}
		})
	}
	if err := writeFileAtomic(filepath.Join(dir, "new", "x.svg"), func(*bufio.Writer) error { return nil }); err != nil {
		t.Errorf("writing into a folder not made yet: %v, want it made", err)
	}
	if err := writeFileAtomic(filepath.Join(name, "x.svg"), func(*bufio.Writer) error { return nil }); err == nil {
		t.Error("writing into a file as a folder succeeded")
	}
}

// TestSVGQueries checks that several drawings need -o, and that -o makes its directory
// and writes one file a query there, each a drawing of a tour the judge accepts, or of
// no tour where there is none, with theory's reason.
func TestSVGQueries(t *testing.T) {
	out, stderr, code := runMain(t, "1 2\n", "-format", "svg")
	if code != 1 || !strings.Contains(stderr, "use -o DIR for several queries") || !strings.HasPrefix(out, "<?xml") {
		t.Errorf("two drawings to stdout: exit %d, stderr %q; want the first drawing, an error and status 1", code, stderr)
	}
	dir := filepath.Join(t.TempDir(), "new")
	out, stderr, code = runMain(t, "1 8 2 -1", "-format", "svg", "-rows", "3", "-cols", "4", "-o", dir)
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	if want := "knightstour: 3x4 square 2: no open tour: on a 3×4 board a tour must start in the first or last column\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != 3 {
		t.Fatalf("files %v, want the drawings for starts 1, 2 and 8", files)
	}
	doc, err := os.ReadFile(filepath.Join(dir, "tour-3x4-2.svg"))
	if err != nil {
		t.Fatal(err)
	}
	checkNoTourSVG(t, doc, theory.Check(3, 4, 0, 1, false))
	for _, start := range []int{1, 8} {
		doc, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("tour-3x4-%d.svg", start)))
		if err != nil {
			t.Fatal(err)
		}
		tour, err := svgTour(doc, 3, 4)
		if err != nil {
			t.Fatal(err)
		}
		if err := judge.CheckTour(3, 4, start, false, tour); err != nil {
			t.Errorf("start %d: %v", start, err)
		}
	}
}

// TestOutDirLeftovers checks that a run of -o that fails leaves no folder it made
// behind (nor the parents made for it), while a folder that holds a drawing, or that
// was there before, stays.
func TestOutDirLeftovers(t *testing.T) {
	for _, tc := range []struct {
		name, format, stdin, dir string
		existed                  bool
		stays                    bool
	}{
		{"svg, bad first token", "svg", "abc\n", "new", false, false},
		{"html, bad first token", "html", "abc\n", "new", false, false},
		{"nested", "svg", "abc\n", "a/b/c", false, false},
		{"a drawing, then a bad token", "svg", "1 abc\n", "new", false, true},
		{"there before", "svg", "abc\n", "old", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			dir := filepath.Join(tmp, filepath.FromSlash(tc.dir))
			if tc.existed {
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			_, stderr, code := runMain(t, tc.stdin, "-format", tc.format, "-o", dir)
			if code != 1 || !strings.Contains(stderr, `"abc" is not a square`) {
				t.Fatalf("exit %d, stderr %q; want 1 and the bad token named", code, stderr)
			}
			top := filepath.Join(tmp, strings.Split(tc.dir, "/")[0])
			if _, err := os.Stat(top); (err == nil) != tc.stays {
				t.Errorf("%s there after the run: %v, want %v", tc.dir, err == nil, tc.stays)
			}
		})
	}
}
