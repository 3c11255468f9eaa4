package main

import "fmt"

func main() { fmt.Println(strings) }

// strings collides with the import of strings in lib.
var strings = 3
