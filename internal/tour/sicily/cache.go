package sicily

import "slices"

// This file keeps the answer lines of the Sicily search, so that a start asked again
// costs a copy and not a search (a million 8×8 queries take a tenth of a second).

// MaxCache is how many bytes of tours (answer lines and squares) a program keeps for
// reuse.
const MaxCache = 64 << 20

// Tour is a tour a search found: its answer line (its squares 1-based, one space apart,
// and a newline) and its squares (0-based).
type Tour struct {
	Line []byte
	Path []int32
}

// Cache keeps the tours found from the starts of one board, up to a limit of bytes, for
// reuse. Invariant: bytes is the bytes the entries of tours hold, at most limit.
type Cache struct {
	tours []*Tour // tours[start-1] is the tour from start, once kept; 8 bytes a square
	bytes int     // bytes in tours
	limit int     // the most bytes tours may hold
}

// NewCache returns an empty cache for a board of squares squares that keeps up to limit
// bytes of tours. It costs 8 bytes a square.
func NewCache(squares, limit int) *Cache {
	return &Cache{tours: make([]*Tour, squares), limit: limit}
}

// Get returns the tour kept for start (1-based), or nil if there is none. It costs O(1).
func (c *Cache) Get(start int) *Tour { return c.tours[start-1] }

// Add returns the tour path (0-based squares) from start (1-based) with its answer line,
// and keeps it where its bytes fit within the limit. The caller may reuse path, and
// must change neither slice of the tour. It costs O(len(path)).
func (c *Cache) Add(start int, path []int32) Tour {
	t := Tour{Line: AppendTour(nil, path), Path: slices.Clone(path)}
	if size := len(t.Line) + 4*len(t.Path); c.bytes+size <= c.limit {
		c.tours[start-1] = &t
		c.bytes += size
	}
	return t
}

// Solver answers starts on one board with the Sicily search, searching each start once
// while its cache has room: a repeated start costs a copy. Invariant: a start the cache
// holds has the line the search finds from it. It is not safe for concurrent use.
type Solver struct {
	s     *Searcher
	cache *Cache
	path  []int32
}

// NewSolver prepares the Sicily search on a rows×cols board, keeping up to cacheLimit
// bytes of tours. It costs O(rows·cols) time and about 90 bytes a square.
func NewSolver(rows, cols, cacheLimit int) *Solver {
	return &Solver{s: NewSearcher(rows, cols), cache: NewCache(rows*cols, cacheLimit), path: make([]int32, rows*cols)}
}

// Line returns the answer line of the tour from start (1-based) that the Sicily search
// finds, or false where there is none. The caller must not change the line. It costs a
// search (Searcher.Search) the first time, O(1) once the cache holds the line.
func (d *Solver) Line(start int) ([]byte, bool) {
	if t := d.cache.Get(start); t != nil {
		return t.Line, true
	}
	if found, _ := d.s.Search(start-1, d.path); !found {
		return nil, false
	}
	return d.cache.Add(start, d.path).Line, true
}
