package lib

import "strings"

// Count returns how many words s has.
func Count(s string) int { return len(strings.Fields(s)) }
