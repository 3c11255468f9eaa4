package tourprog

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// memFiles is Files in memory: the files written, by name; with fail set, every write
// fails after writing a little.
type memFiles struct {
	files map[string]string
	fail  error
}

func (m *memFiles) WriteFile(name string, write func(*bufio.Writer) error) error {
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	if err := write(w); err != nil {
		return err
	}
	if m.fail != nil {
		return m.fail
	}
	if err := w.Flush(); err != nil {
		return err
	}
	m.files[name] = b.String()
	return nil
}

// TestFiles checks that with Files the drawings and pages go to Files, one a query
// (also where there is no tour), named by board and start, and that
// nothing goes to stdout; and that a failed file stops the run, naming the square.
func TestFiles(t *testing.T) {
	for _, tc := range []struct {
		format Format
		want   []string
	}{
		{SVG, []string{"tour-3x4-1.svg", "tour-3x4-2.svg", "tour-3x4-5.svg"}},
		{HTML, []string{"tour-3x4-1.html", "tour-3x4-2.html", "tour-3x4-5.html"}},
	} {
		t.Run(tc.format.String(), func(t *testing.T) {
			cfg := &Config{Rows: 3, Cols: 4, Format: tc.format, Program: "knightstour"}
			if err := cfg.Validate(true); err != nil {
				t.Fatal(err)
			}
			files := &memFiles{files: map[string]string{}}
			var out, stderr bytes.Buffer
			w := bufio.NewWriter(&out)
			if err := Run(cfg, strings.NewReader("1 5 2 -1"), w, &stderr, files); err != nil {
				t.Fatal(err)
			}
			w.Flush()
			var names []string
			for name := range files.files {
				names = append(names, name)
			}
			sort.Strings(names)
			if !reflect.DeepEqual(names, tc.want) || out.Len() > 0 {
				t.Errorf("files %v and %d bytes on stdout, want files %v and none", names, out.Len(), tc.want)
			}
			if want := "knightstour: 3x4 square 2: no open tour"; !strings.HasPrefix(stderr.String(), want) {
				t.Errorf("stderr %q, want the reason for square 2", stderr.String())
			}
			if f := files.files["tour-3x4-2."+tc.format.String()]; !strings.Contains(f, "tour from square 2 on this board") && !strings.Contains(f, `"noTour":{`) {
				t.Errorf("the file of square 2 does not say that no tour starts there:\n%s", f)
			}
			files.fail = errors.New("disk full")
			err := Run(cfg, strings.NewReader("5"), bufio.NewWriter(io.Discard), io.Discard, files)
			if !errors.Is(err, files.fail) || !strings.Contains(err.Error(), "square 5") {
				t.Errorf("a failed file: error %v, want one about square 5 that wraps the write's", err)
			}
		})
	}
}

// TestParse checks that every name parses to the value it names, and that an unknown
// one gets an error naming the flag and what it wants.
func TestParse(t *testing.T) {
	for _, m := range []Method{Auto, DFS, Construct} {
		if got, err := ParseMethod(m.String()); got != m || err != nil {
			t.Errorf("ParseMethod(%q) = %v, %v", m, got, err)
		}
	}
	for _, f := range []Format{Line, Grid, SVG, HTML} {
		if got, err := ParseFormat(f.String()); got != f || err != nil {
			t.Errorf("ParseFormat(%q) = %v, %v", f, got, err)
		}
	}
	for _, n := range []Notation{Number, Algebraic} {
		if got, err := ParseNotation(n.String()); got != n || err != nil {
			t.Errorf("ParseNotation(%q) = %v, %v", n, got, err)
		}
	}
	for _, tc := range []struct {
		err  error
		want string
	}{
		{second(ParseMethod("bfs")), `-method "bfs": want auto, dfs or construct`},
		{second(ParseFormat("Line")), `-format "Line": want line, grid, svg or html`},
		{second(ParseNotation("")), `-notation "": want number or algebraic`},
	} {
		if fmt.Sprint(tc.err) != tc.want {
			t.Errorf("error %v, want %s", tc.err, tc.want)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func ExampleRun() {
	cfg := &Config{Rows: 5, Cols: 5, Notation: Algebraic}
	out := bufio.NewWriter(os.Stdout)
	err := Run(cfg, strings.NewReader("a5 2"), out, io.Discard, nil)
	out.Flush()
	fmt.Println(err)
	// Output:
	// a5 c4 e5 d3 e1 c2 a1 b3 d2 b1 a3 b5 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c3 e4 c5
	// no tour
	// <nil>
}
