package render_test

import (
	"fmt"
	"io"
	"testing"

	"github.com/knightstour/knightstour/internal/tour/render"
)

func BenchmarkGrid(b *testing.B) {
	for _, side := range []int{8, 1000} {
		tour := scrambled(side * side)
		b.Run(fmt.Sprintf("%dx%d", side, side), func(b *testing.B) {
			b.SetBytes(int64(side * side))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if err := render.Grid(io.Discard, side, side, tour); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSVG(b *testing.B) {
	for _, side := range []int{8, render.MaxSVGSide} {
		tour := scrambled(side * side)
		b.Run(fmt.Sprintf("%dx%d", side, side), func(b *testing.B) {
			b.SetBytes(int64(side * side))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if err := render.SVG(io.Discard, side, side, tour, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
