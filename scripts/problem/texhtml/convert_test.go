package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sebdah/goldie/v2"
)

// TestConvertTeX converts small statements, and refuses what the subset does not hold.
func TestConvertTeX(t *testing.T) {
	for _, tc := range []struct {
		name, tex, html, err string
	}{
		{name: "empty", tex: "", html: ""},
		{name: "paragraphs", tex: "One\nline.\n\n\n  \nTwo.\n", html: "<p>One\nline.</p>\n<p>Two.</p>\n"},
		{name: "headings", tex: "\\problemname{A's}\n\n\\section*{Input}\nText.\n", html: "<h1>A&#39;s</h1>\n<p><h2>Input</h2>\nText.</p>\n"},
		{name: "heading-alone", tex: "\\section*{Output}\n\nText.", html: "<h2>Output</h2>\n<p>Text.</p>\n"},
		{name: "math", tex: "$1 \\le s \\le 64$, $r \\pm 1$, $-1$", html: `<p><span class="math">1 ≤ s ≤ 64</span>, <span class="math">r ± 1</span>, <span class="math">−1</span></p>` + "\n"},
		{name: "math-spaces", tex: "$(k-1)  \\bmod 8$ $\\lfloor x \\rfloor$ $100\\,000$", html: `<p><span class="math">(k−1) mod 8</span> <span class="math">⌊x ⌋</span> <span class="math">100` + "\u2009" + `000</span></p>` + "\n"},
		{name: "wrappers", tex: "\\emph{a} \\texttt{b<c} \\textbf{d}", html: "<p><em>a</em> <code>b&lt;c</code> <strong>d</strong></p>\n"},
		{name: "dashes", tex: "a--b---c-d~e", html: "<p>a–b—c-d&nbsp;e</p>\n"},
		{name: "symbols", tex: "50\\% \\& \\_ \\# \\{x\\} \\ldots a\\\\b", html: "<p>50% &amp; _ # {x} …a<br>b</p>\n"},
		{name: "comment", tex: "a % hidden\nb", html: "<p>a \nb</p>\n"},
		{name: "group", tex: "{a {b}} c", html: "<p>a b c</p>\n"},
		{name: "escape", tex: `<b> & "q"`, html: "<p>&lt;b&gt; &amp; &#34;q&#34;</p>\n"},
		{name: "layout only", tex: "a \\lstset{x={\\y{}},\n\\}z} b", html: "<p>a  b</p>\n"}, // HTML collapses the spaces
		{name: "layout only alone", tex: "\\lstset{x}\n\nb", html: "<p>b</p>\n"},
		{name: "layout only unbalanced", tex: "\\lstset{x", err: "\\lstset: unbalanced braces"},
		{name: "layout only without argument", tex: "\\lstset x", err: "\\lstset needs an argument"},
		{name: "unknown", tex: "\\input{x}", err: "line 1: unknown command \\input"},
		{name: "unknown-math", tex: "a\n$\\alpha$", err: "line 2: unknown math command \\alpha"},
		{name: "no-argument", tex: "\\emph x", err: "\\emph needs an argument"},
		{name: "unbalanced", tex: "a}", err: "unbalanced }"},
		{name: "open-group", tex: "{a\n\nb", err: "unterminated {group}"},
		{name: "open-math", tex: "$a", err: "unterminated $math$"},
		{name: "trailing-backslash", tex: "a\\", err: "\\ at the end"},
		{name: "bad-utf8", tex: "\xff", err: "not valid UTF-8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := convertTeX(tc.tex)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("convertTeX = %q, %v; want error %q", got, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.html {
				t.Fatalf("convertTeX = %q, %v\nwant %q", got, err, tc.html)
			}
		})
	}
}

// TestStatement renders the problem's statement with a sample and compares the page
// with testdata/problem.html.golden.
func TestStatement(t *testing.T) {
	samples := t.TempDir()
	for name, data := range map[string]string{"1.in": "1\n-1\n", "1.ans": "1 11 <tour>\n", "2.in": "no answer file"} {
		if err := os.WriteFile(filepath.Join(samples, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var b bytes.Buffer
	tex := filepath.Join("..", "package", "problem_statement", "problem.en.tex")
	if err := render(&b, tex, samples); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{"<title>Knight&#39;s Tour</title>", "<h2>Input</h2>", "<h2>Output</h2>", "<h2>Sample Input 1</h2>\n<pre>1\n-1\n</pre>", "<pre>1 11 &lt;tour&gt;\n</pre>"} {
		if !strings.Contains(page, want) {
			t.Errorf("page does not contain %q", want)
		}
	}
	if strings.Contains(page, "Sample Input 2") {
		t.Error("a sample without an answer file was rendered")
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "problem.html", b.Bytes())
}

// FuzzConvertTeX: convertTeX never panics, and what it accepts comes out as valid UTF-8
// with no raw '<' of the input left unescaped outside the tags it writes.
func FuzzConvertTeX(f *testing.F) {
	if tex, err := os.ReadFile(filepath.Join("..", "package", "problem_statement", "problem.en.tex")); err == nil {
		f.Add(string(tex))
	}
	for _, s := range []string{"", "$a$", "\\emph{x}", "{", "}", "\\", "a--b", "%\n\n", "$\\bmod$", "\\section*{x}\n\ny"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tex string) {
		out, err := convertTeX(tex)
		if err != nil {
			return
		}
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 out of %q", tex)
		}
		if !strings.Contains(tex, "<") && strings.Contains(strings.NewReplacer(
			"<p>", "", "</p>", "", "<h1>", "", "</h1>", "", "<h2>", "", "</h2>", "", "<em>", "", "</em>", "",
			"<code>", "", "</code>", "", "<strong>", "", "</strong>", "", `<span class="math">`, "", "</span>", "", "<br>", "",
		).Replace(out), "<") {
			t.Fatalf("stray < in %q from %q", out, tex)
		}
	})
}
