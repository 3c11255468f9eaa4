package countprog

import (
	"fmt"
	"io"
	"math/big"
	"strings"
	"testing"

	"github.com/knightstour/knightstour/internal/count/frontier"
	"github.com/knightstour/knightstour/internal/count/genfunc"
)

// files is an Env.Open over files held in memory.
func files(m map[string]string) func(string) (io.ReadCloser, error) {
	return func(name string) (io.ReadCloser, error) {
		s, ok := m[name]
		if !ok {
			return nil, fmt.Errorf("open %s: no such file", name)
		}
		return io.NopCloser(strings.NewReader(s)), nil
	}
}

// TestGenFunc finds the generating functions of small tables (-table genfunc), reads
// them back (-from) and checks the lines they give against the tables' own scans, past
// the terms the search read, exact and modulo a prime.
func TestGenFunc(t *testing.T) {
	if genfunc.PrimeLimit > frontier.MaxResidueModulus {
		t.Fatalf("genfunc's primes go to %d, past the residues' bound %d", uint64(genfunc.PrimeLimit), uint64(frontier.MaxResidueModulus))
	}
	for _, tc := range []struct {
		width, from int
		conv        Convention
	}{
		{3, 1, Convention{Undirected: true}},
		{3, 5, Convention{Open: true}},
		{4, 1, Convention{Undirected: true}},
		{3, 2, Convention{Closed: true}},
	} {
		t.Run(fmt.Sprintf("%dxn from %d %+v", tc.width, tc.from, tc.conv), func(t *testing.T) {
			find := Config{Rows: tc.width, Cols: 3000, Convention: tc.conv, Table: &Table{Width: tc.width, From: tc.from, To: 3000, Form: GenFunc}}
			gf, _, err := runCount(t, find, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(gf, fmt.Sprintf("table %s\nfirst %d\n", find.genTable(), tc.from)) {
				t.Fatalf("the file's header:\n%.300s", gf)
			}
			const to = 90
			env := Env{Open: files(map[string]string{"t.gf": gf})}
			scan := Config{Rows: tc.width, Cols: to, Convention: tc.conv, Table: &Table{Width: tc.width, From: tc.from, To: to}}
			want, _, err := runCount(t, scan, []int{0}, Env{})
			if err != nil {
				t.Fatal(err)
			}
			from := scan
			from.Table = &Table{Width: tc.width, From: tc.from, To: to, GenFunc: "t.gf"}
			got, _, err := runCount(t, from, []int{0}, env)
			if err != nil || got != want {
				t.Fatalf("-from: %v\n%s\nwant\n%s", err, got, want)
			}
			const p = 1000000007
			from.Table = &Table{Width: tc.width, From: tc.from, To: to, GenFunc: "t.gf", Mod: p, Form: Column}
			got, _, err = runCount(t, from, []int{0}, env)
			if err != nil {
				t.Fatal(err)
			}
			var mod strings.Builder
			for _, line := range strings.Split(strings.TrimSuffix(want, "\n"), "\n") {
				a, _ := new(big.Int).SetString(line[strings.IndexByte(line, ' ')+1:], 10)
				fmt.Fprintln(&mod, a.Mod(a, big.NewInt(p)))
			}
			if got != mod.String() {
				t.Errorf("-from -mod %d:\n%s\nwant\n%s", p, got, mod.String())
			}
		})
	}
}

// TestGenFuncErrors checks that -from refuses a file of another table, a file that is
// not one, and a missing one, naming the file, and that -table genfunc refuses a table
// wider than the linear map is learnt on.
func TestGenFuncErrors(t *testing.T) {
	find := Config{Rows: 3, Cols: 2000, Convention: Convention{Undirected: true}, Table: &Table{Width: 3, From: 1, To: 2000, Form: GenFunc}}
	gf, _, err := runCount(t, find, []int{0}, Env{})
	if err != nil {
		t.Fatal(err)
	}
	env := Env{Open: files(map[string]string{"3.gf": gf, "bad.gf": "# knightstour generating function\ntable 3xn every tour, undirected\nfirst x\n"})}
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"another table", Config{Rows: 3, Cols: 9, Table: &Table{Width: 3, From: 1, To: 9, GenFunc: "3.gf"}},
			`-from 3.gf: the generating function of "3xn every tour, undirected", not of "3xn every tour, directed" (the flags' table)`},
		{"another width", Config{Rows: 4, Cols: 9, Convention: Convention{Undirected: true}, Table: &Table{Width: 4, From: 1, To: 9, GenFunc: "3.gf"}},
			`-from 3.gf: the generating function of "3xn every tour, undirected", not of "4xn every tour, undirected" (the flags' table)`},
		{"malformed", Config{Rows: 3, Cols: 9, Convention: Convention{Undirected: true}, Table: &Table{Width: 3, From: 1, To: 9, GenFunc: "bad.gf"}},
			"-from bad.gf: "},
		{"missing", Config{Rows: 3, Cols: 9, Convention: Convention{Undirected: true}, Table: &Table{Width: 3, From: 1, To: 9, GenFunc: "none.gf"}},
			"-from: open none.gf: no such file"},
		{"from the first", Config{Rows: 3, Cols: 9, Convention: Convention{Undirected: true}, Table: &Table{Width: 3, From: 1, To: 9, GenFunc: "3.gf"}},
			""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := runCount(t, tc.cfg, []int{0}, env)
			switch {
			case tc.want == "" && err != nil:
				t.Fatal(err)
			case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
				t.Fatalf("%v, want %q...", err, tc.want)
			}
		})
	}
	wide := frontier.MaxLinear + 1
	cfg := Config{Rows: wide, Cols: 9, Table: &Table{Width: wide, From: 1, To: 9, Form: GenFunc}}
	if err, want := cfg.checkGenFunc(), fmt.Sprintf("-table genfunc of a %d-wide table: the terms modulo primes come from the scan's linear map, learnt on tables at most %d wide", wide, wide-1); fmt.Sprint(err) != want {
		t.Errorf("%v, want %q", err, want)
	}
	late := Config{Rows: 3, Cols: 9, Convention: Convention{Undirected: true}, Table: &Table{Width: 3, From: 2, To: 2000, Form: GenFunc}}
	gf2, _, err := runCount(t, late, []int{0}, Env{})
	if err != nil {
		t.Fatal(err)
	}
	early := Config{Rows: 3, Cols: 9, Convention: Convention{Undirected: true}, Table: &Table{Width: 3, From: 1, To: 9, GenFunc: "2.gf"}}
	_, _, err = runCount(t, early, []int{0}, Env{Open: files(map[string]string{"2.gf": gf2})})
	if want := "2.gf: its terms start at n = 2, not 1"; err == nil || err.Error() != want {
		t.Errorf("%v, want %q", err, want)
	}
}
