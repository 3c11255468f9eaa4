package statement

import (
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/tools"
)

// boards are the boards the tests render the statement for: the default, Sicily 1152's
// 5×6, a closed one and one wider and taller than the numbering table shows in full.
var boards = []Problem{
	{Rows: 8, Cols: 8, Seconds: 1, MemoryMiB: 1024},
	{Rows: 5, Cols: 6, Seconds: 1, MemoryMiB: 256},
	{Rows: 6, Cols: 6, Closed: true, Seconds: 1, MemoryMiB: 256},
	{Rows: 12, Cols: 13, Closed: true, Seconds: 2, MemoryMiB: 512},
}

// name returns a name for p in test and golden file names.
func (p Problem) name() string {
	kind := "open"
	if p.Closed {
		kind = "closed"
	}
	return fmt.Sprintf("%dx%d-%s", p.Rows, p.Cols, kind)
}

// typedMinus matches a −1 (U+2212) that is not part of a formula such as (k−1).
var typedMinus = regexp.MustCompile(`(^|[^\pL\pN)])−1`)

var testSamples = []Sample{{"1\n-1\n", "1 11 <tour>\n2 12 <tour>\n"}}

// TestRenderings renders the statement for each board in every form and checks what
// issue setters and contestants need: the limits, the board's numbers, an ASCII -1 where
// contestants type it, sample lines kept as lines. The 8×8 forms are golden files.
func TestRenderings(t *testing.T) {
	if !typedMinus.MatchString(`holds <span class="math">−1</span>`) || !typedMinus.MatchString("holds −1") || typedMinus.MatchString("(k−1)") {
		t.Fatal("typedMinus does not tell a typed −1 from a formula")
	}
	for _, p := range boards {
		t.Run(p.name(), func(t *testing.T) {
			tex, err := p.kattisTeX()
			if err != nil {
				t.Fatal(err)
			}
			page, err := p.page(testSamples)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := p.standalone(testSamples)
			if err != nil {
				t.Fatal(err)
			}
			poly, err := p.polygon(testSamples)
			if err != nil {
				t.Fatal(err)
			}
			n := p.Rows * p.Cols
			limits := fmt.Sprintf("%d second", p.Seconds)
			for form, text := range map[string]string{"kattis": tex, "html": page, "standalone": doc, "polygon": poly["problem.tex"]} {
				if !strings.Contains(text, limits) || !strings.Contains(text, fmt.Sprint(p.MemoryMiB)) {
					t.Errorf("%s: no limits (%s, %d MiB)", form, limits, p.MemoryMiB)
				}
				if !strings.Contains(text, fmt.Sprintf("%d", n)) {
					t.Errorf("%s: no square %d", form, n)
				}
				if strings.Contains(text, "$-1$") || typedMinus.MatchString(text) {
					t.Errorf("%s: -1 as a math minus, which contestants cannot type", form)
				}
				if p.Closed != strings.Contains(text, "closed") {
					t.Errorf("%s: closed is %v, but the statement says otherwise", form, p.Closed)
				}
			}
			// The title names the board and the tour kind (but on Sicily's 8×8 open
			// tours) in every form: in LaTeX with $\times$, in HTML as it is.
			tt := strings.ReplaceAll(p.Title(), "×", "$\\times$")
			for form, ok := range map[string]bool{
				"kattis":                          strings.HasPrefix(tex, "\\problemname{"+tt+"}\n"),
				"html":                            strings.Contains(page, "<title>"+html.EscapeString(p.Title())+"</title>") && strings.Contains(page, "<h1>"+html.EscapeString(p.Title())+"</h1>"),
				"standalone":                      strings.Contains(doc, "\\section*{"+tt+"}\n"),
				"polygon name.tex":                poly["name.tex"] == tt+"\n",
				"polygon problem.tex":             strings.HasPrefix(poly["problem.tex"], "\\begin{problem}{"+tt+"}"),
				"polygon problem-properties.json": strings.Contains(poly["problem-properties.json"], fmt.Sprintf("\"name\": %q", tt)),
			} {
				if !ok {
					t.Errorf("%s: the title is not %q", form, p.Title())
				}
			}
			if !strings.Contains(page, "<code>-1</code>") {
				t.Error("html: the -1 that ends the input is not ASCII in code")
			}
			if strings.Contains(page, "pre-wrap") || !strings.Contains(page, "white-space: pre;") {
				t.Error("html: sample lines wrap, so that one answer reads as several lines")
			}
			if !strings.Contains(page, "<pre>1 11 &lt;tour&gt;\n2 12 &lt;tour&gt;\n</pre>") {
				t.Error("html: the sample output is not shown as it is")
			}
			// The numbering table: a row of cells per board row (or the rows shown).
			if rows := strings.Count(page, "<tr>"); rows != len(shown(p.Rows)) {
				t.Errorf("html: the numbering table has %d rows, want %d", rows, len(shown(p.Rows)))
			}
			last := fmt.Sprintf("<td>%d</td></tr>\n</table>", n)
			if !strings.Contains(page, last) {
				t.Errorf("html: the numbering table does not end with square %d", n)
			}
			for _, f := range []string{"legend.tex", "input.tex", "output.tex", "example.01", "example.01.a", "problem-properties.json"} {
				if poly[f] == "" {
					t.Errorf("polygon: %s is empty", f)
				}
			}
			var props map[string]any
			if err := json.Unmarshal([]byte(poly["problem-properties.json"]), &props); err != nil || props["timeLimit"] != float64(p.Seconds*1000) {
				t.Errorf("polygon: problem-properties.json: %v, time limit %v", err, props["timeLimit"])
			}
			if p.Rows == 8 && p.Cols == 8 && !p.Closed {
				g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
				g.Assert(t, "problem.en.tex", []byte(tex))
				g.Assert(t, "problem.html", []byte(page))
				g.Assert(t, "statement.tex", []byte(doc))
				g.Assert(t, "polygon-problem.tex", []byte(poly["problem.tex"]))
			}
		})
	}
}

// TestTitle: the title names the board and the tour kind, but on Sicily 1153's 8×8 open
// tours, whose title is the problem's name alone.
func TestTitle(t *testing.T) {
	for _, tc := range []struct {
		p    Problem
		want string
	}{
		{Problem{Rows: 8, Cols: 8}, "Knight's Tour"},
		{Problem{Rows: 5, Cols: 6}, "Knight's Tour (5×6, open tours)"},
		{Problem{Rows: 6, Cols: 6, Closed: true}, "Knight's Tour (6×6, closed tours)"},
		{Problem{Rows: 8, Cols: 8, Closed: true}, "Knight's Tour (8×8, closed tours)"},
		{Problem{Rows: 1, Cols: 1}, "Knight's Tour (1×1, open tours)"},
	} {
		if got := tc.p.Title(); got != tc.want {
			t.Errorf("%s: Title() = %q, want %q", tc.p.name(), got, tc.want)
		}
	}
}

// TestShown pins which rows and columns the numbering table shows.
func TestShown(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{1, "[1]"}, {8, "[1 2 3 4 5 6 7 8]"}, {10, "[1 2 3 4 5 6 7 8 9 10]"}, {11, "[1 2 3 4 0 10 11]"}, {100, "[1 2 3 4 0 99 100]"}} {
		if got := fmt.Sprint(shown(tc.n)); got != tc.want {
			t.Errorf("shown(%d) = %s, want %s", tc.n, got, tc.want)
		}
	}
}

// TestFiles writes each format with the samples of a directory, and refuses a bad board
// or format.
func TestFiles(t *testing.T) {
	samples := t.TempDir()
	for name, data := range map[string]string{"1.in": "1\n-1\n", "1.ans": "1 11\n", "2.in": "no answer file"} {
		if err := os.WriteFile(filepath.Join(samples, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	read, err := ReadSamples(samples)
	if err != nil || len(read) != 1 {
		t.Fatalf("ReadSamples = %q, %v; want the one sample with an answer file", read, err)
	}
	p := Problem{Rows: 5, Cols: 6, Seconds: 1, MemoryMiB: 256}
	for format, files := range map[Format][]string{
		Kattis:     {"problem.en.tex", "problem.html"},
		Polygon:    {"problem.tex", "legend.tex", "input.tex"},
		Standalone: {"statement.tex"},
	} {
		got, err := p.Files(format, read)
		if err != nil {
			t.Fatalf("%d: %v", format, err)
		}
		for _, f := range files {
			if !strings.Contains(got[f], "30") {
				t.Errorf("%d: %s: no square 30", format, f)
			}
		}
	}
	if _, err := p.Files(Standalone+1, read); err == nil {
		t.Error("an unknown format: no error")
	}
	if _, err := (Problem{Rows: 0, Cols: 6}).Files(Kattis, read); err == nil {
		t.Error("a board of 0 rows: no error")
	}
}

// TestLongSamples: the PDF's statement cuts a sample line too long for pdflatex
// (listings fails with "Dimension too large" on a line of about 3,100 characters) into
// lines of at most maxListingLine bytes, each continuation begun by the wrap mark, and
// the pieces hold the line's squares in order; lines short enough are left as they are.
// Where pdflatex is installed, the statements of the largest boards must render.
func TestLongSamples(t *testing.T) {
	const mark = `(*\mbox{$\hookrightarrow$\space}*)`
	for _, tc := range []struct{ rows, cols int }{{8, 8}, {16, 16}, {30, 30}, {32, 32}, {8, 120}, {10, 100}, {1, 1024}} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			n := tc.rows * tc.cols
			squares := make([]string, n)
			for i := range squares {
				squares[i] = fmt.Sprint(n - i)
			}
			line := strings.Join(squares, " ")
			ans := line + "\n" + line + "\n"
			tex, err := Problem{Rows: tc.rows, Cols: tc.cols, Seconds: 1, MemoryMiB: 256}.standalone([]Sample{{"1 2\n-1\n", ans}})
			if err != nil {
				t.Fatal(err)
			}
			_, out, _ := strings.Cut(tex, `\section*{Sample Output 1}`+"\n")
			out, _, _ = strings.Cut(out, `\end{lstlisting}`)
			_, out, _ = strings.Cut(out, "\n") // \begin{lstlisting}, with its options
			var got []string
			for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				if len(l) > maxListingLine+len(mark) {
					t.Errorf("a line of %d bytes in the listing", len(l))
				}
				if piece, ok := strings.CutPrefix(l, mark); ok && len(got) > 0 {
					got[len(got)-1] += " " + piece
					continue
				}
				got = append(got, l)
			}
			if len(got) != 2 || got[0] != line || got[1] != line {
				t.Errorf("the listing holds %d lines, not the answers' 2 lines", len(got))
			}
			if len(line) <= maxListingLine && strings.Contains(tex, mark) {
				t.Error("a line short enough was cut")
			}
			pdflatex, err := tools.OS.TeX()
			if err != nil || n < 900 {
				return // pdflatex is tried on the largest boards, where it is installed
			}
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "statement.tex"), []byte(tex), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(pdflatex, "-interaction=nonstopmode", "-halt-on-error", "statement.tex")
			cmd.Dir = dir
			if log, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("pdflatex: %v\n%s", err, log)
			}
		})
	}
}
