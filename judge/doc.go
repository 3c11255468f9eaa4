// Package judge checks answers to knight's tour queries: given a board of
// rows×cols squares, numbered 1..rows*cols row-major (square k is row
// (k-1)/cols, column (k-1)%cols), a start square and an answer, it says
// whether the answer is a legal tour from that square and, if not, the
// first thing wrong with it and where.
//
// # The rule
//
// An answer is a legal open tour from s when it has rows*cols squares, the
// first is s, none appears twice, and each is a knight's move from the one
// before: rows and columns differ by dr and dc with dr² + dc² = 5. A closed
// tour also has its last square a knight's move from its first. The judge
// tests moves by that arithmetic and shares no code or move table with any
// solver; it imports only the standard library.
//
// # Forms of an answer
//
// In the line form (LineForm, the Sicily 1153 form) an answer is one line:
// the squares in order, separated by spaces. In the grid form (GridForm)
// it is rows lines of cols numbers, the number in a cell being the move
// (1..rows*cols) at which the tour visits it; spaces, tabs, commas and
// brackets separate the numbers, and lines without numbers are skipped.
// Either form accepts trailing spaces, CRLF line ends, a missing final
// newline and a UTF-8 byte order mark before the output. An answer whose
// words are "no tour" claims that no tour exists. A square (or move
// number) is an optional '-' and digits, at most 40 bytes: a longer token
// is not one and is not read to its end (docs/input.md).
//
// # What is reported
//
// Each problem is an *Error with a Kind and a position: a token that is
// not an integer (token 7), a square out of range, a square visited twice
// (and where first), a step that is not a knight's move (at which
// position of the tour, from which square to which), too few or too many
// squares, the wrong first square, a tour that is not closed. Kind.Verdict maps a kind to the
// verdict an online judge gives: PresentationError for malformed output
// and output left over after the last answer, Failure for faults of the
// judge's own files, WrongAnswer for the rest.
//
// # Cost
//
// Answers are read as a stream (Reader, Judge): besides a 1 MiB buffer the
// judge keeps a record of the squares visited by the current answer, 12
// bytes a square up to 2^20 squares and 1 bit a square above, and for the
// grid form three rows of the board; it never holds an answer, so a line
// of 10^8 squares costs 12.5 MB. Judge keeps two such records, one for the
// output and one for the answer file, which it walks too (see Judge). Time is linear in the size of the output.
// On boards of at most 64 squares, such as Sicily's 8×8, a line is checked
// with bit masks, 8 bytes of input at a time; a line identical to one
// already accepted for the same start (a deterministic program asked the
// same query again) is accepted by one comparison; BenchmarkJudgeNoMemo measures the cost
// of parsing every line instead. On a large board the record is cleared only where the
// last answer set it, so a "no tour" answer costs its bytes, not the board (the tests
// count the bitset words left to clear).
//
// CheckTour, CheckLine and CheckGrid check a single answer; Judge checks a
// whole output against a query file and a reference answer file, as the
// command judge/cmd/knightstour-judge does for online judges. Boards guesses the board
// that lines of tours were written for, and BoardHint words it for a judge
// told another board (a forgotten -rows 6 -cols 6).
package judge
