// Package lib is a small library that app merges.
package lib

import (
	"fmt"
	"strings"
)

// Greeting is what Greet says before the name.
const Greeting = "hello" // not configurable

// Loud, when set, makes Greet shout.
var Loud = false

// Greet returns a greeting for name.
func Greet(name string) string {
	s := fmt.Sprintf("%s, %s", Greeting, name)
	if Loud {
		s = strings.ToUpper(s) // shout
	}
	return s
}

// A floating comment between declarations.

// Pair is two names.
type Pair struct {
	A, B string // the names
}

// Both greets both names of p.
func (p Pair) Both() []string { return []string{Greet(p.A), Greet(p.B)} }

// trailing comment at the end of the file
