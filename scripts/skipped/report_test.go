package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	skips, err := os.ReadFile("testdata/skips.json") // go test -json of a package with two skips
	if err != nil {
		t.Fatal(err)
	}
	failed := `{"Action":"run","Package":"p","Test":"TestX"}
{"Action":"output","Package":"p","Test":"TestX","Output":"    x_test.go:9: wrong\n"}
{"Action":"fail","Package":"p","Test":"TestX"}
`
	tests := []struct {
		name, in, want, err string
	}{
		{"skips", string(skips), "sk TestA/tool: no g++: the C++ judge is not checked\nsk TestB: no Chromium\n2 tests passed, 0 failed, 2 skipped\n", ""},
		{"failed", failed, "FAIL p TestX:\n    x_test.go:9: wrong\n0 tests passed, 1 failed, 0 skipped\n", "1 test failed"},
		{"failed and its package", failed + `{"Action":"output","Package":"p","Output":"FAIL\n"}` + "\n" + `{"Action":"fail","Package":"p"}` + "\n",
			"FAIL p TestX:\n    x_test.go:9: wrong\n0 tests passed, 1 failed, 0 skipped\n", "1 test failed"},
		{"build failed", `{"Action":"output","Package":"q","Output":"FAIL\tq [build failed]\n"}` + "\n" + `{"Action":"fail","Package":"q"}` + "\n" + failed,
			"FAIL q:\n    FAIL\tq [build failed]\nFAIL p TestX:\n    x_test.go:9: wrong\n0 tests passed, 2 failed, 0 skipped\n", "2 tests failed"},
		{"not json", "ok  \tknightstour\t0.1s\n", "", "line 1: not go test -json output"},
		{"no tests", `{"Action":"pass","Package":"p"}` + "\n", "", "no test ran"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := run(strings.NewReader(tt.in), &out)
			if got := out.String(); got != tt.want {
				t.Errorf("output %q, want %q", got, tt.want)
			}
			switch {
			case tt.err == "" && err != nil:
				t.Errorf("error %v, want none", err)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Errorf("error %v, want one saying %q", err, tt.err)
			}
		})
	}
}
