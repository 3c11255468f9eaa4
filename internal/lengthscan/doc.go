// Package lengthscan counts the Hamiltonian paths and cycles of the knight's graph of
// every width×n board, n = 1..N, in one scan of the width×N board along its length, as
// Knuth's Algorithm E (DYNAHAM, TAOCP Pre-Fascicle 8A) does: the board of the first n
// columns is the width×n board, so the scan reads off each one's counts as it passes it.
//
// # The scan
//
// The squares are added one at a time, column by column and top to bottom in a column.
// A knight's move spans at most two columns, so a square's neighbours among the squares
// before it are among the last 2·width+1 added: the window. A state is what the
// squares added so far leave for the squares to come: for each square of the window its
// degree in the chosen edges (bare: none; inner: two, or a square off the board), and
// for a square of degree one (an end of a subpath) which other end it is paired with, or
// that the other end has left the window as an end of the path (dangling). Each state
// carries the number of edge sets that lead to it. Adding a square chooses up to two of
// its edges to the window's bare squares and ends, then the oldest square leaves the
// window: bare, it is dead (no edge can reach it any more); an end, its subpath has an
// end for good (open scans only; at most two). A subpath never closes into a cycle nor
// gets both ends for good, except as the whole board: when that happens at the last
// square of a column, the edge sets so counted are a Hamiltonian cycle or path of that
// board. An end with no neighbour to come is an end for good at once (its partner
// dangling), so that states differ only where the squares to come can see. After the
// last square of a column the squares to come are the same upside down, so a state and
// its mirror image count the same completions: the scan keeps the lesser of the two
// keys with the counts of both, about halving the states. After the last square of
// column n the states whose window holds one subpath
// and nothing bare are the Hamiltonian paths with an end in the window.
//
// # Encoding
//
// A state is a uint64: four bits a square of the window, the newest lowest (so
// adding a square is a shift), at most 15 squares: width at most MaxWidth. The pairs are
// labelled 3, 4, ... in the order of their first square from the newest, so that equal
// states have equal keys. The states of a step live in an open-addressing hash table
// (a key and its count side by side in one flat array), and the adds into the next one
// go in batches ordered by the part of the table they go to, so that they share its
// cache lines; a count is one or more 64-bit words, as many as
// the largest count needs: a step whose sums carry out of the top word is run again
// with one word more, so counts are exact at any size.
//
// # In parts
//
// Columns runs the scan a square at a time over the states it is given, so that the
// states can be divided among parts between squares (by a hash of their keys, which are
// canonical there): the scan is linear, so the counts each part reads off its share add
// up to the whole scan's. Scan is Columns over all the states.
//
// Counts are of undirected paths and cycles (edge sets): a path once, not once each way.
package lengthscan
