package render_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/tour/render"
)

// noTourDoc is what the tests read back of a drawing of no tour.
type noTourDoc struct {
	XMLName  xml.Name   `xml:"http://www.w3.org/2000/svg svg"`
	Width    int        `xml:"width,attr"`
	Height   int        `xml:"height,attr"`
	ViewBox  string     `xml:"viewBox,attr"`
	Title    string     `xml:"title"`
	Polyline []struct{} `xml:"polyline"`
	Texts    []string   `xml:"g>text"`
}

// TestNoTourSVG draws no tour on boards from 1×1 to 200×200: a well-formed SVG
// document, with no path, whose title names the board and the start and whose words
// say the kind of tour, the start and the reason, escaped, in lines no wider than the
// drawing (about 0.6 of the font's size a character).
func TestNoTourSVG(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start int
		name              string
		closed            bool
		reason            string
	}{
		{7, 7, 2, "square 2", false, "on an odd×odd board a tour must start on a corner-coloured square"},
		{3, 3, 5, "b2", false, "the centre of a 3×3 board is out of the knight's reach"},
		{1, 1, 1, "square 1", true, "a closed tour needs <more> than one square & a move back"},
		{4, 200, 800, "square 800", true, "no closed tour of a 4×n board exists (Schwenk)"},
		{200, 200, 1, "square 1", false, "a reason " + strings.Repeat("long ", 100) + "word"},
		{2, 1, 2, "square 2", false, "averyveryveryveryveryveryveryverylongwordthatdoesnotbreak at all"},
	} {
		t.Run(fmt.Sprintf("%dx%d-%d", tc.rows, tc.cols, tc.start), func(t *testing.T) {
			var out bytes.Buffer
			if err := render.NoTourSVG(&out, tc.rows, tc.cols, tc.start, tc.name, tc.closed, tc.reason); err != nil {
				t.Fatal(err)
			}
			var doc noTourDoc
			if err := xml.Unmarshal(out.Bytes(), &doc); err != nil {
				t.Fatalf("not XML: %v\n%s", err, out.String())
			}
			kind := map[bool]string{false: "open", true: "closed"}[tc.closed]
			if want := fmt.Sprintf("No knight's tour, %dx%d board, %s, from %s", tc.rows, tc.cols, kind, tc.name); doc.Title != want {
				t.Errorf("title %q, want %q", doc.Title, want)
			}
			if len(doc.Polyline) != 0 || doc.Width < 400 || doc.Height < 40 {
				t.Errorf("%d paths, %dx%d pixels", len(doc.Polyline), doc.Width, doc.Height)
			}
			if words, want := strings.Join(doc.Texts, " "), "No "+kind+" tour from "+tc.name+" on this board: "+tc.reason+"."; words != strings.Join(strings.Fields(want), " ") {
				t.Errorf("words %q, want %q", words, want)
			}
			var x, y, w, h int
			if _, err := fmt.Sscanf(doc.ViewBox, "%d %d %d %d", &x, &y, &w, &h); err != nil || x > 0 || y != 0 || w < 40*tc.cols || h <= 40*tc.rows {
				t.Fatalf("viewBox %q: not the board and more", doc.ViewBox)
			}
			font := 16 * w / doc.Width
			for _, l := range doc.Texts {
				if n := len([]rune(l)); n*font*6/10 > w && strings.Contains(l, " ") {
					t.Errorf("line %q: %d characters of %d units in %d units", l, n, font, w)
				}
			}
		})
	}
}

// TestNoTourSVGGolden compares the drawing of no tour from square 2 of 7×7 with its
// golden file.
func TestNoTourSVGGolden(t *testing.T) {
	var out bytes.Buffer
	if err := render.NoTourSVG(&out, 7, 7, 2, "square 2", false, "on an odd×odd board a tour must start on a corner-coloured square"); err != nil {
		t.Fatal(err)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".svg")).Assert(t, "notour-7x7-2-open", out.Bytes())
}

// TestNoTourSVGErrors checks the boards and starts that NoTourSVG refuses, writing
// nothing.
func TestNoTourSVGErrors(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, start int
		err               error
	}{
		{0, 4, 1, render.ErrBadBoard},
		{3, 4, 0, render.ErrBadBoard},
		{3, 4, 13, render.ErrBadBoard},
		{render.MaxSVGSide + 1, 1, 1, render.ErrTooLarge},
	} {
		var out bytes.Buffer
		err := render.NoTourSVG(&out, tc.rows, tc.cols, tc.start, "square 1", false, "why")
		if !errors.Is(err, tc.err) || out.Len() > 0 {
			t.Errorf("%dx%d from %d: error %v and %d bytes, want %v and none", tc.rows, tc.cols, tc.start, err, out.Len(), tc.err)
		}
	}
}
