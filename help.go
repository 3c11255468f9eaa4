package main

import (
	"flag"
	"fmt"

	"github.com/knightstour/knightstour/internal/tourprog"
)

// This file holds the help: -h prints the short form, every line of it at most 80
// columns; docs/usage.txt holds the long form, each flag in full (TestUsageFile writes
// its list of flags from flagHelp's long descriptions, and checks it).

// help is what a flag does: short, in a line or two for -h, and long, in full for
// docs/usage.txt. A word between backquotes names the flag's value, the same in both.
type help struct{ short, long string }

// flagHelp is the help of every flag, by name.
func flagHelp() map[string]help {
	return map[string]help{
		"rows": {"the board has `N` rows;\nwith -count, A..B: a table of boards of A to B rows",
			"the board has `N` rows; with -count, A..B: a table of the boards of A to B rows (docs/counting.md)"},
		"cols": {"the board has `N` columns;\nwith -count, A..B: a table of boards of A to B columns",
			"the board has `N` columns; with -count, A..B: a table of the boards of A to B columns, counted in one scan"},
		"table": {"a table's form (`T`): bfile (lines \"n a(n)\") or column",
			"with -count and a range of lengths: how the table is printed (`T`): bfile (OEIS b-file lines \"n a(n)\", every n) or column (a(n) alone)"},
		"closed": {"closed tours only (the last square a knight's move from the first)",
			"answer with closed tours only (the last square a knight's move from the first)"},
		"open": {"with -count: strictly open tours only (ends not a knight's move apart)",
			"with -count: count strictly open tours only, the last square not a knight's move from the first (Knuth's \"open\"; the mirror of -closed); without -open or -closed a count counts every tour, the ones that close included (every Hamiltonian path)"},
		"undirected": {"with -count: a tour and its reverse count once (as OEIS and TAOCP count)",
			"with -count: count a tour and its reverse once (and a closed tour from every start once, not once a square): the convention of OEIS and TAOCP (docs/counting.md); by default tours are sequences, directed"},
		"method": {"how to find tours (`M`): auto, dfs or construct;\nwith -count, how to count: auto, dfs or scan",
			"how to find tours (`M`): auto (the Sicily search within its budget, else the construction), dfs (the Sicily search only), construct (the linear-time construction only); with -count, how to count: auto (the cheaper, estimated before the count), dfs (a pruned depth-first search, boards of up to 64 squares) or scan (the frontier scan)"},
		"budget": {fmt.Sprintf("the nodes the Sicily search may visit a query (`N`);\n0: %d + %d a square under -method auto, no bound under dfs", tourprog.AutoBudget(0), tourprog.AutoBudget(1)-tourprog.AutoBudget(0)),
			fmt.Sprintf("the Sicily search may visit `N` nodes per query; 0 means %d + %d per square with -method auto (which searches boards of up to %d squares), and no bound with -method dfs", tourprog.AutoBudget(0), tourprog.AutoBudget(1)-tourprog.AutoBudget(0), tourprog.AutoDFSSquares)},
		"seed": {"another tour: the one whose ties seed `N` breaks (0..2^64-1)",
			"another tour: the one whose ties seed `N` breaks (0..2^64-1; see above)"},
		"format": {"the output (`F`): line, grid, svg or html (a page)",
			"the output form (`F`): line (squares one space apart), grid (the board of move numbers), svg (a drawing), html (a page that animates the tour and lets you try one)"},
		"o": {"with -format svg or html: write a file a query into `DIR`",
			"with -format svg or html: write one file per query, tour-<rows>x<cols>-<start>.svg or .html, into `DIR` (made if need be)"},
		"notation": {"squares (`N`): number (1..rows*cols) or algebraic (a8)",
			"how squares are read and written (`N`): number (1..rows*cols, row-major), or algebraic (chess names, a8 is square 1 on 8x8; numbers are read too)"},
		"version": {"print the version and exit", "print the version and exit"},
		"count": {"print the number of tours from each start (exact; query 0: every start)",
			"print for each query the number of tours from that start (exact; query 0: from every start), with -closed of closed tours; Ctrl-C stops a count (exit status 130; SIGTERM 143, SIGHUP 129)"},
		"end": {"with -count: count only the tours that end on square `S`",
			"with -count: count only the tours that end on square `S`"},
		"v": {"with -count: report progress on stderr once a second",
			"with -count: report progress on stderr once a second (it does on a terminal anyway)"},
		"mem": {"with -count: the memory a count may use (`SIZE`: 4GiB, 1.5G, 800MB)",
			"with -count: the memory a count may use (`SIZE`: 4GiB, 1.5G, 800MB); by default GOMEMLIMIT when set, else 3/4 of the machine's memory (or of its container's limit). A count far beyond it is refused at once, one that passes it stops"},
		"part": {"with -count -dir: part `K/N` of a count in N parts, in rounds",
			"with -count -dir: part `K/N` of a count in N parts, each holding and expanding about 1/N of every layer; the parts exchange their states through -dir in rounds (docs/counting.md)"},
		"dir": {"with -count -part: the folder `DIR` that the parts share",
			"with -count -part: the folder `DIR` that all the parts share (a shared filesystem, or this machine's disk)"},
		"round": {"with -dir: run round `R` of the part; 0: print the number of rounds",
			"with -dir: run round `R` of the part; 0: print the number of rounds and check DIR's disk; without -round, print the counts the parts add up to, or which parts of which round are not done"},
	}
}

// usage prints the help that -h asks for, the short form: what the program does, its
// flags in a line or two each, and its exit statuses.
func usage(fs *flag.FlagSet) {
	fmt.Fprint(fs.Output(), usageHead+usageFlags)
	fs.PrintDefaults()
	fmt.Fprint(fs.Output(), usageExit)
}

// usageHead, usageFlags and usageExit are -h's text around the list of flags.
const (
	usageHead = `usage: knightstour [flags] < starts

Reads start squares (1..rows*cols, row-major from the top left) until -1 or the
end of the input, and prints for each a knight's tour from it, or "no tour" (the
reason goes to stderr): the Sicily 1153 program. With -count it prints the exact
number of tours from each start (0: from every start) instead. Every flag in
full: docs/usage.txt; which flags give which published numbers: docs/counting.md
(in the source, github.com/knightstour/knightstour).
`
	usageFlags = "\nFlags:\n"
	usageExit  = `
Exit status:
  0  every query was answered ("no tour" is an answer)
  1  bad input (stderr names the line and the token), a failed read or write,
     or a search that gave up under -method dfs -budget N
  2  a bad command line
  130  a count stopped by Ctrl-C (the answers before it are written); 143 by
       SIGTERM, 129 by SIGHUP
`
)
