package render_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/knightstour/knightstour/internal/tour/render"
)

func ExampleGrid() {
	// A 3×4 tour from square 1, found by the tests' Warnsdorff search (tour_test.go).
	tour, err := searchTour(3, 4, 1, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tour)
	if err := render.Grid(os.Stdout, 3, 4, tour); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [1 7 9 2 8 10 3 12 6 4 11 5]
	//  1  4  7 10
	// 12  9  2  5
	//  3  6 11  8
}

func ExampleSVG() {
	// A 3×4 tour from square 1, found by the tests' Warnsdorff search (tour_test.go).
	tour, err := searchTour(3, 4, 1, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	var doc bytes.Buffer
	if err := render.SVG(&doc, 3, 4, tour, false); err != nil {
		fmt.Println(err)
		return
	}
	// Show the title, the path (a board row's worth of points a line) and the markers.
	lines := bufio.NewScanner(&doc)
	for lines.Scan() {
		line := lines.Text()
		if strings.HasPrefix(line, "<title>") || strings.HasPrefix(line, "<polyline") ||
			strings.HasPrefix(line, "<circle") || line[0] >= '0' && line[0] <= '9' {
			fmt.Println(line)
		}
	}
	// Output:
	// <title>Knight's tour, 3x4 board, open, from square 1</title>
	// <polyline fill="none" stroke="#1d4ed8" stroke-width="3" stroke-opacity="0.8" stroke-linejoin="round" stroke-linecap="round" points="20,20 100,60 20,100 60,20
	// 140,60 60,100 100,20 140,100
	// 60,60 140,20 100,100 20,60"/>
	// <circle cx="20" cy="20" r="11" fill="#16a34a" stroke="#ffffff" stroke-width="2"/>
	// <circle cx="20" cy="60" r="11" fill="#dc2626" stroke="#ffffff" stroke-width="2"/>
}
