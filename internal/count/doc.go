// Package count counts knight's tours exactly: from a start square, between two
// squares, closed or open, on any board whose shorter side is at most MaxWidth.
//
// A tour is a sequence of all the squares of the board, each a knight's move from the
// one before; a closed tour's last square is also a knight's move from its first.
// Counter.Tours counts tours as sequences, so a tour and its reverse are two, and a
// closed tour counts once from every start. Underneath it counts the undirected
// Hamiltonian cycles C and Hamiltonian paths of the board's knight graph:
//
//	open tours from s                       paths with an end at s
//	open tours from every start             2 × paths
//	closed tours from s                     2 × C
//	closed tours from every start           2 × squares × C
//	tours from s to e (s ≠ e)               paths between s and e (closed: only if e is a knight's move from s)
//	tours to e from every start             paths with an end at e (closed: 2 × C)
//
// # Use
//
// New makes a Counter for one board and kind of tour (closed or open, to an end or
// any); Counter.Tours counts the tours from a start, or from every start (Every). A
// Counter remembers its counts: starts that the board's symmetries map onto one another
// are counted once. Counter.Progress may be called from another goroutine while a count
// runs; Counter.Estimate says, at no cost, how much memory a count needs, and
// Options.MaxBytes stops a count that would take more (ErrTooBig).
//
// A count is made by one of two methods (Options.Method): the frontier scan, whose work
// grows about 25-fold with each column of width, or a depth-first search of the tours
// (package dfs), whose work grows with their number. Under MethodAuto Counter.Method
// estimates both before the count and takes the cheaper. The scan is package
// frontier's (Knuth's window, with the squares' roles: an end fixed or kept away): it
// processes the board square by square along its shorter side, merging equal states,
// whole or in parts. Closed counts and counts of open tours from every start on boards
// 3 to 8 wide, long enough (but the open ones 9 long or more, up to 6 wide, which the
// scan counts faster), and the open tours from a square of a few boards, meet in the
// middle on package frontier's states (frontier.Meet), joining the top and the bottom
// half at the two middle rows.
//
// A count too big for one machine runs in parts (Options.Part of Options.Parts), in
// rounds: Counter.Rounds says how many, Counter.Round runs one round of one part, and
// Counter.Sum adds up the parts' results. The parts exchange their states through layer
// files (package jobdir) in a folder they all see, a jobdir.Dir; a round may run
// anywhere, in any order with the other parts of its round, and again after a failure.
// Counter.Disk estimates the room the files take.
//
// # Inside
//
// The files build on one another in layers. At the bottom, board.go and scanner.go lay
// the board out and say what a count of the whole board comes down to (problem);
// toobig.go, progress.go, meter.go, timeleft.go and partsleft.go bound the memory and
// report progress and the time left. frontier.go hands the single boards to package
// frontier, its scan or its meet in the middle; plan.go, exchange.go, donecheck.go,
// roundfrontier.go and rounds.go run the rounds of a count in parts (package
// frontier's, and the search's own); question.go, counter.go, estimate.go, search.go
// and tours.go are the Counter. docs/counting.md describes the states, the prunes, the
// meet and the estimates, with what they were measured on.
package count
