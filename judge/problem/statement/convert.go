package statement

import (
	"fmt"
	"html"
	"strings"
	"unicode/utf8"
)

// mathSymbols are the commands allowed inside $...$ and the text they stand for. Their
// spaces collapse with those around them.
var mathSymbols = map[string]string{
	"le":     " ≤ ", // relations and binary operators: spaced, as LaTeX spaces them
	"ge":     " ≥ ",
	"pm":     " ± ",
	"times":  " × ",
	"lfloor": "⌊",
	"rfloor": "⌋",
	"bmod":   " mod ",
	",":      "\u2009", // thin space
	"ldots":  "…",
	"cdots":  "⋯",
	"vdots":  "⋮",
	"ddots":  "⋱",
}

// textSymbols are the commands without arguments allowed in text.
var textSymbols = map[string]string{
	"%":     "%",
	"&":     "&amp;",
	"_":     "_",
	"#":     "#",
	"{":     "{",
	"}":     "}",
	"ldots": "…",
	"\\":    "<br>",
}

// wrappers are the commands with one argument and the HTML elements they become.
var wrappers = map[string][2]string{
	"emph":        {"<em>", "</em>"},
	"textbf":      {"<strong>", "</strong>"},
	"texttt":      {"<code>", "</code>"},
	"problemname": {"<h1>", "</h1>"},
	"section*":    {"<h2>", "</h2>"},
}

// layoutOnly are the commands with one argument that set up LaTeX's rendering (the
// PDF of problemtools) and mean nothing in HTML: they and their argument are dropped.
var layoutOnly = map[string]bool{
	"lstset": true, // how listings, the samples, are set
}

// converter turns a problem statement in a small subset of LaTeX into HTML: the
// commands of mathSymbols (in math), textSymbols and wrappers, $...$ math, {groups},
// % comments, ~, -- and ---, the environments center and tabular (cells split by & and
// \\, \hline ignored); paragraphs are separated by blank lines. Anything else
// that starts with a backslash is an error, so the statement stays within what both
// LaTeX and this converter render.
type converter struct {
	src  string
	i    int
	line int
	out  strings.Builder
}

// convertTeX returns the HTML body for a statement: one <p> per paragraph, or the
// heading a paragraph holds. It costs time linear in len(tex).
func convertTeX(tex string) (string, error) {
	if !utf8.ValidString(tex) {
		return "", fmt.Errorf("statement is not valid UTF-8")
	}
	c := &converter{src: tex, line: 1}
	var body strings.Builder
	for c.i < len(c.src) {
		if c.skipBlank() {
			continue
		}
		c.out.Reset()
		if err := c.inline(false, false, true); err != nil {
			return "", err
		}
		para := strings.TrimSpace(c.out.String())
		switch {
		case para == "":
		case strings.HasPrefix(para, "<h") && (strings.HasSuffix(para, "</h1>") || strings.HasSuffix(para, "</h2>")),
			strings.HasPrefix(para, "<div") && strings.HasSuffix(para, "</div>"):
			body.WriteString(para + "\n")
		default:
			body.WriteString("<p>" + para + "</p>\n")
		}
	}
	return body.String(), nil
}

// skipBlank skips one blank line (white space up to a newline) and reports whether it
// did.
func (c *converter) skipBlank() bool {
	j := c.i
	for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t' || c.src[j] == '\r') {
		j++
	}
	if j == len(c.src) {
		c.i = j
		return true
	}
	if c.src[j] == '\n' {
		c.i = j + 1
		c.line++
		return true
	}
	return false
}

// errorf returns an error that names the current line.
func (c *converter) errorf(format string, args ...any) error {
	return fmt.Errorf("line %d: %s", c.line, fmt.Sprintf(format, args...))
}

// inline converts text up to the end of a group ('}' when group), the end of math ('$'
// when math), or the end of a paragraph (a blank line, when para).
func (c *converter) inline(group, math, para bool) error {
	for c.i < len(c.src) {
		ch := c.src[c.i]
		switch ch {
		case '\\':
			if err := c.command(math); err != nil {
				return err
			}
			continue
		case '{':
			c.i++
			if err := c.inline(true, math, false); err != nil {
				return err
			}
			continue
		case '}':
			if !group {
				return c.errorf("unbalanced }")
			}
			c.i++
			return nil
		case '$':
			c.i++
			if math {
				if group {
					return c.errorf("$ inside a {group} in math")
				}
				return nil
			}
			c.out.WriteString(`<span class="math">`)
			if err := c.inline(false, true, false); err != nil {
				return err
			}
			c.out.WriteString("</span>")
			continue
		case '%':
			for c.i < len(c.src) && c.src[c.i] != '\n' {
				c.i++
			}
			continue
		case '\n':
			c.line++
			c.i++
			if para && !group && !math {
				if c.skipBlank() {
					return nil
				}
			}
			c.out.WriteByte('\n')
			continue
		default:
			c.char(ch, math)
		}
		c.i++
	}
	if group || math {
		return c.errorf("unterminated %s", what(group))
	}
	return nil
}

// char writes the character ch at c.i, one that stands for itself or for an entity
// (in math or not), and moves c.i past the rest of a dash (-- or ---) it begins; the
// caller moves past ch.
func (c *converter) char(ch byte, math bool) {
	switch ch {
	case '~':
		c.out.WriteString("&nbsp;")
	case '-':
		switch {
		case math:
			c.out.WriteString("−")
		case strings.HasPrefix(c.src[c.i:], "---"):
			c.out.WriteString("—")
			c.i += 2
		case strings.HasPrefix(c.src[c.i:], "--"):
			c.out.WriteString("–")
			c.i++
		default:
			c.out.WriteByte('-')
		}
	case ' ', '\t':
		if math {
			c.mathSpace()
		} else {
			c.out.WriteByte(ch)
		}
	case '<', '>', '&', '"', '\'':
		c.out.WriteString(html.EscapeString(string(ch)))
	default:
		c.out.WriteByte(ch)
	}
}

// what names the construct that inline was converting.
func what(group bool) string {
	if group {
		return "{group}"
	}
	return "$math$"
}

// command converts the command at c.i (a backslash).
func (c *converter) command(math bool) error {
	c.i++
	j := c.i
	for j < len(c.src) && isLetter(c.src[j]) {
		j++
	}
	if j == c.i && j < len(c.src) {
		j++ // a one-character command such as \% or \,
	}
	name := c.src[c.i:j]
	if name == "" {
		return c.errorf("\\ at the end of the statement")
	}
	if name == "section" && j < len(c.src) && c.src[j] == '*' {
		name, j = "section*", j+1
	}
	if isLetter(name[0]) { // spaces after a control word are not text
		for j < len(c.src) && (c.src[j] == ' ' || c.src[j] == '\t') {
			j++
		}
	}
	c.i = j
	if math {
		if s, ok := mathSymbols[name]; ok {
			for _, r := range s {
				if r == ' ' {
					c.mathSpace()
				} else {
					c.out.WriteRune(r)
				}
			}
			return nil
		}
		return c.errorf("unknown math command \\%s", name)
	}
	if s, ok := textSymbols[name]; ok {
		c.out.WriteString(s)
		return nil
	}
	if layoutOnly[name] {
		return c.skipArgument(name)
	}
	if name == "begin" || name == "end" {
		return c.environment(name)
	}
	w, ok := wrappers[name]
	if !ok {
		return c.errorf("unknown command \\%s", name)
	}
	if c.i >= len(c.src) || c.src[c.i] != '{' {
		return c.errorf("\\%s needs an argument in braces", name)
	}
	c.i++
	c.out.WriteString(w[0])
	if err := c.inline(true, false, false); err != nil {
		return err
	}
	c.out.WriteString(w[1])
	return nil
}

// skipArgument skips the argument in braces of command name, braces nested in it
// included.
func (c *converter) skipArgument(name string) error {
	if c.i >= len(c.src) || c.src[c.i] != '{' {
		return c.errorf("\\%s needs an argument in braces", name)
	}
	for depth := 0; c.i < len(c.src); c.i++ {
		switch c.src[c.i] {
		case '\\':
			c.i++ // an escaped character
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				c.i++
				return nil
			}
		case '\n':
			c.line++
		}
	}
	return c.errorf("\\%s: unbalanced braces", name)
}

// mathSpace writes a space in math unless the output already ends in one.
func (c *converter) mathSpace() {
	if s := c.out.String(); !strings.HasSuffix(s, " ") {
		c.out.WriteByte(' ')
	}
}

// isLetter reports whether b is an ASCII letter, the characters of command names.
func isLetter(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// environment converts \begin{ENV} or \end{ENV} (command is "begin" or "end") for the
// environments center and tabular; a tabular is converted whole, up to its \end.
func (c *converter) environment(command string) error {
	start := c.i
	if err := c.skipArgument(command); err != nil {
		return err
	}
	env := c.src[start+1 : c.i-1]
	switch {
	case env == "center" && command == "begin":
		c.out.WriteString(`<div class="center">`)
	case env == "center":
		c.out.WriteString("</div>")
	case env == "tabular" && command == "begin":
		if err := c.skipArgument("begin{tabular}"); err != nil {
			return err
		}
		end := strings.Index(c.src[c.i:], "\\end{tabular}")
		if end < 0 {
			return c.errorf("\\begin{tabular} without \\end{tabular}")
		}
		body := c.src[c.i : c.i+end]
		c.out.WriteString("<table>")
		for _, row := range strings.Split(body, "\\\\") {
			row = strings.TrimSpace(strings.ReplaceAll(row, "\\hline", ""))
			if row == "" {
				continue
			}
			c.out.WriteString("\n<tr>")
			for _, cell := range strings.Split(row, "&") {
				sub := &converter{src: strings.TrimSpace(cell), line: c.line}
				if err := sub.inline(false, false, false); err != nil {
					return err
				}
				c.out.WriteString("<td>" + sub.out.String() + "</td>")
			}
			c.out.WriteString("</tr>")
		}
		c.out.WriteString("\n</table>")
		c.line += strings.Count(body, "\n")
		c.i += end + len("\\end{tabular}")
	default:
		return c.errorf("unknown environment %s", env)
	}
	return nil
}
