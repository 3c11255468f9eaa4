package problem

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/knightstour/knightstour/judge/problem/statement"
)

// errNoPDF is why a package has no PDF statement: neither TeX nor Chromium.
var errNoPDF = errors.New("neither pdflatex (TeX) nor Chromium ($CHROME): the package has no PDF statement")

// writePDF writes the statement as a PDF to out (Polygon and CMS take one; Kattis renders
// its own) and reports whether it could: rendered by pdflatex where TeX is installed,
// else the HTML statement (DOMjudge's) printed by a headless Chromium; with neither it
// adds a note and writes nothing. The PDF is made once for all the packages.
func (b *builder) writePDF(p statement.Problem, out string) (bool, error) {
	if !b.tried {
		b.tried = true
		b.pdf, b.pdfErr = b.makePDF(p)
	}
	if errors.Is(b.pdfErr, errNoPDF) {
		b.notes = append(b.notes, errNoPDF.Error())
		return false, nil
	}
	if b.pdfErr != nil {
		return false, b.pdfErr
	}
	return true, writeFile(out, b.pdf, 0o644)
}

// makePDF returns the statement of p as a PDF, or errNoPDF.
func (b *builder) makePDF(p statement.Problem) ([]byte, error) {
	samples, err := statement.ReadSamples(filepath.Join(b.data, "sample"))
	if err != nil {
		return nil, err
	}
	if pdflatex, err := exec.LookPath("pdflatex"); err == nil {
		dir := filepath.Join(b.tmp, "tex")
		if err := writeStatement(p, statement.Standalone, samples, dir); err != nil {
			return nil, err
		}
		cmd := exec.CommandContext(b.ctx, pdflatex, "-interaction=nonstopmode", "-halt-on-error", "statement.tex")
		cmd.Dir = dir
		// SOURCE_DATE_EPOCH: the same PDF, byte for byte, on every run.
		cmd.Env = append(os.Environ(), "SOURCE_DATE_EPOCH=946684800", "FORCE_SOURCE_DATE=1")
		if err := cmd.Run(); err != nil {
			log, _ := os.ReadFile(filepath.Join(dir, "statement.log"))
			return nil, fmt.Errorf("pdflatex failed on the statement: %w\n%s", err, log)
		}
		return os.ReadFile(filepath.Join(dir, "statement.pdf"))
	}
	browser, err := findBrowser()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(b.tmp, "html")
	if err := writeStatement(p, statement.Kattis, samples, dir); err != nil {
		return nil, err
	}
	pdf := filepath.Join(dir, "statement.pdf")
	cmd := exec.CommandContext(b.ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-pdf-header-footer",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--print-to-pdf="+pdf, "file://"+filepath.Join(dir, "problem.html"))
	log, _ := cmd.CombinedOutput()
	data, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		return nil, fmt.Errorf("%s did not print the statement to PDF:\n%s", browser, log)
	}
	return data, nil
}

// findBrowser returns the path of a Chromium-based browser: $CHROME, else chromium,
// chromium-browser, google-chrome or google-chrome-stable on PATH (as the page's tests
// and scripts/lib.sh find it), or errNoPDF.
func findBrowser() (string, error) {
	if c := os.Getenv("CHROME"); c != "" {
		p, err := exec.LookPath(c)
		if err != nil {
			return "", fmt.Errorf("CHROME=%s is not a program", c)
		}
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errNoPDF
}
