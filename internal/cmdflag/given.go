// Package cmdflag reads what a command line gives of the flags that the programs
// (the count program, the tour program) define on the root's flag set.
package cmdflag

import "flag"

// Given returns the value of the flag name where the command line that fs parsed gives
// it, else nil; a nil fs (its flags never defined) gives none.
func Given(fs *flag.FlagSet, name string) *string {
	var v *string
	if fs == nil {
		return nil
	}
	fs.Visit(func(fl *flag.Flag) {
		if fl.Name == name {
			s := fl.Value.String()
			v = &s
		}
	})
	return v
}

// First returns the first of names that the command line fs parsed gives, or "".
func First(fs *flag.FlagSet, names []string) string {
	for _, name := range names {
		if Given(fs, name) != nil {
			return name
		}
	}
	return ""
}
