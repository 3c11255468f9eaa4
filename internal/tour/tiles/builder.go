package tiles

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/pcg"
)

// cell is one square of a tile as the walker sees it: its two tour neighbours (local
// indices r*w+c, none at the ends of a path), its place in the tile, and its place in
// the tile's tour.
type cell struct {
	nb   [2]uint8
	r, c uint8
	at   uint8 // the index of the cell in order: nb[0] comes before it, nb[1] after
}

// shape is the closed tour of one h×w tile, as a neighbour table and in order.
type shape struct {
	h, w  int
	cells [maxCells]cell
	order [maxCells]uint8 // the cells in the order of the tour
}

// Builder holds the closed tours of every tile shape with an even number of squares
// (sides 5..11, not both odd), each containing the port edges that splices use. Its
// tours are found by a deterministic search when the Builder is made (about a
// millisecond); a Builder is read-only afterwards, so one value may serve any number
// of walkers, also from several goroutines. Each walker makes its own search state for
// an odd×odd start tile.
type Builder struct {
	shapes [maxSide - 4][maxSide - 4]*shape
	seeded bool   // made by NewSeededBuilder
	seed   uint64 // with seeded: the seed, from which each odd×odd start tile draws its ties
}

// tourBudget is the node budget of one attempt at a tile's closed tour.
const tourBudget = 1000000

// seededBudget is the largest node budget of an attempt with seeded ties (at a tile's
// tour or a start tile's path): past it the search falls back on the fixed tie orders.
const seededBudget = 10000

// Streams of the seeded searches' generators (pcg.New(seed, stream)): one for the
// tile tours, and one for each start of an odd×odd tile (oddStream + the start).
const (
	tileStream = 0x74696c6573 // "tiles"
	oddStream  = 0x6f6464 << 40
)

// NewBuilder finds the tile tours. It panics only if the deterministic search fails,
// which the package's tests rule out.
func NewBuilder() *Builder { return newBuilder(nil) }

// NewSeededBuilder is NewBuilder with the ties of the searches drawn from seed: each
// tile shape's tour, and each odd×odd start tile's path, is the first that a search
// finds whose Warnsdorff order breaks its ties in a random order drawn from the seed
// (pcg), and so another seed usually gives other tile tours and so another tour of
// the board. Where such a search does not end within seededBudget nodes, the tile gets
// NewBuilder's tour (or path). The same seed gives the same Builder, and its walkers
// the same tours; it costs a few milliseconds.
func NewSeededBuilder(seed uint64) *Builder {
	b := newBuilder(pcg.New(seed, tileStream))
	b.seeded, b.seed = true, seed
	return b
}

// newBuilder finds the tile tours, with ties drawn from ties where it is not nil.
func newBuilder(ties *pcg.PCG) *Builder {
	b := &Builder{}
	var s pathSearch
	for h := 5; h <= maxSide; h++ {
		for w := h; w <= maxSide; w++ {
			if h%2 == 1 && w%2 == 1 {
				continue
			}
			var (
				sh  *shape
				err error
			)
			if ties != nil {
				s.ties = ties
				sh, err = tileTour(&s, h, w, seededBudget)
				s.ties = nil
			}
			if ties == nil || err != nil {
				sh, err = tileTour(&s, h, w, tourBudget)
			}
			if err != nil {
				panic(err)
			}
			b.shapes[h-5][w-5] = sh
			if w != h {
				b.shapes[w-5][h-5] = sh.transpose()
			}
		}
	}
	return b
}

// portEdges lists the four port edges of an h×w tile: top (1,1)-(0,3), left
// (1,1)-(3,0), bottom (h-2,1)-(h-1,3) and right (1,w-2)-(3,w-1). Together with the
// corner edges every tour has, they are the edges that splices remove.
func portEdges(h, w int) [4][2][2]int {
	return [4][2][2]int{
		{{1, 1}, {0, 3}},
		{{1, 1}, {3, 0}},
		{{h - 2, 1}, {h - 1, 3}},
		{{1, w - 2}, {3, w - 1}},
	}
}

// tileTour finds a closed tour of the h×w tile that contains its port edges. It tries
// sixteen tie orders (eight rotations of the move table, or with s.ties eight drawn
// from it, and both ways round the corner (0,0)) with a node budget that grows tenfold
// up to most, and keeps the first tour found.
func tileTour(s *pathSearch, h, w, most int) (*shape, error) {
	for budget := 1000; budget <= most; budget *= 10 {
		for v := 0; v < 16; v++ {
			// The corner (0,0) has two neighbours, (1,2) and (2,1): start there, leave
			// by one and come back from the other.
			first, last := 1*w+2, 2*w+1
			if v >= 8 {
				first, last = last, first
			}
			s.reset(h, w, v%8)
			for _, e := range portEdges(h, w) {
				if !s.force(e[0][0]*w+e[0][1], e[1][0]*w+e[1][1]) {
					return nil, fmt.Errorf("tile %dx%d: port edge %v cannot be forced", h, w, e)
				}
			}
			if !s.force(0, first) {
				return nil, fmt.Errorf("tile %dx%d: corner edge cannot be forced", h, w)
			}
			if s.run(0, last, true, budget) {
				sh := &shape{h: h, w: w}
				sh.fromCycle(s.path[:h*w])
				return sh, nil
			}
		}
	}
	return nil, fmt.Errorf("tile %dx%d: no closed tour with ports found", h, w)
}

// fromCycle fills the neighbour table from a closed tour given as a sequence.
func (sh *shape) fromCycle(seq []uint8) {
	n := len(seq)
	for i, k := range seq {
		sh.cells[k].nb = [2]uint8{seq[(i+n-1)%n], seq[(i+1)%n]}
		sh.cells[k].at = uint8(i)
		sh.order[i] = k
	}
	sh.setPlaces()
}

func (sh *shape) setPlaces() {
	for k := 0; k < sh.h*sh.w; k++ {
		sh.cells[k].r, sh.cells[k].c = uint8(k/sh.w), uint8(k%sh.w)
	}
}

// transpose returns the w×h tile whose tour is sh's mirrored in the main diagonal;
// the port edges map onto the transposed tile's port edges.
func (sh *shape) transpose() *shape {
	t := &shape{h: sh.w, w: sh.h}
	tr := func(k uint8) uint8 {
		if k == none {
			return none
		}
		r, c := int(k)/sh.w, int(k)%sh.w
		return uint8(c*t.w + r)
	}
	for k := 0; k < sh.h*sh.w; k++ {
		t.cells[tr(uint8(k))].nb = [2]uint8{tr(sh.cells[k].nb[0]), tr(sh.cells[k].nb[1])}
		t.cells[tr(uint8(k))].at = sh.cells[k].at
		t.order[sh.cells[k].at] = tr(uint8(k))
	}
	t.setPlaces()
	return t
}
