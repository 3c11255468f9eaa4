// Package thin builds knight's tours of thin boards, those whose short side is 3 or 4
// (3×n, n×3, 4×n, n×4), from every start square where one exists, in time linear in
// the board and constant memory: a Walker yields the tour square by square.
//
// Where tours exist (docs/theory.md in the repository): 3×4 from columns 0 and 3; 3×7
// from r+c even except the centre; 3×8 from all squares but (1,2) and (1,5); 3×n, n odd
// >= 9, from r+c even; 3×n, n even >= 10, from every square, and closed; 4×n, n >= 5,
// from the outer rows (0 and 3), never closed. None on 3×3, 3×5, 3×6, 4×4.
//
// Construction. The board is seen lying down (3 or 4 rows, n columns). A base block of
// w columns holds the start: the whole board for 3×4, 3×7, 3×8 and 4×5; otherwise
// w is 9 or 11 (3×odd), 10 or 12 (3×even) or 6, 7 or 8 (4×n), chosen so that the rest
// of the board is a multiple of the gadget width g (4 for three rows, 3 for four), and
// placed at a multiple of g near the start. A gadget is g new columns covered by
// pieces (one on 3-row boards, two on 4-row ones): piece i replaces link edge i, a
// knight's move in the g columns next to the gadget, by a path through the gadget, and
// the pieces together contain every link again, shifted g columns outwards, so the
// next gadget can replace it in turn. The base path (an open path from the start, or
// on 3×even boards a closed cycle, rotated to the start) holds every link on each side
// that has gadgets (mirrored on the left); walking it and descending into the chain
// of gadgets at each link gives a tour of the whole board. A chain of k gadgets is
// walked out through the first part of every piece and back through the second parts,
// so the walker needs only a counter, and the piece and direction in which each gadget
// is entered follow from a fixed permutation of a few states.
//
// Gadgets, base paths and small boards all come from one deterministic
// Warnsdorff-ordered depth-first search with dead-end pruning (search.go), run when
// New is called: no tour data is stored. Every base search that New can run is
// tested, and needs at most about 20,000 search nodes (about a millisecond).
//
// The package holds no state and does no I/O.
package thin
