// Package countprog is the count program, knightstour -count: it answers each query, a
// start square or 0 for every start, with the exact number of knight's tours from it
// (package count counts them), says why a count is 0 where theory settles it at once,
// keeps a count within a memory cap, and reports the progress of a long count.
//
// It reads and writes only what it is handed (Queries and Env): the command line, the
// process's signals and its terminal are the caller's. What it takes from the process
// itself is the memory: the machine's (package machine) for its default cap, and Go's
// garbage collector, which it sets for the run and restores: GOGC 10 while counting
// (countGCPercent), since the tables are arrays without pointers, cheap to collect, and
// with Go's default a layer's freed tables stay resident until the heap has doubled.
//
// The cap (Config.Mem, else GOMEMLIMIT, else three quarters of the machine's or its
// container's memory, never more than an address-space limit leaves room for) is told
// to the garbage collector, and the count's tables may use three quarters of it
// (count.Options.MaxBytes); docs/counting.md gives the rules as a user meets them.
// TestParts checks that the parts of a count add up to the whole through the program.
package countprog

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/knightstour/knightstour/internal/count"
	"github.com/knightstour/knightstour/internal/machine"
	"github.com/knightstour/knightstour/internal/theory"
)

// Config is what the command line asks of the count program.
type Config struct {
	Rows, Cols  int
	Convention               // which tours, and whether a tour and its reverse count once
	End         int          // the square the tours end on (1-based); 0: any
	Mem         machine.Size // the memory a count may use, as the user gave it; Bytes 0: the default (GOMEMLIMIT, or 3/4 of the machine's)
	Part, Parts int          // part Part (1-based) of a count in Parts parts, in rounds (Rounds)
	// Rounds, with Parts, is what this run does of a count in rounds, whose files are
	// in Env.Dir; nil: the count is whole.
	Rounds  *Rounds
	Verbose bool         // report progress on Env.Stderr even when it is not a terminal
	Each    bool         // answer query 0 with the tours from each square apart, the board's rows a line each
	Method  count.Method // how to count: the search, the scan, or (auto) the cheaper
	// Table, when set, asks for a table of the boards of a range of lengths, counted in
	// one scan (past scanWidth a board at a time); Rows and Cols are then the longest
	// board's (the queries' squares).
	Table *Table
}

// Check says whether cfg asks for a count that can be run: a board whose tours can be
// counted, an end on it, and a part of the parts. It costs O(1).
func (cfg Config) Check() error {
	if cfg.Table != nil {
		return cfg.checkTable()
	}
	if err := count.Check(cfg.Rows, cfg.Cols); err != nil {
		return err
	}
	if err := cfg.Method.Check(cfg.Rows, cfg.Cols); err != nil {
		return err
	}
	if err := cfg.checkConvention(); err != nil {
		return err
	}
	switch n := cfg.Rows * cfg.Cols; {
	case cfg.End < 0 || cfg.End > n:
		return fmt.Errorf("end square %d: want a square of the %dx%d board, 1..%d", cfg.End, cfg.Rows, cfg.Cols, n)
	case cfg.Mem.Bytes != 0 && cfg.Mem.Bytes < minMem:
		return fmt.Errorf("memory cap of %d bytes: want at least 1MB", cfg.Mem.Bytes)
	case cfg.Each && cfg.Rounds != nil:
		return errors.New("-each in parts: count the squares' queries, 1..rows·cols, in parts")
	case cfg.Open && cfg.Rounds != nil:
		return errors.New("-open in parts: a strictly open count takes two counts (the tours less the closed ones); count the tours and the closed tours in parts, and subtract")
	}
	return cfg.checkParts()
}

// checkParts says whether cfg asks for a part of the parts, through a folder, and a
// round there is.
func (cfg Config) checkParts() error {
	switch {
	case cfg.Parts > MaxParts || cfg.Parts > 0 && (cfg.Part < 1 || cfg.Part > cfg.Parts):
		return fmt.Errorf("part %d of %d: want 1 <= K <= N <= %d", cfg.Part, cfg.Parts, MaxParts)
	case cfg.Parts > 0 && cfg.Rounds == nil:
		return fmt.Errorf("part %d of %d: a count in parts is counted in rounds through a folder the parts share (-dir)", cfg.Part, cfg.Parts)
	case cfg.Rounds != nil && cfg.Parts == 0:
		return fmt.Errorf("a count in rounds is a count in parts: want -part K/N")
	case cfg.Rounds != nil && cfg.Rounds.Round < 0:
		return fmt.Errorf("round %d: want 1 or more (or 0, the plan)", cfg.Rounds.Round)
	}
	return nil
}

// Rounds is what a run does of a count in rounds (see count.Counter.Round).
type Rounds struct {
	// Round is the round to run (1..): part Part's round of every query. 0 with Plan:
	// print the number of rounds. 0 without: print the answers that the parts add up
	// to, or say which parts of which round are not done.
	Round int
	Plan  bool
}

// MaxParts bounds N in a count split into N parts: every part writes a file for every
// part in each round.
const MaxParts = count.MaxRoundParts

// minMem is the least memory cap: a smaller one is a size without its unit (4 for
// 4GiB), and would leave the tables no room, or none at all.
const minMem = 1_000_000

// ParseMem reads a memory cap as the command line gives it: a size with its unit, as in
// 4GiB, 1.5G, 800MB (machine.Parse), of at least 1MB. The count's messages say sizes in
// its family of units.
func ParseMem(s string) (machine.Size, error) {
	z, err := machine.Parse(s)
	if err != nil {
		return machine.Size{}, err
	}
	if z.Bytes < minMem {
		return machine.Size{}, fmt.Errorf("%q: want at least 1MB (a size with its unit, such as 4GiB)", s)
	}
	return z, nil
}

// ParsePart reads K/N, part K of N parts: 1 <= K <= N <= MaxParts, each in decimal
// digits only (leading zeros read as decimal; no sign).
func ParsePart(s string) (k, n int, err error) {
	ks, ns, ok := strings.Cut(s, "/")
	k64, kerr := strconv.ParseUint(ks, 10, 32) // digits only: ParseUint takes no sign
	n64, nerr := strconv.ParseUint(ns, 10, 32)
	if !ok || kerr != nil || nerr != nil || k64 < 1 || k64 > n64 || n64 > MaxParts {
		return 0, 0, fmt.Errorf("%q: want K/N, part K of N parts (1 <= K <= N <= %d), as in 3/8", s, MaxParts)
	}
	return int(k64), int(n64), nil
}

// ParseRound reads -round: a round, 1 or more, or 0 for the plan (the number of rounds).
func ParseRound(s string) (*Rounds, error) {
	r, err := strconv.ParseUint(s, 10, 31)
	if err != nil {
		return nil, fmt.Errorf("%q: want a round, 1 or more, or 0 for the number of rounds", s)
	}
	return &Rounds{Round: int(r), Plan: r == 0}, nil
}

// what names a query in messages: "8x8 square 5", "8x8 every square", with " to 9"
// for an end and " (part 3 of 8, round 5)" for a part's round.
func (cfg *Config) what(start int) string {
	q := cfg.query(start)
	q.conv = ""
	return q.String()
}

// noTour returns why no tour of the kind asked for starts at start (1-based; 0 for
// any square), or "" if theory allows one: theory's reasons for the start, and for the
// end (a tour read backwards starts at its end), and the colours: a knight's move
// changes colour, so a tour of a board with an even number of squares ends on the
// other colour than its start. It costs O(rows·cols) for start 0, else O(1).
func (cfg *Config) noTour(start int) string {
	if reason := cfg.closes(start); reason != "" {
		return reason
	}
	rows, cols, n := cfg.Rows, cfg.Cols, cfg.Rows*cfg.Cols
	check := func(sq int, closed bool) error {
		return theory.Check(rows, cols, (sq-1)/cols, (sq-1)%cols, closed)
	}
	if cfg.End > 0 {
		if err := check(cfg.End, false); err != nil {
			return fmt.Sprintf("no tour ends at square %d, since none starts there: %v", cfg.End, err)
		}
	}
	if start == 0 {
		var first error
		for sq := 1; sq <= n; sq++ {
			err := check(sq, cfg.Closed)
			if err == nil {
				return ""
			}
			if first == nil {
				first = err
			}
		}
		return first.Error()
	}
	if err := check(start, cfg.Closed); err != nil {
		return err.Error()
	}
	if cfg.End == 0 {
		return ""
	}
	colour := func(sq int) int { return ((sq-1)/cols + (sq-1)%cols) % 2 }
	switch {
	case start == cfg.End && n > 1:
		return "a tour of more than one square ends on another square than its start"
	case cfg.Closed && !cfg.knightApart(start, cfg.End):
		return fmt.Sprintf("no closed tour ends at square %d: it is not a knight's move from square %d", cfg.End, start)
	case n%2 == 0 && colour(start) == colour(cfg.End):
		return "a knight's move changes colour, so a tour of a board with an even number of squares ends on the other colour than its start"
	}
	return ""
}

// closes says why no strictly open tour goes from start to the end: they are a knight's
// move apart; "" if one may.
func (cfg *Config) closes(start int) string {
	if !cfg.Open || cfg.End == 0 || start == 0 {
		return ""
	}
	if !cfg.knightApart(start, cfg.End) {
		return ""
	}
	return fmt.Sprintf("a tour from square %d to square %d, a knight's move apart, closes: it is not strictly open", start, cfg.End)
}

// knightApart reports whether squares a and b (1-based) of the board are a knight's
// move apart.
func (cfg *Config) knightApart(a, b int) bool {
	dr, dc := (a-1)/cfg.Cols-(b-1)/cfg.Cols, (a-1)%cfg.Cols-(b-1)%cfg.Cols
	return dr*dr+dc*dc == 5
}

// checkConvention refuses the conventions that make no sense together.
func (cfg Config) checkConvention() error {
	switch {
	case cfg.Open && cfg.Closed:
		return errors.New("-open and -closed exclude each other: strictly open tours are the ones that do not close")
	case cfg.Undirected && cfg.End > 0:
		return errors.New("-undirected with an end: a tour from a start to an end is counted once already (in the direction from its start to its end); drop -undirected")
	}
	return nil
}
