package render_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/knightstour/knightstour/internal/tour/render"
)

// svgDoc is the part of the drawing the tests read back.
type svgDoc struct {
	XMLName  xml.Name `xml:"http://www.w3.org/2000/svg svg"`
	Width    int      `xml:"width,attr"`
	Height   int      `xml:"height,attr"`
	ViewBox  string   `xml:"viewBox,attr"`
	Title    string   `xml:"title"`
	Polyline []struct {
		Points string `xml:"points,attr"`
	} `xml:"polyline"`
	Lines []struct {
		X1 int `xml:"x1,attr"`
		Y1 int `xml:"y1,attr"`
		X2 int `xml:"x2,attr"`
		Y2 int `xml:"y2,attr"`
	} `xml:"line"`
	Circles []struct {
		CX   int    `xml:"cx,attr"`
		CY   int    `xml:"cy,attr"`
		Fill string `xml:"fill,attr"`
	} `xml:"circle"`
	Texts []struct {
		X    int    `xml:"x,attr"`
		Y    int    `xml:"y,attr"`
		Body string `xml:",chardata"`
	} `xml:"g>text"`
}

// drawing is an SVG read back: the board size and square size from the viewBox, and the
// path, markers and closing move as 1-based squares.
type drawing struct {
	doc        svgDoc
	square     int   // side of a square in user units
	path       []int // the polyline, as squares
	start, end int   // the squares under the start and end markers
	closing    [2]int
	hasClosing bool
	numbers    []int // move number in each square, read from the texts; nil if none
}

// readSVG parses out as XML and converts the drawing back to squares of a rows×cols
// board, requiring every coordinate to be exactly a square centre.
func readSVG(out []byte, rows, cols int) (*drawing, error) {
	d := &drawing{}
	if err := xml.Unmarshal(out, &d.doc); err != nil {
		return nil, fmt.Errorf("not XML: %w", err)
	}
	// The viewBox is the board, with the same margin on every side.
	vb := strings.Fields(d.doc.ViewBox)
	var v [4]int
	for i := range v {
		var err error
		if len(vb) != 4 {
			return nil, fmt.Errorf("viewBox %q", d.doc.ViewBox)
		}
		if v[i], err = strconv.Atoi(vb[i]); err != nil {
			return nil, fmt.Errorf("viewBox %q: %w", d.doc.ViewBox, err)
		}
	}
	w, h := v[2]+2*v[0], v[3]+2*v[1]
	if v[0] != v[1] || v[0] > 0 || w%cols != 0 || w/cols != h/rows || h%rows != 0 || w/cols%2 != 0 {
		return nil, fmt.Errorf("viewBox %q does not fit a %dx%d board of even squares", d.doc.ViewBox, rows, cols)
	}
	d.square = w / cols
	squareAt := func(x, y int) (int, error) {
		s := d.square
		if x < 0 || y < 0 || x%s != s/2 || y%s != s/2 || x/s >= cols || y/s >= rows {
			return 0, fmt.Errorf("(%d,%d) is not a square centre", x, y)
		}
		return y/s*cols + x/s + 1, nil
	}
	if len(d.doc.Polyline) != 1 {
		return nil, fmt.Errorf("%d polylines, want 1", len(d.doc.Polyline))
	}
	for _, p := range strings.Fields(d.doc.Polyline[0].Points) {
		xs, ys, ok := strings.Cut(p, ",")
		x, err1 := strconv.Atoi(xs)
		y, err2 := strconv.Atoi(ys)
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad point %q", p)
		}
		k, err := squareAt(x, y)
		if err != nil {
			return nil, fmt.Errorf("polyline: %w", err)
		}
		d.path = append(d.path, k)
	}
	if len(d.doc.Circles) != 2 {
		return nil, fmt.Errorf("%d circles, want 2 markers", len(d.doc.Circles))
	}
	var err error
	if d.start, err = squareAt(d.doc.Circles[0].CX, d.doc.Circles[0].CY); err != nil {
		return nil, fmt.Errorf("start marker: %w", err)
	}
	if d.end, err = squareAt(d.doc.Circles[1].CX, d.doc.Circles[1].CY); err != nil {
		return nil, fmt.Errorf("end marker: %w", err)
	}
	switch len(d.doc.Lines) {
	case 0:
	case 1:
		l := d.doc.Lines[0]
		d.hasClosing = true
		if d.closing[0], err = squareAt(l.X1, l.Y1); err != nil {
			return nil, fmt.Errorf("closing move: %w", err)
		}
		if d.closing[1], err = squareAt(l.X2, l.Y2); err != nil {
			return nil, fmt.Errorf("closing move: %w", err)
		}
	default:
		return nil, fmt.Errorf("%d lines, want at most 1", len(d.doc.Lines))
	}
	if len(d.doc.Texts) > 0 {
		d.numbers = make([]int, rows*cols)
		for _, t := range d.doc.Texts {
			// Numbers sit a little below the centre, on their baseline.
			k, err := squareAt(t.X, t.Y/d.square*d.square+d.square/2)
			if err != nil {
				return nil, fmt.Errorf("text %q: %w", t.Body, err)
			}
			m, err := strconv.Atoi(t.Body)
			if err != nil || d.numbers[k-1] != 0 {
				return nil, fmt.Errorf("text %q in square %d", t.Body, k)
			}
			d.numbers[k-1] = m
		}
	}
	return d, nil
}

// checkDrawing fails the test unless out draws tour as promised.
func checkDrawing(t *testing.T, out []byte, rows, cols int, tour []int, closed bool) *drawing {
	t.Helper()
	d, err := readSVG(out, rows, cols)
	if err != nil {
		t.Fatalf("reading the drawing back: %v", err)
	}
	if fmt.Sprint(d.path) != fmt.Sprint(tour) {
		t.Fatalf("polyline visits %v, want the tour %v", d.path, tour)
	}
	if d.start != tour[0] || d.end != tour[len(tour)-1] {
		t.Errorf("markers on %d and %d, want %d and %d", d.start, d.end, tour[0], tour[len(tour)-1])
	}
	if d.doc.Circles[0].Fill == d.doc.Circles[1].Fill {
		t.Errorf("start and end markers look the same (%s)", d.doc.Circles[0].Fill)
	}
	wantClosing := closed && len(tour) > 1
	if d.hasClosing != wantClosing {
		t.Errorf("closing move drawn: %v, want %v", d.hasClosing, wantClosing)
	} else if wantClosing && (d.closing[0] != tour[len(tour)-1] || d.closing[1] != tour[0]) {
		t.Errorf("closing move %v, want %d to %d", d.closing, tour[len(tour)-1], tour[0])
	}
	numbered := rows <= render.MaxNumberedSide && cols <= render.MaxNumberedSide
	if numbered != (d.numbers != nil) {
		t.Errorf("numbers drawn: %v, want %v", d.numbers != nil, numbered)
	}
	if d.numbers != nil {
		for i, k := range tour {
			if d.numbers[k-1] != i+1 {
				t.Fatalf("square %d shows %d, want move %d", k, d.numbers[k-1], i+1)
			}
		}
	}
	if !strings.Contains(d.doc.Title, fmt.Sprintf("%dx%d", rows, cols)) {
		t.Errorf("title %q does not name the board", d.doc.Title)
	}
	if vb := strings.Fields(d.doc.ViewBox); d.doc.Width <= 0 || d.doc.Height <= 0 ||
		d.doc.Width*atoi(vb[3]) != d.doc.Height*atoi(vb[2]) {
		t.Errorf("size %dx%d px does not have the board's proportions", d.doc.Width, d.doc.Height)
	}
	return d
}

func TestSVGGolden(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".svg"))
	for _, tc := range []struct {
		rows, cols, start int
		closed            bool
	}{{8, 8, 1, false}, {6, 6, 1, true}, {5, 6, 1, false}} {
		kind := "open"
		if tc.closed {
			kind = "closed"
		}
		name := fmt.Sprintf("tour-%dx%d-%d-%s", tc.rows, tc.cols, tc.start, kind)
		t.Run(name, func(t *testing.T) {
			tour := findTour(t, tc.rows, tc.cols, tc.start, tc.closed)
			var buf bytes.Buffer
			if err := render.SVG(&buf, tc.rows, tc.cols, tour, tc.closed); err != nil {
				t.Fatal(err)
			}
			checkDrawing(t, buf.Bytes(), tc.rows, tc.cols, tour, tc.closed)
			g.Assert(t, name, buf.Bytes())
		})
	}
}

// TestSVGReadBack draws tours of several sizes, including boards past MaxNumberedSide
// and the largest board allowed, and reads each drawing back.
func TestSVGReadBack(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		knight     bool // a real knight's tour; otherwise a scrambled permutation
	}{
		{1, 1, false}, {3, 4, true}, {16, 16, true}, {17, 17, true}, {16, 17, false},
		{3, 200, false}, {render.MaxSVGSide, render.MaxSVGSide, false},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.rows, tc.cols), func(t *testing.T) {
			var tour []int
			if tc.knight {
				tour = findTour(t, tc.rows, tc.cols, 1, false)
			} else {
				tour = scrambled(tc.rows * tc.cols)
			}
			for _, closed := range []bool{false, true} {
				var buf bytes.Buffer
				if err := render.SVG(&buf, tc.rows, tc.cols, tour, closed); err != nil {
					t.Fatal(err)
				}
				checkDrawing(t, buf.Bytes(), tc.rows, tc.cols, tour, closed)
			}
		})
	}
}

func TestSVGDeterministic(t *testing.T) {
	tour := findTour(t, 8, 8, 1, false)
	var a, b bytes.Buffer
	if err := render.SVG(&a, 8, 8, tour, false); err != nil {
		t.Fatal(err)
	}
	if err := render.SVG(&b, 8, 8, tour, false); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two drawings of the same tour differ")
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
