package main

import (
	"flag"
	"fmt"
)

// This file holds the help: -h prints the short form, every line of it at most 80
// columns; docs/usage.txt holds the long form, each flag in full (TestUsageFile writes
// its list of flags from the long descriptions, flagLong, and checks it).

// flagHelp is the help of the flags that the entry defines, in short, by name; each
// program describes its own flags (countprog.Flags.Define, tourprog.Flags.Define).
func flagHelp() map[string]string {
	return map[string]string{
		"rows":    "the board has `N` rows;\nwith -count, A..B: a table of boards of A to B rows",
		"cols":    "the board has `N` columns;\nwith -count, A..B: a table of boards of A to B columns",
		"closed":  "closed tours only (the last square a knight's move from the first)",
		"method":  "how to find tours (`M`): auto, dfs or construct;\nwith -count, how to count: auto, dfs or scan",
		"version": "print the version and exit",
		"count":   "print the number of tours from each start (exact; query 0: every start)",
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
