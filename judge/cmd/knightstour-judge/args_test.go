package main

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"
)

// flagSpelling is a way of writing the board's flags: args before the
// files, and the board they mean (rows 0: a bad argument).
type flagSpelling struct {
	args            []string
	rows, cols      int
	closed, refused bool
}

// flagSpellings are the spellings the three checkers must read alike: each
// is either the board it says or a judge failure.
var flagSpellings = []flagSpelling{
	{args: []string{"-rows", "5", "-cols", "6"}, rows: 5, cols: 6},
	{args: []string{"--rows", "5", "--cols", "6"}, rows: 5, cols: 6},
	{args: []string{"-rows=5", "--cols=6"}, rows: 5, cols: 6},
	{args: []string{"-rows", "005", "-cols", "06"}, rows: 5, cols: 6},
	{args: []string{"-rows", "010", "-cols", "010"}, rows: 10, cols: 10},
	{args: []string{"-rows", "5", "-cols", "6", "-closed=false"}, rows: 5, cols: 6},
	{args: []string{"-rows", "6", "-cols", "6", "--closed"}, rows: 6, cols: 6, closed: true},
	{args: []string{"-rows", "6", "-cols", "6", "-closed=true"}, rows: 6, cols: 6, closed: true},
	{args: []string{"-rows", "5", "-cols", "6", "-format", "line"}, rows: 5, cols: 6},
	{args: []string{"-rows", "5", "-cols", "6", "--format=line"}, rows: 5, cols: 6},
	{args: []string{"-rows", "5", "-cols", "6", "--testset", "tests", "-group=g1"}, rows: 5, cols: 6},
	{args: []string{"-rows", "0x8"}, refused: true},
	{args: []string{"-rows", "1_0"}, refused: true},
	{args: []string{"-rows", "8x"}, refused: true},
	{args: []string{"-rows", "8.0"}, refused: true},
	{args: []string{"-rows", " 8"}, refused: true},
	{args: []string{"-rows", "8 "}, refused: true},
	{args: []string{"-rows", "+8"}, refused: true},
	{args: []string{"-rows", "-8"}, refused: true},
	{args: []string{"-rows", ""}, refused: true},
	{args: []string{"-rows=", "8"}, refused: true},
	{args: []string{"-rows", "99999999999999999999"}, refused: true},
	{args: []string{"-rows"}, refused: true},
	{args: []string{"-closed=1"}, refused: true},
	{args: []string{"-closed=yes"}, refused: true},
	{args: []string{"-closed=TRUE"}, refused: true},
	{args: []string{"---rows", "8"}, refused: true},
	{args: []string{"-size", "8"}, refused: true},
	{args: []string{"-x"}, refused: true},
	{args: []string{"-h"}, refused: true}, // help and version only alone
	{args: []string{"-help"}, refused: true},
	{args: []string{"--help"}, refused: true},
	{args: []string{"-version"}, refused: true},
	{args: []string{"--version=true"}, refused: true},
	{args: []string{"-rows", "0"}, refused: true},
}

// TestFlagGrammar checks the Go judge's reading of every spelling: the
// board it means, or a judge failure.
func TestFlagGrammar(t *testing.T) {
	for _, fs := range flagSpellings {
		t.Run(strings.Join(fs.args, " "), func(t *testing.T) {
			c := cliParse(append(append([]string(nil), fs.args...), "in", "out"))
			if fs.refused {
				var stderr bytes.Buffer
				code := cliRun(append(append([]string(nil), fs.args...), "in", "out"), nil, io.Discard, &stderr)
				if code != 3 || !strings.HasPrefix(stderr.String(), "FAIL ") {
					t.Errorf("exit %d, %q; want a judge failure", code, stderr.String())
				}
				return
			}
			if c.err != nil || c.cfg.Rows != fs.rows || c.cfg.Cols != fs.cols || c.cfg.Closed != fs.closed || len(c.files) != 2 {
				t.Errorf("%+v, err %v, files %q; want %dx%d closed %v", c.cfg, c.err, c.files, fs.rows, fs.cols, fs.closed)
			}
		})
	}
}

// FuzzParseNumber checks cliParseNumber against its grammar: decimal
// digits only, at most 2147483647.
func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"8", "010", "0x8", "1_0", "+8", " 8", "8.0", "", "2147483647", "2147483648", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := cliParseNumber(s)
		digits := s != "" && strings.Trim(s, "0123456789") == ""
		want, perr := strconv.ParseUint(strings.TrimLeft(s, "0")+"0", 10, 64)
		inRange := digits && perr == nil && want/10 <= cliMaxNumber
		if (err == nil) != inRange || err == nil && uint64(v) != want/10 {
			t.Errorf("cliParseNumber(%q) = %d, %v; digits %v, in range %v", s, v, err, digits, inRange)
		}
	})
}
