package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// verifyProblem checks the problem packages with Kattis problemtools, as a problem setter
// would: for each output validator (C++, the default, and Go) and for the package of 6×6
// closed, it builds the package, unzips it into a folder named after the problem's short
// name and runs verifyproblem on it (config, data, submissions, validators; and for the
// C++ one the statement when TeX is installed, and the PDF that problem2pdf renders, in
// which nothing may be drawn in the right margin). Every run must report "0 errors, 0
// warnings". The tools: $VERIFYPROBLEM and $PROBLEM2PDF, else verifyproblem and
// problem2pdf on PATH (pip install git+https://github.com/kattis/problemtools), else the
// pinned copies in ../shared/tools, set up by its setup.sh (which returns at once when they
// are ready).
func verifyProblem(c *check) error {
	vp, err := c.tool("VERIFYPROBLEM", "verifyproblem", "verifyproblem")
	if err != nil || vp == "" {
		if err == nil {
			c.printf("skipped: no verifyproblem (Kattis problemtools: $VERIFYPROBLEM, PATH or ../shared/tools)")
		}
		return err
	}
	pdf, err := c.tool("PROBLEM2PDF", "problem2pdf", "problem2pdf")
	if err != nil {
		return err
	}
	if strings.Contains(vp, filepath.Join("shared", "tools")) {
		if _, err := c.cmd("", "bash", filepath.Join(filepath.Dir(vp), "setup.sh")); err != nil {
			return err
		}
	}
	parts := "config data submissions validators"
	tex := pdf != "" && onPath("lualatex") && exec.Command("kpsewhich", "listings.sty").Run() == nil
	if !tex {
		c.printf("no TeX (setup.sh --statements): the statement is not checked")
	}
	cppParts := parts
	if tex {
		cppParts += " statement"
	}
	for _, v := range []struct {
		dir, parts string
		flags      []string
	}{
		{"cpp", cppParts, []string{"-validator", "cpp"}},
		{"go", parts, []string{"-validator", "go"}},
		{"6x6-closed", parts, []string{"-rows", "6", "-cols", "6", "-closed"}},
	} {
		if err := c.verify(vp, v.dir, v.parts, v.flags); err != nil {
			return err
		}
	}
	if !tex {
		return nil
	}
	return c.pdfMargin(pdf)
}

// verify builds a package and runs verifyproblem on it with the parts given.
func (c *check) verify(vp, dir, parts string, flags []string) error {
	d, err := c.pack(dir, "", flags...)
	if err != nil {
		return err
	}
	d, name := filepath.Split(d)
	t0 := time.Now()
	cmd := exec.Command(vp, append([]string{name, "-p"}, strings.Fields(parts)...)...)
	cmd.Dir = d
	log, _ := cmd.CombinedOutput() // its summary says how it went
	took := time.Since(t0)
	summary := "no summary"
	if m := regexp.MustCompile(`(?m)^.*` + regexp.QuoteMeta(name) + ` tested:.*$`).Find(log); m != nil {
		summary = string(m)
	}
	c.printf("%s (%s): %s (%.1f s)", dir, parts, summary, took.Seconds())
	if summary != name+" tested: 0 errors, 0 warnings" {
		problems := regexp.MustCompile(`(?m)^.*(ERROR|WARNING).*$`).FindAll(log, -1)
		if problems == nil {
			problems = [][]byte{log}
		}
		c.failf("verifyproblem on the %s package:\n%s", dir, bytes.Join(problems, []byte("\n")))
	}
	return nil
}

// pdfMargin renders the C++ package's statement with problem2pdf and then, with
// Ghostscript, at 50 dpi: nothing may be drawn in the right margin of 1 inch
// (problemtools' layout), as long sample lines were before they wrapped.
func (c *check) pdfMargin(problem2pdf string) error {
	dir := c.path("cpp")
	if _, err := c.cmd(dir, problem2pdf, "knightstour"); err != nil {
		return err
	}
	pgm := c.path("pages.pgm")
	if _, err := c.cmd(dir, "gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=pgmraw", "-r50", "-sOutputFile="+pgm, "knightstour.pdf"); err != nil {
		return err
	}
	data, err := os.ReadFile(pgm)
	if err != nil {
		return err
	}
	past, err := rightMargin(data, 50)
	switch {
	case err != nil:
		return err
	case past >= 0:
		c.failf("problem2pdf: something is drawn in the right margin, %.2f in past the text", past)
	default:
		c.printf("problem2pdf: knightstour.pdf, nothing runs off the page")
	}
	return nil
}

// rightMargin reads binary PGM pages, one after another, rendered at dpi, and returns how
// far past the text (in inches) the rightmost dark pixel in the last inch of a page is,
// or -1 when there is none.
func rightMargin(data []byte, dpi int) (float64, error) {
	right := -1
	for len(data) > 0 {
		var f [4]int
		var err error
		if data, err = pgmHeader(data, f[:]); err != nil {
			return 0, err
		}
		w, h := f[1], f[2]
		if w < dpi || len(data) < w*h {
			return 0, fmt.Errorf("a PGM page of %dx%d with %d bytes left", w, h, len(data))
		}
		for y := 0; y < h; y++ {
			for x := w - dpi; x < w; x++ {
				if data[y*w+x] < 128 {
					right = max(right, x-(w-dpi))
				}
			}
		}
		data = data[w*h:]
	}
	if right < 0 {
		return -1, nil
	}
	return float64(right) / float64(dpi), nil
}

// pgmHeader reads the header of a binary PGM page (P5, width, height, maximum; comments
// skipped) into f, the magic number as 5, and returns the bytes after it.
func pgmHeader(data []byte, f []int) ([]byte, error) {
	for i := range f {
		for {
			data = bytes.TrimLeft(data, " \t\r\n")
			if len(data) == 0 || data[0] != '#' {
				break
			}
			if nl := bytes.IndexByte(data, '\n'); nl >= 0 {
				data = data[nl:]
			} else {
				data = nil
			}
		}
		end := bytes.IndexAny(data, " \t\r\n")
		if end < 0 {
			return nil, fmt.Errorf("a PGM header ends early")
		}
		tok := string(data[:end])
		if i == 0 {
			tok = strings.TrimPrefix(tok, "P")
		}
		n, err := strconv.Atoi(tok)
		if err != nil || (i == 0 && n != 5) {
			return nil, fmt.Errorf("a PGM header with %q: not a binary PGM page", data[:end])
		}
		f[i], data = n, data[end:]
	}
	return data[1:], nil // one whitespace byte after the maximum
}

// onPath reports whether a program is on PATH.
func onPath(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}
