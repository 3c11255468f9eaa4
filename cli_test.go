package main

import (
	"strings"
	"testing"
)

// TestHelp checks that -h exits 0 and shows the value names of the flags and the exit
// status.
func TestHelp(t *testing.T) {
	for _, arg := range []string{"-h", "-help", "--help"} {
		t.Run(arg, func(t *testing.T) {
			out, stderr, code := runMain(t, "", arg)
			if code != 0 || out != "" {
				t.Fatalf("exit %d, stdout %q; want 0 and nothing on stdout", code, out)
			}
			for _, want := range []string{"usage: knightstour [flags] < starts", "-rows N", "-cols N", "-budget N", "-method M", "-format F", "-o DIR", "-version", "Exit status:", "  2  a bad command line"} {
				if !strings.Contains(stderr, want) {
					t.Errorf("usage lacks %q:\n%s", want, stderr)
				}
			}
		})
	}
}

// TestVersion checks that -version prints one line naming the program and the Go
// release, and answers no query.
func TestVersion(t *testing.T) {
	out, stderr, code := runMain(t, "1\n", "-version")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	f := strings.Fields(out)
	if len(f) != 3 || f[0] != "knightstour" || !strings.HasPrefix(f[2], "go") || strings.Count(out, "\n") != 1 {
		t.Errorf("-version printed %q, want \"knightstour VERSION GOVERSION\\n\"", out)
	}
}
