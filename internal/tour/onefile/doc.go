// Package onefile merges Go packages into one self-contained package main source file,
// the form online judges and problem packages take.
//
// Module.File merges sources, each a package directory or a .go file relative to a
// directory of the module (files given in memory, by their paths, take the place of
// those on disk). Every non-test .go file of a directory that matches the build context
// is merged (a file named as a source is merged as it is). The packages of the sources are
// the merged packages: imports of them are dropped and their qualified identifiers
// (judge.Config) become plain ones (Config). Standard-library imports are merged and
// deduplicated. Any other import (a project package that is not merged, a third-party
// module, cgo), a dot import, two top-level declarations of one name, or a name that
// shadows a merged package is refused with an error naming the file and line. Sources
// must hold exactly one func main.
//
// The output is gofmt'ed and starts with Header: "//go:build ignore" (so that, written
// into a package directory, it does not join that package; a file named on the command
// line, as "go run FILE" and judges build it, is built all the same), then the
// generated-code line and the list of the files merged.
//
// The problem packager's generator (judge/problem/internal/gen) makes the one-file
// submission and the one-file Go judge with it.
package onefile
