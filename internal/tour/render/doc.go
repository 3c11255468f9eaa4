// Package render turns a knight's tour into something people can look at: a grid of
// move numbers (Grid) and a standalone SVG drawing (SVG); and where no tour exists, a
// drawing of the board that says so and why (NoTourSVG).
//
// A tour is given as in the program's I/O: tour[i] is the 1-based square visited at
// move i+1, squares numbered row-major (square k is row (k-1)/cols, column
// (k-1)%cols). Both renderers require the tour to visit every square of the board
// exactly once; they do not check that consecutive squares are a knight's move apart
// (that is the judge's job), so they draw any permutation faithfully.
//
// The output is deterministic byte for byte: integer coordinates only, no maps, no
// time stamps. The package holds no state and does no I/O beyond the io.Writer given.
package render
