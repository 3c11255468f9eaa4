package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/theory"
	"github.com/knightstour/knightstour/internal/tour/tourprog"
	"github.com/knightstour/knightstour/judge"
)

// This file holds what the tests of several files share: the judge's check of every
// answer, and readers of drawings and of chess names.

// queriesOf returns the start squares that stdin asks for before -1, the end, or the
// first token that is not a square of a board with n squares.
func queriesOf(stdin string, n int) []int {
	var qs []int
	for _, tok := range strings.Fields(stdin) {
		v, err := strconv.Atoi(tok)
		if err != nil || v < 1 || v > n {
			break
		}
		qs = append(qs, v)
	}
	return qs
}

// checkAnswers checks that out holds one answer line for each query of stdin: "no
// tour" exactly where theory says none exists, and otherwise a tour the judge accepts.
func checkAnswers(t *testing.T, rows, cols int, closed bool, stdin, out string) {
	t.Helper()
	qs := queriesOf(stdin, rows*cols)
	lines := strings.SplitAfter(out, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) != len(qs) {
		t.Fatalf("%d answers for %d queries", len(lines), len(qs))
	}
	for i, line := range lines {
		if !strings.HasSuffix(line, "\n") {
			t.Fatalf("answer %d (start %d) has no newline", i+1, qs[i])
		}
		checkAnswer(t, rows, cols, closed, qs[i], line, judge.CheckLine)
	}
}

// checkAnswer checks one answer, a tour in the form that check reads, or "no tour".
func checkAnswer(t *testing.T, rows, cols int, closed bool, start int, answer string, check func(rows, cols, start int, closed bool, answer string) error) {
	t.Helper()
	none := theory.Check(rows, cols, (start-1)/cols, (start-1)%cols, closed)
	switch {
	case answer == "no tour\n" && none == nil:
		t.Errorf("%dx%d start %d closed=%v: no tour, but theory has one", rows, cols, start, closed)
	case answer == "no tour\n":
	case none != nil:
		t.Errorf("%dx%d start %d closed=%v: a tour where theory says %v", rows, cols, start, closed, none)
	default:
		if err := check(rows, cols, start, closed, answer); err != nil {
			t.Errorf("%dx%d start %d closed=%v: %v", rows, cols, start, closed, err)
		}
	}
}

// checkOutput checks the whole output of a run of cmd on stdin: tours in the format
// asked for. Counts are checked where the count program is: internal/count/countprog's
// TestCases checks the golden counts of cases/ against its own.
func checkOutput(t *testing.T, cmd *command, stdin, out string) {
	t.Helper()
	if cmd.count != nil {
		return
	}
	cfg := cmd.tour
	if cfg.Notation == tourprog.Algebraic { // the judge reads chess names with its own reader
		stdin, out = algebraicToNumbers(t, stdin, cfg.Rows, cfg.Cols), algebraicToNumbers(t, out, cfg.Rows, cfg.Cols)
	}
	switch cfg.Format {
	case tourprog.Line:
		checkAnswers(t, cfg.Rows, cfg.Cols, cfg.Closed, stdin, out)
	case tourprog.Grid:
		qs := queriesOf(stdin, cfg.Rows*cfg.Cols)
		boards := strings.Split(out, "\n\n")
		if len(boards) != len(qs) {
			t.Fatalf("%d boards for %d queries", len(boards), len(qs))
		}
		for i, board := range boards {
			if i < len(boards)-1 {
				board += "\n"
			}
			checkAnswer(t, cfg.Rows, cfg.Cols, cfg.Closed, qs[i], board, judge.CheckGrid)
		}
	case tourprog.SVG:
		qs := queriesOf(stdin, cfg.Rows*cfg.Cols)
		if len(qs) != 1 {
			t.Fatalf("%d queries for one drawing", len(qs))
		}
		if none := theory.Check(cfg.Rows, cfg.Cols, (qs[0]-1)/cfg.Cols, (qs[0]-1)%cfg.Cols, cfg.Closed); none != nil {
			checkNoTourSVG(t, []byte(out), none)
			return
		}
		tour, err := svgTour([]byte(out), cfg.Rows, cfg.Cols)
		if err != nil {
			t.Fatal(err)
		}
		if err := judge.CheckTour(cfg.Rows, cfg.Cols, qs[0], cfg.Closed, tour); err != nil {
			t.Errorf("the drawing's path: %v", err)
		}
	default:
		t.Fatalf("no check for format %v", cfg.Format)
	}
}

// svgTour reads a drawing back: it parses the document as XML and returns the squares
// (1-based) that its polyline visits, in order. Square centres are at (40c+20, 40r+20).
func svgTour(doc []byte, rows, cols int) ([]int, error) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	var points []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("not XML: %w", err)
		}
		if e, ok := tok.(xml.StartElement); ok && e.Name.Local == "polyline" {
			for _, a := range e.Attr {
				if a.Name.Local == "points" {
					points = append(points, a.Value)
				}
			}
		}
	}
	if len(points) != 1 {
		return nil, fmt.Errorf("%d polylines, want 1", len(points))
	}
	var tour []int
	for _, p := range strings.Fields(points[0]) {
		x, y, ok := strings.Cut(p, ",")
		xv, errx := strconv.Atoi(x)
		yv, erry := strconv.Atoi(y)
		if !ok || errx != nil || erry != nil || xv%40 != 20 || yv%40 != 20 {
			return nil, fmt.Errorf("point %q is not a square centre", p)
		}
		r, c := yv/40, xv/40
		if r < 0 || r >= rows || c < 0 || c >= cols {
			return nil, fmt.Errorf("point %q is off the board", p)
		}
		tour = append(tour, r*cols+c+1)
	}
	return tour, nil
}

// checkNoTourSVG checks a drawing of a start with no tour: an XML document without a
// path, whose words say theory's reason, none.
func checkNoTourSVG(t *testing.T, doc []byte, none error) {
	t.Helper()
	var svg struct {
		Polylines []struct{} `xml:"polyline"`
		Texts     []string   `xml:"g>text"`
	}
	if err := xml.Unmarshal(doc, &svg); err != nil {
		t.Fatalf("the drawing of no tour is not XML: %v", err)
	}
	var nt *theory.NoTourError
	if !errors.As(none, &nt) {
		t.Fatalf("theory's %v is not a NoTourError", none)
	}
	if words := strings.Join(svg.Texts, " "); len(svg.Polylines) > 0 || !strings.Contains(words, strings.Join(strings.Fields(nt.Reason), " ")) {
		t.Errorf("the drawing of no tour has %d paths and says %q, not %q", len(svg.Polylines), words, nt.Reason)
	}
}

// algebraicToNumbers translates chess names into square numbers with the judge's
// reader, which is independent of the program's.
func algebraicToNumbers(t *testing.T, s string, rows, cols int) string {
	t.Helper()
	r, err := judge.Algebraic(strings.NewReader(s), rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// slowOn reports whether the long cases run: with KNIGHTSTOUR_SLOW=1, not with -short.
// go test ./... leaves them to CI's KNIGHTSTOUR_SLOW=1 step.
func slowOn() bool { return !testing.Short() && os.Getenv("KNIGHTSTOUR_SLOW") == "1" }
