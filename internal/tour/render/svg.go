package render

import (
	"fmt"
	"io"
	"strconv"
)

// MaxSVGSide is the largest number of rows or columns SVG draws: boards up to
// 200×200 (40,000 squares, a document of about 0.8 MB drawn 4 px a square). Past that a
// drawing is too dense to read and too big to be useful, and SVG returns an error
// wrapping ErrTooLarge.
const MaxSVGSide = 200

// MaxNumberedSide is the largest number of rows or columns for which SVG writes the move
// number in each square; larger boards are drawn without numbers.
const MaxNumberedSide = 16

// Drawing geometry, in SVG user units: every square is sq units wide, so square centres
// and all other coordinates are integers.
const (
	sq         = 40  // side of a square
	pathWidth  = 3   // stroke width of the knight's path
	markRadius = 11  // radius of the start and end markers on small boards...
	markPx     = 8   // ...and at least this many pixels on large ones
	targetPx   = 960 // aim for this many pixels along the longer side of the picture
	minPx      = 4   // but at least this many pixels per square...
	maxPx      = 64  // ...and at most this many
	lightColor = "#f0d9b5"
	darkColor  = "#b58863"
	frameColor = "#7a5537"
	pathColor  = "#1d4ed8"
	startColor = "#16a34a"
	endColor   = "#dc2626"
)

// SVG writes a standalone SVG document drawing the tour on a rows×cols board: a
// checkered board (light squares where row+column is even, so the top-left corner is
// light, as a8 is on a chessboard seen from White); the knight's path as one
// <polyline> through the centres of the squares in tour order; a green disc on the
// start square and a red disc on the last square; the closing move as a dashed <line>
// from the last square back to the start when closed is true; and, when both sides are
// at most MaxNumberedSide, the move number in every square.
//
// The document has a <title> and a viewBox in which squares are 40 units wide and the
// board spans (0,0) to (cols*40, rows*40), so square centres are at (40*col+20,
// 40*row+20). On boards 57 or more squares wide the viewBox adds a margin of a square
// or two so that the markers, at least 8 px in radius, are not clipped. The width and
// height in pixels (4 to 64 per square) put the longer side near 960 px.
//
// SVG returns an error wrapping ErrBadBoard or ErrBadTour (nothing is written) if a
// side is less than 1 or tour is not a permutation of 1..rows*cols, an error wrapping
// ErrTooLarge if a side exceeds MaxSVGSide, and the writer's first error, wrapped,
// otherwise. It does not check that the moves are knight's moves, nor that a closed
// tour's last square is a knight's move from its first. It costs O(rows*cols) time, 4
// bytes per square of memory, and about 20 bytes of output per square (60 with
// numbers).
func SVG(w io.Writer, rows, cols int, tour []int, closed bool) error {
	if rows > MaxSVGSide || cols > MaxSVGSide {
		return fmt.Errorf("%w to draw: %dx%d, the limit is %d rows and %d columns",
			ErrTooLarge, rows, cols, MaxSVGSide, MaxSVGSide)
	}
	moveAt, err := movesBySquare(rows, cols, tour)
	if err != nil {
		return err
	}
	side := max(rows, cols)
	px := min(max(targetPx/side, minPx), maxPx)
	mark := max(markRadius, markPx*sq/px)
	// A margin of whole squares around the board when the markers reach past their
	// squares (large boards only), so markers on edge squares are not clipped.
	pad := 0
	if over := mark + markStroke(mark)/2 - sq/2; over > 0 {
		pad = (over + sq - 1) / sq
	}
	cw := newChunkWriter(w, 1024+60*rows*cols)

	kind := "open"
	if closed {
		kind = "closed"
	}
	cw.str(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	cw.str(`<svg xmlns="http://www.w3.org/2000/svg" width="`)
	cw.num((cols + 2*pad) * px)
	cw.str(`" height="`)
	cw.num((rows + 2*pad) * px)
	cw.str(`" viewBox="`)
	cw.num(-pad * sq)
	cw.str(" ")
	cw.num(-pad * sq)
	cw.str(" ")
	cw.num((cols + 2*pad) * sq)
	cw.str(" ")
	cw.num((rows + 2*pad) * sq)
	cw.str(`">` + "\n<title>Knight's tour, ")
	cw.num(rows)
	cw.str("x")
	cw.num(cols)
	cw.str(" board, " + kind + ", from square ")
	cw.num(tour[0])
	cw.str("</title>\n")

	writeBoard(cw, rows, cols)
	writePath(cw, cols, tour, closed)
	writeMarkers(cw, cols, mark, tour)
	if side <= MaxNumberedSide {
		writeNumbers(cw, rows, cols, moveAt)
	}
	cw.str("</svg>\n")
	if err := cw.flush(); err != nil {
		return fmt.Errorf("render: writing svg: %w", err)
	}
	return nil
}

// centre appends the centre of square k (1-based) as "x,y".
func centre(cw *chunkWriter, cols, k int) {
	cw.num((k-1)%cols*sq + sq/2)
	cw.str(",")
	cw.num((k-1)/cols*sq + sq/2)
}

// writeBoard draws the light background, all dark squares as one path, and a frame.
func writeBoard(cw *chunkWriter, rows, cols int) {
	cw.str(`<rect width="`)
	cw.num(cols * sq)
	cw.str(`" height="`)
	cw.num(rows * sq)
	cw.str(`" fill="` + lightColor + `"/>` + "\n")
	square := "h" + strconv.Itoa(sq) + "v" + strconv.Itoa(sq) + "h-" + strconv.Itoa(sq) + "z"
	cw.str(`<path fill="` + darkColor + `" shape-rendering="crispEdges" d="`)
	for r := 0; r < rows; r++ {
		if r > 0 {
			cw.str("\n")
		}
		for c := 1 - r%2; c < cols; c += 2 {
			cw.str("M")
			cw.num(c * sq)
			cw.str(" ")
			cw.num(r * sq)
			cw.str(square)
		}
		cw.maybeFlush()
	}
	cw.str(`"/>` + "\n")
	// A frame just inside the board's edge, so the light corners do not fade into a white
	// page.
	cw.str(`<rect x="1" y="1" width="`)
	cw.num(cols*sq - 2)
	cw.str(`" height="`)
	cw.num(rows*sq - 2)
	cw.str(`" fill="none" stroke="` + frameColor + `" stroke-width="2"/>` + "\n")
}

// writePath draws the tour as one polyline, one board row's worth of points a line,
// and the closing move as a dashed line.
func writePath(cw *chunkWriter, cols int, tour []int, closed bool) {
	cw.str(`<polyline fill="none" stroke="` + pathColor + `" stroke-width="`)
	cw.num(pathWidth)
	cw.str(`" stroke-opacity="0.8" stroke-linejoin="round" stroke-linecap="round" points="`)
	for i, k := range tour {
		if i > 0 {
			if i%cols == 0 {
				cw.str("\n")
			} else {
				cw.str(" ")
			}
		}
		centre(cw, cols, k)
		cw.maybeFlush()
	}
	cw.str(`"/>` + "\n")
	if closed && len(tour) > 1 {
		last, first := tour[len(tour)-1], tour[0]
		cw.str(`<line x1="`)
		cw.num((last-1)%cols*sq + sq/2)
		cw.str(`" y1="`)
		cw.num((last-1)/cols*sq + sq/2)
		cw.str(`" x2="`)
		cw.num((first-1)%cols*sq + sq/2)
		cw.str(`" y2="`)
		cw.num((first-1)/cols*sq + sq/2)
		cw.str(`" stroke="` + pathColor + `" stroke-width="`)
		cw.num(pathWidth)
		cw.str(`" stroke-opacity="0.8" stroke-dasharray="8 6" stroke-linecap="round"/>` + "\n")
	}
}

// markStroke is the width of the white ring around a marker of radius r.
func markStroke(r int) int { return max(2, r/5) }

// writeMarkers draws the start and end discs of radius r.
func writeMarkers(cw *chunkWriter, cols, r int, tour []int) {
	marks := [2]struct {
		square int
		color  string
	}{{tour[0], startColor}, {tour[len(tour)-1], endColor}}
	for _, m := range marks {
		k := m.square
		cw.str(`<circle cx="`)
		cw.num((k-1)%cols*sq + sq/2)
		cw.str(`" cy="`)
		cw.num((k-1)/cols*sq + sq/2)
		cw.str(`" r="`)
		cw.num(r)
		cw.str(`" fill="` + m.color + `" stroke="#ffffff" stroke-width="`)
		cw.num(markStroke(r))
		cw.str(`"/>` + "\n")
	}
}

// writeNumbers writes the move number centred in each square, dark with a light halo
// so it stays legible over the path and the markers.
func writeNumbers(cw *chunkWriter, rows, cols int, moveAt []int32) {
	font, lift := 13, 5 // lift: baseline below the centre, about 0.35 em
	if digits(rows*cols) > 2 {
		font, lift = 11, 4
	}
	cw.str(`<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="`)
	cw.num(font)
	cw.str(`" text-anchor="middle" fill="#111111" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">` + "\n")
	for k, m := range moveAt {
		cw.str(`<text x="`)
		cw.num(k%cols*sq + sq/2)
		cw.str(`" y="`)
		cw.num(k/cols*sq + sq/2 + lift)
		cw.str(`">`)
		cw.num(int(m))
		cw.str("</text>\n")
		cw.maybeFlush()
	}
	cw.str("</g>\n")
}
