package genfunc

import (
	"bytes"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// small is the golden file's function: a(n) for n ≥ 2 with a transient, negative and
// zero coefficients, and a coefficient beyond 64 bits.
func small() *Rational {
	big20, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	return &Rational{First: 2, P: ints(3, 0, -4, 0, 5), Q: []*big.Int{big.NewInt(1), big.NewInt(0), big20}}
}

func TestWriteGolden(t *testing.T) {
	var out bytes.Buffer
	h := Header{Table: "5xn closed tours, undirected (-count -closed -undirected -rows 5)", Found: "by hand"}
	n, err := Write(&out, small(), h)
	if err != nil || n != int64(out.Len()) {
		t.Fatalf("Write = %d, %v; wrote %d bytes", n, err, out.Len())
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".gf")).Assert(t, "small", out.Bytes())
}

func TestRoundTrip(t *testing.T) {
	cases := append(findCases(), struct {
		name string
		r    *Rational
	}{"small", small()})
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			h := Header{Table: "table " + tt.name, Found: "found · ünïcode"}
			var out bytes.Buffer
			if _, err := Write(&out, tt.r, h); err != nil {
				t.Fatal(err)
			}
			r, h2, err := Read(bytes.NewReader(out.Bytes()))
			if err != nil {
				t.Fatalf("Read: %v\n%s", err, out.Bytes())
			}
			if h2 != h || r.First != tt.r.First || !sameInts(r.P, tt.r.P) || !sameInts(r.Q, tt.r.Q) {
				t.Fatalf("read %v %+v, want %v %+v", r, h2, tt.r, h)
			}
			var again bytes.Buffer
			if _, err := r.WriteTo(&again); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestWriteErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    *Rational
		h    Header
	}{
		{"Q[0] = 2", &Rational{Q: ints(2)}, Header{}},
		{"trailing zero", &Rational{P: ints(1, 0), Q: ints(1)}, Header{}},
		{"newline in table", small(), Header{Table: "a\nb"}},
		{"not UTF-8", small(), Header{Found: "\xff"}},
	} {
		if _, err := Write(&bytes.Buffer{}, tt.r, tt.h); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
}

// goodFile is small's file, which the cases below break one thing at a time.
const goodFile = Magic + "\ntable t\nfirst 2\ndegree P 4 Q 2\nfound f\nP 0 3\nP 1 0\nP 2 -4\nP 3 0\nP 4 5\nQ 0 1\nQ 1 0\nQ 2 -7\nend\n"

func TestReadErrors(t *testing.T) {
	if _, _, err := Read(strings.NewReader(goodFile)); err != nil {
		t.Fatalf("good file: %v", err)
	}
	tests := []struct {
		name, old, new string
		want           string // in the error: the line and the token
	}{
		{"magic", "function\n", "functions\n", `line 1: "# knightstour generating functions"`},
		{"no table", "table t", "tables t", `line 2: "tables t"`},
		{"first", "first 2", "first +2", `line 3: "+2"`},
		{"first leading zero", "first 2", "first 02", `line 3: "02"`},
		{"degree", "degree P 4 Q 2", "degree P 4 Q -1", `line 4: "-1"`},
		{"degree spaces", "degree P 4 Q 2", "degree P 4  Q 2", `line 4: "degree P 4  Q 2"`},
		{"huge degree", "degree P 4 Q 2", "degree P 4 Q 99999999999999999999", `line 4: "99999999999999999999"`},
		{"index", "P 1 0", "P 2 0", `line 7: "P 2 0"`},
		{"minus zero", "P 1 0", "P 1 -0", `line 7: "-0"`},
		{"not a number", "P 2 -4", "P 2 -4x", `line 8: "-4x"`},
		{"trailing zero", "Q 2 -7", "Q 2 0", `line 13: "0"`},
		{"Q 0", "Q 0 1", "Q 0 3", `line 11: Q 0 3`},
		{"too few", "Q 2 -7\n", "", `line 13: "end"`},
		{"after end", "end\n", "end\nx", `line 15: ""`},
		{"no end", "end\n", "", `line 14: ""`},
		{"no newline", "end\n", "end", `line 14: "end"`},
		{"crlf", "first 2\n", "first 2\r\n", `line 3: "2\r"`},
		{"control", "table t", "table t\x01", `line 2: "t\x01"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := strings.Replace(goodFile, tt.old, tt.new, 1)
			if in == goodFile {
				t.Fatalf("%q is not in the file", tt.old)
			}
			r, _, err := Read(strings.NewReader(in))
			if !errors.Is(err, ErrFormat) || r != nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Read = %v, %v; want %s", r, err, tt.want)
			}
		})
	}
}

func FuzzRead(f *testing.F) {
	f.Add(goodFile)
	f.Add(strings.Replace(goodFile, "degree P 4 Q 2", "degree P -1 Q 0", 1))
	f.Add(Magic + "\ntable \nfirst -7\ndegree P -1 Q 0\nfound \nQ 0 1\nend\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, in string) {
		r, h, err := Read(strings.NewReader(in))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if _, err := Write(&out, r, h); err != nil {
			t.Fatalf("Write of what Read accepted: %v", err)
		}
		if out.String() != in {
			t.Fatalf("not canonical: read %q, wrote %q", in, out.String())
		}
	})
}
