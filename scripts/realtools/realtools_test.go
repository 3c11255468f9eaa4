package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// page returns a binary PGM page of w×h white pixels, with the pixels of dark black.
func page(w, h int, comment string, dark ...int) []byte {
	px := bytes.Repeat([]byte{255}, w*h)
	for _, i := range dark {
		px[i] = 0
	}
	return append([]byte(fmt.Sprintf("P5\n%s%d %d\n255\n", comment, w, h)), px...)
}

// TestRightMargin checks the margin check of the statement's PDF on rendered pages.
func TestRightMargin(t *testing.T) {
	tests := []struct {
		name string
		pgm  []byte
		want float64
		err  bool
	}{
		{"blank", page(20, 3, ""), -1, false},
		{"text left of the margin", page(20, 3, "", 0, 9, 29), -1, false},
		{"in the margin", page(20, 3, "# a comment\n", 10, 15, 45), 0.5, false},
		{"second page", append(page(20, 2, ""), page(20, 2, "", 39)...), 0.9, false},
		{"not PGM", []byte("P6\n2 2\n255\n0000"), 0, true},
		{"short", page(20, 3, "")[:30], 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := rightMargin(tc.pgm, 10)
			if (err != nil) != tc.err || got != tc.want {
				t.Errorf("rightMargin = %v, %v; want %v, error %v", got, err, tc.want, tc.err)
			}
		})
	}
}

// TestExpect checks that each pattern must match a whole line.
func TestExpect(t *testing.T) {
	out := "loader: polygon_task x\ntestcases: 8, public: all\n"
	tests := []struct {
		patterns []string
		ok       bool
	}{
		{[]string{`loader: polygon_task .*`, `testcases: 8, public: all`}, true},
		{[]string{`testcases: 8`}, false},
		{[]string{`public: all`}, false},
		{[]string{`loader: italy_yaml .*`}, false},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.patterns, ","), func(t *testing.T) {
			if err := expect(out, tc.patterns...); (err == nil) != tc.ok {
				t.Errorf("expect: %v, want ok %v", err, tc.ok)
			}
		})
	}
	if m := zipLine.FindStringSubmatch("package: /tmp/x/knightstour5x6.zip (5x6 open, cpp validator, 8 test cases)\n"); m == nil || m[1] != "/tmp/x/knightstour5x6.zip" {
		t.Errorf("zipLine found %q", m)
	}
}

// TestTool checks where tools are looked for: the environment variable first (an error if
// it names no program), then PATH, then ../shared/tools beside the repository.
func TestTool(t *testing.T) {
	root := t.TempDir()
	c := &check{repo: filepath.Join(root, "repo")}
	shared := filepath.Join(root, "shared", "tools", "p2d", "p2d")
	if err := os.MkdirAll(filepath.Dir(shared), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(shared, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("KT_TEST_TOOL", "")
	if p, err := c.tool("KT_TEST_TOOL", "", "p2d/p2d"); p != shared || err != nil {
		t.Errorf("the shared copy: %q, %v; want %s", p, err, shared)
	}
	if p, err := c.tool("KT_TEST_TOOL", "sh", "p2d/p2d"); p == shared || p == "" || err != nil {
		t.Errorf("sh on PATH: %q, %v; want it before the shared copy", p, err)
	}
	if p, err := c.tool("KT_TEST_TOOL", "", "none/none"); p != "" || err != nil {
		t.Errorf("no tool: %q, %v; want none and no error", p, err)
	}
	t.Setenv("KT_TEST_TOOL", filepath.Join(root, "missing"))
	if _, err := c.tool("KT_TEST_TOOL", "sh", "p2d/p2d"); err == nil {
		t.Error("KT_TEST_TOOL naming no program: no error")
	}
}
