package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// cppFile is the C++ twin of the submission, whose table of printable characters gen
// writes: the rest of the file is written by hand.
const cppFile = "judge/problem/submission/cpp/knightstour.cpp"

// The lines of cppFile between which the table is written.
const (
	printBegin = "// BEGIN PRINT: written by go generate ./judge/problem (internal/gen); do not edit.\n"
	printEnd   = "// END PRINT\n"
)

// printTable returns the C++ array PRINT: the ranges [lo, hi] of the characters from
// U+0080 up that strconv.IsPrint takes as printable, which Go's %q leaves as they are,
// in order, four a line.
func printTable() string {
	var ranges []string
	lo := rune(-1)
	for r := rune(0x80); r <= 0x110000; r++ {
		p := r <= 0x10ffff && strconv.IsPrint(r)
		switch {
		case p && lo < 0:
			lo = r
		case !p && lo >= 0:
			ranges = append(ranges, fmt.Sprintf("{0x%x, 0x%x}", lo, r-1))
			lo = -1
		}
	}
	var b strings.Builder
	b.WriteString("static const unsigned PRINT[][2] = {\n")
	for i := 0; i < len(ranges); i += 4 {
		b.WriteString("    " + strings.Join(ranges[i:min(i+4, len(ranges))], ", ") + ",\n")
	}
	b.WriteString("};\n")
	return b.String()
}

// withPrintTable returns src with printTable between its lines printBegin and printEnd.
func withPrintTable(src []byte) ([]byte, error) {
	before, rest, ok1 := bytes.Cut(src, []byte(printBegin))
	_, after, ok2 := bytes.Cut(rest, []byte(printEnd))
	if !ok1 || !ok2 {
		return nil, fmt.Errorf("%s: no lines %q and %q to write the table between", cppFile, strings.TrimSpace(printBegin), strings.TrimSpace(printEnd))
	}
	var out bytes.Buffer
	out.Write(before)
	out.WriteString(printBegin + printTable() + printEnd)
	out.Write(after)
	return out.Bytes(), nil
}
