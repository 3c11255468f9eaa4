package cmdflag

import (
	"flag"
	"io"
	"testing"
)

// flags returns a flag set with -a, -b and -c, that has parsed args.
func flags(t *testing.T, args ...string) *flag.FlagSet {
	t.Helper()
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("a", "x", "")
	fs.String("b", "y", "")
	fs.Bool("c", false, "")
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return fs
}

func TestGiven(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		flag  string
		want  string // "" for nil
		first string // First of a, b, c
	}{
		{"none", nil, "a", "", ""},
		{"given", []string{"-a", "1"}, "a", "1", "a"},
		{"given its default", []string{"-b", "y"}, "b", "y", "b"},
		{"another", []string{"-b", "2"}, "a", "", "b"},
		{"bool", []string{"-c"}, "c", "true", "c"},
		{"first in names' order", []string{"-c", "-b", "3"}, "b", "3", "b"},
		{"not defined", []string{"-a", "1"}, "z", "", "a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fs := flags(t, tc.args...)
			got := ""
			if v := Given(fs, tc.flag); v != nil {
				got = *v
			}
			if got != tc.want {
				t.Errorf("Given(%q) = %q, want %q", tc.flag, got, tc.want)
			}
			if got := First(fs, []string{"a", "b", "c"}); got != tc.first {
				t.Errorf("First = %q, want %q", got, tc.first)
			}
		})
	}
	if v, first := Given(nil, "a"), First(nil, []string{"a"}); v != nil || first != "" {
		t.Errorf("a nil flag set: Given %v, First %q; want none", v, first)
	}
}
