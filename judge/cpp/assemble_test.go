package cpp

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

func TestPaste(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		files     map[string][]byte
		want, err string
	}{
		{"one", "a\n#include \"x.h\"\nb\n", map[string][]byte{"x.h": []byte("X\n")}, "a\nX\nb\n", ""},
		{"no final newline", "#include \"x.h\"\n", map[string][]byte{"x.h": []byte("X")}, "X\n", ""},
		{"others kept", "#include \"testlib.h\"\n#include \"x.h\"\n", map[string][]byte{"x.h": []byte("X\n")}, "#include \"testlib.h\"\nX\n", ""},
		{"not a whole line", "#include \"x.h\" // no\n#include \"x.h\"\n", map[string][]byte{"x.h": []byte("X\n")}, "#include \"x.h\" // no\nX\n", ""},
		{"missing", "a\n", map[string][]byte{"x.h": []byte("X\n")}, "", `0 lines "#include \"x.h\"", want 1`},
		{"twice", "#include \"x.h\"\n#include \"x.h\"\n", map[string][]byte{"x.h": []byte("X\n")}, "", `2 lines`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Paste([]byte(tc.src), tc.files)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Paste = %q, %v; want error %q", got, err, tc.err)
				}
				return
			}
			if err != nil || string(got) != tc.want {
				t.Fatalf("Paste = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

func TestDefine(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want, err string
	}{
		{"set", "#ifndef KT_ROWS\n#define KT_ROWS 8\n#endif\n", "#ifndef KT_ROWS\n#define KT_ROWS 12\n#endif\n", ""},
		{"another name", "#define KT_ROWSX 8\n#define KT_ROWS 8\n", "#define KT_ROWSX 8\n#define KT_ROWS 12\n", ""},
		{"none", "#define KT_COLS 8\n", "", "0 lines '#define KT_ROWS N'"},
		{"twice", "#define KT_ROWS 8\n#define KT_ROWS 8\n", "", "2 lines"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Define([]byte(tc.src), "KT_ROWS", 12)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Define = %q, %v; want error %q", got, err, tc.err)
				}
				return
			}
			if err != nil || string(got) != tc.want {
				t.Fatalf("Define = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

// TestSources assembles the repository's sources: one file each, judge.h in it, no
// include of the project left.
func TestSources(t *testing.T) {
	dir := Sources
	judgeH, err := fs.ReadFile(Sources, "judge.h")
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]func(dir fs.FS) ([]byte, error){"Check": Check, "Validator": Validator} {
		src, err := f(dir)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Contains(src, judgeH) {
			t.Errorf("%s: judge.h is not in it", name)
		}
		for _, inc := range Includes(src) {
			if inc != "testlib.h" {
				t.Errorf("%s: #include %q", name, inc)
			}
		}
	}
	if _, err := Check(fstest.MapFS{"judge.h": {Data: []byte("h\n")}, "checker.cpp": {Data: []byte("no include\n")}}); err == nil {
		t.Error("Check of a checker without #include \"judge.h\": no error")
	}
}

func ExamplePaste() {
	src := []byte("#include \"testlib.h\"\n#include \"judge.h\"\nint main() {}\n")
	out, err := Paste(src, map[string][]byte{"judge.h": []byte("int judge();\n")})
	fmt.Print(string(out), err)
	// Output:
	// #include "testlib.h"
	// int judge();
	// int main() {}
	// <nil>
}
