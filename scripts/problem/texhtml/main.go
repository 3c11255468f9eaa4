// Texhtml renders the LaTeX statement of the problem package as an HTML page, the
// statement format DOMjudge imports (problem_statement/problem.html); Kattis renders
// problem.en.tex itself.
//
// Usage:
//
//	go run ./scripts/problem/texhtml STATEMENT.tex [SAMPLE_DIR] > problem.html
//
// The statement must stay within the small subset of LaTeX that convertTeX knows
// (sections, paragraphs, inline math with a few symbols, \emph, \texttt); anything else
// is an error. Each NAME.in of SAMPLE_DIR with a NAME.ans beside it is appended as a
// sample, in name order.
package main

import (
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

func main() {
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: texhtml STATEMENT.tex [SAMPLE_DIR]")
		os.Exit(2)
	}
	samples := ""
	if len(os.Args) == 3 {
		samples = os.Args[2]
	}
	if err := render(os.Stdout, os.Args[1], samples); err != nil {
		fmt.Fprintf(os.Stderr, "texhtml: %v\n", err)
		os.Exit(1)
	}
}

// heading finds the problem name in a converted statement.
var heading = regexp.MustCompile(`<h1>(.*?)</h1>`)

// render writes the HTML page for the statement file tex and the samples in dir (none
// when dir is "").
func render(w io.Writer, tex, dir string) error {
	src, err := os.ReadFile(tex)
	if err != nil {
		return err
	}
	body, err := convertTeX(string(src))
	if err != nil {
		return fmt.Errorf("%s: %w", tex, err)
	}
	title := "Problem"
	if m := heading.FindStringSubmatch(body); m != nil {
		title = m[1]
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
pre { background: #f4f4f4; padding: 0.5em; white-space: pre-wrap; }
</style>
</head>
<body>
%s`, title, body)
	if dir != "" {
		ins, err := filepath.Glob(filepath.Join(dir, "*.in"))
		if err != nil {
			return err
		}
		n := 0
		for _, in := range ins {
			ans, err := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
			if err != nil {
				continue
			}
			q, err := os.ReadFile(in)
			if err != nil {
				return err
			}
			n++
			fmt.Fprintf(&b, "<h2>Sample Input %d</h2>\n<pre>%s</pre>\n<h2>Sample Output %d</h2>\n<pre>%s</pre>\n",
				n, html.EscapeString(string(q)), n, html.EscapeString(string(ans)))
		}
	}
	b.WriteString("</body>\n</html>\n")
	_, err = io.WriteString(w, b.String())
	return err
}
