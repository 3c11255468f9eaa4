package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"knightstour/internal/count"
)

// TestCountProgress runs a count of a few seconds with progress every 10 ms and checks
// the reports (one line each, off a terminal) and the answer.
func TestCountProgress(t *testing.T) {
	cmd, err := parseFlags([]string{"-count", "-rows", "6", "-cols", "6", "-closed", "-v"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	w := bufio.NewWriter(&out)
	if err := cmd.count.run(context.Background(), strings.NewReader("1\n"), w, &errOut, countEnv{every: time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "19724\n" {
		t.Errorf("stdout %q, want 19724 (2 × 9862)", out.String())
	}
	if errOut.Len() == 0 {
		t.Fatal("no progress reported")
	}
	lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
	for _, l := range lines {
		if !strings.HasPrefix(l, "knightstour: counting 6x6 square 1: ") || !strings.Contains(l, " states held, tables ") || !strings.Contains(l, " left") {
			t.Errorf("progress line %q", l)
		}
	}
	t.Logf("%d progress lines, the last %q", len(lines), lines[len(lines)-1])
}

// TestCountTerminalProgress checks that on a terminal the report is one line rewritten
// in place and erased at the end.
func TestCountTerminalProgress(t *testing.T) {
	cmd, err := parseFlags([]string{"-count", "-rows", "6", "-cols", "6", "-closed"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if err := cmd.count.run(context.Background(), strings.NewReader("1\n"), bufio.NewWriter(&out), &errOut, countEnv{terminal: true, every: time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	s := errOut.String()
	if !strings.HasPrefix(s, "\r") || !strings.HasSuffix(s, "\r\x1b[K") || strings.Contains(s, "\n") {
		t.Errorf("terminal progress %q", s)
	}
}

// TestWhere checks the words for where a count is: a row of the scan, the middle rows'
// edges or the join of a count that meets in the middle.
func TestWhere(t *testing.T) {
	for _, tc := range []struct {
		p    count.Progress
		want string
	}{
		{count.Progress{Row: 4, Rows: 8}, "row 5 of 8"},
		{count.Progress{Row: 8, Rows: 8}, "row 8 of 8"},
		{count.Progress{Row: 3, Rows: 8, Stage: count.StageMiddle, Step: 6, Steps: 12}, "adding the edges between rows 4 and 5 (7 of 12)"},
		{count.Progress{Row: 3, Rows: 8, Stage: count.StageJoin, Step: 512, Steps: 1024}, "joining the halves (50% done)"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := where(tc.p); got != tc.want {
				t.Errorf("where = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestLeftWords checks the words for the time left: none before the count can estimate
// it, a rough estimate labelled so, then the estimate.
func TestLeftWords(t *testing.T) {
	for _, tc := range []struct {
		p    count.Progress
		want string
	}{
		{count.Progress{Left: -1, Rough: true}, "time left not known yet"},
		{count.Progress{Left: 190 * time.Second, Rough: true}, "about 3 min 10 s left (a rough estimate)"},
		{count.Progress{Left: 42 * time.Second}, "about 42 s left"},
		{count.Progress{Left: 0}, "about 0 s left"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := leftWords(tc.p); got != tc.want {
				t.Errorf("leftWords = %q, want %q", got, tc.want)
			}
		})
	}
}
