package problem

import (
	"strings"
	"testing"
)

func TestSetSides(t *testing.T) {
	src := "package main\n\n// The board.\nconst rows, cols = 8, 8\n\nfunc main() {}\n"
	got, err := setSides([]byte(src), 5, 12)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(src, "8, 8", "5, 12", 1); string(got) != want {
		t.Errorf("setSides =\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []string{
		"package main\n",
		"package main\n\nconst rows, cols = 8, 8\nconst rows, cols = 8, 8\n",
		"package main\n\nfunc f() { const rows, cols = 8, 8 }\n",
		"package main\n\nconst rows = 8\n",
		"not go",
	} {
		if _, err := setSides([]byte(bad), 5, 6); err == nil {
			t.Errorf("setSides(%q): no error", bad)
		}
	}
}
