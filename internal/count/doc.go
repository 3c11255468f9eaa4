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
// roots that the workers take in turn (and that the parts of a count in rounds share
// out, root i to part i mod Parts); a worker sees a cancelled context within 65,536 nodes. Counts are summed in
// 64 bits: the search could not enumerate more. (The classes: 6 squares of 36 on 6×6,
// 9 of 30 on 5×6.)
//
// Counter.Method estimates the search's cost as the size of its tree: the top 1,024
// branches exactly, and below them 8,192 random descents (Knuth's estimator), within a
// factor of 3 of the nodes it then visits on 5×6 to 6×7, in 1 to 10 ms; and the scan's
// as the estimate of its largest layer (Counter.Estimate) times the squares, times what
// a state costs in nodes of the search (12 for a scan, 1 for a closed count that meets in
// the middle), measured side by side. Both methods are checked against a brute force
// written in the tests, and so against each other, on every board of up to 30 squares,
// open and closed, from every start, from each start and to ends (TestSmallBoards,
// TestEndPairs), and in parts (TestRoundsAddUp).
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
// In the terms of the states: the scan's layer after the rows above the two middle
// rows is the top half, for each square of the middle rows the degree the top's edges
// give it and how the top's paths pair their ends. One scan serves both halves on an
// even number of rows (one more row on an odd number). The edges between the two middle
// rows are added to the top half's states one edge at a time, equal states merged after
// each; a state is dropped as soon as the degrees of its finished squares match no
// bottom state's. Then each of these states is joined with the bottom states whose
// degrees make every middle square's degree 2, and a pair counts (the product of their
// counts) when the two pairings of path ends close into one cycle. Mirror images: the
// scan merges a state with its mirror image at the end of every row; the bottom half is
// spread back into both images, which doubles the sum, and the result is halved.
//
// On 8×8 the halves hold 8.9 million states each and the middle at most 69 million,
// where the scan of the whole board held 178 million. Its progress log (the 8×8 count
// of scripts/moonshot.sh, 281 s on 2 cores) shows where the time goes: the scan of rows 1
// to 3 about 35 s (0.6 GB of tables in row 3), making the bottom half 12 s, the 12 edges
// between rows 4 and 5 about 105 s (the middle grows from the 8.9 million top states to
// 69 million, 2.6 GB of tables: the peak), and the join about 128 s (each middle state
// against the bottom states of the degrees it needs, 17.8 million bottom states in 0.8
// million groups). The layers of the scan of the whole board (commit 58ee0a5: 44 minutes,
// 3,619 s of CPU, 10.4 GiB resident, 6.8 GB of it in the tables) show why the middle is
// the place to cut; states left after each square, rows numbered from 1:
//
//	after square   24 (end of row 3)   29     32 (end of row 4)   34     36     37     40 (end of row 5)   48 (end of row 6)
//	millions       8.9                 133    65                  99     163    178    50                  7.4
//
// They grow about 1.5 to 2 times a square along a row and drop at its end, where a state
// and its mirror image merge; the largest are in rows 4 to 6, which meeting in the middle
// never makes.
//
// # Parts
//
// With Options.Parts a count is split into parts that run in rounds (Counter.Round; the
// rounds and the files are described in rounds.go and roundmeet.go): every layer's
// states are divided among the parts by a hash of the state, each part expands its own
// and sends each successor to the part that owns it, through files in a folder the
// parts share (Dir), and merges what it receives. A part holds about 1/Parts of each
// layer, and the work of the parts together is the whole's and the writing and reading
// of the files (measured in docs/counting.md). A count that meets in the middle divides
// the middle's states the same way, and sends its last ones to the part that keeps the
// bottom states of the degrees they need, for the join. TestRoundsAddUp and TestMeet
// count boards whole and in rounds of parts (open and closed, from a start, from every
// start, with an end; every closed board that meets in the middle up to 6×9; from one
// part to more parts than a layer has states) and check that the parts add up;
// TestRoundsKilled and TestRoundsAnyOrder that a part stopped at any file it writes, run
// again, or parts run in any order, give the same answer.
//
// The workers expand the shards of the current layer in turn and add successors into
// the next layer's shards under per-shard locks, through small per-worker buffers.
// Counts are exact: they are held in as many 64-bit limbs as they need, a shard
// growing a limb when a sum carries out of its last one, and returned as big.Int. Sums
// do not depend on the order of addition, so the result is the same for any number of
// workers.
//
// # The estimate of memory
//
// Counter.Estimate (estimate.go has each constant with what it was measured from) gives
// what the tables will hold and the least they are expected to hold (Need.Least); the
// count program refuses a count by the scan whose least passes what its tables may use. For the
// closed counts that meet in the middle the estimate comes from the peaks measured on
// the boards 5 to 8 wide and 8 long (336 kB, 5.60 MB, 90 MB, 2.61 GB), growing with the
// length as the halves do (2.2, 3.4 and 4.9 times from 8 to 10 rows on boards 5, 6 and 7
// wide, less and less further, none past 2w+2 rows); it comes within 1.4 times of the
// measured peak on 5×6 to 8×8, and the least is the estimate over 1.6. For a scan it is
// a model of the largest layer, measured on boards up to 7×8: it grows 25-fold a column
// of width and 1.5-fold a row of length past 8; a count of open tours holds about 12
// times the states of the closed count; about 48 bytes a state. It comes within a factor
// of 4 of the measured peak on the boards that TestEstimate counts, and the least is a
// quarter of it.
//
// # Time left
//
// Progress.Left (timeleft.go has the constants, each with what it was measured from)
// comes from the work done and the work left, each stage of the count in its own
// measure at its own measured pace. The scan's work is the successors it makes (each
// state expanded makes from none to eleven), at the pace of at least its last quarter of
// the time (so that a change in the load of a shared machine does not swing it), and
// what is left is predicted row by row: the row under way from its own work so far
// against the share of its work that the row before had done at the same square (the
// rows of a board share a profile), each later row growing over the one before by the
// square root of that row's growth up to row w-1 of a board w wide, and hardly at all
// past it (the layers grow 10- to 100-fold a row at first, then saturate: boards 5 and
// 6 wide stop growing at their fifth or sixth row), and in a scan of the whole board the
// last five rows shrinking by measured factors (the last three to about 0.3, 0.02 and
// almost nothing of the row before). A tour's fixed end in the middle of the board (a
// start or an end square) thins the rows around it: the two rows before it, its own and
// the next hold about 0.6, 0.4, 0.35 and 0.85 of what they would without it, and the rows
// after it 0.85. The estimate is Rough until the layers have stopped growing and the
// scan is past the rows around the fixed ends; it is not known before two rows are done.
//
// A count that meets in the middle adds the middle and the join: during the scan, a
// measured multiple of the time of its last row (about 0.7 on boards 6 wide, 2.6 on
// boards 7 wide, 7.7 on 8×8); in the middle, the states that the edges left will read at
// the middle's own pace, and the join's work, the middle's final states times the bottom
// states each one meets, which the sizes of the bottom's groups predict within 25%; in
// the join, once 1/128 of its shards are done, its own pace. It is Rough until the join
// is 1/32 done.
//
// TestTimeLeft replays recorded counts (testdata/progress-*.json.gz, a snapshot every
// 1/300 of each count's time) through the estimate and requires that from a tenth of
// each count's time on, every estimate is within 3 times the time that was really left,
// and every estimate that is not Rough within 2 times (or either within a second of it);
// docs/counting.md has the worst it came to on each recording. The starts in the middle
// and on an edge were recorded for issue 35: before the rows around a fixed end were
// modelled, the estimate went to 4 times rough, and 3.45 times without the label, on
// them. The other recordings are older, and the model was fitted on earlier recordings of
// the same counts (on those, the worst were 2.89× rough and 1.46× without the label); the
// factors around a fixed end were fitted on the three new ones themselves. Record them
// again with
//
//	KNIGHTSTOUR_RECORD=1 go test ./internal/count -run TestRecordProgress -v
//
// (about 12 minutes on 2 cores, best on a machine doing nothing else).
//
// # Checks
//
// The closed count of every board 3 to 6 wide and 4 to 9 long is made both by meeting in
// the middle and by the scan alone, and in three parts in rounds, and they must agree
// (TestMeet); a depth-first search written in the tests (no code shared) counts every start of every
// board of at most 25 squares and every start and end of every board up to 4×5, open and
// closed, and the scan must agree; counts past 2^64 (3×2n boards up to 3×120) must
// satisfy the linear recurrence of their published generating function. The golden
// files cases/count-* hold the program's answers on a few boards, among them the
// published counts of 5×5, 6×6 closed and 3×40 closed.
//
// # Measurements
//
// BenchmarkCount (go test -run '^$' -bench Count ./internal/count) counts in-process on
// both cores; 3 runs each, on a 2-core machine:
//
//	count                     time      states expanded a second   peak of the tables
//	6×6 closed, every start   0.008 s   0.6 million                0.38 MB
//	6×6 open, every start     1.8 s     2.6 million                35 MB
//	3×40 closed               0.003 s   1.7 million                0.02 MB
//	6×7 closed                0.046 s   1.7 million                1.6 MB
//
// (It also times 6×8 open from square 1: 2.5 million states a second.) The closed
// counts of 6×6 and 6×7 meet in the middle: their states expanded are those
// of the scan of the halves, and the middle and the join take the rest of the time, so
// their rate is not comparable with the others'.
//
// scripts/countbench.sh builds this tree and the counter of commit 58ee0a5 (before the
// memory cap and meeting in the middle) and counts with both, alternating, in one run;
// TARGET="4 0.4" makes it fail unless this build is at least 4 times as fast, by the best
// wall times, and takes at most 0.4 times the memory (CI, .ci/run, runs it on 6×8, where
// both builds take about a second, with TARGET="4 0.5", since there the Go runtime's own
// memory is most of the new build's 15 MB). On 7×8 closed from square 1 (RUNS=3 bash
// scripts/countbench.sh 7 8 1): this build best 3.895 s wall, 7.320 s CPU, least peak
// 111 MB; 58ee0a5 best 30.295 s wall, 59.850 s CPU, least peak 684 MB: 7.78 times as
// fast (wall), 8.18 (CPU), 0.16 times the memory. Besides meeting in the middle, the
// layers are compacted once complete (16 bytes a state instead of about 30), and the
// count program keeps Go's garbage collector close to what the tables hold (see
// internal/countprog).
//
// scripts/methodbench.sh sets this build beside 704b08e, the build before the search
// (the two builds take turns, best of RUNS, the whole program from start-up; ratios are
// this build's time over 704b08e's). RUNS=3 on the 2-core machine, quiet:
//
//	5x6 open query 0 (37568): ours 0.011 s, base 0.061 s: 0.18x wall, 0.00x CPU
//	6x6 open query 0 (6637920): ours 0.204 s, base 1.900 s: 0.11x wall, 0.10x CPU
//	6x7 open query 0 (779938932): ours 8.808 s, base 9.586 s: 0.92x wall, 0.91x CPU
//	6x6 open query 1 (524486): ours 0.097 s, base 1.460 s: 0.07x wall, 0.06x CPU
//	7x8 -closed query 1 (69048864632): ours 3.241 s, base 3.230 s: 1.00x wall, 1.00x CPU
//	6x8 open query 1 (3510786106): ours 16.062 s, base 16.787 s: 0.96x wall, 0.96x CPU
//
// (5×6 takes 11 ms of which most is the program starting; its CPU time rounds to 0. The
// public depth-first counter that issue 36 measured took 2.0 to 2.5 s for 6×6 from every
// start on this machine, busy.) 6×7, 7×8 and 6×8 are scanned by both builds. While other
// jobs kept the machine busy, their wall times swung up to twice either way from run to
// run with the CPU times equal, so compare the ratios of a quiet run, or the CPU's.
//
// The scan's own step was profiled (pprof) on 6×6 open: its time goes to the degree
// prune (about a third), encoding the successors' keys (a fifth), adding them to the
// hash tables (a sixth) and the rest of the expansion. The prune reads the free squares
// from a mask kept as edges fill them rather than from the window: about 4% less CPU.
// Fusing the key's packing into its encoding saved 1% and was left out. The scan expands
// 2.6 million states a second on 6×6 open from every start and 2.5 million on 6×8 open
// from square 1 (both cores, quiet; BenchmarkCount), where the search visits about 170
// million nodes a second.
//
// # Open tours of 8×8
//
// They are out of reach of a machine of 24 GiB, by memory first. Path counts hold many
// more states than cycle counts: the open tours from every start hold 15 times the
// states of the closed count on 5×8 (9.3 MB of tables against 0.60 MB) and 64 times on
// 6×6 (35 MB against 0.55 MB), and expand 16 and 40 times as many states (both measured
// with the scan of the whole board). On 8×8, whose closed count scanned whole peaks at
// 178 million states (6.8 GB of tables, 44 minutes), that projects to 3 to 11 billion
// states, 100 to 400 GB of tables, and 12 to 30 hours on 2 cores; Estimate says 120 GB.
// Meeting in the middle is where an open count would go next, and why it stops there:
// the halves' states and the middle would have to carry the tour's two ends (a path end
// joined to a tour end, the number of ends placed, and middle squares of degree 1), and
// at the same ratios of 15 to 64 the halves of 8×8 would hold 130 to 570 million states
// each and the middle, about 8 times a half on the closed count, 1 to 4.5 billion: 36 to
// 160 GB at the middle's 35 bytes a state. That is a machine with a few hundred GB, or
// the middle in parts on many machines, which the count in rounds is: docs/counting.md
// has the plan for 8×8 open.
package count
