package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

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
