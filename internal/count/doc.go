// Package count counts knight's tours exactly: from a start square, between two
// squares, closed or open, on any board whose shorter side is at most MaxWidth.
//
// # What is counted
//
// A tour is a sequence of all the squares of the board, each a knight's move from the
// one before; a closed tour's last square is also a knight's move from its first.
// Counter.Tours counts tours as sequences, so a tour and its reverse are two, and a
// closed tour counts once from every start. Underneath, the package counts undirected
// Hamiltonian cycles C and Hamiltonian paths of the board's knight graph (edge sets),
// and converts:
//
//	open tours from s                       paths with an end at s
//	open tours from every start             2 × paths
//	closed tours from s                     2 × C
//	closed tours from every start           2 × squares × C
//	tours from s to e (s ≠ e)               paths between s and e (closed: only if e is a knight's move from s)
//	tours to e from every start             paths with an end at e (closed: 2 × C)
//
// Starts that the board's symmetries map onto one another have the same counts; a
// Counter counts each class once.
//
// # Two methods
//
// A count is made by one of two methods (Options.Method, or under MethodAuto the one
// Counter.Method estimates cheaper before the count starts): the frontier scan, whose
// work grows about 25-fold with each column of width and only slowly with the number
// of tours, and a depth-first search of the tours, whose work grows with their number
// (about 26 nodes a tour on 6×6). The search wins on open counts up to about 36
// squares (4×8, 5×7, 6×6); the scan on larger boards, on boards 3 wide (its layers
// are tiny there), and on closed counts, which meet in the middle (the search takes
// them only on 5×6, and on odd boards, which have none).
//
// # The depth-first search
//
// The search extends a path square by square, the board's squares and each square's
// knight's moves as 64-bit masks (boards of at most 64 squares). A free square (not on
// the path) needs two links, free neighbours or the path's head, unless it is the
// path's end, which needs one. So a neighbour of the head with no other free neighbour
// ends the branch, one with a single free neighbour must be next or be the end, and
// there is one end: the rules of tree.children, which keep every free square's links
// as the path needs them (the knight's graph is bipartite, so moving on takes a link
// only from the head's neighbours). A check that the free squares are connected pruned
// 0.4% of the nodes on 6×6 and is not made. Tours from every start search one square
// of each class of the board's symmetries (8 on a square board, 4 on a rectangle) and
// weight its count by the class's size; closed tours search from a corner; tours to an
// end from every start are the tours from the end. The top of the tree is split into
// roots that the workers take in turn (and that parts share out, root i to part i mod
// Parts); a worker sees a cancelled context within 65,536 nodes. Counts are summed in
// 64 bits: the search could not enumerate more.
//
// # The frontier scan
//
// The board is laid out w squares wide (w the shorter side) and scanned square by
// square, row by row. When square v is processed it takes its edges to later squares
// (its forward neighbours, at offsets w-2, w+2, 2w-1, 2w+1); it has already received
// its edges from earlier squares. A state is what the processed squares leave for the
// rest of the board, and states reached in different ways but equal are merged, their
// counts added: a layer maps each state to the number of edge sets on the processed
// squares that lead to it. After the last square one state is left, the finished one,
// and its count is the answer.
//
// Invariants of a state after squares 0..v-1 are processed:
//
//   - Every processed square has its final degree: 2, or 1 where the path ends.
//   - The chosen edges form paths (no cycle, until the last edge of a Hamiltonian cycle).
//   - Only the window, squares v..v+2w, can have received edges: 2w+1 is the longest
//     forward offset. Squares beyond it are untouched.
//   - Every path has its two ends in the window, or at an end of the tour (a square
//     that ends the path: a fixed end, or a free square that chose degree 1).
//
// The state records, for each window square, one 4-bit code:
//
//	0      untouched: no edge yet
//	1      full: degree 2 (or a fixed end with its one edge); it takes no more edges
//	2      one edge; its path's other end is an end of the tour
//	3+k    one edge; its path's other end is the other window square with label k
//
// Labels are numbered in order of first appearance in the window, so equal frontiers
// have equal codes. With the number of tour ends attached so far (0..2), a key is one
// 64-bit word up to w = 8 (4 bits a square up to w = 7; radix 11 for w = 8) and two up
// to w = MaxWidth (see key).
//
// # Pruning
//
// A successor is dropped when it cannot be finished:
//
//   - a cycle closes, or a path gets both its ends at tour ends, while squares remain;
//   - an end attaches and the colours are wrong: a knight's move changes colour, so on
//     a board with equally many squares of each colour the two ends differ in colour,
//     and on an odd board both are of the corners' colour (the colours of the attached
//     ends follow from the degrees, see problem.colours);
//   - a square that is neither processed nor full cannot reach its least degree
//     through squares that are neither processed nor full; for a path, the free squares
//     that can reach only degree 1 must all be ends, and there are only two.
//
// At the end of each row the processed squares are whole rows and the window is the
// next two rows, so a state and its mirror image (columns reversed) have the same
// completions: the two are merged there (for cycles, and paths without fixed ends).
//
// # Costs
//
// The work is the number of states times the successors of each (at most 11) times
// the window. The memory is the largest layer: a slot holds a key (8 bytes, or 16 for
// w > 8) and a count (8 bytes a limb) in an open-addressing table at most 3/4 full,
// about 25 to 40 bytes a state, while the layer being read shrinks: once complete it is
// compacted (16 bytes a state: its empty slots dropped), and its 256 shards are freed
// as they are expanded. Counter.Estimate gives a rough estimate of the largest layer
// before a count starts, from a model measured on boards up to 7×8. The layers grow along each row and drop at its end
// (the mirror); on boards 8 wide the last three squares of a row are processed in one
// step (depth first, without the layers between them), and with Options.MaxBytes a
// step goes on to the end of the row when the next layer would take more than 3/5 of
// it. That trades work (states are not merged inside the step) for memory.
//
// # Meeting in the middle
//
// Cycle counts (closed tours, without a fixed end) on boards 3 to 8 wide and at least
// 4 long (up to 3 times the width) do not scan the whole board: they scan the top
// rows up to the two middle rows, take the bottom half from the same scan turned
// over (the 180° rotation maps the board onto itself), add the edges between the two
// middle rows to the top half's states, and join the halves: a top state and a bottom
// state make cycles when every middle square gets degree 2 and the two pairings of the
// path ends close into one cycle. The middle rows' layers, the scan's largest, are
// never made. The work is the scan of the halves, the middle (a few times the top
// half's states per edge) and the join (each middle state against the bottom states of
// the degrees it needs). On 8×8 that is about 4 minutes on 2 cores and a 2.6 GB
// middle, against 44 minutes and 6.8 GB of tables for the scan of the whole board.
// See problem.meet.
//
// # Parts
//
// With Options.Parts a count is split into disjoint parts. A count that meets in the
// middle splits the bottom half's states by a hash of their degrees in the middle
// rows: a part joins only its own, and adds to the middle only the states that can
// meet them (the middle drops a state once its final degrees meet none), so the parts
// add up to the whole and each holds less at the end of the middle. A scan keeps, after
// the last but one square of the first half of the board, only the states of its part
// (by a hash of the state): each counted edge set leads to exactly one state of that
// layer, so the parts add up to the whole. A part's layers grow back toward the whole's
// within a row or two, so a part of a scan saves little memory; parts are for spreading
// a long count over machines.
//
// The workers expand the shards of the current layer in turn and add successors into
// the next layer's shards under per-shard locks, through small per-worker buffers.
// Counts are exact: they are held in as many 64-bit limbs as they need, a shard
// growing a limb when a sum carries out of its last one, and returned as big.Int. Sums
// do not depend on the order of addition, so the result is the same for any number of
// workers.
package count
