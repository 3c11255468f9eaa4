// Package frontier counts the Hamiltonian paths and cycles of the knight's graph of
// every width×n board, n = 1..N, in one scan of the width×N board along its length, as
// Knuth's Algorithm E (DYNAHAM, TAOCP Pre-Fascicle 8A) does: the board of the first n
// columns is the width×n board, so the scan reads off each one's counts as it passes it.
//
// # The scan
//
// The squares are added one at a time, column by column and top to bottom in a column.
// A knight's move spans at most two columns, so a square's neighbours among the squares
// before it are among the last 2·width+1 added, and those after it among the next
// 2·width+1: the window. Each state carries the number of edge sets that lead to it.
//
// The scan looks forward, as Knuth's DYNAHAM and DYNAHAMP do: its window is the next
// squares, the first of them the square to add, and a state is what the squares added
// have given them: for each its degree in the chosen edges (bare: none; inner: two),
// and for a square of degree one (an end of a subpath) which other end it is paired
// with. An open scan adds the ends vertex: a vertex joined to every square, whose two
// edges are the path's two ends, so that a Hamiltonian path is a Hamiltonian cycle
// through it. Adding a square gives it the edges it lacks, to the squares to come (and
// the ends vertex). A subpath never closes into a cycle, except as a whole: when every
// square added and every square of the window with two edges is inner and the rest
// bare, it is a Hamiltonian path (the ends vertex inner) or cycle (bare) of the squares
// up to the last inner one. It waits in a state of its own until the scan passes that
// square, and is counted there if that square ends a column.
//
// After the last square of a column the squares to come are the same upside down, so
// a state and its mirror image count the same completions: the scan keeps one of the
// two with the counts of both (the one whose squares' kinds read less, or of two alike
// the lesser key), about halving the states.
//
// # Encoding
//
// A state is a key of one uint64 on boards up to 7 wide: four bits a square of the
// window, the next to add lowest (so that adding a square is a shift), at most 15
// squares; the ends vertex, or the mark of a whole path or cycle, takes the top four
// bits. On boards 8 to MaxWidth (11) wide it is two: five bits a square (the offsets
// reach 2·width+1 > 15), twelve squares a word, none across the two (60 bits each), the
// ends vertex after the window's 2·width+1 squares, so 24 codes at most. The scan's
// functions are written once over the key (a type parameter, [1]uint64 or [2]uint64),
// and the compiler makes one copy of them for each: in the one-word copy the key's
// operations are the one-word ones, inlined, as fast as a scan of uint64 keys. A
// square is 0 (bare), 1 (inner), or, an end, 1 + how far up the window its partner is,
// counted round from the top to the bottom (mod 2·width+1); a square paired with the
// ends vertex points one up, to a square that does not point back, and the ends vertex
// is 2. So a pairing has one key, and keeps it as the window moves: equal states have
// equal keys with no relabelling, and an end finds its partner in a few operations
// (Knuth's mates, as offsets). The states a square makes are added up in an
// open-addressing hash table (a key's words and its count side by side in one flat
// array);
// adds into a large one go in batches sorted by their slots, so that they sweep it. A
// count is one or more 64-bit words, as many as the largest count needs: a square
// whose sums carry out of the top word is run again with one word more, so counts are
// exact at any size.
//
// # A column in groups
//
// A whole column (Next, Scan) runs in rounds of a few squares over groups of the
// states, by what they have in the squares the round leaves alone (Spare, Kinds): no
// two groups make the same state, so each group's tables are small enough to stay in
// the cache, and between rounds the states are two flat arrays, written over; after
// the column's last square the mirror images are merged by a hash of their keys. On
// boards over 7 wide, where a column multiplies the states up to twentyfold, the
// states are in chunks instead, ordered into their groups in place: a round puts what
// it makes in the chunks it has scanned, and holds about the larger of its states
// before and after, some 24 bytes a state (chunks.go).
//
// # The linear map
//
// A few columns in, the states after a column are the ones after the column before
// (or two before): Scan then learns each square's map once, as lists of the states
// whose counts add up to each state's after it, and goes on with the counts alone,
// added up along the lists (linear.go): the cost of a long table is its additions.
// Residues runs the same lists over the counts modulo many moduli, a lane each side by
// side (residues.go), for the terms a search of a table's generating function needs.
//
// # In parts
//
// Columns runs the scan a square at a time over the states it is given, so that the
// states can be divided among parts between squares (by a hash of their keys, which are
// canonical there): the scan is linear, so the counts each part reads off its share add
// up to the whole scan's. Scan is Columns over all the states. InParts runs a table so
// in rounds of parts that exchange their states through files, and Single.InParts one
// board, a table read at its last column.
//
// # Memory
//
// A scan tells Columns.Held (Single.Held, Meet.Held) of the bytes its tables and arrays
// would hold before it makes a larger one, within a column, so that a caller's cap
// stops it there with the hook's error.
//
// # Meeting in the middle
//
// Meet counts a board's Hamiltonian cycles from two halves: the scan of the first
// columns and, the board turned round, of the last ones, each up to two middle columns;
// the edges between those two are added to each top state, and a top and a bottom state
// that give every middle square two edges and close into one cycle are counted
// together (meet.go). It costs about two scans of half the board and a join. With Open
// it counts the Hamiltonian paths from every start on the open scan's states: the ends
// vertex is one more vertex of the middle, its edges to the middle squares (those of
// the corners' colour on a board of odd area) are middle edges, and the pairings must
// close into one cycle through it, the ends vertex of degree 2. From a square (Start),
// the top is a scan of its own with the start End.
//
// Counts are of undirected paths and cycles (edge sets): a path once, not once each way.
package frontier
