package render

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// The words under a drawing of no tour, in pixels: the text is textPx high and the
// band at least minTextPx wide, so that it reads at any board size.
const (
	textPx    = 16
	minTextPx = 480
)

// NoTourSVG writes a standalone SVG document that says that no tour of the kind asked
// for (closed or open) starts on square start of the rows×cols board, and why: the
// board as SVG draws it, the start crossed out in red, and beneath the board "No open
// tour from NAME on this board:" and reason, theory's words, wrapped to the width of
// the drawing. name is the start as the user names it ("square 2", "b7"). The title
// says "No knight's tour, 7x7 board, open, from square 2".
//
// The board spans (0,0) to (cols*40, rows*40) of the viewBox, as in SVG's drawings;
// the viewBox is wider than the board where the words need it, the board centred, and
// taller by the band of words. The size in pixels is SVG's, with the text textPx high.
//
// NoTourSVG returns an error wrapping ErrBadBoard (nothing is written) if a side is
// less than 1 or start is off the board, one wrapping ErrTooLarge if a side exceeds
// MaxSVGSide, and the writer's first error, wrapped, otherwise. It costs O(rows*cols)
// time and output, and O(len(reason)) memory beyond the writer's buffer.
func NoTourSVG(w io.Writer, rows, cols, start int, name string, closed bool, reason string) error {
	switch {
	case rows > MaxSVGSide || cols > MaxSVGSide:
		return fmt.Errorf("%w to draw: %dx%d, the limit is %d rows and %d columns",
			ErrTooLarge, rows, cols, MaxSVGSide, MaxSVGSide)
	case rows < 1 || cols < 1:
		return fmt.Errorf("%w: %dx%d", ErrBadBoard, rows, cols)
	case start < 1 || start > rows*cols:
		return fmt.Errorf("%w: start square %d is off the %dx%d board", ErrBadBoard, start, rows, cols)
	}
	px := min(max(targetPx/max(rows, cols), minPx), maxPx)
	font := textPx * sq / px // units: textPx pixels
	width := max(cols*sq, minTextPx*sq/px)
	width += (width - cols*sq) % 2 // the board's margins are whole units
	pad := (width - cols*sq) / 2
	kind := "open"
	if closed {
		kind = "closed"
	}
	lines := wrap("No "+kind+" tour from "+name+" on this board: "+reason+".", width*10/(6*font)-2)
	lead := font * 7 / 5
	height := rows*sq + font + len(lines)*lead

	cw := newChunkWriter(w, 1024+20*rows*cols)
	cw.str(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	cw.str(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="%d 0 %d %d">`+"\n",
		width*px/sq, height*px/sq, -pad, width, height))
	cw.str(fmt.Sprintf("<title>No knight's tour, %dx%d board, %s, from %s</title>\n", rows, cols, kind, escape(name)))
	cw.str(fmt.Sprintf(`<rect x="%d" width="%d" height="%d" fill="#ffffff"/>`+"\n", -pad, width, height))
	writeBoard(cw, rows, cols)
	writeCross(cw, cols, start, max(markRadius, markPx*sq/px))
	cw.str(fmt.Sprintf(`<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="%d" fill="#111111">`+"\n", font))
	for i, l := range lines {
		cw.str(fmt.Sprintf(`<text x="%d" y="%d">%s</text>`+"\n", font/2-pad, rows*sq+(i+1)*lead, escape(l)))
	}
	cw.str("</g>\n</svg>\n")
	if err := cw.flush(); err != nil {
		return fmt.Errorf("render: writing svg: %w", err)
	}
	return nil
}

// writeCross crosses out square k (1-based) in red: two strokes r units from its
// centre each way, on a white ring's width.
func writeCross(cw *chunkWriter, cols, k, r int) {
	x, y := (k-1)%cols*sq+sq/2, (k-1)/cols*sq+sq/2
	for _, c := range []struct{ color, width int }{{0xffffff, 3 * markStroke(r)}, {0xdc2626, markStroke(r) * 3 / 2}} {
		cw.str(fmt.Sprintf(`<path fill="none" stroke="#%06x" stroke-width="%d" stroke-linecap="round" d="M%d %dL%d %dM%d %dL%d %d"/>`+"\n",
			c.color, c.width, x-r, y-r, x+r, y+r, x-r, y+r, x+r, y-r))
	}
}

// wrap breaks s into lines of at most n characters (at least 10) at spaces; a word
// longer than a line has a line of its own.
func wrap(s string, n int) []string {
	n = max(n, 10)
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= n:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return append(lines, line)
}

// escape returns s as XML character data.
func escape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s)) // a strings.Builder never fails
	return b.String()
}
