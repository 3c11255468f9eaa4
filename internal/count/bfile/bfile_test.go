package bfile

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"testing/fstest"
)

func TestRead(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string // the terms; nil for an error
		err        string
	}{
		{"empty", "", []string{}, ""},
		{"terms", "1 0\n2 1728\n3 123456789012345678901234567890\n", []string{"0", "1728", "123456789012345678901234567890"}, ""},
		{"no last newline", "1 5\n2 7", []string{"5", "7"}, ""},
		{"CRLF", "1 5\r\n2 7\r\n", []string{"5", "7"}, ""},
		{"starts at 2", "2 5\n", nil, `line 1: "2 5"`},
		{"a gap", "1 5\n3 7\n", nil, `line 2: "3 7"`},
		{"negative", "1 -5\n", nil, `line 1: "1 -5"`},
		{"a plus", "1 +5\n", nil, `line 1`},
		{"a leading zero", "1 05\n", nil, `line 1`},
		{"two spaces", "1  5\n", nil, `line 1`},
		{"a tab", "1\t5\n", nil, `line 1`},
		{"a comment", "# A165134\n1 5\n", nil, `line 1: "# A165134"`},
		{"a third field", "1 5 6\n", nil, `line 1`},
		{"a blank line", "1 5\n\n", nil, `line 2: ""`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Read(strings.NewReader(tc.text))
			if tc.want == nil {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Read: %v, want an error with %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) || len(got) != len(tc.want) {
				t.Errorf("Read = %v, want %v", got, tc.want)
			}
		})
	}
}

// FuzzRead checks that Read never panics, and that what it accepts it writes back the
// same: its terms as b-file lines are its input (its line ends made "\n").
func FuzzRead(f *testing.F) {
	for _, s := range []string{"1 0\n2 1728\n", "1 5", "2 5\n", "1 -5\n", "1 05\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		terms, err := Read(strings.NewReader(text))
		if err != nil {
			return
		}
		var b strings.Builder
		for i, x := range terms {
			fmt.Fprintf(&b, "%d %v\n", i+1, x)
		}
		text = strings.TrimSuffix(strings.ReplaceAll(text, "\r\n", "\n"), "\r")
		if got := b.String(); got != text && got != text+"\n" {
			t.Errorf("Read(%q) = %v: written back %q", text, terms, got)
		}
	})
}

func ExampleRead() {
	terms, err := Read(strings.NewReader("1 1\n2 0\n3 0\n4 0\n5 1728\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(terms, new(big.Int).Add(terms[0], terms[4]))
	_, err = Read(strings.NewReader("1 1\n3 0\n"))
	fmt.Println(err)
	// Output:
	// [1 0 0 0 1728] 1729
	// line 2: "3 0": want "2 a(2)", a(2) a count in plain decimal
}

func ExampleReadFile() {
	fsys := fstest.MapFS{
		"8xn.txt": {Data: []byte("1 0\n2 0\n3 396\n")},
		"bad.txt": {Data: []byte("1 0\n2 x\n")},
	}
	for _, name := range []string{"8xn.txt", "bad.txt"} {
		terms, err := ReadFile(fsys, name)
		fmt.Println(terms, err)
	}
	// Output:
	// [0 0 396] <nil>
	// [] bad.txt: line 2: "2 x": want "2 a(2)", a(2) a count in plain decimal
}
