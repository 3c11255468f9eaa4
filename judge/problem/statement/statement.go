// Package statement renders the problem's statement (problem.tex.tmpl) for a board, a
// tour kind and limits, in the form each package format takes (Format). The statement
// must stay within the small subset of LaTeX that convertTeX knows; anything else is an
// error.
package statement

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"
	"text/template"
)

//go:embed problem.tex.tmpl
var statementTemplate string

// name is the problem's name, the title of Sicily 1153's 8×8 open tours.
const name = "Knight's Tour"

// Problem is what the statement says about the board, the tour kind and the limits.
type Problem struct {
	Rows, Cols int
	Closed     bool
	Seconds    int // time limit per test file
	MemoryMiB  int
}

// Title returns the problem's title, the same in every package and rendering: Knight's
// Tour, with the board and the tour kind on another board than Sicily 1153's 8×8 open
// tours, as "Knight's Tour (5×6, open tours)".
func (p Problem) Title() string {
	if p.Rows == 8 && p.Cols == 8 && !p.Closed {
		return name
	}
	kind := "open"
	if p.Closed {
		kind = "closed"
	}
	return fmt.Sprintf("%s (%d×%d, %s tours)", name, p.Rows, p.Cols, kind)
}

// texTitle returns Title in LaTeX: the × as $\times$, which every LaTeX renders
// (pdflatex, problemtools' plasTeX, Polygon's olymp.sty) whatever its input encoding.
func (p Problem) texTitle() string { return strings.ReplaceAll(p.Title(), "×", "$\\times$") }

// Sample is one sample test: its input and the answer shown.
type Sample struct{ in, ans string }

// Format is a form of the statement, the one a package format takes.
type Format int

const (
	// Kattis is problem.en.tex (for problemtools) and problem.html (for DOMjudge,
	// converted by convertTeX).
	Kattis Format = iota
	// Polygon is the files of Polygon's statements/english: name, legend, input and
	// output sections, problem.tex, the examples, problem-properties.json.
	Polygon
	// Standalone is statement.tex, a document that pdflatex renders.
	Standalone
)

// Files renders the statement of p in format f with the samples: file name to contents.
// A board without squares or an unknown format is an error.
func (p Problem) Files(f Format, samples []Sample) (map[string]string, error) {
	if p.Rows < 1 || p.Cols < 1 {
		return nil, fmt.Errorf("a board of %dx%d", p.Rows, p.Cols)
	}
	var err error
	files := map[string]string{}
	switch f {
	case Kattis:
		if files["problem.en.tex"], err = p.kattisTeX(); err == nil {
			files["problem.html"], err = p.page(samples)
		}
	case Polygon:
		files, err = p.polygon(samples)
	case Standalone:
		files["statement.tex"], err = p.standalone(samples)
	default:
		err = fmt.Errorf("unknown format %d", f)
	}
	if err != nil {
		return nil, err
	}
	return files, nil
}

// body renders the statement's template for p: LaTeX without the problem's name, with
// the limits in a paragraph of their own when limits is true.
func (p Problem) body(limits bool) (string, error) {
	t, err := template.New("statement").Delims("<<", ">>").Parse(statementTemplate)
	if err != nil {
		return "", err
	}
	plural := "s"
	if p.Seconds == 1 {
		plural = ""
	}
	var b strings.Builder
	err = t.Execute(&b, map[string]any{
		"Rows": p.Rows, "Cols": p.Cols, "N": p.Rows * p.Cols, "Closed": p.Closed,
		"Cols1": p.Cols + 1, "Cols2": 2 * p.Cols,
		"Numbering": p.numbering(),
		"Limits":    limits,
		"Time":      fmt.Sprintf("%d second%s", p.Seconds, plural),
		"Memory":    fmt.Sprintf("%d MiB", p.MemoryMiB),
	})
	return b.String(), err
}

// shown returns the indices 1..n that the numbering table shows, 0 standing for the
// ones left out: all of them up to 10, else the first four and the last two.
func shown(n int) []int {
	var s []int
	for i := 1; i <= n; i++ {
		if n <= 10 || i <= 4 || i > n-2 {
			s = append(s, i)
		} else if i == 5 {
			s = append(s, 0)
		}
	}
	return s
}

// numbering returns the LaTeX table of the squares' numbers, with rows and columns
// left out (dots) on a board wider or taller than 10.
func (p Problem) numbering() string {
	cols := shown(p.Cols)
	var b strings.Builder
	b.WriteString("\\begin{center}\n\\begin{tabular}{|" + strings.Repeat("r|", len(cols)) + "}\n\\hline\n")
	for _, r := range shown(p.Rows) {
		cells := make([]string, len(cols))
		for j, c := range cols {
			switch {
			case r == 0 && c == 0:
				cells[j] = "$\\ddots$"
			case r == 0:
				cells[j] = "$\\vdots$"
			case c == 0:
				cells[j] = "$\\cdots$"
			default:
				cells[j] = fmt.Sprint((r-1)*p.Cols + c)
			}
		}
		b.WriteString(strings.Join(cells, " & ") + " \\\\\n\\hline\n")
	}
	b.WriteString("\\end{tabular}\n\\end{center}")
	return b.String()
}

// sections splits a rendered body into the text before \section*{Input}, the Input
// section and the Output section, without their headings.
func sections(body string) (legend, input, output string, err error) {
	legend, rest, ok1 := strings.Cut(body, "\\section*{Input}")
	input, output, ok2 := strings.Cut(rest, "\\section*{Output}")
	if !ok1 || !ok2 {
		return "", "", "", fmt.Errorf("the statement has no section Input or Output")
	}
	return strings.TrimSpace(legend) + "\n", strings.TrimSpace(input) + "\n", strings.TrimSpace(output) + "\n", nil
}

// kattisTeX returns problem.en.tex for problemtools: the name, the listings setup that
// lets the long sample lines wrap in the PDF, and the body.
func (p Problem) kattisTeX() (string, error) {
	body, err := p.body(true)
	if err != nil {
		return "", err
	}
	return "\\problemname{" + p.texTitle() + "}\n" +
		fmt.Sprintf("%% The sample output lines hold %d squares each: let them wrap in the PDF.\n", p.Rows*p.Cols) +
		"\\lstset{breaklines=true,linewidth=0.95\\textwidth,postbreak=\\mbox{$\\hookrightarrow$\\space}}\n\n" + body +
		"\n" + kattisWrapNote, nil
}

// page returns the HTML statement (DOMjudge's problem.html): the body converted by
// convertTeX, with the limits and the samples.
func (p Problem) page(samples []Sample) (string, error) {
	body, err := p.body(true)
	if err != nil {
		return "", err
	}
	conv, err := convertTeX("\\problemname{" + p.Title() + "}\n\n" + body) // × is text to convertTeX
	if err != nil {
		return "", fmt.Errorf("the statement: %w", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>%s</title>
<style>
body { max-width: 48em; margin: 2em auto; padding: 0 1em; font-family: serif; line-height: 1.4; }
.math { font-style: italic; white-space: nowrap; }
.center { text-align: center; }
table { border-collapse: collapse; margin: 0 auto; }
td { border: 1px solid #888; padding: 0.1em 0.4em; text-align: right; }
pre { background: #f4f4f4; padding: 0.5em; white-space: pre; overflow-x: auto; }
</style>
</head>
<body>
%s`, html.EscapeString(p.Title()), conv)
	for i, s := range samples {
		fmt.Fprintf(&b, "<h2>Sample Input %d</h2>\n<pre>%s</pre>\n<h2>Sample Output %d</h2>\n<pre>%s</pre>\n",
			i+1, html.EscapeString(s.in), i+1, html.EscapeString(s.ans))
	}
	b.WriteString("</body>\n</html>\n")
	return b.String(), nil
}

// standalone returns a LaTeX document of the statement, limits and samples included,
// that plain pdflatex (base LaTeX and listings) renders: the PDF of the Polygon and CMS
// packages.
func (p Problem) standalone(samples []Sample) (string, error) {
	body, err := p.body(true)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(`\documentclass[11pt]{article}
\usepackage{listings}
\lstset{basicstyle=\ttfamily\small,columns=fullflexible,breaklines=true,postbreak=\mbox{$\hookrightarrow$\space}}
\pagestyle{empty}
\begin{document}
\section*{` + p.texTitle() + "}\n\n" + body)
	b.WriteString("\n" + wrapNote)
	for i, s := range samples {
		fmt.Fprintf(&b, "\n\\section*{Sample Input %d}\n%s", i+1, listing(s.in))
		fmt.Fprintf(&b, "\\section*{Sample Output %d}\n%s", i+1, listing(s.ans))
	}
	b.WriteString("\\end{document}\n")
	return b.String(), nil
}

// wrapNote says what the wrap marks of the samples are: listings breaks a line too long
// for the page and begins each continuation with postbreak's mark.
const wrapNote = "\\noindent A sample line too long for the page goes on in the next line of print,\n" +
	"which begins with $\\hookrightarrow$; the mark is not part of the input or the output.\n"

// kattisWrapNote is wrapNote for problemtools, which renders the samples after the body
// in its PDF (with the listings setup above) and in its HTML (without wrap marks).
const kattisWrapNote = "In the PDF statement, a sample line too long for the page goes on in the next line\n" +
	"of print, which begins with $\\hookrightarrow$; the mark is not part of the input or the output.\n"

// maxListingLine is the longest line of a sample that listing leaves whole, in bytes.
// listings measures a line before it breaks it, and a line of more than about 3,100
// characters (16,383 points, TeX's largest dimension, in 10-point typewriter type) stops
// pdflatex with "Dimension too large": the answers of boards from about 800 squares up.
const maxListingLine = 2000

// listing returns text (lines, each ending in a newline) as a lstlisting environment. A
// line longer than maxListingLine is cut at spaces into pieces of at most that many
// bytes, each on a line of its own that begins with the wrap mark (escaped to LaTeX), as
// listings would print it.
func listing(text string) string {
	lines := strings.SplitAfter(text, "\n")
	long := false
	for _, l := range lines {
		long = long || len(l) > maxListingLine+1
	}
	if !long {
		return "\\begin{lstlisting}\n" + text + "\\end{lstlisting}\n"
	}
	var b strings.Builder
	b.WriteString("\\begin{lstlisting}[escapeinside={(*}{*)}]\n")
	for _, l := range lines {
		for i, piece := range cut(strings.TrimSuffix(l, "\n"), maxListingLine) {
			if i > 0 {
				b.WriteString("\n(*\\mbox{$\\hookrightarrow$\\space}*)")
			}
			b.WriteString(piece)
		}
		if strings.HasSuffix(l, "\n") {
			b.WriteString("\n")
		}
	}
	b.WriteString("\\end{lstlisting}\n")
	return b.String()
}

// cut returns line in pieces of at most n bytes, cut before a space (which begins the next
// piece no more: it is dropped), or in the middle of a word longer than n.
func cut(line string, n int) []string {
	var pieces []string
	for len(line) > n {
		i := strings.LastIndexByte(line[:n+1], ' ')
		if i <= 0 {
			pieces, line = append(pieces, line[:n]), line[n:]
			continue
		}
		pieces, line = append(pieces, line[:i]), line[i+1:]
	}
	return append(pieces, line)
}

// polygon returns the files of Polygon's statements/english folder by name: the
// sections, problem.tex in the olymp.sty form Polygon renders, the examples and
// problem-properties.json.
func (p Problem) polygon(samples []Sample) (map[string]string, error) {
	body, err := p.body(false)
	if err != nil {
		return nil, err
	}
	legend, input, output, err := sections(body)
	if err != nil {
		return nil, err
	}
	files := map[string]string{
		"name.tex": p.texTitle() + "\n", "legend.tex": legend, "input.tex": input, "output.tex": output, "notes.tex": "",
	}
	plural := "s"
	if p.Seconds == 1 {
		plural = ""
	}
	var tex strings.Builder
	fmt.Fprintf(&tex, "\\begin{problem}{%s}{standard input}{standard output}{%d second%s}{%d megabytes}\n\n%s\n\\InputFile\n\n%s\n\\OutputFile\n\n%s\n\\Example\n\n\\begin{example}\n",
		p.texTitle(), p.Seconds, plural, p.MemoryMiB, legend, input, output)
	type test struct {
		Input      string `json:"input"`
		Output     string `json:"output"`
		InputFile  string `json:"inputFile"`
		OutputFile string `json:"outputFile"`
	}
	var tests []test
	for i, s := range samples {
		in, ans := fmt.Sprintf("example.%02d", i+1), fmt.Sprintf("example.%02d.a", i+1)
		files[in], files[ans] = s.in, s.ans
		fmt.Fprintf(&tex, "\\exmpfile{%s}{%s}%%\n", in, ans)
		tests = append(tests, test{s.in, s.ans, in, ans})
	}
	tex.WriteString("\\end{example}\n\n\\end{problem}\n")
	files["problem.tex"] = tex.String()
	props, err := json.MarshalIndent(map[string]any{
		"name": p.texTitle(), "legend": legend, "input": input, "output": output, "notes": "", "tutorial": "",
		"inputFile": "stdin", "outputFile": "stdout", "language": "english",
		"timeLimit": p.Seconds * 1000, "memoryLimit": p.MemoryMiB << 20, "sampleTests": tests,
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	files["problem-properties.json"] = string(props) + "\n"
	return files, nil
}

// ReadSamples returns the samples of dir: each NAME.in with a NAME.ans beside it, in
// name order.
func ReadSamples(dir string) ([]Sample, error) {
	ins, err := filepath.Glob(filepath.Join(dir, "*.in"))
	if err != nil {
		return nil, err
	}
	var out []Sample
	for _, in := range ins {
		ans, err := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
		if err != nil {
			continue
		}
		q, err := os.ReadFile(in)
		if err != nil {
			return nil, err
		}
		out = append(out, Sample{string(q), string(ans)})
	}
	return out, nil
}
