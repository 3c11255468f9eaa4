package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestPrintTable: the ranges of PRINT hold exactly the characters from U+0080 up that
// strconv.IsPrint takes as printable, in order and apart.
func TestPrintTable(t *testing.T) {
	in := make([]bool, 0x110000)
	last := int64(0x7f)
	for _, m := range regexp.MustCompile(`\{0x([0-9a-f]+), 0x([0-9a-f]+)\}`).FindAllStringSubmatch(printTable(), -1) {
		lo, _ := strconv.ParseInt(m[1], 16, 32)
		hi, _ := strconv.ParseInt(m[2], 16, 32)
		if lo <= last+1 || hi < lo || hi > 0x10ffff {
			t.Fatalf("range %s after %#x: out of order, touching the one before or empty", m[0], last)
		}
		for r := lo; r <= hi; r++ {
			in[r] = true
		}
		last = hi
	}
	for r := rune(0x80); r <= 0x10ffff; r++ {
		if in[r] != strconv.IsPrint(r) {
			t.Fatalf("U+%04X: in PRINT %v, strconv.IsPrint %v", r, in[r], strconv.IsPrint(r))
		}
	}
}

// TestWithPrintTable writes the table between its lines, again over an old one, and
// refuses a file without them.
func TestWithPrintTable(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		ok        bool
	}{
		{"empty", "a\n" + printBegin + printEnd + "b\n", true},
		{"old table", "a\n" + printBegin + "static const unsigned PRINT[][2] = {{1, 2}};\n" + printEnd + "b\n", true},
		{"no end", "a\n" + printBegin + "b\n", false},
		{"no lines", "a\nb\n", false},
	} {
		got, err := withPrintTable([]byte(tc.src))
		want := "a\n" + printBegin + printTable() + printEnd + "b\n"
		if tc.ok && (err != nil || string(got) != want) || !tc.ok && (err == nil || !strings.Contains(err.Error(), "BEGIN PRINT")) {
			t.Errorf("%s: %v, %.80q", tc.name, err, got)
		}
	}
}
