package main

import (
	"fmt"

	"github.com/knightstour/knightstour/internal/tour/tourprog"
)

// flagLong is every flag's help in full, by name: docs/usage.txt's list of flags, which
// TestUsageFile writes from it; a word between backquotes names the flag's value, as
// in its short help (TestHelpShort).
func flagLong() map[string]string {
	return map[string]string{
		"rows":       "the board has `N` rows; with -count, A..B: a table of the boards of A to B rows (docs/counting.md)",
		"cols":       "the board has `N` columns; with -count, A..B: a table of the boards of A to B columns, counted in one scan (a board at a time past 7 wide)",
		"table":      "with -count and a range of lengths: how the table is printed (`T`): bfile (OEIS b-file lines \"n a(n)\", every n) or column (a(n) alone), or genfunc (the table's exact generating function P(z)/Q(z), found from its terms modulo primes, for tables at most 7 wide: docs/counting.md; A..B: the series starts at a(A), and the search may read up to B-A+1 terms)",
		"closed":     "answer with closed tours only (the last square a knight's move from the first)",
		"open":       "with -count: count strictly open tours only, the last square not a knight's move from the first (Knuth's \"open\"; the mirror of -closed); without -open or -closed a count counts every tour, the ones that close included (every Hamiltonian path)",
		"undirected": "with -count: count a tour and its reverse once (and a closed tour from every start once, not once a square): the convention of OEIS and TAOCP (docs/counting.md); by default tours are sequences, directed",
		"method":     "how to find tours (`M`): auto (the Sicily search within its budget, else the construction), dfs (the Sicily search only), construct (the linear-time construction only); with -count, how to count: auto (the cheaper, estimated before the count), dfs (a pruned depth-first search, boards of up to 64 squares) or scan (the frontier scan)",
		"budget":     fmt.Sprintf("the Sicily search may visit `N` nodes per query; 0 means %d + %d per square with -method auto (which searches boards of up to %d squares), and no bound with -method dfs", tourprog.AutoBudget(0), tourprog.AutoBudget(1)-tourprog.AutoBudget(0), tourprog.AutoDFSSquares),
		"seed":       "another tour: the one whose ties seed `N` breaks (0..2^64-1; see above)",
		"format":     "the output form (`F`): line (squares one space apart), grid (the board of move numbers), svg (a drawing), html (a page that animates the tour and lets you try one)",
		"o":          "with -format svg or html: write one file per query, tour-<rows>x<cols>-<start>.svg or .html, into `DIR` (made if need be)",
		"notation":   "how squares are read and written (`N`): number (1..rows*cols, row-major), or algebraic (chess names, a8 is square 1 on 8x8; numbers are read too)",
		"version":    "print the version and exit",
		"count":      "print for each query the number of tours from that start (exact; query 0: from every start), with -closed of closed tours; Ctrl-C stops a count (exit status 130; SIGTERM 143, SIGHUP 129)",
		"end":        "with -count: count only the tours that end on square `S`",
		"each":       "with -count: answer query 0 with the tours from each square apart, a row of the board a line, the numbers one space apart (each what the query of that square answers; the queries of the squares after it are answered from it): the squares that the board's symmetries map onto one another (those that keep -end's square) are counted once, and where the tours from a square meet in the middle (6x7, 6x8, 7x7, 7x8, 8x8) every square shares one scan of the bottom half (docs/counting.md)",
		"v":          "with -count: report progress on stderr once a second (it does on a terminal anyway)",
		"mem":        "with -count: the memory a count may use (`SIZE`: 4GiB, 1.5G, 800MB); by default GOMEMLIMIT when set, else 3/4 of the machine's memory (or of its container's limit). A count far beyond it is refused at once, one that passes it stops",
		"part":       "with -count -dir: part `K/N` of a count in N parts, each holding and expanding about 1/N of every layer; the parts exchange their states through -dir in rounds (docs/counting.md)",
		"dir":        "with -count -part: the folder `DIR` that all the parts share (a shared filesystem, or this machine's disk)",
		"cells":      "with -count -rows N: a table of the boards of the first `A..B` cells (squares) of N-row boards, the squares column by column and top to bottom, the last column partly filled: Knuth's order (DYNAHAM; OEIS A383661.., A389755..), a line \"n a(n)\" for the first n cells, by the conventions of -closed, -open and -undirected (docs/counting.md); counted whole, not in parts",
		"from":       "with -count and -rows N -cols A..B (or -cols N): print the table's lines from the generating function in `FILE` (written by -table genfunc for the same width and convention), exact, for lengths far past any scan, instead of scanning",
		"mod":        "with a table: print its terms modulo `P`: with -from, P 2..2^63-1 for lengths up to 2^63-1 (-cols 1000000 -mod 1000000007); without, P below 2^60, from the scan's linear map over residues (tables at most 7 wide), a check of the exact lines by an arithmetic of its own",
		"round":      "with -dir: run round `R` of the part; 0: print the number of rounds and check DIR's disk; without -round, print the counts the parts add up to, or which parts of which round are not done",
	}
}
