package statement

import (
	"strings"
	"testing"
	"unicode/utf8"
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
		{name: "table", tex: "\\begin{center}\n\\begin{tabular}{|r|r|}\n\\hline\n1 & $\\cdots$ \\\\\n\\hline\n\\end{tabular}\n\\end{center}\n\nb",
			html: "<div class=\"center\">\n<table>\n<tr><td>1</td><td><span class=\"math\">⋯</span></td></tr>\n</table>\n</div>\n<p>b</p>\n"},
		{name: "table-unended", tex: "\\begin{tabular}{r}\n1", err: "without \\end{tabular}"},
		{name: "environment-unknown", tex: "\\begin{itemize}", err: "unknown environment itemize"},
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

// FuzzConvertTeX: convertTeX never panics, and what it accepts comes out as valid UTF-8
// with no raw '<' of the input left unescaped outside the tags it writes.
func FuzzConvertTeX(f *testing.F) {
	for _, p := range []Problem{{Rows: 8, Cols: 8, Seconds: 1, MemoryMiB: 1024}, {Rows: 12, Cols: 13, Closed: true, Seconds: 2, MemoryMiB: 256}} {
		if tex, err := p.kattisTeX(); err == nil {
			f.Add(tex)
		}
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
			`<div class="center">`, "", "</div>", "", "<table>", "", "</table>", "", "<tr>", "", "</tr>", "", "<td>", "", "</td>", "",
		).Replace(out), "<") {
			t.Fatalf("stray < in %q from %q", out, tex)
		}
	})
}
