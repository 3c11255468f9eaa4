package main

import "example.com/mod/lib"

func main() { _ = lib.Greet("x") }
