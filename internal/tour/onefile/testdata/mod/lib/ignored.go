//go:build ignore

package lib

// Greet would collide, but this file is not built.
func Greet() {}
