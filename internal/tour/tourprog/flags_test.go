package tourprog

import (
	"flag"
	"fmt"
	"testing"
)

// TestFlagsConfig checks what Flags.Config makes of the tour program's own flags, and
// which of them Given names.
func TestFlagsConfig(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		want  string // the Config, %+v, less Rows, Cols
		given string
		err   string
	}{
		{nil, "{Closed:false Method:auto Budget:0 Seed: Format:line Notation:number}", "", ""},
		{[]string{"-budget", "10", "-seed", "007", "-notation", "algebraic"}, "{Closed:false Method:auto Budget:10 Seed:7 Format:line Notation:algebraic}", "budget", ""},
		{[]string{"-format", "svg", "-o", "d"}, "{Closed:false Method:auto Budget:0 Seed: Format:svg Notation:number}", "format", ""},
		{[]string{"-seed", "x"}, "", "seed", `-seed "x": want a whole number from 0 to 18446744073709551615, in decimal digits`},
		{[]string{"-format", "png"}, "", "format", `-format "png": want line, grid, svg or html`},
		{[]string{"-o", "d"}, "", "o", "-o goes with -format svg or html"},
	} {
		var f Flags
		fs := flag.NewFlagSet("knightstour", flag.ContinueOnError)
		f.Define(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		f.Rows, f.Cols, f.Method = 8, 8, "auto"
		cfg, err := f.Config()
		if f.Given() != tc.given || fmt.Sprint(err) != tc.err && !(err == nil && tc.err == "") {
			t.Errorf("%q: Given %q, %v; want %q, %q", tc.args, f.Given(), err, tc.given, tc.err)
		}
		if err == nil {
			got := fmt.Sprintf("{Closed:%v Method:%v Budget:%d Seed:%v Format:%v Notation:%v}", cfg.Closed, cfg.Method, cfg.Budget, cfg.Seed, cfg.Format, cfg.Notation)
			if got != tc.want {
				t.Errorf("%q: %s, want %s", tc.args, got, tc.want)
			}
		}
	}
}
